package org.othellier.game.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The vector move generator (four directions a lane) against the scalar one, which
 * {@link BitboardCrossCheckTest} checks against the square-by-square rules (O-5, O-6).
 */
class VectorBitboardsTest {

    @Test
    void theTestsRunTheVectorPathWhereTheProcessorHasIt() throws IOException {
        // The build gives the tests the module; on an AVX2 machine a scalar fallback here would
        // mean the vector code went untested (and the benchmarks would not measure it).
        Path cpuinfo = Path.of("/proc/cpuinfo");
        boolean avx2 = Files.isReadable(cpuinfo) && Files.readString(cpuinfo).matches("(?s).*\\bavx2\\b.*");
        assertEquals(avx2, Bitboards.VECTOR, "vector path in use on a processor with" + (avx2 ? "" : "out") + " AVX2");
    }

    @Test
    void movesAndFlipsAgreeOnRandomBoards() {
        SplittableRandom random = new SplittableRandom(21);
        for (int i = 0; i < 200_000; i++) {
            // Any density, from a near-empty to a full board, edges and wraps included.
            long filled = random.nextLong() & random.nextLong() | (i % 3 == 0 ? random.nextLong() : 0);
            long p = filled & random.nextLong();
            long o = filled & ~p;
            assertEquals(Bitboards.scalarMoves(p, o), VectorBitboards.moves(p, o), board(p, o));
            for (long empty = ~filled; empty != 0; empty &= empty - 1) {
                int x = Long.numberOfTrailingZeros(empty);
                assertEquals(Bitboards.scalarFlips(x, p, o), VectorBitboards.flips(x, p, o),
                        "flips on " + x + "\n" + board(p, o));
            }
        }
    }

    @Test
    void longestRunsInEveryDirection() {
        // A mover's disc on every square of the edge, the opponent everywhere between: runs of six.
        long edge = 0xFF818181818181FFL;
        long inside = ~edge;
        for (int x = 0; x < 64; x++) {
            long square = 1L << x;
            long p = edge & ~square;
            long o = inside & ~square;
            assertEquals(Bitboards.scalarFlips(x, p, o), VectorBitboards.flips(x, p, o), "flips on " + x);
            assertEquals(Bitboards.scalarMoves(p, o), VectorBitboards.moves(p, o));
            assertEquals(Bitboards.scalarMoves(o, p), VectorBitboards.moves(o, p));
        }
    }

    @Test
    void perftAgreesWithThePublishedCounts() {
        // 8x8 Othello from the start, a forced pass counting as a move.
        long[] published = {4, 12, 56, 244, 1396, 8200, 55092, 390216};
        for (int depth = 1; depth <= published.length; depth++) {
            assertEquals(published[depth - 1], Bitboards.perft(Bitboards.START_BLACK, Bitboards.START_WHITE, depth));
        }
    }

    private static String board(long p, long o) {
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < 8; row++) {
            for (int col = 0; col < 8; col++) {
                long bit = 1L << (row * 8 + col);
                sb.append((p & bit) != 0 ? 'X' : (o & bit) != 0 ? 'O' : '-');
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
