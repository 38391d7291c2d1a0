package org.othellier.formats;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;

/**
 * OBF, the one-line position format Othello tools exchange: 64 characters row by row from a1
 * ({@code X} black, {@code O} white, {@code -} empty), a space, the side to move, {@code ;}, then
 * optionally known moves with their exact scores ({@code A2:+38;}) and a {@code %} comment.
 * Blank lines and lines starting with {@code %} or {@code #} are skipped.
 */
public final class Obf {

    private Obf() {
    }

    /** A move with its exact score for the side to move (disc difference, empties to the winner). */
    public record ScoredMove(OthelloMove move, int score) {
    }

    /** One position of a file, with its line number. */
    public record Entry(int line, OthelloPosition position, List<ScoredMove> knownMoves, String comment) {

        /** The best known score, if the line lists scored moves. */
        public Integer bestScore() {
            return knownMoves.stream().map(ScoredMove::score).max(Integer::compare).orElse(null);
        }
    }

    /** A whole file: the positions read, and one error per line that could not be read. */
    public record Parsed(List<Entry> entries, List<FormatException> errors) {
    }

    /** Reads every line; a bad line becomes an error naming its number and the reason, and reading goes on. */
    public static Parsed read(Reader reader, OthelloVariant variant) throws IOException {
        List<Entry> entries = new ArrayList<>();
        List<FormatException> errors = new ArrayList<>();
        BufferedReader in = new BufferedReader(reader);
        String line;
        int number = 0;
        while ((line = in.readLine()) != null) {
            number++;
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("%") || t.startsWith("#")) {
                continue;
            }
            try {
                entries.add(parseLine(t, number, variant));
            } catch (FormatException e) {
                errors.add(e);
            }
        }
        return new Parsed(entries, errors);
    }

    /** Parses one OBF line. Throws {@link FormatException} starting with {@code line N:}. */
    public static Entry parseLine(String line, int number, OthelloVariant variant) {
        String body = line;
        String comment = "";
        int pct = body.indexOf('%');
        if (pct >= 0) {
            comment = body.substring(pct + 1).strip();
            body = body.substring(0, pct);
        }
        String[] parts = body.split(";");
        String head = parts[0].strip();
        int n = variant.squares();
        String[] words = head.split("\\s+");
        if (words.length != 2) {
            throw new FormatException("line " + number + ": expected " + n
                    + " squares, a space and the side to move, got '" + head + "'");
        }
        if (words[0].length() != n) {
            throw new FormatException("line " + number + ": the board has " + words[0].length() + " squares, expected " + n);
        }
        if (words[1].length() != 1 || "XxOo*".indexOf(words[1].charAt(0)) < 0) {
            throw new FormatException("line " + number + ": side to move '" + words[1] + "' is not X or O");
        }
        OthelloPosition position;
        try {
            position = OthelloPosition.of(variant, words[0], Side.fromSymbol(words[1].charAt(0)));
        } catch (IllegalArgumentException e) {
            throw new FormatException("line " + number + ": " + e.getMessage());
        }
        checkReachable(position, number);
        List<ScoredMove> known = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i].strip();
            if (p.isEmpty()) {
                continue;
            }
            String[] kv = p.split(":");
            try {
                OthelloMove m = OthelloMove.parse(kv[0]);
                if (kv.length != 2) {
                    throw new IllegalArgumentException("expected MOVE:SCORE");
                }
                known.add(new ScoredMove(m, Integer.parseInt(kv[1].strip().replace("+", ""))));
            } catch (IllegalArgumentException e) {
                throw new FormatException("line " + number + ": scored move '" + p + "': " + e.getMessage());
            }
        }
        return new Entry(number, position, List.copyOf(known), comment);
    }

    /** An Othello position always has the four centre squares filled (O-3): otherwise no game reaches it. */
    private static void checkReachable(OthelloPosition p, int number) {
        if (p.variant().start() != org.othellier.game.othello.Start.OTHELLO) {
            return;
        }
        int c = p.size() / 2 - 1;
        for (int dr = 0; dr < 2; dr++) {
            for (int dc = 0; dc < 2; dc++) {
                if (p.at(c + dc, c + dr) == null) {
                    throw new FormatException("line " + number + ": illegal position: centre square "
                            + new OthelloMove(c + dc, c + dr) + " is empty, which no Othello game reaches (O-3)");
                }
            }
        }
    }

    /** One OBF line for a position, without known moves. */
    public static String format(OthelloPosition p) {
        return p.squares() + " " + p.toMove().symbol() + ";";
    }
}
