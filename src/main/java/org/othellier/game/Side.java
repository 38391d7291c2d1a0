package org.othellier.game;

/** The two sides of a two-player game and of the clock: Black moves first in Othello (O-3). */
public enum Side {
    BLACK('X'),
    WHITE('O');

    private final char symbol;

    Side(char symbol) {
        this.symbol = symbol;
    }

    /** The character used in position strings and board pictures: {@code X} for Black, {@code O} for White. */
    public char symbol() {
        return symbol;
    }

    public Side opponent() {
        return this == BLACK ? WHITE : BLACK;
    }

    /** Reads {@code X}/{@code B}/{@code *} as Black and {@code O}/{@code W} as White, in either case. */
    public static Side fromSymbol(char c) {
        return switch (Character.toUpperCase(c)) {
            case 'X', 'B', '*' -> BLACK;
            case 'O', 'W' -> WHITE;
            default -> throw new IllegalArgumentException(
                    "'" + c + "' is not a side (expected X or B for Black, O or W for White)");
        };
    }
}
