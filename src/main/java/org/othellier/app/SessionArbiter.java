package org.othellier.app;

import java.util.List;
import org.othellier.app.clock.GameClock;
import org.othellier.store.StoreException;

/**
 * The arbiter's commands on a game at the board, whichever game: pause and resume (resume also runs a clock that
 * stands for the board's link: the arbiter's call), and set-up mode, which stops the clock while the board is
 * arranged and goes back to the status it interrupted. Each is kept in the journal before it counts: refused whole
 * when not kept. Apart from {@link BoardSession}, which keeps the game's common state these commands change. Runs on
 * the event loop.
 */
final class SessionArbiter {

    private final BoardSession<?> at;
    private BoardSession.Status statusBeforeSetup = BoardSession.Status.PLAYING;
    private boolean clockPausedBySetup;

    SessionArbiter(BoardSession<?> at) {
        this.at = at;
    }

    /** The arbiter stops the clock; moves wait until {@link #resume()}. */
    void pause() {
        if (at.status != BoardSession.Status.PLAYING) {
            throw new IllegalArgumentException("the game is " + at.status.text() + ", not playing: nothing to pause");
        }
        GameClock.Step step = at.clock.pause(at.now.getAsLong());
        keep("pause", step); // refused whole when not kept: nothing changes
        at.status = BoardSession.Status.PAUSED;
        at.message("paused by the arbiter");
        at.afterChange();
    }

    /**
     * The arbiter restarts a paused clock, or one that stands for the board's link: while the link is down, resuming
     * runs the clock anyway (the arbiter's call: the player can play on the board without its controller).
     */
    void resume() {
        if (at.status == BoardSession.Status.PLAYING && at.outage.stands()) {
            runDespiteOutage();
            return;
        }
        if (at.status != BoardSession.Status.PAUSED) {
            throw new IllegalArgumentException("the game is " + at.status.text() + ", not paused: nothing to resume");
        }
        long t = at.now.getAsLong();
        // a clock held for the AI's move stays stopped until the move is on the board
        GameClock.Step step = at.clockHeld() ? GameClock.Step.of(at.clock, true) : at.clock.resume(t);
        keep("resume", step); // refused whole when not kept: still paused
        at.status = BoardSession.Status.PLAYING;
        at.outage.arbiterRan(at.board.status());
        at.message("play resumes");
        reconcileKept(t);
        at.afterChange();
    }

    private void runDespiteOutage() {
        GameClock.Step step = at.clock.resume(at.now.getAsLong());
        keep("resume", step); // refused whole when not kept: it still stands
        at.outage.arbiterRan(at.board.status());
        at.message("the arbiter runs the clock while the board's link is down");
        at.afterChange();
    }

    /** The command journalled with the clock after it, then that clock stands; throws, changing nothing, when not kept. */
    private void keep(String kind, GameClock.Step step) {
        at.log.append(List.of(at.log.entry(kind, null, null, step.clock())));
        at.journalWorks();
        at.clock = step.clock();
    }

    /**
     * Reads the board after a command that is kept (or needs no keeping): a move found then that the journal cannot
     * keep stops the game again, said on the page, and the command still stands.
     */
    private void reconcileKept(long t) {
        try {
            at.reconcile(t);
        } catch (StoreException e) {
            at.journalFailed(e, t);
        }
    }

    /** Set-up mode: the board is free to arrange; nothing on it counts until it is taken or {@link #cancelSetup}. */
    void beginSetup() {
        if (at.status == BoardSession.Status.SETUP) {
            return;
        }
        clockPausedBySetup = at.status == BoardSession.Status.PLAYING && (at.clock.running() != null || at.outage.stands());
        at.outage.setupBegun();
        if (clockPausedBySetup) {
            at.clock = at.clock.pause(at.now.getAsLong()).clock();
        }
        statusBeforeSetup = at.status;
        at.status = BoardSession.Status.SETUP;
        at.setupBegun();
        at.message(at.setupMessage());
        at.afterChange();
    }

    void cancelSetup() {
        if (at.status != BoardSession.Status.SETUP) {
            throw new IllegalArgumentException("the board is not in set-up");
        }
        long t = at.now.getAsLong();
        if (clockPausedBySetup && !at.clockHeld()) {
            at.clock = at.clock.resume(t).clock();
        }
        at.status = statusBeforeSetup;
        at.setupCancelled();
        at.message("set-up cancelled: back to the game");
        at.outage.follow(at, at.board.status(), t);
        reconcileKept(t);
        at.afterChange();
    }

    /** Leaves set-up for the status it interrupted (a set-up taken starts a new game from it). */
    void endSetup() {
        at.status = statusBeforeSetup;
    }
}
