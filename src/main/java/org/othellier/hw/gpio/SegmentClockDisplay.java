package org.othellier.hw.gpio;

import org.othellier.hw.ClockDisplay;

/**
 * The clock display of a direct board: one four-digit module per player. {@link #show} stores the
 * latest texts and wakes a writer thread, so the clock never waits for a bit-banged module; texts
 * shown while the writer is busy are skipped for the newest. {@link #flush} writes on the caller's
 * thread, for tests and for {@code hwtest}.
 */
public final class SegmentClockDisplay implements ClockDisplay, AutoCloseable {

    private static final System.Logger LOG = System.getLogger(SegmentClockDisplay.class.getName());

    private final DigitModule black;
    private final DigitModule white;
    private volatile SevenSegment[] wanted = {SevenSegment.of(""), SevenSegment.of("")};
    private SevenSegment[] shown = new SevenSegment[2];
    private final DriverThread worker = new DriverThread();

    SegmentClockDisplay(DigitModule black, DigitModule white) {
        this.black = black;
        this.white = white;
    }

    @Override
    public void show(String blackText, String whiteText) {
        wanted = new SevenSegment[] {SevenSegment.of(blackText), SevenSegment.of(whiteText)};
        worker.wake();
    }

    /** Writes the latest texts to the modules that do not show them yet. */
    public synchronized void flush() {
        SevenSegment[] w = wanted;
        if (!w[0].equals(shown[0])) {
            black.show(w[0]);
            shown[0] = w[0];
        }
        if (!w[1].equals(shown[1])) {
            white.show(w[1]);
            shown[1] = w[1];
        }
    }

    String describe() {
        return black.describe() + " and " + white.describe();
    }

    void start() {
        worker.startWriter("othellier-clock-display", "clock display", this::flush, this::forgetShown, LOG);
    }

    private synchronized void forgetShown() {
        shown = new SevenSegment[2];
    }

    @Override
    public void close() {
        worker.stop();
        try {
            black.off();
            white.off();
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "clock display could not be switched off: " + e.getMessage());
        }
    }
}
