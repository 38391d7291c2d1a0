package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.othellier.app.OthelloControllerTest.picture;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.coach.PuzzleVerdict;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.JournalEntry;

/**
 * The coach at the board, end to end through the simulated board with time and the loop in the test's hands: a hint
 * asked with a long press on the clock button, and a puzzle set up by the LEDs' guidance, played with the hands and
 * judged. LED pictures as in {@link OthelloControllerTest}: {@code g} blinking green (put a disc), {@code !} fast red
 * (take it away), {@code Y} steady yellow (turn it), {@code w} blinking white (the hint: the engine's best move).
 */
class CoachAtTheBoardTest {

    @TempDir
    Path dir;

    /** FFO #20, Black to move: h5 (+6) is best, g6 (-2) gives away 8 discs. */
    static final String FFO_20 = """
            X X X O X X X X
            O X X X X X X X
            O O X X X X X X
            O O O X X X X X
            O O O X X O O -
            O O O O O - - -
            O O O O O O O -
            O O O O O O O -
            """;

    static final String FFO_20_AFTER_G6 = """
            X X X O X X X X
            O X X X X X X X
            O O X X X X X X
            O O O X X X X X
            O O O X X X X -
            O O O O O - X -
            O O O O O O O -
            O O O O O O O -
            """;

    static final String FFO_20_AFTER_H5 = """
            X X X O X X X X
            O X X X X X X X
            O O X X X X X X
            O O O X X X X X
            O O O X X X X X
            O O O O O - - -
            O O O O O O O -
            O O O O O O O -
            """;

    private static OthelloSettings casual(String clock, boolean tournament) {
        return new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.HUMAN, clock,
                tournament);
    }

    private List<String> kinds(OthelloTable t) {
        return t.journal.load(t.state().gameId()).orElseThrow().entries().stream().map(JournalEntry::kind).toList();
    }

    @Test
    void aLongPressOnTheClockButtonOfThePlayerToMoveLightsTheEnginesBestMoveAndStartsNoClock() {
        try (OthelloTable t = new OthelloTable(dir, casual("5m", false))) {
            t.scriptedAi = (game, clock) -> OthelloMove.parse("d3"); // the hint engine's answer
            t.down(Side.BLACK).advance(1499);
            assertNull(t.state().coach().hint(), "not yet: 1.5 s makes a long press");
            t.advance(1);
            assertEquals("d3", t.state().coach().hint());
            assertEquals("""
                    . . . . . . . .
                    . . . . . . . .
                    . . . w . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    """, picture(t.leds()));
            t.up(Side.BLACK);
            assertFalse(t.state().clock().started(), "a long press is not a clock press: the clock has not started");
            assertEquals(1, t.state().coach().used(Side.BLACK));
            assertEquals(List.of(new CoachView.Hint(Side.BLACK, 1, "d3")), t.state().coach().hintsUsed());
            assertTrue(kinds(t).contains("hint"), "kept with the game in the journal");
            var stored = t.journal.load(t.state().gameId()).orElseThrow();
            String ggf = org.othellier.store.GameExport.ggf(stored);
            assertTrue(ggf.startsWith("(;GM[Othello]C[hints: Black 1 (d3 at move 1), White 0]"), ggf);
            assertEquals("hints: Black 1 (d3 at move 1), White 0",
                    org.othellier.formats.Ggf.parseAll(ggf).get(0).properties().get("C"), "our GGF reader reads it back");
            assertTrue(t.state().messages().stream().anyMatch(m -> m.text().startsWith("hint for Black: d3")));

            // a tap is still the clock press it always was (here: it starts the clock)
            t.down(Side.BLACK).advance(120).up(Side.BLACK);
            assertTrue(t.state().clock().started());

            // the move made, the hint goes dark; White's hints are White's
            t.frame("""
                    - - - - - - - -
                    - - - - - - - -
                    - - - X - - - -
                    - - - X X - - -
                    - - - X O - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """).settle();
            assertEquals("d3", t.moves());
            assertNull(t.state().coach().hint());
            assertTrue(t.leds().isDark());
        }
    }

    @Test
    void onAPresenceBoardThePuzzlesMoveIsTakenWithThePressAndJudged() {
        try (OthelloTable t = new OthelloTable(dir, OthelloTable.settings(SensorKind.PRESENCE, false))) {
            t.run(() -> t.controller.startPuzzle("ffo-20", null));
            assertTrue(t.state().lostTrack());
            t.frame(FFO_20).settle();
            assertTrue(t.state().coach().puzzle().setUp());
            t.frame(FFO_20_AFTER_G6).settle(); // the sensors see the new disc on g6, not the turned one on f5
            assertNull(t.state().coach().puzzle().verdict(), "a presence move waits for the press");
            t.press(Side.BLACK);
            assertEquals(8, t.state().coach().puzzle().verdict().givesAway());
            t.press(Side.WHITE); // the player to move now: a tap, let go at once, asks for the next puzzle
            assertNotEquals("ffo-20", t.state().coach().puzzle().puzzle().id());
        }
    }

    @Test
    void aRestartKeepsThePuzzleItsVerdictAndTheHintsUsed() {
        try (OthelloTable t = new OthelloTable(dir, OthelloTable.settings(SensorKind.COLOUR, false))) {
            t.run(() -> t.controller.startPuzzle("ffo-20", null)).frame(FFO_20).settle();
            t.scriptedAi = (game, clock) -> OthelloMove.parse("h5");
            t.run(() -> t.controller.hint(null));
            assertEquals("h5", t.state().coach().hint());
            t.frame(FFO_20_AFTER_G6).settle();
        }
        try (OthelloTable t = new OthelloTable(dir, OthelloTable.settings(SensorKind.COLOUR, false))) {
            CoachView.PuzzleState p = t.state().coach().puzzle();
            assertEquals("ffo-20", p.puzzle().id());
            assertTrue(p.setUp());
            assertEquals("g6 gives away 8 discs (-2; best h5, +6)", p.verdict().describe());
            assertEquals(List.of(new CoachView.Hint(Side.BLACK, 1, "h5")), t.state().coach().hintsUsed());
        }
    }

    @Test
    void onlyThePlayerToMoveGetsAHintAndNeverInATournamentGame() {
        try (OthelloTable t = new OthelloTable(dir, casual("5m", false))) {
            t.scriptedAi = (game, clock) -> OthelloMove.parse("d3");
            var e = assertThrows(IllegalArgumentException.class, () -> t.controller.hint(Side.WHITE));
            assertEquals("only the player to move may ask for a hint: Black is to move", e.getMessage());
            t.down(Side.WHITE).advance(2000).up(Side.WHITE); // White's long press: White is not to move, so no hint
            assertNull(t.state().coach().hint());
            assertEquals(0, t.state().coach().hintsUsed().size());
        }
        try (OthelloTable t = new OthelloTable(dir.resolve("t"), casual("5m", true))) {
            t.scriptedAi = (game, clock) -> OthelloMove.parse("d3");
            var e = assertThrows(IllegalArgumentException.class, () -> t.controller.hint(null));
            assertEquals("hints are off in tournament games (casual games only)", e.getMessage());
            assertEquals("hints are off in tournament games", t.state().coach().hintsOff());
            t.down(Side.BLACK).advance(2000);
            assertTrue(t.state().messages().stream()
                    .anyMatch(m -> m.text().equals("Black held the clock button: hints are off in tournament games")));
            t.up(Side.BLACK);
            assertNull(t.state().coach().hint());
        }
    }

    @Test
    void aPuzzleIsSetUpByTheLedsPlayedWithTheHandsAndJudgedAgainstTheExactSolution() {
        try (OthelloTable t = new OthelloTable(dir, OthelloTable.settings(SensorKind.COLOUR, false))) {
            t.run(() -> t.controller.startPuzzle("ffo-20", null));
            CoachView.PuzzleState p = t.state().coach().puzzle();
            assertEquals("FFO #20", p.puzzle().name());
            assertFalse(p.setUp());
            assertTrue(t.state().lostTrack(), "the LEDs guide the set-up at once");
            assertEquals(List.of("SEt", "uP"), List.of(t.board.displayTexts()));
            // the board still shows the start: put every disc (green), turn d4 and e5 (yellow)
            assertEquals("""
                    g g g g g g g g
                    g g g g g g g g
                    g g g g g g g g
                    g g g Y . g g g
                    g g g . Y g g .
                    g g g g g . . .
                    g g g g g g g .
                    g g g g g g g .
                    """, picture(t.leds()));

            // nearly there, with one disc too many on h8: red there, and it is not read as a move
            t.frame("""
                    X X X O X X X X
                    O X X X X X X X
                    O O X X X X X X
                    O O O X X X X X
                    O O O X X O O -
                    O O O O O - - -
                    O O O O O O O -
                    O O O O O O O X
                    """).settle();
            assertEquals("""
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . .
                    . . . . . . . !
                    """, picture(t.leds()));
            assertEquals("", t.moves());

            t.frame(FFO_20).settle();
            assertTrue(t.state().coach().puzzle().setUp());
            assertTrue(t.leds().isDark(), "set up: the LEDs go dark, Black to play");
            assertEquals(List.of("PLAY", ""), List.of(t.board.displayTexts()));

            t.frame(FFO_20_AFTER_G6).settle();
            PuzzleVerdict v = t.state().coach().puzzle().verdict();
            assertEquals("g6", v.move().toString());
            assertEquals(8, v.givesAway());
            assertEquals("g6 gives away 8 discs (-2; best h5, +6)", v.describe());
            assertEquals(List.of("-8", "-8"), List.of(t.board.displayTexts()), "the clock display says it too");
            assertTrue(t.state().messages().stream().anyMatch(m -> m.text().equals(
                    "puzzle FFO #20: g6 gives away 8 discs (-2; best h5, +6). Press a clock button for the next puzzle,"
                            + " or take the move back to try again")));

            // take it back (the puzzle's position again) and try the best move
            t.frame(FFO_20).settle();
            assertNull(t.state().coach().puzzle().verdict());
            t.frame(FFO_20_AFTER_H5).settle();
            assertTrue(t.state().coach().puzzle().verdict().isBest());
            assertEquals("h5: the best move (+6)", t.state().coach().puzzle().verdict().describe());
            assertEquals(List.of("bESt", "bESt"), List.of(t.board.displayTexts()));

            // a press: the next puzzle of the grade, guided again from the board as it stands
            long first = t.state().gameId();
            t.press(Side.WHITE);
            CoachView.PuzzleState next = t.state().coach().puzzle();
            assertNotEquals("ffo-20", next.puzzle().id());
            assertEquals(p.puzzle().grade(), next.puzzle().grade());
            assertNotEquals(first, t.state().gameId());
            assertFalse(next.setUp());
            assertTrue(t.state().lostTrack());
            assertTrue(kinds(t).contains("puzzle"));
        }
    }

    @Test
    void aPuzzlesSetUpIsAFewStepsItsVerdictTheLastWordItsBestLineShownAndRetryStartsItAgain() {
        try (OthelloTable t = new OthelloTable(dir, OthelloTable.settings(SensorKind.COLOUR, false))) {
            t.run(() -> t.controller.startPuzzle("ffo-20", null));
            // the board shows the start: the set-up in four steps, rank by rank, neighbours as one run
            assertEquals(List.of("put 23 black: a1–c1 e1–h1 b2–h2 c3–h3 f4–h4",
                    "put 31 white: d1 a2 a3 b3 a4–c4 a5–c5 f5 g5 a6–e6 a7–g7 a8–g8", "turn 2: d4 e5"),
                    t.state().coach().puzzle().setUpSteps());
            assertFalse(t.state().coach().hintsAllowed(), "no hint before the puzzle is set up");
            var early = assertThrows(IllegalArgumentException.class, () -> t.controller.hint(null));
            assertEquals("no hint: the puzzle is still being set up", early.getMessage());
            t.frame("""
                    X X X O X X X X
                    O X X X X X X X
                    O O X X X X X X
                    O O O X X X X X
                    O O O X X O O -
                    O O O O O - - -
                    O O O O O O O -
                    O O O O O O O X
                    """).settle();
            assertEquals(List.of("take away 1: h8"), t.state().coach().puzzle().setUpSteps());
            t.frame(FFO_20).settle();
            assertEquals(List.of(), t.state().coach().puzzle().setUpSteps(), "set up: nothing left to do");
            assertTrue(t.state().coach().hintsAllowed());

            t.frame(FFO_20_AFTER_G6).settle().runAi();
            CoachView.PuzzleState p = t.state().coach().puzzle();
            assertEquals(8, p.verdict().givesAway());
            assertFalse(t.state().coach().hintsAllowed(), "the verdict is the last word: no hint for White");
            var late = assertThrows(IllegalArgumentException.class, () -> t.controller.hint(null));
            assertEquals("no hint: the puzzle's verdict is given; Retry for another try, Next for the next puzzle",
                    late.getMessage());
            // the best line from the puzzle's position, h5 first, solved to the end: it reaches the best score, +6
            List<String> line = p.bestLine();
            assertEquals("h5", line.get(0), line.toString());
            var g = new OthelloGame(p.puzzle().position());
            line.forEach(m -> g.play(OthelloMove.parse(m)));
            assertTrue(g.isOver(), "6 empties: the line goes to the end: " + line);
            var end = g.position().result(); // empties to the winner
            assertEquals(6, end.black() - end.white(), line.toString());

            // Retry: the same puzzle from its start, a new game guided back from the board as it stands
            long tried = t.state().gameId();
            t.run(() -> t.controller.retryPuzzle());
            p = t.state().coach().puzzle();
            assertEquals("ffo-20", p.puzzle().id());
            assertNotEquals(tried, t.state().gameId());
            assertFalse(p.setUp());
            assertNull(p.verdict());
            assertEquals(List.of(), p.bestLine());
            assertEquals(List.of("take away 1: g6", "turn 2: f5 g5"), p.setUpSteps());
            t.frame(FFO_20).settle();
            assertTrue(t.state().coach().puzzle().setUp());
        }
        try (OthelloTable t = new OthelloTable(dir.resolve("none"), OthelloTable.settings(SensorKind.COLOUR, false))) {
            var e = assertThrows(IllegalArgumentException.class, () -> t.controller.retryPuzzle());
            assertEquals("no puzzle on the board to retry: start one first (POST /api/puzzle)", e.getMessage());
        }
    }
}
