package org.othellier.web;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.logging.Logger;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.othellier.game.Side;
import org.othellier.store.StoreException;

/**
 * Every request past the access guard: the page's own files, and the JSON API of docs/API.md, each dispatched from
 * the route the guard matched in {@link BoardRoute}'s table to the game's commands, the simulated board, the
 * journal's games, the coach and the arbiter's session. A bad request gets its status and a one-line message as JSON.
 */
public final class ApiHandler extends Handler.Abstract {

    private static final Logger LOG = Logger.getLogger(ApiHandler.class.getName());

    private final GameCommands game;
    private final SimulatorApi simulator;
    private final GameExports exports;
    private final CoachApi coach;
    private final ArbiterSessions sessions;
    private final PhoneApi phone;

    ApiHandler(GameCommands game, SimulatorApi simulator, GameExports exports, CoachApi coach, ArbiterSessions sessions,
               PhoneApi phone) {
        this.phone = phone;
        this.game = game;
        this.simulator = simulator;
        this.exports = exports;
        this.coach = coach;
        this.sessions = sessions;
    }

    @Override
    public boolean handle(Request received, Response response, Callback callback) {
        BodyWatch request = new BodyWatch(received);
        String path = Request.getPathInContext(request);
        String method = request.getMethod();
        Reply reply;
        try {
            reply = route(BoardRoute.TABLE.matched(request), request, response);
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

    private Reply route(Routes.Match<BoardRoute> match, Request request, Response response) {
        BoardRoute route = match.route();
        return switch (route) {
            case PAGE, INDEX -> resource("index.html", "text/html; charset=utf-8");
            case APP_JS, CLOCK_JS, REVIEW_JS, COACH_JS, ENDINGS_JS, LAYOUT_JS, OCTI_JS, PLAY_JS ->
                    resource(route.path().substring(1), "text/javascript; charset=utf-8");
            case STYLE_CSS, REVIEW_CSS, COACH_CSS, OCTI_CSS -> resource(route.path().substring(1), "text/css; charset=utf-8");
            case FAVICON, FAVICON_ICO -> favicon();
            case LIVE -> throw new Refused(400, "GET /ws is the live view: a WebSocket (send Upgrade: websocket)");
            case LOGIN -> sessions.login(request, response);
            case LOGOUT -> sessions.logout(request, response);
            case SESSION -> sessions.session(request);
            case STATE -> game.state();
            case SIM_HAND -> simulator.hand(request);
            case SIM_FRAME -> simulator.frame(request);
            case SIM_BLACK -> simulator.press(Side.BLACK);
            case SIM_WHITE -> simulator.press(Side.WHITE);
            case SIM_BLACK_DOWN -> simulator.hold(Side.BLACK, true);
            case SIM_BLACK_UP -> simulator.hold(Side.BLACK, false);
            case SIM_WHITE_DOWN -> simulator.hold(Side.WHITE, true);
            case SIM_WHITE_UP -> simulator.hold(Side.WHITE, false);
            case NEW_GAME -> game.newGame(RequestBody.json(request));
            case PAUSE -> game.pause();
            case RESUME -> game.resume();
            case SETUP_BEGIN -> game.setupBegin();
            case SETUP_TAKE -> game.setupTake(RequestBody.json(request));
            case SETUP_CANCEL -> game.setupCancel();
            case OCTI_CHOOSE -> game.octiChoose(RequestBody.json(request));
            case RESIGN -> game.resign(RequestBody.json(request));
            case OFFER -> game.offer(RequestBody.json(request));
            case OFFER_ACCEPT -> game.answerOffer(RequestBody.json(request), true);
            case OFFER_DECLINE -> game.answerOffer(RequestBody.json(request), false);
            case GAMES -> exports.list();
            case GAME_RECORD -> exports.game(match.param("id"));
            case GAME_TRANSCRIPT -> exports.transcript(match.param("id"));
            case GAME_GGF -> exports.ggf(match.param("id"));
            case GAME_REVIEW -> exports.review(match.param("id"));
            case REVIEW_REQUEST -> exports.requestReview(match.param("id")); // the engine's review of a kept game (issue 20)
            case HINT -> coach.hint(() -> RequestBody.json(request));
            case PUZZLES -> coach.list();
            case PUZZLE -> coach.puzzle(() -> RequestBody.json(request));
            case PUZZLE_NEXT -> coach.nextPuzzle();
            case PUZZLE_RETRY -> coach.retryPuzzle();
            case PLAY_PAGE -> resource("play.html", "text/html; charset=utf-8");
            case PLAY_CSS -> resource("play.css", "text/css; charset=utf-8");
            case PHONE_INVITE -> phone.invite(RequestBody.json(request));
            case PLAY_INFO -> phone.info(invitation(request));
            case PLAY_MOVE -> phone.move(invitation(request), RequestBody.json(request));
            case PLAY_RESIGN -> phone.resign(invitation(request), RequestBody.json(request));
            case PLAY_OFFER -> phone.offer(invitation(request), RequestBody.json(request));
            case PLAY_ACCEPT -> phone.answer(invitation(request), RequestBody.json(request), true);
            case PLAY_DECLINE -> phone.answer(invitation(request), RequestBody.json(request), false);
            case REMOTE_ADJOURN -> game.adjourn();
            case REMOTE_RESUME -> game.resumeAdjourned(RequestBody.json(request));
        };
    }

    /** The phone route's invitation, as the guard found it from the path's token. */
    private static org.othellier.phone.PhoneInvitation invitation(Request request) {
        if (request.getAttribute(AccessGuard.INVITATION) instanceof org.othellier.phone.PhoneInvitation i) {
            return i;
        }
        throw new IllegalStateException("a phone route reached the router without the guard's check");
    }

    /** The tab's icon (SVG, which browsers take at /favicon.ico too), for the board's page and the hub's. */
    public static Reply favicon() {
        return resource("favicon.svg", "image/svg+xml");
    }

    /** One of the page's files, from {@code src/main/resources/web/}. */
    private static Reply resource(String name, String type) {
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
