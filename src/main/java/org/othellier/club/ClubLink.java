package org.othellier.club;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.reflect.TypeToken;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Logger;
import org.othellier.app.Companion;
import org.othellier.app.EventLoop;
import org.othellier.app.OctiSnapshot;
import org.othellier.app.OthelloSettings;
import org.othellier.app.OthelloSnapshot;
import org.othellier.app.SessionSettings;
import org.othellier.app.SessionView;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.game.GameKind;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;
import org.othellier.store.StoreException;
import org.othellier.store.StoredGame;

/**
 * The board's side of the club (docs/CLUB.md): it listens to the game's snapshots and publishes the state
 * (retained) and every journal event after the last one it handed to the broker, by the journal's own
 * numbers, so a reconnection publishes exactly what was missed; it takes the hub's commands and posts them to
 * the event loop like the page's commands, answering each. Its own thread does the publishing and the journal
 * reads: the game's loop only hands it the latest snapshot.
 */
public final class ClubLink implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(ClubLink.class.getName());
    static final String PAIRINGS_FILE = "club-pairings.json";
    private static final int PAIRINGS_KEPT = 64;
    private static final Gson GSON = new Gson();

    /**
     * The remote game the board plays now (docs/REMOTE.md), as the hub shows it to spectators: the code both boards
     * agreed and this board's name on the remote broker. The far board's name is the game's {@code remote:BOARD}.
     */
    public record RemoteGame(String code, String self) {
    }

    /** A game the hub paired: its names, kept in the data folder so a restart still shows them. */
    record Pairing(String pairing, long gameId, String black, String white, int round, int table) {
    }

    private final ClubConfig config;
    private final ClubTopics topics;
    private final Companion controller;
    private final EventLoop loop;
    private final Journal journal;
    private final SessionSettings defaults;
    private final Path pairingsFile;
    private final Map<String, Pairing> pairings;
    /** How often a connected board says it is there (the hub counts a board silent for three times this as gone). */
    public static final long HEARTBEAT_MILLIS = 4000;
    private final java.util.concurrent.ScheduledExecutorService worker;
    private final AtomicBoolean publishPending = new AtomicBoolean();
    private final MqttConnection mqtt;
    private final AtomicReference<SessionView> latest = new AtomicReference<>();
    // the link thread's own: the last event handed to the client
    private long sentGame = -1;
    private int sentSeq = -1;
    private String lastStateKey = "";
    /** The remote game agreed now, or null: set by the service when the board also plays remote games. */
    private volatile java.util.function.Supplier<RemoteGame> remoteGame = () -> null;
    private String lastEventAt; // when the journal took the last event published: the hub's latency is measured from it
    /** The link thread's own: the last commands answered, by id, with their answers (the hub re-sends until answered). */
    private final Map<String, String> answered = new LinkedHashMap<>() {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
            return size() > ANSWERS_KEPT;
        }
    };
    private static final int ANSWERS_KEPT = 64;

    public ClubLink(ClubConfig config, Companion controller, EventLoop loop, Journal journal, SessionSettings defaults,
                    Path dataDir) {
        this.config = config;
        this.topics = config.topics();
        this.controller = controller;
        this.loop = loop;
        this.journal = journal;
        this.defaults = defaults;
        this.pairingsFile = dataDir.resolve(PAIRINGS_FILE);
        this.pairings = readPairings(pairingsFile);
        this.worker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "club-link");
            t.setDaemon(true);
            return t;
        });
        String board = config.name();
        // made first and started last: the listeners below may run at once and use it
        this.mqtt = new MqttConnection(config, config.clientId(),
                List.of(topics.of(board, ClubTopics.COMMAND)),
                new String[] {topics.of(board, ClubTopics.ONLINE), "{\"online\":false}"},
                new MqttConnection.Listener() {
                    @Override
                    public void connected() {
                        worker.execute(MqttConnection.logged(LOG, "publishing after connecting", ClubLink.this::onConnected));
                    }

                    @Override
                    public void message(String topic, byte[] payload, boolean retained) {
                        String text = new String(payload, StandardCharsets.UTF_8);
                        worker.execute(MqttConnection.logged(LOG, "the hub's command " + clip(text),
                                () -> command(text)));
                    }
                });
        controller.addListener(view -> {
            latest.set(view);
            publishSoon();
        });
        SessionView now = controller.snapshot();
        latest.compareAndSet(null, now); // unless the listener has heard a newer one already
        if (now != null) {
            Pairing p = pairingOf(now.gameId());
            if (p != null) { // after a restart the paired game goes on: its names again
                loop.post(() -> controller.namePlayers(p.gameId(), p.black(), p.white()));
            }
        }
        // A retained "online" outlives a broker killed with the board's connection: the heartbeat is what the hub trusts
        worker.scheduleWithFixedDelay(MqttConnection.logged(LOG, "the heartbeat",
                        () -> mqtt.publish(topics.of(board, ClubTopics.ONLINE), "{\"online\":true}", true)),
                HEARTBEAT_MILLIS, HEARTBEAT_MILLIS, TimeUnit.MILLISECONDS);
        mqtt.start();
    }

    public boolean connected() {
        return mqtt.connected();
    }

    private void publishSoon() {
        if (publishPending.compareAndSet(false, true)) {
            try {
                worker.execute(MqttConnection.logged(LOG, "publishing the board's state", () -> {
                    publishPending.set(false);
                    publish(false);
                }));
            } catch (java.util.concurrent.RejectedExecutionException e) {
                // closing
            }
        }
    }

    private void onConnected() {
        mqtt.publish(topics.of(config.name(), ClubTopics.ONLINE), "{\"online\":true}", true);
        publish(true);
    }

    /** The events the hub has not been handed yet, then the state; {@code again}: the state even if unchanged. */
    private void publish(boolean again) {
        SessionView view = latest.get();
        if (view == null || !mqtt.connected()) {
            return;
        }
        if (view.gameId() != sentGame) {
            if (sentGame > 0) {
                sendEvents(sentGame, sentSeq); // the end of the game before (abandoned or finished)
            }
            sentGame = view.gameId();
            sentSeq = -1;
        }
        int seq = sendEvents(sentGame, sentSeq);
        if (seq < 0) {
            return; // the connection went: the state follows the events once it is back
        }
        sentSeq = seq;
        JsonObject state = state(view, sentSeq);
        String key = state.toString();
        if (again || !key.equals(lastStateKey)) {
            state.addProperty("at", Instant.now().toString());
            state.addProperty("eventAt", lastEventAt);
            if (mqtt.publish(topics.of(config.name(), ClubTopics.STATE), state.toString(), true)) {
                lastStateKey = key;
            }
        }
    }

    /**
     * Publishes game {@code gameId}'s events after {@code after} (-1: its header as event 0 first); returns the
     * last one handed to the client, or -1 when the connection failed before any.
     */
    private int sendEvents(long gameId, int after) {
        int last = after;
        String topic = topics.of(config.name(), ClubTopics.EVENT);
        if (after < 0) {
            StoredGame g = journal.header(gameId).orElse(null);
            if (g == null) {
                return -1;
            }
            if (!mqtt.publish(topic, header(g).toString(), false)) {
                return -1;
            }
            last = 0;
        }
        for (JournalEntry e : journal.eventsAfter(gameId, last)) {
            JsonObject o = new JsonObject();
            o.addProperty("gameId", gameId);
            o.addProperty("seq", e.seq());
            o.addProperty("at", e.at());
            o.addProperty("kind", e.kind());
            o.addProperty("side", e.side());
            o.addProperty("data", e.data());
            if (e.kind().equals("result")) {
                // how it ended (no moves, time forfeit by O-13): kept on the game's row, not on the entry
                o.addProperty("reason", journal.header(gameId).map(StoredGame::reason).orElse(null));
            }
            if (!mqtt.publish(topic, o.toString(), false)) {
                return last == after && after < 0 ? -1 : last;
            }
            last = e.seq();
            lastEventAt = e.at();
        }
        return last;
    }

    private JsonObject header(StoredGame g) {
        Pairing p = pairingOf(g.id());
        JsonObject o = new JsonObject();
        o.addProperty("gameId", g.id());
        o.addProperty("seq", 0);
        o.addProperty("at", g.started());
        o.addProperty("kind", "game");
        o.addProperty("game", g.header().game());
        o.addProperty("variant", g.header().rules());
        o.addProperty("size", g.header().size());
        o.addProperty("black", p != null ? p.black() : g.header().black());
        o.addProperty("white", p != null ? p.white() : g.header().white());
        o.addProperty("clock", g.header().clock());
        o.addProperty("pairing", p == null ? null : p.pairing());
        return o;
    }

    /** The board's remote games are reported with its state (docs/REMOTE.md, "Spectators on the hub"). */
    public void reportRemoteGames(java.util.function.Supplier<RemoteGame> agreed) {
        this.remoteGame = agreed;
    }

    /**
     * {@code "remote"} of the state: the agreed code and both boards' names by colour when this board's game has a
     * {@code remote:BOARD} side and the far board accepted it, else null.
     */
    private JsonElement remote(OthelloSnapshot s) {
        RemoteGame g = remoteGame.get();
        for (Side side : Side.values()) {
            PlayerSpec far = s.settings().player(side);
            if (g != null && g.code() != null && far.kind() == PlayerSpec.Kind.REMOTE) {
                JsonObject o = new JsonObject();
                o.addProperty("code", g.code());
                o.addProperty("black", side == Side.BLACK ? far.board() : g.self());
                o.addProperty("white", side == Side.WHITE ? far.board() : g.self());
                return o;
            }
        }
        return null;
    }

    /** The retained state of docs/CLUB.md. */
    private JsonObject state(SessionView view, int seq) {
        JsonObject o = new JsonObject();
        o.addProperty("name", config.name());
        o.addProperty("gameId", view.gameId());
        o.addProperty("seq", Math.max(seq, 0));
        o.addProperty("status", view.status());
        Pairing p = pairingOf(view.gameId());
        o.addProperty("pairing", p == null ? null : p.pairing());
        JsonObject players = new JsonObject();
        OthelloSnapshot.ClockReading clock;
        if (view instanceof OthelloSnapshot s) {
            o.addProperty("game", GameKind.OTHELLO.id());
            o.addProperty("variant", s.settings().variant().toString());
            o.addProperty("toMove", s.toMove() == null ? null : side(s.toMove()));
            players.addProperty("black", p != null ? p.black() : s.players().get(0));
            players.addProperty("white", p != null ? p.white() : s.players().get(1));
            o.addProperty("position", s.position());
            o.add("moves", GSON.toJsonTree(s.moves()));
            clock = s.clock();
            o.add("result", result(s.result()));
            o.add("remote", remote(s));
        } else {
            OctiSnapshot s = (OctiSnapshot) view;
            o.addProperty("game", GameKind.OCTI.id());
            o.addProperty("variant", s.settings().variant().name().toLowerCase(Locale.ROOT));
            o.addProperty("toMove", s.toMove() == null ? null : s.toMove().displayName());
            players.addProperty("black", s.players().get(0));
            players.addProperty("white", s.players().get(1));
            o.addProperty("position", s.position().toString());
            o.add("moves", GSON.toJsonTree(s.moves()));
            clock = s.clock();
            if (s.result() == null) {
                o.add("result", null);
            } else {
                JsonObject r = new JsonObject();
                r.addProperty("text", s.result().describe(s.settings().variant()));
                r.addProperty("reason", s.endReason());
                o.add("result", r);
            }
        }
        o.add("players", players);
        JsonObject c = new JsonObject();
        c.addProperty("control", clock.control());
        c.addProperty("started", clock.started());
        c.addProperty("running", clock.running() == null ? null : side(clock.running()));
        c.addProperty("paused", clock.paused());
        c.addProperty("black", clock.black());
        c.addProperty("white", clock.white());
        c.add("display", GSON.toJsonTree(clock.display()));
        o.add("clocks", c);
        return o;
    }

    private static JsonElement result(OthelloResult r) {
        if (r == null) {
            return null;
        }
        JsonObject o = new JsonObject();
        o.addProperty("black", r.black());
        o.addProperty("white", r.white());
        o.addProperty("score", r.score());
        o.addProperty("winner", r.winner() == null ? null : side(r.winner()));
        o.addProperty("reason", r.reason().name().toLowerCase(Locale.ROOT).replace('_', ' '));
        return o;
    }

    private static String side(Side s) {
        return s.name().toLowerCase(Locale.ROOT);
    }

    private synchronized Pairing pairingOf(long gameId) {
        for (Pairing p : pairings.values()) {
            if (p.gameId() == gameId) {
                return p;
            }
        }
        return null;
    }

    // ---------------------------------------------------------------- commands

    private void command(String text) {
        String id = null;
        String command = "";
        JsonObject ack = new JsonObject();
        try {
            JsonObject c;
            try {
                c = JsonParser.parseString(text).getAsJsonObject();
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("a command must be a JSON object: " + clip(text));
            }
            id = c.has("id") && c.get("id").isJsonPrimitive() ? c.get("id").getAsString() : null;
            command = c.has("command") && c.get("command").isJsonPrimitive() ? c.get("command").getAsString() : "";
            String before = id == null ? null : answered.get(id);
            if (before != null) {
                // the same command again (the hub re-sends until its answer arrives, QoS 1 may deliver twice): a
                // pause run twice would be refused, and a late copy would undo a resume since; answered as before
                mqtt.publish(topics.of(config.name(), ClubTopics.ACK), before, false);
                return;
            }
            switch (command) {
                case "pair" -> ack.addProperty("gameId", pair(c));
                case "start" -> ack.addProperty("gameId", loop.call(() -> {
                    controller.startClock();
                    return controller.snapshot().gameId();
                }));
                case "pause" -> ack.addProperty("gameId", loop.call(() -> {
                    controller.pause();
                    return controller.snapshot().gameId();
                }));
                case "resume" -> ack.addProperty("gameId", loop.call(() -> {
                    controller.resume();
                    return controller.snapshot().gameId();
                }));
                case "end" -> {
                    long game = number(c, "gameId");
                    String[] score = string(c, "result").split("-", -1);
                    if (score.length != 2 || !score[0].matches("\\d{1,3}") || !score[1].matches("\\d{1,3}")) {
                        throw new IllegalArgumentException("\"result\" is Black's points, a dash and White's: "
                                + clip(string(c, "result")));
                    }
                    loop.call(() -> {
                        controller.arbiterResult(game, Integer.parseInt(score[0]), Integer.parseInt(score[1]));
                        return null;
                    });
                    ack.addProperty("gameId", game);
                }
                case "replay" -> {
                    long game = number(c, "gameId");
                    long after = number(c, "after");
                    int last = sendEvents(game, (int) Math.max(-1, Math.min(after, Integer.MAX_VALUE)));
                    ack.addProperty("gameId", game);
                    ack.addProperty("seq", last);
                }
                default -> throw new IllegalArgumentException("unknown command '" + clip(command)
                        + "' (pair, start, pause, resume, end, replay)");
            }
            ack.addProperty("ok", true);
        } catch (RuntimeException e) {
            ack.addProperty("ok", false);
            String why = e.getMessage() == null ? e.toString() : e.getMessage();
            if (e instanceof StoreException fault) {
                // not kept: the game says so and stops, as for the page's commands; the hub gets plain words, the log
                // the file and SQLite's
                loop.post(() -> controller.journalFailed(fault));
                ack.addProperty("error", "journal full or failing: nothing was kept (" + fault.plain() + ")");
            } else {
                ack.addProperty("error", why);
            }
            LOG.info("club command refused: " + why);
        }
        ack.addProperty("id", id);
        if (id != null && !command.equals("replay")) {
            answered.put(id, ack.toString()); // a replay is run again: what it publishes may have been lost
        }
        mqtt.publish(topics.of(config.name(), ClubTopics.ACK), ack.toString(), false);
        publish(false);
    }

    /** A new tournament game between two people, once per pairing: sent again, it answers the same game. */
    private long pair(JsonObject c) {
        String pairing = string(c, "pairing");
        String black = string(c, "black");
        String white = string(c, "white");
        int round = c.has("round") ? (int) number(c, "round") : 0;
        int table = c.has("table") ? (int) number(c, "table") : 0;
        synchronized (this) {
            Pairing known = pairings.get(pairing);
            if (known != null) {
                return known.gameId();
            }
        }
        String game = c.has("game") ? string(c, "game") : GameKind.OTHELLO.id();
        if (!game.equals(GameKind.OTHELLO.id())) {
            throw new IllegalArgumentException("a club pairing plays othello; '" + clip(game) + "' is not offered");
        }
        // the tournament's size: a board's own default would make results the tournament refuses
        int size = c.has("size") ? boardSize(c) : defaults instanceof OthelloSettings g ? g.variant().size() : 8;
        OthelloVariant variant;
        try {
            variant = OthelloVariant.OTHELLO.withSize(size).withRules(c.has("variant") ? string(c, "variant") : "standard");
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("\"variant\": " + e.getMessage());
        }
        String clock = c.has("clock") ? string(c, "clock") : defaults.clock();
        OthelloSettings settings = new OthelloSettings(GameKind.OTHELLO, variant, defaults.sensors(), PlayerSpec.HUMAN,
                PlayerSpec.HUMAN, clock, true);
        String line = (round > 0 ? "round " + round + (table > 0 ? ", table " + table : "") + ": " : "")
                + black + " (Black) against " + white + " (White)";
        long gameId = loop.call(() -> {
            controller.newGame(settings);
            controller.announce(line);
            long id = controller.snapshot().gameId();
            controller.namePlayers(id, black, white);
            return id;
        });
        synchronized (this) {
            pairings.put(pairing, new Pairing(pairing, gameId, black, white, round, table));
            while (pairings.size() > PAIRINGS_KEPT) {
                pairings.remove(pairings.keySet().iterator().next());
            }
            writePairings();
        }
        return gameId;
    }

    private static String string(JsonObject c, String key) {
        JsonElement e = c.get(key);
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString() || e.getAsString().isBlank()) {
            throw new IllegalArgumentException("the command needs \"" + key + "\" as a non-empty string");
        }
        String s = e.getAsString().strip();
        if (s.length() > 80) {
            throw new IllegalArgumentException("\"" + key + "\" is longer than 80 characters");
        }
        return s;
    }

    /** {@code "size"}: the side of the board the game is played on, 6, 8 or 10 (O-2). */
    private static int boardSize(JsonObject c) {
        JsonElement e = c.get("size");
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()
                || !List.of(6.0, 8.0, 10.0).contains(e.getAsDouble())) {
            throw new IllegalArgumentException("\"size\" " + clip(String.valueOf(e)) + " is not a board size: 6, 8 or 10 (O-2)");
        }
        return e.getAsInt();
    }

    private static long number(JsonObject c, String key) {
        JsonElement e = c.get(key);
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
            throw new IllegalArgumentException("the command needs \"" + key + "\" as a number");
        }
        return e.getAsLong();
    }

    private static String clip(String s) {
        return s.length() > 60 ? s.substring(0, 60) + "..." : s;
    }

    private static Map<String, Pairing> readPairings(Path file) {
        Map<String, Pairing> m = new LinkedHashMap<>();
        if (!Files.exists(file)) {
            return m;
        }
        try {
            List<Pairing> list = GSON.fromJson(Files.readString(file), new TypeToken<List<Pairing>>() { }.getType());
            if (list != null) {
                for (Pairing p : list) {
                    m.put(p.pairing(), p);
                }
            }
        } catch (IOException | RuntimeException e) {
            LOG.warning(file + " cannot be read (" + e.getMessage() + "): the pairings' names are forgotten");
        }
        return m;
    }

    private void writePairings() {
        try {
            Path tmp = pairingsFile.resolveSibling(PAIRINGS_FILE + ".tmp");
            Files.writeString(tmp, GSON.toJson(List.copyOf(pairings.values())));
            Files.move(tmp, pairingsFile, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            LOG.warning(pairingsFile + " cannot be written: " + e.getMessage());
        }
    }

    @Override
    public void close() {
        worker.shutdown();
        try {
            worker.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        mqtt.publishAndWait(topics.of(config.name(), ClubTopics.ONLINE), "{\"online\":false}", true);
        mqtt.close();
    }
}
