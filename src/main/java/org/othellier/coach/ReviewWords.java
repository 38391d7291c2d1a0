package org.othellier.coach;

import java.util.Locale;

/**
 * How a review's figures are written, the same on the page, on the command line and in GGF (docs/REVIEW.md
 * "One sign convention"): a value is the final disc difference from the mover's side, signed ({@code +0.9},
 * {@code -9.6}, {@code 0}); a loss is the discs a move gave away against the best move, never signed
 * ({@code 10.4}), in words "loses 10.4". Whole numbers when solved exactly, tenths when searched.
 */
public final class ReviewWords {

    /** The convention in one sentence, for the page and the command's help. */
    public static final String CONVENTION = "Values are the final disc difference the mover can expect with best play"
            + " (+ ahead, - behind); a loss is the discs a move gives away against the best move, always 0 or more.";

    private ReviewWords() {
    }

    /** A value, signed: {@code +4}, {@code -9.6}, {@code 0} (no sign on nothing). */
    public static String value(double v, boolean exact) {
        String s = exact ? Long.toString(Math.round(v)) : String.format(Locale.ROOT, "%.1f", v);
        if (s.equals("0") || s.equals("0.0") || s.equals("-0") || s.equals("-0.0")) {
            return exact ? "0" : "0.0";
        }
        return s.startsWith("-") ? s : "+" + s;
    }

    /** A loss, unsigned: {@code 10.4}, {@code 3}; a negative figure (none is made) is refused. */
    public static String loss(double discs, boolean exact) {
        if (discs < 0) {
            throw new IllegalArgumentException("a loss is 0 discs or more, got " + discs);
        }
        return exact ? Long.toString(Math.round(discs)) : String.format(Locale.ROOT, "%.1f", discs);
    }

    /** The move in the list of mistakes: {@code 12. Black c2: blunder, loses 10.4 (best c4)}. */
    public static String listed(PlyReview p) {
        return p.ply() + ". " + side(p) + " " + p.move() + ": " + p.kind().text() + ", loses "
                + loss(p.loss(), p.exact()) + " (best " + p.best() + ")";
    }

    /**
     * The move in full: {@code Black played c2, worth -9.6; best c4, worth +0.9: c2 loses 10.4 discs, a blunder.}
     * or, for the best move, {@code Black played f5, worth +2: the best move.}
     */
    public static String detail(PlyReview p) {
        String played = side(p) + " played " + p.move() + ", worth " + value(p.value(), p.exact());
        if (p.best().equals(p.move())) {
            return played + ": the best move.";
        }
        String lost = loss(p.loss(), p.exact());
        return played + "; best " + p.best() + ", worth " + value(p.bestValue(), p.exact()) + ": " + p.move() + " loses "
                + lost + (lost.equals("1") ? " disc" : " discs") + (p.kind().isError() ? ", " + article(p.kind()) : "")
                + ".";
    }

    private static String article(MistakeClass kind) {
        return (kind == MistakeClass.INACCURACY ? "an " : "a ") + kind.text();
    }

    private static String side(PlyReview p) {
        String s = p.mover().name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
