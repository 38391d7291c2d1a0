package org.othellier.remote;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.logging.Logger;
import org.othellier.app.Companion;
import org.othellier.app.EventLoop;
import org.othellier.app.OthelloSnapshot;
import org.othellier.game.Side;
import org.othellier.store.Journal;
import org.othellier.store.StoredGame;

/**
 * The far player's offers, answers and result in a remote game (docs/REMOTE.md): what this board's journal says to
 * send of them, and what arrives, acted on on the game's loop against the journal: an offer this board has already
 * (the repair sends it again) is dropped, one made after a move still on its way is held until the move is on the
 * board, an answer acts only on the offer it answers, and the two results are compared.
 */
final class FarEndings {

    private static final Logger LOG = Logger.getLogger(FarEndings.class.getName());
    /** How the words of two results that agree begin. */
    static final String AGREE = "both boards agree on the result: ";
    /** The journal's reason of a flag fall. */
    static final String TIME_FORFEIT = "time forfeit";

    /** The remote game agreed: its journal game, the far board, the far player's side and the game's code. */
    record Agreed(long gameId, String far, Side farSide, String code) {
    }

    private final Journal journal;
    private final Consumer<String> refusal;
    private Companion controller;
    private EventLoop loop;

    FarEndings(Journal journal, Consumer<String> refusal) {
        this.journal = journal;
        this.refusal = refusal;
    }

    void start(Companion controller, EventLoop loop) {
        this.controller = controller;
        this.loop = loop;
    }

    /**
     * What this board sends of its game besides the moves, by topic leaf: its player's offer still waiting, its
     * player's answer to the far player's latest offer, and its result once over.
     */
    static Map<String, String> toSend(StoredGame stored, Side near, String code) {
        Map<String, String> out = new LinkedHashMap<>();
        RemoteOffer.Ledger offers = RemoteOffer.Ledger.of(stored, code);
        if (offers.pending != null && offers.pendingBy == near) {
            out.put(RemoteTopics.OFFER, offers.pending.json());
        }
        if (offers.answered != null && offers.answeredBy == near.opponent()) {
            out.put(RemoteTopics.ANSWER, offers.answered.json());
        }
        RemoteResult mine = resultOf(stored, code);
        if (mine != null) {
            out.put(RemoteTopics.RESULT, mine.json());
        }
        return out;
    }

    /**
     * The far player's offer, on the game's loop: dropped when this board has it already or the game went on here
     * first (the far board withdraws it when this board's move arrives there); handed to {@code hold} while the far
     * player's move before it is still on its way.
     */
    void offer(Agreed g, RemoteOffer o, Consumer<RemoteOffer> hold) {
        loop.post(() -> {
            if (!(controller.snapshot() instanceof OthelloSnapshot s) || s.gameId() != g.gameId() || !"playing".equals(s.status())) {
                return;
            }
            StoredGame stored = journal.load(g.gameId()).orElse(null);
            if (stored == null || RemoteOffer.Ledger.of(stored, g.code()).offers(g.farSide(), o.ply()) >= o.n()) {
                return;
            }
            int here = s.moves().size();
            if (here < o.ply()) {
                hold.accept(o);
            } else if (here > o.ply()) {
                LOG.info("remote: " + g.far() + "'s " + o.kind() + " offer after move " + o.ply() + " came after the game"
                        + " went on here: it lapsed");
            } else {
                try {
                    controller.othello().far().offered(g.farSide(), o.kind(), o.ply());
                } catch (IllegalArgumentException e) {
                    refusal.accept(g.far() + "'s " + o.kind() + " offer refused: " + e.getMessage());
                }
            }
        });
    }

    /** The far player's answer to this board's player's offer, on the game's loop, if that offer still waits here. */
    void answer(Agreed g, RemoteOffer a) {
        loop.post(() -> {
            if (!(controller.snapshot() instanceof OthelloSnapshot s) || s.gameId() != g.gameId()) {
                return;
            }
            StoredGame stored = journal.load(g.gameId()).orElse(null);
            RemoteOffer.Ledger l = stored == null ? null : RemoteOffer.Ledger.of(stored, g.code());
            if (l == null || l.pending == null || l.pendingBy != g.farSide().opponent() || !l.pending.equals(a.offer())) {
                return; // answered here already, or an answer to an offer the game has left
            }
            try {
                controller.othello().far().answered(g.farSide(), a.ply(), a.accept());
            } catch (IllegalArgumentException e) {
                refusal.accept(g.far() + "'s answer refused: " + e.getMessage());
            }
        });
    }

    /**
     * The far board's result: when it is its player's flag (O-13) and the game still goes on here, the flag is
     * confirmed on the game's loop; only the board that times a player decides that player's flag.
     */
    void confirmFlag(Agreed g, RemoteResult r) {
        if (!TIME_FORFEIT.equals(r.reason())) {
            return;
        }
        loop.post(() -> {
            if (!(controller.snapshot() instanceof OthelloSnapshot s) || s.gameId() != g.gameId() || "over".equals(s.status())) {
                return;
            }
            try {
                controller.othello().far().flagged(g.farSide(), r.ply());
            } catch (IllegalArgumentException e) {
                refusal.accept(g.far() + "'s flag refused: " + e.getMessage());
            }
        });
    }

    /**
     * This board's result (its game over) against the far board's {@code theirs}: the words to say, beginning with
     * {@link #AGREE} when they agree, or null while either has none.
     */
    String compare(Agreed g, RemoteResult theirs) {
        if (theirs == null) {
            return null;
        }
        RemoteResult mine = journal.load(g.gameId()).map(stored -> resultOf(stored, g.code())).orElse(null);
        if (mine == null) {
            return null;
        }
        String why = RemoteResult.disagreement(mine, theirs, g.far());
        return why == null ? AGREE + mine.describe() : why;
    }

    static RemoteResult resultOf(StoredGame stored, String code) {
        if (stored.result() == null) {
            return null;
        }
        return new RemoteResult(code, RemoteOffer.Ledger.of(stored, code).ply, stored.result(),
                stored.reason() == null ? "no moves" : stored.reason());
    }
}
