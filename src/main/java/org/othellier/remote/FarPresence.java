package org.othellier.remote;

import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import org.othellier.clock.TimeSource;

/**
 * Whether the far board of a remote game is there, as this board can tell (docs/REMOTE.md, "Outages"): away while
 * this board's own connection to the broker is down, or when nothing of the far board (a move, a request, its
 * heartbeat every {@link #HEARTBEAT_MILLIS}) has come for {@link #SILENCE_MILLIS}. Time is the given monotonic source.
 * Called from the link's thread only.
 */
final class FarPresence {

    /** How often a board in a remote game tells the far board it is there. */
    static final long HEARTBEAT_MILLIS = 2000;
    /** Silence after which the far board counts as away: three heartbeats missed. */
    static final long SILENCE_MILLIS = 3 * HEARTBEAT_MILLIS;

    /** What the link does for the presence: tells the far board, and tells the game. */
    interface Far {
        /** Tells the far board this one is there. */
        void alive();

        /** Tells the game the far board is away since {@code since} (the source's time), {@code why} in words. */
        void away(long since, String why);

        /** Tells the game the far board is back. */
        void back();
    }

    private static final DateTimeFormatter SINCE = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final TimeSource time;
    private long lastHeard;
    private long linkDownSince = -1;
    /** When the last heartbeat went, -1: none yet. */
    private long aliveSent = -1;
    /** The absence last told to the game: since when, -1 while there. */
    private long awayTold = -1;

    FarPresence(TimeSource time) {
        this.time = time;
        this.lastHeard = time.nowMillis();
    }

    /**
     * Every second: this board's link is {@code connected}, in a game with board {@code far} (null: none). Tells the
     * far board this one is there every heartbeat, and the game each change of the far board's presence.
     */
    void watch(boolean connected, String far, Far to) {
        link(connected);
        if (far == null) {
            awayTold = -1;
            return;
        }
        long now = time.nowMillis();
        if (connected && (aliveSent < 0 || now - aliveSent >= HEARTBEAT_MILLIS)) {
            aliveSent = now;
            to.alive();
        }
        long since = awaySince();
        if (since == awayTold) {
            return;
        }
        awayTold = since;
        if (since < 0) {
            to.back();
        } else {
            long wall = System.currentTimeMillis() - (now - since);
            to.away(since, why(far) + " since " + SINCE.format(LocalTime.ofInstant(Instant.ofEpochMilli(wall),
                    ZoneId.systemDefault())));
        }
    }

    /** Something came from the far board. */
    void heard() {
        lastHeard = time.nowMillis();
    }

    /** A new game, or this board just started: the far board gets its full silence before it counts as away. */
    void reset() {
        lastHeard = time.nowMillis();
    }

    /** This board's connection to the broker is {@code up} or not. */
    void link(boolean up) {
        long now = time.nowMillis();
        if (!up && linkDownSince < 0) {
            linkDownSince = now;
        } else if (up && linkDownSince >= 0) {
            linkDownSince = -1;
            lastHeard = Math.max(lastHeard, now); // the far board gets its full silence once the broker is back
        }
    }

    /** Since when (the source's time) the far board is away, or -1 while it is there. */
    long awaySince() {
        long silentSince = time.nowMillis() - lastHeard > SILENCE_MILLIS ? lastHeard : -1;
        if (linkDownSince >= 0) {
            return silentSince >= 0 ? Math.min(silentSince, linkDownSince) : linkDownSince;
        }
        return silentSince;
    }

    /** Why, in words, when away: the broker out of reach here, or the far board silent. */
    String why(String far) {
        return linkDownSince >= 0 ? "the broker is out of reach" : far + "'s board is away";
    }
}
