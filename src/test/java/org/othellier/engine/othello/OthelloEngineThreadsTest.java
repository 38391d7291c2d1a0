package org.othellier.engine.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.othellier.engine.Level;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.formats.Obf;
import org.othellier.game.Side;
import org.othellier.game.othello.BitboardPosition;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;

/** An engine whose searches run on several threads ({@code players.ai-threads}, {@code nboard --threads}). */
class OthelloEngineThreadsTest {

    private static OthelloEngine engine(int threads) {
        return new OthelloEngine(8 << 20, Evaluator.shipped(), EngineTime.SYSTEM, 1, threads);
    }

    /** The forum positions of 20 to 22 empties: the published score and a published best move, solved on three threads. */
    @Test
    void threeThreadsSolveTheForumPositions() throws Exception {
        OthelloEngine engine = engine(3);
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
        OthelloEngine one = engine(1);
        OthelloEngine two = engine(2);
        SplittableRandom random = new SplittableRandom(28);
        for (int i = 0; i < 8; i++) {
            long[] pos = Boards.randomPosition(random, 16);
            OthelloPosition position = new BitboardPosition(OthelloVariant.OTHELLO, pos[0], pos[1], Side.BLACK);
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
     * A level searching the middle game to a fixed depth, full width, finds on three threads the score
     * one thread finds (a full-width search's value does not depend on how its nodes are shared out),
     * and counts the helpers' nodes too.
     */
    @Test
    void aFixedDepthLevelOnThreadsFindsTheScoreOfOne() {
        OthelloEngine one = engine(1);
        OthelloEngine three = engine(3);
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 10; i++) {
            long[] pos = Boards.randomPosition(random, 30 + i);
            OthelloPosition position = new BitboardPosition(OthelloVariant.OTHELLO, pos[0], pos[1], Side.BLACK);
            if (position.mustPass()) {
                continue;
            }
            one.newGame(); // a position met again from another root with more plies left would read the deeper value
            three.newGame();
            SearchResult expected = one.think(position, Level.of(7), null, null);
            SearchResult r = three.think(position, Level.of(7), null, null);
            assertEquals(expected.score(), r.score(), 0.0, position.toObf());
            assertEquals(Level.of(7).depth(), r.depth(), position.toObf());
        }
    }

    /**
     * Middle-game searches cancelled halfway on two threads, at a fixed depth and on time: each still
     * plays a legal move, and the next search at the same depth in the same tables scores what a fresh
     * engine scores (nothing half-searched was stored, no thread kept the stopped search's state).
     */
    @Test
    void aCancelledMiddleGameSearchLeavesTheTablesAndThreadsReady() {
        SplittableRandom random = new SplittableRandom(3);
        OthelloEngine engine = engine(2);
        OthelloEngine counting = engine(2);
        OthelloEngine fresh = engine(1);
        for (int i = 0; i < 4; i++) {
            long[] pos = Boards.randomPosition(random, 34 + i);
            OthelloPosition position = new BitboardPosition(OthelloVariant.OTHELLO, pos[0], pos[1], Side.BLACK);
            if (position.mustPass()) {
                continue;
            }
            for (OthelloEngine e : new OthelloEngine[] {engine, counting, fresh}) {
                e.newGame(); // a position met again from another root with more plies left would read the deeper value
            }
            AtomicInteger looks = new AtomicInteger();
            counting.think(position, Level.of(8), null, () -> looks.incrementAndGet() < 0);
            int half = looks.get() / 2;
            for (Level level : new Level[] {Level.of(10).withMoveTime(60_000), Level.of(8)}) {
                AtomicInteger polls = new AtomicInteger();
                SearchResult stopped = engine.think(position, level, null, () -> polls.incrementAndGet() > half);
                assertTrue(position.legalMoves().contains(stopped.move()), position.toObf());
            }
            assertEquals(fresh.think(position, Level.of(8), null, null).score(),
                    engine.think(position, Level.of(8), null, null).score(), 0.0, position.toObf());
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
        OthelloEngine engine = engine(2);
        AtomicInteger polls = new AtomicInteger();
        assertThrows(CancellationException.class, () -> engine.solve(entry.position(), () -> polls.incrementAndGet() > half));
        assertEquals((double) entry.bestScore(), engine.solve(entry.position(), null).score());
    }
}
