package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.othellier.app.OthelloControllerTest.F5_DONE;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.OthelloObservation;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.JournalEntry;

/**
 * Draw offers and takebacks across two boards (docs/REMOTE.md, docs/RULES.md O-15): anna plays Black here, White is
 * ben at his board ({@code remote:ben}). An offer to ben waits for his answer, which arrives from his board; ben's
 * offer waits here for anna's. Across boards an offer is made after one's move, while the far player is to move.
 *
 * <pre>
 *   a b c d e f g h
 * 4 - - - O X - - -     after 1. f5, White (ben) to move
 * 5 - - - X X X - -
 * </pre>
 */
class FarOffersTest {

    @TempDir
    Path dir;

    private static OthelloSettings againstBen(boolean tournament) {
        return new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.remote("ben"),
                "5m", tournament);
    }

    /** anna plays f5 on the board; ben's answer has not come (his board's move is still being thought of). */
    private static OthelloTable afterF5(Path dir) {
        OthelloTable t = new OthelloTable(dir, againstBen(false));
        t.holdAi = true;
        t.settle().frame(F5_DONE).settle();
        assertEquals("f5", t.moves());
        return t;
    }

    private static List<String> journalled(OthelloTable t) {
        return t.journal.load(t.state().gameId()).orElseThrow().entries().stream()
                .filter(e -> e.kind().startsWith("offer") || e.kind().equals("takeback") || e.kind().equals("result"))
                .map(FarOffersTest::text).toList();
    }

    private static String text(JournalEntry e) {
        return e.kind() + " " + e.side() + " " + e.data();
    }

    @Test
    void aTakebackAskedOfTheFarPlayerWaitsForTheAnswerFromTheirBoard() {
        try (OthelloTable t = afterF5(dir)) {
            t.run(() -> t.controller.offer(Side.BLACK, "takeback"));
            assertEquals("f5", t.moves(), "not taken back at once as against the AI: ben answers first");
            assertEquals(new Offer(Offer.Kind.TAKEBACK, Side.BLACK), t.state().offer());
            assertThrows(IllegalArgumentException.class, () -> t.controller.answerOffer(Side.WHITE, true),
                    "ben answers at his board, not on anna's page");
            assertThrows(IllegalArgumentException.class, () -> t.controller.far().answered(Side.WHITE, 2, true),
                    "an answer for another move");
            t.run(() -> t.controller.far().answered(Side.WHITE, 1, true));
            assertEquals("", t.moves(), "f5 taken back, as on ben's board");
            assertEquals(Side.BLACK, t.state().toMove());
            assertEquals(List.of(0), t.tookBack, "ben's player was told: a move of the old line is not this game's");
            assertEquals(List.of("offer black takeback", "offer-accepted white takeback", "takeback null 0"),
                    journalled(t));
            assertTrue(t.state().observation() instanceof OthelloObservation.Mismatch, "the LEDs lead the board back");
        }
    }

    @Test
    void aDrawOfferedToTheFarPlayerIsDeclinedThereAndNothingChanges() {
        try (OthelloTable t = afterF5(dir)) {
            t.run(() -> t.controller.offer(Side.BLACK, "draw")); // refused as to the AI before: "the AI plays on"
            t.run(() -> t.controller.far().answered(Side.WHITE, 1, false));
            assertNull(t.state().offer());
            assertEquals("f5", t.moves());
            assertEquals("playing", t.state().status());
            assertEquals(List.of("offer black draw", "offer-declined white draw"), journalled(t));
        }
    }

    @Test
    void anOfferAcrossBoardsWaitsUntilOnesOwnMoveIsMade() {
        try (OthelloTable t = new OthelloTable(dir, againstBen(false))) {
            t.holdAi = true;
            t.settle();
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> t.controller.offer(Side.BLACK, "draw"));
            assertEquals("across boards an offer is made after one's move, while White is to move at their board",
                    e.getMessage());
        }
    }

    @Test
    void theFarPlayersDrawOfferIsAcceptedHereAndTheGameIsADraw() {
        try (OthelloTable t = new OthelloTable(dir, againstBen(false))) {
            t.holdAi = true;
            t.settle().frame(F5_DONE).settle();
            // ben's d6 is on anna's board: Black (anna) to move, ben offers after his move
            t.scriptedAi = (g, c) -> OthelloMove.parse("d6");
            t.runAi();
            t.frame(EndingsTest.F5_D6).settle();
            assertEquals("f5 d6", t.moves());
            assertThrows(IllegalArgumentException.class, () -> t.controller.far().offered(Side.WHITE, "draw", 1),
                    "made after another move");
            t.run(() -> t.controller.far().offered(Side.WHITE, "draw", 2));
            assertEquals(new Offer(Offer.Kind.DRAW, Side.WHITE), t.state().offer());
            t.run(() -> t.controller.answerOffer(null, true));
            assertEquals(new OthelloResult(32, 32, null, OthelloResult.Reason.AGREED_DRAW), t.state().result(), "O-15");
            assertEquals(List.of("offer white draw", "offer-accepted black draw", "result null 32-32"), journalled(t));
        }
    }

    @Test
    void aTournamentGameTakesNoTakebackAcrossBoardsEither() {
        try (OthelloTable t = new OthelloTable(dir, againstBen(true))) {
            t.holdAi = true;
            t.settle().frame(F5_DONE).settle();
            assertThrows(IllegalArgumentException.class, () -> t.controller.offer(Side.BLACK, "takeback"));
            assertThrows(IllegalArgumentException.class, () -> t.controller.far().offered(Side.WHITE, "takeback", 1),
                    "White has made no move to take back, and none in a tournament");
            assertNull(t.state().offer());
        }
    }
}
