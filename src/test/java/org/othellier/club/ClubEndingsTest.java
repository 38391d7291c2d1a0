package org.othellier.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloResult;
import org.othellier.service.HubService;
import org.othellier.testing.ApiRequest;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * Games that end by the players' word reach the hub's standings by themselves, on a real Mosquitto: at table 1 White
 * resigns after f5 (O-14: 63-1), at table 2 the players agree a draw at the start (O-15: 32-32). Neither result is
 * a count of a finished board, so the hub checks each against its moves and the rule, and enters it as adjusted.
 */
@OutsideProgram
class ClubEndingsTest {

    @TempDir
    Path dir;

    private final HttpClient http = HttpClient.newHttpClient();

    private JsonObject post(int port, String path, String body, String pin) throws Exception {
        HttpResponse<String> r = http.send(ApiRequest.build("http://127.0.0.1:" + port, "POST", path, body, pin),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), path + ": " + r.body());
        return JsonParser.parseString(r.body()).getAsJsonObject();
    }

    @Test
    void aResignationAndADrawAgreedEnterTheStandingsCheckedAgainstTheirMoves() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             ClubBoard b1 = ClubBoard.start(dir.resolve("b1"), broker.url(), "board-1", "none");
             ClubBoard b2 = ClubBoard.start(dir.resolve("b2"), broker.url(), "board-2", "none")) {
            HubService hub = ClubHubTest.startHub(dir.resolve("hub"), broker.url());
            try {
                ClubBoard.await("both boards on the hub", () -> hub.hub().boards().size() == 2
                        && hub.hub().boards().asList().stream().allMatch(b -> b.getAsJsonObject().get("online").getAsBoolean()));
                post(hub.port(), "/api/tournament", "{\"name\": \"Endings night\"}", "4321");
                for (String p : List.of("Ann", "Ben", "Cat", "Dan")) {
                    post(hub.port(), "/api/players", "{\"name\": \"" + p + "\"}", "4321");
                }
                post(hub.port(), "/api/rounds", "{}", "4321");
                post(hub.port(), "/api/rounds/1/send", "{\"clock\": \"10m\"}", "4321");
                ClubBoard.await("the round on both boards", () -> b1.snapshot().clock().control().equals("10m")
                        && b2.snapshot().clock().control().equals("10m"));
                post(hub.port(), "/api/rounds/1/start", "{}", "4321");

                b1.play("f5");
                post(b1.service.port(), "/api/resign", "{\"side\": \"white\"}", null); // the simulated board: a player's
                post(b2.service.port(), "/api/offer", "{\"side\": \"black\", \"what\": \"draw\"}", null);
                post(b2.service.port(), "/api/offer/accept", "{\"side\": \"white\"}", null);

                ClubBoard.await("both results on the hub", () -> hub.hub().tournament().getAsJsonArray("rounds").get(0)
                        .getAsJsonObject().get("complete").getAsBoolean());
                JsonArray tables = hub.hub().tournament().getAsJsonArray("rounds").get(0).getAsJsonObject()
                        .getAsJsonArray("tables");
                JsonObject resigned = tables.get(0).getAsJsonObject();
                assertTrue(resigned.get("unchecked").isJsonNull(), resigned.toString());
                assertEquals(63, resigned.getAsJsonObject("result").get("black").getAsInt(), resigned.toString());
                assertEquals(1, resigned.getAsJsonObject("result").get("white").getAsInt());
                assertEquals("adjusted", resigned.getAsJsonObject("result").get("ending").getAsString());
                JsonObject drawn = tables.get(1).getAsJsonObject();
                assertEquals("32-32", drawn.getAsJsonObject("result").get("black").getAsInt() + "-"
                        + drawn.getAsJsonObject("result").get("white").getAsInt(), drawn.toString());
                String blackOfTable1 = resigned.get("black").getAsString();
                for (var e : hub.hub().tournament().getAsJsonArray("standings")) {
                    JsonObject s = e.getAsJsonObject();
                    double expected = s.get("name").getAsString().equals(blackOfTable1) ? 1.0
                            : s.get("name").getAsString().equals(resigned.get("white").getAsString()) ? 0.0 : 0.5;
                    assertEquals(expected, s.get("points").getAsDouble(), s.toString());
                }
            } finally {
                hub.close();
            }
        }
    }

    @Test
    void aResultSetByHandOnTheHubEndsTheGameOnItsBoard() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             ClubBoard b1 = ClubBoard.start(dir.resolve("b1"), broker.url(), "board-1", "none")) {
            HubService hub = ClubHubTest.startHub(dir.resolve("hub"), broker.url());
            try {
                ClubBoard.await("the board on the hub", () -> hub.hub().boards().size() == 1
                        && hub.hub().boards().asList().get(0).getAsJsonObject().get("online").getAsBoolean());
                post(hub.port(), "/api/tournament", "{\"name\": \"Arbiter's night\"}", "4321");
                for (String p : List.of("Ann", "Ben")) {
                    post(hub.port(), "/api/players", "{\"name\": \"" + p + "\"}", "4321");
                }
                post(hub.port(), "/api/rounds", "{}", "4321");
                post(hub.port(), "/api/rounds/1/send", "{\"clock\": \"10m\"}", "4321");
                ClubBoard.await("the round on the board", () -> b1.snapshot().clock().control().equals("10m"));
                post(hub.port(), "/api/rounds/1/start", "{}", "4321");
                ClubBoard.await("the clock started", () -> b1.snapshot().clock().started());
                b1.play("f5");
                long game = b1.snapshot().gameId();

                post(hub.port(), "/api/rounds/1/tables/1/result", "{\"black\": 40, \"white\": 24}", "4321");
                ClubBoard.await("the game over on its board", () -> b1.snapshot().status().equals("over"));
                assertEquals(new OthelloResult(40, 24, Side.BLACK, OthelloResult.Reason.ARBITER), b1.snapshot().result());
                assertNull(b1.snapshot().clock().running(), "the board's clock stopped");
                HttpResponse<String> ggf = http.send(ApiRequest.build("http://127.0.0.1:" + b1.service.port(), "GET",
                        "/api/games/" + game + "/ggf", null, null), HttpResponse.BodyHandlers.ofString());
                assertTrue(ggf.body().contains("RE[+16.000:s]"), ggf.body());

                // the board's result reaches the hub: the arbiter's stands, nothing is flagged
                ClubBoard.await("the board's result on the hub", () -> hub.hub().boards().asList().get(0)
                        .getAsJsonObject().toString().contains("40-24"));
                JsonObject table = hub.hub().tournament().getAsJsonArray("rounds").get(0).getAsJsonObject()
                        .getAsJsonArray("tables").get(0).getAsJsonObject();
                assertTrue(table.get("unchecked").isJsonNull(), table.toString());
                assertEquals(40, table.getAsJsonObject("result").get("black").getAsInt(), table.toString());
                assertEquals("adjusted", table.getAsJsonObject("result").get("ending").getAsString());
            } finally {
                hub.close();
            }
        }
    }
}
