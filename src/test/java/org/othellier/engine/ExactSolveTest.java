package org.othellier.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.othellier.game.othello.Bitboards;

/** The solver on one and on two threads against plain minimax: the same exact score, and a best move that scores it. */
class ExactSolveTest {

    @Test
    void oneAndTwoThreadsGiveTheExactScoreAndABestMove() {
        ExactSolve one = new ExactSolve(1 << 20, 1);
        ExactSolve two = new ExactSolve(1 << 20, 2);
        SplittableRandom random = new SplittableRandom(20261124);
        for (int i = 0; i < 60; i++) {
            long[] pos = Boards.randomPosition(random, 10 + i % 5);
            int expected = EndgameSolverTest.reference(pos[0], pos[1], -64, 64);
            for (ExactSolve solve : new ExactSolve[] {one, two}) {
                ExactSolve.Result r = solve.solve(pos[0], pos[1]);
                assertEquals(expected, r.score(), () -> EndgameSolverTest.describe(pos));
                long f = Bitboards.flips(r.move(), pos[0], pos[1]);
                assertEquals(expected, -EndgameSolverTest.reference(pos[1] ^ f, pos[0] ^ f ^ (1L << r.move()), -64, 64),
                        () -> EndgameSolverTest.describe(pos));
            }
        }
    }
}
