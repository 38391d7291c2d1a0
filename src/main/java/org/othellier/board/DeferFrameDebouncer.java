package org.othellier.board;

import java.util.Optional;
import java.util.OptionalLong;

/**
 * Debounce "defer, whole frame" (one of the four named in hardware/README.md, tested from firmware-protocol/vectors/
 * debounce.txt): passes on a sensor frame only once it has stood unchanged for the settle time, so a disc slid
 * across squares, a hand hovering, a bouncing switch or the brief lift of a flip never reaches the
 * reconciler. Time comes in as explicit instants (milliseconds on the service's monotonic clock);
 * nothing here reads a clock. Not thread-safe: the game's event loop owns it.
 */
public final class DeferFrameDebouncer {

    private final long settleMillis;
    private SensorFrame candidate;
    private long candidateSince;
    private SensorFrame stable;

    public DeferFrameDebouncer(long settleMillis) {
        if (settleMillis < 0) {
            throw new IllegalArgumentException("settle time " + settleMillis + " ms is negative");
        }
        this.settleMillis = settleMillis;
    }

    public long settleMillis() {
        return settleMillis;
    }

    /**
     * A frame read at {@code now}. Returns the new stable frame when this frame makes one (a settle
     * time of 0 passes every change at once), otherwise empty.
     */
    public Optional<SensorFrame> offer(SensorFrame frame, long now) {
        if (!frame.equals(candidate)) {
            candidate = frame;
            candidateSince = now;
        }
        return poll(now);
    }

    /** Called when the timer of {@link #deadline()} fires: the candidate becomes stable if its time has come. */
    public Optional<SensorFrame> poll(long now) {
        if (candidate == null || candidate.equals(stable) || now - candidateSince < settleMillis) {
            return Optional.empty();
        }
        stable = candidate;
        return Optional.of(stable);
    }

    /** Makes the latest frame stable now, whatever its age: a clock press says the board is done. */
    public void settle() {
        if (candidate != null) {
            stable = candidate;
        }
    }

    /** When the frame waiting to settle becomes stable if nothing changes; empty when none waits. */
    public OptionalLong deadline() {
        if (candidate == null || candidate.equals(stable)) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(candidateSince + settleMillis);
    }

    /** The last stable frame, or null before the first. */
    public SensorFrame stable() {
        return stable;
    }

    /** The last frame read, stable or not, or null before the first. */
    public SensorFrame latest() {
        return candidate;
    }

    /** Forgets everything (a new board size, say). */
    public void reset() {
        candidate = null;
        stable = null;
    }
}
