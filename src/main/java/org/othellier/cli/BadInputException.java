package org.othellier.cli;

/** Input the user gave that cannot be used: the command prints the message on one line and exits with 2. */
public class BadInputException extends RuntimeException {

    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
