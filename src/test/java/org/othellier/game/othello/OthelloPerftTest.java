package org.othellier.game.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Move generation against the published 8x8 perft counts, a forced pass counting as a move. */
class OthelloPerftTest {

    private static final long[] PUBLISHED = {4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};

    @Test
    void bitboardsMatchThePublishedCountsToDepthNine() {
        BitboardPosition start = (BitboardPosition) OthelloPosition.start(OthelloVariant.OTHELLO);
        for (int depth = 1; depth <= PUBLISHED.length; depth++) {
            assertEquals(PUBLISHED[depth - 1], Bitboards.perft(start.player(), start.opponent(), depth), "depth " + depth);
        }
    }

    @Test
    void theGenericPathMatchesTheBitboardsAndTheGrid() {
        OthelloPosition start = OthelloPosition.start(OthelloVariant.OTHELLO);
        for (int depth = 1; depth <= 6; depth++) {
            assertEquals(PUBLISHED[depth - 1], OthelloPerft.count(start, depth), "depth " + depth);
            assertEquals(PUBLISHED[depth - 1], OthelloPerft.count(GridPosition.copyOf(start), depth), "grid, depth " + depth);
        }
    }

    @Test
    void otherSizesAndStartsCountTheirOwnTrees() {
        // The first plies are the same on every size: the edges are not reached before ply 4 on 6x6.
        OthelloPosition six = OthelloPosition.start(OthelloVariant.of(6, Start.OTHELLO));
        assertEquals(4, OthelloPerft.count(six, 1));
        assertEquals(12, OthelloPerft.count(six, 2));
        assertEquals(56, OthelloPerft.count(six, 3));
        // Reversi: 4 centre choices, then 3, 2, 1 (O-4).
        OthelloPosition reversi = OthelloPosition.start(OthelloVariant.of(8, Start.REVERSI));
        assertEquals(4 * 3 * 2, OthelloPerft.count(reversi, 3));
        assertEquals(24, OthelloPerft.count(reversi, 4));
    }
}
