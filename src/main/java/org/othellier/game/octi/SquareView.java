package org.othellier.game.octi;

import org.othellier.game.Side;

/**
 * What a sensor under a square can know about it (docs/RULES.md, what the physical board can see):
 * whether pods stand there and, with a colour sensor, their colour. Never how many, nor their prongs.
 * {@link #MIXED} is for sensor readings; the rules never put both colours on one square.
 */
public enum SquareView {
    EMPTY('.'), BLACK('B'), WHITE('W'), MIXED('?');

    private final char symbol;

    SquareView(char symbol) {
        this.symbol = symbol;
    }

    public char symbol() {
        return symbol;
    }

    public boolean occupied() {
        return this != EMPTY;
    }

    static SquareView ofTeams(int teamMask) {
        return switch (teamMask) {
            case 0 -> EMPTY;
            case 1 -> BLACK;
            case 2 -> WHITE;
            default -> MIXED;
        };
    }

    public static SquareView of(Side side) {
        return side == null ? EMPTY : side == Side.BLACK ? BLACK : WHITE;
    }
}
