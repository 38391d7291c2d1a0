package org.othellier.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The blossom matching against an exhaustive search on every kind of small graph, odd cycles included. */
class MatchingTest {

    @Test
    void agreesWithAnExhaustiveSearchOnRandomGraphs() {
        Random random = new Random(19);
        for (int trial = 0; trial < 5_000; trial++) {
            int n = 1 + random.nextInt(12);
            double density = random.nextDouble();
            boolean[][] g = new boolean[n][n];
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    g[a][b] = g[b][a] = random.nextDouble() < density;
                }
            }
            assertEquals(exhaustive(g, n, 0), Matching.size(g, n), "trial " + trial + " on " + n + " vertices");
        }
    }

    /** Two triangles joined by one edge: the greedy start pairs inside the triangles, an augmenting path fixes it. */
    @Test
    void twoTrianglesJoinedByAnEdgeHaveAPerfectMatching() {
        boolean[][] g = new boolean[6][6];
        int[][] edges = {{0, 1}, {1, 2}, {0, 2}, {3, 4}, {4, 5}, {3, 5}, {2, 3}};
        for (int[] e : edges) {
            g[e[0]][e[1]] = g[e[1]][e[0]] = true;
        }
        assertEquals(3, Matching.size(g, 6));
        assertEquals(true, Matching.perfect(g, 6));
    }

    /** The largest matching among the vertices from {@code v} on, with {@code used} a bit per vertex taken. */
    private static int exhaustive(boolean[][] g, int n, int used) {
        int v = 0;
        while (v < n && (used & (1 << v)) != 0) {
            v++;
        }
        if (v >= n) {
            return 0;
        }
        int best = exhaustive(g, n, used | (1 << v)); // v stays single
        for (int u = v + 1; u < n; u++) {
            if (g[v][u] && (used & (1 << u)) == 0) {
                best = Math.max(best, 1 + exhaustive(g, n, used | (1 << v) | (1 << u)));
            }
        }
        return best;
    }
}
