package org.othellier.hw;

import java.util.Optional;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;

/**
 * One physical (or simulated) board: its sensors, LEDs, clock buttons and clock display. The
 * simulated board, the serial board controller and the direct GPIO board each implement it. What a board
 * can do beyond them is asked of it here ({@link #status()}'s sensing, {@link #offersSize}, {@link #setsItselfOut},
 * {@link #pageDriven}), never read from which board it is.
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

    /** Whether a game on a {@code size} x {@code size} grid can be played here: on its own grid only, by default. */
    default boolean offersSize(int size) {
        return sensors().rows() == size && sensors().cols() == size;
    }

    /**
     * Whether the board sets itself out for a game ({@link #setOut}): the simulated board puts the discs where a new
     * game needs them, of any size or sensing; a real board is set out by hand, as the LEDs guide.
     */
    default boolean setsItselfOut() {
        return false;
    }

    /**
     * Sets the board out with {@code discs} (their size is the board's from now on), its sensors seeing {@code sensing};
     * returns what the sensors read now, which is delivered as a frame too. Only on a board that {@link #setsItselfOut}.
     */
    default SensorFrame setOut(SensorKind sensing, SensorFrame discs) {
        throw new UnsupportedOperationException(describe() + " is set out by hand, not by the service");
    }

    /** The web page's hands on the board when the page drives it (the simulated board); empty on hardware. */
    default Optional<PageDrivenBoard> pageDriven() {
        return Optional.empty();
    }

    /** {@code changed} runs (on the driver's thread) whenever {@link #status()} changes: a link lost, refused, back. */
    default void watchStatus(Runnable changed) {
    }

    /** Stops the driver threads and releases ports and pins. */
    @Override
    void close();
}
