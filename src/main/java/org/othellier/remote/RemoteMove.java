package org.othellier.remote;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.util.Set;

/**
 * One move as it travels from the board of the player who made it: the game's code, its number in the game
 * (every ply counts, passes too, from 1), the move, the hash of the position it was made in, and the time its
 * player had left after it by that board's clock (-1: no clock), and its line: how many takebacks the game had before
 * it (written when not 0), so a move taken back by agreement and still on its way is told from the one made after.
 */
record RemoteMove(String match, int seq, String move, String hash, long left, int line) {

    private static final Set<String> FIELDS = Set.of("match", "seq", "move", "hash", "left", "line");

    RemoteMove(String match, int seq, String move, String hash, long left) {
        this(match, seq, move, hash, left, 0);
    }

    String json() {
        JsonObject o = new JsonObject();
        o.addProperty("match", match);
        o.addProperty("seq", seq);
        o.addProperty("move", move);
        o.addProperty("hash", hash);
        o.addProperty("left", left);
        if (line > 0) {
            o.addProperty("line", line);
        }
        return o.toString();
    }

    /** Reads a move; throws {@link IllegalArgumentException} naming what is wrong. */
    static RemoteMove parse(String text) {
        JsonObject o = object(text, FIELDS);
        int seq = (int) number(o, "seq", 1, 10_000);
        String move = string(o, "move", "[a-z][0-9]{1,2}");
        return new RemoteMove(string(o, "match", Challenge.CODE), seq, move, string(o, "hash", "[0-9a-f]{16}"),
                number(o, "left", -1, 360_000_000L), o.has("line") ? (int) number(o, "line", 0, 10_000) : 0);
    }

    static JsonObject object(String text, Set<String> fields) {
        JsonElement e;
        try {
            e = JsonParser.parseString(text);
        } catch (RuntimeException ex) {
            throw new IllegalArgumentException("not JSON: " + clip(text));
        }
        if (!e.isJsonObject()) {
            throw new IllegalArgumentException("not a JSON object: " + clip(text));
        }
        JsonObject o = e.getAsJsonObject();
        for (String k : o.keySet()) {
            if (!fields.contains(k)) {
                throw new IllegalArgumentException("unknown field '" + clip(k) + "'");
            }
        }
        return o;
    }

    static String string(JsonObject o, String field, String pattern) {
        JsonElement e = o.get(field);
        if (e == null || !(e instanceof JsonPrimitive p) || !p.isString()) {
            throw new IllegalArgumentException("'" + field + "' is missing or not a string");
        }
        String s = p.getAsString();
        if (!s.matches(pattern)) {
            throw new IllegalArgumentException("'" + field + "' = \"" + clip(s) + "\" is not " + pattern);
        }
        return s;
    }

    static long number(JsonObject o, String field, long min, long max) {
        JsonElement e = o.get(field);
        if (e == null || !(e instanceof JsonPrimitive p) || !p.isNumber()) {
            throw new IllegalArgumentException("'" + field + "' is missing or not a number");
        }
        double d = p.getAsDouble();
        if (d != Math.rint(d) || d < min || d > max) {
            throw new IllegalArgumentException("'" + field + "' = " + p + " is not a whole number from " + min + " to " + max);
        }
        return (long) d;
    }

    static String clip(String s) {
        return s.length() > 60 ? s.substring(0, 60) + "..." : s;
    }
}
