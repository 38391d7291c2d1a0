package org.othellier.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.config.ConfigSection;
import org.othellier.hub.Hub;
import org.othellier.hub.HubConfig;
import org.othellier.service.HubService;
import org.othellier.store.StoreException;
import org.othellier.testing.ApiRequest;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * The hub over its API with two real boards on a real Mosquitto: a tournament made, paired, sent and started;
 * both boards' flags fall (a two-second clock) and the time forfeits, scored by O-13, enter the standings by
 * themselves; the arbiter corrects one; only the arbiter may act; a round sent to bad boards is refused naming
 * each; everything survives the hub's restart. A table's game abandoned on its board (another game started there)
 * is shown abandoned, for the arbiter's result, and no longer asked for.
 */
@OutsideProgram
class ClubHubTest {

    @TempDir
    Path dir;

    private final HttpClient http = HttpClient.newHttpClient();

    static HubService startHub(Path data, String broker) throws Exception {
        return HubService.start(HubConfig.read(ConfigSection.parse("[service]\nport = 0\nbind = \"127.0.0.1\"\ndata = \""
                + data + "\"\n[security]\narbiter-pin = \"4321\"\n[club]\nbroker = \"" + broker + "\"\n", "hub")));
    }

    private HttpResponse<String> send(HubService hub, String method, String path, String body, String pin) throws Exception {
        return http.send(ApiRequest.build("http://127.0.0.1:" + hub.port(), method, path, body, pin),
                HttpResponse.BodyHandlers.ofString());
    }

    private JsonElement ok(HubService hub, String method, String path, String body) throws Exception {
        HttpResponse<String> r = send(hub, method, path, body, "4321");
        assertEquals(200, r.statusCode(), method + " " + path + ": " + r.body());
        return JsonParser.parseString(r.body());
    }

    @Test
    void aTableAbandonedOnItsBoardIsShownSoAndNoLongerAskedFor() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             TopicRecorder rec = new TopicRecorder(broker.url(), "club");
             ClubBoard b1 = ClubBoard.start(dir.resolve("b1"), broker.url(), "board-1", "none")) {
            HubService hub = startHub(dir.resolve("hub"), broker.url());
            long game;
            try {
                ClubBoard.await("the board on the hub", () -> rec.connected() && hub.hub().boards().size() == 1
                        && hub.hub().board("board-1").get("online").getAsBoolean());
                ok(hub, "POST", "/api/tournament", "{\"name\": \"Big board night\", \"size\": 10}");
                ok(hub, "POST", "/api/players", "{\"name\": \"Ann\"}");
                ok(hub, "POST", "/api/players", "{\"name\": \"Ben\"}");
                ok(hub, "POST", "/api/rounds", "{}");
                JsonObject sent = ok(hub, "POST", "/api/rounds/1/send", "{\"clock\": \"10m\", \"boards\": [\"board-1\"]}")
                        .getAsJsonObject();
                JsonObject answer = sent.getAsJsonArray("boards").get(0).getAsJsonObject();
                assertTrue(answer.get("ok").getAsBoolean(), sent.toString());
                game = answer.get("gameId").getAsLong();
                assertEquals(10, b1.snapshot().settings().variant().size(), "the board plays the tournament's 10x10");
                ClubBoard.await("the table's game on the hub", () -> table(hub).get("gameId").getAsLong() == game
                        && hub.hub().board("board-1").get("game").getAsLong() == game);
                assertFalse(table(hub).get("abandoned").getAsBoolean());

                // someone starts another game on the board: the table's game is abandoned there, with no result
                rec.send("board-1", ClubTopics.COMMAND, """
                        {"id": "x1", "command": "pair", "pairing": "casual", "black": "Cat", "white": "Dan", "size": 8}""");
                ClubBoard.await("the table shown abandoned", () -> table(hub).get("abandoned").getAsBoolean());
                assertTrue(table(hub).get("result").isJsonNull(), "no result invented");
                int asked = replaysOf(rec, game);
                assertTrue(asked >= 1, "the hub asked the board for the game's end");
                // two heartbeats (4 s apart) give the hub's repair time to ask again, every 2 s, if it still would
                int beats = rec.all(ClubTopics.ONLINE).size();
                ClubBoard.await("two more heartbeats", () -> rec.all(ClubTopics.ONLINE).size() >= beats + 2);
                assertEquals(asked, replaysOf(rec, game), "an abandoned game is not asked for again");

                ok(hub, "POST", "/api/rounds/1/tables/1/result", "{\"black\": 52, \"white\": 48}");
                assertEquals("adjusted", table(hub).getAsJsonObject("result").get("ending").getAsString());
            } finally {
                hub.close();
            }
            HubService again = startHub(dir.resolve("hub"), broker.url());
            try {
                assertTrue(table(again).get("abandoned").getAsBoolean(), "kept in the hub's data");
                assertEquals(game, table(again).get("gameId").getAsLong());
            } finally {
                again.close();
            }
        }
    }

    @Test
    void anOldHubDataStillOpensAndOneThatCannotBeOpenedIsLeftClosed() throws Exception {
        Path data = dir.resolve("old");
        Files.createDirectories(data);
        Path file = data.resolve("club.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"); // no longer made, still there
            s.execute("INSERT INTO meta VALUES ('kept', 'yes')");
        }
        ClubConfig config = new ClubConfig("tcp://127.0.0.1:1", "club", ClubConfig.HUB, null, null, null);
        Hub hub = Hub.start(config, data, Clock.systemUTC());
        try {
            assertEquals(0, hub.eventCount());
        } finally {
            hub.close();
        }

        Path garbage = dir.resolve("garbage");
        Files.createDirectories(garbage);
        Files.writeString(garbage.resolve("club.db"), "not a database, but long enough to have a header to read: ".repeat(4));
        Path clash = dir.resolve("clash");
        Files.createDirectories(clash);
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + clash.resolve("club.db"));
             Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (boards TEXT)");
            s.execute("CREATE INDEX boards ON t (boards)"); // the hub's table cannot be made under that name
        }
        for (Path bad : List.of(garbage, clash)) {
            StoreException e = assertThrows(StoreException.class, () -> Hub.start(config, bad, Clock.systemUTC()));
            assertTrue(e.getMessage().startsWith("the hub's data " + bad.resolve("club.db") + " cannot be opened: "), e.getMessage());
            assertEquals(List.of(), openFilesUnder(bad), "the connection is closed after the failure");
        }
    }

    /** What this process holds open in {@code folder} (Linux's /proc). */
    private static List<Path> openFilesUnder(Path folder) throws Exception {
        List<Path> open = new ArrayList<>();
        try (var fds = Files.list(Path.of("/proc/self/fd"))) {
            for (Path fd : fds.toList()) {
                try {
                    Path target = Files.readSymbolicLink(fd);
                    if (target.startsWith(folder.toAbsolutePath())) {
                        open.add(target);
                    }
                } catch (java.io.IOException gone) {
                    // closed while listed
                }
            }
        }
        return open;
    }

    private static JsonObject table(HubService hub) {
        return hub.hub().tournament().getAsJsonArray("rounds").get(0).getAsJsonObject().getAsJsonArray("tables").get(0)
                .getAsJsonObject();
    }

    private static int replaysOf(TopicRecorder rec, long game) {
        return (int) rec.all(ClubTopics.COMMAND).stream().filter(r -> r.json().get("command").getAsString().equals("replay")
                && r.json().get("gameId").getAsLong() == game).count();
    }

    @Test
    void timeForfeitsEnterTheStandingsByThemselvesAndTheArbiterCorrects() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             ClubBoard b1 = ClubBoard.start(dir.resolve("b1"), broker.url(), "board-1", "none");
             ClubBoard b2 = ClubBoard.start(dir.resolve("b2"), broker.url(), "board-2", "none")) {
            HubService hub = startHub(dir.resolve("hub"), broker.url());
            try {
                ClubBoard.await("both boards on the hub", () -> hub.hub().boards().size() == 2
                        && hub.hub().boards().asList().stream().allMatch(b -> b.getAsJsonObject().get("online").getAsBoolean()));
                JsonObject board = hub.hub().board("board-1");
                for (String field : List.of("name", "online", "game", "players", "position", "moves", "clocks", "status", "result")) {
                    assertTrue(board.has(field), "GET /api/boards has " + field + ": " + board);
                }
                assertEquals(401, send(hub, "POST", "/api/tournament", "{\"name\": \"Club night\"}", null).statusCode(),
                        "only the arbiter makes a tournament");
                assertEquals(200, send(hub, "GET", "/api/boards", null, null).statusCode(), "anyone watches");

                ok(hub, "POST", "/api/tournament", "{\"name\": \"Club night\"}");
                for (String p : List.of("Ann", "Ben", "Cat", "Dan")) {
                    ok(hub, "POST", "/api/players", "{\"name\": \"" + p + "\"}");
                }
                JsonObject t = ok(hub, "POST", "/api/rounds", "{}").getAsJsonObject();
                assertEquals(2, t.getAsJsonArray("rounds").get(0).getAsJsonObject().getAsJsonArray("tables").size());
                // the arbiter's boards: each bad one refused naming it, and nothing sent
                for (String[] bad : new String[][] {
                        {"\"board-1\"", "\"boards\" must be a list of board names in table order"},
                        {"[\"board-1\", 2]", "boards[1] must be a board's name as a string, got 2"},
                        {"[null, \"board-1\"]", "boards[0] must be a board's name as a string, got null"},
                        {"[\"board-1\", [\"board-2\"]]", "boards[1] must be a board's name as a string, got [\"board-2\"]"},
                        {"[\"board-1\", \"board-1\"]", "boards[1]: \"board-1\" is given twice (boards[0] too): a board plays one table"},
                        {"[\"board-1\", \"+\"]", "boards[1]: \"+\" is not a board's name (use 1 to 32 letters, digits, - or _)"},
                        {"[\"#\", \"board-2\"]", "boards[0]: \"#\" is not a board's name (use 1 to 32 letters, digits, - or _)"},
                        {"[\"board-1\", \"board-2/command\"]", "boards[1]: \"board-2/command\" is not a board's name (use 1 to 32"
                                + " letters, digits, - or _)"},
                        {"[\"hub\", \"board-2\"]", "boards[0]: \"hub\" is not a board's name (\"hub\" is the hub's name"},
                        {"[\"board-1\", \"board-9\"]", "boards[1]: no board \"board-9\" has been seen by the hub (GET /api/boards lists them)"}}) {
                    HttpResponse<String> r = send(hub, "POST", "/api/rounds/1/send", "{\"clock\": \"2s\", \"boards\": " + bad[0] + "}",
                            "4321");
                    assertEquals(400, r.statusCode(), bad[0] + ": " + r.body());
                    String error = JsonParser.parseString(r.body()).getAsJsonObject().get("error").getAsString();
                    assertTrue(error.startsWith(bad[1]), bad[0] + ": " + error);
                }
                assertTrue(hub.hub().tournament().getAsJsonArray("rounds").get(0).getAsJsonObject().getAsJsonArray("tables")
                        .get(0).getAsJsonObject().get("board").isJsonNull(), "no table was given a board");
                JsonObject sent = ok(hub, "POST", "/api/rounds/1/send", "{\"clock\": \"2s\"}").getAsJsonObject();
                for (JsonElement a : sent.getAsJsonArray("boards")) {
                    assertTrue(a.getAsJsonObject().get("ok").getAsBoolean(), sent.toString());
                }
                ClubBoard.await("the names on both boards", () -> b1.snapshot().clock().control().equals("2s")
                        && b2.snapshot().clock().control().equals("2s"));
                assertEquals(400, send(hub, "POST", "/api/rounds/1/send", "{\"clock\": \"soon\"}", "4321").statusCode());
                JsonObject started = ok(hub, "POST", "/api/rounds/1/start", "{}").getAsJsonObject();
                assertEquals(2, started.getAsJsonArray("boards").size());
                assertTrue(b1.snapshot().clock().started() && b2.snapshot().clock().started(), "both clocks started");

                ClubBoard.await("both flags fell and the round is complete on the hub", () ->
                        hub.hub().tournament().getAsJsonArray("rounds").get(0).getAsJsonObject().get("complete").getAsBoolean());
                JsonArray tables = hub.hub().tournament().getAsJsonArray("rounds").get(0).getAsJsonObject().getAsJsonArray("tables");
                for (JsonElement e : tables) {
                    JsonObject result = e.getAsJsonObject().getAsJsonObject("result");
                    assertEquals("time-forfeit", result.get("ending").getAsString(), tables.toString());
                    // O-13: Black to move at the start flags; White wins with the discs on the board (2-2) plus the empties
                    assertEquals(0, result.get("black").getAsInt() > result.get("white").getAsInt() ? 1 : 0);
                }
                String white1 = tables.get(0).getAsJsonObject().get("white").getAsString();
                JsonObject leader = hub.hub().tournament().getAsJsonArray("standings").get(0).getAsJsonObject();
                assertEquals(1.0, leader.get("points").getAsDouble());

                ok(hub, "POST", "/api/rounds/1/tables/1/result", "{\"black\": 40, \"white\": 24}");
                JsonObject corrected = hub.hub().tournament().getAsJsonArray("rounds").get(0).getAsJsonObject()
                        .getAsJsonArray("tables").get(0).getAsJsonObject().getAsJsonObject("result");
                assertEquals("adjusted", corrected.get("ending").getAsString());
                String csv = send(hub, "GET", "/api/standings.csv", null, null).body();
                assertEquals("0", csv.lines().filter(l -> l.split(",")[2].equals(white1)).findFirst().orElseThrow()
                        .split(",")[4], "White of table 1 lost after the correction: " + csv);
                String ggf = send(hub, "GET", "/api/rounds/1/games.ggf", null, null).body();
                assertEquals(2, ggf.lines().count(), ggf);
                assertTrue(ggf.contains("RE[+16.000]"), ggf);

                // the arbiter's own pairings for round 2: refused with the reason when a player is left out
                HttpResponse<String> bad = send(hub, "POST", "/api/rounds", "{\"pairings\": [{\"black\": 1, \"white\": 2}]}",
                        "4321");
                assertEquals(400, bad.statusCode(), bad.body());
                JsonObject byHand = ok(hub, "POST", "/api/rounds",
                        "{\"pairings\": [{\"black\": 4, \"white\": 1}, {\"black\": 3, \"white\": 2}]}").getAsJsonObject();
                JsonObject round2 = byHand.getAsJsonArray("rounds").get(1).getAsJsonObject();
                assertTrue(round2.get("byHand").getAsBoolean());
                assertEquals("Dan", round2.getAsJsonArray("tables").get(0).getAsJsonObject().get("black").getAsString());
            } finally {
                hub.close();
            }
            HubService again = startHub(dir.resolve("hub"), broker.url());
            try {
                JsonObject t = again.hub().tournament();
                assertEquals("Club night", t.get("name").getAsString());
                assertEquals("adjusted", t.getAsJsonArray("rounds").get(0).getAsJsonObject().getAsJsonArray("tables").get(0)
                        .getAsJsonObject().getAsJsonObject("result").get("ending").getAsString());
                assertEquals(2, again.hub().boards().size(), "the boards, from the hub's own data");
            } finally {
                again.close();
            }
        }
    }
}
