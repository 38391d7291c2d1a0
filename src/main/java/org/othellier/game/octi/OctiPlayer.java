package org.othellier.game.octi;

import org.othellier.game.Side;

/**
 * The players, in turn order. Two-player games use {@link #BLACK} and {@link #WHITE}; the four-player
 * game adds {@link #BLACK_2} and {@link #WHITE_2}, and turns go clockwise around the board:
 * Black (home c7, bottom left), White (c3, top left), Black 2 (g3, top right), White 2 (g7, bottom
 * right). Partners share a colour, which is all a colour sensor can tell apart (docs/OCTI.md D-1, D-8).
 */
public enum OctiPlayer {
    BLACK('B', "Black"), WHITE('W', "White"), BLACK_2('b', "Black 2"), WHITE_2('w', "White 2");

    static final OctiPlayer[] ALL = values();

    private final char letter;
    private final String displayName;

    OctiPlayer(char letter, String displayName) {
        this.letter = letter;
        this.displayName = displayName;
    }

    /** The letter in pictures and records: {@code B}, {@code W}, {@code b}, {@code w}. */
    public char letter() {
        return letter;
    }

    public String displayName() {
        return displayName;
    }

    /** The team colour: partners share it; in a two-player game it is the player's own colour. */
    public Side team() {
        return (ordinal() & 1) == 0 ? Side.BLACK : Side.WHITE;
    }

    int teamIndex() {
        return ordinal() & 1;
    }

    public boolean isEnemyOf(OctiPlayer other) {
        return teamIndex() != other.teamIndex();
    }

    /** The partner in the four-player game: the player diagonally across. */
    public OctiPlayer partner() {
        return ALL[ordinal() ^ 2];
    }

    public static OctiPlayer ofLetter(char c) {
        for (OctiPlayer p : ALL) {
            if (p.letter == c) {
                return p;
            }
        }
        return null;
    }

    static OctiPlayer of(int index) {
        return ALL[index];
    }
}
