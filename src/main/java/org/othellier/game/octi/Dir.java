package org.othellier.game.octi;

import java.util.Locale;

/**
 * The eight socket directions of a pod, relative to the board: N is toward row 1, the top
 * edge of a picture, E toward column i. In pictures a direction is also written as the digit that
 * points that way on a numeric keypad (8 is N, 9 NE, 6 E, ... 7 NW).
 */
public enum Dir {
    N(0, -1, '8'), NE(1, -1, '9'), E(1, 0, '6'), SE(1, 1, '3'),
    S(0, 1, '2'), SW(-1, 1, '1'), W(-1, 0, '4'), NW(-1, -1, '7');

    static final Dir[] ALL = values();

    /** Column and row change of one step. */
    public final int dx;
    public final int dy;
    private final char digit;

    Dir(int dx, int dy, char digit) {
        this.dx = dx;
        this.dy = dy;
        this.digit = digit;
    }

    /** This direction's bit in a socket mask (bit 0 is N, clockwise). */
    public int bit() {
        return 1 << ordinal();
    }

    public Dir opposite() {
        return ALL[(ordinal() + 4) & 7];
    }

    /** The keypad digit used in position pictures. */
    public char digit() {
        return digit;
    }

    /** Reads {@code N}, {@code ne}, ... in either case; throws naming the text when it is no direction. */
    public static Dir parse(String text) {
        try {
            return valueOf(text.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "' is not a direction (N, NE, E, SE, S, SW, W, NW)");
        }
    }

    /** The direction a keypad digit points to, or null. */
    public static Dir ofDigit(char c) {
        for (Dir d : ALL) {
            if (d.digit == c) {
                return d;
            }
        }
        return null;
    }

    /** A socket mask as {@code N,NE,E}: clockwise from N; super-prongs (in {@code supers}) get a {@code !}. */
    public static String names(int prongs, int supers) {
        StringBuilder sb = new StringBuilder();
        for (Dir d : ALL) {
            if (((prongs | supers) & d.bit()) != 0) {
                if (!sb.isEmpty()) {
                    sb.append(',');
                }
                sb.append(d.name());
                if ((supers & d.bit()) != 0) {
                    sb.append('!');
                }
            }
        }
        return sb.toString();
    }
}
