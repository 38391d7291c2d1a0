package org.othellier.app.clock;

import java.util.List;
import java.util.OptionalLong;
import org.othellier.engine.TimeBudget;
import org.othellier.game.Side;

/**
 * The game controller's view of the tournament clock: an immutable value driven by explicit
 * instants (milliseconds of the service's monotonic time source). Every command returns a
 * {@link Step} with the clock after it, so the controller can journal the new state before it
 * takes effect. {@link NoClock} is the casual game without a clock; {@link TournamentClock} wraps
 * the tournament clock of {@code org.othellier.clock}.
 */
public interface GameClock {

    /** The clock after a command, whether the command took effect, and a flag fall if one happened. */
    record Step(GameClock clock, boolean accepted, Side flagged, List<String> notes) {
        public Step {
            notes = List.copyOf(notes);
        }

        public static Step of(GameClock clock, boolean accepted) {
            return new Step(clock, accepted, null, List.of());
        }
    }

    /** The time control as written ({@code 25m}, {@code 15m+10s}), or {@code none}. */
    String control();

    /** True once the clock has been started (by the first press or the first move). */
    boolean started();

    /** The side whose time runs, or null when none runs (not started, paused, stopped, no clock). */
    Side running();

    boolean paused();

    /** Starts with {@code first}'s time running. */
    Step start(Side first, long now);

    /** {@code side} ends its turn: the opponent's time runs. Before the start, starts the opponent's time. */
    Step press(Side side, long now);

    /** {@code side}, to move, has no legal move (O-7): the turn returns to the opponent without a press. */
    Step pass(Side side, long now);

    Step pause(long now);

    Step resume(long now);

    /** The game ended on the board: the clock freezes. */
    Step stop(long now);

    /** What time alone did up to {@code now}; a flag fall is reported in the step. */
    Step poll(long now);

    /** The next instant at which {@link #poll} has something to report; empty when nothing can happen. */
    OptionalLong nextEventAt();

    /** The time {@code side} has left at {@code now} in milliseconds, or -1 without a clock. */
    long remaining(Side side, long now);

    /**
     * What a computer player may plan with when it is {@code side}'s turn at {@code now}, or null
     * when no time runs out (no clock, a count-up clock): then the player thinks for its own time.
     */
    TimeBudget budget(Side side, long now);

    /** The texts for the clock display, Black's first. */
    String[] display(long now);

    /**
     * What a 16x2 character display shows in place of {@code texts} (the display's texts at {@code now}): the
     * whole lines of {@code ClockFace.lcd}, who is to move and the moves, delay or periods beside the time. A
     * text that is not the clock's own (Octi's candidate, {@code 2-5}) stays, for the display to put where the
     * time goes. Without a clock, the texts.
     */
    default String[] lines(long now, String[] texts) {
        return texts;
    }

    /** The next instant after {@code now} at which {@link #display} changes by time alone; empty when no time runs. */
    OptionalLong nextDisplayChangeAt(long now);

    /**
     * {@code side}'s time set to {@code leftMillis}, as another board that times that side reported it after its move
     * (a remote game: docs/REMOTE.md); unchanged without a clock, or when the report would leave no time (the flag is
     * the timing board's to decide).
     */
    default GameClock reported(Side side, long leftMillis, long now) {
        return this;
    }

    /** One line that {@link GameClocks#decode} restores. */
    String encode();

    /** The same clock with its instants rebased to a new run's {@code now}: the time in between is charged to nobody. */
    GameClock resumeAt(long now);
}
