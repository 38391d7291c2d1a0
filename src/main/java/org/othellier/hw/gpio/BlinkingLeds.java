package org.othellier.hw.gpio;

import java.util.Objects;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;
import org.othellier.board.LedPlan;
import org.othellier.hw.LedSink;

/**
 * The LED sink of a direct board. {@link #show} only stores the plan and wakes the renderer thread,
 * which turns plan and time into an {@link LedImage} (this is where blinking happens) and writes the
 * chips only when the image changed: at most every 125 ms while something blinks fast, never while the
 * plan is steady. {@link #render} is one such step, callable on its own with any clock.
 */
public final class BlinkingLeds implements LedSink, AutoCloseable {

    private static final System.Logger LOG = System.getLogger(BlinkingLeds.class.getName());
    private static final long RETRY_MS = 1000;

    private final LedChips chips;
    private final int rows;
    private final int cols;
    private final boolean flipRows;
    private final boolean flipCols;
    private final LongSupplier millisClock;
    private volatile LedPlan plan;
    private volatile boolean dirty = true;
    private final DriverThread worker = new DriverThread();
    private LedImage shown;

    BlinkingLeds(LedChips chips, int rows, int cols, boolean flipRows, boolean flipCols, LongSupplier millisClock) {
        if (rows * cols > chips.capacity()) {
            throw new IllegalArgumentException(chips.describe() + " drive " + chips.capacity() + " LEDs; a "
                    + rows + "x" + cols + " board needs " + rows * cols);
        }
        this.chips = chips;
        this.rows = rows;
        this.cols = cols;
        this.flipRows = flipRows;
        this.flipCols = flipCols;
        this.millisClock = millisClock;
        this.plan = LedPlan.dark(rows, cols);
    }

    @Override
    public void show(LedPlan next) {
        Objects.requireNonNull(next);
        if (next.rows() != rows || next.cols() != cols) {
            throw new IllegalArgumentException("LED plan is " + next.rows() + "x" + next.cols() + " but the board's LEDs are "
                    + rows + "x" + cols);
        }
        plan = next;
        dirty = true;
        worker.wake();
    }

    /** Writes the plan as lit at {@code millis} to the chips if it changed; milliseconds until it next changes. */
    public synchronized long render(long millis) {
        LedPlan p = plan;
        dirty = false;
        LedImage image = LedImage.at(p, millis, flipRows, flipCols);
        if (!image.equals(shown)) {
            chips.show(image);
            shown = image;
        }
        return LedImage.untilNextChange(p, millis);
    }

    boolean bicolour() {
        return chips.bicolour();
    }

    String describe() {
        return chips.describe();
    }

    void start() {
        worker.start("othellier-leds", this::loop);
    }

    private void loop() {
        boolean failing = false;
        while (worker.running()) {
            long wait;
            try {
                wait = render(millisClock.getAsLong());
                failing = false;
            } catch (RuntimeException e) {
                if (!failing) {
                    LOG.log(System.Logger.Level.WARNING, "LED update failed, retrying every second: " + e.getMessage());
                    failing = true;
                }
                shown = null; // unknown what the chips hold: write everything next time
                wait = RETRY_MS;
            }
            long deadline = millisClock.getAsLong() + Math.min(wait, 60_000);
            while (worker.running() && !dirty && millisClock.getAsLong() < deadline) {
                LockSupport.parkNanos(this, (deadline - millisClock.getAsLong()) * 1_000_000L);
            }
        }
    }

    @Override
    public void close() {
        worker.stop();
        try {
            chips.shutdown();
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "LEDs could not be switched off: " + e.getMessage());
        }
    }
}
