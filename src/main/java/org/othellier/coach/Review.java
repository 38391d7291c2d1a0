package org.othellier.coach;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.othellier.game.Side;

/**
 * A game's review: every move's value against the best move's, and where the game left the named openings.
 * Kept in the journal as text ({@link #encode}): a header line, then one tab-separated line per move.
 *
 * @param level       the level whose search depth valued the moves before the exact solve
 * @param depth       that search depth (plies)
 * @param exactFrom   moves with this many empties or fewer were solved exactly
 * @param opening     the named opening the game followed longest, or null
 * @param leftTheory  the ply (from 1) of the first move outside every known line of the opening table, or 0
 *                    when the game never left them
 * @param plies       the moves, in order (forced passes left out)
 */
public record Review(int level, int depth, int exactFrom, String opening, int leftTheory, List<PlyReview> plies) {

    static final String MAGIC = "othellier-review 1";

    public Review {
        plies = List.copyOf(plies);
    }

    /** The moves classed inaccuracy or worse. */
    public List<PlyReview> errors() {
        return plies.stream().filter(p -> p.kind().isError()).toList();
    }

    /**
     * One move per line, tab-separated: ply, move, value, best move, best value, loss, class (the CLI's columns),
     * written as {@link ReviewWords} writes them: values signed, the loss unsigned.
     */
    public static String line(PlyReview p) {
        return p.ply() + "\t" + p.move() + "\t" + ReviewWords.value(p.value(), p.exact()) + "\t" + p.best() + "\t"
                + ReviewWords.value(p.bestValue(), p.exact()) + "\t" + ReviewWords.loss(p.loss(), p.exact()) + "\t"
                + p.kind().text();
    }

    /** The journal's text. */
    public String encode() {
        StringBuilder sb = new StringBuilder(MAGIC).append("\tlevel=").append(level).append("\tdepth=").append(depth)
                .append("\texact-from=").append(exactFrom).append("\tleft-theory=").append(leftTheory)
                .append("\topening=").append(opening == null ? "" : opening).append('\n');
        for (PlyReview p : plies) {
            sb.append(p.ply()).append('\t').append(p.mover().symbol()).append('\t').append(p.move()).append('\t')
                    .append(String.format(Locale.ROOT, "%.2f", p.value())).append('\t').append(p.best()).append('\t')
                    .append(String.format(Locale.ROOT, "%.2f", p.bestValue())).append('\t')
                    .append(String.format(Locale.ROOT, "%.2f", p.loss())).append('\t').append(p.kind().text()).append('\t')
                    .append(p.exact() ? "exact" : "depth").append('\t').append(p.depth()).append('\t')
                    .append(String.join(" ", p.bestLine())).append('\n');
        }
        return sb.toString();
    }

    /** Reads {@link #encode}'s text; a damaged text throws {@link IllegalArgumentException} naming the line. */
    public static Review decode(String text) {
        String[] lines = text.split("\n");
        if (lines.length == 0 || !lines[0].startsWith(MAGIC + "\t")) {
            throw new IllegalArgumentException("not a review: the first line is not '" + MAGIC + "'");
        }
        int level = 0;
        int depth = 0;
        int exactFrom = 0;
        int left = 0;
        String opening = null;
        for (String field : lines[0].substring(MAGIC.length() + 1).split("\t")) {
            int eq = field.indexOf('=');
            String key = eq < 0 ? field : field.substring(0, eq);
            String value = eq < 0 ? "" : field.substring(eq + 1);
            try {
                switch (key) {
                    case "level" -> level = Integer.parseInt(value);
                    case "depth" -> depth = Integer.parseInt(value);
                    case "exact-from" -> exactFrom = Integer.parseInt(value);
                    case "left-theory" -> left = Integer.parseInt(value);
                    case "opening" -> opening = value.isEmpty() ? null : value;
                    default -> { } // a later build's field
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("review header: " + key + " '" + value + "' is not a number");
            }
        }
        List<PlyReview> plies = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            String[] f = lines[i].split("\t", -1);
            try {
                if (f.length < 11) {
                    throw new IllegalArgumentException("11 fields expected, found " + f.length);
                }
                plies.add(new PlyReview(Integer.parseInt(f[0]), Side.fromSymbol(f[1].charAt(0)), f[2],
                        Double.parseDouble(f[3]), f[4], Double.parseDouble(f[5]), Double.parseDouble(f[6]),
                        MistakeClass.parse(f[7]), f[8].equals("exact"), Integer.parseInt(f[9]),
                        f[10].isBlank() ? List.of() : Arrays.asList(f[10].split(" "))));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("review line " + (i + 1) + " '" + lines[i] + "': " + e.getMessage(), e);
            }
        }
        return new Review(level, depth, exactFrom, opening, left, plies);
    }
}
