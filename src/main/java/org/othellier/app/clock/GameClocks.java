package org.othellier.app.clock;

/** Makes and restores game clocks from their written forms. */
public final class GameClocks {

    private GameClocks() {
    }

    /** A clock for a time control ({@code 25m}, {@code 15m+10s}, ...) or {@code none}; a bad control throws naming it. */
    public static GameClock create(String control) {
        String c = control == null ? "" : control.strip();
        if (c.isEmpty() || c.equalsIgnoreCase("none") || c.equalsIgnoreCase("off")) {
            return NoClock.INSTANCE;
        }
        return TournamentClock.create(c);
    }

    /** Restores {@link GameClock#encode()}; a damaged line throws {@link IllegalArgumentException}. */
    public static GameClock decode(String line) {
        if (line.equals("none")) {
            return NoClock.INSTANCE;
        }
        return TournamentClock.decode(line);
    }
}
