package org.othellier.engine.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.othellier.engine.othello.Boards;
import org.othellier.engine.othello.EndgameSolver;
import org.othellier.formats.Obf;
import org.othellier.game.Side;
import org.othellier.game.othello.BitboardPosition;
import org.othellier.game.othello.Bitboards;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.DataFiles;

/** The solver against a plain minimax on random positions, and its window contract. */
class EndgameSolverTest {

    /** Plain negamax with alpha-beta and nothing else: no table, no ordering, no stability, no parity. */
    static int reference(long p, long o, int alpha, int beta) {
        long moves = Bitboards.moves(p, o);
        if (moves == 0) {
            if (Bitboards.moves(o, p) == 0) {
                return Boards.finalScore(p, o);
            }
            return -reference(o, p, -beta, -alpha);
        }
        int best = -65;
        for (; moves != 0; moves &= moves - 1) {
            int x = Long.numberOfTrailingZeros(moves);
            long f = Bitboards.flips(x, p, o);
            int v = -reference(o ^ f, p ^ f ^ (1L << x), -beta, -Math.max(alpha, best));
            if (v > best) {
                best = v;
                if (v >= beta) {
                    break;
                }
            }
        }
        return best;
    }

    /** Both orderings: mobility alone, and the evaluation with transposition cutoffs from 11-12 empties. */
    static EndgameSolver[] solvers() {
        return new EndgameSolver[] {
            new EndgameSolver(new TranspositionTable(1 << 20)),
            new EndgameSolver(new TranspositionTable(1 << 20), Evaluator.shipped())
        };
    }

    @Test
    void exactScoresMatchPlainMinimaxOnRandomPositionsWithTenToFourteenEmpties() {
        for (EndgameSolver solver : solvers()) {
            exactScoresMatchPlainMinimax(solver);
        }
    }

    private static void exactScoresMatchPlainMinimax(EndgameSolver solver) {
        SplittableRandom random = new SplittableRandom(20261123);
        int[][] plan = {{10, 120}, {11, 80}, {12, 60}, {13, 30}, {14, 20}};
        int checked = 0;
        for (int[] step : plan) {
            for (int i = 0; i < step[1]; i++) {
                long[] pos = Boards.randomPosition(random, step[0]);
                int expected = reference(pos[0], pos[1], -64, 64);
                assertEquals(expected, solver.solve(pos[0], pos[1], -64, 64), () -> describe(pos));
                EndgameSolver.RootResult root = solver.solveRoot(pos[0], pos[1]);
                assertEquals(expected, root.score(), () -> describe(pos));
                if (root.move() >= 0) { // the move claimed best really scores that
                    long f = Bitboards.flips(root.move(), pos[0], pos[1]);
                    assertEquals(expected, -reference(pos[1] ^ f, pos[0] ^ f ^ (1L << root.move()), -64, 64),
                            () -> describe(pos));
                }
                checked++;
            }
        }
        assertEquals(310, checked);
    }

    @Test
    void theLastEmptiesAreExactToo_fullBoardsPassesAndEndedGamesIncluded() {
        // Every position of random games from 9 empties to the full board, whoever is to move, even when
        // that side must pass or the game is over (O-7): the written-out last squares take every case.
        SplittableRandom random = new SplittableRandom(20261124);
        int checked = 0;
        for (EndgameSolver solver : solvers()) {
            for (int game = 0; game < 60; game++) {
                long p = Bitboards.START_BLACK;
                long o = Bitboards.START_WHITE;
                while (true) {
                    if (Long.bitCount(~(p | o)) <= 9) {
                        int expected = reference(p, o, -64, 64);
                        assertEquals(expected, solver.solve(p, o, -64, 64), describe(new long[] {p, o}));
                        int a = random.nextInt(-64, 64);
                        int v = solver.solve(p, o, a, a + 1);
                        assertTrue(expected > a ? v > a : v <= a, describe(new long[] {p, o}));
                        assertEquals(expected, solver.solveRoot(p, o).score(), describe(new long[] {p, o}));
                        checked++;
                    }
                    long moves = Bitboards.moves(p, o);
                    if (moves == 0 && Bitboards.moves(o, p) == 0) {
                        break;
                    }
                    long[] next = randomPly(random, p, o);
                    p = next[0];
                    o = next[1];
                }
            }
        }
        assertTrue(checked >= 1000, "checked " + checked);
    }

    @Test
    void nullWindowsGiveBoundsOnTheRightSide() {
        for (EndgameSolver solver : solvers()) {
            nullWindowsGiveBounds(solver);
        }
    }

    private static void nullWindowsGiveBounds(EndgameSolver solver) {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 60; i++) {
            long[] pos = Boards.randomPosition(random, 12);
            int exact = reference(pos[0], pos[1], -64, 64);
            int alpha = random.nextInt(-20, 20);
            int v = solver.solve(pos[0], pos[1], alpha, alpha + 1);
            if (exact <= alpha) {
                assertTrue(v <= alpha && v >= exact, "fail low " + v + " exact " + exact + " " + describe(pos));
            } else {
                assertTrue(v > alpha && v <= exact, "fail high " + v + " exact " + exact + " " + describe(pos));
            }
        }
    }

    @Test
    void stableDiscsAreNeverFlippedInRandomPlayouts() {
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 300; i++) {
            long[] pos = Boards.randomPosition(random, random.nextInt(4, 40));
            long stable = Boards.stable(pos[0], pos[1]);
            assertEquals(0, stable & ~pos[0]);
            // play random moves to the end; a stable disc of the first mover must stay its own
            long p = pos[0];
            long o = pos[1];
            boolean firstToMove = true;
            while (true) {
                long moves = Bitboards.moves(p, o);
                if (moves == 0 && Bitboards.moves(o, p) == 0) {
                    break;
                }
                long[] next = randomPly(random, p, o);
                p = next[0];
                o = next[1];
                firstToMove = !firstToMove;
                long firstDiscs = firstToMove ? p : o;
                assertEquals(stable, stable & firstDiscs, () -> describe(pos));
            }
        }
    }

    /** A random legal move, or the pass when there is none: the position for the other side, its discs first. */
    private static long[] randomPly(SplittableRandom random, long p, long o) {
        long moves = Bitboards.moves(p, o);
        if (moves == 0) {
            return new long[] {o, p};
        }
        for (int k = random.nextInt(Long.bitCount(moves)); k > 0; k--) {
            moves &= moves - 1;
        }
        int x = Long.numberOfTrailingZeros(moves);
        long f = Bitboards.flips(x, p, o);
        return new long[] {o ^ f, p ^ f ^ (1L << x)};
    }

    static String describe(long[] pos) {
        return new BitboardPosition(OthelloVariant.OTHELLO, pos[0], pos[1], Side.BLACK).toObf();
    }

    @Test
    void selectiveResultsRankBelowExactOnesOfTheSameEmptiesAndAboveEveryResultWithFewer() {
        for (int empties = 1; empties <= 60; empties++) {
            for (int level = 0; level < EndgameSolver.EXACT; level++) {
                assertTrue(EndgameSolver.tableDepth(empties, level) < EndgameSolver.tableDepth(empties, EndgameSolver.EXACT));
                assertTrue(EndgameSolver.tableDepth(empties, level) > EndgameSolver.tableDepth(empties - 1, EndgameSolver.EXACT));
            }
        }
        assertTrue(EndgameSolver.tableDepth(60, EndgameSolver.EXACT) <= 255, "the table keeps 8 bits of depth");
    }

    /** The forum positions (fforum-20-39.obf) with {@code from} to {@code to} empties, in the file's order. */
    static List<Obf.Entry> forumPositions(int from, int to) throws IOException {
        try (Reader r = Files.newBufferedReader(DataFiles.path("ffo/fforum-20-39.obf"))) {
            return Obf.read(r, OthelloVariant.OTHELLO).entries().stream()
                    .filter(e -> e.position().empties() >= from && e.position().empties() <= to).toList();
        }
    }

    /**
     * From 20 empties the root runs ProbCut's selective passes before the exact search, in the same table:
     * the forum positions of 20 to 22 empties (#26 to #37) still get their published scores, with a best
     * move among the published best, and the passes did cut (their shallow searches ran).
     */
    @Test
    void forumPositionsOfTwentyToTwentyTwoEmptiesStayExactAfterTheSelectivePasses() throws Exception {
        int solved = 0;
        EndgameSolver solver = new EndgameSolver(new TranspositionTable(16 << 20), Evaluator.shipped());
        for (Obf.Entry entry : forumPositions(EndgameSolver.SELECTIVE_MIN, 22)) {
            BitboardPosition pos = (BitboardPosition) entry.position();
            solver.resetNodes();
            EndgameSolver.RootResult r = solver.solveRoot(pos.player(), pos.opponent());
            assertEquals((int) entry.bestScore(), r.score(), entry.comment());
            assertTrue(entry.knownMoves().stream().anyMatch(m -> m.score() == r.score()
                    && m.move().square(8) == r.move()), () -> entry.comment() + ": " + r);
            assertTrue(solver.selectiveProbeNodes() > 0, entry.comment());
            solved++;
        }
        assertEquals(12, solved);
    }

    /**
     * A clock that stops the solve once a selective pass has finished (the timed level at 20 empties
     * with its second running out) still leaves that pass's move and score: on the forum positions of
     * 20 to 22 empties, a legal move whose exact value is within 8 discs of the best.
     */
    @Test
    void aSolveStoppedAfterASelectivePassStillHasThePasssMove() throws Exception {
        EndgameSolver solver = new EndgameSolver(new TranspositionTable(16 << 20), Evaluator.shipped());
        EndgameSolver exact = new EndgameSolver(new TranspositionTable(16 << 20));
        int stopped = 0;
        for (Obf.Entry entry : forumPositions(EndgameSolver.SELECTIVE_MIN, 22)) {
            BitboardPosition pos = (BitboardPosition) entry.position();
            long p = pos.player();
            long o = pos.opponent();
            solver.setStop(nodes -> solver.lastSelectivePass() != null);
            assertThrows(SearchAborted.class, () -> solver.solveRoot(p, o), entry.comment());
            EndgameSolver.RootResult pass = solver.lastSelectivePass();
            assertTrue((Bitboards.moves(p, o) & (1L << pass.move())) != 0, entry.comment() + ": " + pass);
            long f = Bitboards.flips(pass.move(), p, o);
            int kept = -exact.solve(o ^ f, p ^ f ^ (1L << pass.move()), -64, 64);
            assertTrue(kept >= entry.bestScore() - 8, () -> entry.comment() + ": " + pass + " keeps " + kept);
            solver.setStop(null);
            stopped++;
        }
        assertEquals(12, stopped);
    }
}
