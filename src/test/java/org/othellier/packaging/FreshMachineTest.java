package org.othellier.packaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * README's "On a fresh machine" and what it names agree: the Debian packages the tests need are those .ci/run
 * installs (one list, packaging/test-packages.txt), .ci/run runs exactly README's test command, and the launcher's
 * advice for a machine without Java 21 is README's, word for word.
 */
class FreshMachineTest {

    private static final Path README = Path.of("README.md");
    private static final Path CI = Path.of(".ci", "run");
    private static final Path PACKAGES = Path.of("packaging", "test-packages.txt");
    private static final Path LAUNCHER = Path.of("othellier");

    private static List<String> lines(Path file) throws IOException {
        return Files.readAllLines(file);
    }

    /** The indented command after {@code heading} in README. */
    private static String commandAfter(String heading) throws IOException {
        List<String> readme = lines(README);
        int at = readme.indexOf(heading);
        assertTrue(at >= 0, "README has '" + heading + "'");
        return readme.subList(at + 1, readme.size()).stream().filter(l -> l.startsWith("    ")).findFirst()
                .orElseThrow().strip();
    }

    @Test
    void readmeListsThePackagesCiInstalls() throws IOException {
        List<String> packages = lines(PACKAGES).stream().map(l -> l.replaceFirst("#.*", "").strip())
                .filter(l -> !l.isEmpty()).toList();
        String install = commandAfter("The tests need these Debian packages (`packaging/test-packages.txt` names what each"
                + " is for):");
        assertTrue(install.startsWith("sudo apt-get install "), install);
        assertEquals(packages, Arrays.asList(install.substring("sudo apt-get install ".length()).split(" ")));
        assertTrue(lines(CI).stream().anyMatch(l -> l.startsWith("apt-get install ") && l.contains(PACKAGES.toString())),
                ".ci/run installs " + PACKAGES);
    }

    @Test
    void ciRunsExactlyReadmesTestCommandWhichFailsOnAMissingTool() throws IOException {
        String command = commandAfter("Run the tests:");
        List<String> ci = lines(CI).stream().filter(l -> !l.isBlank()).toList();
        assertEquals(command, ci.get(ci.size() - 1));
        assertTrue(command.startsWith("CI=true "), "a missing tool fails the tests (RequiredTool) only where CI is set");
    }

    @Test
    void theLauncherAndReadmeGiveTheSameWayToJava21OnDebian12() throws IOException {
        List<String> readme = lines(README).stream().map(String::strip).toList();
        List<String> advice = lines(LAUNCHER).stream().map(String::strip)
                .filter(l -> l.contains("adoptium") || l.contains("temurin-21-jdk") || l.contains("/etc/apt/keyrings"))
                .toList();
        assertEquals(4, advice.size(), advice.toString());
        for (String line : advice) {
            assertTrue(readme.contains(line), "README has the launcher's line: " + line);
        }
        String launcher = Files.readString(LAUNCHER);
        assertFalse(launcher.contains("openjdk-25") || launcher.contains("from Debian's backports"),
                "bookworm-backports has no JDK newer than 17");
    }
}
