package org.othellier.engine.octi;

import java.util.Locale;
import java.util.Random;
import org.othellier.engine.Level;

/**
 * How an engine is named on the command line: {@code random}, {@code greedy} (one ply), or
 * {@code ai:N} (the search at level N, 1 to 8: its deepest iteration; {@code ai} is level
 * {@value #DEFAULT_LEVEL}).
 */
public record EngineSpec(Kind kind, int level) {

    public static final int DEFAULT_LEVEL = 4;

    public enum Kind { RANDOM, GREEDY, SEARCH }

    public static EngineSpec parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        switch (t) {
            case "random" -> {
                return new EngineSpec(Kind.RANDOM, 0);
            }
            case "greedy" -> {
                return new EngineSpec(Kind.GREEDY, 1);
            }
            case "ai" -> {
                return new EngineSpec(Kind.SEARCH, DEFAULT_LEVEL);
            }
            default -> {
                if (t.startsWith("ai:")) {
                    try {
                        int level = Integer.parseInt(t.substring(3));
                        if (level >= 1 && level <= SearchEngine.MAX_LEVEL) {
                            return new EngineSpec(Kind.SEARCH, level);
                        }
                    } catch (NumberFormatException e) {
                        // fall through to the error below
                    }
                    throw new IllegalArgumentException("'" + text + "': the level of ai:N is a number from 1 to " + SearchEngine.MAX_LEVEL);
                }
                throw new IllegalArgumentException("'" + text + "' is not a player (random, greedy, ai or ai:N)");
            }
        }
    }

    public OctiEngine create(Random random) {
        return switch (kind) {
            case RANDOM -> new RandomEngine(random);
            case GREEDY -> new GreedyEngine(random);
            case SEARCH -> new SearchEngine(level, random);
        };
    }

    /** How the page and the messages name the player: {@code AI level 3 (casual)}, {@code random}, {@code greedy}. */
    public String displayName() {
        return switch (kind) {
            case RANDOM -> "random mover";
            case GREEDY -> "greedy (one ply)";
            case SEARCH -> "AI level " + level + " (" + Level.of(level).name() + ")"; // the Othello AI's ladder of names
        };
    }

    /**
     * A seat's player as the page says it: an engine by {@link #displayName()}, anyone else ({@code human}) by the
     * name given.
     */
    public static String describe(String player) {
        try {
            return parse(player).displayName();
        } catch (IllegalArgumentException notAnEngine) {
            return player;
        }
    }

    @Override
    public String toString() {
        return switch (kind) {
            case RANDOM -> "random";
            case GREEDY -> "greedy";
            case SEARCH -> "ai:" + level;
        };
    }
}
