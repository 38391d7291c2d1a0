package org.othellier.hw.gpio.io;

/**
 * Where the direct drivers get their lines and buses: {@link Pi4jIo} on a Raspberry Pi (or over Pi4J's
 * mock in tests), {@code SimulatedWiring} for trying the drivers without a Pi. Pins are BCM numbers.
 * Closing it releases every line and bus it opened.
 */
public interface BoardIo extends AutoCloseable {

    /** An output, set to {@code initialHigh} at once; {@code purpose} names it in errors (the config option). */
    DigitalOut output(int bcm, boolean initialHigh, String purpose);

    /** An input, with the Pi's internal pull-up when {@code pullUp}. */
    DigitalIn input(int bcm, boolean pullUp, String purpose);

    I2cDevice i2c(int bus, int address, String purpose);

    SpiDevice spi(int bus, int chipSelect, int hz, String purpose);

    /** What this is, for the board's description: {@code Pi4J gpiod (gpiochip0)}. */
    String describe();

    @Override
    void close();
}
