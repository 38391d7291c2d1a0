package org.othellier.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The board patterns the evaluation reads: groups of squares (edges, corners, lines, diagonals)
 * whose contents, as a base-3 number (empty 0, mover 1, opponent 2), select a learned weight. Every
 * pattern appears in each of its distinct orientations (its instances) and all instances share one
 * table, so the evaluation is the same for the eight symmetric images of a position. Configurations
 * that a symmetry of the pattern itself maps onto each other share one weight too ({@link #canonical}).
 *
 * <p>An instance's index comes from two bit extractions ({@link Long#compress}, one instruction on
 * x86-64) and two table look-ups, with no loop over squares.
 */
public final class Patterns {

    private Patterns() {
    }

    /** One kind of pattern: a name and its squares in index order (most significant digit last). */
    record Kind(String name, int[] squares) {
        int size() {
            return squares.length;
        }

        int configurations() {
            return POW3[squares.length];
        }
    }

    static final int[] POW3 = {1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683, 59049};

    private static int sq(String name) {
        return (name.charAt(1) - '1') * 8 + (name.charAt(0) - 'a');
    }

    private static int[] squares(String names) {
        return Arrays.stream(names.split(" ")).mapToInt(Patterns::sq).toArray();
    }

    static final Kind[] KINDS = {
        new Kind("corner3x3", squares("a1 b1 a2 b2 c1 a3 c2 b3 c3")),
        new Kind("corner2x5", squares("a1 b1 c1 d1 e1 a2 b2 c2 d2 e2")),
        new Kind("corner10", squares("a1 b1 c1 d1 a2 b2 c2 a3 b3 a4")),
        new Kind("edge+2x", squares("b2 a1 b1 c1 d1 e1 f1 g1 h1 g2")),
        new Kind("line2", squares("a2 b2 c2 d2 e2 f2 g2 h2")),
        new Kind("line3", squares("a3 b3 c3 d3 e3 f3 g3 h3")),
        new Kind("line4", squares("a4 b4 c4 d4 e4 f4 g4 h4")),
        new Kind("diag8", squares("a1 b2 c3 d4 e5 f6 g7 h8")),
        new Kind("diag7", squares("b1 c2 d3 e4 f5 g6 h7")),
        new Kind("diag6", squares("c1 d2 e3 f4 g5 h6")),
        new Kind("diag5", squares("d1 e2 f3 g4 h5")),
        new Kind("diag4", squares("e1 f2 g3 h4")),
    };

    /** Offset of each kind's table in a stage's weight vector, and the vector's pattern part length. */
    static final int[] OFFSET = new int[KINDS.length];
    static final int PATTERN_WEIGHTS;

    /** Instances: kind, bit mask, and for the extracted bits the base-3 digit values [instance][bits]. */
    static final int INSTANCES;
    static final int[] INSTANCE_KIND;
    static final long[] INSTANCE_MASK;
    static final int[][] INSTANCE_DIGITS;

    /** For each kind, configuration -> the smallest configuration of its self-symmetric images. */
    static final int[][] CANONICAL = new int[KINDS.length][];

    static {
        int off = 0;
        for (int k = 0; k < KINDS.length; k++) {
            OFFSET[k] = off;
            off += KINDS[k].configurations();
        }
        PATTERN_WEIGHTS = off;

        List<int[]> instances = new ArrayList<>(); // [kind, squares...]
        for (int k = 0; k < KINDS.length; k++) {
            int[] base = KINDS[k].squares();
            Set<Long> seen = new LinkedHashSet<>();
            List<int[]> selfPerms = new ArrayList<>();
            long baseMask = maskOf(base);
            for (int s = 0; s < 8; s++) {
                int[] image = new int[base.length];
                for (int i = 0; i < base.length; i++) {
                    image[i] = symmetry(s, base[i]);
                }
                long mask = maskOf(image);
                if (seen.add(mask)) {
                    int[] inst = new int[base.length + 1];
                    inst[0] = k;
                    System.arraycopy(image, 0, inst, 1, image.length);
                    instances.add(inst);
                }
                if (mask == baseMask) {
                    int[] perm = new int[base.length]; // digit i moves to position perm[i]
                    for (int i = 0; i < base.length; i++) {
                        perm[i] = indexOf(base, image[i]);
                    }
                    selfPerms.add(perm);
                }
            }
            int n = KINDS[k].configurations();
            int[] canon = new int[n];
            int[] digits = new int[base.length];
            for (int c = 0; c < n; c++) {
                for (int i = 0, v = c; i < base.length; i++, v /= 3) {
                    digits[i] = v % 3;
                }
                int min = c;
                for (int[] perm : selfPerms) {
                    int idx = 0;
                    for (int i = 0; i < base.length; i++) {
                        idx += digits[i] * POW3[perm[i]];
                    }
                    min = Math.min(min, idx);
                }
                canon[c] = min;
            }
            CANONICAL[k] = canon;
        }
        INSTANCES = instances.size();
        INSTANCE_KIND = new int[INSTANCES];
        INSTANCE_MASK = new long[INSTANCES];
        INSTANCE_DIGITS = new int[INSTANCES][];
        for (int i = 0; i < INSTANCES; i++) {
            int[] inst = instances.get(i);
            int[] squares = Arrays.copyOfRange(inst, 1, inst.length);
            INSTANCE_KIND[i] = inst[0];
            long mask = maskOf(squares);
            INSTANCE_MASK[i] = mask;
            // Long.compress puts the squares in increasing order; digit of the j-th lowest square.
            int[] sorted = squares.clone();
            Arrays.sort(sorted);
            int[] table = new int[1 << squares.length];
            for (int bits = 0; bits < table.length; bits++) {
                int v = 0;
                for (int j = 0; j < sorted.length; j++) {
                    if ((bits & (1 << j)) != 0) {
                        v += POW3[indexOf(squares, sorted[j])];
                    }
                }
                table[bits] = v;
            }
            INSTANCE_DIGITS[i] = table;
        }
    }

    private static long maskOf(int[] squares) {
        long m = 0;
        for (int s : squares) {
            m |= 1L << s;
        }
        return m;
    }

    private static int indexOf(int[] a, int v) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == v) {
                return i;
            }
        }
        throw new IllegalStateException("square " + v + " not in pattern");
    }

    /** One of the eight symmetries of the board applied to a square: optional transpose, row flip, column flip. */
    static int symmetry(int s, int square) {
        int r = square / 8;
        int c = square % 8;
        if ((s & 1) != 0) {
            int t = r;
            r = c;
            c = t;
        }
        if ((s & 2) != 0) {
            r = 7 - r;
        }
        if ((s & 4) != 0) {
            c = 7 - c;
        }
        return r * 8 + c;
    }

    /** A bitboard under one of the eight symmetries. */
    static long symmetry(int s, long board) {
        long out = 0;
        for (long b = board; b != 0; b &= b - 1) {
            out |= 1L << symmetry(s, Long.numberOfTrailingZeros(b));
        }
        return out;
    }

    /** The base-3 configuration of instance {@code i} (mover 1, opponent 2). */
    static int configuration(int i, long p, long o) {
        int[] digits = INSTANCE_DIGITS[i];
        long mask = INSTANCE_MASK[i];
        return digits[(int) Long.compress(p, mask)] + 2 * digits[(int) Long.compress(o, mask)];
    }

    /** Every instance's weight index in a stage's vector (kind offset plus configuration), into {@code out}. */
    static void indices(long p, long o, int[] out) {
        for (int i = 0; i < INSTANCES; i++) {
            out[i] = OFFSET[INSTANCE_KIND[i]] + configuration(i, p, o);
        }
    }

    /** As {@link #indices}, but each configuration replaced by its canonical one (training ties them). */
    static void canonicalIndices(long p, long o, int[] out) {
        for (int i = 0; i < INSTANCES; i++) {
            int k = INSTANCE_KIND[i];
            out[i] = OFFSET[k] + CANONICAL[k][configuration(i, p, o)];
        }
    }

    /** The kind and configuration for a weight index (for expanding canonical weights). */
    static int kindOf(int index) {
        for (int k = KINDS.length - 1; k >= 0; k--) {
            if (index >= OFFSET[k]) {
                return k;
            }
        }
        throw new IllegalArgumentException("index " + index);
    }
}
