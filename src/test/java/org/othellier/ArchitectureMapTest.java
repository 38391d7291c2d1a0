package org.othellier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/ARCHITECTURE.md stays a true map: every package has a {@code package-info.java} that says what it holds and
 * what it may use, the map's layers are {@link PackageLayersTest#LAYERS}, every package has its line under "Where to
 * find", and every class the map names in backquotes exists (in the package it is named with, with the member it is
 * named with).
 */
class ArchitectureMapTest {

    private static final Path MAP = Path.of("docs/ARCHITECTURE.md");
    private static final Path MAIN = Path.of("src/main/java");
    private static final Path TOOLS = Path.of("src/tools/java");
    private static final List<Path> SOURCES = List.of(MAIN, TOOLS, Path.of("src/test/java"));
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+);");
    private static final Pattern TYPE = Pattern.compile("\\b(?:class|interface|record|enum)\\s+([A-Z]\\w*)");
    private static final Pattern QUOTED = Pattern.compile("`([^`\\n]+)`");
    /** A name in code: {@code board.othello.OthelloReconciler}, {@code BoardSession.nextWakeUp()}, {@code Journal}. */
    private static final Pattern CODE_NAME = Pattern.compile("[A-Za-z][\\w.]*(?:\\([^)]*\\))?");
    /** Fewer words than this says nothing a reader can use. */
    private static final int MIN_WORDS = 40;

    @Test
    void everyPackageSaysWhatItHoldsAndWhatItMayUse() throws IOException {
        Map<String, String> problems = new TreeMap<>();
        for (String p : packages()) {
            Path main = packageInfo(MAIN, p);
            Path tools = packageInfo(TOOLS, p);
            if (Files.exists(main) && Files.exists(tools)) {
                problems.put(p, "a package-info.java in both src/main and src/tools: keep the one in src/main");
                continue;
            }
            Path info = Files.exists(main) ? main : tools;
            if (!Files.exists(info)) {
                problems.put(p, "no package-info.java");
                continue;
            }
            String words = comment(Files.readString(info));
            int count = words.isBlank() ? 0 : words.trim().split("\\s+").length;
            if (count < MIN_WORDS) {
                problems.put(p, info + " says " + count + " words (at least " + MIN_WORDS + "): what it holds, its"
                        + " main classes, what it may use");
            } else if (!Pattern.compile("(?i)\\b(uses|may use)\\b").matcher(words).find()) {
                problems.put(p, info + " does not say what the package uses (\"Uses ...\" or \"may use ...\")");
            }
        }
        assertEquals(Map.of(), problems, "packages without a useful package-info.java");
    }

    @Test
    void theMapsLayersArePackageLayersTests() throws IOException {
        List<List<String>> layers = new ArrayList<>();
        Pattern layer = Pattern.compile("^\\d+\\. ([^:]+):");
        for (String line : section("Packages")) {
            Matcher m = layer.matcher(line);
            if (m.find()) {
                List<String> names = new ArrayList<>();
                Matcher q = QUOTED.matcher(m.group(1));
                while (q.find()) {
                    names.add(q.group(1));
                }
                layers.add(names);
            }
        }
        assertEquals(PackageLayersTest.LAYERS, layers,
                "docs/ARCHITECTURE.md, \"Packages\": a numbered line per layer of PackageLayersTest.LAYERS");
    }

    @Test
    void everyPackageHasItsLineOnTheMap() throws IOException {
        Set<String> listed = new TreeSet<>();
        Pattern entry = Pattern.compile("^- `([a-z.]+)`:");
        for (String line : section("Where to find")) {
            Matcher m = entry.matcher(line);
            if (m.find()) {
                listed.add(m.group(1));
            }
        }
        Set<String> missing = new TreeSet<>(packages());
        missing.removeAll(listed);
        Set<String> gone = new TreeSet<>(listed);
        gone.removeAll(packages());
        assertEquals(Set.of(), missing, "packages with no line under \"Where to find\" in docs/ARCHITECTURE.md");
        assertEquals(Set.of(), gone, "lines under \"Where to find\" for packages that do not exist");
    }

    @Test
    void everyClassTheMapNamesExists() throws IOException {
        Map<String, List<Path>> declared = declaredTypes();
        assertTrue(declared.size() > 300, "only " + declared.size() + " types found");
        Set<String> wrong = new TreeSet<>();
        Matcher q = QUOTED.matcher(Files.readString(MAP));
        while (q.find()) {
            String name = q.group(1);
            if (CODE_NAME.matcher(name).matches()) {
                String why = check(name.replaceAll("\\(.*", ""), declared);
                if (why != null) {
                    wrong.add("`" + name + "`: " + why);
                }
            }
        }
        assertEquals(Set.of(), wrong, "names in docs/ARCHITECTURE.md that the code does not have");
    }

    @Test
    void theNameCheckCatchesAStaleName() throws IOException {
        Map<String, List<Path>> declared = declaredTypes();
        assertEquals(null, check("board.othello.OthelloReconciler", declared));
        assertEquals(null, check("DeferFrameDebouncer.offer", declared));
        assertEquals(null, check("LongSupplier", declared));
        assertEquals("no such class", check("GameControllerThatIsNot", declared));
        assertEquals("not in package board.octi", check("board.octi.OthelloReconciler", declared));
        assertEquals("DeferFrameDebouncer has no member takeAll", check("DeferFrameDebouncer.takeAll", declared));
    }

    /** Why {@code name} is not in the code, or null when it is (a name with no class in it is not checked). */
    static String check(String name, Map<String, List<Path>> declared) throws IOException {
        String[] parts = name.split("\\.");
        int c = 0;
        while (c < parts.length && !(Character.isUpperCase(parts[c].charAt(0)) && parts[c].matches(".*[a-z].*"))) {
            c++;
        }
        if (c == parts.length) {
            return null; // a package, a method or a constant alone
        }
        List<Path> files = declared.get(parts[c]);
        if (files == null) {
            return c == 0 && jdk(parts[c]) ? null : "no such class";
        }
        if (c > 0) {
            String pkg = String.join(".", List.of(parts).subList(0, c));
            String dir = pkg.replace('.', '/');
            files = files.stream().filter(f -> f.getParent().endsWith(dir)).toList();
            if (files.isEmpty()) {
                return "not in package " + pkg;
            }
        }
        if (c + 1 < parts.length) {
            Pattern member = Pattern.compile("\\b" + Pattern.quote(parts[c + 1]) + "\\b");
            boolean found = false;
            for (Path f : files) {
                found |= member.matcher(Files.readString(f)).find();
            }
            if (!found) {
                return parts[c] + " has no member " + parts[c + 1];
            }
        }
        return null;
    }

    private static boolean jdk(String simpleName) {
        for (String p : List.of("java.lang.", "java.util.", "java.util.function.", "java.time.")) {
            try {
                Class.forName(p + simpleName);
                return true;
            } catch (ClassNotFoundException e) {
                // not in this package
            }
        }
        return false;
    }

    /** Every type declared in the product, the tools and the tests (nested ones too), with the files declaring it. */
    private static Map<String, List<Path>> declaredTypes() throws IOException {
        Map<String, List<Path>> declared = new HashMap<>();
        for (Path root : SOURCES) {
            for (Path f : javaFiles(root)) {
                Matcher m = TYPE.matcher(Files.readString(f));
                while (m.find()) {
                    declared.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(f);
                }
            }
        }
        return declared;
    }

    /** The packages of the product and of the tools, as {@code board.othello}. */
    private static Set<String> packages() throws IOException {
        Set<String> packages = new TreeSet<>();
        for (Path root : List.of(MAIN, TOOLS)) {
            for (Path f : javaFiles(root)) {
                Matcher m = PACKAGE.matcher(Files.readString(f));
                assertTrue(m.find(), f + " has no package line");
                packages.add(m.group(1).substring("org.othellier.".length()));
            }
        }
        assertTrue(packages.size() >= 30, "only " + packages.size() + " packages found");
        return packages;
    }

    private static Path packageInfo(Path root, String pkg) {
        return root.resolve("org/othellier").resolve(pkg.replace('.', '/')).resolve("package-info.java");
    }

    /** The words of a package's javadoc comment, its tags and markup left out. */
    static String comment(String source) {
        int start = source.indexOf("/**");
        int end = source.indexOf("*/", start + 3);
        if (start < 0 || end < 0) {
            return "";
        }
        return source.substring(start + 3, end)
                .replaceAll("(?m)^\\s*\\*", " ")
                .replaceAll("\\{@\\w+\\s+([^}]*)}", "$1")
                .replaceAll("<[^>]+>", " ");
    }

    /** The lines of one {@code ##} section of the map. */
    private static List<String> section(String title) throws IOException {
        List<String> lines = Files.readAllLines(MAP);
        int from = lines.indexOf("## " + title);
        assertTrue(from >= 0, "docs/ARCHITECTURE.md has no section \"## " + title + "\"");
        int to = from + 1;
        while (to < lines.size() && !lines.get(to).startsWith("## ")) {
            to++;
        }
        return lines.subList(from + 1, to);
    }

    private static List<Path> javaFiles(Path root) throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            return all.filter(f -> f.toString().endsWith(".java") && !f.endsWith("package-info.java")).toList();
        }
    }
}
