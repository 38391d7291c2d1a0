package org.othellier.app;

import java.util.ArrayList;
import java.util.List;
import org.othellier.app.clock.GameClock;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.Scoring;
import org.othellier.store.JournalEntry;
import org.othellier.store.StoreException;
import org.othellier.store.StoredGame;

/**
 * The ways out of an Othello game besides playing it out, from the page, the API or the clock buttons: a resignation
 * (O-14), a draw by agreement (O-15), a takeback by agreement (at once against the AI: back to the person's last
 * turn), and in a remote game an adjournment (docs/REMOTE.md: over without a result, to be taken up again). Each is
 * journalled before anything acts on it, the result with its reason; an offer waits for the opponent's
 * answer and lapses when the game goes on first. Runs on the event loop, beside the {@link OthelloController} it serves.
 */
final class OthelloEndings {

    /** How long the clock display confirms what the players did. */
    static final long NOTICE_MILLIS = 3000;

    private final OthelloController at;
    private final EndingGestures gestures = new EndingGestures();
    private Offer pending;
    /** The game was adjourned: over without a result. */
    private boolean adjourned;
    /** What the clock display shows in place of the time until {@link #noticeUntil}: Black's text, White's. */
    private String[] notice;
    private long noticeUntil = Long.MIN_VALUE;

    OthelloEndings(OthelloController at) {
        this.at = at;
    }

    /** A new game: no offer waits, no gesture is half made. */
    void reset() {
        pending = null;
        adjourned = false;
        gestures.clear();
        noticeUntil = Long.MIN_VALUE;
    }

    /** A game resumed after a restart: its offer, if one was waiting, still waits. */
    void restore(StoredGame stored) {
        pending = Offer.pendingIn(stored.entries());
    }

    /** The offer waiting for an answer, or null. */
    Offer pending() {
        return at.status == BoardSession.Status.OVER ? null : pending;
    }

    /** Whether the game was adjourned (it is over without a result). */
    boolean adjourned() {
        return adjourned;
    }

    /** {@code side} gives the game up: O-14 scores it from the discs on the board. */
    void resign(Side side) {
        resigned(person(side, "resign"));
    }

    /**
     * The far player of a remote game resigned at their board after ply {@code atPly}: refused, naming why, for a side
     * played here or before this board has the far board's moves up to {@code atPly}.
     */
    void farResigned(Side side, int atPly) {
        PlayerSpec.Kind kind = at.hasGame() ? at.settings().player(side).kind() : null;
        if (kind != PlayerSpec.Kind.REMOTE && kind != PlayerSpec.Kind.PHONE) {
            throw new IllegalArgumentException(OthelloController.name(side) + " is not played from another board here");
        }
        if (at.game().ply() < atPly) {
            throw new IllegalArgumentException(OthelloController.name(side) + " resigned after move " + atPly
                    + "; this board is at move " + at.game().ply() + ": the moves before are still on their way");
        }
        resigned(side);
    }

    /** {@code who} gives the game up: a person here, or the far player whose board sent it (a remote game). */
    private void resigned(Side who) {
        checkOn("resign");
        long t = at.now.getAsLong();
        OthelloResult r = at.game().position().resignation(who);
        GameClock c = at.clockForMove(t).stop(t).clock();
        List<JournalEntry> entries = new ArrayList<>();
        entries.add(at.entry("resign", who, null, c));
        entries.add(at.entry("result", r.winner(), r.score(), c));
        at.over(entries, r, c, OthelloController.name(who) + " resigns (O-14): " + OthelloResultWords.describe(r));
        pending = null;
        notice(who == Side.BLACK ? "RESGN" : "WINS", who == Side.WHITE ? "RESGN" : "WINS");
    }

    /**
     * The club's arbiter decided game {@code gameId}'s result ({@code black}-{@code white}, in the variant's points):
     * the clock stops and the game is over with the reason {@code arbiter}; refused for another game than the board's.
     * A game over already keeps its own result.
     */
    void arbiterResult(long gameId, int black, int white) {
        if (!at.hasGame() || at.log.gameId() != gameId) {
            throw new IllegalArgumentException("game " + gameId + " is not the board's game" + (at.hasGame()
                    ? " (it plays game " + at.log.gameId() + ")" : ""));
        }
        if (at.status == BoardSession.Status.OVER) {
            return; // over on the board first: the arbiter's result is the hub's, the board's own stays in its journal
        }
        int squares = at.game().variant().squares();
        if (black < 0 || white < 0 || black + white > squares) {
            throw new IllegalArgumentException("the result " + black + "-" + white + " does not fit " + squares
                    + " squares");
        }
        Side winner = black == white ? null : black > white ? Side.BLACK : Side.WHITE;
        OthelloResult r = new OthelloResult(black, white, winner, OthelloResult.Reason.ARBITER);
        long t = at.now.getAsLong();
        GameClock c = at.clockForMove(t).stop(t).clock();
        List<JournalEntry> entries = new ArrayList<>();
        JournalEntry lapse = lapse();
        if (lapse != null) {
            entries.add(lapse);
        }
        entries.add(at.entry("result", winner, r.score(), c));
        at.over(entries, r, c, "the arbiter sets the result: " + OthelloResultWords.describe(r));
        pending = null;
        notice("ARBTR");
    }

    /** {@code side} offers a draw or a takeback; against the AI a takeback is made at once, and a draw is refused. */
    void offer(Side side, Offer.Kind kind) {
        offered(person(side, switch (kind) {
            case DRAW -> "offer a draw";
            case TAKEBACK -> "offer a takeback";
            case ADJOURN -> "offer to adjourn";
        }), kind);
    }

    /**
     * The phone player of {@code side} offered on their phone (docs/REMOTE.md): as a person at the board offers, and
     * answered by the board's person.
     */
    void phoneOffered(Side side, Offer.Kind kind) {
        offered(phone(side), kind);
    }

    private void offered(Side who, Offer.Kind kind) {
        checkOn("offer anything");
        if (at.status != BoardSession.Status.PLAYING) {
            throw new IllegalArgumentException("the game is " + at.status.text() + ": offers wait until play resumes");
        }
        if (kind == Offer.Kind.TAKEBACK) {
            takebackPly(who); // refuses a takeback that cannot be made before anything is asked
        }
        if (at.remotePlays(who.opponent())) {
            offerAcross(who, kind);
            return;
        }
        if (kind == Offer.Kind.ADJOURN) {
            throw new IllegalArgumentException("only a game against another board is adjourned");
        }
        if (at.computerPlays(who.opponent())) {
            if (kind == Offer.Kind.DRAW) {
                throw new IllegalArgumentException("the AI plays on: it takes no draw offers (resign, or take back a move)");
            }
            agreedTakeback(who, List.of());
            return;
        }
        if (pending != null) {
            throw new IllegalArgumentException(pending.describe() + ": answer it first (accept or decline)");
        }
        at.commit(List.of(at.entry("offer", who, kind.word(), null)), null);
        pending = new Offer(kind, who);
        at.message(pending.describe() + ": " + OthelloController.name(who.opponent()) + " accepts or declines");
        notice(asked(kind));
    }

    /**
     * An offer to the far board's player (docs/REMOTE.md): made after one's move, while the far player is to move, so
     * that the far player either answers it or plays on (which withdraws it on both boards), never both.
     */
    private void offerAcross(Side who, Offer.Kind kind) {
        Side far = who.opponent();
        if (at.game().position().toMove() != far) {
            throw new IllegalArgumentException("across boards an offer is made after one's move, while "
                    + OthelloController.name(far) + " is to move at their board");
        }
        if (pending != null) {
            throw new IllegalArgumentException(pending.describe() + ": it waits for the answer");
        }
        at.commit(List.of(at.entry("offer", who, kind.word(), null)), null);
        pending = new Offer(kind, who);
        at.message(pending.describe() + ": " + OthelloController.name(far) + " accepts or declines at their board");
        notice(asked(kind));
    }

    /** The far board's player offered: it waits for this board's player's answer, as an offer made here does. */
    void farOffered(Side far, Offer.Kind kind) {
        checkOn("offer anything");
        if (at.status != BoardSession.Status.PLAYING) {
            throw new IllegalArgumentException("the game is " + at.status.text() + " here");
        }
        if (pending != null) {
            throw new IllegalArgumentException(pending.describe() + " here, still waiting");
        }
        if (at.game().position().toMove() == far) {
            throw new IllegalArgumentException(OthelloController.name(far) + " is to move: an offer across boards is made"
                    + " after one's move");
        }
        if (kind == Offer.Kind.TAKEBACK) {
            takebackPly(far);
        }
        at.commit(List.of(at.entry("offer", far, kind.word(), null)), null);
        pending = new Offer(kind, far);
        at.message(pending.describe() + " at their board: " + OthelloController.name(far.opponent())
                + " accepts or declines");
        notice(asked(kind));
    }

    /** The far board's player answered this board's player's offer: accepted or declined here as there. */
    void farAnswered(Side far, boolean accept) {
        if (pending() == null || pending.by() != far.opponent()) {
            throw new IllegalArgumentException("no offer of " + OthelloController.name(far.opponent())
                    + " waits for an answer");
        }
        answered(far, accept);
    }

    /** {@code side} (null: the one the offer waits for) accepts or declines the offer waiting. */
    void answer(Side side, boolean accept) {
        if (pending() == null) {
            throw new IllegalArgumentException("no offer waits for an answer");
        }
        Side who = side != null ? side : pending.by().opponent();
        if (who == pending.by()) {
            throw new IllegalArgumentException(OthelloController.name(who) + " made the offer: "
                    + OthelloController.name(who.opponent()) + " answers it");
        }
        if (at.remotePlays(who)) {
            throw new IllegalArgumentException(OthelloController.name(who) + " plays at another board and answers there");
        }
        if (playsOnPhone(who)) {
            throw new IllegalArgumentException(OthelloController.name(who) + " plays from a phone and answers there");
        }
        if (accept && pending.kind() == Offer.Kind.ADJOURN) {
            throw new IllegalArgumentException("the arbiter agrees to adjourn (POST /api/remote/adjourn); a player may"
                    + " decline");
        }
        answered(who, accept);
    }

    /** The phone player of {@code side} answered the board's person's offer on their phone. */
    void phoneAnswered(Side side, boolean accept) {
        Side who = phone(side);
        if (pending() == null) {
            throw new IllegalArgumentException("no offer waits for an answer");
        }
        if (pending.by() == who) {
            throw new IllegalArgumentException(OthelloController.name(who) + " made the offer: "
                    + OthelloController.name(who.opponent()) + " answers it");
        }
        answered(who, accept);
    }

    /** The far player's offer to adjourn, accepted by this board's arbiter ({@code POST /api/remote/adjourn}). */
    void acceptAdjournment(Side who) {
        answered(who, true);
    }

    /**
     * The game ends adjourned (docs/REMOTE.md): the entries {@code first} and an {@code adjourn} entry ({@code by}: who
     * adjourned, or null when both agreed; {@code how} in words) kept with the clock paused as it stands, both times
     * kept for the game's resumption; the game is over here without a result, and the board free for another.
     */
    void adjourn(List<JournalEntry> first, Side by, String how, String note) {
        checkOn("adjourn");
        long t = at.now.getAsLong();
        GameClock c = at.clockForMove(t).pause(t).clock();
        List<JournalEntry> entries = new ArrayList<>(first);
        entries.add(at.entry("adjourn", by, how, c));
        try {
            at.log.adjourn(entries);
            at.journalWorks();
        } catch (StoreException e) {
            at.journalFailed(e, t);
            throw e;
        }
        at.clockMoved(c);
        at.status = BoardSession.Status.OVER;
        at.ai.cancel();
        pending = null;
        adjourned = true;
        at.message(note);
    }

    private void answered(Side who, boolean accept) {
        Offer offer = pending;
        if (!accept) {
            at.commit(List.of(at.entry("offer-declined", who, offer.kind().word(), null)), null);
            pending = null;
            at.message(OthelloController.name(who) + " declines: play goes on");
            notice("NO");
            return;
        }
        if (at.status != BoardSession.Status.PLAYING) {
            throw new IllegalArgumentException("the game is " + at.status.text() + ": the offer is answered once play resumes");
        }
        if (offer.kind() == Offer.Kind.ADJOURN) {
            adjourn(List.of(at.entry("offer-accepted", who, offer.kind().word(), null)), null, "agreed",
                    "both players agree to adjourn (docs/REMOTE.md): the game stops here with both clocks as they stand,"
                            + " to be taken up again with its code");
        } else if (offer.kind() == Offer.Kind.DRAW) {
            long t = at.now.getAsLong();
            OthelloResult r = Scoring.agreedDraw(at.game().variant());
            GameClock c = at.clockForMove(t).stop(t).clock();
            List<JournalEntry> entries = List.of(at.entry("offer-accepted", who, offer.kind().word(), c),
                    at.entry("result", null, r.score(), c));
            at.over(entries, r, c, "a draw by agreement (O-15): " + r.score());
            pending = null;
            notice("DRAW");
        } else {
            agreedTakeback(offer.by(), List.of(at.entry("offer-accepted", who, offer.kind().word(), null)));
        }
    }

    /**
     * {@code side} asks to take their last move back: against the AI it is taken back at once, to {@code side}'s
     * previous turn; between two people it is an offer the opponent answers.
     */
    void takeback(Side side) {
        offer(side, Offer.Kind.TAKEBACK);
    }

    /** The entry that withdraws the waiting offer as the game goes on (a move, a takeback on the board), or null. */
    JournalEntry lapse() {
        return pending == null ? null : at.entry("offer-withdrawn", pending.by(), pending.kind().word(), null);
    }

    /** The lapse's entry was kept: the offer is gone, and the players are told. */
    void lapsed() {
        if (pending != null) {
            at.message(pending.describe().replace(" offers ", " offered ").replace(" asks ", " asked ")
                    + ": withdrawn, the game went on");
            pending = null;
        }
    }

    private void agreedTakeback(Side who, List<JournalEntry> first) {
        int ply = takebackPly(who);
        Offer was = pending;
        pending = null; // the takeback's entries would withdraw it: it is answered
        try {
            at.takeBackAgreed(ply, first);
        } catch (RuntimeException e) {
            pending = was; // not kept: it still waits, as the journal says
            throw e;
        }
        notice("BACK");
    }

    // ---------------------------------------------------------------- the clock buttons and display

    /** A press, on a board that senses releases: part of a gesture, perhaps; it acts as a press as well. */
    void pressed(Side side, long at) {
        gestures.down(side, at);
    }

    boolean bothDown() {
        return gestures.bothDown();
    }

    void released(Side side) {
        gestures.up(side);
    }

    /** The gestures completed by {@code t} acted on; what cannot be done is said, never thrown. */
    void ticked(long t) {
        List<EndingGestures.Gesture> due = gestures.due(t);
        for (EndingGestures.Gesture g : due) {
            try {
                switch (g) {
                    case EndingGestures.Resign r -> resign(r.side());
                    case EndingGestures.Both b -> bothHeld();
                }
            } catch (IllegalArgumentException e) {
                at.message("the clock buttons: " + e.getMessage());
                notice("NO");
            }
        }
        if (!due.isEmpty()) {
            at.afterChange(); // the LEDs, the AI and the page after what the buttons did
        }
    }

    /** Both buttons held: against the AI the last move taken back; else the draw offered, or the offer accepted. */
    private void bothHeld() {
        boolean againstAi = at.computerPlays(Side.BLACK) != at.computerPlays(Side.WHITE);
        if (againstAi) {
            offer(null, Offer.Kind.TAKEBACK);
        } else if (pending() != null) {
            answer(null, true);
        } else {
            Side toMove = at.game().position().toMove();
            offer(playsOnPhone(toMove) ? toMove.opponent() : toMove, Offer.Kind.DRAW); // the board's person's buttons
        }
    }

    /** When a gesture completes or the display's notice ends, or {@link Long#MAX_VALUE}. */
    long nextDue(long t) {
        return Math.min(gestures.nextDue(), noticeUntil > t ? noticeUntil : Long.MAX_VALUE);
    }

    /** The display's texts while it confirms what the players did, or null: the clock's own. An adjourned game says so. */
    String[] displayTexts(long t) {
        return t < noticeUntil ? notice.clone() : adjourned ? new String[] {"ADJRN", "ADJRN"} : null;
    }

    /** The display's question while an offer of {@code kind} waits. */
    private static String asked(Offer.Kind kind) {
        return switch (kind) {
            case DRAW -> "DRAW?";
            case TAKEBACK -> "BACK?";
            case ADJOURN -> "ADJ?";
        };
    }

    /** The clock display says {@code text} on both sides for {@link #NOTICE_MILLIS}. */
    private void notice(String text) {
        notice(text, text);
    }

    private void notice(String black, String white) {
        notice = new String[] {black, white};
        noticeUntil = at.now.getAsLong() + NOTICE_MILLIS;
    }

    /** The ply of {@code side}'s last turn before now: where taking back their last move goes. */
    private int takebackPly(Side side) {
        if (at.settings().tournament()) {
            throw new IllegalArgumentException("no takebacks in tournament games");
        }
        OthelloGame g = at.game();
        for (int ply = g.ply() - 1; ply >= 0; ply--) {
            if (g.positionAt(ply).toMove() == side && !g.moves().get(ply).isPass()) {
                return ply;
            }
        }
        throw new IllegalArgumentException(OthelloController.name(side) + " has made no move to take back");
    }

    /** The person playing {@code side} (null: the only person at the board), never the AI. */
    private Side person(Side side, String what) {
        if (side == null) {
            boolean black = !at.aiPlays(Side.BLACK);
            boolean white = !at.aiPlays(Side.WHITE);
            if (black == white) {
                throw new IllegalArgumentException("say who wants to " + what + ": \"side\" is \"black\" or \"white\"");
            }
            return black ? Side.BLACK : Side.WHITE;
        }
        if (at.computerPlays(side)) {
            throw new IllegalArgumentException(OthelloController.name(side) + " is the AI: only a person can " + what);
        }
        if (playsOnPhone(side)) {
            throw new IllegalArgumentException(OthelloController.name(side) + " plays from a phone: only their phone can "
                    + what);
        }
        return side;
    }

    /** Whether a person on a phone plays {@code side}: they resign, offer and answer there only (docs/SECURITY.md). */
    private boolean playsOnPhone(Side side) {
        return at.hasGame() && at.settings().player(side).kind() == PlayerSpec.Kind.PHONE;
    }

    /** {@code side} when a phone player plays it; refused, naming why, otherwise. */
    private Side phone(Side side) {
        if (!playsOnPhone(side)) {
            throw new IllegalArgumentException(OthelloController.name(side) + " is not played from a phone here");
        }
        return side;
    }

    private void checkOn(String what) {
        if (!at.hasGame() || at.status == BoardSession.Status.OVER) {
            throw new IllegalArgumentException("the game is over: nobody can " + what);
        }
        if (at.status == BoardSession.Status.SETUP) {
            throw new IllegalArgumentException("the board is in set-up: nobody can " + what + " until it ends");
        }
    }
}
