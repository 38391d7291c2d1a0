package org.othellier.hw.serial;

/**
 * Which BUTTON messages are new presses (PROTOCOL.md, "Presses"). The controller numbers each
 * button's presses and sends its latest BUTTON again and again, so a press whose first BUTTON a bad
 * cable damaged still arrives; this keeps, per button, the count the host has delivered, and delivers
 * a press only for a count it has not yet seen. The counts outlive a reconnection (presses made while
 * the cable was out arrive with the controller's repeats), and start again at 0 when the controller
 * restarted. Not thread-safe: the link thread owns it.
 */
final class PressCounts {

    /**
     * How much less than the time that passed a controller's clock may have advanced between two
     * connections before the controller is taken to have restarted: a few round trips, plus 1 % for a
     * ceramic resonator (0.5 %).
     */
    static final long RESTART_SLACK_MS = 500;

    private static final long WRAP = 1L << 32;

    /** How many counts below the newest a late press may still fill in (the controller repeats its last 4). */
    static final int WINDOW = 16;
    private static final long WINDOW_MASK = (1L << WINDOW) - 1;

    private final int[] known = {-1, -1}; // the newest count delivered, per side; -1 before the first
    private final int[] missing = {0, 0}; // per side, bit i: count known - 1 - i has not come
    private long missed;
    // Per side, while its count is not known: this connection's HELLO on the controller's clock; the
    // presses before it (the controller sends its last few after the HELLO) are not this host's business.
    private final long[] adoptBefore = {-1, -1};
    private long lastMs = -1; // the controller's clock when it was last heard
    private long lastAt; // the host's clock then

    /** The controller's clock read {@code controllerMs} at host time {@code now} (a FRAME, an ACK). */
    void clock(long controllerMs, long now) {
        lastMs = controllerMs;
        lastAt = now;
    }

    /**
     * A HELLO at host time {@code now}. Returns true when the controller restarted since it was last
     * heard: it announced itself unasked, or its clock went back or advanced less than the time that
     * passed. Its counts then start again at 0, and every press it reports is new.
     */
    boolean hello(long controllerMs, long now, boolean unasked) {
        boolean restarted = unasked;
        if (lastMs >= 0 && !restarted) {
            long advanced = (controllerMs - lastMs) & (WRAP - 1);
            long elapsed = Math.max(0, now - lastAt);
            restarted = advanced >= WRAP / 2 || advanced + RESTART_SLACK_MS + elapsed / 100 < elapsed;
        }
        for (int side = 0; side < 2; side++) {
            if (restarted) {
                known[side] = 0;
                missing[side] = 0;
            }
            adoptBefore[side] = known[side] < 0 ? controllerMs : -1;
        }
        clock(controllerMs, now);
        return restarted;
    }

    /**
     * A BUTTON of {@code side} (0 black, 1 white) with its press count and first contact. True when it
     * is a new press: a count not yet delivered (newer than the last, or one of the few before it that
     * had not come when a newer one did). False for a repeat, an older press, or, on the first
     * connection, a press made before it.
     */
    boolean press(int side, int count, long contactMs) {
        long since = adoptBefore[side];
        if (since >= 0 && ((contactMs - since) & (WRAP - 1)) >= WRAP / 2) {
            // Made before the first connection: the count to start from, not a press to deliver.
            if (known[side] < 0 || ((count - known[side]) & 0xFFFF) < 0x8000) {
                known[side] = count;
            }
            return false;
        }
        adoptBefore[side] = -1;
        int last = known[side];
        if (last < 0) {
            known[side] = count;
            return true;
        }
        int step = (count - last) & 0xFFFF;
        if (step == 0) {
            return false; // the same press again
        }
        if (step < 0x8000) {
            // Newer: the counts between it and the last have not come (yet: the controller repeats them).
            long gap = (1L << Math.min(step - 1, WINDOW)) - 1;
            missing[side] = (int) ((((long) missing[side] << Math.min(step, WINDOW)) | gap) & WINDOW_MASK);
            missed += step - 1;
            known[side] = count;
            return true;
        }
        int back = (last - count) & 0xFFFF;
        if (back <= WINDOW && (missing[side] & 1 << (back - 1)) != 0) {
            missing[side] &= ~(1 << (back - 1)); // a press that had not come, late and out of order
            missed--;
            return true;
        }
        return false; // older than the last, and already delivered
    }

    /** Presses the controller counted that have not arrived, since the host started. */
    long missed() {
        return missed;
    }
}
