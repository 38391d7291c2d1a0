package org.othellier.hw;

import org.othellier.board.LedPlan;

/** The board's LEDs. {@link #show} replaces the whole plan; blinking is the driver's job. Never blocks long. */
public interface LedSink {

    void show(LedPlan plan);
}
