package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.board.octi.OctiTurn;
import org.othellier.game.GameKind;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPicture;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.store.GameExport;
import org.othellier.store.Journal;
import org.othellier.store.StoredGame;
import org.othellier.web.OctiJson;

/**
 * The Octi game at a simulated 9x9 board, end to end: the hands' lifts, touches and presses in; moves,
 * LEDs, the clock display and the journal out; time in the test's hands. LED pictures as in
 * {@link OthelloControllerTest}: {@code .} off, upper case steady, lower case slow blink, {@code !} a fast
 * red (fault) or magenta (take off) blink.
 */
class OctiControllerTest {

    @TempDir
    Path dir;

    /** Black: a lone pod on e6 with a prong N, a stack on g7 (prongs N; N and E); White at home, no prongs. */
    static final OctiPosition WALKS = OctiPicture.parse(OctiVariant.FAST, """
            1 . . . . . . . . .
            2 . . . . . . . . .
            3 . . W . W . W . .
            4 . . . . . . . . .
            5 . . . . . . . . .
            6 . . . . B8 . . . .
            7 . . B . B . B8+B86 . .
            8 . . . . . . . . .
            9 . . . . . . . . .
            Black to move; reserve B2 W4
            """);

    @Test
    void aPointGestureAndTheMoversPressInsertAProng() {
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            t.point("e7", "e6", Side.BLACK);
            assertEquals(OctiTurn.Status.PICKED, t.state().turn().status(), t.state().turn().toString());
            assertEquals("Read as a gesture (point e7 N): Put a prong on the pod at e7 pointing north (e7+N). To play it press"
                    + " Black's clock twice (the first press shows it on the display); to ignore it, just make your move", OctiJson.guide(t.state()));
            t.press(Side.BLACK);
            assertEquals(List.of(), t.state().moves(), "a gesture only picks: the first press shows the move");
            assertEquals("1-1", t.board.displayTexts()[0]);
            assertEquals("Shown on the display (1-1): Put a prong on the pod at e7 pointing north (e7+N). Black's clock again plays it; White's clock or moving a pod"
                    + " drops it", OctiJson.guide(t.state()));
            t.press(Side.BLACK); // a flustered double press is no decision
            assertEquals(List.of(), t.state().moves());
            assertTrue(lastMessage(t).startsWith("Black pressed again at once: look at the candidate"), lastMessage(t));
            t.advance(BoardConfig.DEFAULTS.settleMillis()).press(Side.BLACK);
            assertEquals(List.of("e7+N"), t.state().moves());
            assertEquals("White", t.state().toMove().displayName());
            assertTrue(t.leds().isDark(), "nothing to show once the move is played");
            StoredGame g = t.journal.playing().orElseThrow();
            assertEquals("e7+N", g.entries().stream().filter(e -> e.kind().equals("move")).findFirst().orElseThrow().data());
        }
    }

    @Test
    void eitherButtonStartsTheChooserTheOtherStepsTheMoversConfirms() {
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            // the untouched board fits 27 invisible moves (3 entries, 24 insertions): a press starts the chooser
            t.press(Side.WHITE);
            OctiTurn.State s = t.state().turn();
            assertEquals(OctiTurn.Status.CHOOSING, s.status());
            assertEquals(27, s.candidates().size());
            assertEquals("1-27", t.board.displayTexts()[0], "the mover's clock display counts the candidates");
            t.press(Side.WHITE).press(Side.WHITE);
            assertEquals(2, t.state().turn().choice());
            assertEquals("3-27", t.board.displayTexts()[0]);
            OctiMove third = t.state().turn().candidates().get(2);
            String expected = OctiNotation.format(t.position(), third);
            t.advance(BoardConfig.DEFAULTS.settleMillis()).press(Side.BLACK);
            assertEquals(List.of(expected), t.state().moves());
        }
    }

    @Test
    void aCandidateNumberTooLongForFourDigitsIsShownAloneAfterC() {
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            t.press(Side.WHITE);
            for (int k = 1; k < 9; k++) {
                t.press(Side.WHITE);
            }
            assertEquals("9-27", t.board.displayTexts()[0]);
            t.press(Side.WHITE);
            assertEquals("c10", t.board.displayTexts()[0], "10-27 needs five digits: the candidate's number alone (README)");
            t.press(Side.WHITE).press(Side.WHITE);
            assertEquals("c12", t.board.displayTexts()[0]);
        }
    }

    @Test
    void aStepOfALonePodIsTheOnlyMoveTheBoardFitsAndThePressPlaysIt() {
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.PRESENCE))) {
            t.setUp(WALKS);
            assertEquals("playing", t.state().status());
            t.lift("e6");
            assertEquals(OctiTurn.Status.IN_HAND, t.state().turn().status(), "a pod in the hand is no fault");
            assertTrue(t.leds().isDark());
            t.put("e5", Side.BLACK);
            assertEquals(OctiTurn.Status.READY, t.state().turn().status());
            assertEquals("Press Black's clock to play: Move the pod from e6 to e5 (e6-e5)", OctiJson.guide(t.state()));
            t.press(Side.BLACK);
            assertEquals(List.of("e6-e5"), t.state().moves());
        }
    }

    @Test
    void theTouchOfAPointIsNoFaultOnTheLedsNorInTheGuide() {
        // c7's pod (no prong) lifted and touched down on c8: no step, but the middle of pointing S, which
        // picks the prong c7+S; the LEDs stay dark and the guide says what the point will pick
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            t.liftAll("c7").put("c8", Side.BLACK);
            assertEquals(OctiTurn.Status.POINTING, t.state().turn().status());
            assertTrue(t.leds().isDark(), "no red LED");
            assertEquals("Pointing south from c7: put it back on c7 to pick it: Put a prong on the pod at c7 pointing"
                    + " south (c7+S)", OctiJson.guide(t.state()));
            t.lift("c8").putBack("c7", 1, Side.BLACK);
            assertEquals(OctiTurn.Status.PICKED, t.state().turn().status());
        }
    }

    @Test
    void aPodPutWhereNoMoveCanPutItIsShownAsAFaultWithTheWayBack() {
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            t.put("a1", Side.WHITE);
            assertEquals(OctiTurn.Status.WRONG, t.state().turn().status());
            assertEquals("""
                    ! . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    """, OthelloControllerTest.picture(t.leds()));
            assertEquals("Wrong: take the pods off a1", OctiJson.guide(t.state()));
            t.press(Side.BLACK);
            assertTrue(t.state().messages().get(t.state().messages().size() - 1).text().contains("fits no legal move"));
            assertEquals(List.of(), t.state().moves(), "no press ends a turn the board does not fit");
            t.lift("a1");
            assertEquals(OctiTurn.Status.UNTOUCHED, t.state().turn().status());
            assertTrue(t.leds().isDark());
        }
    }

    @Test
    void aPressOnAWrongBoardIsSaidOnceNamingWhoPressed() {
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            t.put("a1", Side.WHITE);
            t.press(Side.BLACK);
            List<String> said = t.state().messages().stream().map(m -> m.text())
                    .filter(m -> m.contains("fits no legal move")).toList();
            assertEquals(List.of("Black: the board fits no legal move: a1: pods that do not belong"), said);
        }
    }

    @Test
    void capturedPodsBlinkUntilTheyAreOffAndNoLonger() {
        OctiPosition jump = OctiPicture.parse(OctiVariant.FAST, """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . W . W . .
                4 . . . . . . . . .
                5 . . . . W . . . .
                6 . . . . B8 . . . .
                7 . . B . B . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B3 W3
                """);
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            t.setUp(jump);
            t.controller.choose("e6xe4");
            t.drain();
            t.lift("e6").put("e4", Side.BLACK);
            assertEquals("""
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . b . . . .
                    . . . . ! . . . .
                    . . . . B . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    """, OthelloControllerTest.picture(t.leds()), "the jumped pod blinks: take it off");
            assertEquals("Make it as the LEDs show: Jump the pod from e6 over e5 to e4, capturing the pod on e5 (e6xe4);"
                    + " take the pods off e5", OctiJson.guide(t.state()));
            t.lift("e5");
            assertEquals(List.of("e6xe4"), t.state().moves());
            assertTrue(t.leds().isDark());
        }
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            // made by hand: the jump, then the capture; the press plays it, and e5 no longer blinks once empty
            t.setUp(jump);
            t.lift("e6").put("e4", Side.BLACK).lift("e5");
            assertEquals(OctiTurn.Status.READY, t.state().turn().status());
            assertEquals("e6xe4", OctiNotation.format(t.position(), t.state().turn().shown()));
            assertEquals("""
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . w . . . .
                    . . . . . . . . .
                    . . . . W . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    """, OthelloControllerTest.picture(t.leds()), "no 'take off' where the pod is gone");
        }
    }

    @Test
    void theGuideSaysWhatToDoFromTheStartOfATurnToTheResult() {
        OctiSettings s = new OctiSettings(OctiVariant.FAST, SensorKind.COLOUR, List.of("human", "ai:1"), "none");
        try (OctiTable t = new OctiTable(dir, s)) {
            assertEquals("Black to move: step or jump a pod along its prongs, enter a pod from the reserve on a home square,"
                    + " or add a prong (point its direction, then press Black's clock); or tap a pod and then where it goes, or a move"
                    + " below",
                    OctiJson.guide(t.state()));
            assertEquals(27, t.state().legalCount());
            assertEquals(27, t.state().legal().size(), "every move is listed, not only those the board fits");
            t.scriptedAi = p -> OctiNotation.parse(p, "e3+S");
            t.controller.choose("e7+N");
            t.drain();
            assertEquals("White, AI level 1 (beginner), plays: Put a prong on the pod at e3 pointing south (e3+S); when it is"
                    + " made as the LEDs show, press White's clock", OctiJson.guide(t.state()));
            t.controller.pause();
            t.drain();
            assertEquals("The clock is paused: Resume (Arbiter) goes on", OctiJson.guide(t.state()));
        }
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            t.setUp(WALKS);
            List<String> listed = t.state().legal().stream().map(m -> OctiNotation.format(t.position(), m)).toList();
            assertTrue(listed.containsAll(List.of("e6-e5", "e6+S", "@c7", "g7[N,E]-h7")), listed.toString());
            assertEquals(t.position().legalMoves().count(), t.state().legalCount());
        }
    }

    @Test
    void whenTheAiFailsThePersonIsToldWhatTheyCanDoAndTheBoardTakesTheirMoveForIt() {
        OctiSettings s = new OctiSettings(OctiVariant.FAST, SensorKind.COLOUR, List.of("human", "ai:1"), "none");
        try (OctiTable t = new OctiTable(dir, s)) {
            t.scriptedAi = p -> {
                throw new IllegalStateException("out of memory");
            };
            t.point("e7", "e6", Side.BLACK).confirm(Side.BLACK);
            assertEquals(List.of("e7+N"), t.state().moves());
            String said = t.state().messages().getLast().text();
            assertEquals("the AI failed: out of memory; it is not asked again in this position: make a move for White on the"
                    + " board (a prong by pointing it) and press White's clock, or start a new game", said);
            assertEquals("White, AI level 1 (beginner), is to move but has no move (see the messages): make one for it on"
                    + " the board and press"
                    + " White's clock", OctiJson.guide(t.state()));
            // the page cannot choose for an AI seat; the hands on the board can
            assertThrows(IllegalArgumentException.class, () -> t.controller.choose("e3+S"));
            t.point("e3", "e4", Side.WHITE).confirm(Side.WHITE);
            assertEquals(List.of("e7+N", "e3+S"), t.state().moves());
        }
    }

    @Test
    void theAisStepIsDescribedWithoutAPathItDoesNotHave() {
        OctiMove step = OctiNotation.parse(WALKS, "e6-e5");
        assertEquals("move the pod from the blue square to the blinking blue one", OctiController.howTo(step));
        OctiPosition chain = OctiPicture.parse(OctiVariant.FAST, """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . W . W . .
                4 . . . . . W . . .
                5 . . . . W . . . .
                6 . . . . B86 . . . .
                7 . . B . B . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B2 W2
                """);
        assertEquals("move the pod from the blue square along the cyan squares to the blinking blue one and take off"
                + " the magenta ones", OctiController.howTo(OctiNotation.parse(chain, "e6xe4xg4")));
    }

    private static String lastMessage(OctiTable t) {
        var m = t.state().messages();
        return m.get(m.size() - 1).text();
    }

    @Test
    void aMissingPodBlinksRedThenAfterTheLostTrackDelayGreenWhereItGoesBack() {
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            t.lift("c3"); // White's pod while Black is to move: not a pod in Black's hand
            assertEquals(OctiTurn.Status.WRONG, t.state().turn().status());
            assertEquals("Wrong: put back on c3 its pods: W", OctiJson.guide(t.state()));
            assertEquals('!', OthelloControllerTest.picture(t.leds()).charAt(2 * 18 + 4));
            t.advance(BoardConfig.DEFAULTS.lostTrackMillis());
            assertEquals('g', OthelloControllerTest.picture(t.leds()).charAt(2 * 18 + 4), "put a pod back here");
            t.put("c3", Side.WHITE);
            assertTrue(t.leds().isDark());
        }
    }

    @Test
    void theWinnersPodsBlinkGreenWhenTheGameIsOver() {
        OctiPosition almost = OctiPicture.parse(OctiVariant.FAST, """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . B . B . : . .
                4 . . . . . . B8 . .
                5 . . . W . W . . .
                6 . . . . . . . . .
                7 . . : . : . : . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B4 W5
                """);
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            t.setUp(almost);
            t.lift("g4").put("g3", Side.BLACK).press(Side.BLACK);
            assertEquals("over", t.state().status());
            assertEquals(Side.BLACK, t.state().result().winner(), "X-4: Black on all of White's home squares");
            assertEquals("""
                    . . . . . . . . .
                    . . . . . . . . .
                    . . g . g . g . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    """, OthelloControllerTest.picture(t.leds()), "the winners' pods blink green");
        }
    }

    @Test
    void theAisMoveIsShownOnTheLedsAndAcceptedWhenTheBoardShowsIt() {
        OctiSettings s = new OctiSettings(OctiVariant.FAST, SensorKind.COLOUR, List.of("ai:1", "human"), "none");
        try (OctiTable t = new OctiTable(dir, s)) {
            t.scriptedAi = p -> OctiNotation.parse(p, "e6-e5");
            t.setUp(WALKS);
            OctiSnapshot st = t.state();
            assertEquals(OctiTurn.Status.SHOWING_TARGET, st.turn().status());
            assertTrue(st.aiTurn());
            assertEquals("""
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . b . . . .
                    . . . . B . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    """, OthelloControllerTest.picture(t.leds()), "the pod steady blue, where it goes blinking blue");
            t.lift("e6");
            assertEquals(List.of(), t.state().moves());
            t.put("e5", Side.BLACK);
            assertEquals(List.of("e6-e5"), t.state().moves(), "the board shows the AI's move and nothing else leaves it");
            assertEquals("White", t.state().toMove().displayName());
        }
    }

    @Test
    void aSetUpCancelsTheAisSearchAndItsLateAnswerIsDropped() {
        OctiSettings s = new OctiSettings(OctiVariant.FAST, SensorKind.COLOUR, List.of("human", "ai:1"), "none");
        try (OctiTable t = new OctiTable(dir, s)) {
            t.scriptedAi = p -> OctiNotation.parse(p, "e3+S");
            t.holdAi = true; // the worker is busy: the AI's answer waits
            t.point("e7", "e6", Side.BLACK).confirm(Side.BLACK);
            assertTrue(t.state().thinking());
            t.controller.beginSetup();
            t.drain();
            assertFalse(t.state().thinking(), "nobody thinks during a set-up");
            t.runAi();
            assertTrue(t.lastCancelled.getAsBoolean(), "the search is told to stop");
            assertNull(t.state().turn().target(), "its late answer is dropped");
            t.controller.cancelSetup();
            t.drain();
            assertTrue(t.state().thinking(), "back to the game: the AI is asked again");
            t.runAi();
            assertFalse(t.lastCancelled.getAsBoolean());
            assertEquals("e3+S", OctiNotation.format(t.position(), t.state().turn().target()));
        }
    }

    @Test
    void theAisProngNeedsThePressOfItsTeamOnceTheLedsHaveShownIt() {
        OctiSettings s = new OctiSettings(OctiVariant.FAST, SensorKind.COLOUR, List.of("human", "ai:1"), "none");
        try (OctiTable t = new OctiTable(dir, s)) {
            t.scriptedAi = p -> OctiNotation.parse(p, "e3+S");
            t.point("e7", "e6", Side.BLACK).confirm(Side.BLACK);
            OctiSnapshot st = t.state();
            assertEquals(OctiTurn.Status.READY, st.turn().status(), "an insertion leaves the board as it was");
            assertEquals("e3+S", OctiNotation.format(t.position(), st.turn().target()));
            assertTrue(st.messages().get(st.messages().size() - 1).text().endsWith("then press White's clock"));
            assertEquals("""
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . B . . . .
                    . . . . y . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    """, OthelloControllerTest.picture(t.leds()), "the pod blue, the prong's direction blinking yellow");
            t.press(Side.WHITE);
            assertEquals(List.of("e7+N", "e3+S"), t.state().moves());
        }
    }

    @Test
    void theAisClockStandsUntilItsTeamsPressSaysTheMoveIsMade() {
        OctiSettings s = new OctiSettings(OctiVariant.FAST, SensorKind.COLOUR, List.of("human", "ai:1"), "1m+5s");
        try (OctiTable t = new OctiTable(dir, s)) {
            t.scriptedAi = p -> OctiNotation.parse(p, "e3+S");
            t.point("e7", "e6", Side.BLACK).confirm(Side.BLACK); // Black's move starts White's clock; the AI answers
            assertEquals("e3+S", OctiNotation.format(t.position(), t.state().turn().target()));
            OthelloSnapshot.ClockReading chosen = t.state().clock();
            assertNull(chosen.running(), "the AI has chosen: nobody's time runs");
            t.advance(120_000); // the person takes two minutes, longer than White's whole time
            assertEquals("playing", t.state().status(), "the AI never loses on time to slow hands");
            assertEquals(chosen.white(), t.state().clock().white());
            assertEquals(chosen.black(), t.state().clock().black());
            t.press(Side.WHITE).advance(4_000);
            assertEquals(List.of("e7+N", "e3+S"), t.state().moves());
            assertEquals(Side.BLACK, t.state().clock().running(), "Black's time runs from the press");
            assertEquals(chosen.white() + 5_000, t.state().clock().white(), "White's increment, as for a press");
            assertEquals(chosen.black() - 4_000, t.state().clock().black());
        }
    }

    @Test
    void thePageChoosesAMoveInOneTapAndTheBoardThenShowsIt() {
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            t.setUp(WALKS);
            t.controller.choose("e6-e5");
            t.drain();
            assertEquals(OctiTurn.Status.SHOWING_TARGET, t.state().turn().status());
            assertEquals("Make it as the LEDs show: Move the pod from e6 to e5 (e6-e5)", OctiJson.guide(t.state()));
            t.lift("e6").put("e5", Side.BLACK);
            assertEquals(List.of("e6-e5"), t.state().moves(), "chosen on the page: no press needed once the board shows it");
            t.controller.choose("e3+S"); // invisible: the board already shows it
            assertEquals(List.of("e6-e5", "e3+S"), t.state().moves());
            t.controller.choose("g7[N]-g6"); // one pod of the stack: the sensors cannot tell which
            t.drain();
            t.lift("g7").put("g6", Side.BLACK);
            assertEquals(List.of("e6-e5", "e3+S", "g7[N]-g6"), t.state().moves());
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.controller.choose("e9-e8"));
            assertTrue(e.getMessage().startsWith("White's move 'e9-e8': "), e.getMessage());
        }
    }

    @Test
    void aStackOfSevenWithMillionsOfGroupMovesIsPlayedAtTheBoard() {
        OctiPosition seven = org.othellier.game.octi.HardPositions.stackOfSeven();
        assertEquals(2_359_295, seven.legalMoves().count());
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            t.setUp(seven);
            assertEquals(OctiTurn.Status.UNTOUCHED, t.state().turn().status());
            // one pod (of which kind the sensors cannot tell) stepped north; the stack still stands
            t.lift("e5").put("e4", Side.BLACK);
            OctiTurn.State s = t.state().turn();
            assertEquals(OctiTurn.Status.AMBIGUOUS, s.status());
            assertTrue(s.candidates().size() > 7, "any subset of the pods with a prong N: " + s.candidates().size());
            assertTrue(OctiJson.guide(t.state()).endsWith("moves fit: press a clock button to choose on the LEDs, or tap one below"));
            String first = OctiNotation.format(t.position(), s.candidates().get(0));
            t.controller.choose(first);
            assertEquals(List.of(first), t.state().moves(), "the board shows it: played at once");
        }
    }

    @Test
    void aMoveThatIsNotLegalIsRefusedByThePageNamingWhy() {
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.controller.choose("e7-e6"));
            assertTrue(e.getMessage().contains("e7-e6"), e.getMessage());
            assertEquals(List.of(), t.state().moves());
        }
    }

    @Test
    void aSetUpTheBoardDoesNotShowIsRefusedNamingTheSquares() {
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR))) {
            t.controller.beginSetup();
            t.drain();
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> t.controller.takeSetup(OctiPicture.print(WALKS)));
            assertTrue(e.getMessage().contains("e6 (the position has black pods, the board reads no pod)"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> t.controller.takeSetup("1 . . Q"));
            assertEquals("setup", t.state().status());
            t.controller.cancelSetup();
            t.drain();
            assertEquals("playing", t.state().status());
        }
    }

    @Test
    void aGameInProgressIsResumedAfterARestartWithItsMovesAndClock() {
        OctiSettings s = new OctiSettings(OctiVariant.FAST, SensorKind.COLOUR, List.of("human", "human"), "10m");
        long id;
        try (OctiTable t = new OctiTable(dir, s)) {
            t.press(Side.WHITE); // the clock starts
            assertEquals(Side.BLACK, t.state().clock().running());
            t.advance(5_000);
            t.point("e7", "e6", Side.BLACK).confirm(Side.BLACK);
            t.advance(2_000);
            t.point("e3", "e4", Side.WHITE).confirm(Side.WHITE);
            id = t.state().gameId();
            assertEquals(List.of("e7+N", "e3+S"), t.state().moves());
        }
        try (OctiTable t = new OctiTable(dir, s)) {
            assertEquals(id, t.state().gameId());
            assertEquals(List.of("e7+N", "e3+S"), t.state().moves());
            assertTrue(t.state().clock().black() <= 600_000 - 6_000, "Black's time was used before the restart");
            assertTrue(t.state().messages().get(0).text().startsWith("resumed game " + id));
        }
    }

    @Test
    void aFlagFallEndsTheGameForTheOtherTeam() {
        OctiSettings s = new OctiSettings(OctiVariant.FAST, SensorKind.COLOUR, List.of("human", "human"), "1m");
        try (OctiTable t = new OctiTable(dir, s)) {
            t.press(Side.WHITE);
            t.advance(61_000);
            OctiSnapshot st = t.state();
            assertEquals("over", st.status());
            assertEquals(Side.WHITE, st.result().winner());
            StoredGame g = t.journal.list().get(0);
            assertEquals("time forfeit", g.reason());
            assertEquals("White wins", g.result());
        }
    }

    @Test
    void fourPlayersTakeTurnsClockwiseOnTheirTeamsClockButtons() {
        try (OctiTable t = new OctiTable(dir, OctiTable.people(OctiVariant.FOUR_PLAYER, SensorKind.COLOUR))) {
            assertEquals("Black", t.state().toMove().displayName());
            t.point("c7", "c6", Side.BLACK).confirm(Side.BLACK);
            t.point("c3", "c4", Side.WHITE).confirm(Side.WHITE);
            assertEquals("Black 2", t.state().toMove().displayName());
            t.point("g3", "g4", Side.BLACK).confirm(Side.BLACK);
            assertEquals("White 2", t.state().toMove().displayName());
            t.point("g7", "g6", Side.WHITE).confirm(Side.WHITE);
            assertEquals(List.of("c7+N", "c3+S", "g3+S", "g7+N"), t.state().moves());
            String record = GameExport.transcript(t.journal.playing().orElseThrow());
            assertTrue(record.startsWith("Variant: four-player\n"), record);
            assertTrue(record.contains("1. c7+N c3+S g3+S g7+N"), record);
        }
    }

    /** Both games' controllers on one board and journal, as the service has them, with no AI; events go to {@code queue}. */
    private static Companion companion(SimulatedBoard board, Journal journal, java.util.concurrent.atomic.AtomicLong time,
                                       java.util.ArrayDeque<Runnable> queue) {
        Clock wall = Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC);
        OthelloController othello = new OthelloController(BoardConfig.DEFAULTS, board, journal, time::get, wall,
                queue::add, spec -> {
                    throw new IllegalArgumentException("no AI here");
                }, Runnable::run);
        OctiController octi = new OctiController(BoardConfig.DEFAULTS, board, journal, time::get, wall,
                queue::add, spec -> {
                    throw new IllegalArgumentException("no AI here");
                }, Runnable::run);
        return new Companion(othello, octi, journal);
    }

    @Test
    void aMoveTheJournalCannotKeepIsNotTakenAndTheBoardSaysWhy() {
        long t0 = 1_000_000;
        var time = new java.util.concurrent.atomic.AtomicLong(t0);
        var queue = new java.util.ArrayDeque<Runnable>();
        SimulatedBoard board = new SimulatedBoard(8, SensorKind.COLOUR, time::get);
        Journal journal = Journal.open(dir);
        Companion c = companion(board, journal, time, queue);
        board.sensors().start(f -> queue.add(() -> c.onFrame(f)));
        c.begin(new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.HUMAN,
                "none", false));
        while (!queue.isEmpty()) {
            queue.poll().run();
        }
        journal.close(); // the disk is full from here on
        board.setDiscs(org.othellier.board.SensorFrame.parse("""
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - O X - - -
                - - - X X X - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                """));
        while (!queue.isEmpty()) {
            queue.poll().run();
        }
        time.addAndGet(1_000); // the frame settles: f5 would be accepted now
        c.onTick();
        OthelloSnapshot s = (OthelloSnapshot) c.snapshot();
        assertEquals(List.of(), s.moves(), "not kept, so not taken");
        assertTrue(s.messages().stream().anyMatch(m -> m.text().startsWith("journal full or failing: no move can be kept")),
                s.messages().toString());
    }

    @Test
    void theCompanionTakesSetUpsAndChoicesForWhicheverGameIsPlayed() {
        var time = new java.util.concurrent.atomic.AtomicLong(1_000_000);
        var queue = new java.util.ArrayDeque<Runnable>();
        SimulatedBoard board = new SimulatedBoard(8, SensorKind.COLOUR, time::get);
        try (Journal journal = Journal.open(dir)) {
            GameSession c = companion(board, journal, time, queue);
            board.sensors().start(f -> queue.add(() -> c.onFrame(f)));
            Runnable drain = () -> {
                while (!queue.isEmpty()) {
                    queue.poll().run();
                }
            };
            c.begin(new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.HUMAN,
                    "none", false));
            drain.run();
            var e = assertThrows(IllegalArgumentException.class, () -> c.choose("f5"));
            assertEquals("choose is for an Octi game; this is Othello: make the move on the board", e.getMessage());
            c.beginSetup();
            c.takeSetup(Side.WHITE, null); // a colour board: the discs as they stand, White to move
            assertEquals(Side.WHITE, ((OthelloSnapshot) c.snapshot()).toMove());

            c.newGame(OctiTable.people(OctiVariant.FAST, SensorKind.COLOUR));
            drain.run();
            c.choose("e7+N"); // a prong: the board already shows it
            assertEquals(List.of("e7+N"), ((OctiSnapshot) c.snapshot()).moves());
            c.beginSetup();
            e = assertThrows(IllegalArgumentException.class, () -> c.takeSetup(Side.BLACK, OctiPicture.print(WALKS)));
            assertEquals("an Octi set-up takes who moves from the picture; give only the picture", e.getMessage());
        }
    }

    @Test
    void theBoardSwitchesBetweenOthelloAndOctiAbandoningTheGameInProgress() {
        long t0 = 1_000_000;
        var time = new java.util.concurrent.atomic.AtomicLong(t0);
        var queue = new java.util.ArrayDeque<Runnable>();
        SimulatedBoard board = new SimulatedBoard(8, SensorKind.COLOUR, time::get);
        try (Journal journal = Journal.open(dir)) {
            Companion c = companion(board, journal, time, queue);
            List<SessionView> seen = new java.util.ArrayList<>();
            c.addListener(seen::add);
            board.sensors().start(f -> queue.add(() -> c.onFrame(f)));
            c.begin(new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.HUMAN,
                    "none", false));
            while (!queue.isEmpty()) {
                queue.poll().run();
            }
            assertTrue(c.snapshot() instanceof OthelloSnapshot);
            c.newGame(OctiTable.people(OctiVariant.CLASSIC, SensorKind.COLOUR));
            while (!queue.isEmpty()) {
                queue.poll().run();
            }
            assertEquals(GameKind.OCTI, c.playing());
            assertEquals(9, board.size(), "the simulated board became the 9x9 grid");
            assertTrue(seen.get(seen.size() - 1) instanceof OctiSnapshot, "the page hears the Octi game");
            assertThrows(IllegalArgumentException.class, c::othello, "Othello's commands are refused during Octi");
            List<StoredGame> games = journal.list();
            assertEquals(2, games.size());
            StoredGame first = games.stream().filter(g -> g.header().game().equals("othello")).findFirst().orElseThrow();
            assertEquals("abandoned", first.status());
            assertEquals("octi", journal.playing().orElseThrow().header().game());
            c.newGame(new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.HUMAN,
                    "none", false));
            assertEquals(GameKind.OTHELLO, c.playing());
            assertEquals("othello", journal.playing().orElseThrow().header().game());
            assertEquals(8, board.size());
        }
    }

    static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> engines() {
        java.util.stream.Stream.Builder<org.junit.jupiter.params.provider.Arguments> b = java.util.stream.Stream.builder();
        for (OctiVariant v : OctiVariant.values()) {
            b.add(org.junit.jupiter.params.provider.Arguments.of(v, "ai:1", 120));
            // a random player makes what the AI never does: group moves, partial and own captures
            b.add(org.junit.jupiter.params.provider.Arguments.of(v, "random", 60));
        }
        return b.build();
    }

    @ParameterizedTest(name = "{0} {1}")
    @org.junit.jupiter.params.provider.MethodSource("engines")
    void aGameOfTheAiAgainstItselfMadeByHandsWithNoiseEndsInTheAisPosition(OctiVariant variant, String engine, int maxPlies) {
        for (SensorKind kind : SensorKind.values()) {
            List<String> seats = new java.util.ArrayList<>();
            for (int i = 0; i < variant.players(); i++) {
                seats.add(engine);
            }
            OctiSettings s = new OctiSettings(variant, kind, seats, "none");
            try (OctiTable t = new OctiTable(dir.resolve(variant + "-" + engine + "-" + kind), s)) {
                OctiPosition shadow = t.position();
                int plies = 0;
                while (t.state().result() == null && plies < maxPlies) {
                    OctiSnapshot st = t.state();
                    assertTrue(st.aiTurn(), () -> "the AI's move is shown at ply " + st.moves().size() + ": " + st.turn());
                    OctiMove m = st.turn().target();
                    OctiPosition before = t.position();
                    Side team = before.toMove().team();
                    t.make(before, m);
                    if (t.state().moves().size() == plies) {
                        assertEquals(OctiTurn.Status.READY, t.state().turn().status(), () -> OctiNotation.format(before, m));
                        t.press(team);
                    }
                    plies++;
                    shadow = shadow.play(m);
                    // a forced pass of the four-player game is played by the controller itself
                    while (t.state().moves().size() > plies) {
                        shadow = shadow.play(OctiNotation.parse(shadow, t.state().moves().get(plies)));
                        plies++;
                    }
                    assertEquals(plies, t.state().moves().size(), () -> "the move was accepted: " + OctiNotation.format(before, m));
                    assertEquals(shadow, t.position());
                    assertEquals(t.expectedReadings(), org.othellier.board.octi.OctiSensors.read(t.board.sensed(), kind));
                }
                assertTrue(plies > 10, "a real game: " + plies + " plies");
            }
        }
    }

    @Test
    void theAisBudgetIsAShareOfItsTime() {
        assertEquals(OctiController.AI_MILLIS_WITHOUT_CLOCK, OctiController.budgetMillis(null));
        long b = OctiController.budgetMillis(org.othellier.engine.TimeBudget.suddenDeath(300_000));
        assertEquals((300_000 - 500) / 30, b);
        assertEquals(50, OctiController.budgetMillis(org.othellier.engine.TimeBudget.suddenDeath(100)), "never less than 50 ms");
    }
}
