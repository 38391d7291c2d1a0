package org.othellier.engine.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.othellier.engine.othello.Boards;
import org.othellier.engine.othello.EndgameSolver;
import org.othellier.engine.othello.EndgameSolverTest;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.MidgameSearch;
import org.othellier.game.othello.Bitboards;

/**
 * The middle-game search on several threads ({@link SplitPoints#attachMidgame}): a full-width search
 * to a fixed depth has one value however its nodes are shared out, so every thread count must find
 * the one thread's. Four threads, more than the two cores CI runs on, also interleave in ways that two
 * threads on two cores rarely do.
 */
class MidgameThreadsTest {

    private static final int INF = MidgameSearch.INF;

    /**
     * A middle-game search over its own solver and tables, on {@code threads} threads. Its tables are
     * emptied before each new position: a position met again with more plies left (from another root)
     * would otherwise read the deeper value, and one thread count's table may have kept it where
     * another's had not.
     */
    private record Searcher(MidgameSearch mid, SplitPoints splitPoints, TranspositionTable... tables)
            implements AutoCloseable {

        static Searcher on(int threads) {
            TranspositionTable endTable = new TranspositionTable(2 << 20);
            TranspositionTable midTable = new TranspositionTable(4 << 20);
            EndgameSolver solver = new EndgameSolver(endTable, Evaluator.shipped());
            MidgameSearch mid = new MidgameSearch(Evaluator.shipped(), midTable, solver);
            SplitPoints splitPoints = null;
            if (threads > 1) {
                splitPoints = new SplitPoints(solver, threads);
                splitPoints.attachMidgame(mid);
            }
            return new Searcher(mid, splitPoints, midTable, endTable);
        }

        /** Before a new position. */
        Searcher fresh() {
            for (TranspositionTable t : tables) {
                t.clear();
            }
            return this;
        }

        long helperNodes() {
            return splitPoints == null ? 0 : splitPoints.helperNodes();
        }

        @Override
        public void close() {
            if (splitPoints != null) {
                splitPoints.close();
            }
        }
    }

    /**
     * Positions of 20 to 43 empties searched 7 plies deep, and four of 18 to 21 searched to the end
     * (through the solver, whose nodes split too): the same value on one, two and four threads, and
     * the helpers did search.
     */
    @Test
    void oneTwoAndFourThreadsFindTheSameValue() {
        SplittableRandom random = new SplittableRandom(20261128);
        try (Searcher one = Searcher.on(1); Searcher two = Searcher.on(2); Searcher four = Searcher.on(4)) {
            long helped = 0;
            for (int i = 0; i < 28; i++) {
                long[] pos = Boards.randomPosition(random, i < 4 ? 18 + i : 16 + i);
                int depth = i < 4 ? 18 + i : 7;
                one.mid().setSolveEmpties(24);
                int expected = one.fresh().mid().search(pos[0], pos[1], -INF, INF, depth);
                for (Searcher s : new Searcher[] {two, four}) {
                    s.fresh().mid().setSolveEmpties(24);
                    s.splitPoints().resetHelperNodes();
                    assertEquals(expected, s.mid().search(pos[0], pos[1], -INF, INF, depth),
                            () -> EndgameSolverTest.describe(pos));
                    helped += s.helperNodes();
                }
            }
            assertTrue(helped > 0, "the helpers searched nothing");
        }
    }

    /**
     * A root iteration on three threads (its moves after the first shared out too) puts first a move
     * that scores its value.
     */
    @Test
    void aRootIterationOnThreadsPutsABestMoveFirst() {
        SplittableRandom random = new SplittableRandom(17);
        try (Searcher one = Searcher.on(1); Searcher three = Searcher.on(3)) {
            for (int i = 0; i < 16; i++) {
                long[] pos = Boards.randomPosition(random, 28 + i);
                long moves = Bitboards.moves(pos[0], pos[1]);
                if (Long.bitCount(moves) < 3) {
                    continue;
                }
                MidgameSearch.RootMoves root = new MidgameSearch.RootMoves(moves);
                int value = three.fresh().mid().searchRoot(pos[0], pos[1], root, -INF, INF, 7);
                assertEquals(root.squares.length, root.searched);
                int x = root.squares[0];
                long f = Bitboards.flips(x, pos[0], pos[1]);
                assertEquals(value, -one.fresh().mid().search(pos[1] ^ f, pos[0] ^ f ^ (1L << x), -INF, INF, 6),
                        () -> EndgameSolverTest.describe(pos));
            }
        }
    }

    /**
     * Null windows either side of the value (a fail-soft search's bound may differ from thread count to
     * thread count, its side of the window may not); and with ProbCut (the helpers cutting as the
     * thread that split does), values close to one thread's.
     */
    @Test
    void nullWindowsAndProbCutOnThreads() {
        SplittableRandom random = new SplittableRandom(11);
        try (Searcher one = Searcher.on(1); Searcher three = Searcher.on(3)) {
            for (int i = 0; i < 16; i++) {
                long[] pos = Boards.randomPosition(random, 28 + i);
                int value = one.fresh().mid().search(pos[0], pos[1], -INF, INF, 8);
                three.fresh();
                assertTrue(three.mid().search(pos[0], pos[1], value - 1, value, 8) >= value);
                assertTrue(three.mid().search(pos[0], pos[1], value, value + 1, 8) <= value);
            }
            for (Searcher s : new Searcher[] {one, three}) {
                s.mid().setProbCut(1.1);
            }
            long difference = 0;
            int same = 0;
            long oneNodes = 0;
            long threeNodes = 0;
            for (int i = 0; i < 16; i++) {
                long[] pos = Boards.randomPosition(random, 28 + i);
                one.mid().resetNodes();
                int expected = one.fresh().mid().search(pos[0], pos[1], -INF, INF, 12);
                oneNodes += one.mid().nodes();
                three.mid().resetNodes();
                three.splitPoints().resetHelperNodes();
                int value = three.fresh().mid().search(pos[0], pos[1], -INF, INF, 12);
                threeNodes += three.mid().nodes() + three.helperNodes();
                difference += Math.abs(value - expected);
                same += value == expected ? 1 : 0;
            }
            // More nodes for the split points' work lost to cuts (1.6 to 1.7 times as many on these small
            // searches); a helper searching full width would take about 16 times as many.
            assertTrue(threeNodes < 3 * oneNodes, threeNodes + " nodes on three threads, " + oneNodes + " on one");
            // ProbCut's cuts depend on what the table holds when a node is met, so the values may differ
            // a little; on these positions 13 of 16 are the same, the others within 1 disc.
            assertTrue(same >= 10, same + " of 16 values the same");
            assertTrue(difference <= 16 * Evaluator.UNIT / 2,
                    "on average " + difference / 16.0 / Evaluator.UNIT + " discs apart");
        }
    }

    /**
     * Searches stopped at every stage (by their count of looks at the stop condition: at once, an
     * eighth, a quarter, half and three quarters of the way, while split points are open), most with
     * {@link SearchAborted}; a whole search after them, in the same tables, still finds the one
     * thread's value (nothing half-searched was stored, no thread kept the stopped searches' state).
     */
    @Test
    void stoppedSearchesLeaveTheTablesAndThreadsSound() {
        SplittableRandom random = new SplittableRandom(5);
        int stopped = 0;
        try (Searcher one = Searcher.on(1); Searcher counting = Searcher.on(4); Searcher four = Searcher.on(4)) {
            for (int i = 0; i < 32; i++) {
                long[] pos = Boards.randomPosition(random, 24 + i);
                int expected = one.fresh().mid().search(pos[0], pos[1], -INF, INF, 8);
                long[] looks = {0};
                counting.fresh().mid().setStop(nodes -> ++looks[0] < 0);
                counting.mid().search(pos[0], pos[1], -INF, INF, 8);
                four.fresh();
                long whole = looks[0];
                for (long stopAt : new long[] {1, whole / 8, whole / 4, whole / 2, whole * 3 / 4}) {
                    long[] count = {0};
                    four.mid().setStop(nodes -> ++count[0] > stopAt);
                    try {
                        four.mid().search(pos[0], pos[1], -INF, INF, 8);
                    } catch (SearchAborted e) {
                        stopped++;
                    }
                }
                four.mid().setStop(null);
                assertEquals(expected, four.mid().search(pos[0], pos[1], -INF, INF, 8),
                        () -> EndgameSolverTest.describe(pos));
            }
        }
        // a search whose first thread looks less often than the counting one's (its helpers took more
        // of the work) may end before its stop
        assertTrue(stopped >= 64, "only " + stopped + " of 160 searches stopped");
    }
}
