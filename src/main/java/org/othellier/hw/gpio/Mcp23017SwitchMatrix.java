package org.othellier.hw.gpio;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.othellier.hw.gpio.GpioConfig.ExpanderPin;

/**
 * The matrix through MCP23017 expanders: the same diode matrix as {@link GpioSwitchMatrix}, with row and
 * column lines on expander pins (one chip has room for an 8x8 matrix: rows on port A, columns on port B).
 * Per row it writes one latch (only to the chips whose latch changes) and reads each column chip once.
 */
final class Mcp23017SwitchMatrix implements SwitchMatrix {

    private final List<Mcp23017> chips;
    private final int[] rowChip;
    private final int[] rowBit;
    private final int[] colChip;
    private final int[] colBit;
    private final int[] rowMask;
    private final boolean[] readsColumns;
    private final int[] levels;
    private final boolean interrupt;

    /** {@code chips} by address; every address a pin names must be there. */
    Mcp23017SwitchMatrix(Map<Integer, Mcp23017> byAddress, List<ExpanderPin> rows, List<ExpanderPin> cols, boolean interrupt) {
        Map<Integer, Integer> index = new LinkedHashMap<>();
        chips = new ArrayList<>();
        for (Map.Entry<Integer, Mcp23017> e : byAddress.entrySet()) {
            index.put(e.getKey(), chips.size());
            chips.add(e.getValue());
        }
        this.interrupt = interrupt;
        rowChip = new int[rows.size()];
        rowBit = new int[rows.size()];
        colChip = new int[cols.size()];
        colBit = new int[cols.size()];
        rowMask = new int[chips.size()];
        int[] colMask = new int[chips.size()];
        readsColumns = new boolean[chips.size()];
        levels = new int[chips.size()];
        for (int r = 0; r < rows.size(); r++) {
            rowChip[r] = index.get(rows.get(r).address());
            rowBit[r] = 1 << rows.get(r).pin();
            rowMask[rowChip[r]] |= rowBit[r];
        }
        for (int c = 0; c < cols.size(); c++) {
            colChip[c] = index.get(cols.get(c).address());
            colBit[c] = 1 << cols.get(c).pin();
            colMask[colChip[c]] |= colBit[c];
            readsColumns[colChip[c]] = true;
        }
        for (int i = 0; i < chips.size(); i++) {
            chips.get(i).configure(rowMask[i], interrupt ? colMask[i] : 0);
        }
    }

    @Override
    public int rows() {
        return rowChip.length;
    }

    @Override
    public int cols() {
        return colChip.length;
    }

    @Override
    public void scan(boolean[] closed) {
        int n = colChip.length;
        for (int r = 0; r < rowChip.length; r++) {
            for (int i = 0; i < chips.size(); i++) {
                if (rowMask[i] != 0) {
                    chips.get(i).latch(i == rowChip[r] ? ~rowBit[r] : 0xFFFF);
                }
            }
            for (int i = 0; i < chips.size(); i++) {
                if (readsColumns[i]) {
                    levels[i] = chips.get(i).read();
                }
            }
            for (int c = 0; c < n; c++) {
                closed[r * n + c] = (levels[colChip[c]] & colBit[c]) == 0;
            }
        }
        for (int i = 0; i < chips.size(); i++) {
            if (rowMask[i] != 0) {
                chips.get(i).latch(0xFFFF);
            }
        }
    }

    @Override
    public void arm() {
        if (!interrupt) {
            return;
        }
        for (int i = 0; i < chips.size(); i++) {
            if (rowMask[i] != 0) {
                chips.get(i).latch(~rowMask[i]);
            }
        }
        for (int i = 0; i < chips.size(); i++) {
            if (readsColumns[i]) {
                chips.get(i).read(); // clears what the scan itself raised; from now on only a real change interrupts
            }
        }
    }
}
