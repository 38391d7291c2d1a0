package org.othellier.hw.gpio.sim;

import org.othellier.hw.gpio.io.SpiDevice;

/**
 * A daisy chain of MAX7219 at register level: every byte written shifts through the chain (chip 0
 * first, then on through each DOUT), and when chip select rises at the end of a write each chip takes
 * the 16 bits it holds: address byte then data byte. Models the digit, decode, intensity, scan-limit,
 * shutdown (power-up: shut down) and display-test registers.
 */
public final class FakeMax7219Chain implements SpiDevice {

    private final int chips;
    private final byte[] shift;
    private final int[][] digits;
    private final int[] decode;
    private final int[] intensity;
    private final int[] scanLimit;
    private final boolean[] running;
    private final boolean[] test;
    private int frames;

    public FakeMax7219Chain(int chips) {
        this.chips = chips;
        this.shift = new byte[2 * chips];
        this.digits = new int[chips][8];
        this.decode = new int[chips];
        this.intensity = new int[chips];
        this.scanLimit = new int[chips];
        this.running = new boolean[chips];
        this.test = new boolean[chips];
    }

    @Override
    public synchronized void write(byte[] frame) {
        frames++;
        for (byte b : frame) {
            System.arraycopy(shift, 0, shift, 1, shift.length - 1); // older bytes move on down the chain
            shift[0] = b;
        }
        for (int c = 0; c < chips; c++) {
            // Chip c holds the two bytes that entered 2c and 2c+1 bytes before the end: address first.
            int register = shift[2 * c + 1] & 0x0F;
            int data = shift[2 * c] & 0xFF;
            switch (register) {
                case 0x00 -> { } // no-op
                case 0x09 -> decode[c] = data;
                case 0x0A -> intensity[c] = data & 0x0F;
                case 0x0B -> scanLimit[c] = data & 0x07;
                case 0x0C -> running[c] = (data & 1) != 0;
                case 0x0F -> test[c] = (data & 1) != 0;
                default -> {
                    if (register >= 1 && register <= 8) {
                        digits[c][register - 1] = data;
                    }
                }
            }
        }
    }

    /** Whether chip {@code chip}'s LED at {@code digit}, segment bit {@code bit} (7 = DP, 0 = G) is lit. */
    public synchronized boolean lit(int chip, int digit, int bit) {
        if (test[chip]) {
            return true;
        }
        return running[chip] && decode[chip] == 0 && digit <= scanLimit[chip] && (digits[chip][digit] & 1 << bit) != 0;
    }

    /** LED {@code k} in the drivers' wiring order: chip k/64, digit (k%64)/8, bit 7 - k%8. */
    public boolean litLed(int k) {
        return lit(k / 64, (k % 64) / 8, 7 - k % 8);
    }

    public synchronized int intensity(int chip) {
        return intensity[chip];
    }

    public synchronized boolean running(int chip) {
        return running[chip];
    }

    public synchronized int frames() {
        return frames;
    }

    public int chips() {
        return chips;
    }

    @Override
    public String name() {
        return "simulated SPI (" + chips + " MAX7219)";
    }
}
