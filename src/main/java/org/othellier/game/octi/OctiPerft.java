package org.othellier.game.octi;

/**
 * Perft for Octi: leaves of the game tree at a depth, as a regression number for the move generator.
 * Moves are counted as {@link LegalMoves} counts them; a game that ends before the depth is one leaf;
 * a four-player pass is a move. The last ply is counted, not played (bulk counting).
 */
public final class OctiPerft {

    private OctiPerft() {
    }

    public static long count(OctiPosition position, int depth) {
        if (position.isOver()) {
            return 1;
        }
        LegalMoves moves = position.legalMoves();
        if (depth <= 1) {
            return moves.count();
        }
        long leaves = 0;
        for (OctiMove m : moves) {
            leaves += count(OctiRules.apply(position, m), depth - 1);
        }
        return leaves;
    }
}
