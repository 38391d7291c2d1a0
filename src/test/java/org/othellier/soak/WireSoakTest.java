package org.othellier.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * The short form of {@code soak --kind wire}: 20 s of Othello on the firmware's host simulator over a
 * cable that damages and drops bytes and is pulled out about every 1.5 s. The long form's figures are
 * in docs/RELIABILITY.md.
 */
@OutsideProgram
class WireSoakTest {

    static final Path SIMULATOR = Path.of("firmware-protocol", "firmware", "build", "sim");

    @TempDir
    Path dir;

    @Test
    void noDamagedFrameIsTakenAndNoPressIsLostOrDoubled() {
        RequiredTool.require(Files.isExecutable(SIMULATOR), "the firmware simulator " + SIMULATOR,
                "make -C firmware-protocol/firmware host, which mvn verify runs; it needs g++ and make");
        // The campaign's damage, the cable pulled more often.
        SoakResult r = WireSoak.run(1, new WireSoak.Settings(20_000, 1e-3, 1e-3, 1_500, 500), SIMULATOR, dir);
        assertEquals(List.of(), r.failures(), r.summary());
        assertEquals(0, r.counted("corrupt frames accepted"), r.summary());
        assertEquals(0, r.counted("presses lost"), r.summary());
        assertEquals(0, r.counted("presses doubled"), r.summary());
        assertTrue(r.counted("presses") >= 10, r.summary());
        assertTrue(r.counted("cable pulls") >= 5, r.summary());
        assertTrue(r.counted("damaged frames dropped") >= 1, r.summary());
    }

    /**
     * Seed 1's long run, game 21: the campaign reported a frame the board "never showed", the new game's
     * board with c4 still white from the last game. Not a damaged frame: c4 changed twice within the
     * debounce time (cleared for the new game, then black's first disc), so it kept its old reading while
     * every other square had settled. The campaign now lets the board settle before the first move
     * ({@link WireSoak#SET_UP_MS}); this shows the controller's behaviour it allows for.
     */
}
