package org.othellier.game.octi;

import java.util.Locale;

/**
 * The 9x9 Octi board: squares named as on the Othello side, column letter a..i and row 1..9,
 * {@code a1} top-left (O-2), indexed {@code row * 9 + col}. Neighbour tables for the flat board and
 * for the cylinder of the advanced game (X-14: columns a and i are adjacent, rows do not wrap).
 */
public final class Squares {

    public static final int SIZE = 9;
    public static final int COUNT = SIZE * SIZE;

    private static final int[] FLAT = new int[COUNT * 8];
    private static final int[] CYLINDER = new int[COUNT * 8];

    static {
        for (int sq = 0; sq < COUNT; sq++) {
            for (Dir d : Dir.ALL) {
                int c = col(sq) + d.dx;
                int r = row(sq) + d.dy;
                boolean rowOk = r >= 0 && r < SIZE;
                FLAT[sq * 8 + d.ordinal()] = rowOk && c >= 0 && c < SIZE ? of(c, r) : -1;
                CYLINDER[sq * 8 + d.ordinal()] = rowOk ? of(Math.floorMod(c, SIZE), r) : -1;
            }
        }
    }

    private Squares() {
    }

    public static int of(int col, int row) {
        return row * SIZE + col;
    }

    public static int col(int square) {
        return square % SIZE;
    }

    public static int row(int square) {
        return square / SIZE;
    }

    /** The square one step from {@code square} in direction {@code dir}, or -1 off the board. */
    public static int next(int square, Dir dir, boolean cylinder) {
        return next(square, dir.ordinal(), cylinder);
    }

    static int next(int square, int dir, boolean cylinder) {
        return (cylinder ? CYLINDER : FLAT)[square * 8 + dir];
    }

    /**
     * The direction in which {@code to} lies exactly {@code steps} (1 or 2) squares from {@code from}
     * in a straight line, or null. On the cylinder a column difference counts modulo 9; 1 and 2 are
     * never ambiguous there since 9 is more than twice 2.
     */
    public static Dir direction(int from, int to, int steps, boolean cylinder) {
        for (Dir d : Dir.ALL) {
            int sq = from;
            for (int i = 0; i < steps && sq >= 0; i++) {
                sq = next(sq, d.ordinal(), cylinder);
            }
            if (sq == to) {
                return d;
            }
        }
        return null;
    }

    public static String name(int square) {
        return "" + (char) ('a' + col(square)) + (row(square) + 1);
    }

    /** Reads {@code e3} or {@code E3}; throws naming the text when it is no square of the 9x9 board. */
    public static int parse(String text) {
        String t = text.toLowerCase(Locale.ROOT);
        if (t.length() != 2 || t.charAt(0) < 'a' || t.charAt(0) > 'i' || t.charAt(1) < '1' || t.charAt(1) > '9') {
            throw new IllegalArgumentException("'" + text + "' is not a square of the 9x9 board (a1 to i9)");
        }
        return of(t.charAt(0) - 'a', t.charAt(1) - '1');
    }
}
