package org.othellier.hw.gpio.sim;

/**
 * The electrical model of a switch matrix: which switches are closed, and what each column line reads
 * while some rows are driven low (columns have pull-ups). With a diode in series with every switch, a
 * column reads low exactly when one of its closed switches sits on a low row. Without diodes current
 * also runs backwards through closed switches, so a column is low whenever closed switches connect it,
 * by any path through other rows and columns, to a low row: the ghost squares of a diode-less matrix
 * (three closed corners of a rectangle make the fourth read closed).
 */
public final class DiodeMatrixModel {

    private final int rows;
    private final int cols;
    private final boolean diodes;
    private final boolean[] closed;

    public DiodeMatrixModel(int rows, int cols, boolean diodes) {
        this.rows = rows;
        this.cols = cols;
        this.diodes = diodes;
        this.closed = new boolean[rows * cols];
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    public synchronized void set(int row, int col, boolean isClosed) {
        closed[row * cols + col] = isClosed;
    }

    public synchronized boolean closed(int row, int col) {
        return closed[row * cols + col];
    }

    public synchronized void toggle(int row, int col) {
        closed[row * cols + col] = !closed[row * cols + col];
    }

    public synchronized void openAll() {
        java.util.Arrays.fill(closed, false);
    }

    /** Column levels (true = high) while the rows marked in {@code rowLow} are driven low. */
    public synchronized boolean[] columns(boolean[] rowLow) {
        boolean[] high = new boolean[cols];
        java.util.Arrays.fill(high, true);
        if (diodes) {
            for (int r = 0; r < rows; r++) {
                if (!rowLow[r]) {
                    continue;
                }
                for (int c = 0; c < cols; c++) {
                    if (closed[r * cols + c]) {
                        high[c] = false;
                    }
                }
            }
            return high;
        }
        // Without diodes: every net of rows and columns joined by closed switches is low if it holds a low row.
        int[] parent = new int[rows + cols];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (closed[r * cols + c]) {
                    parent[find(parent, r)] = find(parent, rows + c);
                }
            }
        }
        boolean[] lowNet = new boolean[rows + cols];
        for (int r = 0; r < rows; r++) {
            if (rowLow[r]) {
                lowNet[find(parent, r)] = true;
            }
        }
        for (int c = 0; c < cols; c++) {
            high[c] = !lowNet[find(parent, rows + c)];
        }
        return high;
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }
}
