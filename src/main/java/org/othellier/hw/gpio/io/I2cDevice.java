package org.othellier.hw.gpio.io;

/**
 * One device on an I2C bus, as the chip drivers see it: a write of a register (or command) byte with
 * optional data, and a read of consecutive registers. Both Pi4J's I2C and the register-level fakes of
 * the simulated wiring sit behind it (Pi4J's own mock keeps a FIFO per register, not a register file).
 */
public interface I2cDevice {

    /** Writes {@code first} (a register address or a command) followed by {@code data}, in one transaction. */
    void write(int first, byte... data);

    /** Reads {@code into.length} bytes starting at {@code register} (the chip auto-increments). */
    void read(int register, byte[] into);

    /** For error messages: {@code I2C bus 1 address 0x20 (matrix expander)}. */
    String name();
}
