package org.othellier.hub.web;

import org.othellier.web.ApiRoute;
import org.othellier.web.Routes;

import static org.othellier.web.ApiRoute.Caller.ANYONE;
import static org.othellier.web.ApiRoute.Caller.ARBITER;

/**
 * The hub's page and API (docs/CLUB.md, "The hub's API"), one route each: what {@link AccessGuard} checks and
 * {@link HubApi} runs. Watching is open to all; every change is the arbiter's.
 */
public enum HubRoute implements ApiRoute {
    PAGE("GET", "/", ANYONE),
    INDEX("GET", "/index.html", ANYONE),
    HUB_JS("GET", "/hub.js", ANYONE),
    HUB_CSS("GET", "/hub.css", ANYONE),
    /** The board page's icon, as the board serves it. */
    FAVICON("GET", "/favicon.svg", ANYONE),
    FAVICON_ICO("GET", "/favicon.ico", ANYONE),
    /** The live view's WebSocket; the upgrade handler takes it before the router. */
    LIVE("GET", "/ws", ANYONE),
    LOGIN("POST", "/api/login", ANYONE),
    LOGOUT("POST", "/api/logout", ANYONE),
    SESSION("GET", "/api/session", ANYONE),
    HUB("GET", "/api/hub", ANYONE),
    BOARDS("GET", "/api/boards", ANYONE),
    /** The remote games the club's boards play, each once however many of its boards report it. */
    REMOTE_GAMES("GET", "/api/remote-games", ANYONE),
    BOARD("GET", "/api/boards/{name}", ANYONE),
    BOARD_GAME("GET", "/api/boards/{name}/games/{id}", ANYONE),
    TOURNAMENT("GET", "/api/tournament", ANYONE),
    NEW_TOURNAMENT("POST", "/api/tournament", ARBITER),
    PLAYER("POST", "/api/players", ARBITER),
    PAUSE_ALL("POST", "/api/pause-all", ARBITER),
    RESUME_ALL("POST", "/api/resume-all", ARBITER),
    STANDINGS("GET", "/api/standings.csv", ANYONE),
    PAIR("POST", "/api/rounds", ARBITER),
    ROUND_GGF("GET", "/api/rounds/{round}/games.ggf", ANYONE),
    ROUND_SEND("POST", "/api/rounds/{round}/send", ARBITER),
    ROUND_START("POST", "/api/rounds/{round}/start", ARBITER),
    RESULT("POST", "/api/rounds/{round}/tables/{table}/result", ARBITER);

    public static final Routes<HubRoute> TABLE = new Routes<>(HubRoute.class);

    private final Spec spec;

    HubRoute(String method, String path, Caller caller) {
        this.spec = new Spec(method, path, caller, null);
    }

    @Override
    public Spec spec() {
        return spec;
    }
}
