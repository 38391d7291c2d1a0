package org.othellier.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * A test that needs a program from outside the JVM (Chromium, the firmware simulator, lintian, ...). Where
 * {@code CI} is set a missing one fails the test: CI installs everything, so a missing tool is a broken CI,
 * never a green skip. On a developer's machine the test is skipped with a loud line saying what to install.
 */
public final class RequiredTool {

    private RequiredTool() {
    }

    /** Passes when {@code present}; otherwise fails under CI, or skips saying {@code what} is missing and how to get it. */
    public static void require(boolean present, String what, String howToGet) {
        if (present) {
            return;
        }
        String message = what + " is missing (" + howToGet + ")";
        if (System.getenv("CI") != null) {
            fail(message + "; CI must install it");
        }
        System.err.println("SKIPPED: " + message);
        Assumptions.abort(message);
    }

    /** A program on the PATH, from a Debian package. */
    public static void requireProgram(String program, String debianPackage) {
        boolean found = Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
                .anyMatch(d -> !d.isEmpty() && Files.isExecutable(Path.of(d, program)));
        require(found, program, "sudo apt-get install " + debianPackage);
    }
}
