package org.othellier.app;

import java.util.List;
import org.othellier.coach.Puzzle;
import org.othellier.coach.PuzzleVerdict;
import org.othellier.game.Side;

/**
 * What the page shows of the coach at the board: the hints of the game and the puzzle on the board. Immutable.
 *
 * @param hintsAllowed  a hint may be asked now (a casual game, a person to move, the board in order)
 * @param hintsOff      why not, when hints are off for the game ({@code tournament}); null otherwise
 * @param thinking      the engine is looking for the hint
 * @param hint          the hinted move shown on the LEDs, or null
 * @param hintsUsed     the hints used in this game: each side's moves it was shown, in order
 * @param puzzle        the puzzle on the board, or null outside puzzle mode
 */
public record CoachView(boolean hintsAllowed, String hintsOff, boolean thinking, String hint, List<Hint> hintsUsed,
                        PuzzleState puzzle) {

    /** One hint: who asked, at which move of the game (from 1), what the engine showed. */
    public record Hint(Side side, int moveNumber, String move) {
    }

    /**
     * The puzzle on the board.
     *
     * @param puzzle  which
     * @param setUp   the board has shown its position (until then the LEDs guide the set-up)
     * @param verdict the first move played, judged; null before
     * @param setUpSteps while it is set up: what is left to do, in at most four steps ({@code put 12 black: a1–c1 ...})
     * @param bestLine  after the verdict: the best line from the puzzle's position (the best move first, then the
     *                  replies with perfect play), once the engine has worked it out; empty before
     */
    public record PuzzleState(Puzzle puzzle, boolean setUp, PuzzleVerdict verdict, List<String> setUpSteps,
                              List<String> bestLine) {
        public PuzzleState {
            setUpSteps = List.copyOf(setUpSteps);
            bestLine = List.copyOf(bestLine);
        }
    }

    public CoachView {
        hintsUsed = List.copyOf(hintsUsed);
    }

    public long used(Side side) {
        return hintsUsed.stream().filter(h -> h.side() == side).count();
    }
}
