package org.othellier.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.cli.Main;
import org.othellier.testing.OutsideProgram;

/**
 * The short form of {@code soak --kind crashes}: the service in its own JVM, killed with SIGKILL at random points of
 * games (half of them against the AI, with a clock) and restarted on the same journal; no move any answer showed is
 * lost, the journal always opens, the clock loses no more than its checkpoint interval. The long form's figures are
 * in docs/RELIABILITY.md.
 */
@OutsideProgram
class CrashSoakTest {

    @TempDir
    Path dir;

    @Test
    void noAcceptedMoveIsLostAcrossKills() {
        SoakResult r = CrashSoak.run(Main.class.getName(), 2026, 12, dir);
        assertEquals(List.of(), r.failures(), r.summary());
        assertEquals(12, r.counted("kills"), r.summary());
        assertTrue(r.counted("moves") >= 12, r.summary());
    }
}
