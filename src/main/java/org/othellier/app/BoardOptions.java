package org.othellier.app;

/**
 * How both games' controllers read the board (the board section of the configuration).
 *
 * @param settleMillis     a frame counts once unchanged for this long
 * @param lostTrackMillis  a mismatch this old turns the LEDs into the way back
 * @param hints            show the legal moves of a person to move
 * @param lastMove         show the last move
 * @param checkpointMillis how often the running clock is written down between events
 */
public record BoardOptions(long settleMillis, long lostTrackMillis, boolean hints, boolean lastMove, long checkpointMillis) {
    public static final BoardOptions DEFAULTS = new BoardOptions(250, 3000, false, false, 5_000);
}
