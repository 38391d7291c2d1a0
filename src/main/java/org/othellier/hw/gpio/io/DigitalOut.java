package org.othellier.hw.gpio.io;

/** One output line: a Pi GPIO pin (through Pi4J) or a simulated one. */
public interface DigitalOut {

    void set(boolean high);
}
