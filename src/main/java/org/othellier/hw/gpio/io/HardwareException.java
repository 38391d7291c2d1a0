package org.othellier.hw.gpio.io;

/** A pin, bus or chip that cannot be opened or does not answer; the message names which. */
public class HardwareException extends RuntimeException {

    public HardwareException(String message) {
        super(message);
    }

    public HardwareException(String message, Throwable cause) {
        super(message, cause);
    }
}
