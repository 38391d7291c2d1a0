package org.othellier.clock;

import java.util.List;
import java.util.Locale;

/**
 * Named time controls, usable wherever a control is written ({@code --control tournament}). The
 * Othello ones follow the budget of O-12 (20 to 25 minutes per player); the others are the
 * settings clubs commonly take from chess and Go, so a club can use the board's clock for both.
 */
public final class Presets {

    /** A name, its control as a short string, and a line saying what it is for. */
    public record Preset(String name, String spec, String description) {
        public TimeControl control() {
            return TimeControl.parse(spec, false);
        }
    }

    private static final List<Preset> ALL = List.of(
            new Preset("tournament", "25m", "Othello tournament game: 25 minutes each, the upper end of O-12"),
            new Preset("tournament-20", "20m", "Othello tournament game: 20 minutes each, the lower end of O-12"),
            new Preset("tournament-30", "30m", "long Othello game: 30 minutes each, for finals and championship play"),
            new Preset("club", "15m", "club evening game: 15 minutes each"),
            new Preset("club-increment", "10m+5s", "club game with increment: 10 minutes, 5 seconds added per move"),
            new Preset("rapid", "15m+10s", "rapid: 15 minutes, 10 seconds added per move"),
            new Preset("blitz", "5m", "blitz: 5 minutes each"),
            new Preset("blitz-increment", "3m+2s", "blitz with increment: 3 minutes, 2 seconds added per move"),
            new Preset("bullet", "1m", "bullet: 1 minute each"),
            new Preset("classical", "90m/40+30m+30s",
                    "classical chess: 90 minutes for 40 moves, then 30 minutes, 30 seconds added per move from move 1"),
            new Preset("classical-delay", "90m+d5s", "game in 90 minutes with a 5 second simple (US) delay"),
            new Preset("bronstein", "25m+b5s", "25 minutes with a 5 second Bronstein delay"),
            new Preset("byo-yomi", "60m+5x30s", "Go: 60 minutes, then byo-yomi of 5 periods of 30 seconds"),
            new Preset("canadian", "60m+25in10m", "Go: 60 minutes, then Canadian byo-yomi of 25 moves in 10 minutes"),
            new Preset("hourglass", "hourglass3m", "hourglass: 3 minutes each; the time one player uses goes to the other"),
            new Preset("countup", "countup", "count-up: measures the time each player uses, no flag"));

    private Presets() {
    }

    public static List<Preset> all() {
        return ALL;
    }

    /** The preset of that name (case does not matter), or null. */
    public static Preset find(String name) {
        String n = name.strip().toLowerCase(Locale.ROOT);
        for (Preset p : ALL) {
            if (p.name().equals(n)) {
                return p;
            }
        }
        return null;
    }
}
