package org.othellier.tournament;

import java.util.Arrays;

/**
 * Maximum matching in a general graph (Edmonds' blossom algorithm): whether a set of players can all be
 * paired under the rules of a pairing level. It is the oracle that keeps the Swiss search from walking into
 * a dead end: the search only takes a pair when the players left can still all be paired, so it never
 * backtracks and never misses a pairing that exists. O(n^3) per call, n the players (a club's 40 in well
 * under a millisecond).
 */
final class Matching {

    private Matching() {
    }

    /** True when the graph on {@code n} vertices with edges {@code allowed[a][b]} has a perfect matching. */
    static boolean perfect(boolean[][] allowed, int n) {
        return n % 2 == 0 && size(allowed, n) == n / 2;
    }

    /** The number of pairs in a maximum matching. */
    static int size(boolean[][] allowed, int n) {
        int[] match = new int[n];
        Arrays.fill(match, -1);
        int pairs = 0;
        for (int v = 0; v < n; v++) { // a greedy start saves most augmentations
            if (match[v] < 0) {
                for (int u = v + 1; u < n; u++) {
                    if (match[u] < 0 && allowed[v][u]) {
                        match[v] = u;
                        match[u] = v;
                        pairs++;
                        break;
                    }
                }
            }
        }
        Search s = new Search(allowed, n, match);
        for (int v = 0; v < n && pairs < n / 2; v++) {
            if (match[v] < 0 && s.augment(v)) {
                pairs++;
            }
        }
        return pairs;
    }

    /** One augmenting-path search from a root, contracting odd cycles (blossoms) as it finds them. */
    private static final class Search {
        private final boolean[][] allowed;
        private final int n;
        private final int[] match;
        private final int[] parent;
        private final int[] base;
        private final boolean[] used;
        private final boolean[] blossom;
        private final int[] queue;
        private int head;
        private int tail;

        Search(boolean[][] allowed, int n, int[] match) {
            this.allowed = allowed;
            this.n = n;
            this.match = match;
            this.parent = new int[n];
            this.base = new int[n];
            this.used = new boolean[n];
            this.blossom = new boolean[n];
            this.queue = new int[n];
        }

        boolean augment(int root) {
            int end = findPath(root);
            if (end < 0) {
                return false;
            }
            for (int u = end; u >= 0;) {
                int pu = parent[u];
                int next = match[pu];
                match[u] = pu;
                match[pu] = u;
                u = next;
            }
            return true;
        }

        private int findPath(int root) {
            Arrays.fill(used, false);
            Arrays.fill(parent, -1);
            for (int i = 0; i < n; i++) {
                base[i] = i;
            }
            used[root] = true;
            head = 0;
            tail = 0;
            queue[tail++] = root;
            while (head < tail) {
                int v = queue[head++];
                for (int to = 0; to < n; to++) {
                    if (!allowed[v][to] || base[v] == base[to] || match[v] == to) {
                        continue;
                    }
                    if (to == root || match[to] >= 0 && parent[match[to]] >= 0) {
                        int b = commonBase(v, to);
                        Arrays.fill(blossom, false);
                        markPath(v, b, to);
                        markPath(to, b, v);
                        for (int i = 0; i < n; i++) {
                            if (blossom[base[i]]) {
                                base[i] = b;
                                if (!used[i]) {
                                    used[i] = true;
                                    queue[tail++] = i;
                                }
                            }
                        }
                    } else if (parent[to] < 0) {
                        parent[to] = v;
                        if (match[to] < 0) {
                            return to;
                        }
                        used[match[to]] = true;
                        queue[tail++] = match[to];
                    }
                }
            }
            return -1;
        }

        private int commonBase(int a, int b) {
            boolean[] seen = new boolean[n];
            while (true) {
                a = base[a];
                seen[a] = true;
                if (match[a] < 0) {
                    break;
                }
                a = parent[match[a]];
            }
            while (true) {
                b = base[b];
                if (seen[b]) {
                    return b;
                }
                b = parent[match[b]];
            }
        }

        private void markPath(int v, int b, int child) {
            while (base[v] != b) {
                blossom[base[v]] = true;
                blossom[base[match[v]]] = true;
                parent[v] = child;
                child = match[v];
                v = parent[match[v]];
            }
        }
    }
}
