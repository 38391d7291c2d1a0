package org.othellier.web;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Logger;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.SizeLimitHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;
import org.othellier.app.Companion;
import org.othellier.app.EventLoop;
import org.othellier.app.GameSettings;
import org.othellier.app.OctiSettings;
import org.othellier.app.SecuritySettings;
import org.othellier.app.SessionSettings;
import org.othellier.app.SessionView;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorFrame;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.othello.Start;
import org.othellier.game.othello.Variant;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.store.GameExport;
import org.othellier.store.Journal;
import org.othellier.store.OctiReplay;
import org.othellier.store.StoreException;
import org.othellier.store.StoredGame;

/**
 * The companion page and its JSON API (docs/API.md) on Jetty's core handlers, and the live view
 * over a WebSocket at {@code /ws}. Commands go to the game's event loop and wait for it, so a
 * response always shows the state after the command. Bad requests get 400 and a message.
 */
public final class WebServer implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(WebServer.class.getName());
    private static final int MAX_BODY = 64 * 1024;
    private static final int MAX_HEADERS = 8 * 1024;
    private static final int MAX_ERROR = 300;
    private static final long IDLE_MILLIS = 10_000;
    /** Pages more than this many states behind are closed: they reconnect and get the latest. */
    private static final int MAX_UNSENT = 8;
    private static final Gson GSON = new com.google.gson.GsonBuilder().serializeNulls().create(); // absent values are written null
    private static final Set<String> GAME_OPTIONS = Set.of("game", "size", "start", "variant", "sensors", "black", "white",
            "clock", "tournament");
    private static final Set<String> OCTI_OPTIONS = Set.of("game", "variant", "sensors", "black", "white", "players", "clock");

    private final EventLoop loop;
    private final Companion controller;
    private final Journal journal;
    private final SimulatedBoard sim;
    private final SessionSettings defaults;
    private final int aiLevel;
    private final Server server;
    private final Set<Session> sockets = new CopyOnWriteArraySet<>();
    private final ExecutorService broadcaster = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "web-broadcast");
        t.setDaemon(true);
        return t;
    });
    private final AtomicReference<SessionView> pending = new AtomicReference<>();
    private final Map<Session, java.util.concurrent.atomic.AtomicInteger> unsent = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * @param sim      the simulated board, or null on hardware ({@code /api/sim/...} is then refused)
     * @param defaults the settings {@code POST /api/game} starts from
     */
    public WebServer(EventLoop loop, Companion controller, Journal journal, SimulatedBoard sim, SessionSettings defaults,
                     int aiLevel, String bind, int port, String arbiterPin, SecuritySettings security) {
        this.loop = loop;
        this.controller = controller;
        this.journal = journal;
        this.sim = sim;
        this.defaults = defaults;
        this.aiLevel = aiLevel;
        // Enough threads that a few slow clients never hold up the rest; each stalled connection is dropped
        // after the idle timeout.
        QueuedThreadPool threads = new QueuedThreadPool(32, 2, 60_000);
        threads.setName("web");
        threads.setDaemon(true);
        server = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setRequestHeaderSize(MAX_HEADERS); // the request line included: longer ones get 414 or 431
        http.setSendServerVersion(false);
        ServerConnector connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(bind);
        connector.setPort(port);
        connector.setIdleTimeout(IDLE_MILLIS);
        server.addConnector(connector);
        WebSocketUpgradeHandler ws = WebSocketUpgradeHandler.from(server, container -> {
            container.setIdleTimeout(java.time.Duration.ofMinutes(10));
            container.addMapping("/ws", (rq, rs, cb) -> newSocket());
        });
        ws.setHandler(new Api());
        AccessGuard guard = new AccessGuard(ws, arbiterPin, security, sim != null, () -> System.nanoTime() / 1_000_000);
        // Bodies are limited while they are read (413), before any of them is kept.
        SizeLimitHandler limit = new SizeLimitHandler(MAX_BODY, -1);
        limit.setHandler(guard);
        server.setHandler(limit);
        server.setErrorHandler(new JsonErrors());
    }

    /** Starts listening; returns the port (the one chosen when 0 was asked). */
    public int start() throws Exception {
        server.start();
        controller.addListener(this::broadcast);
        return ((ServerConnector) server.getConnectors()[0]).getLocalPort();
    }

    @Override
    public void close() throws Exception {
        broadcaster.shutdownNow();
        server.stop();
    }

    // ---------------------------------------------------------------- live page

    /** Called on the game loop: the latest snapshot goes out on the broadcaster thread, older ones are skipped. */
    private void broadcast(SessionView s) {
        if (sockets.isEmpty()) {
            return;
        }
        if (pending.getAndSet(s) == null) {
            broadcaster.execute(() -> {
                SessionView latest = pending.getAndSet(null);
                if (latest == null) {
                    return;
                }
                String json = GSON.toJson(StateJson.state(latest, sim));
                for (Session session : sockets) {
                    send(session, json);
                }
            });
        }
    }

    /**
     * Sends without waiting: a page that does not read its socket never holds up the others. One that falls
     * {@link #MAX_UNSENT} states behind is closed; its page reconnects and is sent the latest state.
     */
    private void send(Session session, String json) {
        if (!session.isOpen()) {
            return;
        }
        java.util.concurrent.atomic.AtomicInteger behind = unsent.computeIfAbsent(session,
                k -> new java.util.concurrent.atomic.AtomicInteger());
        if (behind.incrementAndGet() > MAX_UNSENT) {
            LOG.info("a page stopped reading its live view: closed");
            unsent.remove(session);
            session.close(org.eclipse.jetty.websocket.api.StatusCode.POLICY_VIOLATION, "too slow", org.eclipse.jetty.websocket.api.Callback.NOOP);
            return;
        }
        session.sendText(json, org.eclipse.jetty.websocket.api.Callback.from(behind::decrementAndGet,
                e -> LOG.fine("a page did not take the state: " + e)));
    }

    /** One open page: Jetty calls it by reflection, so it is a public class (see {@link LiveSocket}). */
    private LiveSocket newSocket() {
        return new LiveSocket(session -> {
            sockets.add(session);
            SessionView now = controller.snapshot();
            if (now != null) {
                broadcaster.execute(() -> send(session, GSON.toJson(StateJson.state(now, sim))));
            }
        }, session -> {
            sockets.remove(session);
            unsent.remove(session);
        });
    }

    // ---------------------------------------------------------------- HTTP

    /** A request the API refuses: status and message. */
    private static final class Refused extends RuntimeException {
        final int status;

        Refused(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    private record Reply(int status, String contentType, String body, String filename) {
        static Reply json(JsonElement e) {
            return new Reply(200, "application/json; charset=utf-8", GSON.toJson(e), null);
        }
    }

    private final class Api extends Handler.Abstract {
        @Override
        public boolean handle(Request request, Response response, Callback callback) {
            String path = Request.getPathInContext(request);
            String method = request.getMethod();
            Reply reply;
            try {
                reply = route(method, path, request);
            } catch (Refused e) {
                reply = error(e.status, e.getMessage());
            } catch (IllegalArgumentException e) {
                reply = error(400, e.getMessage());
            } catch (RuntimeException e) {
                if (journalFault(e) != null && !method.equals("GET")) {
                    // the command was not kept: refused, and the game says so on the page and the display
                    StoreException fault = journalFault(e);
                    loop.post(() -> controller.journalFailed(fault));
                    reply = error(503, "journal full or failing: nothing was kept (" + WebText.clip(fault.getMessage()) + ")");
                } else {
                    LOG.warning(method + " " + path + " failed: " + e);
                    reply = error(500, e.getMessage() == null ? e.toString() : e.getMessage());
                }
            }
            response.setStatus(reply.status());
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, reply.contentType());
            response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
            if (reply.filename() != null) {
                response.getHeaders().put(HttpHeader.CONTENT_DISPOSITION, "attachment; filename=\"" + reply.filename() + "\"");
            }
            Content.Sink.write(response, true, reply.body(), callback);
            return true;
        }
    }

    /** The journal's failure behind a command, however the event loop wrapped it; null when it is something else. */
    private static StoreException journalFault(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof StoreException s) {
                return s;
            }
        }
        return null;
    }

    private static Reply error(int status, String message) {
        JsonObject o = new JsonObject();
        // a message that long quotes what was sent (a 15 KB time control, say): the start says enough
        o.addProperty("error", message != null && message.length() > MAX_ERROR ? message.substring(0, MAX_ERROR) + "..." : message);
        return new Reply(status, "application/json; charset=utf-8", GSON.toJson(o), null);
    }

    private Reply route(String method, String path, Request request) {
        if (path.equals("/") || path.equals("/index.html")) {
            return resource(method, "index.html", "text/html; charset=utf-8");
        }
        if (path.equals("/app.js")) {
            return resource(method, "app.js", "text/javascript; charset=utf-8");
        }
        if (path.equals("/style.css")) {
            return resource(method, "style.css", "text/css; charset=utf-8");
        }
        if (!path.startsWith("/api/")) {
            throw new Refused(404, "no page at " + WebText.clip(path));
        }
        String[] parts = path.substring(5).split("/");
        String head = parts[0];
        switch (head) {
            case "state" -> {
                expect(method, "GET", path);
                if (controller.snapshot() == null) {
                    throw new Refused(503, "the game is starting; ask again in a moment");
                }
                return Reply.json(StateJson.state(loop.call(controller::snapshot), sim));
            }
            case "sim" -> {
                return simulated(method, path, parts, request);
            }
            case "game" -> {
                expect(method, "POST", path);
                SessionSettings s = gameSettings(bodyJson(request));
                return afterCommand(() -> controller.newGame(s));
            }
            case "pause" -> {
                expect(method, "POST", path);
                return afterCommand(controller::pause);
            }
            case "resume" -> {
                expect(method, "POST", path);
                return afterCommand(controller::resume);
            }
            case "setup" -> {
                expect(method, "POST", path);
                String what = parts.length > 1 ? parts[1] : "";
                switch (what) {
                    case "begin" -> {
                        return afterCommand(controller::beginSetup);
                    }
                    case "cancel" -> {
                        return afterCommand(controller::cancelSetup);
                    }
                    case "take" -> {
                        JsonObject o = bodyJson(request);
                        if (loop.call(controller::playingOcti)) {
                            only(o, Set.of("picture"), "POST /api/setup/take (Octi)");
                            String picture = requiredString(o, "picture");
                            return afterCommand(() -> controller.octi().takeSetup(picture));
                        }
                        only(o, Set.of("toMove", "position"), "POST /api/setup/take");
                        Side side = toMove(requiredString(o, "toMove"));
                        String position = o.has("position") ? string(o, "position") : null;
                        return afterCommand(() -> controller.othello().takeSetup(side, position));
                    }
                    default -> throw new Refused(404, "no setup command '" + what + "' (begin, take, cancel)");
                }
            }
            case "games" -> {
                expect(method, "GET", path);
                return games(parts);
            }
            case "octi" -> {
                expect(method, "POST", path);
                String what = parts.length > 1 ? parts[1] : "";
                if (!what.equals("choose")) {
                    throw new Refused(404, "no Octi command '" + what + "' (choose)");
                }
                JsonObject o = bodyJson(request);
                only(o, Set.of("move"), "POST /api/octi/choose");
                String move = requiredString(o, "move");
                return afterCommand(() -> controller.octi().choose(move));
            }
            default -> throw new Refused(404, "no API at " + WebText.clip(path));
        }
    }

    private Reply simulated(String method, String path, String[] parts, Request request) {
        expect(method, "POST", path);
        if (sim == null) {
            throw new Refused(400, path + ": the service runs on " + controller.snapshot().backend() + ", not the simulated board");
        }
        String what = parts.length > 1 ? parts[1] : "";
        switch (what) {
            case "frame" -> {
                if (parts.length > 2) {
                    throw new Refused(404, "no simulator command '" + WebText.clip(String.join("/", parts).substring(4)) + "'");
                }
                String body = frameText(body(request).strip());
                SensorFrame f = SensorFrame.parse(body);
                sim.setDiscs(f); // delivered to the loop before the state is read below
                return Reply.json(StateJson.state(loop.call(controller::snapshot), sim));
            }
            case "button" -> {
                String side = parts.length == 3 ? parts[2] : "";
                Side s = switch (side) {
                    case "black" -> Side.BLACK;
                    case "white" -> Side.WHITE;
                    default -> throw new Refused(404, "no button '" + WebText.clip(String.join("/", java.util.Arrays.copyOfRange(parts,
                            2, parts.length))) + "' (black or white)");
                };
                sim.press(s);
                return Reply.json(StateJson.state(loop.call(controller::snapshot), sim));
            }
            default -> throw new Refused(404, "no simulator command '" + what + "' (frame, button/black, button/white)");
        }
    }

    private Reply games(String[] parts) {
        if (parts.length == 1) {
            JsonArray a = new JsonArray();
            for (StoredGame g : journal.list()) {
                a.add(StateJson.game(g));
            }
            JsonObject o = new JsonObject();
            o.add("games", a);
            return Reply.json(o);
        }
        if (!parts[1].matches("[0-9]{1,18}")) { // ASCII digits only: Long.parseLong would take other scripts' digits
            throw new IllegalArgumentException("'" + WebText.clip(parts[1]) + "' is not a game number");
        }
        long id = Long.parseLong(parts[1]);
        StoredGame g = journal.load(id).orElseThrow(() -> new Refused(404, "no game " + id));
        try {
            return game(id, g, parts);
        } catch (Refused e) {
            throw e;
        } catch (RuntimeException e) {
            // a journal edited or damaged by hand: the game is named, the service goes on
            throw new Refused(422, "game " + id + " cannot be replayed from the journal: " + WebText.clip(e.getMessage()));
        }
    }

    private Reply game(long id, StoredGame g, String[] parts) {
        String what = parts.length > 2 ? parts[2] : "";
        switch (what) {
            case "" -> {
                JsonObject o = StateJson.game(g);
                JsonArray moves = new JsonArray();
                if (OctiReplay.isOcti(g.header())) {
                    var game = OctiReplay.game(g);
                    for (int ply = 0; ply < game.ply(); ply++) {
                        moves.add(game.notation(ply));
                    }
                } else {
                    for (var m : org.othellier.store.Replay.game(g).moves()) {
                        moves.add(m.toString());
                    }
                }
                o.add("moves", moves);
                o.addProperty("transcript", GameExport.transcript(g));
                return Reply.json(o);
            }
            case "transcript" -> {
                return new Reply(200, "text/plain; charset=utf-8", GameExport.transcript(g) + "\n", "game-" + id + ".txt");
            }
            case "ggf" -> {
                if (OctiReplay.isOcti(g.header())) {
                    throw new Refused(400, "game " + id + " is Octi: GGF is an Othello format; its record is at"
                            + " /api/games/" + id + "/transcript");
                }
                return new Reply(200, "text/plain; charset=utf-8", GameExport.ggf(g) + "\n", "game-" + id + ".ggf");
            }
            default -> throw new Refused(404, "no export '" + what + "' (transcript or ggf)");
        }
    }

    private Reply afterCommand(Runnable command) {
        return Reply.json(StateJson.state(loop.call(() -> {
            command.run();
            return controller.snapshot();
        }), sim));
    }

    /** The options of a new game; each missing one takes the configured default. */
    SessionSettings gameSettings(JsonObject o) {
        String game = o.has("game") ? string(o, "game") : defaults.game();
        if (game.equals("octi")) {
            return octiSettings(o);
        }
        if (!game.equals("othello")) {
            throw new IllegalArgumentException("game '" + game + "' is not othello or octi");
        }
        only(o, GAME_OPTIONS, "POST /api/game");
        GameSettings defaults = this.defaults instanceof GameSettings g ? g
                : new GameSettings("othello", Variant.OTHELLO, this.defaults.sensors(), PlayerSpec.HUMAN, PlayerSpec.HUMAN,
                this.defaults.clock(), false);
        int size = o.has("size") ? integer(o, "size") : defaults.variant().size();
        Start start = o.has("start") ? Start.parse(string(o, "start")) : defaults.variant().start();
        Variant variant;
        try {
            variant = Variant.of(size, start);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("size: " + e.getMessage());
        }
        variant = o.has("variant") ? variant.withRules(string(o, "variant"))
                : new Variant(size, start, defaults.variant().singleFlank(), defaults.variant().antiReversi());
        var sensors = o.has("sensors") ? GameSettings.sensors(string(o, "sensors")) : defaults.sensors();
        PlayerSpec black = o.has("black") ? player(o, "black") : defaults.black();
        PlayerSpec white = o.has("white") ? player(o, "white") : defaults.white();
        String clock = o.has("clock") ? string(o, "clock") : defaults.clock();
        boolean tournament = o.has("tournament") ? bool(o, "tournament") : defaults.tournament();
        return new GameSettings(game, variant, sensors, black, white, clock, tournament);
    }

    /** An Octi game: the variant, sensors, clock, and the seats as {@code players} (in turn order) or black and white. */
    private OctiSettings octiSettings(JsonObject o) {
        only(o, OCTI_OPTIONS, "POST /api/game (Octi)");
        OctiSettings d = defaults instanceof OctiSettings os ? os : null;
        OctiVariant variant;
        try {
            variant = o.has("variant") ? OctiVariant.parse(string(o, "variant")) : d != null ? d.variant() : OctiVariant.FAST;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("variant: " + e.getMessage());
        }
        var sensors = o.has("sensors") ? GameSettings.sensors(string(o, "sensors")) : defaults.sensors();
        String clock = o.has("clock") ? string(o, "clock") : defaults.clock();
        List<String> seats = new ArrayList<>();
        if (o.has("players")) {
            if (o.has("black") || o.has("white")) {
                throw new IllegalArgumentException("give the Octi players as players or as black and white, not both");
            }
            if (!o.get("players").isJsonArray()) {
                throw new IllegalArgumentException("players must be a list such as [\"human\", \"ai:3\"]");
            }
            for (JsonElement e : o.getAsJsonArray("players")) {
                if (!(e instanceof JsonPrimitive p) || !p.isString()) {
                    throw new IllegalArgumentException("players: each player is a string, got " + e);
                }
                seats.add(p.getAsString());
            }
        } else {
            for (int i = 0; i < variant.players(); i++) {
                String key = i == 0 ? "black" : i == 1 ? "white" : null;
                seats.add(key != null && o.has(key) ? string(o, key)
                        : d != null && d.variant().players() == variant.players() ? d.players().get(i) : OctiSettings.HUMAN);
            }
        }
        List<String> normal = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            try {
                normal.add(OctiSettings.player(seats.get(i)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("players[" + i + "]: " + e.getMessage());
            }
        }
        return new OctiSettings(variant, sensors, normal, clock);
    }

    private PlayerSpec player(JsonObject o, String key) {
        JsonElement e = o.get(key);
        String text = e.isJsonPrimitive() ? e.getAsString() : null;
        if (text == null) {
            throw new IllegalArgumentException(key + " must be \"human\", \"ai\", \"ai:LEVEL\" or a level number");
        }
        try {
            return PlayerSpec.parse(text, aiLevel);
        } catch (IllegalArgumentException ex) {
            throw new IllegalArgumentException(key + ": " + ex.getMessage());
        }
    }

    private static void only(JsonObject o, Set<String> known, String what) {
        for (Map.Entry<String, JsonElement> e : o.entrySet()) {
            if (!known.contains(e.getKey())) {
                throw new IllegalArgumentException(what + ": unknown option '" + e.getKey() + "' (the options are "
                        + String.join(", ", new java.util.TreeSet<>(known)) + ")");
            }
        }
    }

    private static String string(JsonObject o, String key) {
        JsonElement e = o.get(key);
        if (!(e instanceof JsonPrimitive p) || !p.isString()) {
            throw new IllegalArgumentException(key + " must be a string, got " + WebText.clip(String.valueOf(e)));
        }
        return p.getAsString();
    }

    private static String requiredString(JsonObject o, String key) {
        if (!o.has(key)) {
            throw new IllegalArgumentException(key + " is missing");
        }
        String s = string(o, key);
        if (s.isEmpty()) {
            throw new IllegalArgumentException(key + " is empty");
        }
        return s;
    }

    private static int integer(JsonObject o, String key) {
        JsonElement e = o.get(key);
        if (!(e instanceof JsonPrimitive p) || !p.isNumber() || p.getAsDouble() != Math.rint(p.getAsDouble())
                || Math.abs(p.getAsDouble()) > 1_000_000) { // getAsInt would wrap 4294967304 to 8
            throw new IllegalArgumentException(key + " must be a whole number, got " + WebText.clip(String.valueOf(e)));
        }
        return p.getAsInt();
    }

    private static boolean bool(JsonObject o, String key) {
        JsonElement e = o.get(key);
        if (!(e instanceof JsonPrimitive p) || !p.isBoolean()) {
            throw new IllegalArgumentException(key + " must be true or false, got " + WebText.clip(String.valueOf(e)));
        }
        return p.getAsBoolean();
    }

    private static void expect(String method, String wanted, String path) {
        if (!method.equals(wanted)) {
            throw new Refused(405, method + " " + path + ": use " + wanted);
        }
    }

    private static String body(Request request) {
        long length = request.getLength();
        if (length > MAX_BODY) {
            throw new Refused(413, "the request body is " + length + " bytes; at most " + MAX_BODY);
        }
        try {
            return Content.Source.asString(request, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            if (tooLarge(e)) {
                throw new Refused(413, "the request body is larger than " + MAX_BODY + " bytes");
            }
            throw new IllegalArgumentException("the request body could not be read: " + WebText.clip(e.getMessage()));
        }
    }

    /** SizeLimitHandler's refusal, however the read wraps it. */
    private static boolean tooLarge(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof org.eclipse.jetty.http.HttpException h && h.getCode() == 413) {
                return true;
            }
        }
        return false;
    }

    /** The simulated board's frame: {@code {"frame": "..."}} or a JSON string (a picture's line breaks as \n). */
    private static String frameText(String body) {
        String help = "POST /api/sim/frame takes {\"frame\": \"...\"}: one character per square, row by row from a1"
                + " (- empty, X black, O white, # occupied)";
        if (body.isEmpty()) {
            throw new IllegalArgumentException(help);
        }
        JsonElement e;
        try {
            e = StrictJson.parse(body);
        } catch (JsonParseException ex) {
            throw new IllegalArgumentException(help + "; the body is not JSON");
        }
        if (e.isJsonObject() && e.getAsJsonObject().size() == 1 && e.getAsJsonObject().get("frame") instanceof JsonPrimitive p
                && p.isString()) {
            return p.getAsString();
        }
        if (e instanceof JsonPrimitive p && p.isString()) {
            return p.getAsString();
        }
        throw new IllegalArgumentException(help);
    }

    /** {@code black}, {@code white}, or their symbols {@code X} and {@code O}, whole. */
    private static Side toMove(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "black", "x" -> Side.BLACK;
            case "white", "o" -> Side.WHITE;
            default -> throw new IllegalArgumentException("toMove must be \"black\" or \"white\", got '" + WebText.clip(text) + "'");
        };
    }

    private static JsonObject bodyJson(Request request) {
        String text = body(request).strip();
        if (text.isEmpty()) {
            return new JsonObject();
        }
        try {
            JsonElement e = StrictJson.parse(text);
            if (!e.isJsonObject()) {
                throw new IllegalArgumentException("the body must be a JSON object such as {\"size\": 8}");
            }
            return e.getAsJsonObject();
        } catch (JsonParseException e) {
            throw new IllegalArgumentException("the body is not JSON: " + WebText.clip(e.getMessage()));
        }
    }

    private static Reply resource(String method, String name, String type) {
        expect(method, "GET", "/" + name);
        try (InputStream in = WebServer.class.getResourceAsStream("/web/" + name)) {
            if (in == null) {
                throw new Refused(404, "the page's " + name + " is missing from this build");
            }
            return new Reply(200, type, new String(in.readAllBytes(), StandardCharsets.UTF_8), null);
        } catch (IOException e) {
            throw new Refused(500, "the page's " + name + " cannot be read: " + e.getMessage());
        }
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }
}
