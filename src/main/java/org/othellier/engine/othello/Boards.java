package org.othellier.engine.othello;

import java.util.SplittableRandom;
import org.othellier.game.othello.Bitboards;

/**
 * Bitboard helpers the 8x8 search needs beyond move generation: square groups, stable discs,
 * the last-move flip count and the position hash. Same layout as {@link Bitboards}: bit
 * {@code row * 8 + col}, {@code a1} = bit 0. All static, no allocation.
 */
public final class Boards {

    private Boards() {
    }

    public static final long CORNERS = 0x8100000000000081L;
    /** The squares diagonally next to a corner (b2, g2, b7, g7): giving a corner away. */
    public static final long X_SQUARES = 0x0042000000004200L;
    /** The squares beside a corner on an edge. */
    public static final long C_SQUARES = 0x4281000000008142L;
    public static final long EDGES = 0xFF818181818181FFL;
    static final long COL_A = 0x0101010101010101L;
    static final long COL_H = 0x8080808080808080L;
    static final long CENTRAL = 0x007E7E7E7E7E7E00L;

    /** The up to eight squares around each square: a move there needs an opponent disc among them. */
    public static final long[] NEIGHBOURS = new long[64];
    /** Quadrant of each square as one bit of four (a1-d4 = 1, e1-h4 = 2, a5-d8 = 4, e5-h8 = 8): for parity. */
    public static final int[] QUADRANT = new int[64];
    public static final long[] QUADRANT_MASK = {0x000000000F0F0F0FL, 0x00000000F0F0F0F0L, 0x0F0F0F0F00000000L,
        0xF0F0F0F000000000L};

    // Stable discs of the player on one edge line, from the 8 bits of each side: [p8 * 256 + o8].
    private static final byte[] EDGE_STABLE = new byte[256 * 256];
    // An edge's 8 bits spread back onto column a (bit i -> square 8 * i).
    private static final long[] TO_COL_A = new long[256];

    static {
        for (int sq = 0; sq < 64; sq++) {
            int r = sq / 8;
            int c = sq % 8;
            long n = 0;
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int rr = r + dr;
                    int cc = c + dc;
                    if ((dr != 0 || dc != 0) && rr >= 0 && rr < 8 && cc >= 0 && cc < 8) {
                        n |= 1L << (rr * 8 + cc);
                    }
                }
            }
            NEIGHBOURS[sq] = n;
            QUADRANT[sq] = 1 << ((r >= 4 ? 2 : 0) + (c >= 4 ? 1 : 0));
        }
        for (int i = 0; i < 256; i++) {
            long m = 0;
            for (int b = 0; b < 8; b++) {
                if ((i & (1 << b)) != 0) {
                    m |= 1L << (8 * b);
                }
            }
            TO_COL_A[i] = m;
        }
        byte[] memo = new byte[256 * 256];
        boolean[] done = new boolean[256 * 256];
        for (int p = 0; p < 256; p++) {
            for (int o = 0; o < 256; o++) {
                if ((p & o) == 0) {
                    EDGE_STABLE[p * 256 + o] = (byte) edgeStable(p, o, memo, done);
                }
            }
        }
    }

    /**
     * Discs of {@code p} on one line of eight that no sequence of placements on that line (by either
     * side, in any order, legal or not elsewhere) can flip: a placement flips the runs it flanks.
     */
    private static int edgeStable(int p, int o, byte[] memo, boolean[] done) {
        int key = p * 256 + o;
        if (done[key]) {
            return memo[key] & 0xFF;
        }
        int stable = p;
        int empty = ~(p | o) & 0xFF;
        for (int x = 0; x < 8 && stable != 0; x++) {
            if ((empty & (1 << x)) == 0) {
                continue;
            }
            int fp = lineFlips(x, p, o);
            stable &= edgeStable(p | fp | (1 << x), o & ~fp, memo, done);
            int fo = lineFlips(x, o, p);
            stable &= edgeStable(p & ~fo, o | fo | (1 << x), memo, done);
        }
        memo[key] = (byte) stable;
        done[key] = true;
        return stable;
    }

    private static int lineFlips(int x, int p, int o) {
        int flips = 0;
        for (int step = -1; step <= 1; step += 2) {
            int run = 0;
            int i = x + step;
            while (i >= 0 && i < 8 && (o & (1 << i)) != 0) {
                run |= 1 << i;
                i += step;
            }
            if (run != 0 && i >= 0 && i < 8 && (p & (1 << i)) != 0) {
                flips |= run;
            }
        }
        return flips;
    }

    private static int colA(long b) {
        return (int) (((b & COL_A) * 0x0102040810204080L) >>> 56);
    }

    /** Discs of {@code p} stable along the four edges (exact for the edge lines alone). */
    static long edgeStable(long p, long o) {
        long s = EDGE_STABLE[(int) (p & 0xFF) * 256 + (int) (o & 0xFF)] & 0xFFL;
        s |= (EDGE_STABLE[(int) (p >>> 56) * 256 + (int) (o >>> 56)] & 0xFFL) << 56;
        s |= TO_COL_A[EDGE_STABLE[colA(p) * 256 + colA(o)] & 0xFF];
        s |= TO_COL_A[EDGE_STABLE[colA(p >>> 7) * 256 + colA(o >>> 7)] & 0xFF] << 7;
        return s;
    }

    /**
     * A lower bound on the discs of {@code p} that can never be flipped: exact edges, discs on
     * lines that are full in all four directions, and discs held in each direction by a stable
     * neighbour or a full line.
     */
    public static long stable(long p, long o) {
        long filled = p | o;
        long fullH = fullRows(filled);
        long fullV = fullColumns(filled);
        long fullD9 = fullDiagonals9(filled);
        long fullD7 = fullDiagonals7(filled);
        long central = p & CENTRAL;
        long stable = edgeStable(p, o) | (fullH & fullV & fullD9 & fullD7 & central);
        if (stable == 0) {
            return 0;
        }
        long old;
        do {
            old = stable;
            long sh = (stable >>> 1) | (stable << 1) | fullH;
            long sv = (stable >>> 8) | (stable << 8) | fullV;
            long s9 = (stable >>> 9) | (stable << 9) | fullD9;
            long s7 = (stable >>> 7) | (stable << 7) | fullD7;
            stable |= sh & sv & s9 & s7 & central;
        } while (stable != old);
        return stable;
    }

    /** The squares of the rows with no empty square. */
    static long fullRows(long filled) {
        long h = filled & (filled >>> 1);
        h &= h >>> 2;
        h &= h >>> 4;
        return (h & COL_A) * 0xFFL;
    }

    /** The squares of the columns with no empty square. */
    static long fullColumns(long filled) {
        long v = filled & (filled >>> 8);
        v &= v >>> 16;
        v &= v >>> 32;
        return (v & 0xFFL) * COL_A;
    }

    // The full diagonals by doubling steps: each square learns whether its line is filled toward
    // higher bits in three steps of 1, 2 and 4 squares, then toward lower bits. The constants are the
    // squares within that many steps of their line's end (row 8 or the edge column that way): their
    // line that way is already checked, and the step may not look past the end or wrap.

    /** The squares of the a1-h8 diagonals with no empty square. */
    static long fullDiagonals9(long filled) {
        long up = filled;
        up &= 0xFF80808080808080L | (up >>> 9);
        up &= 0xFFFFC0C0C0C0C0C0L | (up >>> 18);
        up &= 0xFFFFFFFFF0F0F0F0L | (up >>> 36);
        long down = filled;
        down &= 0x01010101010101FFL | (down << 9);
        down &= 0x030303030303FFFFL | (down << 18);
        down &= 0x0F0F0F0FFFFFFFFFL | (down << 36);
        return up & down;
    }

    /** The squares of the h1-a8 diagonals with no empty square. */
    static long fullDiagonals7(long filled) {
        long up = filled;
        up &= 0xFF01010101010101L | (up >>> 7);
        up &= 0xFFFF030303030303L | (up >>> 14);
        up &= 0xFFFFFFFF0F0F0F0FL | (up >>> 28);
        long down = filled;
        down &= 0x80808080808080FFL | (down << 7);
        down &= 0xC0C0C0C0C0C0FFFFL | (down << 14);
        down &= 0xF0F0F0F0FFFFFFFFL | (down << 28);
        return up & down;
    }

    /** A 64-bit hash of a position (mover's discs, opponent's discs). */
    public static long hash(long p, long o) {
        long h = p * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(o * 0xC2B2AE3D27D4EB4FL, 31);
        h ^= h >>> 29;
        h *= 0xBF58476D1CE4E5B9L;
        h ^= h >>> 32;
        return h;
    }

    /** Final score for the mover with the empties going to the winner (O-10). */
    public static int finalScore(long p, long o) {
        int pc = Long.bitCount(p);
        int oc = Long.bitCount(o);
        if (pc > oc) {
            return 64 - 2 * oc;
        }
        if (pc < oc) {
            return 2 * pc - 64;
        }
        return 0;
    }

    /** The flips of a move on {@code x} (see {@link Bitboards#flips}). */
    public static long flips(int x, long p, long o) {
        return Bitboards.flips(x, p, o);
    }

    public static long moves(long p, long o) {
        return Bitboards.moves(p, o);
    }

    /** Moves counted with the corners twice: how free a side is, as the search's ordering sees it. */
    public static int weightedMobility(long p, long o) {
        long m = Bitboards.moves(p, o);
        return Long.bitCount(m) + Long.bitCount(m & CORNERS);
    }

    /** Empty squares next to an opponent disc: how many moves a side may get later. */
    public static int potentialMobility(long p, long o) {
        long empty = ~(p | o);
        long notH = o & ~COL_H; // discs whose east side is on the board
        long notA = o & ~COL_A;
        long around = (notH << 1) | (notA >>> 1) | (o << 8) | (o >>> 8) | (notH << 9) | (notA >>> 9)
                | (notA << 7) | (notH >>> 7);
        return Long.bitCount(around & empty);
    }

    /**
     * A position reached by random legal moves from the start with {@code empties} empty squares
     * and a move for the side to move, as {player, opponent}: for benchmarks and tests.
     */
    public static long[] randomPosition(SplittableRandom random, int empties) {
        while (true) {
            long p = Bitboards.START_BLACK;
            long o = Bitboards.START_WHITE;
            while (Long.bitCount(~(p | o)) > empties) {
                long moves = Bitboards.moves(p, o);
                if (moves == 0) {
                    if (Bitboards.moves(o, p) == 0) {
                        break;
                    }
                    long t = p;
                    p = o;
                    o = t;
                    continue;
                }
                int k = random.nextInt(Long.bitCount(moves));
                for (int j = 0; j < k; j++) {
                    moves &= moves - 1;
                }
                int x = Long.numberOfTrailingZeros(moves);
                long f = Bitboards.flips(x, p, o);
                long np = o ^ f;
                o = p ^ f ^ (1L << x);
                p = np;
            }
            if (Long.bitCount(~(p | o)) == empties && Bitboards.moves(p, o) != 0) {
                return new long[] {p, o};
            }
        }
    }
}
