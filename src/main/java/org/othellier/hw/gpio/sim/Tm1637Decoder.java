package org.othellier.hw.gpio.sim;

import java.io.ByteArrayOutputStream;

/**
 * A TM1637 as seen from its two pins: follows CLK and DIO level by level, finds start (DIO falls while
 * CLK is high) and stop (DIO rises while CLK is high), takes a bit on each rising CLK (least
 * significant first, the ninth clock being the acknowledge), and applies the frames: data command,
 * address command with digit bytes, display control. Anything off protocol is counted as an error.
 */
public final class Tm1637Decoder {

    private final byte[] grid = new byte[6];
    private final ByteArrayOutputStream frame = new ByteArrayOutputStream();
    private boolean clk = true;
    private boolean dio = true;
    private boolean inFrame;
    private int bits;
    private int value;
    private boolean on;
    private int brightness;
    private int frames;
    private int errors;

    public synchronized void clk(boolean level) {
        if (level == clk) {
            return;
        }
        clk = level;
        if (!level) {
            return;
        }
        if (!inFrame) {
            return; // clocks for the other module on a shared CLK line
        }
        if (bits == 8) { // the acknowledge clock
            frame.write(value);
            bits = 0;
            value = 0;
            return;
        }
        if (dio) {
            value |= 1 << bits;
        }
        bits++;
    }

    public synchronized void dio(boolean level) {
        if (level == dio) {
            return;
        }
        dio = level;
        if (!clk) {
            return; // data changing while the clock is low: a bit being set up
        }
        if (!level) {
            inFrame = true;
            frame.reset();
            bits = 0;
            value = 0;
        } else if (inFrame) {
            inFrame = false;
            // The stop sequence itself raises CLK once with DIO low: one dangling zero bit is the protocol.
            if (bits > 1 || bits == 1 && value != 0) {
                errors++; // stop in the middle of a byte
            }
            apply(frame.toByteArray());
        }
    }

    private void apply(byte[] bytes) {
        if (bytes.length == 0) {
            errors++;
            return;
        }
        frames++;
        int command = bytes[0] & 0xFF;
        switch (command & 0xC0) {
            case 0x40 -> {
                if (bytes.length != 1) {
                    errors++;
                }
            }
            case 0xC0 -> {
                int at = command & 0x0F;
                for (int i = 1; i < bytes.length; i++) {
                    if (at >= grid.length) {
                        errors++;
                        break;
                    }
                    grid[at++] = bytes[i];
                }
            }
            case 0x80 -> {
                on = (command & 0x08) != 0;
                brightness = command & 0x07;
            }
            default -> errors++;
        }
    }

    /** The four digit bytes (bit 7 of the second is the colon on clock modules). */
    public synchronized byte[] digits() {
        return java.util.Arrays.copyOf(grid, 4);
    }

    public synchronized boolean on() {
        return on;
    }

    public synchronized int brightness() {
        return brightness;
    }

    public synchronized int frames() {
        return frames;
    }

    public synchronized int errors() {
        return errors;
    }
}
