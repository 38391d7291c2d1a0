package org.othellier.web;

import static org.othellier.web.Refused.unlessMethod;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.logging.Logger;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.othellier.store.StoreException;

/**
 * Every request past the access guard: the page's own files, and the JSON API of docs/API.md routed to the
 * game's commands, the simulated board and the journal's games. A bad request gets its status and a one-line
 * message as JSON.
 */
final class ApiHandler extends Handler.Abstract {

    private static final Logger LOG = Logger.getLogger(ApiHandler.class.getName());

    private final GameCommands game;
    private final SimulatorApi simulator;
    private final GameExports exports;
    private final CoachApi coach;

    ApiHandler(GameCommands game, SimulatorApi simulator, GameExports exports, CoachApi coach) {
        this.game = game;
        this.simulator = simulator;
        this.exports = exports;
        this.coach = coach;
    }

    @Override
    public boolean handle(Request received, Response response, Callback callback) {
        BodyWatch request = new BodyWatch(received);
        String path = Request.getPathInContext(request);
        String method = request.getMethod();
        Reply reply;
        try {
            reply = route(method, path, request);
        } catch (Refused | IllegalArgumentException e) {
            reply = Reply.failure(method, path, e, LOG);
        } catch (RuntimeException e) {
            StoreException fault = journalFault(e);
            if (fault == null) {
                reply = Reply.failure(method, path, e, LOG);
            } else {
                // plain words for the page; the file and SQLite's words go to the log only
                LOG.warning(method + " " + path + " failed: " + fault.getMessage());
                if (method.equals("GET")) {
                    reply = Reply.error(500, fault.plain());
                } else {
                    // the command was not kept: refused, and the game says so on the page and the display
                    game.journalFailed(fault);
                    reply = Reply.error(503, "journal full or failing: nothing was kept (" + fault.plain() + ")");
                }
            }
        }
        request.closeIfUnread(response);
        reply.send(response, callback);
        return true;
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

    private Reply route(String method, String path, Request request) {
        if (path.equals("/") || path.equals("/index.html")) {
            return resource(method, "index.html", "text/html; charset=utf-8");
        }
        if (path.equals("/review.js") || path.equals("/review.css")) { // the review's own files (issue 20)
            return resource(method, path.substring(1), path.endsWith(".js") ? "text/javascript; charset=utf-8"
                    : "text/css; charset=utf-8");
        }
        if (path.equals("/app.js")) {
            return resource(method, "app.js", "text/javascript; charset=utf-8");
        }
        if (path.equals("/style.css")) {
            return resource(method, "style.css", "text/css; charset=utf-8");
        }
        if (path.equals("/coach.js")) {
            return resource(method, "coach.js", "text/javascript; charset=utf-8");
        }
        if (path.equals("/coach.css")) {
            return resource(method, "coach.css", "text/css; charset=utf-8");
        }
        if (!path.startsWith("/api/")) {
            throw new Refused(404, "no page at " + WebText.clip(path));
        }
        String[] parts = path.substring(5).split("/");
        String what = parts.length > 1 ? parts[1] : "";
        switch (parts[0]) {
            case "state" -> {
                unlessMethod(method, "GET", path);
                return game.state();
            }
            case "sim" -> {
                unlessMethod(method, "POST", path);
                return simulator.handle(path, parts, request);
            }
            case "game" -> {
                unlessMethod(method, "POST", path);
                return game.newGame(RequestBody.json(request));
            }
            case "pause" -> {
                unlessMethod(method, "POST", path);
                return game.pause();
            }
            case "resume" -> {
                unlessMethod(method, "POST", path);
                return game.resume();
            }
            case "setup" -> {
                unlessMethod(method, "POST", path);
                return game.setup(what, () -> RequestBody.json(request));
            }
            case "games" -> {
                if (parts.length == 3 && parts[2].equals("review") && method.equals("POST")) {
                    return exports.requestReview(parts[1]); // the engine's review of a kept game (issue 20)
                }
                unlessMethod(method, "GET", path);
                return exports.handle(parts);
            }
            case "octi" -> {
                unlessMethod(method, "POST", path);
                return game.octi(what, () -> RequestBody.json(request));
            }
            case "hint" -> {
                unlessMethod(method, "POST", path);
                return coach.hint(() -> RequestBody.json(request));
            }
            case "puzzles" -> {
                unlessMethod(method, "GET", path);
                return coach.list();
            }
            case "puzzle" -> {
                unlessMethod(method, "POST", path);
                return coach.puzzle(what, () -> RequestBody.json(request));
            }
            default -> throw new Refused(404, "no API at " + WebText.clip(path));
        }
    }

    /** One of the page's files, from {@code src/main/resources/web/}. */
    private static Reply resource(String method, String name, String type) {
        unlessMethod(method, "GET", "/" + name);
        try (InputStream in = ApiHandler.class.getResourceAsStream("/web/" + name)) {
            if (in == null) {
                throw new Refused(404, "the page's " + name + " is missing from this build");
            }
            return new Reply(200, type, new String(in.readAllBytes(), StandardCharsets.UTF_8), null);
        } catch (IOException e) {
            throw new Refused(500, "the page's " + name + " cannot be read: " + e.getMessage());
        }
    }
}
