package org.othellier.app;

import java.util.List;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.game.Side;
import org.othellier.store.AgreedHeader;

/**
 * The far player of a remote Othello game as this board sees them (docs/REMOTE.md): their board times them, so their
 * flag is that board's to decide and this one confirms it; their offers and answers arrive after a ply and act here
 * as they did there; and while their board or the broker is away, their clock stands here after the grace period
 * ({@link FarOutage}). A phone player's resignation comes the same way. Apart from the controller so that what only
 * a remote game needs reads in one place. Runs on the event loop, owned by its {@link OthelloController}
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
        at.endings.farOffered(side, Offer.Kind.parse(what));
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
