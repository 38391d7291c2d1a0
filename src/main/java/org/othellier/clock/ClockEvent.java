package org.othellier.clock;

import org.othellier.game.Side;

/**
 * What happened on the clock, each at its exact instant ({@link #at}, on the time source's
 * milliseconds). Commands return the events they caused, and {@link ClockState#poll} returns the ones
 * time alone caused (delay over, overtime, a period used, low time, the flag), in order.
 */
public sealed interface ClockEvent {

    long at();

    /** The clock started; {@code toMove}'s time runs. */
    record Started(Side toMove, long at) implements ClockEvent {
    }

    /** {@code side} ended its turn with a move, its {@code moves}-th; the opponent's time runs. */
    record Pressed(Side side, int moves, long at) implements ClockEvent {
    }

    /** {@code side} had to pass: its turn ended without a move and the opponent's time runs again. */
    record Passed(Side side, long at) implements ClockEvent {
    }

    /** The arbiter stopped both clocks. */
    record Paused(long at) implements ClockEvent {
    }

    /** The arbiter restarted the clock of the player to move. */
    record Resumed(long at) implements ClockEvent {
    }

    /** The arbiter added {@code deltaMillis} (negative: took away) to {@code side}'s time. */
    record Adjusted(Side side, long deltaMillis, long at) implements ClockEvent {
    }

    /** The arbiter corrected {@code side}'s move counter to {@code moves}. */
    record MovesSet(Side side, int moves, long at) implements ClockEvent {
    }

    /** The game ended on the board; the clock is frozen. */
    record Stopped(long at) implements ClockEvent {
    }

    /** The simple delay of {@code side}'s turn is over: its main time runs from now. */
    record DelayOver(Side side, long at) implements ClockEvent {
    }

    /** {@code side} made the moves of a stage: stage {@code stage} (from 0) begins with {@code addedMillis} more. */
    record NextStage(Side side, int stage, long addedMillis, long at) implements ClockEvent {
    }

    /** {@code side}'s main time is used up and its byo-yomi begins. */
    record OvertimeStarted(Side side, long at) implements ClockEvent {
    }

    /** A byo-yomi period of {@code side} ran out; {@code periodsLeft} remain, the current one included. */
    record PeriodUsed(Side side, int periodsLeft, long at) implements ClockEvent {
    }

    /** {@code side}'s time (or overtime period) came down to the warning threshold {@code thresholdMillis}. */
    record LowTime(Side side, long thresholdMillis, long at) implements ClockEvent {
    }

    /**
     * {@code side}'s time ran out at {@code at}, exactly; the clock is frozen. The game decides the
     * result (O-13: {@code OthelloPosition.timeForfeit(side)}); the clock never does.
     */
    record Flagged(Side side, long at) implements ClockEvent {
    }

    /** A command that had no effect, and why: {@code side} is the player for a press or pass, else null. */
    record Ignored(Command command, Side side, Reason reason, long at) implements ClockEvent {
    }

    /** The commands a clock takes. */
    enum Command { START, PRESS, PASS, PAUSE, RESUME, ADJUST, SET_MOVES, STOP }

    /** Why a command was ignored. */
    enum Reason { NOT_YOUR_TURN, NOT_STARTED, ALREADY_STARTED, PAUSED, NOT_PAUSED, FLAGGED, STOPPED }

    /** One line for a log or a terminal, such as "White pressed (move 12)". */
    default String describe() {
        return switch (this) {
            case Started s -> "clock started, " + name(s.toMove()) + " to move";
            case Pressed p -> name(p.side()) + " pressed (move " + p.moves() + ")";
            case Passed p -> name(p.side()) + " passes, " + name(p.side().opponent()) + " moves again";
            case Paused p -> "paused";
            case Resumed r -> "resumed";
            case Adjusted a -> name(a.side()) + "'s time " + (a.deltaMillis() < 0 ? "-" : "+") + Durations.format(Math.abs(a.deltaMillis()));
            case MovesSet m -> name(m.side()) + "'s move counter set to " + m.moves();
            case Stopped s -> "stopped";
            case DelayOver d -> name(d.side()) + "'s delay is over";
            case NextStage n -> name(n.side()) + " reached stage " + (n.stage() + 1) + ", +" + Durations.format(n.addedMillis());
            case OvertimeStarted o -> name(o.side()) + " is in byo-yomi";
            case PeriodUsed p -> name(p.side()) + " used a byo-yomi period, " + p.periodsLeft() + " left";
            case LowTime l -> name(l.side()) + " is down to " + Durations.format(l.thresholdMillis());
            case Flagged f -> name(f.side()) + "'s flag fell";
            case Ignored i -> (i.side() == null ? "" : name(i.side()) + "'s ") + i.command().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                    + " ignored: " + i.reason().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        };
    }

    private static String name(Side side) {
        return side == Side.BLACK ? "Black" : "White";
    }
}
