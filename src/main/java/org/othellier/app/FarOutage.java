package org.othellier.app;

import org.othellier.game.Side;

/**
 * The far board of a remote game, or the broker between the boards, away (docs/REMOTE.md, "Outages"): while the far
 * player is to move their time runs here as an estimate for a grace period, then the clock stands, so that nobody
 * loses on time because of an outage, and it runs again when the far board is back. Owned by the game's controller
 * on the event loop; time is the loop's monotonic milliseconds.
 */
final class FarOutage {

    private Side side;
    private long since = -1;
    private long graceMillis;
    private String why;
    private boolean stood;

    /** {@code side}'s board is away since {@code since}, in words {@code why}; the clock stands after the grace. */
    void away(Side side, long since, long graceMillis, String why) {
        this.side = side;
        this.since = since;
        this.graceMillis = graceMillis;
        this.why = why;
    }

    /** The far board is back: returns whether the clock stood for it (and runs again now). */
    boolean back() {
        boolean was = stood;
        since = -1;
        stood = false;
        why = null;
        return was;
    }

    boolean away() {
        return since >= 0;
    }

    /** Whether the far board has been away for longer than the grace at {@code t}: one side alone may adjourn. */
    boolean pastGrace(long t) {
        return since >= 0 && t - since >= graceMillis;
    }

    long graceMillis() {
        return graceMillis;
    }

    Side side() {
        return side;
    }

    String why() {
        return why;
    }

    /** When the clock is to stand, or {@link Long#MAX_VALUE}: not away, or standing already. */
    long standAt() {
        return since < 0 || stood ? Long.MAX_VALUE : since + graceMillis;
    }

    void stood() {
        stood = true;
    }

    boolean stands() {
        return stood;
    }

    /** A new game: no outage carried over. */
    void reset() {
        back();
    }
}
