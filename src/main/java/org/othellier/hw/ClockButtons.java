package org.othellier.hw;

import java.util.function.Consumer;

/** The two clock buttons beside the board. Presses are delivered from the driver's thread. */
public interface ClockButtons {

    void start(Consumer<ButtonPress> listener);
}
