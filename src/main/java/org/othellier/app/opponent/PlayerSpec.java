package org.othellier.app.opponent;

import java.util.Locale;
import org.othellier.engine.Level;

/**
 * Who plays one side: a person at the board, the engine at a level (1 to 10, as
 * {@link Level} documents them), an external engine over the NBoard protocol, or a person at another board whose
 * moves come over a broker (docs/REMOTE.md), or a person with no board who plays on the board's page from a phone
 * (docs/REMOTE.md, "A phone as the far opponent"). Written {@code human}, {@code ai} (the default level), {@code ai:3}
 * or just {@code 3}, {@code nboard}, {@code remote:BOARD}, and {@code phone} or {@code phone:NAME}.
 *
 * @param kind  who
 * @param level the AI's level (1 to {@link Level#MAX}); 0 for the others
 * @param board the far board's name for {@code remote}, the person's name for {@code phone}, else null
 */
public record PlayerSpec(Kind kind, int level, String board) {

    public enum Kind { HUMAN, AI, NBOARD, REMOTE, PHONE }

    public static final PlayerSpec HUMAN = new PlayerSpec(Kind.HUMAN, 0);
    /** A far board's name: it is a level of the broker's topics, so no / and no wildcard. */
    private static final String BOARD_NAME = "[A-Za-z0-9_-]{1,32}";
    /** The name of a phone player given none: what the journal and the exports call them. */
    public static final String PHONE_NAME = "phone";

    public PlayerSpec(Kind kind, int level) {
        this(kind, level, null);
    }

    public PlayerSpec {
        if ((kind == Kind.REMOTE || kind == Kind.PHONE) != (board != null)) {
            throw new IllegalArgumentException("a remote or phone player, and only they, have a name");
        }
        if (board != null && !board.matches(BOARD_NAME)) {
            throw new IllegalArgumentException(kind.name().toLowerCase(Locale.ROOT) + ":" + clip(board) + ": a "
                    + (kind == Kind.REMOTE ? "board's" : "player's") + " name is 1 to 32 letters, digits, - or _");
        }
    }

    public static PlayerSpec remote(String board) {
        return new PlayerSpec(Kind.REMOTE, 0, board);
    }

    /** The person playing from a phone, {@code name} in the journal and the exports. */
    public static PlayerSpec phone(String name) {
        return new PlayerSpec(Kind.PHONE, 0, name);
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
        if (t.equals("phone")) {
            return phone(PHONE_NAME);
        }
        if (t.startsWith("phone:")) {
            return phone(text.strip().substring("phone:".length()).strip());
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
                    + Level.MAX + "), nboard, remote:BOARD or phone:NAME");
        }
    }

    @Override
    public String toString() {
        return switch (kind) {
            case HUMAN -> "human";
            case AI -> "ai:" + level;
            case NBOARD -> "nboard";
            case REMOTE -> "remote:" + board;
            case PHONE -> "phone:" + board;
        };
    }

    private static String clip(String s) {
        return s.length() > 60 ? s.substring(0, 60) + "..." : s;
    }
}
