package org.othellier.remote;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.othellier.game.Side;
import org.othellier.store.JournalEntry;
import org.othellier.store.StoredGame;

/**
 * A draw offer, a takeback asked for (O-15) or an offer to adjourn (docs/REMOTE.md) as it travels between the boards, or the far player's answer to it:
 * the game's code, the ply it was made after, its number among the sender's offers at that ply (a player may offer
 * again after a refusal), what is offered, and for an answer whether it is accepted. Read from the journal like the
 * moves, so the repair sends it again: a board sends the offer of its player still waiting, and its player's answer to
 * the far player's latest offer; the receiver drops what it already has.
 *
 * @param accept null for an offer; the answer's yes or no
 */
record RemoteOffer(String match, int ply, int n, String kind, Boolean accept) {

    private static final Set<String> OFFER_FIELDS = Set.of("match", "ply", "n", "kind");
    private static final Set<String> ANSWER_FIELDS = Set.of("match", "ply", "n", "kind", "accept");

    String json() {
        JsonObject o = new JsonObject();
        o.addProperty("match", match);
        o.addProperty("ply", ply);
        o.addProperty("n", n);
        o.addProperty("kind", kind);
        if (accept != null) {
            o.addProperty("accept", accept);
        }
        return o.toString();
    }

    /** Reads an offer ({@code answer} false) or an answer; throws {@link IllegalArgumentException} naming the fault. */
    static RemoteOffer parse(String text, boolean answer) {
        JsonObject o = RemoteMove.object(text, answer ? ANSWER_FIELDS : OFFER_FIELDS);
        Boolean accept = null;
        if (answer) {
            JsonElement e = o.get("accept");
            if (!(e instanceof JsonPrimitive p) || !p.isBoolean()) {
                throw new IllegalArgumentException("'accept' is missing or not true or false");
            }
            accept = p.getAsBoolean();
        }
        return new RemoteOffer(RemoteMove.string(o, "match", Challenge.CODE), (int) RemoteMove.number(o, "ply", 0, 10_000),
                (int) RemoteMove.number(o, "n", 1, 10_000), RemoteMove.string(o, "kind", "draw|takeback|adjourn"), accept);
    }

    /** The offer this is the answer to, or this offer. */
    RemoteOffer offer() {
        return new RemoteOffer(match, ply, n, kind, null);
    }

    /** The answer {@code yes} to this offer. */
    RemoteOffer answered(boolean yes) {
        return new RemoteOffer(match, ply, n, kind, yes);
    }

    /**
     * What a journal says of the offers of one game: each side's offers by ply, the one still waiting, the latest one
     * answered, and the takebacks agreed (the line the moves carry).
     */
    static final class Ledger {
        private final Map<String, Integer> counts = new HashMap<>();
        /** The offer waiting for its answer (by its side), or null. */
        Side pendingBy;
        RemoteOffer pending;
        /** The latest offer answered (by its side), with its answer, or null. */
        Side answeredBy;
        RemoteOffer answered;
        int takebacks;
        /** The plies played in the line the game is on. */
        int ply;

        /** The ledger of {@code stored}, its offers marked with game {@code code}. */
        static Ledger of(StoredGame stored, String code) {
            Ledger l = new Ledger();
            for (JournalEntry e : stored.entries()) {
                switch (e.kind()) {
                    case "move", "pass" -> {
                        l.ply++;
                        l.pending = null;
                    }
                    case "takeback" -> {
                        l.ply = Integer.parseInt(e.data());
                        l.takebacks++;
                        l.pending = null;
                    }
                    case "offer" -> {
                        Side by = side(e);
                        int n = l.counts.merge(by + ":" + l.ply, 1, Integer::sum);
                        l.pendingBy = by;
                        l.pending = new RemoteOffer(code, l.ply, n, e.data(), null);
                    }
                    case "offer-accepted", "offer-declined" -> {
                        if (l.pending != null) {
                            l.answeredBy = l.pendingBy;
                            l.answered = l.pending.answered(e.kind().equals("offer-accepted"));
                        }
                        l.pending = null;
                    }
                    case "offer-withdrawn", "result" -> l.pending = null;
                    default -> { }
                }
            }
            if (l.pending == null) {
                l.pendingBy = null;
            }
            return l;
        }

        /** How many offers {@code side} made after ply {@code ply}. */
        int offers(Side side, int ply) {
            return counts.getOrDefault(side + ":" + ply, 0);
        }

        private static Side side(JournalEntry e) {
            return Side.valueOf(e.side().toUpperCase(Locale.ROOT));
        }
    }
}
