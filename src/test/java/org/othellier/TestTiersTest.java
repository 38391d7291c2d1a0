package org.othellier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The two tiers stay true: a test class that starts a program outside its JVM carries {@code @OutsideProgram} (Failsafe
 * runs it in {@code mvn verify}), and a class that carries it starts one (else {@code mvn test} loses it for nothing).
 * A class starts one when its code (comments and strings left out) names ProcessBuilder, Runtime.exec or RequiredTool,
 * or a class that does so itself: a product or tool class (CrashSoak, EspeakSpeaker), or a test helper (Chromium,
 * FirmwareSimulator, KicadCli), helpers followed to any depth.
 */
class TestTiersTest {

    private static final List<Path> PRODUCT = List.of(Path.of("src/main/java"), Path.of("src/tools/java"));
    private static final Path TESTS = Path.of("src/test/java");
    private static final Pattern STARTS =
            Pattern.compile("\\bProcessBuilder\\b|\\bRuntime\\.getRuntime\\(\\)\\.exec\\b|\\bRequiredTool\\b");
    private static final Pattern WORDS = Pattern.compile("\\W+");
    private static final Pattern TEST_METHOD = Pattern.compile("@(Test|ParameterizedTest|RepeatedTest|TestFactory)\\b");
    private static final String TAG = "@OutsideProgram";
    /** The tier's own definitions, which name what they look for. */
    private static final Set<String> DEFINITIONS = Set.of("RequiredTool", "OutsideProgram", "TestTiersTest");

    @Test
    void everyTestThatStartsAProgramIsInTheIntegrationTierAndNoOther() throws IOException {
        Map<String, String> product = new TreeMap<>();
        for (Path root : PRODUCT) {
            product.putAll(sources(root));
        }
        Map<String, String> tests = sources(TESTS);
        DEFINITIONS.forEach(tests::remove);
        assertTrue(tests.size() > 100, "only " + tests.size() + " test sources under " + TESTS.toAbsolutePath());

        Set<String> starters = starters(product, tests);
        Set<String> untagged = new TreeSet<>();
        Set<String> taggedForNothing = new TreeSet<>();
        tests.forEach((name, source) -> {
            boolean tagged = code(source).contains(TAG);
            if (TEST_METHOD.matcher(source).find() && starters.contains(name) && !tagged) {
                untagged.add(name);
            }
            if (tagged && !starters.contains(name)) {
                taggedForNothing.add(name);
            }
        });
        assertEquals(Set.of(), untagged, "test classes that start an outside program without " + TAG);
        assertEquals(Set.of(), taggedForNothing, "classes marked " + TAG + " that start no outside program");
    }

    @Test
    void aTestIsFoundThroughTheHelpersItUses() {
        Map<String, String> product = Map.of("Speaker", "class Speaker { Process p = new ProcessBuilder(\"say\").start(); }",
                "Rules", "class Rules { }");
        Map<String, String> tests = Map.of("Browser", "class Browser { void require() { RequiredTool.require(true, \"\", \"\"); } }",
                "Page", "class Page { Browser b; }",
                "PageTest", "class PageTest { Page p; }",
                "SpeakerTest", "class SpeakerTest { Speaker s; }",
                "RulesTest", "class RulesTest { Rules r; /* unlike Page */ String s = \"a Page's // words\"; }");
        assertEquals(Set.of("Speaker", "Browser", "Page", "PageTest", "SpeakerTest"), starters(product, tests));
    }

    /** The classes, product and test, that start an outside program themselves or through one that does. */
    static Set<String> starters(Map<String, String> product, Map<String, String> tests) {
        Map<String, Set<String>> namedByTest = new TreeMap<>();
        tests.forEach((name, source) -> namedByTest.put(name, WORDS.splitAsStream(code(source)).collect(Collectors.toSet())));
        Set<String> found = new HashSet<>();
        product.forEach((name, source) -> {
            if (STARTS.matcher(code(source)).find()) {
                found.add(name);
            }
        });
        tests.forEach((name, source) -> {
            if (STARTS.matcher(code(source)).find()) {
                found.add(name);
            }
        });
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Map.Entry<String, Set<String>> t : namedByTest.entrySet()) {
                if (!found.contains(t.getKey()) && t.getValue().stream().anyMatch(found::contains)) {
                    found.add(t.getKey());
                    grew = true;
                }
            }
        }
        return found;
    }

    /**
     * The source without its comments and literals, which may name a class without using it: one pass from the start,
     * so a "//" inside a string stays in the string and a quote inside a comment in the comment.
     */
    static String code(String source) {
        StringBuilder code = new StringBuilder(source.length());
        int i = 0;
        while (i < source.length()) {
            String open = opening(source, i);
            if (open == null) {
                code.append(source.charAt(i++));
                continue;
            }
            String close = switch (open) {
                case "//" -> "\n";
                case "/*" -> "*/";
                default -> open;
            };
            boolean literal = !open.startsWith("/");
            int j = i + open.length();
            while (j < source.length() && !source.startsWith(close, j)) {
                j += literal && source.charAt(j) == '\\' ? 2 : 1;
            }
            code.append(' ');
            i = j + close.length();
        }
        return code.toString();
    }

    private static String opening(String source, int at) {
        char c = source.charAt(at);
        if (c != '/' && c != '"' && c != '\'') {
            return null;
        }
        for (String open : List.of("//", "/*", "\"\"\"", "\"", "'")) {
            if (source.startsWith(open, at)) {
                return open;
            }
        }
        return null;
    }

    /** Each top-level class's simple name and its source. */
    private static Map<String, String> sources(Path root) throws IOException {
        Map<String, String> code = new TreeMap<>();
        if (!Files.isDirectory(root)) {
            return code;
        }
        try (Stream<Path> all = Files.walk(root)) {
            for (Path p : all.filter(f -> f.toString().endsWith(".java") && !f.endsWith("package-info.java")).toList()) {
                code.put(p.getFileName().toString().replace(".java", ""), Files.readString(p));
            }
        }
        return code;
    }
}
