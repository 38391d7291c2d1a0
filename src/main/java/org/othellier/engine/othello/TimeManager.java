package org.othellier.engine.othello;

import org.othellier.engine.TimeBudget;

/**
 * Turns the clock into a plan for one move: a soft target (after which no new iteration starts)
 * and a hard limit (at which the search is stopped and the best move so far is played).
 *
 * <ul>
 *   <li>A reserve is never spent: 3% of the time left plus 100 ms, plus 30 ms for each move the
 *       engine has left to make, so that the last moves can always be made (the engine's own
 *       overhead and the time to show each move, which the search does not see).</li>
 *   <li>The moves left to plan for are the moves to go, or in sudden death the engine's share of
 *       the empty squares, at least 6 and at most 24 (the last ones are cheap: the solver is fast
 *       at few empties, and early time is worth more).</li>
 *   <li>Soft target: the usable time over the moves left, plus 90% of the increment, plus the
 *       delay (which is free). Hard limit: four times the soft target, never more than a third of
 *       the usable time plus the increment, never more than the usable time (the increment is
 *       only credited after the move), plus the delay.</li>
 *   <li>The search may stretch the soft target (see {@link Plan#extended}) where the position needs
 *       it: the best move changed in the last iteration, or its score fell.</li>
 * </ul>
 */
public final class TimeManager {

    /** What a move costs beyond its search (the call, showing the move): kept aside for each move left. */
    static final long MOVE_OVERHEAD_MS = 30;

    private TimeManager() {
    }

    /** A plan for one move, in nanoseconds of thinking. */
    public record Plan(long softNs, long hardNs) {

        /** The soft target stretched by a factor, never past the hard limit. */
        public long extended(double factor) {
            return Math.min(hardNs, (long) (softNs * factor));
        }
    }

    public static Plan plan(TimeBudget budget, int empties) {
        int ourMoves = Math.max(1, (empties + 1) / 2);
        long reserve = budget.remainingMs() * 3 / 100 + 100 + MOVE_OVERHEAD_MS * ourMoves;
        long usable = Math.max(0, budget.remainingMs() - reserve);
        int movesLeft = budget.movesToGo() > 0 ? Math.min(budget.movesToGo(), ourMoves)
                : Math.max(Math.min(6, ourMoves), Math.min(24, ourMoves));
        double soft = (double) usable / movesLeft + 0.9 * budget.incrementMs();
        double hard = Math.min(soft * 4, usable / 3.0 + 0.9 * budget.incrementMs());
        if (budget.movesToGo() == 1) {
            hard = Math.min(usable, soft * 1.0); // the last move before the control: all of it, no more
        }
        hard = Math.min(hard, usable); // the increment comes only after the move
        soft = Math.min(soft, hard);
        long delay = Math.max(0, budget.delayMs() - 20);
        long softMs = Math.max(1, (long) soft + delay);
        long hardMs = Math.max(softMs, (long) hard + delay);
        return new Plan(softMs * 1_000_000L, hardMs * 1_000_000L);
    }
}
