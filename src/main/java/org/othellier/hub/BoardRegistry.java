package org.othellier.hub;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.logging.Logger;
import org.othellier.clock.TimeSource;

/**
 * Every board the hub has seen and the games it holds of each (docs/CLUB.md): a board's online flag and state, its
 * games' events kept once by game and sequence number, gaps asked for again with {@code replay}, a game the board has
 * left before its end found abandoned. What concerns the tournament (a game's header naming its pairing, a result)
 * goes to its {@link Tables}. Used on the hub's thread only, but for {@link #eventCount}.
 */
final class BoardRegistry {

    private static final Logger LOG = Logger.getLogger(Hub.class.getName());
    /** How long the hub waits before asking a board again for the events of a game it misses. */
    static final long REPLAY_AGAIN_MILLIS = 2000;

    /** What the registry tells the tournament's side of the boards' games, and asks of it. */
    interface Tables {

        /** The table whose game {@code gameId} of {@code board} is, or null. */
        HubStore.Assignment tableOf(String board, long gameId);

        /** A game's header arrived: it may name the table's pairing the board answered by it. */
        void headerArrived(String board, long gameId, JsonObject header);

        /** A game's result is held, and maybe now every event before it: its table's result may be counted. */
        void resultArrived(String board, long gameId, HubStore.Event result);

        /** A table's game was found abandoned on its board: the page shows it so. */
        void abandoned(String board, long gameId);
    }

    private final HubStore store;
    private final BoardCommands commands;
    private final HubView view;
    private final TimeSource millis;
    private final Clock wall;
    private final Map<String, SeenBoard> boards = new TreeMap<>();
    private final Map<String, HeldGame> games = new HashMap<>(); // by key()
    private final Map<String, HeldGame> endChecks = new HashMap<>(); // by the replay command's id
    /** The events held (written on the hub's thread only). */
    private volatile long eventTotal;
    private Tables tables;

    BoardRegistry(HubStore store, BoardCommands commands, HubView view, TimeSource millis, Clock wall) {
        this.store = store;
        this.commands = commands;
        this.view = view;
        this.millis = millis;
        this.wall = wall;
    }

    /** The tournament's side, told of headers, results and abandoned games (set once, before anything comes). */
    void follow(Tables t) {
        this.tables = t;
    }

    /**
     * The boards and their games from {@code club.db}, whatever it holds: a row the hub would refuse today is skipped
     * and named in one line.
     */
    void load() {
        for (String[] b : store.boards()) {
            SeenBoard board = new SeenBoard(b[0]);
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
                HeldGame r = game(b[0], g[0]);
                for (HubStore.Event e : store.events(b[0], g[0])) {
                    try {
                        r.note(e);
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
    }

    // ---------------------------------------------------------------- the boards

    /** The names of the boards seen, in order. */
    List<String> names() {
        return List.copyOf(boards.keySet());
    }

    boolean seen(String name) {
        return boards.containsKey(name);
    }

    /** Whether a command to {@code name} may be sent again now: a board away gets the broker's copy when back. */
    boolean reachable(String name) {
        SeenBoard b = boards.get(name);
        return b == null || b.online;
    }

    /** The game {@code name} plays by its last state, 0 for none or an unknown board. */
    long currentGame(String name) {
        SeenBoard b = boards.get(name);
        return b == null ? 0 : b.gameId();
    }

    /** A message checked and taken from {@code name}: the board is noted, and heard now unless it is retained. */
    SeenBoard heard(String name, boolean retained) {
        SeenBoard board = boards.computeIfAbsent(name, SeenBoard::new);
        if (!retained) {
            board.heardAt = millis.nowMillis();
        }
        return board;
    }

    /** A board's checked {@code online}: kept and shown when it changes what the page shows. */
    void online(SeenBoard board, JsonObject o) {
        boolean online = o.get("online").getAsBoolean();
        if (online != board.online || board.live(millis.nowMillis()) != board.shownOnline) {
            store.saveBoard(board.name, null, online, wall.instant().toString());
            board.online = online; // once kept: a change the store refused is taken again next time
            show(board);
        }
    }

    /** A board's checked state ({@code text} as it came), shown and kept. */
    void state(SeenBoard board, JsonObject o, String text) {
        // held even when the store cannot keep it: the repair asks the board for what is missing by it, and the
        // broker's retained copy gives it again at a restart
        board.take(o);
        askForMissing(board, board.gameId(), board.seq());
        show(board);
        store.saveBoard(board.name, text, true, wall.instant().toString());
    }

    /** A board's checked event: kept once, a gap asked for, its header and result told to the tournament. */
    void event(SeenBoard board, JsonObject o) {
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
        HeldGame r = game(board.name, gameId);
        if (!added && r.seqs.get(seq)) {
            return; // had it: a second delivery or a replay
        }
        if (added) {
            eventTotal++;
        }
        r.note(e);
        if (seq > r.contiguous() + 1) {
            askForMissing(board, gameId, seq);
        }
        if (kind.equals("game") && r.header != null) {
            tables.headerArrived(board.name, gameId, r.header);
        }
        if (kind.equals("result")) {
            tables.resultArrived(board.name, gameId, e);
        } else if (r.ended) {
            HubStore.Event result = lastResult(board.name, gameId);
            if (result != null) {
                tables.resultArrived(board.name, gameId, result); // a move missed before the result: checked now
            }
        }
    }

    static String text(JsonObject o, String key) {
        JsonElement e = o.get(key);
        return e == null || e.isJsonNull() ? null : e.getAsString();
    }

    /** Shows {@code b} afresh, with its current game's table. */
    private void show(SeenBoard b) {
        view.show(b, tables.tableOf(b.name, b.gameId()));
    }

    /** Shows every board afresh (the hub's start). */
    void showAll() {
        boards.values().forEach(this::show);
    }

    /** Shows again each board whose view names a table its current game no longer has, or none it now has. */
    void showTableChanges() {
        for (SeenBoard b : boards.values()) {
            if (HubView.tableChanged(b, tables.tableOf(b.name, b.gameId()))) {
                show(b);
            }
        }
    }

    /** One board's part of the repair: what the hub misses of its current game asked for, a silence shown. */
    void repair(String name, long now) {
        SeenBoard b = boards.get(name);
        if (b == null) {
            return;
        }
        askForMissing(b, b.gameId(), b.seq());
        if (b.live(now) != b.shownOnline) {
            show(b); // gone silent, or back
        }
    }

    // ---------------------------------------------------------------- the games

    /** What the hub holds of a game, made empty when it holds nothing. */
    HeldGame game(String board, long gameId) {
        return games.computeIfAbsent(key(board, gameId), k -> new HeldGame(board, gameId));
    }

    /** What the hub holds of a game, or null. */
    HeldGame held(String board, long gameId) {
        return games.get(key(board, gameId));
    }

    private static String key(String board, long gameId) {
        return board + "/" + gameId;
    }

    /** The number of events held over every board. Safe from any thread. */
    long eventCount() {
        return eventTotal;
    }

    /** Asks the board for what the hub misses of a game, at most every two seconds; answers the command's id or null. */
    private String askForMissing(SeenBoard board, long gameId, int upTo) {
        if (gameId <= 0 || upTo < 0) {
            return null;
        }
        HeldGame r = game(board.name, gameId);
        if (r.contiguous() >= upTo) {
            return null;
        }
        long now = millis.nowMillis();
        if (now - r.askedAt < REPLAY_AGAIN_MILLIS) {
            return null;
        }
        r.askedAt = now;
        JsonObject c = new JsonObject();
        c.addProperty("command", "replay");
        c.addProperty("gameId", gameId);
        c.addProperty("after", r.contiguous());
        commands.send(board.name, c);
        return c.get("id").getAsString();
    }

    /**
     * A table's game, {@code gameId} of {@code board}: when the board has moved on to a later game without its result,
     * asks for the rest of it; an answer saying the board holds nothing after what the hub has ({@link #endAnswered})
     * means the game was abandoned there.
     */
    void askForTheEnd(String board, long gameId) {
        SeenBoard b = boards.get(board);
        if (gameId <= 0 || b == null || b.gameId() <= gameId) {
            return;
        }
        HeldGame r = game(board, gameId);
        if (r.ended || r.abandoned) {
            return;
        }
        String id = askForMissing(b, r.gameId, Integer.MAX_VALUE);
        if (id != null) {
            if (r.endCheck != null) {
                endChecks.remove(r.endCheck); // one question at a time per game: the map stays small
            }
            r.endCheck = id;
            endChecks.put(id, r);
        }
    }

    /**
     * An answer of {@code board}, when it answers {@link #askForTheEnd} (true; false for any other): its {@code seq}
     * is the last event its journal holds of the game. Holding that much already, with no result, the hub knows the
     * game was abandoned on the board (a game a board has left is never resumed there) and stops asking; the arbiter
     * enters the table's result.
     */
    boolean endAnswered(String board, JsonObject answer) {
        String id = text(answer, "id");
        HeldGame r = id == null ? null : endChecks.remove(id);
        if (r == null || !r.board.equals(board)) {
            return false;
        }
        r.endCheck = null;
        if (r.ended || r.abandoned || !answer.has("ok") || !answer.get("ok").getAsBoolean() || !answer.has("seq")
                || !answer.has("gameId") || answer.get("gameId").getAsLong() != r.gameId) {
            return true;
        }
        if (answer.get("seq").getAsInt() <= r.contiguous()) {
            store.saveAbandoned(r.board, r.gameId, wall.instant().toString()); // not kept: the repair asks again
            r.abandoned = true;
            LOG.info(r.board + "'s game " + r.gameId + " was abandoned there before its end: the arbiter enters its result");
            tables.abandoned(r.board, r.gameId);
        }
        return true;
    }

    /** The game's last result the hub holds, or null. */
    HubStore.Event lastResult(String board, long gameId) {
        List<HubStore.Event> ev = store.events(board, gameId);
        for (int i = ev.size() - 1; i >= 0; i--) {
            if (ev.get(i).kind().equals("result")) {
                return ev.get(i);
            }
        }
        return null;
    }

    /** A board's game as the hub holds it: the events in order, once each; an unknown game throws. */
    JsonArray events(String board, long gameId) {
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
            throw new Hub.NoSuchElementException("the hub holds no game " + gameId + " of '" + Hub.clip(board) + "'");
        }
        return a;
    }

    /** The moves of a board's game from the events the hub holds (takebacks applied), passes as {@code PA}. */
    List<String> moves(String board, long gameId) {
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
}
