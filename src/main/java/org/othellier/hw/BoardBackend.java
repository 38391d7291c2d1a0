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

    /** Whether the board is there, and which games its sensors can play: by default always there, as its sensors see. */
    default BoardStatus status() {
        return BoardStatus.connected(sensors().kind());
    }

    /** {@code changed} runs (on the driver's thread) whenever {@link #status()} changes: a link lost, refused, back. */
    default void watchStatus(Runnable changed) {
    }

    /** Stops the driver threads and releases ports and pins. */
    @Override
    void close();
}
