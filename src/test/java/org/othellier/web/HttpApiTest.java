package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.service.Service;
import org.othellier.testing.ApiClient;
import org.othellier.testing.TestService;

/** The JSON API as docs/API.md describes it, on a service started in-process on a free port. */
class HttpApiTest {

    @TempDir
    static Path dir;

    static Service service;
    static ApiClient api;
    static HttpClient http;
    static String base;

    static final String START = "---------------------------OX------XO---------------------------";
    static final String F5_PLACED = "---------------------------OX------XOX--------------------------";
    static final String F5_DONE = "---------------------------OX------XXX--------------------------";

    @BeforeAll
    static void start() throws Exception {
        service = TestService.start(dir, "10m", """
                [security]
                games-per-minute = 600
                """);
        base = TestService.base(service);
        api = new ApiClient(base, service.arbiterPin());
        http = api.http();
    }

    @AfterAll
    static void stop() {
        service.close();
    }

    /** Opens the live page's WebSocket; every state it pushes lands in {@code received}. */
    static WebSocket live(LinkedBlockingQueue<String> received) throws Exception {
        return live(http, URI.create(base.replace("http", "ws") + "/ws"), received);
    }

    /** The live view at {@code ws}, a board's or the hub's; each message it pushes lands in {@code received}. */
    static WebSocket live(HttpClient client, URI ws, LinkedBlockingQueue<String> received) throws Exception {
        return client.newWebSocketBuilder().buildAsync(ws,
                new WebSocket.Listener() {
                    private final StringBuilder sb = new StringBuilder();

                    @Override
                    public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                        sb.append(data);
                        if (last) {
                            received.add(sb.toString());
                            sb.setLength(0);
                        }
                        w.request(1);
                        return null;
                    }
                }).get(10, TimeUnit.SECONDS);
    }

    static HttpResponse<String> send(String method, String path, String body) throws Exception {
        return api.send(method, path, body);
    }

    static JsonObject json(HttpResponse<String> r) {
        return JsonParser.parseString(r.body()).getAsJsonObject();
    }

    static JsonObject ok(String method, String path, String body) throws Exception {
        HttpResponse<String> r = send(method, path, body);
        assertEquals(200, r.statusCode(), r.body());
        return json(r);
    }

    static void refused(int status, String method, String path, String body, String messagePart) throws Exception {
        HttpResponse<String> r = send(method, path, body);
        assertEquals(status, r.statusCode(), r.body());
        String error = json(r).get("error").getAsString();
        assertTrue(error.contains(messagePart), error);
    }

    @Test
    void aGameThroughTheApi() throws Exception {
        JsonObject s = ok("POST", "/api/game", "{\"sensors\": \"colour\", \"black\": \"human\", \"white\": \"human\"}");
        assertEquals("black", s.get("toMove").getAsString());
        assertEquals(START, s.get("position").getAsString());
        assertEquals("[\"d3\",\"c4\",\"f5\",\"e6\"]", s.getAsJsonArray("legalMoves").toString(), "O-5: Black's four");
        assertTrue(s.get("lastMove").isJsonNull(), "no move yet");
        s = ok("POST", "/api/sim/frame", F5_PLACED);
        assertEquals("move", s.getAsJsonObject("observation").get("kind").getAsString());
        assertEquals("e5", s.getAsJsonArray("leds").get(0).getAsJsonObject().get("square").getAsString());
        s = ok("POST", "/api/sim/frame", F5_DONE);
        assertEquals("f5", s.getAsJsonArray("moves").get(0).getAsString());
        assertEquals("white", s.get("toMove").getAsString());
        assertEquals("white", s.getAsJsonObject("clock").get("running").getAsString(), "O-12: switched by itself");
        assertEquals("f5", s.get("lastMove").getAsString());
        assertEquals("[\"f4\",\"d6\",\"f6\"]", s.getAsJsonArray("legalMoves").toString(), "White's three after f5");
        s = ok("GET", "/api/state", null);
        assertEquals(F5_DONE, s.get("frame").getAsString());
        long id = s.get("gameId").getAsLong();
        assertTrue(ok("GET", "/api/games", null).getAsJsonArray("games").size() >= 1);
        assertEquals("f5", ok("GET", "/api/games/" + id, null).get("transcript").getAsString());
        HttpResponse<String> ggf = send("GET", "/api/games/" + id + "/ggf", null);
        assertEquals(200, ggf.statusCode());
        assertTrue(ggf.body().startsWith("(;GM[Othello]") && ggf.body().contains("B[F5]"), ggf.body());
        assertEquals("f5\n", send("GET", "/api/games/" + id + "/transcript", null).body());
    }

    /**
     * Adjourning and taking up a remote game (docs/REMOTE.md, "Adjournment") are the arbiter's, and refused naming why
     * on a board without one: a game with no remote side, a board without {@code [remote]}, a code that is no code.
     */
    @Test
    void adjournmentRoutesNeedThePinAndNameWhatIsWrong() throws Exception {
        ok("POST", "/api/game", "{\"sensors\": \"colour\", \"black\": \"human\", \"white\": \"human\", \"clock\": \"5m\"}");
        for (String path : java.util.List.of("/api/remote/adjourn", "/api/remote/resume")) {
            HttpResponse<String> r = http.send(org.othellier.testing.ApiRequest.build(base, "POST", path,
                    "{\"code\": \"K7Q2XM\"}", null), HttpResponse.BodyHandlers.ofString());
            assertEquals(401, r.statusCode(), path + ": " + r.body());
        }
        refused(400, "POST", "/api/remote/adjourn", "{}", "only a game against another board is adjourned");
        refused(400, "POST", "/api/remote/resume", "{\"code\": \"K7Q2XM\"}",
                "this board plays no remote games ([remote] is not set)");
        refused(400, "POST", "/api/remote/resume", "{\"code\": \"K7Q\"}", "a game's code is six letters and digits");
        refused(400, "POST", "/api/remote/resume", "{}", "code");
        assertEquals("playing", ok("GET", "/api/state", null).get("status").getAsString(), "nothing changed");
    }

    /**
     * Two taps sent before the first is answered, as a page over a slow link sends them: each is a hand on one square,
     * applied to the board as it stands, so the second cannot put back what the first changed.
     */
    @Test
    void twoTapsSentBackToBackBothCount() throws Exception {
        ok("POST", "/api/game", "{\"sensors\": \"colour\", \"black\": \"human\", \"white\": \"human\", \"clock\": \"none\"}");
        ok("POST", "/api/sim/frame", F5_DONE);
        var putD6 = http.sendAsync(org.othellier.testing.ApiRequest.build(base, "POST", "/api/sim/hand",
                "{\"intent\": \"put\", \"square\": \"d6\", \"colour\": \"white\"}", service.arbiterPin()),
                HttpResponse.BodyHandlers.ofString());
        var turnD5 = http.sendAsync(org.othellier.testing.ApiRequest.build(base, "POST", "/api/sim/hand",
                "{\"intent\": \"turn\", \"square\": \"d5\"}", service.arbiterPin()),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, putD6.get(20, TimeUnit.SECONDS).statusCode(), putD6.get().body());
        assertEquals(200, turnD5.get(20, TimeUnit.SECONDS).statusCode(), turnD5.get().body());
        JsonObject s = ok("GET", "/api/state", null);
        assertEquals(org.othellier.board.SensorFrame.parse("""
                  a b c d e f g h
                1 - - - - - - - -
                2 - - - - - - - -
                3 - - - - - - - -
                4 - - - O X - - -
                5 - - - O X X - -
                6 - - - O - - - -
                7 - - - - - - - -
                8 - - - - - - - -
                """).toCompactString(), s.getAsJsonObject("sim").get("discs").getAsString(), "d6 put and d5 turned");
        assertEquals("[\"f5\",\"d6\"]", s.getAsJsonArray("moves").toString(), "White's d6, both taps seen");
    }

    @Test
    void aTapNamesWhatItCannotDo() throws Exception {
        ok("POST", "/api/game", "{\"sensors\": \"colour\", \"clock\": \"none\"}");
        refused(400, "POST", "/api/sim/hand", "{\"intent\": \"put\", \"square\": \"j9\", \"colour\": \"black\"}",
                "unknown square 'j9'");
        refused(400, "POST", "/api/sim/hand", "{\"intent\": \"drop\", \"square\": \"d6\"}", "unknown intent 'drop'");
        refused(400, "POST", "/api/sim/hand", "{\"intent\": \"put\", \"square\": \"d6\", \"colour\": \"red\"}",
                "unknown colour 'red'");
        refused(400, "POST", "/api/sim/hand", "{\"intent\": \"put\", \"square\": \"d6\", \"colour\": \"occupied\"}",
                "colour sensors");
        refused(400, "POST", "/api/sim/hand", "{\"intent\": \"turn\", \"square\": \"d6\"}", "d6 is empty");
        refused(400, "POST", "/api/sim/hand", "{\"intent\": \"take\"}", "\"square\"");
        refused(400, "POST", "/api/sim/hand", "{\"intent\": \"take\", \"square\": \"d6\", \"hand\": 1}",
                "unknown field 'hand'");
        assertEquals(START, ok("GET", "/api/state", null).getAsJsonObject("sim").get("discs").getAsString(), "nothing lost");
    }

    @Test
    void presenceGameWithTheButtons() throws Exception {
        ok("POST", "/api/game", "{\"sensors\": \"presence\", \"clock\": \"none\", \"tournament\": true}");
        String done = F5_DONE.replace('X', '#').replace('O', '#');
        String e5Lifted = done.substring(0, 36) + '-' + done.substring(37); // the flip lifted to be turned over
        ok("POST", "/api/sim/frame", e5Lifted);
        JsonObject s = ok("POST", "/api/sim/frame", done);
        assertEquals(0, s.getAsJsonArray("moves").size());
        s = ok("POST", "/api/sim/button/white", null);
        assertEquals(0, s.getAsJsonArray("moves").size(), "not White's turn");
        s = ok("POST", "/api/sim/button/black", null);
        assertEquals("f5", s.getAsJsonArray("moves").get(0).getAsString());
    }

    @Test
    void anAiLevelAsANumberAndTheAiMoveOnTheLeds() throws Exception {
        JsonObject s = ok("POST", "/api/game", "{\"sensors\": \"colour\", \"white\": 2, \"clock\": \"none\"}");
        assertEquals("AI level 2 (novice)", s.getAsJsonObject("players").get("white").getAsString());
        assertEquals("ai:2", s.getAsJsonObject("playerSpecs").get("white").getAsString(), "as POST /api/game takes it");
        assertEquals("human", s.getAsJsonObject("playerSpecs").get("black").getAsString());
        LinkedBlockingQueue<String> live = new LinkedBlockingQueue<>();
        WebSocket ws = live(live);
        ok("POST", "/api/sim/frame", F5_DONE);
        JsonObject state = null;
        // the AI thinks on its own thread; its move arrives with a pushed state
        for (String pushed = live.poll(10, TimeUnit.SECONDS); pushed != null; pushed = live.poll(10, TimeUnit.SECONDS)) {
            state = JsonParser.parseString(pushed).getAsJsonObject();
            if (!state.getAsJsonObject("ai").get("move").isJsonNull()) {
                break;
            }
        }
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "").get(5, TimeUnit.SECONDS);
        String move = state.getAsJsonObject("ai").get("move").getAsString();
        assertTrue(state.getAsJsonArray("leds").toString().contains("{\"square\":\"" + move
                + "\",\"colour\":\"blue\",\"pattern\":\"slow-blink\"}"), state.getAsJsonArray("leds").toString());
        ok("POST", "/api/game", "{\"white\": \"human\"}");
    }

    @Test
    void badRequestsGet400WithAMessage() throws Exception {
        refused(400, "POST", "/api/sim/frame", "XO", "one character per square");
        refused(400, "POST", "/api/sim/frame", START.replace('-', '?'), "'?'");
        refused(400, "POST", "/api/game", "{\"size\": 7}", "board size 7");
        refused(400, "POST", "/api/game", "{\"sise\": 8}", "unknown option 'sise'");
        refused(400, "POST", "/api/game", "{\"clock\": \"25x\"}", "time control");
        refused(400, "POST", "/api/game", "{\"white\": \"ai:11\"}", "white");
        refused(400, "POST", "/api/game", "{\"white\": \"nboard\"}", "no external engine is configured");
        refused(400, "POST", "/api/game", "[1, 2]", "JSON object");
        refused(400, "POST", "/api/game", "{oops", "not JSON");
        refused(400, "POST", "/api/resume", null, "not paused");
        refused(405, "GET", "/api/game", null, "use POST");
        refused(404, "GET", "/api/nothing", null, "no API");
        refused(404, "GET", "/api/games/99999", null, "no game 99999");
    }

    @Test
    void thePageAndItsLiveState() throws Exception {
        HttpResponse<String> page = send("GET", "/", null);
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("<div id=\"board\""));
        LinkedBlockingQueue<String> received = new LinkedBlockingQueue<>();
        WebSocket ws = live(received);
        String first = received.poll(10, TimeUnit.SECONDS);
        assertTrue(first != null && first.contains("\"position\""), "the state on connecting");
        ok("POST", "/api/game", "{\"size\": 6}");
        String next;
        do {
            next = received.poll(10, TimeUnit.SECONDS);
        } while (next != null && !next.contains("\"size\":6"));
        assertTrue(next != null, "the new game pushed to the page");
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "").get(5, TimeUnit.SECONDS);
        ok("POST", "/api/game", "{\"size\": 8}");
    }

    /** The 9x9 readings of the Octi fast start with squares changed: {@code "e7-", "e6X"}. */
    static String octi(String... changes) {
        char[] r = ("-".repeat(20) + "O-O-O" + "-".repeat(31) + "X-X-X" + "-".repeat(20)).toCharArray();
        for (String c : changes) {
            int sq = (c.charAt(1) - '1') * 9 + (c.charAt(0) - 'a');
            r[sq] = c.charAt(2);
        }
        return new String(r);
    }

    @Test
    void anOctiGameThroughTheApi() throws Exception {
        JsonObject s = ok("POST", "/api/game", "{\"game\": \"octi\", \"variant\": \"fast\", \"sensors\": \"colour\","
                + " \"players\": [\"human\", \"human\"], \"clock\": \"none\"}");
        assertEquals("octi", s.get("game").getAsString());
        assertEquals(81, s.getAsJsonArray("squares").size());
        assertEquals(octi(), s.getAsJsonObject("sim").get("discs").getAsString());
        assertEquals(27, s.getAsJsonObject("turn").get("candidateCount").getAsInt());
        // Black's point gesture (e7 lifted, touched down on e6, lifted, put back), then Black's clock
        ok("POST", "/api/sim/frame", octi("e7-"));
        ok("POST", "/api/sim/frame", octi("e7-", "e6X"));
        ok("POST", "/api/sim/frame", octi("e7-"));
        s = ok("POST", "/api/sim/frame", octi());
        assertEquals("picked", s.getAsJsonObject("turn").get("status").getAsString());
        s = ok("POST", "/api/sim/button/black", null); // a gesture only picks: the first press shows the move
        assertEquals("choosing", s.getAsJsonObject("turn").get("status").getAsString());
        assertEquals(0, s.getAsJsonArray("moves").size());
        s = ok("POST", "/api/sim/button/black", null);
        assertEquals("e7+N", s.getAsJsonArray("moves").get(0).getAsString());
        assertEquals("B8", s.getAsJsonArray("squares").get(6 * 9 + 4).getAsString());
        s = ok("POST", "/api/octi/choose", "{\"move\": \"e3+S\"}");
        assertEquals(2, s.getAsJsonArray("moves").size());
        refused(400, "POST", "/api/octi/choose", "{\"move\": \"e7-e5\"}", "Black's move 'e7-e5': ");
        refused(400, "POST", "/api/octi/choose", "{}", "move is missing");
        refused(404, "POST", "/api/octi/undo", "{}", "no Octi command 'undo'");
        refused(400, "POST", "/api/game", "{\"game\": \"octi\", \"size\": 8}", "unknown option 'size'");
        refused(400, "POST", "/api/game", "{\"game\": \"octi\", \"variant\": \"four-player\", \"players\": [\"human\"]}",
                "4 players");
        refused(400, "POST", "/api/game", "{\"game\": \"octi\", \"players\": [\"human\", \"ai:9\"]}", "players[1]");
        refused(400, "POST", "/api/game", "{\"game\": \"go\"}", "not othello or octi");
        refused(400, "POST", "/api/setup/take", "{\"toMove\": \"X\"}", "unknown option 'toMove'");
        long id = s.get("gameId").getAsLong();
        refused(400, "GET", "/api/games/" + id + "/ggf", null, "GGF is an Othello format");
        String record = send("GET", "/api/games/" + id + "/transcript", null).body();
        assertTrue(record.startsWith("Variant: fast\n") && record.contains("1. e7+N e3+S"), record);
        s = ok("POST", "/api/game", "{\"game\": \"othello\", \"clock\": \"none\"}");
        assertEquals("othello", s.get("game").getAsString());
        assertEquals(START, s.get("position").getAsString());
    }

    @Test
    void resignationDrawsAndTakebacksThroughTheApi() throws Exception {
        ok("POST", "/api/game", "{\"sensors\": \"colour\", \"black\": \"human\", \"white\": \"human\", \"clock\": \"5m\"}");
        ok("POST", "/api/sim/frame", F5_DONE);
        JsonObject s = ok("POST", "/api/offer", "{\"side\": \"black\", \"what\": \"draw\"}");
        assertEquals("draw", s.getAsJsonObject("offer").get("what").getAsString());
        assertEquals("black", s.getAsJsonObject("offer").get("by").getAsString());
        refused(400, "POST", "/api/offer/accept", "{\"side\": \"black\"}", "Black made the offer: White answers it");
        s = ok("POST", "/api/offer/decline", "{}");
        assertTrue(s.get("offer").isJsonNull());
        refused(400, "POST", "/api/offer/accept", "{}", "no offer waits for an answer");
        refused(400, "POST", "/api/offer", "{\"side\": \"white\", \"what\": \"adjourn\"}",
                "an offer is \"draw\" or \"takeback\", not \"adjourn\"");
        refused(400, "POST", "/api/resign", "{}", "say who wants to resign");
        refused(400, "POST", "/api/resign", "{\"side\": \"grey\"}", "side must be \"black\" or \"white\"");
        refused(400, "POST", "/api/resign", "{\"side\": \"white\", \"why\": \"tired\"}", "why");
        refused(404, "POST", "/api/offer/withdraw", "{}", "offer answer");
        refused(400, "POST", "/api/offer", "{\"side\": \"white\", \"what\": \"takeback\"}",
                "White has made no move to take back");
        ok("POST", "/api/offer", "{\"side\": \"black\", \"what\": \"takeback\"}");
        refused(400, "POST", "/api/offer", "{\"side\": \"white\", \"what\": \"draw\"}", "answer it first");
        s = ok("POST", "/api/offer/accept", "{\"side\": \"white\"}");
        assertEquals(0, s.getAsJsonArray("moves").size(), "Black's f5 taken back");
        assertTrue(s.get("lostTrack").getAsBoolean(), "the LEDs lead the board back at once");
        s = ok("POST", "/api/sim/frame", START);
        assertEquals("in-sync", s.getAsJsonObject("observation").get("kind").getAsString());
        s = ok("POST", "/api/sim/frame", F5_DONE);
        assertEquals("f5", s.getAsJsonArray("moves").get(0).getAsString());
        s = ok("POST", "/api/resign", "{\"side\": \"white\"}");
        assertEquals("over", s.get("status").getAsString());
        assertEquals("63-1", s.getAsJsonObject("result").get("score").getAsString());
        assertEquals("resignation", s.getAsJsonObject("result").get("reason").getAsString());
        long id = s.get("gameId").getAsLong();
        assertTrue(send("GET", "/api/games/" + id + "/ggf", null).body().contains("RE[+62.000:r]"));
        JsonObject game = ok("GET", "/api/games/" + id, null);
        assertEquals("resignation", game.get("reason").getAsString());
        HttpResponse<String> review = send("POST", "/api/games/" + id + "/review", null);
        assertEquals(202, review.statusCode(), "a resigned game is reviewed as any other: " + review.body());
        refused(400, "POST", "/api/resign", "{\"side\": \"black\"}", "the game is over");

        ok("POST", "/api/game", "{\"game\": \"octi\", \"variant\": \"fast\", \"sensors\": \"colour\","
                + " \"players\": [\"human\", \"human\"], \"clock\": \"none\"}");
        refused(400, "POST", "/api/offer", "{\"side\": \"black\", \"what\": \"draw\"}", "Octi takes no offers");
        s = ok("POST", "/api/resign", "{\"side\": \"black\"}");
        assertEquals("over", s.get("status").getAsString());
        assertEquals("White wins", s.getAsJsonObject("result").get("text").getAsString());
        assertEquals("resignation", ok("GET", "/api/games/" + s.get("gameId").getAsLong(), null).get("reason").getAsString());
        ok("POST", "/api/game", "{\"game\": \"othello\", \"clock\": \"none\"}");
    }
}
