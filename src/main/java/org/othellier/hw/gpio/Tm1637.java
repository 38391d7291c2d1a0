package org.othellier.hw.gpio;

import org.othellier.hw.gpio.io.DigitalOut;

/**
 * A TM1637 four-digit module, bit-banged on two GPIO lines (CLK, DIO; its two-wire protocol is not
 * I2C: no address, least significant bit first). Each update is three frames: data command (write,
 * auto-increment), address 0 with the four digit bytes, display control with the brightness. On the
 * common clock modules the colon is bit 7 of the second digit. The lines are driven push-pull, so the
 * chip's acknowledge pulse meets a high line: a 1 kOhm resistor in series with DIO keeps that harmless.
 */
final class Tm1637 implements DigitModule {

    static final int DATA_WRITE_AUTO = 0x40;
    static final int ADDRESS_0 = 0xC0;
    static final int DISPLAY_ON = 0x88;
    static final int DISPLAY_OFF = 0x80;

    private final DigitalOut clk;
    private final DigitalOut dio;
    private final long bitDelayNanos;
    private final int brightness;
    private final String name;

    /** {@code brightness} 0-7. */
    Tm1637(DigitalOut clk, DigitalOut dio, long bitDelayNanos, int brightness, String name) {
        this.clk = clk;
        this.dio = dio;
        this.bitDelayNanos = bitDelayNanos;
        this.brightness = brightness;
        this.name = name;
        clk.set(true);
        dio.set(true);
    }

    @Override
    public void show(SevenSegment text) {
        byte[] d = text.digits().clone();
        if (text.colon()) {
            d[1] |= (byte) SevenSegment.DP;
        }
        frame(DATA_WRITE_AUTO);
        frame(ADDRESS_0, d);
        frame(DISPLAY_ON | brightness);
    }

    @Override
    public void off() {
        frame(DISPLAY_OFF);
    }

    @Override
    public String describe() {
        return "TM1637 " + name;
    }

    private void frame(int command, byte... data) {
        start();
        writeByte(command);
        for (byte b : data) {
            writeByte(b);
        }
        stop();
    }

    private void start() {
        dio.set(true);
        clk.set(true);
        pause();
        dio.set(false); // DIO falling while CLK is high
        pause();
    }

    private void writeByte(int value) {
        for (int bit = 0; bit < 8; bit++) {
            clk.set(false);
            dio.set(((value >> bit) & 1) != 0);
            pause();
            clk.set(true); // the chip samples DIO on the rising edge
            pause();
        }
        clk.set(false); // the ninth clock: the chip's acknowledge
        dio.set(true);
        pause();
        clk.set(true);
        pause();
        clk.set(false);
        pause();
    }

    private void stop() {
        clk.set(false);
        dio.set(false);
        pause();
        clk.set(true);
        pause();
        dio.set(true); // DIO rising while CLK is high
        pause();
    }

    private void pause() {
        Spin.nanos(bitDelayNanos);
    }
}
