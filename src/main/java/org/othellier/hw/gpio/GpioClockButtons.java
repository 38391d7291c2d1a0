package org.othellier.hw.gpio;

import java.util.Objects;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.othellier.game.Side;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ButtonRelease;
import org.othellier.hw.ClockButtons;
import org.othellier.hw.gpio.io.DigitalIn;

/**
 * The two clock buttons on GPIO inputs with the Pi's pull-ups (a button shorts its pin to ground).
 * A thread reads both every 2 ms, so a press is dated within 2 ms on the service's monotonic clock;
 * {@link #poll} is one such reading, callable on its own with any clock.
 */
public final class GpioClockButtons implements ClockButtons, AutoCloseable {

    static final long POLL_NANOS = 2_000_000;
    private static final System.Logger LOG = System.getLogger(GpioClockButtons.class.getName());

    private final DigitalIn black;
    private final DigitalIn white;
    private final DeferDatedDebouncer blackDebouncer;
    private final DeferDatedDebouncer whiteDebouncer;
    private final LongSupplier millisClock;
    private final DriverThread worker = new DriverThread();
    private volatile Consumer<ButtonRelease> releases = r -> { };
    private volatile boolean releasesWatched;

    GpioClockButtons(DigitalIn black, DigitalIn white, long debounceMillis, LongSupplier millisClock) {
        this.black = black;
        this.white = white;
        this.blackDebouncer = new DeferDatedDebouncer(Side.BLACK, debounceMillis);
        this.whiteDebouncer = new DeferDatedDebouncer(Side.WHITE, debounceMillis);
        this.millisClock = millisClock;
    }

    /** Reads both buttons at {@code nowMillis} and passes on the presses this reading completes. */
    public void poll(long nowMillis, Consumer<ButtonPress> listener) {
        ButtonPress b = blackDebouncer.sample(!black.isHigh(), nowMillis);
        ButtonPress w = whiteDebouncer.sample(!white.isHigh(), nowMillis);
        if (b != null) {
            listener.accept(b);
        }
        if (w != null) {
            listener.accept(w);
        }
        for (ButtonRelease r : new ButtonRelease[] {blackDebouncer.takeRelease(), whiteDebouncer.takeRelease()}) {
            if (r != null) {
                releases.accept(r);
            }
        }
    }

    /** The buttons are read every 2 ms: their releases are known too (a long press asks for a hint), once listened to. */
    @Override
    public boolean sensesReleases() {
        return releasesWatched;
    }

    @Override
    public void startReleases(Consumer<ButtonRelease> listener) {
        releases = Objects.requireNonNull(listener);
        releasesWatched = true;
    }

    @Override
    public synchronized void start(Consumer<ButtonPress> listener) {
        Objects.requireNonNull(listener);
        boolean started = worker.start("othellier-buttons", () -> {
            boolean failing = false;
            while (worker.running()) {
                try {
                    poll(millisClock.getAsLong(), listener);
                    failing = false;
                } catch (RuntimeException e) {
                    if (!failing) {
                        LOG.log(System.Logger.Level.WARNING, "clock buttons cannot be read: " + e.getMessage());
                        failing = true;
                    }
                }
                LockSupport.parkNanos(this, POLL_NANOS);
            }
        });
        if (!started) {
            throw new IllegalStateException("the clock buttons are already started");
        }
    }

    @Override
    public void close() {
        worker.stop();
    }
}
