package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.othellier.app.OthelloControllerTest.F5_DONE;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;

/**
 * The clock across two boards (docs/REMOTE.md, "The clock"): anna plays Black here, ben White at his board, 1 minute
 * each. Ben's board times ben; this board only estimates his time, so it decides no flag of his (O-13): it waits for
 * ben's board to confirm one, and takes ben's time from his move when it comes instead. Anna's own flag is this
 * board's to decide.
 */
class FarClockTest {

    @TempDir
    Path dir;

    private static OthelloTable afterF5(Path dir) {
        OthelloTable t = new OthelloTable(dir, new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN,
                PlayerSpec.remote("ben"), "1m", false));
        t.holdAi = true;
        t.settle().frame(F5_DONE).settle();
        assertEquals(Side.WHITE, t.state().clock().running(), "ben's time runs here as this board's estimate");
        return t;
    }

    private static boolean said(OthelloTable t, String text) {
        return t.state().messages().stream().anyMatch(m -> m.text().contains(text));
    }

    @Test
    void theEstimateRunningOutDecidesNoFlagButWaitsForTheFarBoard() {
        try (OthelloTable t = afterF5(dir)) {
            t.advance(61_000);
            assertEquals("playing", t.state().status(), "no flag decided from an estimate");
            assertNull(t.state().result());
            assertTrue(said(t, "White's time is up by this board's estimate: waiting for ben's board to confirm the flag"),
                    t.state().messages().toString());
            assertTrue(t.state().clock().white() <= 1, "the estimate stands at its end: " + t.state().clock().white());
            t.run(() -> t.controller.far().flagged(Side.WHITE, 1)); // ben's board decided it and sent its result
            assertEquals(OthelloResult.Reason.TIME_FORFEIT, t.state().result().reason());
            assertEquals(Side.BLACK, t.state().result().winner());
            assertEquals("over", t.state().status());
        }
    }

    @Test
    void theFarMoveAfterTheEstimateRanOutSetsItsPlayersTimeAndTheGameGoesOn() {
        try (OthelloTable t = afterF5(dir)) {
            t.advance(61_000);
            t.scriptedAi = (g, c) -> OthelloMove.parse("d6");
            t.reportedLeft = 2_500; // by ben's own clock he had time: the moves were slow on the way
            t.runAi();
            assertEquals(2_500, t.state().clock().white(), "ben's board's word stands");
            assertTrue(said(t, "White (ben (remote)) plays d6 (2.5 s between the boards, charged to nobody)"),
                    t.state().messages().toString());
            t.frame(EndingsTest.F5_D6).settle();
            assertEquals("f5 d6", t.moves());
            assertEquals("playing", t.state().status());
            assertEquals(Side.BLACK, t.state().clock().running());
        }
    }

    @Test
    void theTimeBetweenTheBoardsIsShownAndChargedToNobody() {
        try (OthelloTable t = afterF5(dir)) {
            t.advance(10_000); // 10.05 s since f5 was taken; ben's board says he thought 8.85 s
            t.scriptedAi = (g, c) -> OthelloMove.parse("d6");
            t.reportedLeft = 60_000 - 8_850;
            t.runAi();
            assertEquals(51_150, t.state().clock().white());
            assertTrue(said(t, "plays d6 (1.2 s between the boards, charged to nobody)"), t.state().messages().toString());
        }
    }

    @Test
    void thisBoardsOwnPlayersFlagIsDecidedHere() {
        try (OthelloTable t = afterF5(dir)) {
            t.scriptedAi = (g, c) -> OthelloMove.parse("d6");
            t.reportedLeft = 55_000;
            t.runAi();
            t.frame(EndingsTest.F5_D6).settle();
            t.advance(61_000);
            assertEquals(OthelloResult.Reason.TIME_FORFEIT, t.state().result().reason());
            assertEquals(Side.WHITE, t.state().result().winner(), "anna's flag, O-13");
        }
    }
}
