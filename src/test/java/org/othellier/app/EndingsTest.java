package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.othellier.app.OthelloControllerTest.F5_DONE;
import static org.othellier.app.OthelloControllerTest.START;
import static org.othellier.app.OthelloControllerTest.picture;

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
import org.othellier.store.GameExport;
import org.othellier.store.JournalEntry;
import org.othellier.store.StoredGame;

/**
 * The ways out of a game (docs/RULES.md O-14, O-15): resignation, a draw and a takeback by agreement, from the
 * commands and from the clock buttons, journalled first, on a simulated board with time in the test's hands.
 */
class EndingsTest {

    @TempDir
    Path dir;

    static final String F5_F6 = """
            - - - - - - - -
            - - - - - - - -
            - - - - - - - -
            - - - O X - - -
            - - - X O X - -
            - - - - - O - -
            - - - - - - - -
            - - - - - - - -
            """;

    static final String F5_D6 = """
            - - - - - - - -
            - - - - - - - -
            - - - - - - - -
            - - - O X - - -
            - - - O X X - -
            - - - O - - - -
            - - - - - - - -
            - - - - - - - -
            """;

    private static OthelloSettings people(String clock, boolean tournament) {
        return new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.HUMAN, clock,
                tournament);
    }

    private static OthelloSettings againstTheAi() {
        return new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.ai(2), "5m",
                false);
    }

    private static OthelloSettings againstAPhone() {
        return new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN,
                PlayerSpec.parse("phone:carla", 1), "5m", false);
    }

    private StoredGame stored(OthelloTable t) {
        return t.journal.load(t.state().gameId()).orElseThrow();
    }

    private static List<String> kinds(StoredGame g) {
        return g.entries().stream().map(JournalEntry::kind).toList();
    }

    @Test
    void whiteResignsAfterF5AndBlackTakesEveryOtherSquare() {
        try (OthelloTable t = new OthelloTable(dir, people("5m", true))) {
            t.settle().frame(F5_DONE).settle();
            t.run(() -> t.controller.resign(Side.WHITE));
            assertEquals("over", t.state().status());
            // O-14: White's one disc stands (d4); Black has its four and every empty square
            assertEquals(new OthelloResult(63, 1, Side.BLACK, OthelloResult.Reason.RESIGNATION), t.state().result());
            StoredGame g = stored(t);
            assertEquals("finished", g.status());
            assertEquals("63-1", g.result());
            assertEquals("resignation", g.reason());
            assertEquals(List.of("move", "resign", "result"), kinds(g).subList(kinds(g).size() - 3, kinds(g).size()));
            assertTrue(GameExport.ggf(g).contains("RE[+62.000:r]"), GameExport.ggf(g));
            assertArrayEquals(new String[] {"WINS", "RESGN"}, t.board.displayTexts(), "the display confirms it");
            assertThrows(IllegalArgumentException.class, () -> t.controller.resign(Side.BLACK), "the game is over");
        }
    }

    @Test
    void theClubArbitersResultEndsTheGameThereItsClockStopped() {
        try (OthelloTable t = new OthelloTable(dir, people("5m", true))) {
            t.settle().frame(F5_DONE).settle();
            long game = t.state().gameId();
            assertThrows(IllegalArgumentException.class, () -> t.controller.arbiterResult(game + 1, 40, 24),
                    "another game's result ends nothing");
            assertThrows(IllegalArgumentException.class, () -> t.controller.arbiterResult(game, 40, 25),
                    "more points than squares");
            t.run(() -> t.controller.arbiterResult(game, 40, 24));
            assertEquals("over", t.state().status());
            assertEquals(new OthelloResult(40, 24, Side.BLACK, OthelloResult.Reason.ARBITER), t.state().result());
            assertNull(t.state().clock().running(), "the clock stopped");
            long whiteLeft = t.state().clock().white();
            t.advance(60_000);
            assertEquals(whiteLeft, t.state().clock().white(), "White's time no longer runs");
            StoredGame g = stored(t);
            assertEquals("finished", g.status());
            assertEquals("40-24", g.result());
            assertEquals("arbiter", g.reason());
            assertEquals("result", kinds(g).get(kinds(g).size() - 1));
            assertTrue(GameExport.ggf(g).contains("RE[+16.000:s]"), GameExport.ggf(g));
            t.run(() -> t.controller.arbiterResult(game, 30, 34)); // sent again, or corrected: the game is over already
            assertEquals("40-24", stored(t).result(), "the board's journal keeps its result; the hub has the correction");
        }
    }

    @Test
    void blackAheadWhenResigningLosesByTheNarrowestMargin() {
        try (OthelloTable t = new OthelloTable(dir, people("none", false))) {
            t.settle().frame(F5_DONE).settle();
            t.run(() -> t.controller.resign(Side.BLACK));
            assertEquals("31-33", t.state().result().score(), "O-14 as O-13: Black had 4 discs to 1");
            assertEquals("31-33", stored(t).result());
        }
    }

    @Test
    void aDrawOfferedIsDeclinedWithdrawnByAMoveThenAccepted() {
        try (OthelloTable t = new OthelloTable(dir, people("5m", true))) {
            t.settle();
            t.run(() -> t.controller.offer(Side.BLACK, "draw"));
            assertEquals(new Offer(Offer.Kind.DRAW, Side.BLACK), t.state().offer());
            assertArrayEquals(new String[] {"DRAW?", "DRAW?"}, t.board.displayTexts());
            assertThrows(IllegalArgumentException.class, () -> t.controller.answerOffer(Side.BLACK, true),
                    "the one who offered does not answer");
            t.run(() -> t.controller.answerOffer(Side.WHITE, false));
            assertNull(t.state().offer());
            t.run(() -> t.controller.offer(Side.BLACK, "draw"));
            t.frame(F5_DONE).settle(); // Black plays on: the offer lapses with the move, in its transaction
            assertNull(t.state().offer());
            assertEquals("f5", t.moves());
            assertEquals(List.of("offer", "offer-declined", "offer", "move", "offer-withdrawn"), kinds(stored(t)).stream()
                    .filter(k -> !k.equals("clock-start")).toList());
            t.run(() -> t.controller.offer(Side.WHITE, "draw"));
            t.run(() -> t.controller.answerOffer(null, true));
            assertEquals(new OthelloResult(32, 32, null, OthelloResult.Reason.AGREED_DRAW), t.state().result(), "O-15");
            StoredGame g = stored(t);
            assertEquals("32-32", g.result());
            assertEquals("agreed draw", g.reason());
            assertTrue(GameExport.ggf(g).contains("RE[0.000:s]"), GameExport.ggf(g));
            assertNull(t.state().offer());
        }
    }

    @Test
    void anOfferWaitingSurvivesARestart() {
        try (OthelloTable t = new OthelloTable(dir, people("none", false))) {
            t.settle().frame(F5_DONE).settle();
            t.run(() -> t.controller.offer(Side.WHITE, "draw"));
        }
        try (OthelloTable t = new OthelloTable(dir, people("none", false))) {
            assertEquals("f5", t.moves());
            assertEquals(new Offer(Offer.Kind.DRAW, Side.WHITE), t.state().offer());
            t.run(() -> t.controller.answerOffer(Side.BLACK, true));
            assertEquals("32-32", t.state().result().score());
        }
    }

    @Test
    void aTakebackOfferedBetweenPeopleIsMadeOnceAcceptedAndTheLedsLeadTheBoardBack() {
        try (OthelloTable t = new OthelloTable(dir, people("none", false))) {
            t.settle().frame(F5_DONE).settle().frame(F5_D6).settle();
            assertEquals("f5 d6", t.moves());
            t.run(() -> t.controller.offer(Side.WHITE, "takeback"));
            t.run(() -> t.controller.answerOffer(Side.BLACK, true));
            assertEquals("f5", t.moves(), "White's d6 is taken back");
            assertEquals(Side.WHITE, t.state().toMove());
            assertInstanceOf(OthelloObservation.Mismatch.class, t.state().observation(), "the board still shows d6");
            assertEquals("""
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . Y . . . .
                    . . . ! . . . .
                    . . . . . . . .
                    . . . . . . . .
                    """, picture(t.leds()), "at once: take d6 away, turn d5 back");
            t.frame(F5_DONE).settle();
            assertInstanceOf(OthelloObservation.InSync.class, t.state().observation());
            List<String> kinds = kinds(stored(t));
            assertEquals(List.of("offer", "offer-accepted", "takeback"), kinds.subList(kinds.size() - 3, kinds.size()));
        }
    }

    @Test
    void againstTheAiOneTapTakesBackToThePersonsLastTurnAndTheMoveStillOnTheBoardIsNotReadAgain() {
        try (OthelloTable t = new OthelloTable(dir, againstTheAi())) {
            t.scriptedAi = (g, left) -> OthelloMove.parse("f6");
            t.settle().frame(F5_DONE).settle();
            assertEquals("f6", t.state().requested());
            t.frame(F5_F6).settle();
            assertEquals("f5 f6", t.moves());
            t.run(() -> t.controller.offer(null, "takeback"));
            assertEquals("", t.moves(), "back to Black's turn before f5: the full move");
            assertEquals(Side.BLACK, t.state().toMove());
            t.frame(F5_DONE).settle();
            assertEquals("", t.moves(), "f5 on the board is the way back, not Black's move made again");
            assertInstanceOf(OthelloObservation.Mismatch.class, t.state().observation());
            t.frame(START).settle();
            assertInstanceOf(OthelloObservation.InSync.class, t.state().observation());
            t.frame(F5_DONE).settle();
            assertEquals("f5", t.moves(), "once back, f5 is a move again");
            assertThrows(IllegalArgumentException.class, () -> t.controller.offer(Side.BLACK, "draw"),
                    "the AI takes no draw offers");
            assertThrows(IllegalArgumentException.class, () -> t.controller.resign(Side.WHITE), "White is the AI");
        }
    }

    @Test
    void tournamentGamesTakeNoTakebacks() {
        try (OthelloTable t = new OthelloTable(dir, people("5m", true))) {
            t.settle().frame(F5_DONE).settle();
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> t.controller.offer(Side.BLACK, "takeback"));
            assertEquals("no takebacks in tournament games", e.getMessage());
            assertNull(t.state().offer());
        }
    }

    @Test
    void bothClockButtonsHeldTwoSecondsOfferThenAcceptADraw() {
        try (OthelloTable t = new OthelloTable(dir, people("5m", true))) {
            t.settle().frame(F5_DONE).settle();
            t.down(Side.WHITE).down(Side.BLACK).advance(1999);
            assertNull(t.state().offer(), "not yet: 2 s");
            t.advance(1);
            assertEquals(new Offer(Offer.Kind.DRAW, Side.WHITE), t.state().offer(), "offered by the side to move");
            assertArrayEquals(new String[] {"DRAW?", "DRAW?"}, t.board.displayTexts());
            t.up(Side.WHITE).up(Side.BLACK);
            assertEquals("f5", t.moves());
            t.down(Side.BLACK).down(Side.WHITE).advance(2000).up(Side.BLACK).up(Side.WHITE);
            assertEquals("32-32", t.state().result().score(), "the second hold accepts it (O-15)");
            assertArrayEquals(new String[] {"DRAW", "DRAW"}, t.board.displayTexts());
            t.advance(OthelloEndings.NOTICE_MILLIS);
            assertTrue(!"DRAW".equals(t.board.displayTexts()[0]), "then the clock again");
        }
    }

    @Test
    void aButtonHeldAloneThreeSecondsResigns() {
        try (OthelloTable t = new OthelloTable(dir, people("5m", true))) {
            t.settle().frame(F5_DONE).settle();
            t.down(Side.BLACK).advance(2999);
            assertEquals("playing", t.state().status());
            t.advance(1);
            assertEquals("31-33", t.state().result().score(), "Black resigns (O-14)");
            assertArrayEquals(new String[] {"RESGN", "WINS"}, t.board.displayTexts());
        }
    }

    @Test
    void againstTheAiBothButtonsTakeTheLastMoveBack() {
        try (OthelloTable t = new OthelloTable(dir, againstTheAi())) {
            t.scriptedAi = (g, left) -> OthelloMove.parse("f6");
            t.settle().frame(F5_DONE).settle().frame(F5_F6).settle();
            t.down(Side.BLACK).down(Side.WHITE).advance(2000).up(Side.BLACK).up(Side.WHITE);
            assertEquals("", t.moves());
            assertArrayEquals(new String[] {"BACK", "BACK"}, t.board.displayTexts());
            assertTrue(t.state().lostTrack(), "the LEDs lead the board back at once, as after the page's takeback");
        }
    }

    /**
     * A person on a phone plays White (docs/REMOTE.md): they resign, offer and answer on their phone only, and the
     * clock buttons are the board's person's. O-15's decision: the takeback White asks for on the phone is accepted by
     * the board's person holding both buttons, and the LEDs lead the board back at once.
     */
    @Test
    void againstAPhoneTheButtonsAreTheBoardsPersonsAndAcceptTheTakebackThePhoneAskedFor() {
        try (OthelloTable t = new OthelloTable(dir, againstAPhone())) {
            t.scriptedAi = (g, left) -> OthelloMove.parse("d6"); // the phone's tap
            t.settle().frame(F5_DONE).settle().frame(F5_D6).settle();
            assertEquals("f5 d6", t.moves());
            t.holdAi = true; // the phone taps nothing more
            assertEquals("White plays from a phone: only their phone can resign",
                    assertThrows(IllegalArgumentException.class, () -> t.controller.resign(Side.WHITE)).getMessage());
            assertEquals("White plays from a phone: only their phone can offer a takeback",
                    assertThrows(IllegalArgumentException.class, () -> t.controller.offer(Side.WHITE, "takeback"))
                            .getMessage());

            t.run(() -> t.controller.far().offeredOnPhone(Side.WHITE, "takeback"));
            assertEquals(new Offer(Offer.Kind.TAKEBACK, Side.WHITE), t.state().offer());
            t.down(Side.BLACK).down(Side.WHITE).advance(2000).up(Side.BLACK).up(Side.WHITE);
            assertEquals("f5", t.moves(), "accepted at the board: White's d6 is taken back");
            assertEquals(Side.WHITE, t.state().toMove());
            assertArrayEquals(new String[] {"BACK", "BACK"}, t.board.displayTexts());
            assertEquals("""
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . Y . . . .
                    . . . ! . . . .
                    . . . . . . . .
                    . . . . . . . .
                    """, picture(t.leds()), "at once: take d6 away, turn d5 back");
            t.frame(F5_DONE).settle();
            assertInstanceOf(OthelloObservation.InSync.class, t.state().observation());
            List<String> kinds = kinds(stored(t));
            assertEquals(List.of("offer", "offer-accepted", "takeback"), kinds.subList(kinds.size() - 3, kinds.size()));

            // the phone to move: both buttons offer the board's person's draw, and cannot accept it for the phone
            t.down(Side.WHITE).down(Side.BLACK).advance(2000).up(Side.WHITE).up(Side.BLACK);
            assertEquals(new Offer(Offer.Kind.DRAW, Side.BLACK), t.state().offer());
            t.advance(OthelloEndings.NOTICE_MILLIS);
            t.down(Side.WHITE).down(Side.BLACK).advance(2000).up(Side.WHITE).up(Side.BLACK);
            assertArrayEquals(new String[] {"NO", "NO"}, t.board.displayTexts(), "White answers on the phone");
            assertEquals("White plays from a phone and answers there",
                    assertThrows(IllegalArgumentException.class, () -> t.controller.answerOffer(null, true)).getMessage());
            t.run(() -> t.controller.far().answeredOnPhone(Side.WHITE, false));
            assertNull(t.state().offer());
            assertEquals("playing", t.state().status());
        }
    }
}
