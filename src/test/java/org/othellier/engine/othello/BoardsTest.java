package org.othellier.engine.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.othellier.engine.othello.Boards;

/** The full-line masks the stable-disc bound is built on, against a walk along each line. */
class BoardsTest {

    @Test
    void fullLinesAreTheLinesWithNoEmptySquare() {
        SplittableRandom random = new SplittableRandom(9);
        for (int i = 0; i < 100_000; i++) {
            // From a sparse board to a full one: full lines appear only on dense boards.
            long filled = ~0L;
            for (int holes = random.nextInt(12); holes > 0; holes--) {
                filled &= ~(1L << random.nextInt(64));
            }
            if (i % 4 == 0) {
                filled &= random.nextLong() | random.nextLong();
            }
            String where = Long.toHexString(filled);
            assertEquals(walked(filled, 1, 0), Boards.fullRows(filled), "rows of " + where);
            assertEquals(walked(filled, 0, 1), Boards.fullColumns(filled), "columns of " + where);
            assertEquals(walked(filled, 1, 1), Boards.fullDiagonals9(filled), "a1-h8 diagonals of " + where);
            assertEquals(walked(filled, -1, 1), Boards.fullDiagonals7(filled), "h1-a8 diagonals of " + where);
        }
    }

    /** Every square whose line in direction (dc, dr), both ways to the edges, is filled. */
    private static long walked(long filled, int dc, int dr) {
        long full = 0;
        for (int sq = 0; sq < 64; sq++) {
            boolean all = true;
            for (int sign = -1; sign <= 1; sign += 2) {
                int c = sq % 8;
                int r = sq / 8;
                while (c >= 0 && c < 8 && r >= 0 && r < 8) {
                    all &= (filled & (1L << (r * 8 + c))) != 0;
                    c += sign * dc;
                    r += sign * dr;
                }
            }
            if (all) {
                full |= 1L << sq;
            }
        }
        return full;
    }
}
