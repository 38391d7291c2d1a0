package org.othellier.hw.gpio.io;

/** One input line: a Pi GPIO pin (through Pi4J) or a simulated one. */
public interface DigitalIn {

    boolean isHigh();

    /**
     * Calls {@code onChange} after the level changes, from whatever thread notices it. The drivers use
     * it only to wake a thread that then reads the line; they never trust the callback for the level.
     */
    void onChange(Runnable onChange);
}
