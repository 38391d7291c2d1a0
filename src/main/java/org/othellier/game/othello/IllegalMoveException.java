package org.othellier.game.othello;

/** A move the rules do not allow in the position at hand; the message says why. */
public class IllegalMoveException extends IllegalArgumentException {

    private final transient Move move;

    public IllegalMoveException(Move move, String reason) {
        super(reason);
        this.move = move;
    }

    public Move move() {
        return move;
    }
}
