package org.othellier.app;

import java.util.List;
import org.othellier.app.clock.GameClock;
import org.othellier.hw.BoardStatus;
import org.othellier.store.StoreException;

/**
 * The game clock while the board's link is down ({@link BoardSession}): with the controller gone, its buttons and
 * display are dead and the player to move can do nothing, so the running clock stands until the link is back,
 * unless the arbiter runs it anyway. Owned by one game's controller, on the event loop's thread.
 *
 * <p>A stand is charged up to the instant the board was last heard ({@link BoardStatus#lastHeard()}), not the one the
 * driver gave up on it: the driver knows the link is down only after {@code serial.link-timeout-ms} of silence (3 s by
 * default), and all that time the player's presses could not arrive nor the display show the time, so the silence is
 * the outage's start. A healthy link is heard at least every heartbeat, so a player loses nothing to an outage and
 * gains at most a heartbeat. The event loop's ticks polled the clock through the silence; those polls are time alone,
 * so the stand pauses the clock as it was before them, at the instant last heard.
 */
final class LinkOutage {

    private boolean stands;
    private boolean overridden;
    private GameClock beforePolls;
    private GameClock polled;

    /** The clock stands for the link (not paused by anyone). */
    boolean stands() {
        return stands;
    }

    /** A new clock is installed (a new game, a set-up taken, a restart): no outage is known to it yet. */
    void reset() {
        stands = false;
        overridden = false;
    }

    /** A tick polls {@code clock} at {@code t}: the polls since the last command are time alone, which a stand undoes. */
    GameClock.Step poll(GameClock clock, long t) {
        if (clock != polled) {
            beforePolls = clock; // a command made this clock
        }
        GameClock.Step step = clock.poll(t);
        polled = step.clock();
        return step;
    }

    /**
     * The running {@code clock} paused where the outage began, when the board {@code s} says its link is down, the
     * clock runs and nobody overrode this outage; null otherwise (and when the flag fell before the board went silent:
     * the next tick says so). The stand holds once {@link #stood()}.
     */
    GameClock.Step stand(GameClock clock, BoardStatus s, long t) {
        if (s.link() == BoardStatus.Link.CONNECTED || stands || overridden || clock.running() == null) {
            return null;
        }
        long heard = s.lastHeard() >= 0 ? Math.min(s.lastHeard(), t) : t;
        GameClock base = clock == polled && beforePolls != null ? beforePolls : clock;
        GameClock.Step step = base.pause(heard);
        return step.flagged() != null || !step.accepted() ? null : step;
    }

    void stood() {
        stands = true;
    }

    /** The board {@code s} is connected: whether the clock stood for the link (and should run again). */
    boolean back(BoardStatus s) {
        if (s.link() != BoardStatus.Link.CONNECTED) {
            return false;
        }
        overridden = false;
        boolean stood = stands;
        stands = false;
        return stood;
    }

    /** The arbiter started, resumed or ran the clock; while the board {@code s} is down, that outage stands it no more. */
    void arbiterRan(BoardStatus s) {
        stands = false;
        overridden = s.link() != BoardStatus.Link.CONNECTED;
    }

    /** Set-up took the stand over: the clock it stopped runs when set-up is cancelled, and stands again if the link is down. */
    void setupBegun() {
        stands = false;
    }

    /** The clock stands while the board's link is down, and runs again when it is back ({@code at}'s game). */
    void follow(BoardSession<?> at, BoardStatus s, long t) {
        if (back(s)) {
            // not when the arbiter paused, or an AI's move waits
            if (at.status == BoardSession.Status.PLAYING && !at.clockHeld() && at.clock.paused()) {
                GameClock.Step step = at.clock.resume(t);
                try {
                    at.commit(List.of(at.entry("link-back", null, null, step.clock())), null, null);
                } catch (StoreException e) {
                    at.status = BoardSession.Status.PAUSED; // no move could be kept: stopped until the arbiter resumes
                    return;
                }
                at.clock = step.clock();
                at.message("the board's link is back: the clock runs again");
            }
            return;
        }
        GameClock.Step stand = at.status == BoardSession.Status.PLAYING ? stand(at.clock, s, t) : null;
        if (stand != null) {
            try {
                at.commit(List.of(at.entry("link-lost", null, s.reason(), stand.clock())), null, null);
            } catch (StoreException e) {
                return; // the journal's failure stopped the clock and said so
            }
            at.clock = stand.clock();
            stood();
            at.message("the clock stands while the board's link is down: no time runs until it is back (the arbiter's"
                    + " Resume runs it anyway)");
        }
    }
}
