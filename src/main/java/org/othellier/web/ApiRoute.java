package org.othellier.web;

/**
 * One route of an API, as its table ({@link BoardRoute}, the hub's {@code hub.web.HubRoute}) declares it: the method,
 * the path and who may call it. The guard and the router both read the same table ({@link Routes}), so what the guard
 * checked is what runs.
 */
public interface ApiRoute {

    /** What a table's route declares; its enum constant holds one. */
    record Spec(String method, String path, Caller caller, String noun) {
    }

    Spec spec();

    /** {@code GET} or {@code POST}: any other method on the route's path is 405. */
    default String method() {
        return spec().method();
    }

    /**
     * The path, its segments matched whole, case and all; a segment written {@code {name}} takes any one non-empty
     * segment as the parameter {@code name}. Nothing after the last segment.
     */
    default String path() {
        return spec().path();
    }

    default Caller caller() {
        return spec().caller();
    }

    /** Starts a game: limited to {@code security.games-per-minute}, whoever asks. */
    default boolean startsGame() {
        return false;
    }

    /** What the route's last segment is among its neighbours ({@code "Octi command"}), for a 404's message; null: none. */
    default String noun() {
        return spec().noun();
    }

    /** Who may call a route (docs/SECURITY.md). */
    enum Caller {
        /** Anyone on the network: watching, the arbiter's login, a hint. */
        ANYONE,
        /**
         * A player at the simulated board: anyone while the board is simulated (the page's clicks are hands on the
         * board); on hardware the board's own sensors and buttons are the players', and the page's the arbiter's.
         */
        PLAYER,
        /** The arbiter: the PIN (by the session cookie, or {@code Authorization: Bearer PIN}). */
        ARBITER,
        /**
         * A phone player: the path's {@code {token}}, an invitation the arbiter issued ({@link PhoneGate}), which allows
         * that game's side only.
         */
        PHONE
    }
}
