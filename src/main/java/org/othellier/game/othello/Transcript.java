package org.othellier.game.othello;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.othellier.text.Ascii;

/**
 * Game transcripts: {@code f5d6c3d3c4}, in either case, with or without separators. A forced pass
 * may be written {@code PA} or left out, as most real transcripts do (O-7).
 */
public final class Transcript {

    private Transcript() {
    }

    /** The tokens of a transcript: squares and passes as written, separators dropped. */
    public static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c) || c == ',' || c == ';' || c == '-' || c == '.' || c == '_') {
                i++;
                continue;
            }
            char lower = Character.toLowerCase(c);
            if (text.regionMatches(true, i, "pass", 0, 4)) {
                tokens.add(text.substring(i, i + 4));
                i += 4;
            } else if (text.regionMatches(true, i, "pa", 0, 2) || text.regionMatches(true, i, "ps", 0, 2)) {
                tokens.add(text.substring(i, i + 2));
                i += 2;
            } else if (lower >= 'a' && lower <= 'z') {
                int j = i + 1;
                // A row is 1 to 10: take a second digit only when it makes 10.
                if (j < n && Ascii.isDigit(text.charAt(j))) {
                    j++;
                    if (j < n && text.charAt(j - 1) == '1' && text.charAt(j) == '0') {
                        j++;
                    }
                }
                tokens.add(text.substring(i, j));
                i = j;
            } else {
                int j = i + 1;
                while (j < n && !Character.isLetter(text.charAt(j)) && !Character.isWhitespace(text.charAt(j))) {
                    j++;
                }
                tokens.add(text.substring(i, j));
                i = j;
            }
        }
        return tokens;
    }

    /**
     * Replays a transcript from the variant's start and returns the game, with every forced pass
     * in its place. Throws {@link TranscriptException} at the first token that cannot be read or played.
     */
    public static OthelloGame replay(OthelloVariant variant, String text) {
        return replay(OthelloPosition.start(variant), text);
    }

    /** Replays a transcript from a given position. */
    public static OthelloGame replay(OthelloPosition start, String text) {
        OthelloGame game = new OthelloGame(start);
        for (String token : tokens(text)) {
            OthelloMove move;
            try {
                move = OthelloMove.parse(token);
            } catch (IllegalArgumentException e) {
                throw new TranscriptException(game.ply() + 1, token, e.getMessage());
            }
            if (!move.isPass() && game.position().mustPass()) {
                game.play(OthelloMove.PASS); // passes are usually left out
            }
            OthelloPosition before = game.position();
            if (before.isOver()) {
                throw new TranscriptException(game.ply() + 1, token, "the game is already over");
            }
            try {
                game.play(move);
            } catch (IllegalOthelloMoveException e) {
                throw new TranscriptException(game.ply() + 1, token, e.getMessage());
            }
        }
        return game;
    }

    /** The moves as {@code f5d6c3...}; passes written {@code PA} only when {@code withPasses}. */
    public static String format(List<OthelloMove> moves, boolean withPasses) {
        StringBuilder sb = new StringBuilder(moves.size() * 2);
        for (OthelloMove m : moves) {
            if (m.isPass()) {
                if (withPasses) {
                    sb.append("PA");
                }
            } else {
                sb.append(m.toString().toLowerCase(Locale.ROOT));
            }
        }
        return sb.toString();
    }
}
