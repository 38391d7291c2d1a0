package org.othellier.hub;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.function.UnaryOperator;
import java.util.logging.Logger;
import org.othellier.club.ClubConfig;
import org.othellier.club.ClubTopics;
import org.othellier.club.MqttConnection;
import org.othellier.game.Side;
import org.othellier.game.othello.Game;
import org.othellier.game.othello.Move;
import org.othellier.game.othello.Position;
import org.othellier.game.othello.Variant;
import org.othellier.tournament.Entrant;
import org.othellier.tournament.Pairing;
import org.othellier.tournament.Result;
import org.othellier.tournament.Round;
import org.othellier.tournament.RoundExport;
import org.othellier.tournament.Standing;
import org.othellier.tournament.Tournament;
import org.othellier.tournament.TournamentEvent;

/**
 * The club's hub (docs/CLUB.md): every board seen on the broker, each game's events kept once, the
 * tournament (pure logic from {@code org.othellier.tournament}) with the boards its tables are played on,
 * the commands to the boards and their answers. One thread owns all of it; the broker's client and the web
 * server post to it ({@link #call}). The page's listeners hear each board's new view and each change of the
 * tournament.
 */
public final class Hub implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(Hub.class.getName());
    /** How long the page's command waits for the boards' answers. */
    static final long ANSWER_MILLIS = 5000;
    /** How often a command the board has not answered is sent again. */
    static final long RESEND_MILLIS = 3000;
    private static final long REPAIR_MILLIS = 1000;
    private static final long REPLAY_AGAIN_MILLIS = 2000;
    /** A board not heard for this long is shown offline, whatever its retained "online" says. */
    static final long SILENT_MILLIS = 3 * org.othellier.club.ClubLink.HEARTBEAT_MILLIS;

    /** One board as the hub knows it. */
    private static final class Board {
        final String name;
        /** The last state taken (checked by {@link Intake#state}), or null. */
        JsonObject state;
        /** The state's game and last event, read once when it was taken: 0 and -1 without one. */
        long gameId;
        int seq = -1;
        boolean online;
        /** When the hub last heard the board live (a message not retained); never, after the hub's start. */
        long heardAt = Long.MIN_VALUE / 2;
        boolean shownOnline;

        boolean live(long now) {
            return online && now - heardAt < SILENT_MILLIS;
        }
        JsonObject view = new JsonObject();

        Board(String name) {
            this.name = name;
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

    /**
     * What the hub holds of one game of one board: which events, its header and result, when it last asked; and
     * whether it was abandoned on its board (replaced there before any result: none will ever come).
     */
    private static final class GameRecord {
        final String board;
        final long gameId;
        final BitSet seqs = new BitSet();
        JsonObject header;
        boolean ended;
        boolean abandoned;
        long askedAt = Long.MIN_VALUE / 2;
        /** The last replay asking whether the board holds more of this game, now that it plays a later one. */
        String endCheck;
        /** Its result could not be kept in the tournament (the store failed): the repair tries again. */
        boolean resultUnkept;
        /** Why the board's result was not counted (its moves do not replay to it): the arbiter's, shown on the page. */
        String unchecked;

        GameRecord(String board, long gameId) {
            this.board = board;
            this.gameId = gameId;
        }

        int contiguous() {
            return seqs.nextClearBit(0) - 1;
        }
    }

    /** A command waiting for its board's answer, sent again until it comes (or a later command replaces it). */
    private record Pending(String board, JsonObject command, CompletableFuture<JsonObject> answer, long[] sentAt) {

        String kind() {
            return command.get("command").getAsString();
        }
    }

    private final ClubConfig config;
    private final ClubTopics topics;
    private final HubStore store;
    private final Clock wall;
    /** Monotonic milliseconds: when commands were sent and are due again. */
    private final LongSupplier millis;
    /** How long the arbiter's command waits for the boards' answers before saying which are still awaited. */
    private final long answerMillis;
    private final ScheduledExecutorService owner;
    private final Map<String, Board> boards = new TreeMap<>();
    private final Map<String, GameRecord> games = new HashMap<>(); // by gameKey
    private final Map<String, Pending> pending = new LinkedHashMap<>(); // sent again in the order first sent
    private final Map<String, GameRecord> endChecks = new HashMap<>(); // by the replay command's id
    private final Map<String, JsonObject> views = new ConcurrentHashMap<>(); // what GET /api/boards reads
    private final List<Consumer<JsonObject>> listeners = new CopyOnWriteArrayList<>();
    private final String runId;
    private final MqttConnection mqtt;
    private final Intake intake;
    /** The events held (written on the hub's thread only). */
    private volatile long eventTotal;
    private Tournament tournament;
    private final Map<Integer, Map<Integer, HubStore.Assignment>> tables = new TreeMap<>();
    private long commandCounter;
    private volatile JsonObject tournamentView = new JsonObject();

    /**
     * @param millis       the hub's monotonic clock in milliseconds (silences, asking again, the boards' rates, the
     *                     commands' re-sending)
     * @param connection   the broker's connection, made for the listener given
     * @param repairing    whether the repair runs every second by itself (a test runs it by hand: {@link #repairNow})
     * @param answerMillis how long the arbiter's command waits for the boards' answers
     */
    Hub(ClubConfig config, Path dataDir, Clock wall, LongSupplier millis,
        Function<MqttConnection.Listener, MqttConnection> connection, boolean repairing, long answerMillis) {
        this(config, dataDir, wall, millis, connection, repairing, answerMillis, UnaryOperator.identity());
    }

    /** As above, with every connection to {@code club.db} passed through {@code connections} (the tests' failing disk). */
    Hub(ClubConfig config, Path dataDir, Clock wall, LongSupplier millis,
        Function<MqttConnection.Listener, MqttConnection> connection, boolean repairing, long answerMillis,
        UnaryOperator<java.sql.Connection> connections) {
        this.config = config;
        this.topics = config.topics();
        this.wall = wall;
        this.millis = millis;
        this.intake = new Intake(millis);
        this.answerMillis = answerMillis;
        this.store = HubStore.open(dataDir, connections);
        this.runId = Long.toString(new SecureRandom().nextLong() >>> 28, 36);
        this.owner = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "hub");
            t.setDaemon(true);
            return t;
        });
        try {
            owner.submit(this::load).get(); // on the hub's thread, as everything that touches its maps
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the hub's start was interrupted", e);
        } catch (ExecutionException e) {
            owner.shutdown();
            store.close();
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
        // made before anything can use it, started last: a message may come at once
        this.mqtt = connection.apply(new MqttConnection.Listener() {
            @Override
            public void connected() {
                LOG.info("the hub is connected to " + config.broker() + " and follows the boards of club '" + config.club() + "'");
            }

            @Override
            public void message(String topic, byte[] payload, boolean retained) {
                take(topic, payload, retained);
            }
        });
        if (repairing) {
            owner.scheduleWithFixedDelay(MqttConnection.logged(LOG, "the hub's repair", this::repair),
                    REPAIR_MILLIS, REPAIR_MILLIS, TimeUnit.MILLISECONDS);
        }
        mqtt.start();
    }

    /** Opens the hub's data in {@code dataDir} and connects to the broker (in the background, again and again). */
    public static Hub start(ClubConfig config, Path dataDir, Clock wall) {
        return start(config, dataDir, wall, () -> System.nanoTime() / 1_000_000, ANSWER_MILLIS);
    }

    /** As {@link #start(ClubConfig, Path, Clock)}, with the clock of the commands' re-sending and the answers' wait. */
    static Hub start(ClubConfig config, Path dataDir, Clock wall, LongSupplier millis, long answerMillis) {
        return new Hub(config, dataDir, wall, millis, listener -> new MqttConnection(config, config.clientId(),
                List.of(config.topics().hubFilters()), null, listener), true, answerMillis);
    }

    // ---------------------------------------------------------------- restart: everything from the store

    /**
     * Everything from {@code club.db}, whatever it holds: a row the hub would refuse today (written by an older hub
     * that checked less, or by hand) is skipped and named in one line, and the hub starts with the rest.
     */
    private void load() {
        for (String bad : store.badEvents()) {
            LOG.warning(HubStore.FILE_NAME + ": " + bad + " is out of range: skipped");
        }
        for (String[] b : store.boards()) {
            Board board = new Board(b[0]);
            if (b[1] != null) {
                try {
                    board.take(Intake.state(Intake.object(b[1])));
                } catch (Intake.Malformed e) {
                    LOG.warning(HubStore.FILE_NAME + ": " + b[0] + "'s last state is skipped: " + e.getMessage());
                }
            }
            board.online = false; // until the broker says otherwise
            boards.put(b[0], board);
            for (long[] g : store.eventCounts(b[0])) {
                GameRecord r = game(b[0], g[0]);
                for (HubStore.Event e : store.events(b[0], g[0])) {
                    try {
                        note(r, e);
                    } catch (RuntimeException ex) {
                        LOG.warning(HubStore.FILE_NAME + ": " + b[0] + "'s game " + g[0] + " event " + e.seq() + " ("
                                + e.kind() + ") is skipped: " + ex.getMessage());
                    }
                }
            }
        }
        for (HubStore.Abandoned a : store.abandoned()) {
            game(a.board(), a.gameId()).abandoned = true;
        }
        eventTotal = store.totalEvents();
        tournament = replayTournament(store.tournamentEvents());
        for (HubStore.Assignment a : store.assignments()) {
            tables.computeIfAbsent(a.round(), k -> new TreeMap<>()).put(a.table(), a);
        }
        for (Map<Integer, HubStore.Assignment> round : tables.values()) {
            for (HubStore.Assignment a : List.copyOf(round.values())) {
                GameRecord r = a.gameId() == 0 ? null : games.get(gameKey(a.board(), a.gameId()));
                if (r != null && r.ended) {
                    try {
                        resultArrived(a.board(), a.gameId()); // flags again a result that was not counted
                    } catch (RuntimeException e) {
                        LOG.warning(HubStore.FILE_NAME + ": round " + a.round() + " table " + a.table() + "'s result"
                                + " is skipped: " + e.getMessage());
                    }
                }
            }
        }
        for (Board b : boards.values()) {
            refreshView(b);
        }
        refreshTournament();
    }

    /** The tournament its stored events make, each event the tournament refuses skipped and named. */
    private static Tournament replayTournament(List<String> events) {
        Tournament t = null;
        for (int i = 0; i < events.size(); i++) {
            try {
                TournamentEvent e = TournamentEvent.fromJson(events.get(i));
                if (t == null) {
                    t = Tournament.replay(List.of(e));
                } else {
                    t.apply(e);
                }
            } catch (RuntimeException e) {
                LOG.warning(HubStore.FILE_NAME + ": the tournament's event " + (i + 1) + " is skipped: " + e.getMessage());
            }
        }
        return t;
    }

    private GameRecord game(String board, long gameId) {
        return games.computeIfAbsent(gameKey(board, gameId), k -> new GameRecord(board, gameId));
    }

    private static String gameKey(String board, long gameId) {
        return board + "/" + gameId;
    }

    /** Takes one event the store holds (its seq in range: the store hands out no other); a bad header throws. */
    private static void note(GameRecord r, HubStore.Event e) {
        if (e.kind().equals("game")) {
            r.header = Intake.event(Intake.object(e.data()));
        } else if (e.kind().equals("result")) {
            r.ended = true;
        }
        r.seqs.set(e.seq());
    }

    // ---------------------------------------------------------------- from the broker

    private final java.util.concurrent.atomic.AtomicLong messages = new java.util.concurrent.atomic.AtomicLong();

    /** Messages taken from the broker since the start. */
    public long messagesReceived() {
        return messages.get();
    }

    /**
     * A message from the broker (the connection's thread): let in by {@link Intake#admit} (the board's name, the
     * payload's bytes, the board's rate) before it is decoded or queued, then handled on the hub's thread.
     */
    void take(String topic, byte[] payload, boolean retained) {
        messages.incrementAndGet();
        String[] parts = topics.parse(topic);
        if (parts == null || !intake.admit(parts[0], parts[1], payload.length)) {
            return;
        }
        String text = new String(payload, StandardCharsets.UTF_8);
        owner.execute(() -> received(parts[0], parts[1], text, retained));
    }

    /** What the hub refused from the boards since its start, by why ({@code GET /api/hub}'s {@code refused}). */
    public JsonObject refused() {
        return intake.counts();
    }

    private void received(String name, String leaf, String text, boolean retained) {
        JsonObject o;
        try {
            // checked whole before anything is kept or the board is even noted
            o = Intake.object(text);
            switch (leaf) {
                case ClubTopics.ONLINE -> Intake.online(o);
                case ClubTopics.STATE -> Intake.state(o);
                case ClubTopics.EVENT -> Intake.event(o);
                case ClubTopics.ACK -> Intake.ack(o);
                default -> {
                    return;
                }
            }
        } catch (Intake.Malformed e) {
            intake.malformed(name, leaf, e.getMessage());
            return;
        }
        Board board = boards.computeIfAbsent(name, Board::new);
        if (!retained) {
            board.heardAt = millis.getAsLong();
        }
        try {
            switch (leaf) {
                case ClubTopics.ONLINE -> {
                    boolean online = o.get("online").getAsBoolean();
                    if (online != board.online || board.live(millis.getAsLong()) != board.shownOnline) {
                        store.saveBoard(name, null, online, wall.instant().toString());
                        board.online = online; // once kept: a change the store refused is taken again next time
                        refreshView(board);
                    }
                }
                case ClubTopics.STATE -> {
                    // held even when the store cannot keep it: the repair asks the board for what is missing by
                    // it, and the broker's retained copy gives it again at a restart
                    board.take(o);
                    askForMissing(board, board.gameId(), board.seq());
                    refreshView(board);
                    store.saveBoard(name, text, true, wall.instant().toString());
                }
                case ClubTopics.EVENT -> event(board, o);
                case ClubTopics.ACK -> ack(board, o);
                default -> { }
            }
        } catch (RuntimeException e) {
            intake.once(name + "/" + leaf + "/failed", "a " + leaf + " of " + name + " failed: " + e
                    + " (said once for this board and kind)");
        }
    }

    private void event(Board board, JsonObject o) {
        long gameId = o.get("gameId").getAsLong();
        int seq = o.get("seq").getAsInt();
        String kind = o.get("kind").getAsString();
        String data = kind.equals("game") ? o.toString() : text(o, "data");
        if (kind.equals("result") && o.has("reason") && !o.get("reason").isJsonNull()) {
            data = text(o, "data") + " " + o.get("reason").getAsString();
        }
        HubStore.Event e = new HubStore.Event(board.name, gameId, seq, text(o, "at"), kind, text(o, "side"), data);
        // an event the store could not keep throws here, before the hub counts it as held: the repair asks again
        boolean added = store.addEvent(e);
        GameRecord r = game(board.name, gameId);
        if (!added && r.seqs.get(seq)) {
            return; // had it: a second delivery or a replay
        }
        if (added) {
            eventTotal++;
        }
        note(r, e);
        if (seq > r.contiguous() + 1) {
            askForMissing(board, gameId, seq);
        }
        if (kind.equals("game")) {
            bindPairing(board.name, gameId, r.header);
        }
        if (kind.equals("result")) {
            resultArrived(board.name, gameId, e);
        } else if (r.ended) {
            resultArrived(board.name, gameId); // a move missed before the result: the result may be checked now
        }
    }

    private static String text(JsonObject o, String key) {
        JsonElement e = o.get(key);
        return e == null || e.isJsonNull() ? null : e.getAsString();
    }

    /** Asks the board for what the hub misses of a game, at most every two seconds; answers the command's id or null. */
    private String askForMissing(Board board, long gameId, int upTo) {
        if (gameId <= 0 || upTo < 0) {
            return null;
        }
        GameRecord r = game(board.name, gameId);
        if (r.contiguous() >= upTo) {
            return null;
        }
        long now = millis.getAsLong();
        if (now - r.askedAt < REPLAY_AGAIN_MILLIS) {
            return null;
        }
        r.askedAt = now;
        JsonObject c = new JsonObject();
        c.addProperty("command", "replay");
        c.addProperty("gameId", gameId);
        c.addProperty("after", r.contiguous());
        send(board.name, c);
        return c.get("id").getAsString();
    }

    /**
     * A table's game whose board has moved on to a later game without a result: asks for the rest of it; an answer
     * saying the board holds nothing after what the hub has (below) means the game was abandoned there.
     */
    private void askForTheEnd(Board board, GameRecord r) {
        String id = askForMissing(board, r.gameId, Integer.MAX_VALUE);
        if (id != null) {
            if (r.endCheck != null) {
                endChecks.remove(r.endCheck); // one question at a time per game: the map stays small
            }
            r.endCheck = id;
            endChecks.put(id, r);
        }
    }

    /**
     * The board's answer to {@link #askForTheEnd}: its {@code seq} is the last event its journal holds of the game.
     * Holding that much already, with no result, the hub knows the game was abandoned on the board (a game a board
     * has left is never resumed there) and stops asking; the arbiter enters the table's result.
     */
    private void endAnswered(GameRecord r, JsonObject answer) {
        r.endCheck = null;
        if (r.ended || r.abandoned || !answer.has("ok") || !answer.get("ok").getAsBoolean() || !answer.has("seq")
                || !answer.has("gameId") || answer.get("gameId").getAsLong() != r.gameId) {
            return;
        }
        if (answer.get("seq").getAsInt() <= r.contiguous()) {
            store.saveAbandoned(r.board, r.gameId, wall.instant().toString()); // not kept: the repair asks again
            r.abandoned = true;
            LOG.info(r.board + "'s game " + r.gameId + " was abandoned there before its end: the arbiter enters its result");
            refreshTournament();
        }
    }

    /** The repair once, now, on the hub's thread (a test's hand on the clock). */
    void repairNow() {
        call(() -> {
            repair();
            return null;
        });
    }

    /** Every second: gaps in the games the hub knows, commands not answered yet sent again. */
    private void repair() {
        long nowMs = millis.getAsLong();
        for (Board b : boards.values()) {
            // each board's step on its own: one board's fault never stops the others' repairs or the re-sends below
            guarded(b.name, "repair", () -> {
                askForMissing(b, b.gameId(), b.seq());
                if (b.live(nowMs) != b.shownOnline) {
                    refreshView(b); // gone silent, or back
                }
            });
        }
        for (Map<Integer, HubStore.Assignment> round : tables.values()) {
            for (HubStore.Assignment a : round.values()) {
                guarded(a.board(), "end check", () -> {
                    Board b = boards.get(a.board());
                    if (a.gameId() > 0 && b != null && b.gameId() > a.gameId()) {
                        GameRecord r = game(a.board(), a.gameId());
                        if (!r.ended && !r.abandoned) {
                            askForTheEnd(b, r); // the board moved on: the game's end is missed, or it has none
                        }
                    }
                    GameRecord ended = a.gameId() > 0 ? games.get(gameKey(a.board(), a.gameId())) : null;
                    if (ended != null && ended.resultUnkept) {
                        ended.resultUnkept = false; // set again if the store fails again
                        resultArrived(a.board(), a.gameId()); // its result reached the tournament, not club.db
                    }
                });
            }
        }
        resend();
    }

    /**
     * Every command a board has not answered, sent again (the same id) once {@link #RESEND_MILLIS} have passed, while
     * its board is online: a board away gets the copy the broker queued for its session when it is back, and copies
     * sent meanwhile would only fill that queue; once it says it is back, what is due goes at once.
     */
    private void resend() {
        long now = millis.getAsLong();
        if (!mqtt.connected()) {
            return; // each is due by the time the connection is back
        }
        for (Pending p : List.copyOf(pending.values())) {
            Board board = boards.get(p.board());
            if (now - p.sentAt()[0] >= RESEND_MILLIS && (board == null || board.online)) {
                p.sentAt()[0] = now;
                mqtt.publish(topics.of(p.board(), ClubTopics.COMMAND), p.command().toString(), false);
            }
        }
    }

    /** Runs one board's part of the repair; a failure is said once for that board and part, without a trace. */
    private void guarded(String board, String what, Runnable step) {
        try {
            step.run();
        } catch (RuntimeException e) {
            intake.once(board + "/" + what, "the " + what + " of " + board + " failed: " + e + " (said once; the other"
                    + " boards go on)");
        }
    }

    /** The hub's re-sending now, on its thread, as its every-second repair does it: for tests driving the clock. */
    void resendNow() {
        call(() -> {
            resend();
            return null;
        });
    }

    private void ack(Board board, JsonObject o) {
        String id = text(o, "id");
        GameRecord checked = id == null ? null : endChecks.remove(id);
        if (checked != null && checked.board.equals(board.name)) {
            endAnswered(checked, o);
            return;
        }
        Pending p = id == null ? null : pending.get(id);
        if (p == null) {
            return;
        }
        if (!p.board().equals(board.name)) {
            // ids are easy to guess: another board answering for this one would stop its re-sending
            LOG.warning(board.name + " answered " + clip(id) + ", a command to " + p.board() + ": ignored");
            return;
        }
        if (o.has("ok") && o.get("ok").getAsBoolean() && text(p.command(), "command").equals("pair")) {
            // kept before the command is taken as answered: if the store fails, the pairing is sent again, and so
            // is the answer
            bindPairingId(text(p.command(), "pairing"), board.name, o.get("gameId").getAsLong());
        }
        pending.remove(id);
        p.answer().complete(o);
    }

    /**
     * Sends a command to a board. Every command but {@code replay} (which the repair asks again with a new id) is
     * kept until the board answers it and sent again, with the same id, every {@link #RESEND_MILLIS} while the hub
     * is connected (and at once when it was not): a command lost on the way is not lost. A command replaces the
     * board's unanswered earlier ones that a late copy of would undo it ({@link #replaces}); their answers say so.
     */
    private CompletableFuture<JsonObject> send(String board, JsonObject command) {
        String id = "h-" + runId + "-" + (++commandCounter);
        command.addProperty("id", id);
        CompletableFuture<JsonObject> answer = new CompletableFuture<>();
        String kind = command.get("command").getAsString();
        if (!kind.equals("replay")) {
            for (Pending p : List.copyOf(pending.values())) {
                if (p.board().equals(board) && replaces(kind, p.kind())) {
                    pending.remove(text(p.command(), "id"));
                    p.answer().complete(refusal(text(p.command(), "id"), "replaced by a later " + kind + " (" + id
                            + ") before the board answered: only that one is sent again"));
                }
            }
            pending.put(id, new Pending(board, command, answer, new long[] {millis.getAsLong()}));
        }
        if (!mqtt.publish(topics.of(board, ClubTopics.COMMAND), command.toString(), false) && !kind.equals("replay")) {
            pending.get(id).sentAt()[0] = millis.getAsLong() - RESEND_MILLIS; // not sent: due as soon as connected
        }
        return answer;
    }

    /**
     * Whether a {@code later} command to a board stops the re-sending of an {@code earlier} one it has not answered:
     * a pause or resume replaces the pause or resume before it (an old pause arriving after a newer resume would
     * stop the clocks again), a start the start before it, and a pairing everything before it (the board's game
     * changes: an old pairing, start or pause would act on the new game).
     */
    static boolean replaces(String later, String earlier) {
        return switch (later) {
            case "pause", "resume" -> earlier.equals("pause") || earlier.equals("resume");
            case "start" -> earlier.equals("start");
            case "end" -> earlier.equals("end"); // a correction: the latest result counts
            case "pair" -> true;
            default -> false;
        };
    }

    private static JsonObject refusal(String id, String why) {
        JsonObject o = new JsonObject();
        o.addProperty("id", id);
        o.addProperty("ok", false);
        o.addProperty("error", why);
        return o;
    }

    // ---------------------------------------------------------------- the views

    private void refreshView(Board b) {
        JsonObject v = new JsonObject();
        JsonObject s = b.state == null ? new JsonObject() : b.state;
        v.addProperty("name", b.name);
        b.shownOnline = b.live(millis.getAsLong());
        v.addProperty("online", b.shownOnline);
        v.add("game", s.has("gameId") ? s.get("gameId") : JsonNull.INSTANCE);
        for (String key : List.of("variant", "status", "toMove", "players", "position", "moves", "clocks", "result",
                "pairing", "seq", "at", "eventAt")) {
            v.add(key, s.has(key) ? s.get(key) : JsonNull.INSTANCE);
        }
        JsonArray moves = s.has("moves") && s.get("moves").isJsonArray() ? s.getAsJsonArray("moves") : new JsonArray();
        v.add("lastMove", moves.isEmpty() ? JsonNull.INSTANCE : moves.get(moves.size() - 1));
        HubStore.Assignment a = assignmentOf(b.name, b.gameId());
        v.add("round", a == null ? JsonNull.INSTANCE : new com.google.gson.JsonPrimitive(a.round()));
        v.add("table", a == null ? JsonNull.INSTANCE : new com.google.gson.JsonPrimitive(a.table()));
        v.addProperty("received", wall.instant().toString());
        b.view = v;
        views.put(b.name, v);
        JsonObject pushed = new JsonObject();
        pushed.addProperty("type", "board");
        pushed.add("board", v);
        for (Consumer<JsonObject> l : listeners) {
            l.accept(pushed);
        }
    }

    /** Each board's view as the page gets it, and each change of the tournament ({@code {"type": ...}}). */
    public void addListener(Consumer<JsonObject> listener) {
        listeners.add(listener);
    }

    /** {@code GET /api/boards}: every board seen, by name. Safe from any thread. */
    public JsonArray boards() {
        JsonArray a = new JsonArray();
        new TreeMap<>(views).values().forEach(a::add);
        return a;
    }

    public JsonObject board(String name) {
        JsonObject v = views.get(name);
        if (v == null) {
            throw new NoSuchElementException("no board '" + clip(name) + "' has been seen");
        }
        return v;
    }

    /** A board's game as the hub holds it: the events in order, once each. */
    public JsonArray events(String board, long gameId) {
        return call(() -> {
            JsonArray a = new JsonArray();
            for (HubStore.Event e : store.events(board, gameId)) {
                JsonObject o = new JsonObject();
                o.addProperty("seq", e.seq());
                o.addProperty("at", e.at());
                o.addProperty("kind", e.kind());
                o.addProperty("side", e.side());
                o.addProperty("data", e.data());
                a.add(o);
            }
            if (a.isEmpty()) {
                throw new NoSuchElementException("the hub holds no game " + gameId + " of '" + clip(board) + "'");
            }
            return a;
        });
    }

    /** The moves of a board's game from the events the hub holds (takebacks applied), passes as {@code PA}. */
    public List<String> moves(String board, long gameId) {
        return call(() -> movesOf(board, gameId));
    }

    private List<String> movesOf(String board, long gameId) {
        List<String> moves = new ArrayList<>();
        for (HubStore.Event e : store.events(board, gameId)) {
            switch (e.kind()) {
                case "move" -> moves.add(e.data());
                case "pass" -> moves.add("PA");
                case "takeback" -> {
                    // checked on the way in; a row an older hub kept unchecked takes nothing back
                    int ply = e.data() != null && e.data().strip().matches("\\d{1,6}") ? Integer.parseInt(e.data().strip())
                            : moves.size();
                    while (moves.size() > ply) {
                        moves.remove(moves.size() - 1);
                    }
                }
                default -> { }
            }
        }
        return moves;
    }

    /**
     * The number of events the hub holds over every board. Safe from any thread and never queued behind the boards'
     * messages: {@code GET /api/hub} answers at once while the hub's thread is busy with them.
     */
    public long eventCount() {
        return eventTotal;
    }

    // ---------------------------------------------------------------- the tournament

    /** Runs {@code work} on the hub's thread and waits for it (what it throws is thrown here). */
    public <T> T call(Callable<T> work) {
        CompletableFuture<T> f = new CompletableFuture<>();
        owner.execute(() -> {
            try {
                f.complete(work.call());
            } catch (Throwable t) {
                f.completeExceptionally(t);
            }
        });
        return org.othellier.app.EventLoop.await(f, "the hub");
    }

    /** The tournament as the page shows it (safe from any thread). */
    public JsonObject tournament() {
        return tournamentView;
    }

    /** A new tournament; one already under way is refused unless {@code replace}. */
    public JsonObject create(String name, int size, boolean replace) {
        return call(() -> {
            if (tournament != null && !replace) {
                throw new IllegalArgumentException("a tournament (" + tournament.name() + ") is under way: send"
                        + " \"replace\": true to start another (the old one's data is dropped)");
            }
            Tournament t = Tournament.create(name, size);
            // the old one's events and tables and the new one's in one transaction: a failure keeps the old whole
            store.replaceTournament(t.events().stream().map(TournamentEvent::toJson).toList());
            tables.clear();
            tournament = t;
            refreshTournament();
            return tournamentView;
        });
    }

    public JsonObject addPlayer(String name, Integer rating) {
        return mutate(t -> t.addPlayer(name, rating));
    }

    /** The next round by the Swiss system, or by hand when {@code byHand} is given. */
    public JsonObject pair(List<Pairing> byHand) {
        return mutate(t -> {
            if (byHand == null) {
                t.pairNextRound();
            } else {
                t.pairByHand(byHand);
            }
        });
    }

    /**
     * Records (first time) or corrects a table's result: the arbiter's hand. A game still going on the table's board
     * ends there with that result ({@code end}, sent again until the board answers): its clock stops.
     */
    public JsonObject setResult(int round, int table, Result result) {
        JsonObject view = mutate(t -> {
            if (t.round(round).result(table).isPresent()) {
                t.correct(round, table, result);
            } else {
                t.record(round, table, result);
            }
        });
        return call(() -> {
            endOnItsBoard(round, table, result); // once the result is kept
            return view;
        });
    }

    /** The table's game, when its board plays it still, told to end with the arbiter's result. */
    private void endOnItsBoard(int round, int table, Result result) {
        HubStore.Assignment a = tables.getOrDefault(round, Map.of()).get(table);
        if (a == null || a.gameId() == 0) {
            return; // no board, or it has not answered its pairing: no game of the table is known there
        }
        GameRecord g = games.get(gameKey(a.board(), a.gameId()));
        if (g != null && (g.ended || g.abandoned)) {
            return; // over on the board already, or left there
        }
        JsonObject c = new JsonObject();
        c.addProperty("command", "end");
        c.addProperty("gameId", a.gameId());
        c.addProperty("result", result.black() + "-" + result.white());
        send(a.board(), c); // nobody waits: the answer only stops the re-sending
    }

    private JsonObject mutate(Consumer<Tournament> change) {
        return call(() -> {
            Tournament t = needTournament();
            List<TournamentEvent> before = t.events();
            change.accept(t);
            persist(before);
            return tournamentView;
        });
    }

    private Tournament needTournament() {
        if (tournament == null) {
            throw new IllegalArgumentException("no tournament yet: POST /api/tournament with its name first");
        }
        return tournament;
    }

    /**
     * Keeps the tournament's events after {@code before} (what it held before a change) in one transaction; when the
     * store cannot, the tournament goes back to {@code before}, as {@code club.db} holds it, and the failure is thrown.
     */
    private void persist(List<TournamentEvent> before) {
        List<TournamentEvent> all = tournament.events();
        try {
            store.addTournamentEvents(all.subList(before.size(), all.size()).stream().map(TournamentEvent::toJson)
                    .toList());
        } catch (RuntimeException e) {
            tournament = Tournament.replay(before);
            throw e;
        } finally {
            refreshTournament();
        }
    }

    /**
     * "Send the round": each table's pairing to its board ({@code boardNames} in table order; left out, the
     * boards seen, by name). Answers each board's answer, waiting a few seconds; a board that has not answered
     * yet is sent the pairing again until it does.
     */
    public JsonObject sendRound(int round, List<String> boardNames, String clock) {
        List<CompletableFuture<JsonObject>> answers = new ArrayList<>();
        List<HubStore.Assignment> sent = call(() -> {
            Tournament t = needTournament();
            Round r = t.round(round);
            if (boardNames != null) {
                checkBoardNames(boardNames);
            }
            List<String> names = boardNames == null || boardNames.isEmpty() ? List.copyOf(boards.keySet()) : boardNames;
            if (names.size() < r.tables().size()) {
                throw new IllegalArgumentException("round " + round + " has " + r.tables().size() + " tables and "
                        + names.size() + " boards " + (boardNames == null ? "have been seen" : "were given"));
            }
            List<HubStore.Assignment> out = new ArrayList<>();
            for (Pairing.Table table : r.tables()) {
                String board = names.get(table.table() - 1);
                HubStore.Assignment known = tables.getOrDefault(round, Map.of()).get(table.table());
                String pairing = known != null && known.board().equals(board) ? known.pairing()
                        : runId + "-r" + round + "-t" + table.table();
                out.add(new HubStore.Assignment(round, table.table(), board, pairing,
                        known != null && known.pairing().equals(pairing) ? known.gameId() : 0));
            }
            store.saveAssignments(out); // every table or none: nothing is sent when they cannot be kept
            for (int i = 0; i < out.size(); i++) {
                Pairing.Table table = r.tables().get(i);
                HubStore.Assignment a = out.get(i);
                String board = a.board();
                String pairing = a.pairing();
                tables.computeIfAbsent(round, k -> new TreeMap<>()).put(table.table(), a);
                JsonObject c = new JsonObject();
                c.addProperty("command", "pair");
                c.addProperty("pairing", pairing);
                c.addProperty("round", round);
                c.addProperty("table", table.table());
                c.addProperty("black", t.player(table.black()).name());
                c.addProperty("white", t.player(table.white()).name());
                c.addProperty("clock", clock == null ? "25m" : clock);
                c.addProperty("game", "othello");
                c.addProperty("size", t.size()); // the board plays the tournament's size, not its own default
                c.addProperty("variant", "standard");
                answers.add(send(board, c));
            }
            refreshTournament();
            return out;
        });
        return answers(sent.stream().map(HubStore.Assignment::board).toList(), answers);
    }

    /**
     * The arbiter's boards for a round, each refused naming it: a name a board can have (it becomes a topic: no
     * wildcard, no level), once, and of a board the hub has seen.
     */
    private void checkBoardNames(List<String> names) {
        Map<String, Integer> at = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            String why = ClubConfig.whyNotABoardName(name);
            if (why != null) {
                throw new IllegalArgumentException("boards[" + i + "]: \"" + clip(name) + "\" is not a board's name (" + why
                        + ")");
            }
            Integer before = at.putIfAbsent(name, i);
            if (before != null) {
                throw new IllegalArgumentException("boards[" + i + "]: \"" + name + "\" is given twice (boards[" + before
                        + "] too): a board plays one table");
            }
            if (!boards.containsKey(name)) {
                throw new IllegalArgumentException("boards[" + i + "]: no board \"" + name + "\" has been seen by the hub"
                        + " (GET /api/boards lists them)");
            }
        }
    }

    /** "Start the round": every clock of the round's boards at once (each board's start, sent together). */
    public JsonObject startRound(int round) {
        return toRoundBoards(round, "start");
    }

    /** "Pause all" and "resume all": every board of the round, or every board seen when {@code round} is 0. */
    public JsonObject pauseAll(int round, boolean pause) {
        return toRoundBoards(round, pause ? "pause" : "resume");
    }

    private JsonObject toRoundBoards(int round, String command) {
        List<CompletableFuture<JsonObject>> answers = new ArrayList<>();
        List<String> names = call(() -> {
            List<String> out = new ArrayList<>();
            if (round == 0) {
                out.addAll(boards.keySet());
            } else {
                Map<Integer, HubStore.Assignment> r = tables.get(round);
                if (r == null) {
                    throw new IllegalArgumentException("round " + round + " has not been sent to the boards");
                }
                r.values().forEach(a -> out.add(a.board()));
            }
            for (String b : out) {
                JsonObject c = new JsonObject();
                c.addProperty("command", command);
                answers.add(send(b, c));
            }
            return out;
        });
        return answers(names, answers);
    }

    /** What the arbiter is told of a board that has not answered yet: exactly what {@link #send} does about it. */
    static final String WAITING = "no answer yet: the hub sends it again every " + RESEND_MILLIS / 1000 + " s while the"
            + " board is online, until it answers, unless a later command to that board replaces it, for as long as the"
            + " hub runs";

    private JsonObject answers(List<String> names, List<CompletableFuture<JsonObject>> answers) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(answerMillis);
        JsonArray out = new JsonArray();
        for (int i = 0; i < names.size(); i++) {
            JsonObject o = new JsonObject();
            o.addProperty("board", names.get(i));
            try {
                JsonObject a = answers.get(i).get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                o.addProperty("ok", a.get("ok").getAsBoolean());
                if (a.has("gameId")) {
                    o.add("gameId", a.get("gameId"));
                }
                if (a.has("error")) {
                    o.add("error", a.get("error"));
                }
            } catch (TimeoutException e) {
                o.addProperty("ok", false);
                o.addProperty("waiting", true);
                o.addProperty("error", WAITING);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            } catch (ExecutionException e) {
                o.addProperty("ok", false);
                o.addProperty("error", String.valueOf(e.getCause()));
            }
            out.add(o);
        }
        JsonObject result = new JsonObject();
        result.add("boards", out);
        result.add("tournament", tournamentView);
        return result;
    }

    private void bindPairingId(String pairing, String board, long gameId) {
        for (Map<Integer, HubStore.Assignment> round : tables.values()) {
            for (HubStore.Assignment a : round.values()) {
                if (a.pairing().equals(pairing) && a.board().equals(board) && a.gameId() != gameId) {
                    HubStore.Assignment bound = new HubStore.Assignment(a.round(), a.table(), board, pairing, gameId);
                    store.saveAssignment(bound);
                    round.put(a.table(), bound);
                    GameRecord r = game(board, gameId);
                    refreshTournament();
                    if (r.ended) {
                        // the result came before the answer: count it now
                        List<HubStore.Event> ev = store.events(board, gameId);
                        resultArrived(board, gameId, ev.get(ev.size() - 1));
                    }
                    return;
                }
            }
        }
    }

    private void bindPairing(String board, long gameId, JsonObject header) {
        if (header != null && header.has("pairing") && !header.get("pairing").isJsonNull()) {
            bindPairingId(header.get("pairing").getAsString(), board, gameId);
        }
    }

    private HubStore.Assignment assignmentOf(String board, long gameId) {
        if (gameId <= 0) {
            return null;
        }
        for (Map<Integer, HubStore.Assignment> round : tables.values()) {
            for (HubStore.Assignment a : round.values()) {
                if (a.board().equals(board) && a.gameId() == gameId) {
                    return a;
                }
            }
        }
        return null;
    }

    /** {@link #resultArrived(String, long, HubStore.Event)} with the game's last result the hub holds. */
    private void resultArrived(String board, long gameId) {
        List<HubStore.Event> ev = store.events(board, gameId);
        for (int i = ev.size() - 1; i >= 0; i--) {
            if (ev.get(i).kind().equals("result")) {
                resultArrived(board, gameId, ev.get(i));
                return;
            }
        }
    }

    /**
     * A board's game ended: its table's result enters the standings, unless the table has one already, and only
     * when the board's moves replay legally to that score (played on the tournament's size, over by O-7, lost on
     * time by O-13, resigned by O-14 or drawn by agreement by O-15). Otherwise the table is flagged for the arbiter ({@code unchecked} in the tournament's view),
     * who enters its result by hand.
     */
    private void resultArrived(String board, long gameId, HubStore.Event e) {
        HubStore.Assignment a = assignmentOf(board, gameId);
        if (a == null || tournament == null || !e.kind().equals("result")) {
            return;
        }
        Round r = tournament.round(a.round());
        if (r.result(a.table()).isPresent()) {
            return; // entered already (by the arbiter, or this result delivered before)
        }
        GameRecord g = game(board, gameId);
        if (g.contiguous() < e.seq()) {
            // events before the result are still missing (lost with the broker, say): the repair asks the board for
            // them, and the last of them to come brings the result back here
            return;
        }
        String why = whyNotCounted(g, e.data());
        if (why != null) {
            g.unchecked = why;
            LOG.warning(board + "'s result of game " + gameId + " (round " + a.round() + ", table " + a.table()
                    + ") is not counted: " + why + "; the arbiter enters it");
            refreshTournament();
            return;
        }
        g.unchecked = null;
        g.resultUnkept = false;
        String[] parts = e.data().split(" ", 2);
        String[] score = parts[0].split("-");
        int black = Integer.parseInt(score[0]);
        int white = Integer.parseInt(score[1]);
        String reason = parts.length > 1 ? parts[1] : "";
        // a resignation (O-14) or a draw agreed (O-15) is no count of the board: the arbiter's kind of result
        Result.Ending ending = switch (reason) {
            case "time forfeit" -> Result.Ending.TIME_FORFEIT;
            case "resignation", "agreed draw" -> Result.Ending.ADJUSTED;
            default -> Result.Ending.PLAYED;
        };
        Result result = new Result(black, white, ending);
        List<TournamentEvent> before = tournament.events();
        tournament.record(a.round(), a.table(), result);
        try {
            persist(before);
        } catch (RuntimeException ex) {
            g.resultUnkept = true;
            throw ex;
        }
    }

    /** Why a board's reported result ({@code 40-24} and its reason) is not the one its moves make, or null when it is. */
    private String whyNotCounted(GameRecord r, String reported) {
        JsonObject header = r.header;
        int size = header != null && header.has("size") ? header.get("size").getAsInt() : tournament.size();
        if (size != tournament.size()) {
            return "the game was played on " + size + "x" + size + ", not the tournament's " + tournament.size() + "x"
                    + tournament.size();
        }
        String[] parts = reported.split(" ", 2);
        String score = parts[0];
        boolean forfeit = parts.length > 1 && parts[1].equals("time forfeit");
        Game game = new Game(Variant.of(size, org.othellier.game.othello.Start.OTHELLO));
        List<String> moves;
        try {
            moves = movesOf(r.board, r.gameId);
        } catch (RuntimeException e) {
            return "its events do not make a game (" + e.getMessage() + ")";
        }
        for (int i = 0; i < moves.size(); i++) {
            try {
                game.play(Move.parse(moves.get(i)));
            } catch (RuntimeException e) {
                return "move " + (i + 1) + " (" + clip(moves.get(i)) + ") is not legal there";
            }
        }
        if (forfeit) {
            Position p = game.position();
            String byBlack = p.timeForfeit(Side.BLACK).score();
            String byWhite = p.timeForfeit(Side.WHITE).score();
            return score.equals(byBlack) || score.equals(byWhite) ? null : "a time forfeit after these "
                    + moves.size() + " moves scores " + byBlack + " or " + byWhite + " (O-13), not " + score;
        }
        String reason = parts.length > 1 ? parts[1] : "";
        if (reason.equals("resignation") || reason.equals("agreed draw")) {
            return whyNotAgreed(game, moves.size(), reason, score);
        }
        if (!game.isOver()) {
            return "the game is not over after its " + moves.size() + (moves.size() == 1 ? " move" : " moves")
                    + ", yet it reported " + score;
        }
        String made = game.result().score();
        return made.equals(score) ? null : "its moves make " + made + ", not the " + score + " it reported";
    }

    /**
     * A game that ended by the players' word, not on the board: moves that replay legally to a game not yet over, and
     * the score O-14 gives the one who resigned, or O-15 a draw agreed. Null when it is consistent, else why not.
     */
    private static String whyNotAgreed(Game game, int moves, String reason, String score) {
        String after = "after these " + moves + (moves == 1 ? " move" : " moves");
        if (game.isOver()) {
            return "the game is over on the board " + after + ": its result is the count, " + game.result().score()
                    + ", not a " + reason;
        }
        Position p = game.position();
        if (reason.equals("agreed draw")) {
            String draw = org.othellier.game.othello.Scoring.agreedDraw(game.variant()).score();
            return score.equals(draw) ? null : "a draw by agreement scores " + draw + " (O-15), not " + score;
        }
        String byBlack = p.resignation(Side.BLACK).score();
        String byWhite = p.resignation(Side.WHITE).score();
        return score.equals(byBlack) || score.equals(byWhite) ? null : "a resignation " + after + " scores " + byBlack
                + " or " + byWhite + " (O-14), not " + score;
    }

    private void refreshTournament() {
        JsonObject o = new JsonObject();
        if (tournament == null) {
            o.add("name", JsonNull.INSTANCE);
        } else {
            Tournament t = tournament;
            o.addProperty("name", t.name());
            o.addProperty("size", t.size());
            JsonArray players = new JsonArray();
            for (Entrant p : t.players()) {
                JsonObject e = new JsonObject();
                e.addProperty("id", p.id());
                e.addProperty("name", p.name());
                e.addProperty("rating", p.rating());
                players.add(e);
            }
            o.add("players", players);
            JsonArray rounds = new JsonArray();
            for (Round r : t.rounds()) {
                JsonObject ro = new JsonObject();
                ro.addProperty("round", r.number());
                ro.addProperty("byHand", r.byHand());
                ro.addProperty("complete", r.complete());
                JsonArray tbls = new JsonArray();
                for (Pairing.Table table : r.tables()) {
                    JsonObject to = new JsonObject();
                    to.addProperty("table", table.table());
                    to.addProperty("black", t.player(table.black()).name());
                    to.addProperty("white", t.player(table.white()).name());
                    HubStore.Assignment a = tables.getOrDefault(r.number(), Map.of()).get(table.table());
                    to.addProperty("board", a == null ? null : a.board());
                    to.addProperty("gameId", a == null || a.gameId() == 0 ? null : a.gameId());
                    GameRecord g = a == null || a.gameId() == 0 ? null : games.get(gameKey(a.board(), a.gameId()));
                    to.addProperty("abandoned", g != null && g.abandoned);
                    // the board's result not counted (its moves do not make it): the arbiter's, until set by hand
                    to.addProperty("unchecked", g == null || r.result(table.table()).isPresent() ? null : g.unchecked);
                    r.result(table.table()).ifPresentOrElse(res -> {
                        JsonObject re = new JsonObject();
                        re.addProperty("black", res.black());
                        re.addProperty("white", res.white());
                        re.addProperty("ending", res.ending().name().toLowerCase(Locale.ROOT).replace('_', '-'));
                        re.addProperty("text", res.toString());
                        to.add("result", re);
                    }, () -> to.add("result", JsonNull.INSTANCE));
                    tbls.add(to);
                }
                ro.add("tables", tbls);
                ro.add("bye", r.bye().<JsonElement>map(id -> new com.google.gson.JsonPrimitive(t.player(id).name()))
                        .orElse(JsonNull.INSTANCE));
                rounds.add(ro);
            }
            o.add("rounds", rounds);
            JsonArray standings = new JsonArray();
            for (Standing s : t.standings()) {
                JsonObject so = new JsonObject();
                so.addProperty("rank", s.rank());
                so.addProperty("name", s.player().name());
                so.addProperty("points", s.points());
                so.addProperty("discs", s.discs());
                so.addProperty("games", s.games());
                so.addProperty("byes", s.byes());
                standings.add(so);
            }
            o.add("standings", standings);
        }
        tournamentView = o;
        JsonObject pushed = new JsonObject();
        pushed.addProperty("type", "tournament");
        pushed.add("tournament", o);
        for (Consumer<JsonObject> l : listeners) {
            l.accept(pushed);
        }
        for (Board b : boards.values()) {
            JsonObject v = b.view;
            HubStore.Assignment a = assignmentOf(b.name, b.gameId());
            if (v.has("name") && (a == null) != v.get("round").isJsonNull()) {
                refreshView(b);
            }
        }
    }

    /** The standings as CSV. */
    public String standingsCsv() {
        return call(() -> RoundExport.csv(needTournament().standings()));
    }

    /** A round's games as one GGF file: the moves the boards sent for each table. */
    public String roundGgf(int round) {
        return call(() -> {
            Tournament t = needTournament();
            t.round(round);
            Map<Integer, HubStore.Assignment> r = tables.getOrDefault(round, Map.of());
            return RoundExport.ggf(t, round, table -> {
                HubStore.Assignment a = r.get(table);
                if (a == null || a.gameId() == 0) {
                    return null;
                }
                // a game that does not replay throws: RoundExport writes its table without moves, saying why
                Game g = new Game(Variant.of(t.size(), org.othellier.game.othello.Start.OTHELLO));
                List<String> moves = movesOf(a.board(), a.gameId());
                for (int i = 0; i < moves.size(); i++) {
                    try {
                        g.play(Move.parse(moves.get(i)));
                    } catch (RuntimeException e) {
                        throw new IllegalArgumentException(a.board() + "'s game " + a.gameId() + ": move " + (i + 1) + " ("
                                + clip(moves.get(i)) + ") is not legal there", e);
                    }
                }
                return g;
            }, wall.instant().toString().substring(0, 10));
        });
    }

    public boolean connected() {
        return mqtt.connected();
    }

    static String clip(String s) {
        return s.length() > 60 ? s.substring(0, 60) + "..." : s;
    }

    /** An unknown board or game: the API's 404. */
    public static final class NoSuchElementException extends IllegalArgumentException {
        NoSuchElementException(String message) {
            super(message);
        }
    }

    @Override
    public void close() {
        mqtt.close();
        owner.shutdown();
        try {
            owner.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        store.close();
    }
}
