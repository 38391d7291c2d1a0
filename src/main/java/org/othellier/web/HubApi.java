package org.othellier.web;

import static org.othellier.web.JsonFields.bool;
import static org.othellier.web.JsonFields.integer;
import static org.othellier.web.JsonFields.only;
import static org.othellier.web.Refused.unlessMethod;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.logging.Logger;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.othellier.hub.Hub;
import org.othellier.tournament.Pairing;
import org.othellier.tournament.Result;

/**
 * The hub's page and its JSON API (docs/CLUB.md, "The hub's API"): the boards as seen, the tournament and
 * the arbiter's commands to the boards. A bad request gets its status and a one-line message as JSON.
 */
final class HubApi extends Handler.Abstract {

    private static final Logger LOG = Logger.getLogger(HubApi.class.getName());

    private final Hub hub;

    HubApi(Hub hub) {
        this.hub = hub;
    }

    @Override
    public boolean handle(Request received, Response response, Callback callback) {
        BodyWatch request = new BodyWatch(received);
        String path = Request.getPathInContext(request);
        String method = request.getMethod();
        Reply reply;
        try {
            reply = route(method, path, request);
        } catch (Hub.NoSuchElementException e) {
            reply = Reply.error(404, e.getMessage());
        } catch (RuntimeException e) {
            reply = Reply.failure(method, path, e, LOG);
        }
        request.closeIfUnread(response);
        reply.send(response, callback);
        return true;
    }

    private Reply route(String method, String path, Request request) {
        switch (path) {
            case "/", "/index.html" -> {
                return resource(method, "index.html", "text/html; charset=utf-8");
            }
            case "/hub.js" -> {
                return resource(method, "hub.js", "text/javascript; charset=utf-8");
            }
            case "/hub.css" -> {
                return resource(method, "hub.css", "text/css; charset=utf-8");
            }
            default -> { }
        }
        if (!path.startsWith("/api/")) {
            throw new Refused(404, "no page at " + WebText.clip(path));
        }
        String[] p = path.substring(5).split("/");
        switch (p[0]) {
            case "hub" -> {
                unlessMethod(method, "GET", path);
                JsonObject o = new JsonObject();
                o.addProperty("connected", hub.connected());
                o.addProperty("boards", hub.boards().size());
                o.addProperty("events", hub.eventCount());
                o.addProperty("messages", hub.messagesReceived());
                o.add("refused", hub.refused());
                return Reply.json(o);
            }
            case "boards" -> {
                unlessMethod(method, "GET", path);
                if (p.length == 1) {
                    return Reply.json(hub.boards());
                }
                if (p.length == 2) {
                    return Reply.json(hub.board(p[1]));
                }
                if (p.length == 4 && p[2].equals("games")) {
                    long id = number(p[3], "game");
                    JsonObject o = new JsonObject();
                    o.add("events", hub.events(p[1], id));
                    JsonArray moves = new JsonArray();
                    hub.moves(p[1], id).forEach(moves::add);
                    o.add("moves", moves);
                    return Reply.json(o);
                }
                throw new Refused(404, "no API at " + WebText.clip(path));
            }
            case "tournament" -> {
                if (method.equals("GET")) {
                    return Reply.json(hub.tournament());
                }
                unlessMethod(method, "POST", path);
                JsonObject o = RequestBody.json(request);
                only(o, Set.of("name", "size", "replace"), "POST /api/tournament");
                String name = JsonFields.requiredString(o, "name");
                int size = o.has("size") ? integer(o, "size") : 8;
                boolean replace = o.has("replace") && bool(o, "replace");
                return Reply.json(hub.create(name, size, replace));
            }
            case "players" -> {
                unlessMethod(method, "POST", path);
                JsonObject o = RequestBody.json(request);
                only(o, Set.of("name", "rating"), "POST /api/players");
                Integer rating = o.has("rating") && !o.get("rating").isJsonNull() ? integer(o, "rating") : null;
                return Reply.json(hub.addPlayer(JsonFields.requiredString(o, "name"), rating));
            }
            case "pause-all", "resume-all" -> {
                unlessMethod(method, "POST", path);
                JsonObject o = RequestBody.json(request);
                only(o, Set.of("round"), "POST /api/" + p[0]);
                return Reply.json(hub.pauseAll(o.has("round") ? integer(o, "round") : 0, p[0].equals("pause-all")));
            }
            case "standings.csv" -> {
                unlessMethod(method, "GET", path);
                return Reply.download(hub.standingsCsv(), "standings.csv");
            }
            case "rounds" -> {
                return rounds(method, path, p, request);
            }
            default -> throw new Refused(404, "no API at " + WebText.clip(path));
        }
    }

    private Reply rounds(String method, String path, String[] p, Request request) {
        if (p.length == 1) {
            unlessMethod(method, "POST", path);
            JsonObject o = RequestBody.json(request);
            only(o, Set.of("pairings"), "POST /api/rounds");
            return Reply.json(hub.pair(o.has("pairings") ? pairings(o.get("pairings")) : null));
        }
        int round = (int) number(p[1], "round");
        String what = p.length > 2 ? p[2] : "";
        if (what.equals("games.ggf") && p.length == 3) {
            unlessMethod(method, "GET", path);
            return Reply.download(hub.roundGgf(round), "round-" + round + ".ggf");
        }
        unlessMethod(method, "POST", path);
        JsonObject o = RequestBody.json(request);
        switch (what) {
            case "send" -> {
                only(o, Set.of("boards", "clock"), "POST /api/rounds/N/send");
                List<String> boards = null;
                if (o.has("boards")) {
                    if (!o.get("boards").isJsonArray()) {
                        throw new IllegalArgumentException("\"boards\" must be a list of board names in table order");
                    }
                    boards = new ArrayList<>();
                    JsonArray given = o.getAsJsonArray("boards");
                    for (int i = 0; i < given.size(); i++) {
                        if (!(given.get(i) instanceof JsonPrimitive name) || !name.isString()) {
                            throw new IllegalArgumentException("boards[" + i + "] must be a board's name as a string, got "
                                    + WebText.clip(String.valueOf(given.get(i))));
                        }
                        boards.add(name.getAsString()); // the names themselves: the hub's to check, it knows the boards
                    }
                }
                String clock = o.has("clock") ? JsonFields.requiredString(o, "clock") : null;
                if (clock != null) {
                    org.othellier.clock.TimeControl.parse(clock); // refused here, naming it, not on every board
                }
                return Reply.json(hub.sendRound(round, boards, clock));
            }
            case "start" -> {
                only(o, Set.of(), "POST /api/rounds/N/start");
                return Reply.json(hub.startRound(round));
            }
            case "tables" -> {
                if (p.length != 5 || !p[4].equals("result")) {
                    throw new Refused(404, "no API at " + WebText.clip(path));
                }
                int table = (int) number(p[3], "table");
                only(o, Set.of("black", "white"), "POST /api/rounds/N/tables/T/result");
                return Reply.json(hub.setResult(round, table, Result.adjusted(integer(o, "black"), integer(o, "white"))));
            }
            default -> throw new Refused(404, "no API at " + WebText.clip(path));
        }
    }

    /** {@code [{"black": 1, "white": 4}, {"bye": 5}]}: tables numbered in order. */
    private static List<Pairing> pairings(JsonElement e) {
        if (!e.isJsonArray()) {
            throw new IllegalArgumentException("\"pairings\" must be a list such as [{\"black\": 1, \"white\": 4}, {\"bye\": 5}]");
        }
        List<Pairing> out = new ArrayList<>();
        int table = 0;
        for (JsonElement x : e.getAsJsonArray()) {
            if (!x.isJsonObject()) {
                throw new IllegalArgumentException("each pairing is an object: {\"black\": 1, \"white\": 4} or {\"bye\": 5}");
            }
            JsonObject o = x.getAsJsonObject();
            if (o.has("bye")) {
                only(o, Set.of("bye"), "a bye");
                out.add(new Pairing.Bye(integer(o, "bye")));
            } else {
                only(o, Set.of("black", "white"), "a pairing");
                out.add(new Pairing.Table(++table, integer(o, "black"), integer(o, "white")));
            }
        }
        return out;
    }

    private static long number(String text, String what) {
        if (!text.matches("[0-9]{1,9}")) {
            throw new Refused(404, "no " + what + " '" + WebText.clip(text) + "'");
        }
        return Long.parseLong(text);
    }

    private static Reply resource(String method, String name, String type) {
        unlessMethod(method, "GET", "/" + name);
        try (InputStream in = HubApi.class.getResourceAsStream("/hub/" + name)) {
            if (in == null) {
                throw new Refused(404, "the hub page's " + name + " is missing from this build");
            }
            return new Reply(200, type, new String(in.readAllBytes(), StandardCharsets.UTF_8), null);
        } catch (IOException e) {
            throw new Refused(500, "the hub page's " + name + " cannot be read: " + e.getMessage());
        }
    }
}
