package org.othellier.game.othello;

/**
 * Perft on any {@link OthelloPosition}: every size and variant, through the public API. The 8x8 fast path
 * is {@link Bitboards#perft}; the two must agree wherever both apply.
 */
public final class OthelloPerft {

    private OthelloPerft() {
    }

    /** Leaves at {@code depth} plies, a forced pass counting as a ply; a game that ends earlier counts as one leaf. */
    public static long count(OthelloPosition position, int depth) {
        if (position.isOver()) {
            return 1;
        }
        if (position.mustPass()) {
            return depth == 1 ? 1 : count(position.play(OthelloMove.PASS), depth - 1);
        }
        var moves = position.legalMoves();
        if (depth == 1) {
            return moves.size();
        }
        long leaves = 0;
        for (OthelloMove m : moves) {
            leaves += count(position.play(m), depth - 1);
        }
        return leaves;
    }
}
