package org.othellier.hw.gpio;

import org.othellier.hw.gpio.io.I2cDevice;

/**
 * One HT16K33 LED controller: 16 bytes of display RAM (byte {@code 2 * com + row / 8}, bit
 * {@code row % 8} lights the LED between COM {@code com} and ROW {@code row}) and a few one-byte
 * commands. Used for LED matrices and for the seven-segment clock backpacks.
 */
final class Ht16k33 {

    static final int SYSTEM_SETUP = 0x20;
    static final int OSCILLATOR_ON = 0x01;
    static final int DISPLAY_SETUP = 0x80;
    static final int DISPLAY_ON = 0x01;
    static final int DIMMING = 0xE0;

    private final I2cDevice device;
    private final byte[] shown = new byte[16];

    Ht16k33(I2cDevice device, int brightness) {
        this.device = device;
        device.write(SYSTEM_SETUP | OSCILLATOR_ON);
        device.write(0x00, new byte[16]);
        device.write(DIMMING | brightness);
        device.write(DISPLAY_SETUP | DISPLAY_ON); // blinking off: the driver blinks per LED itself
    }

    /** Writes the display RAM when it differs from what the chip holds. */
    void show(byte[] ram) {
        if (java.util.Arrays.equals(ram, shown)) {
            return;
        }
        device.write(0x00, ram.clone());
        System.arraycopy(ram, 0, shown, 0, 16);
    }

    void standby() {
        device.write(0x00, new byte[16]);
        java.util.Arrays.fill(shown, (byte) 0);
        device.write(DISPLAY_SETUP);
        device.write(SYSTEM_SETUP);
    }

    String name() {
        return device.name();
    }

    static void light(byte[] ram, int com, int row) {
        ram[2 * com + row / 8] |= (byte) (1 << (row % 8));
    }
}
