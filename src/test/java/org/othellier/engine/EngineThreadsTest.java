package org.othellier.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.othellier.game.Side;
import org.othellier.game.othello.BitboardPosition;
import org.othellier.game.othello.Position;
import org.othellier.game.othello.Variant;
import org.othellier.store.Obf;

/** An engine whose exact solves run on several threads ({@code players.ai-threads}, {@code nboard --threads}). */
class EngineThreadsTest {

    private static Engine engine(int threads) {
        return new Engine(8 << 20, Evaluator.shipped(), EngineTime.SYSTEM, 1, threads);
    }

    /** The forum positions of 20 to 22 empties: the published score and a published best move, solved on three threads. */
    @Test
    void threeThreadsSolveTheForumPositions() throws Exception {
        Engine engine = engine(3);
        for (Obf.Entry entry : EndgameSolverTest.forumPositions(EndgameSolver.SELECTIVE_MIN, 22)) {
            SearchResult r = engine.solve(entry.position(), null);
            String what = "fforum-20-39.obf line " + entry.line();
            assertEquals((double) entry.bestScore(), r.score(), what);
            assertTrue(entry.knownMoves().stream().anyMatch(m -> m.score() == r.score() && m.move().equals(r.move())),
                    () -> what + ": " + r.move());
        }
    }

    /** A level that solves from 16 empties plays, on two threads, a move worth the exact score one thread finds. */
    @Test
    void aLevelOnTwoThreadsFindsTheExactScoreOfOne() {
        Engine one = engine(1);
        Engine two = engine(2);
        SplittableRandom random = new SplittableRandom(28);
        for (int i = 0; i < 8; i++) {
            long[] pos = Boards.randomPosition(random, 16);
            Position position = new BitboardPosition(Variant.OTHELLO, pos[0], pos[1], Side.BLACK);
            if (position.mustPass()) {
                continue;
            }
            SearchResult expected = one.think(position, Level.of(8), null, null);
            SearchResult r = two.think(position, Level.of(8), null, null);
            assertTrue(expected.exact() && r.exact(), position.toObf());
            assertEquals(expected.score(), r.score(), 0.0, position.toObf());
            assertEquals(expected.score(), -one.solve(position.play(r.move()), null).score(), 0.0, position.toObf());
        }
    }

    /**
     * A solve cancelled halfway (by its count of looks at the cancellation, well into the exact search,
     * where the threads share the work) ends with the cancellation; the next solve is whole.
     */
    @Test
    void aCancelledSolveLeavesTheThreadsReadyForTheNext() throws Exception {
        Obf.Entry entry = EndgameSolverTest.forumPositions(22, 22).get(0);
        AtomicInteger looks = new AtomicInteger();
        engine(2).solve(entry.position(), () -> looks.incrementAndGet() < 0);
        int half = looks.get() / 2;
        assertTrue(half > 10, "looks " + looks);
        Engine engine = engine(2);
        AtomicInteger polls = new AtomicInteger();
        assertThrows(CancellationException.class, () -> engine.solve(entry.position(), () -> polls.incrementAndGet() > half));
        assertEquals((double) entry.bestScore(), engine.solve(entry.position(), null).score());
    }
}
