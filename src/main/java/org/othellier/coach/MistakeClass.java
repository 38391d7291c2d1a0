package org.othellier.coach;

import java.util.Locale;

/**
 * How bad a move was, by the discs it lost against the best move (docs/REVIEW.md): the loss is the best
 * move's value minus the played move's, both as the final disc difference for the mover.
 */
public enum MistakeClass {
    /** The best move, or one worth as much. */
    BEST(0),
    /** Lost less than 2 discs: within the search's own error before the exact solve. */
    GOOD(0),
    /** Lost 2 discs or more. */
    INACCURACY(2),
    /** Lost 4 discs or more. */
    MISTAKE(4),
    /** Lost 8 discs or more. */
    BLUNDER(8);

    /** The smallest loss (discs) of the class. */
    public final double from;

    MistakeClass(double from) {
        this.from = from;
    }

    /** The class of a loss in discs (0 or more); a loss under 0.05 of a disc is the best move. */
    public static MistakeClass of(double loss) {
        if (loss >= BLUNDER.from) {
            return BLUNDER;
        }
        if (loss >= MISTAKE.from) {
            return MISTAKE;
        }
        if (loss >= INACCURACY.from) {
            return INACCURACY;
        }
        return loss < 0.05 ? BEST : GOOD;
    }

    /** Worth showing on the graph and in the list. */
    public boolean isError() {
        return this.compareTo(INACCURACY) >= 0;
    }

    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static MistakeClass parse(String text) {
        return valueOf(text.strip().toUpperCase(Locale.ROOT));
    }
}
