package org.othellier.hw.serial;

/** The board controller cannot be reached or is not the one this board was: the message says which and why. */
public final class SerialLinkException extends RuntimeException {

    public SerialLinkException(String message) {
        super(message);
    }
}
