package org.othellier.game.octi;

import java.util.Arrays;

/**
 * The capture choices of one route: on every square it jumps, any sub-multiset of the pods
 * there, own or not. Identical pods are not told apart, so a square holding {@code c} pods of one kind
 * offers {@code c + 1} choices for them, and the route's choices are the product over kinds and
 * squares. They are numbered, not listed: {@link #decode} turns a number into the captured pods.
 */
final class CaptureChoices {

    private static final int[] NONE = new int[0];
    static final CaptureChoices STEP = new CaptureChoices(new int[0][], new int[0][], 1);

    /** Per jumped square: the distinct pod words there and how many of each. */
    final int[][] words;
    final int[][] counts;
    final long total;

    private CaptureChoices(int[][] words, int[][] counts, long total) {
        this.words = words;
        this.counts = counts;
        this.total = total;
    }

    /**
     * The choices of a route from {@code p}'s board. When the route jumps its own start square (a pod
     * moving alone, docs/OCTI.md D-4), one pod of {@code moverKind} is no longer there.
     */
    static CaptureChoices of(OctiPosition p, Route route, int moverKind) {
        if (!route.jump) {
            return STEP;
        }
        int[][] words = new int[route.jumped.length][];
        int[][] counts = new int[route.jumped.length][];
        long total = 1;
        for (int j = 0; j < route.jumped.length; j++) {
            int sq = route.jumped[j];
            int[] ws = new int[p.count(sq)];
            int[] cs = new int[ws.length];
            int k = 0;
            for (int i = p.from(sq); i < p.to(sq); i++) {
                int w = p.pods[i];
                if (k > 0 && ws[k - 1] == w) {
                    cs[k - 1]++;
                } else {
                    ws[k] = w;
                    cs[k++] = 1;
                }
            }
            if (sq == route.origin) {
                int mover = Pod.word(sq, moverKind);
                for (int i = 0; i < k; i++) {
                    if (ws[i] == mover) {
                        cs[i]--;
                    }
                }
            }
            words[j] = Arrays.copyOf(ws, k);
            counts[j] = Arrays.copyOf(cs, k);
            for (int i = 0; i < k; i++) {
                total = Math.multiplyExact(total, counts[j][i] + 1);
            }
        }
        return new CaptureChoices(words, counts, total);
    }

    /** The pods captured by choice {@code index} (0 captures nothing), as sorted pod words. */
    int[] decode(long index) {
        if (index == 0) {
            return NONE;
        }
        int size = 0;
        long rest = index;
        int[] taken = new int[64];
        for (int j = 0; j < words.length; j++) {
            for (int i = 0; i < words[j].length; i++) {
                int radix = counts[j][i] + 1;
                int k = (int) (rest % radix);
                rest /= radix;
                for (int c = 0; c < k; c++) {
                    if (size == taken.length) {
                        taken = Arrays.copyOf(taken, size * 2);
                    }
                    taken[size++] = words[j][i];
                }
            }
        }
        int[] out = Arrays.copyOf(taken, size);
        Arrays.sort(out);
        return out;
    }

    /** The choice that captures every enemy pod jumped and none of the mover's team (what a player nearly always wants). */
    long enemiesOnly(int moverTeam) {
        long index = 0;
        long scale = 1;
        for (int j = 0; j < words.length; j++) {
            for (int i = 0; i < words[j].length; i++) {
                int radix = counts[j][i] + 1;
                if ((Pod.ownerOf(words[j][i]) & 1) != moverTeam) {
                    index += scale * counts[j][i];
                }
                scale *= radix;
            }
        }
        return index;
    }
}
