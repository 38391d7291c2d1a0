package org.othellier.app;

import org.othellier.board.othello.FlipWatch;

/**
 * How both games' controllers read the board (the board section of the configuration).
 *
 * @param settleMillis     a frame counts once unchanged for this long
 * @param lostTrackMillis  a mismatch this old turns the LEDs into the way back
 * @param hints            show the legal moves of a person to move
 * @param lastMove         show the last move
 * @param checkpointMillis how often the running clock is written down between events
 * @param unliftedFlips    on a presence board, what a press does when a disc to flip was never seen lifted
 */
public record BoardConfig(long settleMillis, long lostTrackMillis, boolean hints, boolean lastMove, long checkpointMillis,
                           FlipWatch.Mode unliftedFlips) {
    public static final BoardConfig DEFAULTS = new BoardConfig(250, 3000, false, false, 5_000);

    /**
     * Unlifted flips taken at once ({@code off}): the tools' and the harnesses' boards, whose hands turn a presence
     * board's discs in place. The service's configuration has its own default, a second press confirms (docs/CONFIG.md).
     */
    public BoardConfig(long settleMillis, long lostTrackMillis, boolean hints, boolean lastMove, long checkpointMillis) {
        this(settleMillis, lostTrackMillis, hints, lastMove, checkpointMillis, FlipWatch.Mode.OFF);
    }

    public BoardConfig withUnliftedFlips(FlipWatch.Mode mode) {
        return new BoardConfig(settleMillis, lostTrackMillis, hints, lastMove, checkpointMillis, mode);
    }
}
