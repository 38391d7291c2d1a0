package org.othellier.board.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.game.octi.Dir;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPicture;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.octi.Squares;

/**
 * A turn at the board as a sequence of stable frames (board pictures) and clock presses: the gestures of
 * README's "Octi at the board", the chooser, when a press ends the turn, and the AI's and the page's
 * moves. No clock is read: the frames are the stable ones the {@link org.othellier.board.DeferFrameDebouncer} passes.
 */
class OctiTurnTest {

    private static final SensorKind COLOUR = SensorKind.COLOUR;

    /** Black: a lone pod on e6 ([N]), a stack on e7 ([N] and [N,E]); d6 and f6 empty. */
    private static final OctiPosition P = OctiPicture.parse(OctiVariant.FAST, """
            1 . . . . . . . . .
            2 . . . . . . . . .
            3 . . W . W . W . .
            4 . . . . . . . . .
            5 . . . . . . . . .
            6 . . . . B8 . . . .
            7 . . B . B8+B86 . B . .
            8 . . . . . . . . .
            9 . . . . . . . . .
            Black to move; reserve B2 W4
            """);

    private static final String BEFORE = OctiSensors.expected(P, COLOUR);

    private static SensorFrame board(String readings) {
        return OctiSensors.frame(readings);
    }

    /** The readings before the turn with squares changed: {@code "e6-", "d6X"}. */
    private static SensorFrame with(String... changes) {
        char[] r = BEFORE.toCharArray();
        for (String c : changes) {
            r[Squares.parse(c.substring(0, 2))] = c.charAt(2);
        }
        return board(new String(r));
    }

    private static OctiTurn person() {
        return OctiTurn.person(MoveIndex.of(P, COLOUR), board(BEFORE));
    }

    private static String text(OctiMove m) {
        return OctiNotation.format(P, m);
    }

    private static List<String> texts(List<OctiMove> moves) {
        return moves.stream().map(OctiTurnTest::text).toList();
    }

    @Test
    void aPressOnAnUntouchedBoardStartsTheChooserOverEveryInvisibleMove() {
        OctiTurn t = person();
        assertEquals(OctiTurn.Status.UNTOUCHED, t.state().status());
        int invisible = t.state().candidates().size();
        assertTrue(invisible > 20, "insertions, entries onto own pods, steps onto own pods: " + invisible);
        t.press(OctiTurn.Button.MOVER);
        assertEquals(OctiTurn.Status.CHOOSING, t.state().status());
        assertEquals("1/" + invisible, t.state().choiceText());
        t.press(OctiTurn.Button.OTHER);
        assertEquals("2/" + invisible, t.state().choiceText());
        OctiMove second = t.state().shown();
        t.press(OctiTurn.Button.MOVER);
        assertTrue(t.isDone());
        assertEquals(second, t.state().move());
    }

    @Test
    void pointingFromTheLonePodSaysWhichProng() {
        // Lift e6, touch d6 (W of e6), lift, put back: the W socket of e6.
        OctiTurn t = person();
        t.frame(with("e6-"));
        t.frame(with("e6-", "d6X"));
        t.frame(with("e6-"));
        t.frame(board(BEFORE));
        assertEquals(List.of(Gesture.point(Squares.parse("e6"), Dir.W)), t.state().gestures());
        assertEquals(OctiTurn.Status.PICKED, t.state().status());
        assertEquals(List.of("e6+W"), texts(t.state().candidates()));
        t.press(OctiTurn.Button.MOVER);
        assertFalse(t.isDone(), "a gesture only picks: the first press shows the move");
        assertEquals("1/1", t.state().choiceText());
        t.press(OctiTurn.Button.MOVER);
        assertEquals("e6+W", text(t.state().move()));
    }

    @Test
    void theTouchOfAPointIsAStepUntilThePodGoesBack() {
        // Lifted from e6 and put on e5, the pod has stepped N; or a pod of the e7 stack jumped it and
        // captured it (X-9, X-10: own pods may be captured), which the sensors cannot tell apart.
        OctiTurn t = person();
        t.frame(with("e6-"));
        assertEquals(OctiTurn.Status.IN_HAND, t.state().status());
        t.frame(with("e6-", "e5X"));
        assertEquals(List.of("e6-e5", "e7[N,E]xe5", "e7[N]xe5"), texts(t.state().candidates()));
        assertEquals(OctiTurn.Status.AMBIGUOUS, t.state().status());
        // Lifted again and put back: no move is left, and it reads as pointing N from e6, which picks no
        // invisible move (e6 has its N prong already), so it is ignored and said so.
        t.frame(with("e6-"));
        t.frame(board(BEFORE));
        assertEquals(OctiTurn.Status.UNTOUCHED, t.state().status());
        assertEquals(List.of(), t.state().gestures());
        assertEquals("point e6 N: no candidate move fits it", t.state().message());
        assertFalse(t.isDone());
    }

    @Test
    void puttingBackAnIllegalStepReadsAsAPointButAFlusteredPressNeverInsertsTheProng() {
        // c7's pod has no prong S: touched down on c8 it is no step but the middle of pointing S, which picks the
        // prong c7+S, so nothing is wrong yet; put back it makes the "point S" gesture
        OctiTurn t = person();
        t.frame(sensors("""
                . . . . . . . . .
                . . . . . . . . .
                . . O . O . O . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . X . . . .
                . . - . X . X . .
                . . . . . . . . .
                . . . . . . . . .
                """));
        assertEquals(OctiTurn.Status.IN_HAND, t.state().status());
        t.frame(sensors("""
                . . . . . . . . .
                . . . . . . . . .
                . . O . O . O . .
                . . . . . . . . .
                . . . . . . . . .
                . . . . X . . . .
                . . - . X . X . .
                . . X . . . . . .
                . . . . . . . . .
                """));
        assertEquals(OctiTurn.Status.POINTING, t.state().status(), "no prong S on c7, but a point S is legal so far");
        assertEquals(List.of(), t.state().faults());
        assertEquals(Gesture.point(Squares.parse("c7"), Dir.S), t.state().pointing());
        assertEquals(List.of("c7+S"), texts(t.state().candidates()));
        t.press(OctiTurn.Button.MOVER);
        assertEquals("the pod is pointing S from c7: put it back there first", t.state().message());
        t.frame(with("c7-"));
        t.frame(board(BEFORE));
        assertEquals(List.of(Gesture.point(Squares.parse("c7"), Dir.S)), t.state().gestures());
        assertEquals(OctiTurn.Status.PICKED, t.state().status());
        assertEquals(List.of("c7+S"), texts(t.state().candidates()));
        // the flustered press: the prong is shown on the LEDs and the display, nothing is played
        t.press(OctiTurn.Button.MOVER);
        assertFalse(t.isDone());
        assertEquals(OctiTurn.Status.CHOOSING, t.state().status());
        assertEquals("1/1", t.state().choiceText());
        // the other button closes the chooser; any pod moved forgets the gesture
        t.press(OctiTurn.Button.OTHER);
        assertEquals(OctiTurn.Status.PICKED, t.state().status());
        assertEquals("", t.state().choiceText());
        t.frame(with("e6-"));
        t.frame(with("e6-", "e5X"));
        assertEquals(List.of(), t.state().gestures());
        assertEquals(List.of("e6-e5", "e7[N,E]xe5", "e7[N]xe5"), texts(t.state().candidates()));
        assertFalse(t.isDone());
    }

    @Test
    void anUntouchedBoardWithOneInvisibleMoveStillShowsItBeforeThePressPlaysIt() {
        // White has one pod left, on its home c3 with every prong but S, no reserve:
        // its only moves are c3+S (invisible) and steps; a press on the untouched board shows c3+S first.
        OctiPosition p = OctiPicture.parse(OctiVariant.FAST, """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W8963147 . . . . . .
                4 . . . . . . . . .
                5 . . . . . . . . .
                6 . . . . . . . . .
                7 . . B . B . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                White to move; reserve B4 W0; captured B0 W6
                """);
        OctiTurn t = OctiTurn.person(MoveIndex.of(p, COLOUR), OctiSensors.expectedFrame(p, COLOUR));
        assertEquals(List.of("c3+S"), t.state().candidates().stream().map(m -> OctiNotation.format(p, m)).toList());
        t.press(OctiTurn.Button.MOVER);
        assertFalse(t.isDone());
        assertEquals("1/1", t.state().choiceText());
        t.press(OctiTurn.Button.MOVER);
        assertEquals("c3+S", OctiNotation.format(p, t.state().move()));
    }

    /** Sensor readings drawn as the board: {@code X} black, {@code O} white, {@code .} or {@code -} empty. */
    private static SensorFrame sensors(String picture) {
        StringBuilder r = new StringBuilder();
        for (String line : picture.strip().split("\n")) {
            for (String cell : line.strip().split("\\s+")) {
                r.append(cell.equals(".") ? '-' : cell.charAt(0));
            }
        }
        return board(r.toString());
    }

    @Test
    void aTapNarrowsToTheSquareAndTheOtherButtonSteps() {
        OctiTurn t = person();
        t.frame(with("e7-"));
        t.frame(board(BEFORE));
        assertEquals(List.of(Gesture.tap(Squares.parse("e7"))), t.state().gestures());
        assertEquals(OctiTurn.Status.AMBIGUOUS, t.state().status());
        List<String> atE7 = texts(t.state().candidates());
        assertTrue(atE7.stream().allMatch(s -> s.contains("e7")), atE7.toString());
        assertTrue(atE7.containsAll(List.of("@e7", "e7[N]+E", "e7[N,E]+S", "e7[N]-e6")), atE7.toString());
        t.press(OctiTurn.Button.OTHER); // the other button starts the chooser too
        assertEquals(OctiTurn.Status.CHOOSING, t.state().status());
        assertEquals(atE7.get(0), text(t.state().shown()));
        for (int i = 1; i < atE7.size(); i++) {
            t.press(OctiTurn.Button.OTHER);
        }
        assertEquals(atE7.get(atE7.size() - 1), text(t.state().shown()));
        t.press(OctiTurn.Button.OTHER);
        assertEquals(OctiTurn.Status.AMBIGUOUS, t.state().status(), "after the last candidate the chooser closes");
        assertEquals("", t.state().choiceText());
        t.press(OctiTurn.Button.OTHER);
        assertEquals(atE7.get(0), text(t.state().shown()), "and opens again at the first");
    }

    @Test
    void aSecondGestureNarrowsFurtherAndOneThatContradictsStartsOver() {
        OctiTurn t = person();
        t.frame(with("e7-"));
        t.frame(board(BEFORE)); // tap e7
        t.frame(with("e7-"));
        t.frame(with("e7-", "d7X"));
        t.frame(with("e7-"));
        t.frame(board(BEFORE)); // point e7 W
        assertEquals(List.of("e7[N,E]+W", "e7[N]+W"), texts(t.state().candidates()));
        t.frame(with("e6-"));
        t.frame(board(BEFORE)); // tap e6: nothing at e7 towards W is at e6, so this starts over
        assertEquals(List.of(Gesture.tap(Squares.parse("e6"))), t.state().gestures());
        assertTrue(texts(t.state().candidates()).stream().allMatch(s -> s.contains("e6")));
    }

    @Test
    void aVisibleMoveClearsNothingButGesturesApplyOnlyWhereTheyWereMade() {
        OctiTurn t = person();
        t.frame(with("e6-"));
        t.frame(board(BEFORE)); // tap e6
        t.frame(with("e7X", "f7X")); // then the [N,E] pod steps E: the tap does not apply here
        assertEquals(OctiTurn.Status.READY, t.state().status());
        assertEquals(List.of(), t.state().gestures());
        assertEquals(List.of("e7[N,E]-f7"), texts(t.state().candidates()));
    }

    @Test
    void whichStackedPodMovedIsChosenWithTheButtons() {
        OctiPosition p = OctiPicture.parse(OctiVariant.FAST, """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . W . W . .
                4 . . . . . . . . .
                5 . . . . . . . . .
                6 . . . . . . . . .
                7 . . B . B8+B86 . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B3 W4
                """);
        OctiTurn t = OctiTurn.person(MoveIndex.of(p, COLOUR), OctiSensors.expectedFrame(p, COLOUR));
        char[] r = OctiSensors.expected(p, COLOUR).toCharArray();
        r[Squares.parse("e6")] = 'X';
        t.frame(board(new String(r)));
        assertEquals(OctiTurn.Status.AMBIGUOUS, t.state().status());
        t.press(OctiTurn.Button.MOVER);
        assertEquals("1/2", t.state().choiceText());
        t.press(OctiTurn.Button.OTHER);
        t.press(OctiTurn.Button.MOVER);
        assertEquals("e7[N]-e6", OctiNotation.format(p, t.state().move()));
    }

    @Test
    void aPressOnAWrongBoardOrWithAPodInTheHandIsRefusedWithTheReason() {
        OctiTurn t = person();
        t.frame(with("e6-"));
        t.press(OctiTurn.Button.MOVER);
        assertFalse(t.isDone());
        assertEquals("a pod is still in the hand: e6", t.state().message());
        t.frame(with("e6-", "a1X"));
        assertEquals(OctiTurn.Status.WRONG, t.state().status());
        t.press(OctiTurn.Button.MOVER);
        assertEquals("the board fits no legal move: a1: pods that do not belong", t.state().message());
        t.press(OctiTurn.Button.OTHER);
        assertEquals("the other button only steps through candidate moves", t.state().message());
        assertFalse(t.isDone());
    }

    @Test
    void theAisVisibleMoveIsAcceptedWhenTheBoardShowsIt() {
        OctiMove m = OctiNotation.parse(P, "e7[N,E]-f7");
        OctiTurn t = OctiTurn.ai(MoveIndex.of(P, COLOUR), m, board(BEFORE));
        assertEquals(OctiTurn.Status.SHOWING_TARGET, t.state().status());
        t.frame(with("f6X")); // a pod where the AI wants none
        assertEquals(List.of(new OctiFault(Squares.parse("f6"), OctiFault.Kind.EXTRA_POD)), t.state().faults());
        t.frame(with("f7X"));
        assertTrue(t.isDone());
        assertEquals(m, t.state().move());
    }

    @Test
    void theAisProngNeedsThePressAfterItIsInserted() {
        OctiMove m = OctiNotation.parse(P, "e6+W");
        OctiTurn t = OctiTurn.ai(MoveIndex.of(P, COLOUR), m, board(BEFORE));
        assertEquals(OctiTurn.Status.READY, t.state().status(), "the board already shows it: only the press can say it is done");
        t.press(OctiTurn.Button.OTHER);
        assertFalse(t.isDone());
        t.press(OctiTurn.Button.MOVER);
        assertEquals(m, t.state().move());
    }

    @Test
    void thePagesChoiceWaitsUntilTheCapturedPodsAreGone() {
        OctiPosition p = OctiPicture.parse(OctiVariant.FAST, """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . W . W . .
                4 . . . . . . . . .
                5 . . . . W+W2 . . . .
                6 . . . . B8 . . . .
                7 . . B . B . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B3 W2
                """);
        String before = OctiSensors.expected(p, COLOUR);
        OctiTurn t = OctiTurn.person(MoveIndex.of(p, COLOUR), board(before));
        char[] r = before.toCharArray();
        r[Squares.parse("e6")] = '-';
        r[Squares.parse("e4")] = 'X';
        t.frame(board(new String(r)));
        assertEquals(3, t.state().candidates().size(), "no capture, or one of the two pods on e5");
        t.choose(OctiNotation.parse(p, "e6xe4"));
        assertEquals(OctiTurn.Status.SHOWING_TARGET, t.state().status());
        assertEquals(List.of(Squares.parse("e5")), t.state().toRemove());
        r[Squares.parse("e5")] = '-';
        t.frame(board(new String(r)));
        assertTrue(t.isDone());
        assertEquals("e6xe4", OctiNotation.format(p, t.state().move()));
        assertThrows(IllegalStateException.class, () -> t.choose(OctiNotation.parse(p, "e6xe4")));
    }

    @Test
    void anIllegalChoiceIsRefusedWithTheReason() {
        OctiTurn t = person();
        var e = assertThrows(IllegalArgumentException.class, () -> t.choose(new OctiMove.Enter(Squares.parse("e3"))));
        assertTrue(e.getMessage().startsWith("not a legal move here: "), e.getMessage());
        assertNull(t.state().move());
    }
}
