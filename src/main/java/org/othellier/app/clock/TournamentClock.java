package org.othellier.app.clock;

/**
 * The tournament clock. Time controls arrive with {@code org.othellier.clock}; until then a game
 * with a time control is refused with a message saying so (never a clock that only looks right).
 */
final class TournamentClock {

    private TournamentClock() {
    }

    static GameClock create(String control) {
        throw new IllegalArgumentException("clock \"" + control + "\": time controls are not available in this build yet"
                + " (the tournament clock lands separately); use \"none\"");
    }

    static GameClock decode(String line) {
        throw new IllegalArgumentException("clock state '" + line + "' needs the tournament clock, not in this build");
    }
}
