package org.othellier.app.opponent;

import java.util.Locale;
import org.othellier.engine.Level;

/**
 * Who plays one side: a person at the board, the engine at a level (1 to 10, as
 * {@link Level} documents them), an external engine over the NBoard protocol, or a person at another board whose
 * moves come over a broker (docs/REMOTE.md). Written {@code human}, {@code ai} (the default level), {@code ai:3} or
 * just {@code 3}, {@code nboard}, and {@code remote:BOARD}.
 *
 * @param kind  who
 * @param level the AI's level (1 to {@link Level#MAX}); 0 for the others
 * @param board the far board's name for {@code remote}, else null
 */
public record PlayerSpec(Kind kind, int level, String board) {

    public enum Kind { HUMAN, AI, NBOARD, REMOTE }

    public static final PlayerSpec HUMAN = new PlayerSpec(Kind.HUMAN, 0);
    /** A far board's name: it is a level of the broker's topics, so no / and no wildcard. */
    private static final String BOARD_NAME = "[A-Za-z0-9_-]{1,32}";

    public PlayerSpec(Kind kind, int level) {
        this(kind, level, null);
    }

    public PlayerSpec {
        if ((kind == Kind.REMOTE) != (board != null)) {
            throw new IllegalArgumentException("a remote player, and only a remote player, names its board");
        }
        if (board != null && !board.matches(BOARD_NAME)) {
            throw new IllegalArgumentException("remote:" + clip(board) + ": a board's name is 1 to 32 letters, digits,"
                    + " - or _");
        }
    }

    public static PlayerSpec remote(String board) {
        return new PlayerSpec(Kind.REMOTE, 0, board);
    }

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
        if (t.startsWith("remote")) {
            String board = text.strip().substring("remote".length());
            if (!board.startsWith(":") || board.length() == 1) {
                throw new IllegalArgumentException("player '" + clip(text) + "': a remote player is remote:BOARD, the far"
                        + " board's name (remote:anna)");
            }
            return remote(board.substring(1).strip());
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
                    + Level.MAX + "), nboard or remote:BOARD");
        }
    }

    @Override
    public String toString() {
        return switch (kind) {
            case HUMAN -> "human";
            case AI -> "ai:" + level;
            case NBOARD -> "nboard";
            case REMOTE -> "remote:" + board;
        };
    }

    private static String clip(String s) {
        return s.length() > 60 ? s.substring(0, 60) + "..." : s;
    }
}
