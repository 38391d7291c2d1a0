package org.othellier.engine.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.othellier.engine.Level;
import org.othellier.engine.TimeBudget;
import org.othellier.engine.othello.EndgameSolverTest;
import org.othellier.engine.othello.EngineTime;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.engine.othello.SearchResult;
import org.othellier.formats.Obf;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Transcript;

/**
 * Simulated clock games: time is not read from the machine but charged per node searched (one
 * millisecond a node, so that a 25-minute game is about a million nodes a side), plus a fixed cost
 * per move for showing it on the board. The strongest level plays both sides; neither may run out.
 */
class TimeManagementTest {

    static final long NS_PER_NODE = 1_000_000L;
    static final long MOVE_OVERHEAD_MS = 30;

    /** A clock that is the move's start time plus the nodes it has searched times the rate. */
    static final class NodeClock implements EngineTime {
        long moveStart;

        @Override
        public long nanos(long nodes) {
            return moveStart + nodes * NS_PER_NODE;
        }
    }

    @ParameterizedTest(name = "{0} minutes a side, increment {1} s")
    @CsvSource({"1, 0", "5, 0", "25, 0", "1, 2"})
    void theStrongestLevelNeverLosesOnTime(int minutes, int incrementSeconds) {
        NodeClock clock = new NodeClock();
        OthelloEngine engine = new OthelloEngine(1 << 22, Evaluator.shipped(), clock, 42);
        engine.setPollInterval(16);
        Level top = Level.of(Level.MAX);
        long[] remaining = {minutes * 60_000L, minutes * 60_000L};
        long[] used = new long[2];
        OthelloGame game = Transcript.replay(OthelloVariant.OTHELLO, "f5d6c3d3c4");
        while (!game.isOver()) {
            int side = game.position().toMove() == Side.BLACK ? 0 : 1;
            if (game.position().mustPass()) {
                game.play(OthelloMove.PASS);
                continue;
            }
            TimeBudget budget = new TimeBudget(remaining[side], incrementSeconds * 1000L, 0, 0);
            SearchResult r = engine.think(game.position(), top, budget, null);
            long spent = r.nodes() * NS_PER_NODE / 1_000_000L + MOVE_OVERHEAD_MS;
            remaining[side] -= spent;
            used[side] += spent;
            assertTrue(remaining[side] > 0, "side " + side + " ran out of time at ply " + game.ply()
                    + " after a move of " + spent + " ms; budget " + budget);
            remaining[side] += incrementSeconds * 1000L;
            game.play(r.move());
        }
        long total = minutes * 60_000L;
        // It does use its clock: at least a fifth of it, or the levels above depth-limited play mean nothing.
        assertTrue(used[0] > total / 5 && used[1] > total / 5, "used " + used[0] + " and " + used[1] + " of " + total);
    }

    @Test
    void withoutAClockTheMoveTimeIsSpentButNeverExceeded() {
        // No new iteration after 45% of the move time, stopped at all of it: in the middle game every
        // move takes between the two (a move's time is its nodes at a millisecond each).
        NodeClock clock = new NodeClock();
        OthelloEngine engine = new OthelloEngine(1 << 22, Evaluator.shipped(), clock, 42);
        engine.setPollInterval(1);
        Level timed = Level.of(Level.MAX).withMoveTime(2_000);
        OthelloGame game = Transcript.replay(OthelloVariant.OTHELLO, "f5d6c3d3c4");
        while (game.position().empties() > 30) {
            SearchResult r = engine.think(game.position(), timed, null, null);
            long ms = r.nodes() * NS_PER_NODE / 1_000_000L;
            assertTrue(ms >= 900 && ms <= 2_001, "a move of " + ms + " ms at " + game.position().empties() + " empties");
            game.play(r.move());
        }
    }

    /**
     * From 21 to 24 empties a second is too short for the exact solve level 10 would make, and its
     * middle-game iterations stop a ply short of the end: the move comes from a probable solve (the
     * solver's selective passes) instead. On the forum positions of 21 to 24 empties, with a clock
     * charging 100 ns a node (about the solver's speed on the development machine), the move sees to
     * the end of the game, keeps its published value within 4 discs, and the second is not exceeded.
     */
    @Test
    void fromTwentyOneToTwentyFourEmptiesATimedMoveEndsWithAProbableSolve() throws Exception {
        OthelloEngine engine = new OthelloEngine(16 << 20, Evaluator.shipped(), nodes -> nodes * 100L, 1);
        engine.setPollInterval(16);
        Level timed = Level.of(Level.MAX).withMoveTime(1_000);
        int played = 0;
        for (Obf.Entry entry : EndgameSolverTest.forumPositions(21, 24)) {
            int empties = entry.position().empties();
            engine.newGame();
            SearchResult r = engine.think(entry.position(), timed, null, null);
            String where = "line " + entry.line() + ", " + empties + " empties";
            assertEquals(empties, r.depth(), where + ": the move does not see the end");
            assertTrue(r.nodes() <= 10_000_000L + 16, where + ": " + r.nodes() + " nodes");
            int kept = entry.knownMoves().stream().filter(m -> m.move().equals(r.move()))
                    .mapToInt(Obf.ScoredMove::score).findFirst().orElse(Integer.MIN_VALUE);
            assertTrue(kept >= entry.bestScore() - 4, where + ": " + r.move() + " keeps " + kept);
            played++;
        }
        assertEquals(4, played);
    }
}
