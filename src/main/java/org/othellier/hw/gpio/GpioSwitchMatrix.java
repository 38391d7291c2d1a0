package org.othellier.hw.gpio;

import java.util.List;
import org.othellier.hw.gpio.io.DigitalIn;
import org.othellier.hw.gpio.io.DigitalOut;

/**
 * The matrix on the Pi's own pins. Rows are outputs, high when idle; pulling one low selects it, and
 * every closed switch of that row pulls its column (an input with the Pi's pull-up) low through its
 * diode. The diode stops the current that would otherwise run back through a neighbour's closed switch
 * into an idle row, so any number of closed switches read true (no ghosts).
 */
final class GpioSwitchMatrix implements SwitchMatrix {

    private final List<DigitalOut> rows;
    private final List<DigitalIn> cols;
    private final long settleNanos;

    GpioSwitchMatrix(List<DigitalOut> rows, List<DigitalIn> cols, long settleNanos) {
        this.rows = List.copyOf(rows);
        this.cols = List.copyOf(cols);
        this.settleNanos = settleNanos;
    }

    @Override
    public int rows() {
        return rows.size();
    }

    @Override
    public int cols() {
        return cols.size();
    }

    @Override
    public void scan(boolean[] closed) {
        int n = cols.size();
        for (int r = 0; r < rows.size(); r++) {
            DigitalOut row = rows.get(r);
            row.set(false);
            Spin.nanos(settleNanos); // the column lines' capacitance charging through the pull-ups
            for (int c = 0; c < n; c++) {
                closed[r * n + c] = !cols.get(c).isHigh();
            }
            row.set(true);
        }
    }
}
