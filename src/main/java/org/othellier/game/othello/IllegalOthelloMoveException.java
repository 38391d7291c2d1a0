package org.othellier.game.othello;

/** A move the rules do not allow in the position at hand; the message says why. */
public class IllegalOthelloMoveException extends IllegalArgumentException {

    private final transient OthelloMove move;

    public IllegalOthelloMoveException(OthelloMove move, String reason) {
        super(reason);
        this.move = move;
    }

    public OthelloMove move() {
        return move;
    }
}
