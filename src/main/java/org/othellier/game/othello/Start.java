package org.othellier.game.othello;

/** How a game begins. */
public enum Start {
    /** O-3: four discs in the centre, same colours on a diagonal; Black moves first. */
    OTHELLO,
    /** O-4: an empty board; the first four placements fill the centre, one per move, without flipping. */
    REVERSI;

    public static Start parse(String text) {
        for (Start s : values()) {
            if (s.name().equalsIgnoreCase(text.trim())) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown start '" + text + "' (expected othello or reversi)");
    }
}
