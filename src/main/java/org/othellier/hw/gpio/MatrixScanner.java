package org.othellier.hw.gpio;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.hw.FrameSource;
import org.othellier.hw.gpio.io.DigitalIn;

/**
 * The sensor grid of a direct board: scans a {@link SwitchMatrix} on its own thread, debounces each
 * square, and hands a frame to the listener whenever a square's debounced state changes (and once at
 * the start). {@link #step} is one scan, callable on its own with any clock; the thread is a loop
 * around it. Reed switches see presence only, so the frames say occupied or empty.
 */
public final class MatrixScanner implements FrameSource, AutoCloseable {

    private static final System.Logger LOG = System.getLogger(MatrixScanner.class.getName());
    private static final long RETRY_NANOS = 1_000_000_000L;

    private final SwitchMatrix matrix;
    private final long periodNanos;
    private final long idleNanos;
    private final LongSupplier nanoClock;
    private final DigitalIn interrupt;
    private final DeferPerKeyDebouncer debouncer;
    private final boolean[] raw;
    private final AtomicBoolean woken = new AtomicBoolean();
    private final DriverThread worker = new DriverThread();
    private long scans;

    /**
     * @param interrupt the expanders' interrupt line (low when a column changed), or null to scan at the
     *                  scan rate all the time; with it the scanner rests between scans for up to
     *                  {@code idleNanos} unless the line wakes it
     */
    MatrixScanner(SwitchMatrix matrix, long periodNanos, long debounceNanos, LongSupplier nanoClock,
                  DigitalIn interrupt, long idleNanos) {
        this.matrix = matrix;
        this.periodNanos = periodNanos;
        this.idleNanos = idleNanos;
        this.nanoClock = nanoClock;
        this.interrupt = interrupt;
        this.debouncer = new DeferPerKeyDebouncer(matrix.rows() * matrix.cols(), debounceNanos);
        this.raw = new boolean[matrix.rows() * matrix.cols()];
    }

    /** One scan at {@code nowNanos}: the frame to post when the debounced grid changed, else null. */
    public SensorFrame step(long nowNanos) {
        matrix.scan(raw);
        scans++;
        if (!debouncer.update(raw, nowNanos)) {
            return null;
        }
        Reading[] cells = new Reading[raw.length];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = debouncer.stable(i) ? Reading.OCCUPIED : Reading.EMPTY;
        }
        return SensorFrame.of(matrix.rows(), matrix.cols(), cells);
    }

    /** Whether a square is waiting out its debounce, so the next scan should come at the full rate. */
    boolean settling() {
        return debouncer.settling();
    }

    /** What the thread does between scans when it has an interrupt line; for tests. */
    void armForTest() {
        matrix.arm();
    }

    long scans() {
        return scans;
    }

    @Override
    public SensorKind kind() {
        return SensorKind.PRESENCE;
    }

    @Override
    public int rows() {
        return matrix.rows();
    }

    @Override
    public int cols() {
        return matrix.cols();
    }

    @Override
    public synchronized void start(Consumer<SensorFrame> listener) {
        Objects.requireNonNull(listener);
        if (!worker.start("othellier-matrix", () -> loop(listener))) {
            throw new IllegalStateException("the sensor matrix is already started");
        }
        if (interrupt != null) {
            interrupt.onChange(() -> {
                if (!interrupt.isHigh()) { // active low; the release after a read is no news
                    woken.set(true);
                    worker.wake();
                }
            });
        }
    }

    private void loop(Consumer<SensorFrame> listener) {
        boolean failing = false;
        while (worker.running()) {
            long start = nanoClock.getAsLong();
            long wait = periodNanos;
            try {
                SensorFrame frame = step(start);
                if (frame != null) {
                    listener.accept(frame);
                }
                if (failing) {
                    LOG.log(System.Logger.Level.INFO, "sensor matrix answers again");
                    failing = false;
                }
                if (interrupt != null && !debouncer.settling()) {
                    woken.set(false);
                    matrix.arm();
                    wait = interrupt.isHigh() ? idleNanos : 0;
                }
            } catch (RuntimeException e) {
                if (!failing) {
                    LOG.log(System.Logger.Level.WARNING, "sensor matrix scan failed, retrying every second: " + e.getMessage());
                    failing = true;
                }
                wait = RETRY_NANOS;
            }
            long deadline = start + wait;
            long left;
            while (worker.running() && !woken.get() && (left = deadline - nanoClock.getAsLong()) > 0) {
                LockSupport.parkNanos(this, left);
            }
        }
    }

    @Override
    public void close() {
        worker.stop();
    }
}
