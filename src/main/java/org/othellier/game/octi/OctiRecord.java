package org.othellier.game.octi;

import java.util.Locale;

/**
 * The game record format (docs/OCTI.md "Game records"): header lines {@code Key: value} with the
 * variant (required), the players by seat, the result and free tags; then the moves in the notation,
 * one round per line after its number. {@code ;} starts a comment to the end of the line.
 *
 * <pre>
 * Variant: fast
 * Black: ai:4
 * White: greedy
 * Result: Black wins
 *
 * 1. e7+N c3+S
 * 2. e7-e6 @e3
 * </pre>
 *
 * Reading replays every move and refuses, naming the line, the move and the reason, anything that
 * cannot be read or played, and a result that contradicts the game's end.
 */
public final class OctiRecord {

    private OctiRecord() {
    }

    public static String write(OctiGame game) {
        StringBuilder sb = new StringBuilder();
        sb.append("Variant: ").append(game.variant().id()).append('\n');
        game.tags().forEach((k, v) -> {
            if (!k.equalsIgnoreCase("Variant") && !k.equalsIgnoreCase("Result")) {
                sb.append(k).append(": ").append(v).append('\n');
            }
        });
        OctiResult outcome = game.result();
        String result = game.tags().getOrDefault("Result",
                outcome.describe(game.variant()) + (outcome.isOver() ? " (" + outcome.reason() + ")" : ""));
        sb.append("Result: ").append(result).append('\n');
        sb.append('\n');
        int players = game.variant().players();
        for (int ply = 0; ply < game.ply(); ply++) {
            if (ply % players == 0) {
                if (ply > 0) {
                    sb.append('\n');
                }
                sb.append(ply / players + 1).append('.');
            }
            sb.append(' ').append(game.notation(ply));
        }
        if (game.ply() > 0) {
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Reads a record back into the same game. */
    public static OctiGame read(String text) {
        String[] lines = text.split("\r?\n", -1);
        OctiGame game = null;
        String declaredResult = null;
        int ln = 0;
        // Header: Key: value lines up to the first blank line or the first line that is not one.
        for (; ln < lines.length; ln++) {
            String line = stripComment(lines[ln]).strip();
            if (line.isEmpty()) {
                if (game != null) {
                    ln++;
                    break;
                }
                continue;
            }
            int colon = line.indexOf(':');
            String keyText = colon <= 0 ? "" : line.substring(0, colon);
            // A key is a word; "e7" in "e7:e5" is a square, so a move line never passes for a header.
            if (!keyText.matches("[A-Za-z][A-Za-z0-9 _-]*") || keyText.matches("[a-iA-I][1-9]")) {
                break;
            }
            String key = line.substring(0, colon).strip();
            String value = line.substring(colon + 1).strip();
            if (key.equalsIgnoreCase("Variant")) {
                try {
                    game = new OctiGame(OctiVariant.parse(value));
                } catch (IllegalArgumentException e) {
                    throw new RecordException(ln + 1, e.getMessage());
                }
            } else if (game == null) {
                throw new RecordException(ln + 1, "the record must start with its variant (Variant: fast)");
            } else if (key.equalsIgnoreCase("Result")) {
                declaredResult = value;
            } else {
                game.tag(key, value);
            }
        }
        if (game == null) {
            throw new RecordException(1, "no 'Variant:' line (fast, classic, four-player or advanced)");
        }
        for (; ln < lines.length; ln++) {
            for (String token : stripComment(lines[ln]).trim().split("\\s+")) {
                if (token.isEmpty() || token.matches("\\d+\\.+")) {
                    continue;
                }
                if (game.position().isOver()) {
                    throw new RecordException(ln + 1, "move " + (game.ply() + 1) + " '" + token + "': the game is already over: "
                            + game.position().result().reason());
                }
                try {
                    game.play(OctiNotation.parse(game.position(), token));
                } catch (IllegalArgumentException e) {
                    String reason = e instanceof OctiNotation.NotationException n ? n.reason() : e.getMessage();
                    throw new RecordException(ln + 1, "move " + (game.ply() + 1) + " '" + token + "': " + reason);
                }
            }
        }
        if (declaredResult != null) {
            OctiResult outcome = game.result();
            String actual = outcome.describe(game.variant());
            if (outcome.isOver() && !declaredResult.toLowerCase(Locale.ROOT).startsWith(actual.toLowerCase(Locale.ROOT))) {
                throw new RecordException(lines.length, "the record says '" + declaredResult + "' but the moves end in: "
                        + actual + " (" + outcome.reason() + ")");
            }
            if (!outcome.isOver()) {
                game.tag("Result", declaredResult);
            }
        }
        return game;
    }

    private static String stripComment(String line) {
        int i = line.indexOf(';');
        return i < 0 ? line : line.substring(0, i);
    }

    /** A record that cannot be read: the message names the line (from 1) and what is wrong there. */
    public static final class RecordException extends IllegalArgumentException {
        private final int line;

        public RecordException(int line, String message) {
            super("record line " + line + ": " + message);
            this.line = line;
        }

        public int line() {
            return line;
        }
    }
}
