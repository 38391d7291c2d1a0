package org.othellier.coach;

import java.util.Locale;

/**
 * How hard a puzzle is, by the empty squares left: the more empties, the deeper a person has to read to see
 * what each move gives away. The bounds follow the shipped collection: our own short endings for beginners, the
 * FFO positions from 14 empties up.
 */
public enum PuzzleGrade {
    /** Up to 12 empties: a few moves to the end, read out by counting. */
    BEGINNER(0, 12),
    /** 13 to 16 empties: FFO's easiest positions. */
    CLUB(13, 16),
    /** 17 to 22 empties. */
    EXPERT(17, 22),
    /** 23 empties and more: FFO's hardest, where programs take seconds. */
    MASTER(23, 64);

    private final int minEmpties;
    private final int maxEmpties;

    PuzzleGrade(int minEmpties, int maxEmpties) {
        this.minEmpties = minEmpties;
        this.maxEmpties = maxEmpties;
    }

    public static PuzzleGrade of(int empties) {
        for (PuzzleGrade g : values()) {
            if (empties >= g.minEmpties && empties <= g.maxEmpties) {
                return g;
            }
        }
        throw new IllegalArgumentException("no grade for " + empties + " empties");
    }

    /** {@code beginner}, {@code club}, {@code expert}, {@code master}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The grade named {@code text}, or an error listing the grades. */
    public static PuzzleGrade parse(String text) {
        for (PuzzleGrade g : values()) {
            if (g.id().equals(text.strip().toLowerCase(Locale.ROOT))) {
                return g;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a puzzle grade (beginner, club, expert, master)");
    }

    /** What the page says about the grade. */
    public String describe() {
        return id() + " (" + (this == MASTER ? minEmpties + "+" : minEmpties == 0 ? "up to " + maxEmpties
                : minEmpties + "-" + maxEmpties) + " empties)";
    }
}
