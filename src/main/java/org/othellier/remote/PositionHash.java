package org.othellier.remote;

import org.othellier.engine.othello.Boards;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloPosition;

/**
 * The position's hash that travels with each move: the engine's 64-bit hash of the mover's and the opponent's
 * discs ({@link Boards#hash}), folded over every 64 squares on bigger boards, written as 16 hex digits. Two
 * boards whose games have gone apart disagree on it for the first move after the difference.
 */
final class PositionHash {

    private PositionHash() {
    }

    static String of(OthelloPosition p) {
        Side mover = p.toMove();
        long h = p.size();
        int n = p.variant().squares();
        for (int from = 0; from < n; from += 64) {
            long mine = 0;
            long theirs = 0;
            for (int i = from; i < Math.min(n, from + 64); i++) {
                Side s = p.at(i);
                if (s == mover) {
                    mine |= 1L << (i - from);
                } else if (s != null) {
                    theirs |= 1L << (i - from);
                }
            }
            h = Boards.hash(mine ^ h, theirs) ^ Long.rotateLeft(h, 17);
        }
        return String.format("%016x", h ^ (mover == Side.BLACK ? 0 : 0x5bd1e995L));
    }
}
