package org.othellier.app.opponent;

import java.util.Locale;
import org.othellier.engine.Level;

/**
 * Who plays one side: a person at the board, the engine at a level (1 to 10, as
 * {@link Level} documents them), or an external engine over the NBoard protocol. Written {@code human}, {@code ai} (the default level), {@code ai:3} or
 * just {@code 3}, and {@code nboard}.
 *
 * @param kind  who
 * @param level the AI's level (1 to {@link Level#MAX}); 0 for people and external engines
 */
public record PlayerSpec(Kind kind, int level) {

    public enum Kind { HUMAN, AI, NBOARD }

    public static final PlayerSpec HUMAN = new PlayerSpec(Kind.HUMAN, 0);

    public static PlayerSpec ai(int level) {
        return new PlayerSpec(Kind.AI, level);
    }

    public boolean isHuman() {
        return kind == Kind.HUMAN;
    }

    /**
     * Reads a player. Throws {@link IllegalArgumentException} naming what is wrong.
     *
     * @param defaultLevel the level of a plain {@code ai}
     */
    public static PlayerSpec parse(String text, int defaultLevel) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("human") || t.equals("person")) {
            return HUMAN;
        }
        if (t.equals("nboard")) {
            return new PlayerSpec(Kind.NBOARD, 0);
        }
        String digits = t.startsWith("ai:") ? t.substring(3) : t.startsWith("ai") ? t.substring(2) : t;
        if (t.equals("ai")) {
            return ai(defaultLevel);
        }
        try {
            int level = Integer.parseInt(digits.strip());
            if (level < 1 || level > Level.MAX) {
                throw new IllegalArgumentException("AI level " + level + " is outside 1 to " + Level.MAX);
            }
            return ai(level);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("player '" + text + "' is not human, ai, ai:LEVEL (1 to "
                    + Level.MAX + ") or nboard");
        }
    }

    @Override
    public String toString() {
        return switch (kind) {
            case HUMAN -> "human";
            case AI -> "ai:" + level;
            case NBOARD -> "nboard";
        };
    }
}
