package org.othellier.app;

import java.util.List;
import org.othellier.app.clock.GameClock;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.game.Side;
import org.othellier.store.AgreedHeader;

/**
 * The far player of a remote Othello game as this board sees them (docs/REMOTE.md): their board times them, so their
 * flag is that board's to decide and this one confirms it; their offers and answers arrive after a ply and act here
 * as they did there; and while their board or the broker is away, their clock stands here after the grace period
 * ({@link FarOutage}); after a long outage either side may adjourn the game, and an adjourned game taken up again runs
 * once both boards agree on its record. A phone player's resignation comes the same way. Apart from the controller
 * so that what only a remote game needs reads in one place. Runs on the event loop, owned by its {@link OthelloController}
 * ({@code far()}); each call that changes the game publishes the change.
 */
public final class OthelloFarPlayer {

    private final OthelloController at;
    private final FarOutage outage = new FarOutage();

    OthelloFarPlayer(OthelloController at) {
        this.at = at;
    }

    void reset() {
        outage.reset();
    }

    /** Whether a person at another board plays {@code side}. */
    boolean plays(Side side) {
        return at.hasGame() && at.settings().player(side).kind() == PlayerSpec.Kind.REMOTE;
    }

    /** When the far player's clock is due to stand (the loop's time), or {@code Long.MAX_VALUE}. */
    long standAt() {
        return outage.standAt();
    }

    /** The grace period over while the far player is to move: their clock stands. */
    void ticked(long t) {
        if (t >= outage.standAt() && at.status == BoardSession.Status.PLAYING && at.clock.running() == outage.side()
                && at.ai.requested() == null) {
            at.holdClock(outage.side(), t);
            outage.stood();
            at.message(outage.why() + "; " + OthelloController.name(outage.side()) + "'s clock stands: nobody loses on time"
                    + " because of an outage");
        }
    }

    /**
     * The far player resigned at their board after ply {@code atPly} (docs/REMOTE.md), or a phone player on their
     * phone: it ends here as there (a move of this board's player still on its way then stays in this board's record).
     * Refused, naming why, for a side played here or before this board has the far board's moves up to {@code atPly}.
     */
    public void resigned(Side side, int atPly) {
        at.endings.farResigned(side, atPly);
        at.afterChange();
    }

    /**
     * The far player offered a draw or a takeback ({@code what}) at their board after ply {@code atPly}: it waits here
     * for this board's player's answer. Refused, naming why, when the game is elsewhere.
     */
    public void offered(Side side, String what, int atPly) {
        played(side, atPly, "offered");
        at.endings.farOffered(side, Offer.Kind.parseAny(what));
        at.afterChange();
    }

    /** The far player answered this board's player's offer at their board: it acts here as it did there. */
    public void answered(Side side, int atPly, boolean accept) {
        played(side, atPly, accept ? "accepted" : "declined");
        at.endings.farAnswered(side, accept);
        at.afterChange();
    }

    /**
     * A phone player offered a draw or a takeback ({@code what}) on their phone: it waits for the board's person's
     * answer as an offer made at the board does. The board's own routes cannot offer for a phone's side.
     */
    public void offeredOnPhone(Side side, String what) {
        at.endings.phoneOffered(side, Offer.Kind.parse(what));
        at.afterChange();
    }

    /** A phone player answered the board's person's offer on their phone; only the phone answers for its side. */
    public void answeredOnPhone(Side side, boolean accept) {
        at.endings.phoneAnswered(side, accept);
        at.afterChange();
    }

    /**
     * The far player's board (or the broker between) is away since {@code since} (this loop's time), {@code why} in
     * words: while that player is to move, their clock stands once {@code graceMillis} have passed.
     */
    public void away(Side side, long since, long graceMillis, String why) {
        if (!plays(side)) {
            return;
        }
        boolean news = !outage.away();
        outage.away(side, since, graceMillis, why);
        if (news) {
            String name = OthelloController.name(side);
            at.message(why + ": " + name + "'s clock stands after " + graceMillis / 1000 + " s while " + name
                    + " is to move");
        }
        at.afterChange();
    }

    /** The far player's board is back: a clock that stood for it runs again. */
    public void back(Side side) {
        if (!outage.away()) {
            return;
        }
        String why = outage.why();
        String board = at.settings().player(side).board();
        if (outage.back() && at.status == BoardSession.Status.PLAYING && at.ai.requested() == null && at.clock.paused()) {
            at.clockMoved(at.clock.resume(at.now.getAsLong()).clock());
            at.message(board + "'s board is back: " + OthelloController.name(side) + "'s clock runs again");
        } else {
            at.message(board + "'s board is back (" + why + ")");
        }
        at.afterChange();
    }

    /**
     * The far board and this one agreed what both records of game {@code gameId} name alike (docs/REMOTE.md, "The
     * record"): journalled with the game, for its exports. Refused, naming why, when the game here is another.
     */
    public void agreed(long gameId, AgreedHeader header) {
        if (!at.hasGame() || at.gameId() != gameId) {
            throw new IllegalArgumentException("game " + gameId + " is no longer the game on this board");
        }
        at.commit(List.of(at.entry(AgreedHeader.KIND, null, header.json(), null)), null);
    }

    /** Why the clock stands for the far board's absence, or null. */
    String standsFor() {
        return outage.stands() ? outage.why() + "; the clock stands" : null;
    }

    void flagAwaited(Side side) {
        String name = OthelloController.name(side);
        at.message(name + "'s time is up by this board's estimate: waiting for " + at.settings().player(side).board()
                + "'s board to confirm the flag (it times " + name + ")");
    }

    /** The far board decided its player's flag after ply {@code atPly} (O-13): confirmed here, whatever the estimate. */
    public void flagged(Side side, int atPly) {
        played(side, atPly, "ran out of time");
        if (at.status != BoardSession.Status.PLAYING && at.status != BoardSession.Status.PAUSED) {
            throw new IllegalArgumentException("the game is " + at.status.text() + " here");
        }
        long t = at.now.getAsLong();
        at.clock = at.clockForMove(t).stop(t).clock();
        at.flag(side, t);
        at.afterChange();
    }

    /** The journal's word (a {@code resume} entry's data) for an adjourned game's record both boards agreed on. */
    public static final String AGREED = "both boards agree on the record";

    /**
     * The arbiter adjourns the remote game ({@code POST /api/remote/adjourn}, docs/REMOTE.md "Adjournment"): alone once
     * the far board has been away for longer than the grace; while it is there, the far player's offer to adjourn is
     * accepted, or else this board's player offers it (as a draw is offered: after their move). Refused, naming why,
     * in a game with no far board or while the far board is away for less than the grace.
     */
    public void adjourn() {
        Side far = farSide();
        Side near = far.opponent();
        String board = at.settings().player(far).board();
        Offer waiting = at.endings.pending();
        long t = at.now.getAsLong();
        if (waiting != null && waiting.kind() == Offer.Kind.ADJOURN && waiting.by() == far) {
            at.endings.acceptAdjournment(near);
        } else if (outage.pastGrace(t)) {
            at.endings.adjourn(List.of(), near, "alone: " + outage.why(), "adjourned here (" + outage.why()
                    + ", longer than the grace of " + outage.graceMillis() / 1000 + " s): both clocks kept as they stand;"
                    + " " + board + "'s board is told when it is back, and the game is taken up again with its code");
        } else if (outage.away()) {
            throw new IllegalArgumentException(outage.why() + ": one side alone may adjourn once it has been away for the"
                    + " grace (remote.grace-s, " + outage.graceMillis() / 1000 + " s)");
        } else {
            try {
                at.endings.offer(near, Offer.Kind.ADJOURN);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(board + "'s board is there, so adjourning is an offer " + board
                        + " accepts: " + e.getMessage());
            }
        }
        at.afterChange();
    }

    /**
     * The far board adjourned the game alone after a long outage ({@code how} in words): it ends adjourned here too,
     * whatever ply this board is at (the journals are compared when the game is taken up again).
     */
    public void adjourned(Side side, String how) {
        if (!plays(side)) {
            throw new IllegalArgumentException(OthelloController.name(side) + " is not played from another board here");
        }
        String board = at.settings().player(side).board();
        at.endings.adjourn(List.of(), side, "at " + board + "'s board: " + how, board + "'s board adjourned the game ("
                + how + "): both clocks kept as they stand; the game is taken up again with its code");
        at.afterChange();
    }

    /**
     * Both boards agree on the record of the adjourned game taken up again ({@code how}: the words the page says): it
     * goes on, the clock running from the times the adjournment kept (or as the arbiter already ran it).
     */
    public void resumeAgreed(Side side, String how) {
        if (!plays(side)) {
            throw new IllegalArgumentException(OthelloController.name(side) + " is not played from another board here");
        }
        if (at.status != BoardSession.Status.PAUSED && at.status != BoardSession.Status.PLAYING) {
            throw new IllegalArgumentException("the game is " + at.status.text() + " here");
        }
        long t = at.now.getAsLong();
        GameClock c = at.status == BoardSession.Status.PAUSED && !at.clockHeld() ? at.clock.resume(t).clock() : at.clock;
        at.commit(List.of(at.entry("resume", null, AGREED, c)), null, null);
        at.clock = c;
        at.status = BoardSession.Status.PLAYING;
        at.message(how);
        at.afterChange();
    }

    /** The side a far board plays, or IllegalArgumentException: the game has none. */
    private Side farSide() {
        for (Side s : Side.values()) {
            if (plays(s)) {
                return s;
            }
        }
        throw new IllegalArgumentException("only a game against another board is adjourned: no side of this game is"
                + " remote:BOARD");
    }

    /** Refused, naming why, unless the far player plays {@code side} here and this board is at ply {@code atPly}. */
    private void played(Side side, int atPly, String what) {
        if (!plays(side)) {
            throw new IllegalArgumentException(OthelloController.name(side) + " is not played from another board here");
        }
        if (at.game().ply() != atPly) {
            throw new IllegalArgumentException(OthelloController.name(side) + " " + what + " after move " + atPly
                    + "; this board is at move " + at.game().ply());
        }
    }
}
