package org.othellier.remote;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Logger;
import org.othellier.app.Companion;
import org.othellier.app.EventLoop;
import org.othellier.app.OthelloSnapshot;
import org.othellier.remote.RemoteMatches.Match;
import org.othellier.store.Journal;
import org.othellier.store.StoredGame;

/**
 * The link's side of an adjourned remote game (docs/REMOTE.md, "Adjournment"): the far board's lone adjournment ended
 * here too, once; the game taken up again sends this board's record and waits, paused, until the far board's record
 * agrees with it ({@link RemoteAdjournment.Record#disagreement}), then the link takes the game as agreed and the clock
 * runs; a far board taking up a game this board holds adjourned, or over, is said on the page. Runs on the link's
 * thread, on the game {@link RemoteLink} plays now.
 */
final class FarResumption {

    private static final Logger LOG = Logger.getLogger(FarResumption.class.getName());

    /** What the link lends: its game, its connection, the agreement and its words. */
    interface Link {
        /** The remote game the board plays now, or null. */
        RemoteLink.Current current();

        /** Publishes, retained, to board {@code far} under {@code leaf}. */
        void publish(String far, String leaf, String payload);

        /** Both records agree: the far board's moves of game {@code c} are taken from now on. */
        void agreed(RemoteLink.Current c, StoredGame stored);

        /** This board's moves and the rest of its game sent (again). */
        void sendAll();

        void say(String text);

        void refusal(String why);
    }

    private final Journal journal;
    private final RemoteMatches matches;
    private final Link link;
    /** The records of adjourned games taken up again by the boards that sent them (retained), by board. */
    private final Map<String, RemoteAdjournment.Record> records = new ConcurrentHashMap<>();
    private Companion controller;
    private EventLoop loop;

    FarResumption(Journal journal, RemoteMatches matches, Link link) {
        this.journal = journal;
        this.matches = matches;
        this.link = link;
    }

    void start(Companion controller, EventLoop loop) {
        this.controller = controller;
        this.loop = loop;
    }

    /** The current game is an adjourned one taken up again: its record sent, compared once the far board's is here. */
    void resuming(StoredGame stored) {
        RemoteLink.Current c = link.current();
        c.resuming = true;
        c.takenUp = true;
        publishRecord();
        RemoteAdjournment.Record theirs = records.get(c.far);
        if (theirs != null && theirs.match().equals(c.match.code())
                && theirs.n() > RemoteAdjournment.agreements(stored)) {
            compareRecords(theirs);
        } else {
            link.say("adjourned game " + c.match.code() + " taken up again: waiting for " + c.far + "'s board to take it up"
                    + " too (its arbiter resumes it there with the code)");
        }
    }

    /** This board's record of the game it took up again, retained for the far board, while it is in play. */
    void publishRecord() {
        RemoteLink.Current c = link.current();
        if (c != null && c.takenUp) {
            journal.load(c.gameId).filter(st -> "playing".equals(st.status())).ifPresent(st -> link.publish(c.far,
                    RemoteTopics.RESUME, RemoteAdjournment.record(st, c.match.code()).json()));
        }
    }

    /**
     * The far board's record of the game both take up again, against this board's: one the other's beginning, the
     * game goes on (the board with fewer moves gets the rest by the repair); else refused, naming the move they differ at.
     */
    private void compareRecords(RemoteAdjournment.Record theirs) {
        RemoteLink.Current c = link.current();
        StoredGame stored = journal.load(c.gameId).orElse(null);
        if (stored == null) {
            return;
        }
        String code = c.match.code();
        RemoteAdjournment.Record mine = RemoteAdjournment.record(stored, code);
        String why = mine.disagreement(theirs, c.far);
        if (why != null) {
            link.refusal(why + ": the game is not taken up again");
            return;
        }
        c.resuming = false;
        publishRecord(); // again: the far board may have missed it (sent before this board was connected)
        link.agreed(c, stored);
        int here = mine.moves().size();
        int there = theirs.moves().size();
        String how = "remote: both boards agree on the record of game " + code + " (" + (here == there ? here
                + " moves on each" : here + " moves here, " + there + " on " + c.far + "'s board: the missing ones come"
                + " from the journal that has them") + "): play goes on, the clocks as the adjournment kept them";
        LOG.info(how);
        loop.post(() -> {
            if (controller.snapshot() instanceof OthelloSnapshot s && s.gameId() == c.gameId) {
                try {
                    controller.othello().far().resumeAgreed(c.farSide, how);
                } catch (IllegalArgumentException e) {
                    link.refusal("game " + code + " cannot go on: " + e.getMessage());
                }
            }
        });
        link.sendAll();
    }

    /** The far board's record of an adjourned game it takes up again (retained; empty: no longer). */
    void farResumes(String from, String text) {
        if (text.isEmpty()) {
            records.remove(from);
            return;
        }
        RemoteAdjournment.Record r = RemoteAdjournment.Record.parse(text);
        records.put(from, r);
        RemoteLink.Current c = link.current();
        if (c != null && c.far.equals(from) && c.match != null && c.match.code().equals(r.match()) && c.takenUp) {
            if (c.resuming) {
                compareRecords(r);
            }
            return; // agreed already: a copy
        }
        Match m = matches.byCode(r.match());
        StoredGame g = m == null || !m.opponent().equals(from) ? null : journal.load(m.gameId()).orElse(null);
        if (g == null) {
            link.refusal(from + " takes up game " + r.match() + " again, which this board does not hold");
        } else if ("adjourned".equals(g.status()) && r.n() >= RemoteAdjournment.adjournments(g)) {
            link.say(from + " takes up adjourned game " + r.match() + " again: the arbiter takes it up here too with its code"
                    + " (POST /api/remote/resume)");
        } else if ("finished".equals(g.status()) && RemoteAdjournment.agreements(g) < r.n()) {
            link.refusal(from + " takes up game " + r.match() + " again, which is over here: " + g.result() + " ("
                    + g.reason() + ")");
        }
    }

    /**
     * The far board adjourned the game alone (retained, numbered): this board's game ends adjourned too, once; an
     * adjournment this board's journal has already (a copy the broker kept) or another game's changes nothing.
     */
    void farAdjourned(String from, String text) {
        if (text.isEmpty()) {
            return;
        }
        RemoteAdjournment.Adjourned a = RemoteAdjournment.Adjourned.parse(text);
        RemoteLink.Current c = link.current();
        if (c == null || !c.far.equals(from) || c.match == null || !c.match.accepted() || c.resuming
                || !c.match.code().equals(a.match())) {
            return; // another game's, kept by the broker
        }
        loop.post(() -> {
            if (!(controller.snapshot() instanceof OthelloSnapshot s) || s.gameId() != c.gameId
                    || !("playing".equals(s.status()) || "paused".equals(s.status()))) {
                return;
            }
            StoredGame stored = journal.load(c.gameId).orElse(null);
            if (stored == null || RemoteAdjournment.adjournments(stored) >= a.n()) {
                return;
            }
            try {
                controller.othello().far().adjourned(c.farSide, "adjourned alone there after move " + a.ply());
            } catch (IllegalArgumentException e) {
                link.refusal(from + "'s adjournment refused: " + e.getMessage());
            }
        });
    }
}
