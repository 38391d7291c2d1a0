package org.othellier.text;

/**
 * Digits as the project's readers take them: 0 to 9 only. {@link Character#isDigit} also says yes to
 * full-width and Arabic-Indic digits, which {@code Integer.parseInt} then reads as numbers ("２５m", game "١").
 */
public final class Ascii {

    private Ascii() {
    }

    public static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
