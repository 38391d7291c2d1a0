package org.othellier.formats;

/** A file or record in a game format that cannot be read; the message says where and why. */
public class FormatException extends IllegalArgumentException {

    public FormatException(String message) {
        super(message);
    }
}
