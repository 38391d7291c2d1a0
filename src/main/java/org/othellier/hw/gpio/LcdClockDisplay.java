package org.othellier.hw.gpio;

import org.othellier.hw.ClockDisplay;

/**
 * The clock display of a direct board as one 16x2 character LCD: Black's line on top, White's below.
 * A text of a whole line (16 characters, as {@code ClockFace.lcd} makes them) is shown as it is; a
 * shorter one (a seven-segment text such as {@code " 0:59"}) is right-aligned in the time's columns
 * of that layout, after the side's letter: {@code "B     0:59"}. As for the seven-segment modules,
 * {@link #show} stores the latest lines and wakes a writer thread; {@link #flush} writes on the
 * caller's thread, for tests and {@code hwtest}. Only the characters that changed go over the bus.
 */
public final class LcdClockDisplay implements ClockDisplay, AutoCloseable {

    private static final System.Logger LOG = System.getLogger(LcdClockDisplay.class.getName());

    private final Hd44780Lcd lcd;
    private volatile String[] wanted = {"", ""};
    private final DriverThread worker = new DriverThread();
    private long updates;
    private long bytes;

    LcdClockDisplay(Hd44780Lcd lcd) {
        this.lcd = lcd;
    }

    @Override
    public void show(String black, String white) {
        showLines(line('B', black), line('W', white));
    }

    @Override
    public boolean characterLines() {
        return true;
    }

    /** Two lines as they are (cut or padded to 16 characters). */
    public void showLines(String top, String bottom) {
        wanted = new String[] {top, bottom};
        worker.wake();
    }

    /** A player's line: a whole line as it is, a shorter text in the time's columns of {@code ClockFace.lcd}. */
    static String line(char side, String text) {
        String t = text == null ? "" : text.strip();
        if (text != null && text.length() >= Hd44780Lcd.COLUMNS) {
            return text;
        }
        return side + " " + (t.length() >= 8 ? t : " ".repeat(8 - t.length()) + t);
    }

    /** Writes the latest lines' changed characters. */
    public synchronized void flush() {
        String[] w = wanted;
        int n = lcd.show(w[0], w[1]);
        if (n > 0) {
            updates++;
            bytes += n;
        }
    }

    /** The updates written so far and their bytes to the backpack, for the measurements. */
    synchronized long[] traffic() {
        return new long[] {updates, bytes};
    }

    String describe() {
        return "16x2 LCD at " + lcd.name();
    }

    void start() {
        // nothing to forget after a failure: the LCD starts again at the next try
        worker.startWriter("othellier-clock-display", "clock display", this::flush, () -> { }, LOG);
    }

    @Override
    public void close() {
        worker.stop();
        try {
            synchronized (this) {
                lcd.off();
            }
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "clock display could not be switched off: " + e.getMessage());
        }
    }
}
