package org.othellier.web;

/** A request the API refuses: the HTTP status and a one-line message. */
final class Refused extends RuntimeException {

    final int status;

    Refused(int status, String message) {
        super(message);
        this.status = status;
    }
}
