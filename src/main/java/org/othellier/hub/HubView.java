package org.othellier.hub;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import org.othellier.clock.TimeSource;
import org.othellier.tournament.Entrant;
import org.othellier.tournament.Pairing;
import org.othellier.tournament.Round;
import org.othellier.tournament.Standing;
import org.othellier.tournament.Tournament;

/**
 * The hub's page's live view: each board's view and the tournament's as {@code GET /api/boards} and
 * {@code GET /api/tournament} answer them, made on the hub's thread, read from any, and each change pushed to the
 * page's listeners ({@code {"type": "board"}} or {@code {"type": "tournament"}}).
 */
final class HubView {

    private static final List<String> STATE_KEYS = List.of("variant", "status", "toMove", "players", "position",
            "moves", "clocks", "result", "pairing", "seq", "at", "eventAt", "remote");

    private final Clock wall;
    private final TimeSource millis;
    private final Map<String, JsonObject> boards = new ConcurrentHashMap<>();
    private final List<Consumer<JsonObject>> listeners = new CopyOnWriteArrayList<>();
    private volatile JsonObject tournament = new JsonObject();

    /** @param millis the hub's monotonic clock: a board not heard for a while is shown offline */
    HubView(Clock wall, TimeSource millis) {
        this.wall = wall;
        this.millis = millis;
    }

    void addListener(Consumer<JsonObject> listener) {
        listeners.add(listener);
    }

    /** Every board shown, by name. Safe from any thread. */
    JsonArray boards() {
        JsonArray a = new JsonArray();
        new TreeMap<>(boards).values().forEach(a::add);
        return a;
    }

    /**
     * The remote games the club's boards play (docs/REMOTE.md, "Spectators on the hub"), each once however many of
     * the hub's boards report it: {@code code}, {@code black} and {@code white} (the boards' names on the remote
     * broker), {@code boards} (the hub's boards that report it) and the game as the first of them shows it. Safe from
     * any thread.
     */
    JsonArray remoteGames() {
        Map<String, JsonObject> games = new java.util.LinkedHashMap<>();
        for (JsonObject v : new TreeMap<>(boards).values()) {
            if (!(v.get("remote") instanceof JsonObject r)) {
                continue;
            }
            JsonObject g = games.computeIfAbsent(r.get("code").getAsString(), code -> {
                JsonObject o = new JsonObject();
                o.addProperty("code", code);
                o.add("black", r.get("black"));
                o.add("white", r.get("white"));
                o.add("boards", new JsonArray());
                for (String key : List.of("online", "status", "toMove", "position", "moves", "lastMove", "clocks",
                        "result", "received")) {
                    o.add(key, v.get(key));
                }
                return o;
            });
            g.getAsJsonArray("boards").add(v.get("name"));
        }
        JsonArray a = new JsonArray();
        games.values().forEach(a::add);
        return a;
    }

    /** A board's view, or null when none was shown. Safe from any thread. */
    JsonObject board(String name) {
        return boards.get(name);
    }

    /** The tournament as the page shows it. Safe from any thread. */
    JsonObject tournament() {
        return tournament;
    }

    /** Shows {@code b} afresh ({@code table} its current game's, or null) and pushes it to the listeners. */
    void show(SeenBoard b, HubStore.Assignment table) {
        JsonObject v = new JsonObject();
        JsonObject s = b.state == null ? new JsonObject() : b.state;
        v.addProperty("name", b.name);
        b.shownOnline = b.live(millis.nowMillis());
        v.addProperty("online", b.shownOnline);
        v.add("game", s.has("gameId") ? s.get("gameId") : JsonNull.INSTANCE);
        for (String key : STATE_KEYS) {
            v.add(key, s.has(key) ? s.get(key) : JsonNull.INSTANCE);
        }
        JsonArray moves = s.has("moves") && s.get("moves").isJsonArray() ? s.getAsJsonArray("moves") : new JsonArray();
        v.add("lastMove", moves.isEmpty() ? JsonNull.INSTANCE : moves.get(moves.size() - 1));
        v.add("round", table == null ? JsonNull.INSTANCE : new JsonPrimitive(table.round()));
        v.add("table", table == null ? JsonNull.INSTANCE : new JsonPrimitive(table.table()));
        v.addProperty("received", wall.instant().toString());
        b.view = v;
        boards.put(b.name, v);
        push("board", v);
    }

    /** Whether {@code b}'s view says a table other than its current game's {@code table} does, or none. */
    static boolean tableChanged(SeenBoard b, HubStore.Assignment table) {
        JsonObject v = b.view;
        return v.has("name") && (table == null) != v.get("round").isJsonNull();
    }

    /**
     * Shows the tournament afresh, null for none, with each table's board from {@code tables} (by round and table) and
     * what the hub holds of its game ({@code gameOf} a board and game id, or null), and pushes it to the listeners.
     */
    void show(Tournament t, Map<Integer, Map<Integer, HubStore.Assignment>> tables,
              BiFunction<String, Long, HeldGame> gameOf) {
        JsonObject o = new JsonObject();
        if (t == null) {
            o.add("name", JsonNull.INSTANCE);
        } else {
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
                rounds.add(round(t, r, tables.getOrDefault(r.number(), Map.of()), gameOf));
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
        tournament = o;
        push("tournament", o);
    }

    private static JsonObject round(Tournament t, Round r, Map<Integer, HubStore.Assignment> tables,
                                    BiFunction<String, Long, HeldGame> gameOf) {
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
            HubStore.Assignment a = tables.get(table.table());
            to.addProperty("board", a == null ? null : a.board());
            to.addProperty("gameId", a == null || a.gameId() == 0 ? null : a.gameId());
            HeldGame g = a == null || a.gameId() == 0 ? null : gameOf.apply(a.board(), a.gameId());
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
        ro.add("bye", r.bye().<JsonElement>map(id -> new JsonPrimitive(t.player(id).name())).orElse(JsonNull.INSTANCE));
        return ro;
    }

    private void push(String type, JsonObject view) {
        JsonObject pushed = new JsonObject();
        pushed.addProperty("type", type);
        pushed.add(type, view);
        for (Consumer<JsonObject> l : listeners) {
            l.accept(pushed);
        }
    }
}
