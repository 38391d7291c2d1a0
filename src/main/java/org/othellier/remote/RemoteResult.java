package org.othellier.remote;

import com.google.gson.JsonObject;
import java.util.Set;

/**
 * A board's result of the game as its journal holds it, sent to the far board once the game is over there, which
 * compares it with its own: the game's code, the plies played, the score ({@code 33-31}, Black's first) and the
 * reason ({@code no moves}, {@code resignation}, {@code agreed draw}, {@code time forfeit}, {@code arbiter}).
 */
record RemoteResult(String match, int ply, String score, String reason) {

    private static final Set<String> FIELDS = Set.of("match", "ply", "score", "reason");

    String json() {
        JsonObject o = new JsonObject();
        o.addProperty("match", match);
        o.addProperty("ply", ply);
        o.addProperty("score", score);
        o.addProperty("reason", reason);
        return o.toString();
    }

    static RemoteResult parse(String text) {
        JsonObject o = RemoteMove.object(text, FIELDS);
        return new RemoteResult(RemoteMove.string(o, "match", Challenge.CODE), (int) RemoteMove.number(o, "ply", 0, 10_000),
                RemoteMove.string(o, "score", "[0-9]{1,4}-[0-9]{1,4}"), RemoteMove.string(o, "reason", "[a-z ]{1,20}"));
    }

    /** Why this board's result {@code here} differs from the far board's {@code there}, or null when they agree. */
    static String disagreement(RemoteResult here, RemoteResult there, String far) {
        if (here.score.equals(there.score) && here.reason.equals(there.reason) && here.ply == there.ply) {
            return null;
        }
        return "the two boards disagree on the result: here " + here.describe() + ", on " + far + "'s board "
                + there.describe();
    }

    String describe() {
        return score + " (" + reason + ") after move " + ply;
    }
}
