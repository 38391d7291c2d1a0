package org.othellier.app;

import java.util.List;
import java.util.Locale;
import org.othellier.game.Side;
import org.othellier.store.JournalEntry;

/**
 * A player's offer waiting for the opponent's answer: a draw (O-15), a takeback of the offering player's last move, or
 * in a remote game to adjourn it (docs/REMOTE.md, "Adjournment").
 * Journalled as an {@code offer} event (side: who offers, data: what), ended by {@code offer-accepted},
 * {@code offer-declined} or {@code offer-withdrawn} (a move, a pass or a takeback made before the answer), so that a
 * restart finds it still waiting ({@link #pendingIn}).
 *
 * @param kind what is offered
 * @param by   who offers it
 */
public record Offer(Kind kind, Side by) {

    public enum Kind {
        DRAW, TAKEBACK, ADJOURN;

        /** {@code draw}, {@code takeback}, {@code adjourn}: the journal's and the API's word. */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * {@code draw} or {@code takeback}, whole, or IllegalArgumentException naming what was given: what a player offers
         * through {@code POST /api/offer}. Adjourning is the arbiter's ({@code POST /api/remote/adjourn}).
         */
        static Kind parse(String text) {
            Kind k = parseAny(text);
            if (k == ADJOURN) {
                throw new IllegalArgumentException("an offer is \"draw\" or \"takeback\", not \"adjourn\": the arbiter"
                        + " adjourns a remote game (POST /api/remote/adjourn)");
            }
            return k;
        }

        /** Any kind, as the journal and the far board write it. */
        static Kind parseAny(String text) {
            for (Kind k : values()) {
                if (k.word().equals(text)) {
                    return k;
                }
            }
            throw new IllegalArgumentException("an offer is \"draw\" or \"takeback\", not \"" + text + "\"");
        }
    }

    /** The journal's events that end a waiting offer without an answer: the game went on. */
    private static final List<String> MOVES_ON = List.of("move", "pass", "takeback", "result", "adjourn");

    /** The offer still waiting after a journalled game's entries, or null: what a restart goes on with. */
    static Offer pendingIn(List<JournalEntry> entries) {
        Offer pending = null;
        for (JournalEntry e : entries) {
            if (e.kind().equals("offer") && e.side() != null && e.data() != null) {
                pending = new Offer(Kind.parseAny(e.data()), Side.valueOf(e.side().toUpperCase(Locale.ROOT)));
            } else if (e.kind().startsWith("offer-") || MOVES_ON.contains(e.kind())) {
                pending = null;
            }
        }
        return pending;
    }

    /** The page's and the players' words: {@code Black offers a draw}. */
    String describe() {
        return OthelloController.name(by) + switch (kind) {
            case DRAW -> " offers a draw";
            case TAKEBACK -> " asks to take back their last move";
            case ADJOURN -> " offers to adjourn the game";
        };
    }
}
