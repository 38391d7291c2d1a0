package org.othellier.coach;

import java.util.List;
import org.othellier.game.Side;

/**
 * One move of a reviewed game. Values are final disc differences from the mover's point of view (+4: the
 * mover ends 4 discs ahead with best play from then on), exact when solved to the end, else the search's
 * estimate.
 *
 * @param ply       the move's number in the game's moves, from 1, passes counted (as the page lists them)
 * @param mover     who played it
 * @param move      the move played ({@code f5})
 * @param value     its value
 * @param best      the best move ({@code move} itself when it was the best)
 * @param bestValue the best move's value
 * @param loss      discs lost against the best move (0 or more)
 * @param kind      the loss's class
 * @param exact     the two values were solved exactly
 * @param depth     the search depth, or the empties solved when exact
 * @param bestLine  what best play looked like from the position: the best move and the expected replies
 *                  (kept for inaccuracies and worse; empty otherwise)
 */
public record PlyReview(int ply, Side mover, String move, double value, String best, double bestValue, double loss,
                        MistakeClass kind, boolean exact, int depth, List<String> bestLine) {

    public PlyReview {
        bestLine = List.copyOf(bestLine);
        value = hundredths(value);
        bestValue = hundredths(bestValue);
        loss = hundredths(loss);
    }

    /** Values are kept to a hundredth of a disc (the journal's text): a review reads back equal to itself. */
    private static double hundredths(double v) {
        return Math.round(v * 100) / 100.0;
    }

    /** The value after the move from Black's point of view (the graph's). */
    public double blackValue() {
        return mover == Side.BLACK ? value : -value;
    }
}
