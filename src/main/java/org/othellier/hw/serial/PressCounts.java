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

    private final int[] known = {-1, -1}; // the count delivered last, per side; -1 before the first
    private long helloMs = -1; // this connection's HELLO, on the controller's clock
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
        if (restarted) {
            known[0] = known[1] = 0;
        }
        helloMs = controllerMs;
        clock(controllerMs, now);
        return restarted;
    }

    /**
     * A BUTTON of {@code side} (0 black, 1 white) with its press count and first contact. Returns -1
     * when it is no new press (a repeat, an older one, or, on the first connection, a press made before
     * it), else how many presses of that button never arrived before it.
     */
    int press(int side, int count, long contactMs) {
        int last = known[side];
        if (last < 0) {
            known[side] = count;
            // The first the host hears of this button: a press from before this connection is not its business.
            boolean sinceHello = helloMs >= 0 && ((contactMs - helloMs) & (WRAP - 1)) < WRAP / 2;
            return sinceHello ? 0 : -1;
        }
        int step = (count - last) & 0xFFFF;
        if (step == 0 || step >= 0x8000) {
            return -1; // the same press again, or one older than the last delivered
        }
        known[side] = count;
        return step - 1;
    }
}
