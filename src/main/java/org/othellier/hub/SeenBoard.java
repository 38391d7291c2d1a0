package org.othellier.hub;

import com.google.gson.JsonObject;

/** One board as the hub knows it: its last state, whether it is online and when it was last heard. */
final class SeenBoard {

    /** A board not heard for this long is shown offline, whatever its retained "online" says. */
    static final long SILENT_MILLIS = 3 * org.othellier.club.ClubLink.HEARTBEAT_MILLIS;

    final String name;
    /** The last state taken (checked by {@link Intake#state}), or null. */
    JsonObject state;
    /** The state's game and last event, read once when it was taken: 0 and -1 without one. */
    private long gameId;
    private int seq = -1;
    boolean online;
    /** When the hub last heard the board live (a message not retained); never, after the hub's start. */
    long heardAt = Long.MIN_VALUE / 2;
    /** Whether the page was last shown it online ({@link #live} then): a change is shown by the repair. */
    boolean shownOnline;
    /** What the page was last shown of it: empty until then. */
    JsonObject view = new JsonObject();

    SeenBoard(String name) {
        this.name = name;
    }

    /** Online by its own word and heard within {@link #SILENT_MILLIS} of {@code now}. */
    boolean live(long now) {
        return online && now - heardAt < SILENT_MILLIS;
    }

    long gameId() {
        return gameId;
    }

    int seq() {
        return seq;
    }

    /** Takes a state already checked. */
    void take(JsonObject checked) {
        state = checked;
        gameId = checked.has("gameId") && !checked.get("gameId").isJsonNull() ? checked.get("gameId").getAsLong() : 0;
        seq = checked.has("seq") && !checked.get("seq").isJsonNull() ? checked.get("seq").getAsInt() : -1;
    }
}
