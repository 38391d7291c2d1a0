package org.othellier.hw.gpio;

import java.util.Arrays;

/**
 * A clock text laid out on a four-digit seven-segment module with a colon. Segment bits: bit 0 = a
 * (top) ... bit 6 = g (middle), bit 7 = the digit's decimal point. Any text is shown as well as it
 * can be: digits and letters in the usual seven-segment shapes (upper and lower case where they
 * differ: C c, H h, O o, U u), a {@code .} lights the decimal point of the digit before it, any
 * {@code :} lights the colon, a text shorter than four digits is right-aligned, a longer one keeps its
 * first four (the most significant: hours before seconds), and a character with no shape shows as a
 * dash, so a formatter's surprise is visible rather than silently blank.
 */
record SevenSegment(byte[] digits, boolean colon) {

    static final int DIGITS = 4;
    static final int DP = 0x80;
    private static final int DASH = 0x40;
    private static final int[] NUMERALS = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F};
    /** A to Z, the shapes that every seven-segment font agrees on or comes close to. */
    private static final int[] LETTERS = {
        0x77, 0x7C, 0x39, 0x5E, 0x79, 0x71, 0x3D, 0x76, 0x30, 0x1E, 0x75, 0x38, 0x37,
        0x54, 0x3F, 0x73, 0x67, 0x50, 0x6D, 0x78, 0x3E, 0x3E, 0x2A, 0x76, 0x6E, 0x5B,
    };

    static SevenSegment of(String text) {
        String t = text == null ? "" : text;
        int[] glyphs = new int[t.length() + 1];
        int n = 0;
        boolean colon = false;
        for (int i = 0; i < t.length(); i++) {
            char ch = t.charAt(i);
            if (ch == ':') {
                colon = true;
            } else if (ch == '.' || ch == ',') {
                if (n > 0 && (glyphs[n - 1] & DP) == 0) {
                    glyphs[n - 1] |= DP;
                } else {
                    glyphs[n++] = DP;
                }
            } else {
                glyphs[n++] = shape(ch);
            }
        }
        byte[] digits = new byte[DIGITS];
        int shown = Math.min(n, DIGITS);
        for (int i = 0; i < shown; i++) {
            digits[DIGITS - shown + i] = (byte) glyphs[i];
        }
        return new SevenSegment(digits, colon);
    }

    static int shape(char ch) {
        if (ch >= '0' && ch <= '9') {
            return NUMERALS[ch - '0'];
        }
        switch (ch) {
            case ' ':
                return 0;
            case '-':
                return DASH;
            case '_':
                return 0x08;
            case '=':
                return 0x48;
            case '\'':
                return 0x20;
            case '"':
                return 0x22;
            case '?':
                return 0x53;
            case '°':
                return 0x63;
            case 'c':
                return 0x58;
            case 'h':
                return 0x74;
            case 'o':
                return 0x5C;
            case 'u':
                return 0x1C;
            default:
                break;
        }
        char up = Character.toUpperCase(ch);
        if (up >= 'A' && up <= 'Z') {
            return LETTERS[up - 'A'];
        }
        return DASH;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SevenSegment s && s.colon == colon && Arrays.equals(s.digits, digits);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(digits) * 2 + (colon ? 1 : 0);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (byte d : digits) {
            sb.append(String.format("%02x", d & 0xFF));
        }
        return sb.append(colon ? " colon" : "").toString();
    }
}
