package org.othellier.tournament;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether players can all be paired on allowed pairs, with one of {@code byeCandidates} out when the count is
 * odd: a plain search (the lowest player left takes each allowed partner in turn), remembering the sets of
 * players found impossible. Dirac's theorem answers at once when every player has allowed partners among at
 * least half of the others (a Hamiltonian cycle, so a perfect matching of an even set).
 */
final class PairingOracle {
    interface Allowed {
        boolean test(int a, int b);
    }

    private final int n;
    private final Allowed allowed;
    private final Set<Long> impossible = new HashSet<>();

    PairingOracle(int n, Allowed allowed) {
        this.n = n;
        this.allowed = allowed;
    }

    boolean pairable(List<Integer> players, List<Integer> byeCandidates) {
        long set = 0;
        for (int id : players) {
            set |= 1L << id;
        }
        if (players.size() % 2 == 0) {
            return pairable(set);
        }
        for (int b : byeCandidates) {
            if (pairable(set & ~(1L << b))) {
                return true;
            }
        }
        return false;
    }

    private boolean pairable(long set) {
        if (set == 0) {
            return true;
        }
        if (impossible.contains(set)) {
            return false;
        }
        if (dirac(set)) {
            return true;
        }
        int p = Long.numberOfTrailingZeros(set);
        long rest = set & ~(1L << p);
        for (long r = rest; r != 0; r &= r - 1) {
            int q = Long.numberOfTrailingZeros(r);
            if (allowed.test(p, q) && pairable(rest & ~(1L << q))) {
                return true;
            }
        }
        impossible.add(set);
        return false;
    }

    private boolean dirac(long set) {
        int size = Long.bitCount(set);
        if (size < 4) {
            return false;
        }
        for (long a = set; a != 0; a &= a - 1) {
            int p = Long.numberOfTrailingZeros(a);
            int degree = 0;
            for (long b = set; b != 0; b &= b - 1) {
                int q = Long.numberOfTrailingZeros(b);
                if (q != p && allowed.test(p, q)) {
                    degree++;
                }
            }
            if (2 * degree < size) {
                return false;
            }
        }
        return true;
    }
}
