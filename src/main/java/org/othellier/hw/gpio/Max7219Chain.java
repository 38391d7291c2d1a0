package org.othellier.hw.gpio;

import org.othellier.hw.gpio.io.SpiDevice;

/**
 * A daisy chain of MAX7219 LED drivers on one SPI chip select, each driving 64 single-colour LEDs
 * (8 digits of 8 segments). LED {@code k} is chip {@code k / 64} (chip 0 is wired to the Pi's MOSI),
 * digit {@code (k % 64) / 8}, segment bit {@code 7 - k % 8} (DP, A, B, ... G): on the usual 8x8
 * modules, digit = row and segment = column. Every register write is one chip-select frame of two
 * bytes per chip; the first two bytes shifted out end in the last chip.
 */
final class Max7219Chain implements LedChips {

    static final int NO_OP = 0x00;
    static final int DIGIT0 = 0x01;
    static final int DECODE_MODE = 0x09;
    static final int INTENSITY = 0x0A;
    static final int SCAN_LIMIT = 0x0B;
    static final int SHUTDOWN = 0x0C;
    static final int DISPLAY_TEST = 0x0F;

    private final SpiDevice spi;
    private final int chips;
    private final byte[][] shown; // [chip][digit], what the chips hold now
    private final byte[] frame;

    Max7219Chain(SpiDevice spi, int chips, int brightness) {
        this.spi = spi;
        this.chips = chips;
        this.shown = new byte[chips][8];
        this.frame = new byte[2 * chips];
        all(DISPLAY_TEST, 0);
        all(SCAN_LIMIT, 7);
        all(DECODE_MODE, 0);
        all(INTENSITY, brightness);
        for (int d = 0; d < 8; d++) {
            all(DIGIT0 + d, 0);
        }
        all(SHUTDOWN, 1);
    }

    @Override
    public int capacity() {
        return 64 * chips;
    }

    @Override
    public boolean bicolour() {
        return false;
    }

    @Override
    public void show(LedImage image) {
        byte[][] next = new byte[chips][8];
        for (int k = 0; k < image.size(); k++) {
            if (image.lit(k)) {
                next[k / 64][(k % 64) / 8] |= (byte) (0x80 >>> (k % 8));
            }
        }
        for (int d = 0; d < 8; d++) {
            boolean changed = false;
            for (int c = 0; c < chips; c++) {
                changed |= next[c][d] != shown[c][d];
            }
            if (!changed) {
                continue; // one frame per changed digit row across the chain
            }
            for (int c = 0; c < chips; c++) {
                put(c, DIGIT0 + d, next[c][d]);
                shown[c][d] = next[c][d];
            }
            spi.write(frame.clone());
        }
    }

    @Override
    public void shutdown() {
        for (int d = 0; d < 8; d++) {
            all(DIGIT0 + d, 0);
        }
        all(SHUTDOWN, 0);
    }

    @Override
    public String describe() {
        return chips + " MAX7219 on " + spi.name();
    }

    private void all(int register, int value) {
        for (int c = 0; c < chips; c++) {
            put(c, register, value);
        }
        spi.write(frame.clone());
    }

    /** Chip {@code c}'s two bytes sit at the end of the frame for chip 0, at the start for the last chip. */
    private void put(int chip, int register, int value) {
        int at = 2 * (chips - 1 - chip);
        frame[at] = (byte) register;
        frame[at + 1] = (byte) value;
    }
}
