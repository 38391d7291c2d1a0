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
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * One name, one thing: no two classes of the product share a simple name, and none takes the name of a
 * java.time or java.util class that the same code uses (a reader should never wonder which {@code Clock} a file means).
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
}
