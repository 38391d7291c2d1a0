package org.othellier.engine.othello;

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
 * x86-64) and two table look-ups, with no loop over squares. The search does not even do that: it
 * keeps every instance's contents as a balanced base-3 number ({@link #balanced}: one side +1, the
 * other -1, empty 0) and updates only the instances through the squares a move changes
 * ({@link #play}). Swapping the sides negates such a number, so one vector serves both movers; and
 * it needs no bit extraction, which the Pi's ARM cores do not have as one instruction.
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

    /**
     * For each kind, configuration -> the smallest configuration of its self-symmetric images. Only
     * the trainer needs it: built on first use, which spares the engine's start most of the tables'
     * set-up (about 140 ms of 250 on the development machine, code that runs interpreted; several
     * times that on a Pi).
     */
    static final class Canonical {
        static final int[][] OF = new int[KINDS.length][];

        static {
            for (int k = 0; k < KINDS.length; k++) {
                OF[k] = canonical(k);
            }
        }

        private Canonical() {
        }
    }

    /**
     * Per instance, where balanced value 0 (all empty) sits in a stage's weight vector: the kind's
     * offset plus half its size, so that offset + value covers the kind's table exactly.
     */
    static final int[] INSTANCE_CENTRE;
    /** Per square, its (instance, 3^digit) pairs: SQUARE_INSTANCE/SQUARE_POWER from SQUARE_FIRST[x] to SQUARE_FIRST[x+1]. */
    static final int[] SQUARE_FIRST = new int[65];
    static final int[] SQUARE_INSTANCE;
    static final int[] SQUARE_POWER;

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
            }
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
        INSTANCE_CENTRE = new int[INSTANCES];
        List<int[]> pairs = new ArrayList<>(); // [square, instance, power]
        for (int i = 0; i < INSTANCES; i++) {
            int[] inst = instances.get(i);
            INSTANCE_CENTRE[i] = OFFSET[inst[0]] + POW3[inst.length - 1] / 2;
            for (int j = 1; j < inst.length; j++) {
                pairs.add(new int[] {inst[j], i, POW3[j - 1]});
            }
        }
        pairs.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        SQUARE_INSTANCE = new int[pairs.size()];
        SQUARE_POWER = new int[pairs.size()];
        for (int n = 0; n < pairs.size(); n++) {
            int[] pair = pairs.get(n);
            SQUARE_INSTANCE[n] = pair[1];
            SQUARE_POWER[n] = pair[2];
            SQUARE_FIRST[pair[0] + 1] = n + 1;
        }
        for (int x = 1; x <= 64; x++) {
            SQUARE_FIRST[x] = Math.max(SQUARE_FIRST[x], SQUARE_FIRST[x - 1]);
        }
    }

    /** The canonical configurations of one kind: see {@link Canonical}. */
    private static int[] canonical(int k) {
        int[] base = KINDS[k].squares();
        List<int[]> selfPerms = new ArrayList<>();
        long baseMask = maskOf(base);
        for (int s = 0; s < 8; s++) {
            int[] image = new int[base.length];
            for (int i = 0; i < base.length; i++) {
                image[i] = symmetry(s, base[i]);
            }
            if (maskOf(image) == baseMask) {
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
        return canon;
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

    /** Instance {@code i}'s contents as a balanced base-3 number: digit j is +1 for {@code plus}, -1 for {@code minus}. */
    static int balanced(int i, long plus, long minus) {
        int[] digits = INSTANCE_DIGITS[i];
        long mask = INSTANCE_MASK[i];
        return digits[(int) Long.compress(plus, mask)] - digits[(int) Long.compress(minus, mask)];
    }

    /** Every instance's {@link #balanced} value, into {@code out} from {@code at}. */
    static void balanced(long plus, long minus, int[] out, int at) {
        for (int i = 0; i < INSTANCES; i++) {
            out[at + i] = balanced(i, plus, minus);
        }
    }

    /**
     * The balanced values after a move, from those before it (at {@code from}) into {@code to}: the
     * side {@code sign} (+1: plus, -1: minus) puts a disc on {@code square} and turns {@code flips}.
     */
    static void play(int[] values, int from, int to, int square, long flips, int sign) {
        System.arraycopy(values, from, values, to, INSTANCES);
        for (int n = SQUARE_FIRST[square], end = SQUARE_FIRST[square + 1]; n < end; n++) {
            values[to + SQUARE_INSTANCE[n]] += sign * SQUARE_POWER[n];
        }
        int turn = 2 * sign; // a turned disc goes from -sign to +sign
        for (long f = flips; f != 0; f &= f - 1) {
            int x = Long.numberOfTrailingZeros(f);
            for (int n = SQUARE_FIRST[x], end = SQUARE_FIRST[x + 1]; n < end; n++) {
                values[to + SQUARE_INSTANCE[n]] += turn * SQUARE_POWER[n];
            }
        }
    }

    /** For every configuration of {@code kind}, its balanced value (mover 1 becomes +1, opponent 2 becomes -1). */
    static int[] balancedOfConfigurations(int kind) {
        int[] balanced = new int[KINDS[kind].configurations()];
        for (int c = 1; c < balanced.length; c++) {
            int digit = c % 3; // digit 0 is the least significant: the rest is c / 3, worth three times as much
            balanced[c] = (digit == 1 ? 1 : digit == 2 ? -1 : 0) + 3 * balanced[c / 3];
        }
        return balanced;
    }

    /**
     * Every instance's weight index in the file's order (kind offset plus configuration), each
     * configuration replaced by its canonical one (training ties them), into {@code out}.
     */
    static void canonicalIndices(long p, long o, int[] out) {
        for (int i = 0; i < INSTANCES; i++) {
            int k = INSTANCE_KIND[i];
            out[i] = OFFSET[k] + Canonical.OF[k][configuration(i, p, o)];
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
