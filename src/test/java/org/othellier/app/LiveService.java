package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.BoardBackend;
import org.othellier.service.Service;

/**
 * The real service started in-process, as {@code serve} starts it, seen as the page sees it: every state
 * the WebSocket pushes is kept, and a test waits (bounded, never sleeping) for the one it expects.
 */
public final class LiveService implements AutoCloseable {

    /** How long a state may take to come: the board is a real process or real driver threads. */
    public static final long WAIT_S = 15;

    /**
     * The shortest Othello game (nine moves, Black wipes White out, 13-0): a whole game to its end, short
     * enough to play on a real controller in a test. Derived by hand and replayed by the rules engine.
     */
    public static final String SHORTEST_GAME = "e6f4e3f6g5d6e7f5c5";

    public final Service service;
    private final HttpClient http = HttpClient.newHttpClient();
    private final String base;
    private final LinkedBlockingQueue<JsonObject> pushed = new LinkedBlockingQueue<>();
    private final WebSocket socket;
    private JsonObject latest;

    private LiveService(Service service) throws Exception {
        this.service = service;
        this.base = "http://127.0.0.1:" + service.port();
        this.socket = http.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + service.port() + "/ws"),
                new WebSocket.Listener() {
                    private final StringBuilder sb = new StringBuilder();

                    @Override
                    public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                        sb.append(data);
                        if (last) {
                            pushed.add(JsonParser.parseString(sb.toString()).getAsJsonObject());
                            sb.setLength(0);
                        }
                        w.request(1);
                        return null;
                    }
                }).get(WAIT_S, TimeUnit.SECONDS);
        latest = get("/api/state");
    }

    /** Starts the service on {@code board} (already open), or on the board the configuration names when null. */
    public static LiveService start(ServiceConfig config, BoardBackend board) throws Exception {
        return new LiveService(board == null ? Service.start(config) : Service.start(config, board));
    }

    /** The configuration file's text with a free port on loopback and the journal in {@code data}. */
    public static ServiceConfig config(java.nio.file.Path data, String toml) {
        return ServiceConfig.read(org.othellier.config.ConfigSection.parse("[service]\nport = 0\nbind = \"127.0.0.1\"\ndata = \""
                + data.toString().replace("\\", "\\\\") + "\"\n" + toml, "test"));
    }

    public JsonObject get(String path) throws Exception {
        HttpResponse<String> r = send("GET", path, null);
        assertEquals(200, r.statusCode(), r.body());
        return JsonParser.parseString(r.body()).getAsJsonObject();
    }

    public HttpResponse<String> send(String method, String path, String body) throws Exception {
        return http.send(org.othellier.testing.ApiRequest.build(base, method, path, body, service.arbiterPin()),
                HttpResponse.BodyHandlers.ofString());
    }

    /** The first state (the latest one, or one pushed later) that {@code wanted} accepts; fails after {@link #WAIT_S}. */
    public JsonObject await(String what, Predicate<JsonObject> wanted) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_S);
        if (latest != null && wanted.test(latest)) {
            return latest;
        }
        while (true) {
            long left = deadline - System.nanoTime();
            JsonObject s = left > 0 ? pushed.poll(left, TimeUnit.NANOSECONDS) : null;
            if (s == null) {
                throw new AssertionError("no state with " + what + " within " + WAIT_S + " s; the last was " + latest);
            }
            latest = s;
            if (wanted.test(s)) {
                return s;
            }
        }
    }

    /** The moves played so far, passes as {@code PA}. */
    public static List<String> moves(JsonObject state) {
        List<String> out = new ArrayList<>();
        for (JsonElement e : state.getAsJsonArray("moves")) {
            out.add(e.getAsString());
        }
        return out;
    }

    /** The squares whose LEDs are lit in a state, in the order the state lists them. */
    public static List<String> lit(JsonObject state) {
        List<String> out = new ArrayList<>();
        for (JsonElement e : state.getAsJsonArray("leds")) {
            out.add(e.getAsJsonObject().get("square").getAsString());
        }
        return out;
    }

    /** The board's link as the page shows it: {@code connected}, {@code reconnecting} or {@code refused}. */
    public static String link(JsonObject state) {
        return state.getAsJsonObject("board").get("link").getAsString();
    }

    /** One move of a transcript as the board sees it: who moves, where, and the discs it turns. */
    public record Step(boolean black, int square, String name, List<Integer> flips) {
        public List<String> flipNames() {
            return flips.stream().map(f -> OthelloMove.at(f, 8).toString()).sorted().toList();
        }
    }

    /** The moves of an 8x8 Othello transcript with their flips; a forced pass is refused (the game here has none). */
    public static List<Step> steps(String transcript) {
        OthelloGame game = new OthelloGame(OthelloVariant.OTHELLO);
        List<Step> out = new ArrayList<>();
        for (int i = 0; i < transcript.length(); i += 2) {
            OthelloMove m = OthelloMove.parse(transcript.substring(i, i + 2));
            OthelloPosition p = game.position();
            List<Integer> flips = new ArrayList<>();
            for (int f : p.flips(m)) {
                flips.add(f);
            }
            out.add(new Step(p.toMove() == org.othellier.game.Side.BLACK, m.square(8), m.toString(), flips));
            game.play(m);
            if (!game.isOver() && game.position().mustPass()) {
                throw new IllegalArgumentException("a forced pass after " + m + ": not a transcript for these tests");
            }
        }
        if (!game.isOver()) {
            throw new IllegalArgumentException(transcript + " does not end the game");
        }
        return out;
    }

    @Override
    public void close() {
        socket.abort();
        service.close();
    }
}
