package org.othellier.board;

import java.util.Arrays;
import org.othellier.text.Ascii;

/**
 * One reading of every square of the grid, row by row from the top-left square ({@code a1}).
 * Immutable. Written as one character per square: {@code -} empty, {@code #} occupied,
 * {@code X}/{@code O} black/white.
 */
public final class SensorFrame {

    private final int rows;
    private final int cols;
    private final Reading[] cells;

    private SensorFrame(int rows, int cols, Reading[] cells) {
        this.rows = rows;
        this.cols = cols;
        this.cells = cells;
    }

    public static SensorFrame of(int rows, int cols, Reading[] cells) {
        if (cells.length != rows * cols) {
            throw new IllegalArgumentException("a " + rows + "x" + cols + " frame needs " + rows * cols
                    + " squares, got " + cells.length);
        }
        return new SensorFrame(rows, cols, cells.clone());
    }

    public static SensorFrame empty(int rows, int cols) {
        Reading[] cells = new Reading[rows * cols];
        Arrays.fill(cells, Reading.EMPTY);
        return new SensorFrame(rows, cols, cells);
    }

    /**
     * Reads a square grid from one character per square, or from a text picture: whitespace, row
     * numbers and a column-letter header line are ignored. Throws with the position of a bad character.
     */
    public static SensorFrame parse(String text) {
        StringBuilder squares = new StringBuilder();
        String caption = null;
        for (String line : text.split("\n")) {
            String body = line.strip();
            if (body.isEmpty() || Character.isLetter(body.charAt(0)) && "XxOo".indexOf(body.charAt(0)) < 0) {
                caption = body.isEmpty() ? caption : body;
                continue; // column letters or a caption
            }
            for (int i = 0; i < body.length(); i++) {
                char c = body.charAt(i);
                if (Character.isWhitespace(c) || Ascii.isDigit(c)) {
                    continue;
                }
                if ("-.#XxOo*".indexOf(c) < 0) {
                    throw new IllegalArgumentException("frame character " + (squares.length() + 1) + " is '" + c
                            + "' (expected - for empty, # for occupied, X or O for a colour)");
                }
                squares.append(c);
            }
        }
        int n = squares.length();
        int side = (int) Math.round(Math.sqrt(n));
        if (side * side != n || side < 6 || side > 10) {
            throw new IllegalArgumentException("a frame has one character per square of a 6x6 to 10x10 grid; got "
                    + n + " squares" + (caption == null ? "" : " ('" + shorten(caption) + "' was read as a caption: it starts with a letter)"));
        }
        Reading[] cells = new Reading[n];
        for (int i = 0; i < n; i++) {
            cells[i] = Reading.fromSymbol(squares.charAt(i));
        }
        return new SensorFrame(side, side, cells);
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    public int squares() {
        return cells.length;
    }

    public Reading get(int square) {
        return cells[square];
    }

    public Reading get(int col, int row) {
        return cells[row * cols + col];
    }

    /** A copy with one square changed. */
    public SensorFrame with(int square, Reading reading) {
        Reading[] copy = cells.clone();
        copy[square] = reading;
        return new SensorFrame(rows, cols, copy);
    }

    /** What a presence sensor would read: every colour becomes {@link Reading#OCCUPIED}. */
    public SensorFrame asPresence() {
        Reading[] copy = new Reading[cells.length];
        for (int i = 0; i < cells.length; i++) {
            copy[i] = cells[i].isOccupied() ? Reading.OCCUPIED : Reading.EMPTY;
        }
        return new SensorFrame(rows, cols, copy);
    }

    /** One character per square, row by row. */
    public String toCompactString() {
        StringBuilder sb = new StringBuilder(cells.length);
        for (Reading r : cells) {
            sb.append(r.symbol());
        }
        return sb.toString();
    }

    /** A picture, one row per line. */
    public String toPicture() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                sb.append(c == 0 ? "" : " ").append(get(c, r).symbol());
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SensorFrame f && f.rows == rows && f.cols == cols && Arrays.equals(f.cells, cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells) * 31 + rows;
    }

    @Override
    public String toString() {
        return toCompactString();
    }

    private static String shorten(String text) {
        return text.length() > 20 ? text.substring(0, 20) + "..." : text;
    }
}
