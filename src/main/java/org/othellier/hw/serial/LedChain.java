package org.othellier.hw.serial;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.othellier.config.ConfigException;

/**
 * The order in which a board's WS2812 chain runs over its squares ({@code [serial] led-chain}, sent to the
 * controller with SET_LED_CHAIN, PROTOCOL.md): from one of the four corners, along the rows or along the
 * columns, every line the same way ({@code straight}) or every other line back ({@code serpentine}, as a
 * strip laid in a zig-zag runs). Written {@code PATH-CORNER-DIRECTION}, e.g. {@code serpentine-a1-rows}:
 * the corner is the square of the chain's first LED on the board in use (a1, h1, a8 or h8 on 8x8), so it
 * is checked against the controller's grid when it greets ({@link #misfit}).
 *
 * @param serpentine   every other line runs back
 * @param corner       the square of the first LED, as written
 * @param alongColumns the chain runs along the columns (a1, a2, ...) rather than along the rows (a1, b1, ...)
 */
public record LedChain(boolean serpentine, String corner, boolean alongColumns) {

    /** Row by row from a1, every row from column a: the only order of firmware before 1.2.0. */
    public static final LedChain ROWS_FROM_A1 = new LedChain(false, "a1", false);

    // The wire's flags (PROTOCOL.md, "LED chain order").
    static final int LAST_COLUMN = 1;
    static final int LAST_ROW = 2;
    static final int COLUMNS = 4;
    static final int SERPENTINE = 8;

    private static final Pattern SPELLING = Pattern.compile("(straight|serpentine)-([a-j])([0-9]{1,2})-(rows|columns)");

    public LedChain {
        Matcher m = Pattern.compile("([a-j])([0-9]{1,2})").matcher(corner);
        if (!m.matches() || !couldBeCorner(m.group(1).charAt(0), Integer.parseInt(m.group(2)))) {
            throw new IllegalArgumentException(corner + " is not a corner square");
        }
    }

    /** Reads {@code text}; a bad one is refused naming {@code key} and what it may be. */
    public static LedChain parse(String text, String key) {
        Matcher m = SPELLING.matcher(text.strip().toLowerCase(Locale.ROOT));
        String corner = m.matches() ? m.group(2) + m.group(3) : null;
        if (corner == null || !couldBeCorner(corner.charAt(0), Integer.parseInt(m.group(3)))) {
            throw new ConfigException(key + " = \"" + text + "\" is not a chain order: write PATH-CORNER-DIRECTION, with PATH"
                    + " straight or serpentine (every other row or column runs back, as a strip laid in a zig-zag),"
                    + " CORNER the square of the chain's first LED (a1, h1, a8 or h8 on an 8x8 board; i1, a9, i9 on 9x9;"
                    + " j1, a10, j10 on 10x10; f1, a6, f6 on 6x6) and DIRECTION rows or columns (which way the chain"
                    + " leaves that corner), e.g. \"serpentine-a1-rows\"");
        }
        return new LedChain(m.group(1).equals("serpentine"), corner, m.group(4).equals("columns"));
    }

    private static boolean couldBeCorner(char file, int rank) {
        return (file == 'a' || file >= 'f' && file <= 'j') && (rank == 1 || rank >= 6 && rank <= 10);
    }

    /** The byte SET_LED_CHAIN carries. */
    public int code() {
        return (corner.charAt(0) != 'a' ? LAST_COLUMN : 0) | (!corner.substring(1).equals("1") ? LAST_ROW : 0)
                | (alongColumns ? COLUMNS : 0) | (serpentine ? SERPENTINE : 0);
    }

    /** As the configuration writes it. */
    public String spelling() {
        return (serpentine ? "serpentine-" : "straight-") + corner + (alongColumns ? "-columns" : "-rows");
    }

    /** Null when the corner is one of a {@code rows}x{@code cols} board's; otherwise why this order cannot be its. */
    public String misfit(int rows, int cols) {
        String[] corners = {square(0, 0), square(cols - 1, 0), square(0, rows - 1), square(cols - 1, rows - 1)};
        for (String c : corners) {
            if (c.equals(corner)) {
                return null;
            }
        }
        return "led-chain = \"" + spelling() + "\" starts at " + corner + ", which is not a corner of a " + rows + "x" + cols
                + " board (" + String.join(", ", corners) + ")";
    }

    /** The square (row * cols + col, a1 = 0) of the LED at {@code position} on the chain (0 nearest the controller). */
    public int squareAt(int position, int rows, int cols) {
        int lineLength = alongColumns ? rows : cols;
        int line = position / lineLength;
        int along = position % lineLength;
        if (serpentine && line % 2 == 1) {
            along = lineLength - 1 - along;
        }
        int row = alongColumns ? along : line;
        int col = alongColumns ? line : along;
        int code = code();
        if ((code & LAST_ROW) != 0) {
            row = rows - 1 - row;
        }
        if ((code & LAST_COLUMN) != 0) {
            col = cols - 1 - col;
        }
        return row * cols + col;
    }

    /** Where on the chain the LED of {@code square} sits: the inverse of {@link #squareAt}. */
    public int position(int square, int rows, int cols) {
        for (int p = 0; p < rows * cols; p++) {
            if (squareAt(p, rows, cols) == square) {
                return p;
            }
        }
        throw new IllegalArgumentException("square " + square + " is not on a " + rows + "x" + cols + " board");
    }

    private static String square(int col, int row) {
        return "" + (char) ('a' + col) + (row + 1);
    }

    @Override
    public String toString() {
        return spelling();
    }
}
