package org.othellier.game.othello;

import java.util.Locale;

/**
 * One move: a disc placed on a square, or a pass (O-7). Immutable. Columns and rows count from 0:
 * {@code a1} is column 0, row 0, the top-left square (O-2).
 */
public record OthelloMove(int col, int row) {

    public static final OthelloMove PASS = new OthelloMove(-1, -1);

    public OthelloMove {
        if (!(col == -1 && row == -1) && (col < 0 || row < 0 || col >= 10 || row >= 10)) {
            throw new IllegalArgumentException("no square at column " + col + ", row " + row);
        }
    }

    public static OthelloMove at(int square, int size) {
        return new OthelloMove(square % size, square / size);
    }

    public boolean isPass() {
        return col < 0;
    }

    /** The square's index on a board of the given size, row by row from a1; -1 for a pass. */
    public int square(int size) {
        return isPass() ? -1 : row * size + col;
    }

    /**
     * Reads {@code d3}, {@code D3}, {@code j10}, or {@code PA}/{@code pass} for a pass. Throws
     * {@link IllegalArgumentException} naming what is wrong.
     */
    public static OthelloMove parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("pa") || t.equals("pass") || t.equals("ps") || t.equals("--")) {
            return PASS;
        }
        if (t.length() < 2 || t.length() > 3) {
            throw new IllegalArgumentException("'" + text + "' is not a square");
        }
        char c = t.charAt(0);
        if (c < 'a' || c > 'j') {
            throw new IllegalArgumentException("'" + text + "' has no column letter a to j");
        }
        int row;
        try {
            row = Integer.parseInt(t.substring(1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' has no row number");
        }
        if (row < 1 || row > 10) {
            throw new IllegalArgumentException("'" + text + "' has row " + row + ", outside 1 to 10");
        }
        return new OthelloMove(c - 'a', row - 1);
    }

    /** {@code d3} style, or {@code PA} for a pass. */
    @Override
    public String toString() {
        return isPass() ? "PA" : "" + (char) ('a' + col) + (row + 1);
    }
}
