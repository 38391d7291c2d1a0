package org.othellier.hw.gpio.io;

/** One device (or daisy chain) on an SPI bus with its own chip select; each write is one select frame. */
public interface SpiDevice {

    void write(byte[] frame);

    String name();
}
