package org.othellier.game.octi;

/** A move that the rules do not allow in the position it was tried in; the message says why. */
public class IllegalOctiMoveException extends IllegalArgumentException {

    public IllegalOctiMoveException(String message) {
        super(message);
    }
}
