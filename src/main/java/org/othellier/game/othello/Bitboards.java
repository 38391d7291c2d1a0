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

    // Squares beyond a square in each direction, to the edge, eight per square side by side so that
    // one move's rays share a cache line: east, south, south-east, south-west (toward higher bits),
    // then west, north, north-west, north-east (toward lower bits).
    static final long[] RAYS = new long[64 * 8];

    static {
        int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}, {-1, 0}, {0, -1}, {-1, -1}, {1, -1}};
        for (int sq = 0; sq < 64; sq++) {
            for (int d = 0; d < 8; d++) {
                long ray = 0;
                for (int c = sq % 8 + steps[d][0], r = sq / 8 + steps[d][1]; c >= 0 && c < 8 && r >= 0 && r < 8;
                        c += steps[d][0], r += steps[d][1]) {
                    ray |= 1L << (r * 8 + c);
                }
                RAYS[sq * 8 + d] = ray;
            }
        }
    }

    /**
     * True when {@link #moves} and {@link #flips} run four directions at once in 256-bit vectors
     * ({@link VectorBitboards}): the JVM was given {@code --add-modules jdk.incubator.vector}, the
     * processor has such vectors, and they agree with the scalar code. A constant to the JIT.
     */
    public static final boolean VECTOR = vectorUsable();

    private static boolean vectorUsable() {
        if (ModuleLayer.boot().findModule("jdk.incubator.vector").isEmpty()) {
            return false;
        }
        try {
            return VectorBitboards.usable();
        } catch (LinkageError | RuntimeException e) {
            return false; // an API this JDK lacks: the scalar code is always there
        }
    }

    /** How {@link #moves} and {@link #flips} run here, for benchmark reports. */
    public static String implementation() {
        return VECTOR ? "256-bit vectors" : "scalar code";
    }

    /** The empty squares where the mover may play (O-5): every one that flanks at least one line. */
    public static long moves(long p, long o) {
        return VECTOR ? VectorBitboards.moves(p, o) : scalarMoves(p, o);
    }

    /** {@link #moves} one direction after the other in 64-bit registers. */
    static long scalarMoves(long p, long o) {
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
        return VECTOR ? VectorBitboards.flips(x, p, o) : scalarFlips(x, p, o);
    }

    /** {@link #flips} one ray after the other in 64-bit registers. */
    static long scalarFlips(int x, long p, long o) {
        int i = x << 3;
        long[] rays = RAYS;
        return up(rays[i], p, o) | up(rays[i + 1], p, o) | up(rays[i + 2], p, o) | up(rays[i + 3], p, o)
                | down(rays[i + 4], p, o) | down(rays[i + 5], p, o) | down(rays[i + 6], p, o) | down(rays[i + 7], p, o);
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
        int i = x << 3;
        return one(RAYS[i], p, o) | one(RAYS[i + 1], p, o) | one(RAYS[i + 2], p, o) | one(RAYS[i + 3], p, o)
                | oneDown(RAYS[i + 4], p, o) | oneDown(RAYS[i + 5], p, o) | oneDown(RAYS[i + 6], p, o)
                | oneDown(RAYS[i + 7], p, o);
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
        if (depth == 1) {
            return moves != 0 ? Long.bitCount(moves) : 1; // a pass or the end: one leaf either way
        }
        if (moves == 0) {
            return moves(o, p) == 0 ? 1 : perft(o, p, depth - 1); // game over before the horizon
        }
        if (depth == 2) {
            return perftLastTwo(p, o, moves);
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

    /** The last two plies: each child's leaves are its move count (bulk counting), or one for a pass or an end. */
    private static long perftLastTwo(long p, long o, long moves) {
        long leaves = 0;
        do {
            int x = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = flips(x, p, o);
            long childMoves = moves(o ^ f, p ^ f ^ (1L << x));
            leaves += childMoves != 0 ? Long.bitCount(childMoves) : 1;
        } while (moves != 0);
        return leaves;
    }
}
