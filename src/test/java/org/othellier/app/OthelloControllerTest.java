package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.Led;
import org.othellier.board.LedPattern;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.OthelloObservation;
import org.othellier.board.othello.OthelloReconciler;
import org.othellier.engine.TimeBudget;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.GameExport;

/**
 * The companion end to end on a simulated board: frames and presses in, moves, LEDs and the
 * journal out, with time in the test's hands. LED pictures: {@code .} off, an upper-case letter a
 * steady colour ({@code Y} yellow: flip), lower case a slow blink ({@code b} blue: the AI's square,
 * {@code g} green: put a disc), {@code !} a fast red blink (a fault, or remove this disc).
 */
class OthelloControllerTest {

    @TempDir
    Path dir;

    static final String START = """
            - - - - - - - -
            - - - - - - - -
            - - - - - - - -
            - - - O X - - -
            - - - X O - - -
            - - - - - - - -
            - - - - - - - -
            - - - - - - - -
            """;

    static final String F5_PLACED = """
            - - - - - - - -
            - - - - - - - -
            - - - - - - - -
            - - - O X - - -
            - - - X O X - -
            - - - - - - - -
            - - - - - - - -
            - - - - - - - -
            """;

    static final String F5_DONE = """
            - - - - - - - -
            - - - - - - - -
            - - - - - - - -
            - - - O X - - -
            - - - X X X - -
            - - - - - - - -
            - - - - - - - -
            - - - - - - - -
            """;

    static String picture(LedPlan plan) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < plan.rows(); r++) {
            for (int c = 0; c < plan.cols(); c++) {
                Led led = plan.get(r * plan.cols() + c);
                char ch = led.isOff() ? '.' : led.pattern() == LedPattern.FAST_BLINK ? '!'
                        : led.pattern() == LedPattern.SLOW_BLINK ? Character.toLowerCase(led.colour().name().charAt(0))
                        : led.colour().name().charAt(0);
                sb.append(c == 0 ? "" : " ").append(ch);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private OthelloTable table(SensorKind kind, boolean tournament) {
        return new OthelloTable(dir, OthelloTable.settings(kind, tournament));
    }

    @Test
    void aSimulatedBoardStartsSetUpAndInSync() {
        try (OthelloTable t = table(SensorKind.COLOUR, false)) {
            t.settle();
            assertEquals("playing", t.state().status());
            assertEquals(Side.BLACK, t.state().toMove());
            assertTrue(t.leds().isDark());
        }
    }

    @Test
    void colourMoveCompletesWhenTheBoardShowsItAndNotBefore() {
        try (OthelloTable t = table(SensorKind.COLOUR, false)) {
            t.settle().frame(F5_PLACED).settle();
            assertEquals("", t.moves(), "the flip is still to do");
            assertEquals("""
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . Y . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    """, picture(t.leds()));
            t.frame(F5_DONE).settle();
            assertEquals("f5", t.moves(), "O-12: the board equals the position after the move");
            assertEquals(Side.WHITE, t.state().toMove());
            assertTrue(t.leds().isDark());
        }
    }

    @Test
    void aNewGameOnTheSimulatedBoardIsInSyncAtOnceWithNoMismatchSaid() {
        try (OthelloTable t = table(SensorKind.COLOUR, false)) {
            t.settle().frame(F5_DONE).settle().frame("""
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - O X X - -
                    - - - O - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """).settle();
            assertEquals("f5 d6", t.moves());
            // the simulated board's discs are set out for the start; the old game's board is never read against it
            t.controller.newGame(OthelloTable.settings(SensorKind.COLOUR, false));
            t.drain();
            assertEquals(START, t.board.sensed().toPicture(), "the discs set out (O-3)");
            assertInstanceOf(OthelloObservation.InSync.class, t.state().observation());
            assertTrue(t.state().messages().stream().noneMatch(m -> m.text().contains("does not match")),
                    t.state().messages().toString());
            assertEquals("", t.moves());
            assertTrue(t.leds().isDark());
        }
    }

    @Test
    void aSlideAcrossSquaresOrAHoverNeverMakesAMove() {
        try (OthelloTable t = table(SensorKind.COLOUR, false)) {
            t.settle();
            // a disc slid over f5 on its way to somewhere else, 100 ms on each square: never stable
            t.frame(F5_DONE).advance(100).frame(START).advance(100).frame(F5_DONE).advance(100).frame(START).settle();
            assertEquals("", t.moves());
            assertTrue(t.leds().isDark());
        }
    }

    @Test
    void presenceMoveWaitsForThePressOfThePlayerToMove() {
        try (OthelloTable t = table(SensorKind.PRESENCE, false)) {
            t.settle().frame(F5_PLACED).settle();
            assertEquals(". . . . Y . . .", picture(t.leds()).split("\n")[4], "the flip is shown: the board cannot see it");
            t.press(Side.WHITE);
            assertEquals("", t.moves(), "a press by the player not to move is ignored");
            assertTrue(t.state().messages().getLast().text().contains("White pressed while Black is to move"));
            t.press(Side.BLACK);
            assertEquals("f5", t.moves());
            assertTrue(t.leds().isDark());
        }
    }

    @Test
    void presencePressWithAFlipStillLiftedIsRefused() {
        try (OthelloTable t = table(SensorKind.PRESENCE, false)) {
            t.settle().frame("""
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X - X - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """).settle().press(Side.BLACK);
            assertEquals("", t.moves());
            assertTrue(t.state().messages().getLast().text().contains("put back e5"));
            t.frame(F5_DONE).press(Side.BLACK); // pressed at once, before the frame settled: the press counts it
            assertEquals("f5", t.moves());
        }
    }

    @Test
    void twoNewDiscsAreShownAndPuttingThemBackResumes() {
        try (OthelloTable t = table(SensorKind.PRESENCE, false)) {
            t.settle().frame("""
                    - - - - - - - -
                    - - - - - - - -
                    - - - # - - - -
                    - - - # # - - -
                    - - - # # # - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """).settle();
            assertEquals("""
                    . . . . . . . .
                    . . . . . . . .
                    . . . ! . . . .
                    . . . . . . . .
                    . . . . . ! . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    """, picture(t.leds()));
            t.press(Side.BLACK);
            assertEquals("", t.moves());
            t.frame(START).settle();
            assertTrue(t.leds().isDark());
            t.frame(F5_PLACED).settle().press(Side.BLACK);
            assertEquals("f5", t.moves());
        }
    }

    @Test
    void afterAFewSecondsLostTrackTheLedsShowTheWayBack() {
        try (OthelloTable t = table(SensorKind.COLOUR, true)) {
            t.settle().frame("""
                    X - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O - - - -
                    - - - X X - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """).settle();
            assertEquals('!', picture(t.leds()).charAt(0), "at once: the squares at fault");
            t.advance(3000);
            assertTrue(t.state().lostTrack());
            assertEquals("""
                    ! . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . g . . .
                    . . . . Y . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    """, picture(t.leds()), "remove a1, put a disc on e4, turn e5");
            t.frame(START).settle();
            assertTrue(t.leds().isDark());
        }
    }

    /** A position from random play in which one move leaves the opponent without a move (and the game not over). */
    private static Object[] positionBeforeAForcedPass() {
        java.util.Random random = new java.util.Random(1);
        while (true) {
            OthelloPosition p = OthelloPosition.start(OthelloVariant.OTHELLO);
            while (!p.isOver()) {
                if (p.mustPass()) {
                    p = p.play(OthelloMove.PASS);
                    continue;
                }
                for (OthelloMove m : p.legalMoves()) {
                    OthelloPosition next = p.play(m);
                    if (next.mustPass()) {
                        return new Object[] {p, m};
                    }
                }
                var moves = p.legalMoves();
                p = p.play(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    @Test
    void aPassIsPlayedAtOnceAndShownOnTheCorners() {
        // O-7: after this move the opponent has none; the mover moves again, the clock is not passed over
        Object[] found = positionBeforeAForcedPass();
        var before = (OthelloPosition) found[0];
        OthelloMove move = (OthelloMove) found[1];
        try (OthelloTable t = table(SensorKind.COLOUR, false)) {
            t.settle();
            t.queue.add(t.controller::beginSetup);
            t.drain();
            t.frame(OthelloReconciler.expectedFrame(before, SensorKind.COLOUR)).settle();
            t.queue.add(() -> t.controller.takeSetup(before.toMove(), null));
            t.drain();
            t.settle();
            t.frame(OthelloReconciler.expectedFrame(before.play(move), SensorKind.COLOUR)).settle();
            assertEquals(move + " PA", t.moves());
            assertEquals(before.toMove(), t.state().toMove());
            assertTrue(t.state().messages().stream().anyMatch(m -> m.text().contains("has no move and passes (O-7)")));
            assertEquals("""
                    m . . . . . . m
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    m . . . . . . m
                    """, picture(t.leds()));
        }
    }

    @Test
    void takebackRestoresAnEarlierPositionSeveralMovesAtOnce() {
        try (OthelloTable t = table(SensorKind.COLOUR, false)) {
            t.settle().frame(F5_DONE).settle();
            t.frame("""
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X O X - -
                    - - - - - O - -
                    - - - - - - - -
                    - - - - - - - -
                    """).settle();
            assertEquals("f5 f6", t.moves());
            t.frame(START).settle();
            assertEquals("", t.moves(), "both moves taken back at once");
            assertEquals(Side.BLACK, t.state().toMove());
        }
    }

    @Test
    void takebackIsOffInTournamentMode() {
        try (OthelloTable t = table(SensorKind.COLOUR, true)) {
            t.settle().frame(F5_DONE).settle().frame(START).settle();
            assertEquals("f5", t.moves());
            assertTrue(picture(t.leds()).contains("!"));
        }
    }

    @Test
    void presenceTakebackShowsTheDiscsToTurnBack() {
        try (OthelloTable t = table(SensorKind.PRESENCE, false)) {
            t.settle().frame(F5_DONE).press(Side.BLACK).settle();
            assertEquals("f5", t.moves());
            t.frame(START).settle();
            assertEquals("", t.moves());
            assertEquals(". . . . Y . . .", picture(t.leds()).split("\n")[4], "e5 goes back to White");
        }
    }

    @Test
    void theAiMoveIsShownInItsOwnColourAndAcceptedOnlyWhenTheBoardShowsIt() {
        OthelloSettings s = new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.ai(2),
                "none", false);
        try (OthelloTable t = new OthelloTable(dir, s)) {
            t.scriptedAi = (p, left) -> OthelloMove.parse("f6");
            t.settle().frame(F5_DONE).settle();
            assertEquals("f6", t.state().requested());
            assertEquals("""
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . B . . .
                    . . . . . b . .
                    . . . . . . . .
                    . . . . . . . .
                    """, picture(t.leds()));
            t.frame("""
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X X X - -
                    - - - O - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """).settle();
            assertEquals("f5", t.moves(), "d6 is legal for White, but not the AI's move");
            assertEquals('!', picture(t.leds()).split("\n")[5].charAt(6));
            t.frame("""
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X O X - -
                    - - - - - O - -
                    - - - - - - - -
                    - - - - - - - -
                    """).settle();
            assertEquals("f5 f6", t.moves());
            assertNull(t.state().requested());
        }
    }

    @Test
    void setUpTakesTheBoardAsItStandsWithTheSideChosen() {
        try (OthelloTable t = table(SensorKind.PRESENCE, false)) {
            t.settle();
            t.queue.add(t.controller::beginSetup);
            t.drain();
            t.frame(F5_DONE).settle();
            assertEquals("", t.moves(), "nothing counts during set-up");
            assertThrows(IllegalArgumentException.class, () -> t.controller.takeSetup(Side.WHITE, null),
                    "a presence board needs the colours");
            String start = org.othellier.board.SensorFrame.parse(START).toCompactString();
            assertThrows(IllegalArgumentException.class, () -> t.controller.takeSetup(Side.WHITE, start),
                    "the position must have a disc exactly where the board has one");
            long before = t.controller.gameId();
            t.controller.takeSetup(Side.WHITE, org.othellier.board.SensorFrame.parse(F5_DONE).toCompactString());
            t.drain();
            assertEquals(before + 1, t.controller.gameId());
            assertEquals(Side.WHITE, t.state().toMove());
            assertEquals("playing", t.state().status());
        }
    }

    @Test
    void theGameResumesFromTheJournalAfterARestart() {
        try (OthelloTable t = table(SensorKind.COLOUR, false)) {
            t.settle().frame(F5_DONE).settle();
        }
        try (OthelloTable t = table(SensorKind.PRESENCE, true)) {
            assertEquals("f5", t.moves(), "the journal's game wins over the configured new game");
            assertEquals(Side.WHITE, t.state().toMove());
            assertEquals(SensorKind.COLOUR, t.state().settings().sensors());
            assertTrue(t.state().messages().getLast().text().contains("charged to nobody"));
        }
    }

    @Test
    void aFinishedGameIsArchivedAndExported() {
        // the shortest game: Black wins with 13 discs in 9 moves
        String moves = "f5d6c5f4e3f6g5e6e7";
        try (OthelloTable t = table(SensorKind.COLOUR, false)) {
            t.settle();
            var g = org.othellier.game.othello.Transcript.replay(OthelloVariant.OTHELLO, "");
            for (OthelloMove m : org.othellier.game.othello.Transcript.replay(OthelloVariant.OTHELLO, moves).moves()) {
                g.play(m);
                t.frame(OthelloReconciler.expectedFrame(g.position(), SensorKind.COLOUR)).settle();
            }
            assertEquals("over", t.state().status());
            var stored = t.journal.load(t.controller.gameId()).orElseThrow();
            assertEquals("finished", stored.status());
            assertEquals("64-0", stored.result());
            assertEquals(moves, GameExport.transcript(stored));
            assertTrue(GameExport.ggf(stored).contains("RE[+64.000]"));
        }
    }

    @Test
    void aJournalThatCannotBeWrittenStopsTheClockAndSaysSoOnceNeverRetryingInALoop() {
        OthelloSettings s = new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.HUMAN,
                "25m", false);
        try (OthelloTable t = new OthelloTable(dir, s)) {
            t.settle().press(Side.WHITE);
            assertEquals(Side.BLACK, t.state().clock().running());
            t.advance(6_000); // a checkpoint was written
            t.journal.close(); // from now on every write fails, as on a full disk
            t.advance(6_000);
            List<String> told = t.state().messages().stream().map(OthelloSnapshot.Message::text)
                    .filter(m -> m.startsWith("journal full or failing: no move can be kept")).toList();
            assertEquals(1, told.size(), t.state().messages().toString());
            assertEquals("paused", t.state().status(), "no move could be kept: the clock stops");
            assertEquals(null, t.state().clock().running());
            long black = t.state().clock().black();
            t.advance(60_000); // ticks go on; nothing is retried in a loop, nothing said again, no time used
            assertEquals(1, t.state().messages().stream().filter(m -> m.text().startsWith("journal full")).count());
            assertEquals(black, t.state().clock().black());
        }
    }

    @Test
    void colourMoveSwitchesTheClockByItselfAndAFlagFallEndsTheGame() {
        OthelloSettings s = new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.HUMAN,
                "1m", true);
        try (OthelloTable t = new OthelloTable(dir, s)) {
            t.settle().press(Side.WHITE);
            assertEquals(Side.BLACK, t.state().clock().running(), "White's press starts Black's time");
            t.advance(10_000).frame(F5_DONE).settle();
            assertEquals(Side.WHITE, t.state().clock().running(), "O-12: the clock switched by itself");
            long black = t.state().clock().black();
            assertTrue(black > 49_000 && black < 50_000, "Black used 10 s and the settle time: " + black);
            t.advance(60_000);
            assertEquals("over", t.state().status());
            // O-13: White ran out with 1 disc against 4: Black gets its discs and every empty square
            assertEquals("63-1", t.state().result().score());
            assertEquals("finished", t.journal.load(t.controller.gameId()).orElseThrow().status());
        }
    }

    @Test
    void aFlagFallWhileTheAiThinksLeavesNobodyThinkingAndItsLateAnswerIsDropped() {
        OthelloSettings s = new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.ai(2),
                "1m", false);
        try (OthelloTable t = new OthelloTable(dir, s)) {
            t.scriptedAi = (p, left) -> OthelloMove.parse("f6");
            t.holdAi = true; // the worker is busy: the answer does not come in time
            t.settle().frame(F5_DONE).settle();
            assertTrue(t.state().thinking());
            t.advance(61_000);
            assertEquals("over", t.state().status(), "O-13: White's time is up");
            assertFalse(t.state().thinking(), "nobody thinks in a game that is over");
            t.runAi();
            assertNull(t.state().requested(), "the late answer is dropped");
            assertFalse(t.state().thinking());
        }
    }

    @Test
    void presencePressSwitchesTheClockAndTheDowntimeIsChargedToNobody() {
        OthelloSettings s = new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.PRESENCE, PlayerSpec.HUMAN, PlayerSpec.HUMAN,
                "10m", true);
        long whiteLeft;
        try (OthelloTable t = new OthelloTable(dir, s)) {
            t.settle().press(Side.WHITE).frame(F5_DONE).settle().press(Side.BLACK);
            assertEquals(Side.WHITE, t.state().clock().running());
            t.advance(20_000);
            whiteLeft = t.state().clock().white();
        }
        // the service was down for an hour; the new run's monotonic clock has another origin
        try (OthelloTable t = new OthelloTable(dir, s, BoardConfig.DEFAULTS, 77_000_000)) {
            long left = t.state().clock().white();
            assertTrue(left >= whiteLeft && left <= whiteLeft + 5_000,
                    "White keeps its time as of the last checkpoint (" + whiteLeft + " ms then, " + left + " ms now)");
            assertEquals("f5", t.moves());
        }
    }

    @Test
    void onAPresenceBoardTheAiMoveNeedsItsDiscAndThePressOfTheAisButton() {
        OthelloSettings s = new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.PRESENCE, PlayerSpec.HUMAN,
                PlayerSpec.ai(1), "10m", true);
        try (OthelloTable t = new OthelloTable(dir, s)) {
            t.scriptedAi = (p, left) -> OthelloMove.parse("f6");
            t.settle().frame(F5_DONE).settle().press(Side.BLACK);
            assertEquals("f6", t.state().requested());
            assertNull(t.state().clock().running(), "the AI has chosen: its clock stands while its move is carried out");
            t.press(Side.WHITE);
            assertEquals("f5", t.moves(), "no disc on f6 yet");
            t.frame("""
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X O X - -
                    - - - - - O - -
                    - - - - - - - -
                    - - - - - - - -
                    """).settle();
            assertEquals(". . . . B . . .", picture(t.leds()).split("\n")[4], "the AI's flip stays lit until the press");
            t.press(Side.BLACK);
            assertEquals("f5", t.moves(), "the human's button does not complete the AI's move");
            t.press(Side.WHITE);
            assertEquals("f5 f6", t.moves());
            assertEquals(Side.BLACK, t.state().clock().running());
        }
    }

    @Test
    void theAisClockStandsWhileAPersonCarriesOutItsMoveAndTheOpponentsStartsWhenTheBoardShowsIt() {
        OthelloSettings s = new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.ai(1),
                "1m+5s", false);
        try (OthelloTable t = new OthelloTable(dir, s)) {
            t.scriptedAi = (p, left) -> OthelloMove.parse("f6");
            t.settle().frame(F5_DONE).settle(); // Black's move starts White's clock; the AI answers at once
            assertEquals("f6", t.state().requested());
            OthelloSnapshot.ClockReading chosen = t.state().clock();
            assertNull(chosen.running(), "the AI has chosen: nobody's time runs");
            assertFalse(chosen.paused(), "not the arbiter's pause");
            t.advance(120_000); // the person takes two minutes, longer than White's whole time
            assertEquals("playing", t.state().status(), "the AI never loses on time to slow hands");
            assertEquals(chosen.white(), t.state().clock().white());
            assertEquals(chosen.black(), t.state().clock().black());
            t.frame("""
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X O X - -
                    - - - - - O - -
                    - - - - - - - -
                    - - - - - - - -
                    """).advance(BoardConfig.DEFAULTS.settleMillis()); // the board shows f6 once it stands still
            assertEquals("f5 f6", t.moves());
            t.advance(3_000);
            assertEquals(Side.BLACK, t.state().clock().running(), "Black's time runs from the board showing f6");
            assertEquals(chosen.white() + 5_000, t.state().clock().white(), "White's increment, as for a press");
            assertEquals(chosen.black() - 3_000, t.state().clock().black());
        }
    }

    @Test
    void theArbitersPauseKeepsTheAisClockStandingAndARestartAsksTheAiAgain() {
        OthelloSettings s = new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.ai(1),
                "10m", false);
        long white;
        try (OthelloTable t = new OthelloTable(dir, s)) {
            t.scriptedAi = (p, left) -> OthelloMove.parse("f6");
            t.settle().frame(F5_DONE).settle();
            white = t.state().clock().white();
            t.controller.pause();
            t.advance(60_000);
            t.controller.resume();
            t.advance(60_000);
            assertNull(t.state().clock().running(), "the resumed game still waits for the AI's move on the board");
            assertEquals(white, t.state().clock().white());
        }
        try (OthelloTable t = new OthelloTable(dir, s, BoardConfig.DEFAULTS, 55_000_000)) {
            t.settle();
            assertNotNull(t.state().requested(), "asked again after the restart (the engine itself, this time)");
            assertNull(t.state().clock().running());
            assertEquals(white, t.state().clock().white(), "the AI's clock ran only while it thought again");
        }
    }

    @Test
    void theAiPlansWithTheClockAndItsMoveIsTheEngines() {
        OthelloSettings s = new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.ai(4),
                "5m+3s", false);
        try (OthelloTable t = new OthelloTable(dir, s)) {
            t.settle().advance(4_000).frame(F5_DONE).settle();
            TimeBudget asked = t.lastBudget;
            assertEquals(3_000, asked.incrementMs(), "the Fischer increment");
            assertEquals(0, asked.movesToGo(), "sudden death: the rest of the game on this time");
            assertTrue(asked.remainingMs() > 290_000 && asked.remainingMs() <= 300_000, asked.toString());
            assertTrue(List.of("d6", "f4", "f6").contains(t.state().requested()), t.state().requested());
            assertEquals("AI level 4 (club)", t.state().players().get(1));
        }
    }

    @Test
    void withoutAClockTheAiThinksOnItsOwnTime() {
        OthelloSettings s = new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.ai(2),
                "none", false);
        try (OthelloTable t = new OthelloTable(dir, s)) {
            t.settle().frame(F5_DONE).settle();
            assertNull(t.lastBudget);
            assertNotNull(t.state().requested());
        }
    }

    @Test
    void anExternalNboardEngineIsTheOpponent() {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> ourOwn = List.of(java, "-cp", System.getProperty("java.class.path"), "org.othellier.cli.Main", "nboard",
                "--table-mb", "4");
        OthelloSettings s = new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN,
                PlayerSpec.parse("nboard", 1), "none", false);
        try (OthelloTable t = new OthelloTable(dir, s, BoardConfig.DEFAULTS, 1_000_000, ourOwn)) {
            t.settle().frame(F5_DONE).settle();
            assertTrue(List.of("d6", "f4", "f6").contains(t.state().requested()), t.state().messages().toString());
            assertTrue(t.state().players().get(1).startsWith("othellier"), t.state().players().toString());
        }
    }

    @Test
    void anExternalEngineThatCannotStartIsReportedAndTheGameGoesOn() {
        OthelloSettings s = new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN,
                PlayerSpec.parse("nboard", 1), "none", false);
        try (OthelloTable t = new OthelloTable(dir, s, BoardConfig.DEFAULTS, 1_000_000,
                List.of(dir.resolve("no-such-engine").toString()))) {
            t.settle().frame(F5_DONE).settle();
            assertEquals("f5", t.moves());
            assertNull(t.state().requested());
            assertTrue(t.state().messages().stream().anyMatch(m -> m.text().contains("the NBoard engine '" + dir.resolve("no-such-engine")
                    + "' cannot start")), t.state().messages().toString());
            assertEquals("playing", t.state().status());
        }
    }
}
