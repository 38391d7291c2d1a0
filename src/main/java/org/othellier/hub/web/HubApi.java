package org.othellier.hub.web;

import static org.othellier.web.JsonFields.bool;
import static org.othellier.web.JsonFields.integer;
import static org.othellier.web.JsonFields.only;

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
import org.othellier.store.StoreException;
import org.othellier.tournament.Pairing;
import org.othellier.tournament.Result;
import org.othellier.web.ApiHandler;
import org.othellier.web.ArbiterSessions;
import org.othellier.web.BodyWatch;
import org.othellier.web.JsonFields;
import org.othellier.web.Refused;
import org.othellier.web.Reply;
import org.othellier.web.RequestBody;
import org.othellier.web.Routes;
import org.othellier.web.WebText;

/**
 * The hub's page and its JSON API (docs/CLUB.md, "The hub's API"): the boards as seen, the tournament and
 * the arbiter's commands to the boards, each dispatched from the route the guard matched in {@link HubRoute}'s
 * table. A bad request gets its status and a one-line message as JSON.
 */
final class HubApi extends Handler.Abstract {

    private static final Logger LOG = Logger.getLogger(HubApi.class.getName());

    private final Hub hub;
    private final ArbiterSessions sessions;

    HubApi(Hub hub, ArbiterSessions sessions) {
        this.hub = hub;
        this.sessions = sessions;
    }

    @Override
    public boolean handle(Request received, Response response, Callback callback) {
        BodyWatch request = new BodyWatch(received);
        String path = Request.getPathInContext(request);
        String method = request.getMethod();
        Reply reply;
        try {
            reply = route(HubRoute.TABLE.matched(request), request, response);
        } catch (Hub.NoSuchElementException e) {
            reply = Reply.error(404, e.getMessage());
        } catch (StoreException e) {
            // plain words for the page; the file and SQLite's words go to the log only
            LOG.warning(method + " " + path + " failed: " + e.getMessage());
            reply = method.equals("GET") ? Reply.error(500, e.plain())
                    : Reply.error(503, "the hub's data is full or failing: nothing was kept (" + e.plain() + ")");
        } catch (RuntimeException e) {
            reply = Reply.failure(method, path, e, LOG);
        }
        request.closeIfUnread(response);
        reply.send(response, callback);
        return true;
    }

    private Reply route(Routes.Match<HubRoute> match, Request request, Response response) {
        return switch (match.route()) {
            case PAGE, INDEX -> resource("index.html", "text/html; charset=utf-8");
            case HUB_JS -> resource("hub.js", "text/javascript; charset=utf-8");
            case HUB_CSS -> resource("hub.css", "text/css; charset=utf-8");
            case FAVICON, FAVICON_ICO -> ApiHandler.favicon();
            case LIVE -> throw new Refused(400, "GET /ws is the live view: a WebSocket (send Upgrade: websocket)");
            case LOGIN -> sessions.login(request, response);
            case LOGOUT -> sessions.logout(request, response);
            case SESSION -> sessions.session(request);
            case HUB -> {
                JsonObject o = new JsonObject();
                o.addProperty("connected", hub.connected());
                o.addProperty("boards", hub.boards().size());
                o.addProperty("events", hub.eventCount());
                o.addProperty("messages", hub.messagesReceived());
                o.add("refused", hub.refused());
                yield Reply.json(o);
            }
            case BOARDS -> Reply.json(hub.boards());
            case REMOTE_GAMES -> Reply.json(hub.remoteGames());
            case BOARD -> Reply.json(hub.board(match.param("name")));
            case BOARD_GAME -> {
                String board = match.param("name");
                long id = number(match.param("id"), "game");
                JsonObject o = new JsonObject();
                o.add("events", hub.events(board, id));
                JsonArray moves = new JsonArray();
                hub.moves(board, id).forEach(moves::add);
                o.add("moves", moves);
                yield Reply.json(o);
            }
            case TOURNAMENT -> Reply.json(hub.tournament());
            case NEW_TOURNAMENT -> {
                JsonObject o = RequestBody.json(request);
                only(o, Set.of("name", "size", "replace"), "POST /api/tournament");
                String name = JsonFields.requiredString(o, "name");
                int size = o.has("size") ? integer(o, "size") : 8;
                boolean replace = o.has("replace") && bool(o, "replace");
                yield Reply.json(hub.create(name, size, replace));
            }
            case PLAYER -> {
                JsonObject o = RequestBody.json(request);
                only(o, Set.of("name", "rating"), "POST /api/players");
                Integer rating = o.has("rating") && !o.get("rating").isJsonNull() ? integer(o, "rating") : null;
                yield Reply.json(hub.addPlayer(JsonFields.requiredString(o, "name"), rating));
            }
            case PAUSE_ALL, RESUME_ALL -> {
                boolean pause = match.route() == HubRoute.PAUSE_ALL;
                JsonObject o = RequestBody.json(request);
                only(o, Set.of("round"), "POST " + match.route().path());
                yield Reply.json(hub.pauseAll(o.has("round") ? integer(o, "round") : 0, pause));
            }
            case STANDINGS -> Reply.download(hub.standingsCsv(), "standings.csv");
            case PAIR -> {
                JsonObject o = RequestBody.json(request);
                only(o, Set.of("pairings"), "POST /api/rounds");
                yield Reply.json(hub.pair(o.has("pairings") ? pairings(o.get("pairings")) : null));
            }
            case ROUND_GGF -> {
                int round = round(match);
                yield Reply.download(hub.roundGgf(round), "round-" + round + ".ggf");
            }
            case ROUND_SEND -> send(round(match), RequestBody.json(request));
            case ROUND_START -> {
                int round = round(match);
                only(RequestBody.json(request), Set.of(), "POST /api/rounds/N/start");
                yield Reply.json(hub.startRound(round));
            }
            case RESULT -> {
                int round = round(match);
                int table = (int) number(match.param("table"), "table");
                JsonObject o = RequestBody.json(request);
                only(o, Set.of("black", "white"), "POST /api/rounds/N/tables/T/result");
                yield Reply.json(hub.setResult(round, table, Result.adjusted(integer(o, "black"), integer(o, "white"))));
            }
        };
    }

    private static int round(Routes.Match<HubRoute> match) {
        return (int) number(match.param("round"), "round");
    }

    /** {@code POST /api/rounds/N/send}: the round's pairings to the arbiter's boards (or the boards seen). */
    private Reply send(int round, JsonObject o) {
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

    private static Reply resource(String name, String type) {
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
