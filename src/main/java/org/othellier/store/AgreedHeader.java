package org.othellier.store;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/**
 * What the two boards of a remote game agreed their records name alike (docs/REMOTE.md, "The record"): the game's
 * code, both players as the records name them, and its start, decided once by the board that accepted the challenge.
 * Journalled in the game as an {@value #KIND} entry; the GGF export takes its players and date from it, so both boards
 * export the same text. The game's header still says which side is played here ({@code human}, {@code remote:BOARD}):
 * a restarted board needs it.
 *
 * @param code    the agreed game's code
 * @param black   Black's name in the record
 * @param white   White's name in the record
 * @param started the game's start (ISO-8601, UTC)
 */
public record AgreedHeader(String code, String black, String white, String started) {

    /** The journal entry's kind. */
    public static final String KIND = "agreed";

    public AgreedHeader {
        if (code == null || black == null || white == null || started == null) {
            throw new IllegalArgumentException("an agreed header names the code, both players and the start");
        }
        try {
            Instant.parse(started);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("the start '" + started + "' is not an ISO-8601 instant");
        }
    }

    /** The entry's data. */
    public String json() {
        JsonObject o = new JsonObject();
        o.addProperty("code", code);
        o.addProperty("black", black);
        o.addProperty("white", white);
        o.addProperty("started", started);
        return o.toString();
    }

    /**
     * The header the game's latest {@value #KIND} entry holds, or none for a game without one (every game but a remote
     * game agreed with the far board). An entry that cannot be read throws {@link StoreException} naming it.
     */
    public static Optional<AgreedHeader> of(StoredGame g) {
        AgreedHeader found = null;
        for (JournalEntry e : g.entries()) {
            if (KIND.equals(e.kind())) {
                try {
                    JsonObject o = JsonParser.parseString(e.data()).getAsJsonObject();
                    found = new AgreedHeader(text(o, "code"), text(o, "black"), text(o, "white"), text(o, "started"));
                } catch (RuntimeException ex) {
                    throw new StoreException("game " + g.id() + " event " + e.seq() + " (" + KIND + " " + e.data() + "): "
                            + ex.getMessage(), ex);
                }
            }
        }
        return Optional.ofNullable(found);
    }

    private static String text(JsonObject o, String key) {
        JsonElement v = o.get(key);
        if (v == null || !v.isJsonPrimitive()) {
            throw new IllegalArgumentException("no '" + key + "'");
        }
        return v.getAsString();
    }
}
