package org.othellier.engine.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.othellier.engine.othello.Boards;
import org.othellier.engine.othello.EndgameSolver;
import org.othellier.engine.othello.EndgameSolverTest;
import org.othellier.engine.othello.ExactSolve;
import org.othellier.formats.Obf;
import org.othellier.game.othello.BitboardPosition;
import org.othellier.game.othello.Bitboards;

/**
 * The solver on one and on several threads (young brothers wait, {@link SplitPoints}): the same exact
 * score, and a best move that scores it. Four threads, more than the two cores CI runs on, also
 * interleave in ways that two threads on two cores rarely do.
 */
class ExactSolveTest {

    @Test
    void oneTwoAndFourThreadsGiveTheExactScoreAndABestMove() {
        SplittableRandom random = new SplittableRandom(20261124);
        try (ExactSolve one = new ExactSolve(1 << 20, 1);
                ExactSolve two = new ExactSolve(1 << 20, 2);
                ExactSolve four = new ExactSolve(1 << 20, 4)) {
            for (int i = 0; i < 60; i++) {
                long[] pos = Boards.randomPosition(random, 10 + i % 5);
                int expected = EndgameSolverTest.reference(pos[0], pos[1], -64, 64);
                for (ExactSolve solve : new ExactSolve[] {one, two, four}) {
                    ExactSolve.Result r = solve.solve(pos[0], pos[1]);
                    assertEquals(expected, r.score(), () -> EndgameSolverTest.describe(pos));
                    long f = Bitboards.flips(r.move(), pos[0], pos[1]);
                    assertEquals(expected,
                            -EndgameSolverTest.reference(pos[1] ^ f, pos[0] ^ f ^ (1L << r.move()), -64, 64),
                            () -> EndgameSolverTest.describe(pos));
                }
            }
        }
    }

    /**
     * The forum positions of 20 to 22 empties (#26 to #37), where nodes are split many levels deep and
     * moves fail high beside searches still running below them: their published scores, a published
     * best move, on two and four threads; and the helpers did search (their nodes count).
     */
    @Test
    void forumPositionsSplitAmongThreadsKeepTheirPublishedScores() throws Exception {
        for (int threads : new int[] {2, 4}) {
            try (ExactSolve solve = new ExactSolve(16 << 20, threads)) {
                for (Obf.Entry entry : EndgameSolverTest.forumPositions(EndgameSolver.SELECTIVE_MIN, 22)) {
                    BitboardPosition pos = (BitboardPosition) entry.position();
                    ExactSolve.Result r = solve.solve(pos.player(), pos.opponent());
                    String what = threads + " threads, fforum-20-39.obf line " + entry.line();
                    assertEquals((int) entry.bestScore(), r.score(), what);
                    assertTrue(entry.knownMoves().stream().anyMatch(m -> m.score() == r.score()
                            && m.move().square(8) == r.move()), () -> what + ": " + r);
                    assertTrue(solve.helperNodes() > 0, what);
                }
            }
        }
    }

    /**
     * Random positions of 14 to 19 empties, one after the other in the same table: four threads agree with
     * one on the score, and their move keeps it. A wrong bound left in the table by one solve (a node that
     * stored the best of its moves when a cut above had stopped some of them) shows in a later one.
     */
    @Test
    void fourThreadsAgreeWithOneFromFourteenEmpties() {
        SplittableRandom random = new SplittableRandom(20261128);
        try (ExactSolve one = new ExactSolve(4 << 20, 1); ExactSolve four = new ExactSolve(4 << 20, 4)) {
            for (int i = 0; i < 60; i++) {
                long[] pos = Boards.randomPosition(random, 14 + i % 6);
                ExactSolve.Result expected = one.solve(pos[0], pos[1]);
                ExactSolve.Result r = four.solve(pos[0], pos[1]);
                assertEquals(expected.score(), r.score(), () -> EndgameSolverTest.describe(pos));
                if (r.move() >= 0) {
                    long f = Bitboards.flips(r.move(), pos[0], pos[1]);
                    assertEquals(expected.score(), -one.solve(pos[1] ^ f, pos[0] ^ f ^ (1L << r.move())).score(),
                            () -> EndgameSolverTest.describe(pos));
                }
            }
        }
    }
}
