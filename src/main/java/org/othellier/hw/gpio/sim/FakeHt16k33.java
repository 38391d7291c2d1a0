package org.othellier.hw.gpio.sim;

import java.util.Locale;
import org.othellier.hw.gpio.io.I2cDevice;

/**
 * An HT16K33 at register level: 16 bytes of display RAM written from an address pointer with
 * auto-increment, and the one-byte system-setup, display-setup and dimming commands. An LED is lit when
 * the oscillator and the display are on and its RAM bit is set. Any other command byte is refused, so a
 * driver bug shows.
 */
public final class FakeHt16k33 implements I2cDevice {

    private final int address;
    private final byte[] ram = new byte[16];
    private boolean oscillator;
    private boolean displayOn;
    private int blink;
    private int dimming = 15;

    public FakeHt16k33(int address) {
        this.address = address;
    }

    @Override
    public synchronized void write(int first, byte... data) {
        int command = first & 0xFF;
        if (command <= 0x0F) {
            int at = command;
            for (byte b : data) {
                ram[at] = b;
                at = (at + 1) % 16;
            }
            return;
        }
        if (data.length > 0) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "HT16K33 command 0x%02x takes no data", command));
        }
        switch (command & 0xF0) {
            case 0x20 -> oscillator = (command & 1) != 0;
            case 0x80 -> {
                displayOn = (command & 1) != 0;
                blink = (command >> 1) & 3;
            }
            case 0xE0 -> dimming = command & 0x0F;
            default -> throw new IllegalArgumentException(String.format(Locale.ROOT, "HT16K33 has no command 0x%02x", command));
        }
    }

    @Override
    public synchronized void read(int register, byte[] into) {
        for (int i = 0; i < into.length; i++) {
            into[i] = ram[(register + i) % 16];
        }
    }

    public synchronized boolean lit(int com, int row) {
        return oscillator && displayOn && (ram[2 * com + row / 8] & 1 << (row % 8)) != 0;
    }

    public synchronized byte ram(int i) {
        return ram[i];
    }

    public synchronized boolean on() {
        return oscillator && displayOn;
    }

    public synchronized int blink() {
        return blink;
    }

    public synchronized int dimming() {
        return dimming;
    }

    @Override
    public String name() {
        return String.format(Locale.ROOT, "simulated HT16K33 0x%02x", address);
    }
}
