package org.othellier.game.othello;

import org.othellier.game.Side;

/**
 * How a game ended: the score as Black's and White's points and the winner ({@code null} for a
 * draw).
 *
 * @param black  Black's points: discs, plus empties when Black won (O-10)
 * @param white  White's points
 * @param winner the winner, or {@code null} for a draw (O-9)
 * @param reason why the game ended
 */
public record OthelloResult(int black, int white, Side winner, Reason reason) {

    public enum Reason {
        /** Neither side can move, or the board is full (O-7). */
        NO_MOVES,
        /** The loser's time ran out (O-13). */
        TIME_FORFEIT,
        /** The loser gave up; scored as O-14. */
        RESIGNATION,
        /** Both players agreed to a draw; scored as O-15. */
        AGREED_DRAW,
        /** Set by the club's arbiter from the hub: the score the arbiter decided, whatever the board shows. */
        ARBITER
    }

    public boolean isDraw() {
        return winner == null;
    }

    /** The points of one side. */
    public int points(Side side) {
        return side == Side.BLACK ? black : white;
    }

    /** {@code 40-24}: Black's points, then White's. */
    public String score() {
        return black + "-" + white;
    }

    @Override
    public String toString() {
        String who = winner == null ? "draw" : winner.name().toLowerCase() + " wins";
        return score() + " (" + who + (reason == Reason.NO_MOVES ? "" : ", " + reason.name().toLowerCase().replace('_', ' '))
                + ")";
    }
}
