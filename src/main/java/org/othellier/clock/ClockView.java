package org.othellier.clock;

import org.othellier.game.Side;

/**
 * The clock as it stands at one instant: what every display (seven-segment, LCD, web page) and the
 * LEDs show. Made by {@link ClockState#view}; formatted by {@link ClockFace}.
 *
 * @param phase  whether the clock is ready, running, paused, flagged or stopped
 * @param toMove the player whose time runs (or would run); after a flag fall, the player who flagged
 * @param at     the instant of the view
 */
public record ClockView(ClockState.Phase phase, Side toMove, long at, SideControl.Mode mode, Player black, Player white) {

    public Player of(Side side) {
        return side == Side.BLACK ? black : white;
    }

    /**
     * One player's side of the clock.
     *
     * @param main           main time left; for a count-up clock the time counted so far
     * @param delay          simple delay left in the current turn (0 when none runs)
     * @param overtime       the main time is used up and byo-yomi runs
     * @param overtimeKind   the kind of overtime of this player's control
     * @param periods        byo-yomi: periods left, the current one included; Canadian: moves left to make in the period
     * @param period         time left in the current byo-yomi or Canadian period
     * @param moves          moves made
     * @param stage          the current stage, from 0
     * @param stageMovesLeft moves to make before the next stage's time is added, 0 when none
     * @param timeToFlag     how long before the flag falls if nobody presses ({@link Long#MAX_VALUE}: never)
     * @param lowTime        how many warning thresholds the time is at or below (0: none)
     * @param flagged        this player's flag fell
     * @param used           how long this player's clock has run in the game
     */
    public record Player(Side side, boolean toMove, long main, long delay, boolean overtime, SideControl.Overtime.Kind overtimeKind,
            int periods, long period, int moves, int stage, int stageMovesLeft, long timeToFlag, int lowTime, boolean flagged,
            long used) {

        /** The time the display shows: the period in overtime, otherwise the main time. */
        public long shown() {
            return overtime ? period : main;
        }
    }
}
