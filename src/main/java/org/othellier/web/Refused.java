package org.othellier.web;

/** A request the API refuses: the HTTP status and a one-line message. */
public final class Refused extends RuntimeException {

    final int status;

    public Refused(int status, String message) {
        super(message);
        this.status = status;
    }
}
