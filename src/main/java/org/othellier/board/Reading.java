package org.othellier.board;

/** What one sensor reads. */
public enum Reading {
    EMPTY('-'),
    /** Something stands here; a presence sensor cannot say which colour. */
    OCCUPIED('#'),
    BLACK('X'),
    WHITE('O');

    private final char symbol;

    Reading(char symbol) {
        this.symbol = symbol;
    }

    /** {@code -} empty, {@code #} occupied, {@code X} black, {@code O} white. */
    public char symbol() {
        return symbol;
    }

    public boolean isOccupied() {
        return this != EMPTY;
    }

    public static Reading fromSymbol(char c) {
        return switch (c) {
            case '-', '.' -> EMPTY;
            case '#' -> OCCUPIED;
            case 'X', 'x', '*' -> BLACK;
            case 'O', 'o' -> WHITE;
            default -> throw new IllegalArgumentException("'" + c + "' is not a sensor reading (expected -, #, X or O)");
        };
    }
}
