package org.othellier.game.othello;

/** A transcript that cannot be read or replayed: which move, which token, and why. */
public class TranscriptException extends IllegalArgumentException {

    private final int moveNumber;
    private final String token;
    private final String reason;

    public TranscriptException(int moveNumber, String token, String reason) {
        super("move " + moveNumber + " '" + token + "': " + reason);
        this.moveNumber = moveNumber;
        this.token = token;
        this.reason = reason;
    }

    /** The move's number, counting from 1 and counting passes. */
    public int moveNumber() {
        return moveNumber;
    }

    public String token() {
        return token;
    }

    public String reason() {
        return reason;
    }
}
