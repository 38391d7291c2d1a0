package org.othellier.web;

import static org.othellier.web.ApiRoute.Caller.ANYONE;
import static org.othellier.web.ApiRoute.Caller.ARBITER;
import static org.othellier.web.ApiRoute.Caller.PHONE;
import static org.othellier.web.ApiRoute.Caller.PLAYER;

/** The board's page and API (docs/API.md), one route each: what {@link AccessGuard} checks and {@link ApiHandler} runs. */
enum BoardRoute implements ApiRoute {
    PAGE("GET", "/", ANYONE),
    INDEX("GET", "/index.html", ANYONE),
    APP_JS("GET", "/app.js", ANYONE),
    /** The clocks' display, one script for the board's page and the phone's. */
    CLOCK_JS("GET", "/clock.js", ANYONE),
    STYLE_CSS("GET", "/style.css", ANYONE),
    REVIEW_JS("GET", "/review.js", ANYONE),
    REVIEW_CSS("GET", "/review.css", ANYONE),
    COACH_JS("GET", "/coach.js", ANYONE),
    COACH_CSS("GET", "/coach.css", ANYONE),
    ENDINGS_JS("GET", "/endings.js", ANYONE),
    LAYOUT_JS("GET", "/layout.js", ANYONE),
    OCTI_JS("GET", "/octi.js", ANYONE),
    OCTI_CSS("GET", "/octi.css", ANYONE),
    /** The tab's icon, a black and a white disc; /favicon.ico too, for whatever asks without reading the page. */
    FAVICON("GET", "/favicon.svg", ANYONE),
    FAVICON_ICO("GET", "/favicon.ico", ANYONE),
    /** The live view's WebSocket; the upgrade handler takes it before the router. */
    LIVE("GET", "/ws", ANYONE),
    LOGIN("POST", "/api/login", ANYONE),
    LOGOUT("POST", "/api/logout", ANYONE),
    SESSION("GET", "/api/session", ANYONE),
    STATE("GET", "/api/state", ANYONE),
    /** One tap on the simulated board (put, turn or take a disc), applied to the board as it stands: the page's. */
    SIM_HAND("POST", "/api/sim/hand", PLAYER, "simulator command"),
    /** The whole board at once: scripts and tests set up positions with it. */
    SIM_FRAME("POST", "/api/sim/frame", PLAYER, "simulator command"),
    SIM_BLACK("POST", "/api/sim/button/black", PLAYER, "button"),
    SIM_WHITE("POST", "/api/sim/button/white", PLAYER, "button"),
    SIM_BLACK_DOWN("POST", "/api/sim/button/black/down", PLAYER, "button"),
    SIM_BLACK_UP("POST", "/api/sim/button/black/up", PLAYER, "button"),
    SIM_WHITE_DOWN("POST", "/api/sim/button/white/down", PLAYER, "button"),
    SIM_WHITE_UP("POST", "/api/sim/button/white/up", PLAYER, "button"),
    NEW_GAME("POST", "/api/game", ARBITER) {
        @Override
        public boolean startsGame() {
            return true;
        }
    },
    PAUSE("POST", "/api/pause", ARBITER),
    RESUME("POST", "/api/resume", ARBITER),
    SETUP_BEGIN("POST", "/api/setup/begin", ARBITER, "setup command"),
    SETUP_TAKE("POST", "/api/setup/take", ARBITER, "setup command"),
    SETUP_CANCEL("POST", "/api/setup/cancel", ARBITER, "setup command"),
    /** The page's one-tap choice: a player's on the simulated board, the arbiter's on hardware. */
    OCTI_CHOOSE("POST", "/api/octi/choose", PLAYER, "Octi command"),
    /** The players' ways out (docs/RULES.md O-14, O-15): a player's on the simulated board, the arbiter's on hardware. */
    RESIGN("POST", "/api/resign", PLAYER),
    OFFER("POST", "/api/offer", PLAYER),
    OFFER_ACCEPT("POST", "/api/offer/accept", PLAYER, "offer answer"),
    OFFER_DECLINE("POST", "/api/offer/decline", PLAYER, "offer answer"),
    GAMES("GET", "/api/games", ANYONE),
    GAME_RECORD("GET", "/api/games/{id}", ANYONE),
    GAME_TRANSCRIPT("GET", "/api/games/{id}/transcript", ANYONE, "export"),
    GAME_GGF("GET", "/api/games/{id}/ggf", ANYONE, "export"),
    GAME_REVIEW("GET", "/api/games/{id}/review", ANYONE, "export"),
    /** Asks for a kept game's review: it only reads the game. */
    REVIEW_REQUEST("POST", "/api/games/{id}/review", ANYONE, "export"),
    HINT("POST", "/api/hint", ANYONE),
    PUZZLES("GET", "/api/puzzles", ANYONE),
    /** A puzzle replaces the game in progress, as a new game does. */
    PUZZLE("POST", "/api/puzzle", ARBITER),
    /** Replaces only the puzzle: what a clock button does after the verdict. */
    PUZZLE_NEXT("POST", "/api/puzzle/next", ANYONE, "puzzle command"),
    /** The same puzzle from its start: replaces only the puzzle, as Next does. */
    PUZZLE_RETRY("POST", "/api/puzzle/retry", ANYONE, "puzzle command"),
    /** The phone player's page (docs/REMOTE.md): it holds no secret; what it does goes through the token's routes. */
    PLAY_PAGE("GET", "/play/{token}", ANYONE),
    PLAY_JS("GET", "/play.js", ANYONE),
    PLAY_CSS("GET", "/play.css", ANYONE),
    /** A one-game link for the phone side of the game in play; the one before is void. */
    PHONE_INVITE("POST", "/api/phone/invite", ARBITER),
    PLAY_INFO("GET", "/api/play/{token}", PHONE),
    PLAY_MOVE("POST", "/api/play/{token}/move", PHONE, "phone command"),
    PLAY_RESIGN("POST", "/api/play/{token}/resign", PHONE, "phone command"),
    /** A draw or a takeback of its last move offered from the phone; the board's person answers it as any offer. */
    PLAY_OFFER("POST", "/api/play/{token}/offer", PHONE, "phone command"),
    /** The phone's answer to the offer the board's person made. */
    PLAY_ACCEPT("POST", "/api/play/{token}/offer/accept", PHONE, "offer answer"),
    PLAY_DECLINE("POST", "/api/play/{token}/offer/decline", PHONE, "offer answer"),
    /** A remote game adjourned (docs/REMOTE.md): alone after a long outage, else offered to or agreed with the far board. */
    REMOTE_ADJOURN("POST", "/api/remote/adjourn", ARBITER, "remote command"),
    /** An adjourned remote game taken up again by its code: it replaces the game in progress, as a new game does. */
    REMOTE_RESUME("POST", "/api/remote/resume", ARBITER, "remote command") {
        @Override
        public boolean startsGame() {
            return true;
        }
    };

    static final Routes<BoardRoute> TABLE = new Routes<>(BoardRoute.class);

    private final Spec spec;

    BoardRoute(String method, String path, Caller caller) {
        this(method, path, caller, null);
    }

    BoardRoute(String method, String path, Caller caller, String noun) {
        this.spec = new Spec(method, path, caller, noun);
    }

    @Override
    public Spec spec() {
        return spec;
    }
}
