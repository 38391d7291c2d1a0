package org.othellier.clock;

/**
 * Where the clock's instants come from: milliseconds on a monotonic scale (never set back, never
 * adjusted by NTP). Only differences matter; the origin is arbitrary and changes with each run of
 * the service, which is why a restored clock is rebased with {@link ClockState#resumeAt}.
 */
@FunctionalInterface
public interface TimeSource {

    long nowMillis();

    /** The running machine's monotonic clock ({@link System#nanoTime()} in whole milliseconds). */
    static TimeSource system() {
        return () -> Math.floorDiv(System.nanoTime(), 1_000_000L);
    }
}
