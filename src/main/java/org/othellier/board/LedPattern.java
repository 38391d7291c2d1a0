package org.othellier.board;

/** How an LED shows its colour over time. */
public enum LedPattern {
    OFF,
    STEADY,
    /** About 1 Hz. */
    SLOW_BLINK,
    /** About 4 Hz. */
    FAST_BLINK
}
