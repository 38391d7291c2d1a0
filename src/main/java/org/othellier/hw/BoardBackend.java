package org.othellier.hw;

/**
 * One physical (or simulated) board: its sensors, LEDs, clock buttons and clock display. The
 * simulated board, the serial board controller and the direct GPIO board each implement it.
 */
public interface BoardBackend extends AutoCloseable {

    FrameSource sensors();

    LedSink leds();

    ClockButtons buttons();

    ClockDisplay display();

    /** A line for logs and the web page: which backend, which port or pins, which grid. */
    String describe();

    /** Stops the driver threads and releases ports and pins. */
    @Override
    void close();
}
