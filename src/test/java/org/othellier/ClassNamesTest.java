package org.othellier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One name, one thing: no two classes of the product share a simple name, and none takes the name of a
 * java.time or java.util class that the same code uses (a reader should never wonder which {@code Clock} a file means).
 * The two games are named alike (an Octi class's Othello twin is its Othello one), and one idea has one suffix: a
 * section of the configuration file is a {@code Config}, the choices of the next game are {@code Settings}
 * (docs/ARCHITECTURE.md, "Names").
 */
class ClassNamesTest {

    private static final Path SOURCES = Path.of("src/main/java");
    /** JDK names our code uses beside its own. */
    private static final Set<String> JDK = Set.of("Clock", "Instant", "Duration", "Timer", "List", "Map", "Optional", "Random");

    @Test
    void noTwoClassesShareASimpleName() throws IOException {
        Map<String, List<String>> byName = new TreeMap<>();
        try (Stream<Path> all = Files.walk(SOURCES)) {
            for (Path p : all.filter(f -> f.toString().endsWith(".java") && !f.endsWith("package-info.java")).toList()) {
                String name = p.getFileName().toString().replace(".java", "");
                byName.computeIfAbsent(name, k -> new ArrayList<>()).add(SOURCES.relativize(p.getParent()).toString());
            }
        }
        assertTrue(byName.size() > 200, "only " + byName.size() + " classes found under " + SOURCES.toAbsolutePath());
        Map<String, List<String>> clashes = byName.entrySet().stream().filter(e -> e.getValue().size() > 1 || JDK.contains(e.getKey()))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, TreeMap::new));
        assertEquals(Map.of(), clashes, "class names used twice, or taken from the JDK");
    }

    /** Where each game's classes live: the Octi package, and the Othello package where its twin must be. */
    private static final Map<String, String> TWINS = Map.of(
            "org/othellier/app", "org/othellier/app",
            "org/othellier/board/octi", "org/othellier/board/othello",
            "org/othellier/game/octi", "org/othellier/game/othello",
            "org/othellier/engine/octi", "org/othellier/engine/othello");

    @Test
    void theOthelloTwinOfAnOctiClassCarriesItsPrefixToo() throws IOException {
        Set<String> bare = new TreeSet<>();
        for (Map.Entry<String, String> pair : TWINS.entrySet()) {
            for (String octi : namesIn(SOURCES.resolve(pair.getKey()))) {
                String rest = octi.startsWith("Octi") ? octi.substring("Octi".length()) : "";
                if (rest.isEmpty() || !Character.isUpperCase(rest.charAt(0))) {
                    continue;
                }
                Path othello = SOURCES.resolve(pair.getValue());
                for (Path dir : List.of(othello, othello.getParent())) { // the parent: where the Othello engine was
                    if (namesIn(dir).contains(rest)) {
                        bare.add(SOURCES.relativize(dir) + "/" + rest + " (twin of " + octi + ")");
                    }
                }
            }
        }
        assertEquals(Set.of(), bare, "Othello classes without the Othello prefix their Octi twins have");
    }

    private static final Pattern DECLARED = Pattern.compile("\\b(?:class|record|interface|enum) (\\w+)\\b([^{]*)");
    private static final Pattern READ = Pattern.compile("static (\\w+) read\\(ConfigSection");

    @Test
    void aConfigurationSectionIsAConfigAndSettingsAreTheNextGamesChoices() throws IOException {
        Set<String> misnamed = new TreeSet<>();
        try (Stream<Path> all = Files.walk(SOURCES)) {
            for (Path p : all.filter(f -> f.toString().endsWith(".java")).toList()) {
                String text = Files.readString(p);
                Matcher read = READ.matcher(text);
                while (read.find()) {
                    if (!read.group(1).endsWith("Config")) {
                        misnamed.add(read.group(1) + ": read from a configuration section, so a ...Config");
                    }
                }
                Matcher type = DECLARED.matcher(text);
                while (type.find()) {
                    String name = type.group(1);
                    if (name.endsWith("Options")) {
                        misnamed.add(name + ": ...Options is neither a section (...Config) nor a game's choices (...Settings)");
                    }
                    // a bare Settings is a nested type named by its owner (OctiMatch.Settings: one match's)
                    if (name.endsWith("Settings") && !name.equals("Settings") && !name.equals("SessionSettings") && !type.group(2).contains("SessionSettings")) {
                        misnamed.add(name + ": ...Settings is kept for the next game's choices (a SessionSettings)");
                    }
                }
            }
        }
        assertEquals(Set.of(), misnamed, "classes whose suffix says another idea");
    }

    /** The classes of one package (not of its subpackages). */
    private static Set<String> namesIn(Path dir) throws IOException {
        Set<String> names = new TreeSet<>();
        if (Files.isDirectory(dir)) {
            try (Stream<Path> files = Files.list(dir)) {
                files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".java") && !f.equals("package-info.java"))
                        .forEach(f -> names.add(f.substring(0, f.length() - ".java".length())));
            }
        }
        return names;
    }
}
