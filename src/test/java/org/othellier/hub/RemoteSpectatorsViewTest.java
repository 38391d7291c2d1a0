package org.othellier.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/**
 * Spectators on the hub (docs/REMOTE.md): a remote game between two of the club's boards is listed once with both
 * boards' names, its position and clocks; a game with a board elsewhere once too; a state whose {@code remote} is
 * not one is refused naming the field.
 */
class RemoteSpectatorsViewTest {

    private final HubView view = new HubView(Clock.fixed(Instant.parse("2026-11-28T20:00:00Z"), ZoneOffset.UTC),
            () -> 1_000_000);

    private void show(String name, String state) {
        SeenBoard b = new SeenBoard(name);
        b.take(Intake.state(Intake.object(state)));
        b.online = true;
        b.heardAt = 1_000_000;
        view.show(b, null);
    }

    private static String state(long gameId, String code, String position, String clocks) {
        return "{\"gameId\": " + gameId + ", \"status\": \"playing\", \"toMove\": \"white\", \"moves\": [\"f5\"],"
                + " \"position\": \"" + position + "\", \"clocks\": " + clocks + ", \"players\": {\"black\": \"human\","
                + " \"white\": \"ben (remote)\"}, \"remote\": " + code + "}";
    }

    static final String F5 = "---------------------------OX------XXX--------------------------";

    @Test
    void aRemoteGameBetweenTwoOfTheHubsBoardsIsListedOnce() {
        String code = "{\"code\": \"K7Q2XM\", \"black\": \"anna\", \"white\": \"ben\"}";
        show("board-2", state(4, code, F5, "{\"running\": \"white\", \"black\": 1498000, \"white\": 1500000}"));
        show("board-1", state(9, code, F5, "{\"running\": \"white\", \"black\": 1498000, \"white\": 1499000}"));
        show("board-3", "{\"gameId\": 2, \"status\": \"playing\", \"remote\": null}");
        show("board-4", state(5, "{\"code\": \"ZZ22AB\", \"black\": \"carl\", \"white\": \"dora\"}", F5, "null"));

        JsonArray games = view.remoteGames();
        assertEquals(2, games.size(), games.toString());
        JsonObject g = games.get(0).getAsJsonObject();
        assertEquals("K7Q2XM", g.get("code").getAsString());
        assertEquals("anna", g.get("black").getAsString());
        assertEquals("ben", g.get("white").getAsString());
        assertEquals("[\"board-1\",\"board-2\"]", g.get("boards").toString(), "both hub boards that report it");
        assertEquals(F5, g.get("position").getAsString());
        assertEquals(1499000, g.getAsJsonObject("clocks").get("white").getAsLong(), "as the first board shows it");
        assertEquals("f5", g.get("lastMove").getAsString());
        assertEquals("ZZ22AB", games.get(1).getAsJsonObject().get("code").getAsString());
        assertEquals("[\"board-4\"]", games.get(1).getAsJsonObject().get("boards").toString());
        assertEquals(4, view.boards().size(), "every board is still a board of the club");
    }

    @Test
    void aRemoteFieldThatIsNotOneIsRefusedNamingIt() {
        assertEquals("\"remote\" \"code\" must be six of A-Z and 2-9, not \"k7\"", assertThrows(Intake.Malformed.class,
                () -> Intake.state(Intake.object(state(4, "{\"code\": \"k7\", \"black\": \"a\", \"white\": \"b\"}", F5,
                        "null")))).getMessage());
        assertEquals("\"remote\" \"white\" must be a board's name, not \"a/b\"", assertThrows(Intake.Malformed.class,
                () -> Intake.state(Intake.object(state(4, "{\"code\": \"K7Q2XM\", \"black\": \"a\", \"white\": \"a/b\"}",
                        F5, "null")))).getMessage());
        assertEquals("\"remote\" must be an object, not \"anna\"", assertThrows(Intake.Malformed.class,
                () -> Intake.state(Intake.object(state(4, "\"anna\"", F5, "null")))).getMessage());
    }
}
