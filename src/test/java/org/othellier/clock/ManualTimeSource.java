package org.othellier.clock;

import java.util.concurrent.atomic.AtomicLong;

/** A time source that moves only when told to: tests walk through hours of play in microseconds. Thread-safe. */
public final class ManualTimeSource implements TimeSource {

    private final AtomicLong now;

    public ManualTimeSource(long start) {
        this.now = new AtomicLong(start);
    }

    public ManualTimeSource() {
        this(0);
    }

    @Override
    public long nowMillis() {
        return now.get();
    }

    /** Moves time forward by {@code millis} (never back) and returns the new instant. */
    public long advance(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("time does not go back (" + millis + " ms)");
        }
        return now.addAndGet(millis);
    }

    /** Moves time to {@code instant}, which must not be earlier than now. */
    public void set(long instant) {
        now.accumulateAndGet(instant, (old, x) -> {
            if (x < old) {
                throw new IllegalArgumentException("time does not go back (from " + old + " to " + x + ")");
            }
            return x;
        });
    }
}
