package org.othellier.hub;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.logging.Logger;
import org.othellier.clock.TimeSource;
import org.othellier.club.ClubConfig;
import org.othellier.club.ClubTopics;
import org.othellier.club.MqttConnection;
import org.othellier.tournament.Pairing;
import org.othellier.tournament.Result;

/**
 * The club's hub (docs/CLUB.md): the broker's messages taken in, through {@link Intake}, and handed to its parts:
 * {@link BoardRegistry} (every board seen, each game's events kept once), {@link TournamentBridge} (the tournament
 * with the boards its tables are played on), {@link BoardCommands} (the commands to the boards and their answers) and
 * {@link HubView} (what its page shows, live). One thread owns all of them; the broker's client and the web server
 * post to it ({@link #call}). Its clocks are given: the wall clock for what is kept and shown, a monotonic one for
 * silences, re-sending and the boards' rates.
 */
public final class Hub implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(Hub.class.getName());
    /** How long the page's command waits for the boards' answers. */
    static final long ANSWER_MILLIS = 5000;
    private static final long REPAIR_MILLIS = 1000;

    private final ClubTopics topics;
    private final TimeSource millis;
    /** How long the arbiter's command waits for the boards' answers before saying which are still awaited. */
    private final long answerMillis;
    private final ScheduledExecutorService owner;
    private final HubStore store;
    private final Intake intake;
    private final HubView view;
    private final MqttConnection mqtt;
    private final BoardCommands commands;
    private final BoardRegistry registry;
    private final TournamentBridge bridge;
    private final AtomicLong messages = new AtomicLong();

    /**
     * @param millis       the hub's monotonic clock (silences, asking again, the boards' rates, the commands' re-sending)
     * @param connection   the broker's connection, made for the listener given
     * @param repairing    whether the repair runs every second by itself (a test runs it by hand: {@link #repairNow})
     * @param answerMillis how long the arbiter's command waits for the boards' answers
     */
    Hub(ClubConfig config, Path dataDir, Clock wall, TimeSource millis,
        Function<MqttConnection.Listener, MqttConnection> connection, boolean repairing, long answerMillis) {
        this(config, dataDir, wall, millis, connection, repairing, answerMillis, UnaryOperator.identity());
    }

    /** As above, with every connection to {@code club.db} passed through {@code connections} (the tests' failing disk). */
    Hub(ClubConfig config, Path dataDir, Clock wall, TimeSource millis,
        Function<MqttConnection.Listener, MqttConnection> connection, boolean repairing, long answerMillis,
        UnaryOperator<java.sql.Connection> connections) {
        this.topics = config.topics();
        this.millis = millis;
        this.answerMillis = answerMillis;
        this.intake = new Intake(millis);
        this.view = new HubView(wall, millis);
        this.store = HubStore.open(dataDir, connections);
        this.owner = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "hub");
            t.setDaemon(true);
            return t;
        });
        MqttConnection made = null;
        try {
            // made before anything can use it, started last: a message may come at once
            made = connection.apply(new MqttConnection.Listener() {
                @Override
                public void connected() {
                    LOG.info("the hub is connected to " + config.broker() + " and follows the boards of club '"
                            + config.club() + "'");
                }

                @Override
                public void message(String topic, byte[] payload, boolean retained) {
                    take(topic, payload, retained);
                }
            });
            String runId = Long.toString(new SecureRandom().nextLong() >>> 28, 36);
            this.mqtt = made;
            this.commands = new BoardCommands(topics, made, millis, runId);
            this.registry = new BoardRegistry(store, commands, view, millis, wall);
            this.bridge = new TournamentBridge(store, registry, commands, view, wall, runId);
            registry.follow(bridge);
            owner.submit(this::load).get(); // on the hub's thread, as everything that touches its parts
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopStarting(made);
            throw new IllegalStateException("the hub's start was interrupted", e);
        } catch (ExecutionException e) {
            stopStarting(made);
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } catch (RuntimeException e) {
            stopStarting(made);
            throw e;
        }
        if (repairing) {
            owner.scheduleWithFixedDelay(MqttConnection.logged(LOG, "the hub's repair", this::repair),
                    REPAIR_MILLIS, REPAIR_MILLIS, TimeUnit.MILLISECONDS);
        }
        mqtt.start();
    }

    private void stopStarting(MqttConnection made) {
        if (made != null) {
            made.close();
        }
        owner.shutdown();
        store.close();
    }

    /** Opens the hub's data in {@code dataDir} and connects to the broker (in the background, again and again). */
    public static Hub start(ClubConfig config, Path dataDir, Clock wall) {
        return start(config, dataDir, wall, TimeSource.system(), ANSWER_MILLIS);
    }

    /** As {@link #start(ClubConfig, Path, Clock)}, with the clock of the commands' re-sending and the answers' wait. */
    static Hub start(ClubConfig config, Path dataDir, Clock wall, TimeSource millis, long answerMillis) {
        return new Hub(config, dataDir, wall, millis, listener -> new MqttConnection(config, config.clientId(),
                List.of(config.topics().hubFilters()), null, listener), true, answerMillis);
    }

    /**
     * Everything from {@code club.db}, whatever it holds: a row the hub would refuse today (written by an older hub
     * that checked less, or by hand) is skipped and named in one line, and the hub starts with the rest.
     */
    private void load() {
        for (String bad : store.badEvents()) {
            LOG.warning(HubStore.FILE_NAME + ": " + bad + " is out of range: skipped");
        }
        registry.load();
        bridge.load();
        registry.showAll();
        bridge.show();
    }

    // ---------------------------------------------------------------- from the broker

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
        SeenBoard board = registry.heard(name, retained);
        try {
            switch (leaf) {
                case ClubTopics.ONLINE -> registry.online(board, o);
                case ClubTopics.STATE -> registry.state(board, o, text);
                case ClubTopics.EVENT -> registry.event(board, o);
                case ClubTopics.ACK -> ack(name, o);
                default -> { }
            }
        } catch (RuntimeException e) {
            intake.once(name + "/" + leaf + "/failed", "a " + leaf + " of " + name + " failed: " + e
                    + " (said once for this board and kind)");
        }
    }

    /** A board's answer: to the registry's question about a game's end, or to a command waiting for it. */
    private void ack(String board, JsonObject o) {
        if (registry.endAnswered(board, o)) {
            return;
        }
        String id = BoardRegistry.text(o, "id");
        JsonObject command = commands.awaiting(board, id);
        if (command == null) {
            return;
        }
        if (o.has("ok") && o.get("ok").getAsBoolean() && BoardRegistry.text(command, "command").equals("pair")) {
            // kept before the command is taken as answered: if the store fails, the pairing is sent again, and so
            // is the answer
            bridge.pairAnswered(BoardRegistry.text(command, "pairing"), board, o.get("gameId").getAsLong());
        }
        commands.answered(id, o);
    }

    // ---------------------------------------------------------------- the repair

    /** The repair once, now, on the hub's thread (a test's hand on the clock). */
    void repairNow() {
        call(() -> {
            repair();
            return null;
        });
    }

    /** Every second: gaps in the games the hub knows, silences, tables' games left, commands not answered yet. */
    private void repair() {
        long now = millis.nowMillis();
        // each board's and table's step on its own: one's fault never stops the others' repairs or the re-sends below
        for (String name : registry.names()) {
            guarded(name, "repair", () -> registry.repair(name, now));
        }
        for (HubStore.Assignment a : bridge.assignments()) {
            guarded(a.board(), "end check", () -> bridge.repair(a));
        }
        commands.resend(registry::reachable);
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
            commands.resend(registry::reachable);
            return null;
        });
    }

    // ---------------------------------------------------------------- the page's reads

    /** Each board's view as the page gets it, and each change of the tournament ({@code {"type": ...}}). */
    public void addListener(Consumer<JsonObject> listener) {
        view.addListener(listener);
    }

    /** {@code GET /api/boards}: every board seen, by name. Safe from any thread. */
    public JsonArray boards() {
        return view.boards();
    }

    /** The remote games the club's boards play, each once (docs/REMOTE.md, "Spectators on the hub"). */
    public JsonArray remoteGames() {
        return view.remoteGames();
    }

    public JsonObject board(String name) {
        JsonObject v = view.board(name);
        if (v == null) {
            throw new NoSuchElementException("no board '" + clip(name) + "' has been seen");
        }
        return v;
    }

    /** A board's game as the hub holds it: the events in order, once each. */
    public JsonArray events(String board, long gameId) {
        return call(() -> registry.events(board, gameId));
    }

    /** The moves of a board's game from the events the hub holds (takebacks applied), passes as {@code PA}. */
    public List<String> moves(String board, long gameId) {
        return call(() -> registry.moves(board, gameId));
    }

    /**
     * The number of events the hub holds over every board. Safe from any thread and never queued behind the boards'
     * messages: {@code GET /api/hub} answers at once while the hub's thread is busy with them.
     */
    public long eventCount() {
        return registry.eventCount();
    }

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
        return answer(f);
    }

    /**
     * The hub thread's answer, waited for ten seconds at most: what it threw is thrown here, an
     * {@link IllegalArgumentException} staying one (for a 400). The hub's own, as the game loop has its own: the hub
     * is below the games' package and shares nothing else with it.
     */
    private static <T> T answer(CompletableFuture<T> f) {
        try {
            return f.get(10, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        } catch (TimeoutException e) {
            throw new IllegalStateException("the hub did not answer within 10 s");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the hub");
        }
    }

    // ---------------------------------------------------------------- the tournament

    /** The tournament as the page shows it (safe from any thread). */
    public JsonObject tournament() {
        return view.tournament();
    }

    /** A new tournament; one already under way is refused unless {@code replace}. */
    public JsonObject create(String name, int size, boolean replace) {
        return call(() -> {
            bridge.create(name, size, replace);
            return view.tournament();
        });
    }

    public JsonObject addPlayer(String name, Integer rating) {
        return call(() -> {
            bridge.mutate(t -> t.addPlayer(name, rating));
            return view.tournament();
        });
    }

    /** The next round by the Swiss system, or by hand when {@code byHand} is given. */
    public JsonObject pair(List<Pairing> byHand) {
        return call(() -> {
            bridge.mutate(t -> {
                if (byHand == null) {
                    t.pairNextRound();
                } else {
                    t.pairByHand(byHand);
                }
            });
            return view.tournament();
        });
    }

    /**
     * Records (first time) or corrects a table's result: the arbiter's hand. A game still going on the table's board
     * ends there with that result ({@code end}, sent again until the board answers): its clock stops.
     */
    public JsonObject setResult(int round, int table, Result result) {
        return call(() -> {
            bridge.setResult(round, table, result);
            return view.tournament();
        });
    }

    /**
     * "Send the round": each table's pairing to its board ({@code boardNames} in table order; left out, the
     * boards seen, by name). Answers each board's answer, waiting a few seconds; a board that has not answered
     * yet is sent the pairing again until it does.
     */
    public JsonObject sendRound(int round, List<String> boardNames, String clock) {
        return answered(call(() -> bridge.sendRound(round, boardNames, clock)));
    }

    /** "Start the round": every clock of the round's boards at once (each board's start, sent together). */
    public JsonObject startRound(int round) {
        return answered(call(() -> bridge.toRoundBoards(round, "start")));
    }

    /** "Pause all" and "resume all": every board of the round, or every board seen when {@code round} is 0. */
    public JsonObject pauseAll(int round, boolean pause) {
        return answered(call(() -> bridge.toRoundBoards(round, pause ? "pause" : "resume")));
    }

    /** The boards' answers to what was sent, waited for on the caller's thread, with the tournament after them. */
    private JsonObject answered(TournamentBridge.Sent sent) {
        JsonObject result = new JsonObject();
        result.add("boards", BoardCommands.answers(sent.boards(), sent.answers(), answerMillis));
        result.add("tournament", view.tournament());
        return result;
    }

    /** The standings as CSV. */
    public String standingsCsv() {
        return call(bridge::standingsCsv);
    }

    /** A round's games as one GGF file: the moves the boards sent for each table. */
    public String roundGgf(int round) {
        return call(() -> bridge.roundGgf(round));
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
