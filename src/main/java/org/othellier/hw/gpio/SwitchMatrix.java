package org.othellier.hw.gpio;

/** A grid of switches read one row at a time: over GPIO pins or through MCP23017 expanders. */
interface SwitchMatrix {

    int rows();

    int cols();

    /** Reads every switch once: {@code closed[row * cols + col]}. Leaves no row selected unless {@link #arm}ed. */
    void scan(boolean[] closed);

    /**
     * Between scans: selects every row, so that a column going low (the first switch closing in it) or
     * high (the last one opening) raises the expanders' interrupt line. Nothing to do without one.
     */
    default void arm() {
    }
}
