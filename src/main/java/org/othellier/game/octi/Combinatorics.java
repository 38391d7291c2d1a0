package org.othellier.game.octi;

/** Binomials and multiset unranking for counting group moves without listing them. */
final class Combinatorics {

    private static final int MAX = 64;
    private static final long[][] BINOMIAL = new long[MAX][MAX];

    static {
        for (int n = 0; n < MAX; n++) {
            BINOMIAL[n][0] = 1;
            for (int k = 1; k <= n; k++) {
                BINOMIAL[n][k] = BINOMIAL[n - 1][k - 1] + BINOMIAL[n - 1][k];
            }
        }
    }

    private Combinatorics() {
    }

    static long binomial(int n, int k) {
        return k < 0 || k > n ? 0 : BINOMIAL[n][k];
    }

    /** Multisets of exactly {@code size} items drawn from {@code items} kinds. */
    static long multisets(int items, int size) {
        if (size == 0) {
            return 1;
        }
        return items == 0 ? 0 : binomial(items + size - 1, size);
    }

    /**
     * Multiset number {@code index} of at most {@code maxSize} items from {@code items} kinds
     * (there are C(items + maxSize, maxSize)): by size, then in lexicographic order. Returns the
     * chosen kinds in non-decreasing order.
     */
    static int[] multiset(int items, int maxSize, long index) {
        int size = 0;
        while (index >= multisets(items, size)) {
            index -= multisets(items, size);
            size++;
            if (size > maxSize) {
                throw new IndexOutOfBoundsException("multiset index out of range");
            }
        }
        int[] out = new int[size];
        int low = 0;
        for (int j = 0; j < size; j++) {
            for (int v = low; v < items; v++) {
                long completions = multisets(items - v, size - j - 1);
                if (index < completions) {
                    out[j] = v;
                    low = v;
                    break;
                }
                index -= completions;
            }
        }
        return out;
    }
}
