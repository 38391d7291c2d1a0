package org.othellier.web;

/** A request the API refuses: the HTTP status and a one-line message. */
final class Refused extends RuntimeException {

    final int status;

    Refused(int status, String message) {
        super(message);
        this.status = status;
    }

    /** Refuses any other method than {@code wanted} with 405. */
    static void unlessMethod(String method, String wanted, String path) {
        if (!method.equals(wanted)) {
            throw new Refused(405, method + " " + path + ": use " + wanted);
        }
    }
}
