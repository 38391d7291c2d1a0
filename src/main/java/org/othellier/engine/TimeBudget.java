package org.othellier.engine;

/**
 * The clock as the engine sees it when asked for a move: what the companion's clock maps to.
 *
 * @param remainingMs time left on the engine's clock
 * @param incrementMs time added after each of its moves (Fischer), 0 if none
 * @param delayMs     time at the start of each move that is not taken off the clock (simple or
 *                    Bronstein delay), 0 if none
 * @param movesToGo   moves to play before the next time control, 0 when the rest of the game must
 *                    be played on this time (sudden death)
 */
public record TimeBudget(long remainingMs, long incrementMs, long delayMs, int movesToGo) {

    public TimeBudget {
        if (remainingMs < 0 || incrementMs < 0 || delayMs < 0 || movesToGo < 0) {
            throw new IllegalArgumentException("a time budget has no negative parts: " + remainingMs + " ms, +"
                    + incrementMs + " ms, delay " + delayMs + " ms, " + movesToGo + " moves to go");
        }
    }

    /** Sudden death: the whole game on what is left. */
    public static TimeBudget suddenDeath(long remainingMs) {
        return new TimeBudget(remainingMs, 0, 0, 0);
    }
}
