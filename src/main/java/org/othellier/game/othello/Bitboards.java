package org.othellier.game.othello;

/**
 * 8x8 Othello on 64-bit boards: bit {@code row * 8 + col}, so {@code a1} is bit 0 and {@code h8}
 * bit 63, in the order of position strings. {@code P} is the mover's discs, {@code O} the
 * opponent's. Move generation and flips work by shifts and masks, with no loop over squares:
 * this is the hot path of perft and of the engine.
 */
public final class Bitboards {

    private Bitboards() {
    }

    /** Every column but a and h: a run of discs along a row or diagonal may not wrap around an edge. */
    static final long INNER_COLUMNS = 0x7E7E7E7E7E7E7E7EL;

    /** The four centre squares d4, e4, d5, e5. */
    public static final long CENTRE = (1L << 27) | (1L << 28) | (1L << 35) | (1L << 36);

    /** O-3 on 8x8: Black e4 and d5, White d4 and e5. */
    public static final long START_BLACK = (1L << 28) | (1L << 35);
    public static final long START_WHITE = (1L << 27) | (1L << 36);

    // Squares beyond a square in each direction, to the edge: [square]. Positive steps raise the bit index.
    private static final long[] EAST = rays(1, 0);
    private static final long[] SOUTH = rays(0, 1);
    private static final long[] SOUTH_EAST = rays(1, 1);
    private static final long[] SOUTH_WEST = rays(-1, 1);
    private static final long[] WEST = rays(-1, 0);
    private static final long[] NORTH = rays(0, -1);
    private static final long[] NORTH_WEST = rays(-1, -1);
    private static final long[] NORTH_EAST = rays(1, -1);

    private static long[] rays(int dc, int dr) {
        long[] rays = new long[64];
        for (int sq = 0; sq < 64; sq++) {
            long ray = 0;
            for (int c = sq % 8 + dc, r = sq / 8 + dr; c >= 0 && c < 8 && r >= 0 && r < 8; c += dc, r += dr) {
                ray |= 1L << (r * 8 + c);
            }
            rays[sq] = ray;
        }
        return rays;
    }

    /** The empty squares where the mover may play (O-5): every one that flanks at least one line. */
    public static long moves(long p, long o) {
        long inner = o & INNER_COLUMNS;
        return (movesAlong(p, inner, 1) | movesAlong(p, o, 8) | movesAlong(p, inner, 7) | movesAlong(p, inner, 9))
                & ~(p | o);
    }

    /**
     * Squares reached from {@code p} across a run of {@code mask} discs, both ways along one direction,
     * by parallel prefix: runs of up to six discs in five steps.
     */
    private static long movesAlong(long p, long mask, int dir) {
        int dir2 = dir + dir;
        long flipL = mask & (p << dir);
        long flipR = mask & (p >>> dir);
        flipL |= mask & (flipL << dir);
        flipR |= mask & (flipR >>> dir);
        long maskL = mask & (mask << dir);
        long maskR = maskL >>> dir;
        flipL |= maskL & (flipL << dir2);
        flipR |= maskR & (flipR >>> dir2);
        flipL |= maskL & (flipL << dir2);
        flipR |= maskR & (flipR >>> dir2);
        return (flipL << dir) | (flipR >>> dir);
    }

    /**
     * The discs a move on square {@code x} flips (O-5, O-6): in every direction the run of opponent
     * discs that ends on one of the mover's. Zero when the square flanks nothing.
     */
    public static long flips(int x, long p, long o) {
        return up(EAST[x], p, o) | up(SOUTH[x], p, o) | up(SOUTH_EAST[x], p, o) | up(SOUTH_WEST[x], p, o)
                | down(WEST[x], p, o) | down(NORTH[x], p, o) | down(NORTH_WEST[x], p, o) | down(NORTH_EAST[x], p, o);
    }

    /**
     * A ray toward higher bits: every bit below the ray is set in {@code o | ~ray}, so adding one
     * carries up to the first square of the ray that is not an opponent disc.
     */
    private static long up(long ray, long p, long o) {
        long outflank = ((o | ~ray) + 1) & ray & p;
        return (outflank - (-outflank >>> 63)) & ray;
    }

    /** A ray toward lower bits: the highest square that is not an opponent disc must be the mover's. */
    private static long down(long ray, long p, long o) {
        long outflank = Long.highestOneBit(~o & ray) & p;
        return (-outflank << 1) & ray;
    }

    /** O-8, single flank: moves that flank a line of exactly one opponent disc. */
    public static long movesSingleFlank(long p, long o) {
        long inner = o & INNER_COLUMNS;
        long m = ((inner & (p << 1)) << 1) | ((inner & (p >>> 1)) >>> 1)
                | ((o & (p << 8)) << 8) | ((o & (p >>> 8)) >>> 8)
                | ((inner & (p << 7)) << 7) | ((inner & (p >>> 7)) >>> 7)
                | ((inner & (p << 9)) << 9) | ((inner & (p >>> 9)) >>> 9);
        return m & ~(p | o);
    }

    /** O-8: the discs a move on {@code x} flips when only lines of one disc may be flanked. */
    public static long flipsSingleFlank(int x, long p, long o) {
        return one(EAST[x], p, o) | one(SOUTH[x], p, o) | one(SOUTH_EAST[x], p, o) | one(SOUTH_WEST[x], p, o)
                | oneDown(WEST[x], p, o) | oneDown(NORTH[x], p, o) | oneDown(NORTH_WEST[x], p, o)
                | oneDown(NORTH_EAST[x], p, o);
    }

    private static long one(long ray, long p, long o) {
        long first = ray & -ray;
        long second = (ray & ~first) & -(ray & ~first);
        return (first & o) != 0 && (second & p) != 0 ? first : 0;
    }

    private static long oneDown(long ray, long p, long o) {
        long first = Long.highestOneBit(ray);
        long second = Long.highestOneBit(ray & ~first);
        return (first & o) != 0 && (second & p) != 0 ? first : 0;
    }

    /**
     * Perft with bulk counting: leaves at {@code depth} plies from the position, a forced pass
     * counting as a ply (O-7). A game that ends before the horizon counts as one leaf, as in the
     * published counts.
     */
    public static long perft(long p, long o, int depth) {
        long moves = moves(p, o);
        if (moves == 0) {
            if (moves(o, p) == 0) {
                return 1; // game over before the horizon
            }
            return depth == 1 ? 1 : perft(o, p, depth - 1);
        }
        if (depth == 1) {
            return Long.bitCount(moves);
        }
        long leaves = 0;
        do {
            int x = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = flips(x, p, o);
            leaves += perft(o ^ f, p ^ f ^ (1L << x), depth - 1);
        } while (moves != 0);
        return leaves;
    }
}
