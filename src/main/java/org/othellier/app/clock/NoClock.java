package org.othellier.app.clock;

import java.util.OptionalLong;
import org.othellier.engine.TimeBudget;
import org.othellier.game.Side;

/** A game without a clock: presses still complete moves on a presence board, and nobody's flag falls. */
public record NoClock() implements GameClock {

    public static final NoClock INSTANCE = new NoClock();

    @Override
    public String control() {
        return "none";
    }

    /** Always: there is nothing to start. */
    @Override
    public boolean started() {
        return true;
    }

    @Override
    public Side running() {
        return null;
    }

    @Override
    public boolean paused() {
        return false;
    }

    @Override
    public Step start(Side first, long now) {
        return Step.of(this, true);
    }

    @Override
    public Step press(Side side, long now) {
        return Step.of(this, true);
    }

    @Override
    public Step pass(Side side, long now) {
        return Step.of(this, true);
    }

    @Override
    public Step pause(long now) {
        return Step.of(this, true);
    }

    @Override
    public Step resume(long now) {
        return Step.of(this, true);
    }

    @Override
    public Step stop(long now) {
        return Step.of(this, true);
    }

    @Override
    public Step poll(long now) {
        return Step.of(this, true);
    }

    @Override
    public OptionalLong nextEventAt() {
        return OptionalLong.empty();
    }

    @Override
    public long remaining(Side side, long now) {
        return -1;
    }

    @Override
    public TimeBudget budget(Side side, long now) {
        return null;
    }

    @Override
    public String[] display(long now) {
        return new String[] {"----", "----"};
    }

    @Override
    public OptionalLong nextDisplayChangeAt(long now) {
        return OptionalLong.empty();
    }

    @Override
    public String encode() {
        return "none";
    }

    @Override
    public GameClock resumeAt(long now) {
        return this;
    }
}
