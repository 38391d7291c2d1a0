package org.othellier.app.clock;

/** Makes and restores game clocks from their written forms. */
public final class GameClocks {

    private GameClocks() {
    }

    /** A clock for a time control ({@code 25m}, {@code 15m+10s}, ...) or {@code none}; a bad control throws naming it. */
    public static GameClock create(String control) {
        if (control == null) {
            return NoClock.INSTANCE;
        }
        String c = control.strip();
        if (c.isEmpty()) {
            // an empty field is a mistake more often than a wish for no clock: say which is meant
            throw new IllegalArgumentException("the clock is empty: write a time control such as 25m, or none");
        }
        if (c.equalsIgnoreCase("none") || c.equalsIgnoreCase("off")) {
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

    /**
     * {@code c} stood a millisecond before the flag it reaches by {@code t}, its events before it played: a clock that
     * only estimates a far player's time (docs/REMOTE.md) waits there for the word of the board that times them.
     */
    public static GameClock standBeforeFlag(GameClock c, long t) {
        for (int guard = 0; guard < 10_000; guard++) {
            long at = c.nextEventAt().orElse(t);
            GameClock.Step step = c.poll(Math.min(at, t));
            if (step.flagged() != null || at >= t) {
                return c.pause(Math.min(at, t) - 1).clock();
            }
            c = step.clock();
        }
        return c;
    }
}
