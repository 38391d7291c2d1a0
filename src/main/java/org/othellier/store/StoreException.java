package org.othellier.store;

/** The journal cannot be read or written; the message names the file and what failed. */
public final class StoreException extends RuntimeException {

    public StoreException(String message) {
        super(message);
    }

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
