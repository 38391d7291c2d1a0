package org.othellier.hw.gpio;

import org.othellier.hw.gpio.io.I2cDevice;

/**
 * One MCP23017 16-bit I/O expander, as the matrix uses it: some pins outputs (rows), the others inputs
 * with the chip's 100 kOhm pull-ups (columns). Registers in the power-on layout (IOCON.BANK = 0), so
 * port A and B of a register sit at consecutive addresses and one two-byte transfer reads or writes both.
 */
final class Mcp23017 {

    static final int IODIRA = 0x00;
    static final int GPINTENA = 0x04;
    static final int DEFVALA = 0x06;
    static final int INTCONA = 0x08;
    static final int IOCON = 0x0A;
    static final int GPPUA = 0x0C;
    static final int GPIOA = 0x12;
    static final int OLATA = 0x14;
    /** IOCON: INTA and INTB both report either port. */
    static final int IOCON_MIRROR = 0x40;
    /** IOCON: INT pins open drain, so the interrupt lines of several chips can share one Pi pin. */
    static final int IOCON_ODR = 0x04;

    private final I2cDevice device;
    private final byte[] buffer = new byte[2];
    private int latch = -1;

    Mcp23017(I2cDevice device) {
        this.device = device;
    }

    String name() {
        return device.name();
    }

    /**
     * Sets pins in {@code outputs} (bit 0 = A0, bit 15 = B7) as outputs, high; every other pin an input
     * with pull-up; and, when {@code interruptOn} is not 0, an interrupt on any change of those inputs.
     */
    void configure(int outputs, int interruptOn) {
        device.write(IOCON, (byte) (interruptOn != 0 ? IOCON_MIRROR | IOCON_ODR : 0));
        latch = 0xFFFF;
        write(OLATA, latch); // latch high before the direction changes: no row is ever selected by accident
        write(GPPUA, ~outputs);
        write(IODIRA, ~outputs);
        write(INTCONA, 0); // compare with the previous value: any change interrupts
        write(GPINTENA, interruptOn);
    }

    /** Sets the output latches; no transfer when they already hold {@code value}. */
    void latch(int value) {
        int v = value & 0xFFFF;
        if (v != latch) {
            write(OLATA, v);
            latch = v;
        }
    }

    /** Both ports' pin levels (bit 0 = A0); reading also clears a pending interrupt. */
    int read() {
        device.read(GPIOA, buffer);
        return (buffer[0] & 0xFF) | (buffer[1] & 0xFF) << 8;
    }

    private void write(int register, int value16) {
        device.write(register, (byte) value16, (byte) (value16 >> 8));
    }
}
