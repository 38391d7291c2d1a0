package org.othellier.coach;

import java.util.List;
import java.util.stream.Collectors;
import org.othellier.game.othello.OthelloMove;

/**
 * What a move played in a puzzle is worth against the exact solution.
 *
 * @param move      the move played
 * @param score     its exact score (final disc difference for the mover with best play after it)
 * @param best      the best score of the position
 * @param bestMoves every move that reaches it
 */
public record PuzzleVerdict(OthelloMove move, int score, int best, List<OthelloMove> bestMoves) {

    public PuzzleVerdict {
        bestMoves = List.copyOf(bestMoves);
    }

    /** The discs the move gives away: the best score less its own (disc difference), 0 for a best move. */
    public int givesAway() {
        return best - score;
    }

    public boolean isBest() {
        return score == best;
    }

    /** One line for the page and the messages: {@code h1: the best move (+12)} or what it gives away and the best. */
    public String describe() {
        if (isBest()) {
            return move + ": the best move (" + signed(score) + ")";
        }
        int n = givesAway();
        return move + " gives away " + n + (n == 1 ? " disc" : " discs") + " (" + signed(score) + "; best "
                + bestMoves.stream().map(OthelloMove::toString).collect(Collectors.joining(" or ")) + ", " + signed(best) + ")";
    }

    static String signed(int s) {
        return s > 0 ? "+" + s : Integer.toString(s);
    }
}
