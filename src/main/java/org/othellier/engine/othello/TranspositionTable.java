package org.othellier.engine.othello;

/**
 * A transposition table of fixed size: buckets of two entries, each entry two {@code long}s
 * (the hash xor the data, and the data), so that a read torn by another thread's write fails the
 * key check instead of returning a wrong entry (lockless hashing). The data packs a lower and an
 * upper bound (16 bits each), the best move, the depth and the search generation.
 *
 * <p>Replacement: an entry for the same position is updated (bounds of equal depth are merged);
 * otherwise the shallower or older of the two entries of the bucket is replaced.
 */
public final class TranspositionTable {

    /** Bytes per entry: two longs. */
    public static final int ENTRY_BYTES = 16;
    public static final int NO_MOVE = 64;

    private final long[] slots;
    private final long bucketMask;
    private int generation;

    /** A table using at most {@code bytes} bytes (rounded down to a power of two entries, at least 1024). */
    public TranspositionTable(long bytes) {
        long entries = Math.max(1024, Long.highestOneBit(Math.max(1, bytes / ENTRY_BYTES)));
        if (entries > (1L << 29)) {
            entries = 1L << 29;
        }
        slots = new long[(int) (entries * 2)];
        bucketMask = entries / 2 - 1;
    }

    public long bytes() {
        return (long) slots.length * 8;
    }

    /** Starts a new search: entries of older searches are replaced first. */
    public void newSearch() {
        generation = (generation + 1) & 0xFF;
    }

    public void clear() {
        java.util.Arrays.fill(slots, 0);
    }

    // data: bits 0-15 lower + 32768, 16-31 upper + 32768, 32-38 move, 40-47 depth, 48-55 generation, 63 valid
    private static final long VALID = 1L << 63;

    /** The data stored for a hash, or 0 when none. */
    public long probe(long hash) {
        int i = (int) ((hash & bucketMask) << 2);
        long[] s = slots;
        long d = s[i + 1];
        if ((s[i] ^ d) == hash && d != 0) {
            return d;
        }
        d = s[i + 3];
        if ((s[i + 2] ^ d) == hash && d != 0) {
            return d;
        }
        return 0;
    }

    public static int lower(long data) {
        return (int) (data & 0xFFFF) - 32768;
    }

    public static int upper(long data) {
        return (int) ((data >>> 16) & 0xFFFF) - 32768;
    }

    public static int move(long data) {
        return (int) ((data >>> 32) & 0x7F);
    }

    public static int depth(long data) {
        return (int) ((data >>> 40) & 0xFF);
    }

    private long pack(int lower, int upper, int move, int depth) {
        return VALID | ((long) generation << 48) | ((long) depth << 40) | ((long) move << 32)
                | ((long) (upper + 32768) << 16) | (lower + 32768);
    }

    /**
     * Stores the result of a search of {@code depth} with window (alpha, beta) that returned
     * {@code score} (fail-soft), with its best move ({@link #NO_MOVE} when none).
     */
    public void store(long hash, int depth, int alpha, int beta, int score, int move, int minScore, int maxScore) {
        int lower = score > alpha ? score : minScore;
        int upper = score < beta ? score : maxScore;
        int i = (int) ((hash & bucketMask) << 2);
        long[] s = slots;
        for (int k = i; k <= i + 2; k += 2) {
            long d = s[k + 1];
            if ((s[k] ^ d) == hash && d != 0) {
                int oldDepth = depth(d);
                if (oldDepth > depth) {
                    return; // keep the deeper result
                }
                if (oldDepth == depth) {
                    lower = Math.max(lower, lower(d));
                    upper = Math.min(upper, upper(d));
                    if (lower > upper) { // inconsistent (different windows): trust the new result
                        lower = score > alpha ? score : minScore;
                        upper = score < beta ? score : maxScore;
                    }
                    if (move == NO_MOVE) {
                        move = move(d);
                    }
                }
                long nd = pack(lower, upper, move, depth);
                s[k + 1] = nd;
                s[k] = hash ^ nd;
                return;
            }
        }
        // Replace the entry worth less: older generation first, then the shallower.
        long d0 = s[i + 1];
        long d1 = s[i + 3];
        int v0 = d0 == 0 ? -1000 : depth(d0) - (((d0 >>> 48) & 0xFF) == generation ? 0 : 256);
        int v1 = d1 == 0 ? -1000 : depth(d1) - (((d1 >>> 48) & 0xFF) == generation ? 0 : 256);
        int k = v0 <= v1 ? i : i + 2;
        long nd = pack(lower, upper, move, depth);
        s[k + 1] = nd;
        s[k] = hash ^ nd;
    }
}
