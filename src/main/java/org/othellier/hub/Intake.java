package org.othellier.hub;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Logger;
import java.util.regex.Pattern;
import org.othellier.club.ClubConfig;
import org.othellier.club.ClubTopics;
import org.othellier.clock.TimeSource;

/**
 * What the hub takes from a board, checked before anything is kept (docs/CLUB.md, "What the hub takes"): the
 * board's name, the payload's size in bytes before it is parsed, a rate per board (a token bucket on the hub's
 * clock), then each field the hub reads, in its type and range. A board's credentials let it publish anything on
 * its own topics: a broken or hostile board must cost the hub one log line, never its thread, its memory or the
 * other boards' repairs. Everything refused is counted ({@link #counts}) and said once per board and kind.
 */
final class Intake {

    private static final Logger LOG = Logger.getLogger(Hub.class.getName());

    /**
     * The highest event number of a game the hub takes. A real game has about a hundred events (60 moves, passes,
     * the clock's start, pauses, a few takebacks and ignored presses); a thousand times that is never a game, and
     * keeps the hub's per-game bitmap of events under 13 KB whatever a board claims.
     */
    static final int MAX_SEQ = 100_000;
    /** The highest game number: JSON's exact integers (a board's journal counts from 1). */
    static final long MAX_GAME_ID = (1L << 53) - 1;
    /** A state is a few hundred bytes (a 10x10 game's whole move list is under 1 KB): 16 KB is far above any. */
    static final int MAX_STATE_BYTES = 16 * 1024;
    /** An event, an answer or an online flag: under 400 bytes in practice. */
    static final int MAX_MESSAGE_BYTES = 4 * 1024;
    /**
     * The rate a board may keep up: a move is two messages, the state goes once a second while a clock runs, a
     * heartbeat every 4 s (about 3 a second at the most); a board that comes back, or answers a replay, sends its
     * whole game at once (about 150 events), hence the burst. Each message taken costs the hub's one thread a
     * commit (about 3 ms measured on a busy two-core machine): a board over this is dropped, not queued.
     */
    static final int BURST = 300;
    static final int PER_SECOND = 20;

    private static final Pattern KIND = Pattern.compile("[a-z][a-z-]{0,31}");
    private static final Pattern SCORE = Pattern.compile("\\d{1,3}-\\d{1,3}");
    private static final int MAX_TEXT = 1000;
    private static final Set<String> STATE_TEXTS = Set.of("name", "status", "toMove", "variant", "pairing", "game", "at",
            "eventAt", "position");

    /** A message refused: what was wrong, for the log. */
    /** A remote game's code ({@code remote.Challenge}) and a board's name on the broker. */
    private static final String REMOTE_CODE = "[A-Z2-9]{6}";
    private static final String BOARD_NAME = "[A-Za-z0-9_-]{1,32}";

    static final class Malformed extends RuntimeException {
        Malformed(String why) {
            super(why, null, false, false);
        }
    }

    /** A board's token bucket, in thousandths of a message so that the refill per millisecond is exact. */
    private static final class Bucket {
        long milli = BURST * 1000L;
        long at;
        boolean dropping;
    }

    private final TimeSource millis;
    private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();
    private final Set<String> said = ConcurrentHashMap.newKeySet();
    private final AtomicLong tooLarge = new AtomicLong();
    private final AtomicLong overRate = new AtomicLong();
    private final AtomicLong malformed = new AtomicLong();
    private final AtomicLong badName = new AtomicLong();

    Intake(TimeSource millis) {
        this.millis = millis;
    }

    /**
     * Whether a message of {@code bytes} on {@code board}'s {@code leaf} is let in at all (the name, the size, the
     * rate), counted and said once when not. Called on the broker client's thread, before the message is parsed or
     * queued for the hub's thread: what is dropped here costs neither.
     */
    boolean admit(String board, String leaf, int bytes) {
        if (ClubConfig.whyNotABoardName(board) != null) {
            badName.incrementAndGet();
            once("names", "a message on a topic whose board name \"" + Hub.clip(board) + "\" is not a board's: ignored,"
                    + " as every such message from now on");
            return false;
        }
        int max = leaf.equals(ClubTopics.STATE) ? MAX_STATE_BYTES : MAX_MESSAGE_BYTES;
        if (bytes > max) {
            tooLarge.incrementAndGet();
            once(board + "/" + leaf + "/size", board + "'s " + leaf + " of " + bytes + " bytes is over the " + max
                    + " bytes the hub takes: dropped, as every such message of it from now on");
            return false;
        }
        Bucket b = buckets.computeIfAbsent(board, k -> {
            Bucket n = new Bucket();
            n.at = millis.nowMillis();
            return n;
        });
        synchronized (b) {
            long now = millis.nowMillis();
            b.milli = Math.min(BURST * 1000L, b.milli + Math.min(BURST * 1000L, Math.max(0, now - b.at) * PER_SECOND));
            b.at = now;
            if (b.milli == BURST * 1000L) {
                b.dropping = false; // calm again for a whole burst's refill: a new flood is said again
            }
            if (b.milli < 1000) {
                overRate.incrementAndGet();
                if (!b.dropping) {
                    b.dropping = true; // said once for each flood, not for each message dropped
                    LOG.warning(board + " sends more than " + PER_SECOND + " messages a second (bursts of " + BURST
                            + "): what is over that is dropped and counted (GET /api/hub) until it slows down; the hub"
                            + " asks again for the events it misses");
                }
                return false;
            }
            b.milli -= 1000;
            return true;
        }
    }

    /** A refused message's reason, said the first time for this board and kind only. */
    void malformed(String board, String leaf, String why) {
        malformed.incrementAndGet();
        once(board + "/" + leaf, board + "'s " + leaf + " is refused: " + why + " (said once; every such message of it"
                + " is dropped and counted, GET /api/hub)");
    }

    /** Says {@code message} the first time {@code key} comes, only. */
    void once(String key, String message) {
        if (said.size() < 10_000 && said.add(key)) {
            LOG.warning(message);
        }
    }

    /** What was refused since the start, by why: {@code GET /api/hub}'s {@code refused}. */
    JsonObject counts() {
        JsonObject o = new JsonObject();
        o.addProperty("tooLarge", tooLarge.get());
        o.addProperty("overRate", overRate.get());
        o.addProperty("malformed", malformed.get());
        o.addProperty("badName", badName.get());
        return o;
    }

    // ---------------------------------------------------------------- each kind of message, checked

    static JsonObject object(String text) {
        try {
            JsonElement e = JsonParser.parseString(text);
            if (e.isJsonObject()) {
                return e.getAsJsonObject();
            }
        } catch (RuntimeException e) {
            // said below
        }
        throw new Malformed("not a JSON object");
    }

    /** {@code .../online}: {@code {"online": true|false}}. */
    static boolean online(JsonObject o) {
        JsonElement e = o.get("online");
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isBoolean()) {
            throw new Malformed("\"online\" must be true or false, not " + shown(e));
        }
        return e.getAsBoolean();
    }

    /** {@code .../state}: the fields the hub reads or shows, each of its type; {@code gameId} 0 is a board without a game. */
    static JsonObject state(JsonObject o) {
        integer(o, "gameId", 0, MAX_GAME_ID, false);
        integer(o, "seq", 0, MAX_SEQ, false);
        for (String key : STATE_TEXTS) {
            text(o, key, false);
        }
        JsonElement moves = o.get("moves");
        if (moves != null && !moves.isJsonNull()) {
            if (!moves.isJsonArray()) {
                throw new Malformed("\"moves\" must be a list, not " + shown(moves));
            }
            for (JsonElement m : moves.getAsJsonArray()) {
                if (!m.isJsonPrimitive() || !m.getAsJsonPrimitive().isString()) {
                    throw new Malformed("\"moves\" must hold moves as text, not " + shown(m));
                }
            }
        }
        for (String key : new String[] {"players", "clocks", "result", "remote"}) {
            JsonElement e = o.get(key);
            if (e != null && !e.isJsonNull() && !e.isJsonObject()) {
                throw new Malformed("\"" + key + "\" must be an object, not " + shown(e));
            }
        }
        if (o.get("players") instanceof JsonObject players) {
            text(players, "black", false);
            text(players, "white", false);
        }
        if (o.get("remote") instanceof JsonObject remote) {
            // a remote game's code and both boards' names (docs/REMOTE.md): what the hub lists it by, once
            if (!text(remote, "code", true).matches(REMOTE_CODE)) {
                throw new Malformed("\"remote\" \"code\" must be six of A-Z and 2-9, not " + shown(remote.get("code")));
            }
            for (String side : new String[] {"black", "white"}) {
                if (!text(remote, side, true).matches(BOARD_NAME)) {
                    throw new Malformed("\"remote\" \"" + side + "\" must be a board's name, not " + shown(remote.get(side)));
                }
            }
        }
        return o;
    }

    /** {@code .../event}: a journal entry, or a game's header (seq 0). */
    static JsonObject event(JsonObject o) {
        integer(o, "gameId", 1, MAX_GAME_ID, true);
        long seq = integer(o, "seq", 0, MAX_SEQ, true);
        String kind = text(o, "kind", true);
        if (!KIND.matcher(kind).matches()) {
            throw new Malformed("\"kind\" \"" + Hub.clip(kind) + "\" is not an event's kind");
        }
        for (String key : new String[] {"at", "side", "data", "reason", "black", "white", "pairing", "clock", "variant",
                "game"}) {
            text(o, key, false);
        }
        switch (kind) {
            case "game" -> {
                if (seq != 0) {
                    throw new Malformed("a game's header is its event 0, not " + seq);
                }
                integer(o, "size", 4, 26, false);
            }
            case "takeback" -> {
                String data = text(o, "data", true);
                if (!data.strip().matches("\\d{1,6}")) {
                    throw new Malformed("a takeback's \"data\" is the ply taken back to, not \"" + Hub.clip(data) + "\"");
                }
            }
            case "move" -> text(o, "data", true);
            case "result" -> {
                String data = text(o, "data", true);
                if (!SCORE.matcher(data).matches()) {
                    throw new Malformed("a result's \"data\" is its score, 40-24, not \"" + Hub.clip(data) + "\"");
                }
            }
            default -> { }
        }
        return o;
    }

    /** {@code .../ack}: a command's answer. */
    static JsonObject ack(JsonObject o) {
        text(o, "id", true);
        JsonElement ok = o.get("ok");
        if (ok == null || !ok.isJsonPrimitive() || !ok.getAsJsonPrimitive().isBoolean()) {
            throw new Malformed("\"ok\" must be true or false, not " + shown(ok));
        }
        integer(o, "gameId", 0, MAX_GAME_ID, false);
        integer(o, "seq", -1, MAX_SEQ, false);
        text(o, "error", false);
        return o;
    }

    /** A whole number in range (a string, a fraction or a number out of range is refused), or -1 when absent. */
    private static long integer(JsonObject o, String key, long min, long max, boolean required) {
        JsonElement e = o.get(key);
        if (e == null || e.isJsonNull()) {
            if (required) {
                throw new Malformed("\"" + key + "\" is missing");
            }
            return -1;
        }
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
            throw new Malformed("\"" + key + "\" must be a number, not " + shown(e));
        }
        BigDecimal n;
        try {
            n = e.getAsBigDecimal();
        } catch (NumberFormatException ex) {
            throw new Malformed("\"" + key + "\" must be a number, not " + shown(e));
        }
        if (n.signum() != 0 && n.stripTrailingZeros().scale() > 0) {
            throw new Malformed("\"" + key + "\" must be a whole number, not " + shown(e));
        }
        if (n.compareTo(BigDecimal.valueOf(min)) < 0 || n.compareTo(BigDecimal.valueOf(max)) > 0) {
            throw new Malformed("\"" + key + "\" must be from " + min + " to " + max + ", not " + shown(e));
        }
        // written as the whole number it is, so that the hub's getAsLong/getAsInt read it as checked
        o.add(key, new JsonPrimitive(n.longValueExact()));
        return n.longValueExact();
    }

    private static String text(JsonObject o, String key, boolean required) {
        JsonElement e = o.get(key);
        if (e == null || e.isJsonNull()) {
            if (required) {
                throw new Malformed("\"" + key + "\" is missing");
            }
            return null;
        }
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
            throw new Malformed("\"" + key + "\" must be text, not " + shown(e));
        }
        String s = e.getAsString();
        if (s.length() > MAX_TEXT) {
            throw new Malformed("\"" + key + "\" is " + s.length() + " characters, over " + MAX_TEXT);
        }
        return s;
    }

    private static String shown(JsonElement e) {
        return e == null ? "nothing" : Hub.clip(e.toString());
    }
}
