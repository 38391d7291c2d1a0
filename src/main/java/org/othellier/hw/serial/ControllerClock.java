package org.othellier.hw.serial;

/**
 * Converts the controller's clock (milliseconds since it started, 32 bits, wrapping after 49.7 days)
 * to the service's monotonic clock. Each PING's ACK carries the controller's time: with the host's
 * send and receive times it gives an offset whose error is at most half the round trip. The offset
 * of the sample with the shortest round trip among the last few is used, so a delayed answer does
 * not skew it, and recent samples follow a slowly drifting resonator. Before the first sample, the
 * one-way time of the HELLO (an upper bound on the offset) stands in. Thread-safe.
 */
final class ControllerClock {

    private static final int WINDOW = 4;
    private static final long WRAP = 1L << 32;

    private final long[] offsets = new long[WINDOW];
    private final long[] roundTrips = new long[WINDOW];
    private int samples;
    private int next;
    private long lastSeen = -1;
    private boolean oneWayOnly;
    private long oneWayOffset;

    /** The controller restarted: its clock starts again from 0. */
    synchronized void reset() {
        samples = 0;
        next = 0;
        lastSeen = -1;
        oneWayOnly = false;
    }

    /** A time on the controller's clock, made continuous across its 32-bit wrap. */
    synchronized long unwrap(long raw) {
        if (lastSeen < 0) {
            lastSeen = raw;
            return raw;
        }
        long candidate = (lastSeen & ~(WRAP - 1)) | raw;
        if (candidate - lastSeen > WRAP / 2) {
            candidate -= WRAP;
        } else if (lastSeen - candidate > WRAP / 2) {
            candidate += WRAP;
        }
        lastSeen = Math.max(lastSeen, candidate);
        return candidate;
    }

    /** A round trip: the host sent at {@code sentAt}, the answer dated {@code controllerTime} came at {@code receivedAt}. */
    synchronized void roundTrip(long sentAt, long receivedAt, long controllerTime) {
        long c = unwrap(controllerTime);
        long rtt = Math.max(0, receivedAt - sentAt);
        offsets[next] = sentAt + rtt / 2 - c;
        roundTrips[next] = rtt;
        next = (next + 1) % WINDOW;
        samples = Math.min(samples + 1, WINDOW);
    }

    /** A message that came at {@code receivedAt}, dated {@code controllerTime}: used only until a round trip is known. */
    synchronized void oneWay(long receivedAt, long controllerTime) {
        long offset = receivedAt - unwrap(controllerTime);
        if (!oneWayOnly || offset < oneWayOffset) {
            oneWayOffset = offset; // the least delayed message is the best bound
        }
        oneWayOnly = true;
    }

    synchronized boolean isSynchronised() {
        return samples > 0;
    }

    /** The error bound of the offset in use: half the shortest round trip in the window, or -1 with none. */
    synchronized long uncertaintyMillis() {
        return samples == 0 ? -1 : roundTrips[best()] / 2;
    }

    /**
     * The host time of an event the controller dated {@code controllerTime}, reported at {@code receivedAt}.
     * Never later than {@code receivedAt}: nothing is reported before it happens.
     */
    synchronized long toHost(long controllerTime, long receivedAt) {
        long c = unwrap(controllerTime);
        long offset;
        if (samples > 0) {
            offset = offsets[best()];
        } else if (oneWayOnly) {
            offset = oneWayOffset;
        } else {
            return receivedAt;
        }
        return Math.min(receivedAt, c + offset);
    }

    private int best() {
        int best = 0;
        for (int i = 1; i < samples; i++) {
            if (roundTrips[i] < roundTrips[best]) {
                best = i;
            }
        }
        return best;
    }
}
