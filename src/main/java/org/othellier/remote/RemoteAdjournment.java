package org.othellier.remote;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.othellier.app.OthelloFarPlayer;
import org.othellier.game.othello.OthelloGame;
import org.othellier.remote.RemoteMatches.Match;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;
import org.othellier.store.Replay;
import org.othellier.store.StoredGame;

/**
 * An adjourned remote game as the journal holds it and as it travels (docs/REMOTE.md, "Adjournment"): whether a game
 * is adjourned, taken up again and waiting for the far board's record, or neither; the adjournment a board sends when
 * it adjourns alone ({@code .../adjourn}, retained, numbered so that a board takes each one once); and the record a
 * board sends when the game is taken up again ({@code .../resume}, retained): the moves of the line the game is on,
 * each with the hash of the position it was made in, compared with this board's own.
 */
final class RemoteAdjournment {

    /** Where a journal's game stands. */
    enum State {
        /** Adjourned: over without a result, to be taken up again. */
        ADJOURNED,
        /** Taken up again, waiting until both boards agree on its record. */
        RESUMING,
        /** Never adjourned, or taken up again and agreed. */
        PLAYED
    }

    /**
     * A board's record of the game, sent when it is taken up again: the moves, the hash before each, and {@code n}, the
     * how-manieth adjournment it takes up (a board that agreed on as many already drops it: a copy kept by the broker).
     */
    record Record(String match, int n, List<String> moves, List<String> hashes) {

        private static final Set<String> FIELDS = Set.of("match", "n", "moves", "hashes");
        /** The most moves a record carries: every square of the largest board, and its passes. */
        private static final int MOST = 1400;

        String json() {
            JsonObject o = new JsonObject();
            o.addProperty("match", match);
            o.addProperty("n", n);
            JsonArray m = new JsonArray();
            moves.forEach(m::add);
            JsonArray h = new JsonArray();
            hashes.forEach(h::add);
            o.add("moves", m);
            o.add("hashes", h);
            return o.toString();
        }

        static Record parse(String text) {
            JsonObject o = RemoteMove.object(text, FIELDS);
            String match = RemoteMove.string(o, "match", Challenge.CODE);
            int n = (int) RemoteMove.number(o, "n", 1, 10_000);
            List<String> moves = strings(o, "moves", "[a-z][0-9]{1,2}|PA");
            List<String> hashes = strings(o, "hashes", "[0-9a-f]{16}");
            if (moves.size() != hashes.size()) {
                throw new IllegalArgumentException("it has " + moves.size() + " moves and " + hashes.size() + " hashes");
            }
            return new Record(match, n, moves, hashes);
        }

        private static List<String> strings(JsonObject o, String field, String pattern) {
            if (!(o.get(field) instanceof JsonArray a) || a.size() > MOST) {
                throw new IllegalArgumentException("'" + field + "' is missing, not a list or longer than " + MOST);
            }
            List<String> out = new ArrayList<>();
            for (JsonElement e : a) {
                if (!(e instanceof JsonPrimitive p) || !p.isString() || !p.getAsString().matches(pattern)) {
                    throw new IllegalArgumentException("'" + field + "' has " + RemoteMove.clip(String.valueOf(e))
                            + " at " + (out.size() + 1));
                }
                out.add(p.getAsString());
            }
            return out;
        }

        /**
         * Why the far board's record {@code there} cannot go on from this board's (the same moves, in the same
         * positions, as far as both go), naming the first move where they differ, or null: one record is the other's
         * beginning, and the board that has fewer moves gets the rest by the usual repair.
         */
        String disagreement(Record there, String far) {
            int common = Math.min(moves.size(), there.moves.size());
            for (int i = 0; i < common; i++) {
                if (!moves.get(i).equals(there.moves.get(i)) || !hashes.get(i).equals(there.hashes.get(i))) {
                    String same = moves.get(i).equals(there.moves.get(i)) ? " in another position" : "";
                    return "the two journals of game " + match + " differ at move " + (i + 1) + ": " + moves.get(i)
                            + " here, " + there.moves.get(i) + same + " on " + far + "'s board";
                }
            }
            return null;
        }
    }

    /** The adjournment sent by the board that adjourned: the game, the how-manieth adjournment, the ply. */
    record Adjourned(String match, int n, int ply) {

        private static final Set<String> FIELDS = Set.of("match", "n", "ply");

        String json() {
            JsonObject o = new JsonObject();
            o.addProperty("match", match);
            o.addProperty("n", n);
            o.addProperty("ply", ply);
            return o.toString();
        }

        static Adjourned parse(String text) {
            JsonObject o = RemoteMove.object(text, FIELDS);
            return new Adjourned(RemoteMove.string(o, "match", Challenge.CODE), (int) RemoteMove.number(o, "n", 1, 10_000),
                    (int) RemoteMove.number(o, "ply", 0, 10_000));
        }
    }

    private RemoteAdjournment() {
    }

    /**
     * The journal's id of the adjourned game with {@code code}, for {@code POST /api/remote/resume};
     * refused naming why: a code this board does not hold, or a game that is not adjourned here.
     */
    static long find(RemoteMatches matches, Journal journal, String code) {
        Match m = matches.byCode(code);
        if (m == null || !m.accepted()) {
            throw new IllegalArgumentException("this board holds no remote game " + code + ": the code is the one both"
                    + " pages said when the game was agreed");
        }
        StoredGame g = journal.header(m.gameId()).orElseThrow(() -> new IllegalArgumentException("game " + code
                + " is no longer in this board's journal"));
        return switch (g.status()) {
            case "adjourned" -> m.gameId();
            case "finished" -> throw new IllegalArgumentException("game " + code + " against " + m.opponent()
                    + " is over here: " + g.result() + " (" + g.reason() + "); there is nothing to take up");
            case "playing" -> throw new IllegalArgumentException("game " + code + " against " + m.opponent()
                    + " is in play here, not adjourned");
            default -> throw new IllegalArgumentException("game " + code + " against " + m.opponent() + " was "
                    + g.status() + " here (" + g.reason() + "): only an adjourned game is taken up again");
        };
    }

    /** Where {@code stored} stands: adjourned, taken up again and not yet agreed, or played. */
    static State of(StoredGame stored) {
        if ("adjourned".equals(stored.status())) {
            return State.ADJOURNED;
        }
        State s = State.PLAYED;
        for (JournalEntry e : stored.entries()) {
            if (e.kind().equals("adjourn")) {
                s = State.RESUMING; // taken up again, since the journal says it is not adjourned now
            } else if (e.kind().equals("resume") && OthelloFarPlayer.AGREED.equals(e.data())) {
                s = State.PLAYED;
            }
        }
        return s;
    }

    /** How many times {@code stored} was adjourned. */
    static int adjournments(StoredGame stored) {
        return (int) stored.entries().stream().filter(e -> e.kind().equals("adjourn")).count();
    }

    /** How many times {@code stored} was taken up again with both boards agreeing on its record. */
    static int agreements(StoredGame stored) {
        return (int) stored.entries().stream()
                .filter(e -> e.kind().equals("resume") && OthelloFarPlayer.AGREED.equals(e.data())).count();
    }

    /** The record of {@code stored} under game {@code code}: the line it is on (takebacks agreed left out). */
    static Record record(StoredGame stored, String code) {
        OthelloGame g = Replay.game(stored);
        List<String> moves = new ArrayList<>();
        List<String> hashes = new ArrayList<>();
        for (int i = 0; i < g.ply(); i++) {
            moves.add(g.moves().get(i).toString());
            hashes.add(PositionHash.of(g.positionAt(i)));
        }
        return new Record(code, adjournments(stored), moves, hashes);
    }
}
