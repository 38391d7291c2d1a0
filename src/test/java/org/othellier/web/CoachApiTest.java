package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.service.Service;
import org.othellier.testing.ApiClient;
import org.othellier.testing.TestService;

/** The coach's API (docs/API.md): hints and puzzles through HTTP on a service started in-process. */
class CoachApiTest {

    @TempDir
    static Path dir;

    static Service service;
    static ApiClient api;

    static final String FFO_20 = "XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXOO-OOOOO---OOOOOOO-OOOOOOO-";
    static final String FFO_20_AFTER_H5 = "XXXOXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOXXXXXOOOOO---OOOOOOO-OOOOOOO-";

    @BeforeAll
    static void start() throws Exception {
        service = TestService.start(dir, "none", """
                [coach]
                hint-level = 6
                [puzzle]
                grade = "beginner"
                [security]
                games-per-minute = 600
                """);
        api = new ApiClient(TestService.base(service), service.arbiterPin());
    }

    @AfterAll
    static void stop() {
        service.close();
    }

    static HttpResponse<String> send(String method, String path, String body) throws Exception {
        return api.send(method, path, body);
    }

    static JsonObject ok(String method, String path, String body) throws Exception {
        HttpResponse<String> r = send(method, path, body);
        assertEquals(200, r.statusCode(), r.body());
        return JsonParser.parseString(r.body()).getAsJsonObject();
    }

    static String refused(int status, String method, String path, String body) throws Exception {
        HttpResponse<String> r = send(method, path, body);
        assertEquals(status, r.statusCode(), r.body());
        return JsonParser.parseString(r.body()).getAsJsonObject().get("error").getAsString();
    }

    @Test
    void aPuzzleThroughTheApi() throws Exception {
        JsonObject list = ok("GET", "/api/puzzles", null);
        assertEquals(103, list.getAsJsonArray("puzzles").size());
        assertFalse(list.getAsJsonArray("puzzles").get(0).getAsJsonObject().has("scores"), "no solutions in the list");

        JsonObject s = ok("POST", "/api/puzzle", "{\"id\": \"ffo-20\"}");
        JsonObject p = s.getAsJsonObject("puzzle");
        assertEquals("FFO #20", p.get("name").getAsString());
        assertFalse(p.get("setUp").getAsBoolean());
        assertTrue(s.get("lostTrack").getAsBoolean(), "the LEDs guide the set-up");

        s = ok("POST", "/api/sim/frame", "{\"frame\": \"" + FFO_20 + "\"}");
        assertTrue(s.getAsJsonObject("puzzle").get("setUp").getAsBoolean());
        s = ok("POST", "/api/sim/frame", "{\"frame\": \"" + FFO_20_AFTER_H5 + "\"}");
        JsonObject v = s.getAsJsonObject("puzzle").getAsJsonObject("verdict");
        assertEquals("h5", v.get("move").getAsString());
        assertTrue(v.get("isBest").getAsBoolean());
        assertEquals(0, v.get("givesAway").getAsInt());
        assertFalse(s.getAsJsonObject("hints").get("available").getAsBoolean(), "the verdict is the last word");
        assertTrue(refused(400, "POST", "/api/hint", "{}").startsWith("no hint: the puzzle's verdict is given"));

        // Retry: the same puzzle from its start, set up again in a few steps
        s = ok("POST", "/api/puzzle/retry", null);
        p = s.getAsJsonObject("puzzle");
        assertEquals("ffo-20", p.get("id").getAsString());
        assertFalse(p.get("setUp").getAsBoolean());
        assertTrue(p.get("verdict").isJsonNull());
        assertEquals("[\"take away 1: h5\",\"turn 2: f5 g5\"]", p.getAsJsonArray("setUpSteps").toString());
        assertEquals(0, p.getAsJsonArray("bestLine").size());

        s = ok("POST", "/api/puzzle/next", null);
        assertEquals("beginner", s.getAsJsonObject("puzzle").get("grade").getAsString());
        assertFalse("ffo-20".equals(s.getAsJsonObject("puzzle").get("id").getAsString()));

        assertTrue(refused(400, "POST", "/api/puzzle", "{\"id\": \"ffo-99\"}").startsWith("no puzzle 'ffo-99'"));
        assertTrue(refused(400, "POST", "/api/puzzle", "{\"grade\": \"easy\"}").contains("not a puzzle grade"));
        assertTrue(refused(400, "POST", "/api/puzzle", "{\"level\": 3}").contains("level"));
        ok("POST", "/api/game", "{\"sensors\": \"colour\", \"clock\": \"none\"}");
        assertEquals("no puzzle on the board: start one first (POST /api/puzzle)",
                refused(400, "POST", "/api/puzzle/next", null));
        assertEquals("no puzzle on the board to retry: start one first (POST /api/puzzle)",
                refused(400, "POST", "/api/puzzle/retry", null));
    }

    @Test
    void aHintThroughTheApiIsShownCountedAndKeptWithTheGame() throws Exception {
        JsonObject s = ok("POST", "/api/game", "{\"sensors\": \"colour\", \"clock\": \"none\", \"tournament\": false}");
        long id = s.get("gameId").getAsLong();
        assertTrue(s.getAsJsonObject("hints").get("available").getAsBoolean());
        assertEquals("only the player to move may ask for a hint: Black is to move",
                refused(400, "POST", "/api/hint", "{\"side\": \"white\"}"));
        ok("POST", "/api/hint", "{}");
        // the engine thinks on the AI worker; the state shows the hint once it has answered
        JsonObject hints = null;
        for (int i = 0; i < 300; i++) {
            hints = ok("GET", "/api/state", null).getAsJsonObject("hints");
            if (!hints.get("move").isJsonNull()) {
                break;
            }
            Thread.sleep(50); // waiting for a real engine on another thread, not for time to pass in the game
        }
        String move = hints.get("move").getAsString();
        assertTrue(move.matches("c4|d3|e6|f5"), move);
        assertEquals(1, hints.get("black").getAsInt());
        JsonObject game = ok("GET", "/api/games/" + id, null);
        assertEquals(1, game.getAsJsonArray("hints").size());
        assertEquals(move, game.getAsJsonArray("hints").get(0).getAsJsonObject().get("move").getAsString());

        ok("POST", "/api/game", "{\"sensors\": \"colour\", \"clock\": \"none\", \"tournament\": true}");
        assertEquals("hints are off in tournament games (casual games only)", refused(400, "POST", "/api/hint", "{}"));

        // the simulated clock button pressed and let go: a tap, the clock press it always was
        ok("POST", "/api/game", "{\"sensors\": \"colour\", \"clock\": \"5m\"}");
        ok("POST", "/api/sim/button/black/down", null);
        s = ok("POST", "/api/sim/button/black/up", null);
        assertTrue(s.getAsJsonObject("clock").get("started").getAsBoolean());
    }
}
