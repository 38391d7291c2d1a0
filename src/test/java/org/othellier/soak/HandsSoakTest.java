package org.othellier.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.BoardConfig;
import org.othellier.board.SensorKind;
import org.othellier.game.othello.OthelloVariant;

/** The short form of {@code soak --kind hands} and {@code --kind time}: the long forms' figures are in docs/RELIABILITY.md. */
class HandsSoakTest {

    @TempDir
    Path dir;

    @Test
    void noisyHandsPlayEveryVariantWithoutAWrongOrLostMove() {
        SoakResult r = HandsSoak.run(1, 0, 200, dir);
        assertEquals(List.of(), r.failures(), r.summary());
        assertEquals(200, r.counted("games"));
        assertTrue(r.counted("octi games") >= 10, r.summary());
        for (String noise : List.of("hover", "slide", "bounce", "lifted flip", "wrong square", "early press", "wrong button",
                "takeback", "flicker")) {
            assertTrue(r.counted(noise) > 0, noise + " was never made: " + r.summary());
        }
    }

    @Test
    void aGameReplaysAloneFromItsSeedAndNumber() {
        SoakResult whole = HandsSoak.run(7, 0, 3, dir);
        SoakResult alone = HandsSoak.run(7, 2, 1, dir);
        SoakResult firstTwo = HandsSoak.run(7, 0, 2, dir);
        assertEquals(whole.counted("moves"), firstTwo.counted("moves") + alone.counted("moves"));
    }

    /** The checks can fail: a board that needs the discs still for 5 s loses the moves of hands that wait 0.3 s. */
    @Test
    void aBoardSlowerThanTheHandsIsReportedAsLostMovesWithTheSeed() {
        SoakResult r = new SoakResult("hands", 99);
        BoardConfig slow = new BoardConfig(5_000, 3_000, false, false, 5_000);
        try (OthelloAtTheBoard t = new OthelloAtTheBoard(dir.resolve("slow"),
                OthelloAtTheBoard.settings(OthelloVariant.OTHELLO, SensorKind.COLOUR, "none", true), slow, 1_000_000,
                new Random(1), r, 4)) {
            assertFalse(t.playToTheEnd(new int[8]));
        }
        assertEquals(1, r.counted("legal moves lost"), r.summary());
        assertTrue(r.failures().get(0).toString().startsWith("hands failure, seed 99 game 4 step 1: othello 8x8 colour: a legal move lost"),
                r.failures().get(0).toString());
    }

    @Test
    void aDayCompressedKeepsTheLiveHeapFlat() {
        SoakResult r = TimeSoak.run(1, 2, dir);
        assertEquals(List.of(), r.failures(), r.summary());
        assertTrue(r.counted("games") >= 15, r.summary());
    }
}
