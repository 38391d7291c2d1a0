package org.othellier.clock;

import java.util.Locale;
import org.othellier.text.Ascii;

/**
 * Durations as people write them in time controls: {@code 25m}, {@code 1h30m}, {@code 30s},
 * {@code 2.5s}, {@code 250ms}. Units go from large to small, each at most once; the value must be a
 * whole number of milliseconds. {@link #format} writes the canonical form {@link #parse} reads back.
 */
public final class Durations {

    /** The longest duration accepted anywhere in a time control: 99 hours (the displays show at most 99:59). */
    public static final long MAX_MILLIS = 99L * 3_600_000L;

    private static final String[] UNITS = {"h", "m", "s", "ms"};
    private static final long[] UNIT_MILLIS = {3_600_000L, 60_000L, 1_000L, 1L};

    private Durations() {
    }

    /**
     * Reads a duration. Throws {@link IllegalArgumentException} naming the text and what is wrong
     * (no unit, unknown unit, units out of order, not a whole millisecond, too long).
     */
    public static long parse(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.isEmpty()) {
            throw new IllegalArgumentException("a duration is missing");
        }
        long total = 0;
        int lastUnit = -1;
        int i = 0;
        while (i < t.length()) {
            int start = i;
            while (i < t.length() && (Ascii.isDigit(t.charAt(i)) || t.charAt(i) == '.')) {
                i++;
            }
            String number = t.substring(start, i);
            if (number.isEmpty()) {
                throw new IllegalArgumentException("'" + text + "' is not a duration (expected a number such as 25m, 30s or 1h30m)");
            }
            int unitStart = i;
            while (i < t.length() && Character.isLetter(t.charAt(i))) {
                i++;
            }
            String unitText = t.substring(unitStart, i);
            if (unitText.isEmpty()) {
                throw new IllegalArgumentException(i < t.length()
                        ? "'" + text + "' is not a duration (unexpected '" + t.charAt(i) + "')"
                        : "'" + text + "' has no unit (write " + number + "m or " + number + "s)");
            }
            int unit = unitIndex(unitText);
            if (unit < 0) {
                throw new IllegalArgumentException("'" + text + "' has an unknown unit '" + unitText + "' (use h, m, s or ms)");
            }
            if (unit <= lastUnit) {
                throw new IllegalArgumentException("'" + text + "': units must go from hours to milliseconds, each once");
            }
            lastUnit = unit;
            total += amount(text, number, UNIT_MILLIS[unit]);
            if (total > MAX_MILLIS) {
                throw new IllegalArgumentException("'" + text + "' is longer than 99h");
            }
        }
        return total;
    }

    private static int unitIndex(String unit) {
        for (int u = 0; u < UNITS.length; u++) {
            if (UNITS[u].equals(unit)) {
                return u;
            }
        }
        return -1;
    }

    private static long amount(String text, String number, long unitMillis) {
        int dot = number.indexOf('.');
        if (dot != number.lastIndexOf('.') || dot == 0 || dot == number.length() - 1) {
            throw new IllegalArgumentException("'" + text + "': '" + number + "' is not a number");
        }
        if (number.length() > 12) {
            throw new IllegalArgumentException("'" + text + "' is longer than 99h");
        }
        if (dot < 0) {
            return Long.parseLong(number) * unitMillis;
        }
        String fraction = number.substring(dot + 1);
        long scale = 1;
        for (int k = 0; k < fraction.length(); k++) {
            scale *= 10;
        }
        long whole = Long.parseLong(number.substring(0, dot)) * unitMillis;
        long part = Long.parseLong(fraction) * unitMillis;
        if (part % scale != 0) {
            throw new IllegalArgumentException("'" + text + "' is not a whole number of milliseconds");
        }
        return whole + part / scale;
    }

    /**
     * The canonical written form: whole hours as {@code 2h}, whole minutes as {@code 90m}, whole
     * seconds as {@code 30s} or {@code 1m30s}, anything else in seconds with decimals ({@code 2.5s}).
     */
    public static String format(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("negative duration " + millis);
        }
        if (millis == 0) {
            return "0s";
        }
        if (millis % 60_000 == 0) {
            long minutes = millis / 60_000;
            return minutes % 60 == 0 ? minutes / 60 + "h" : minutes + "m";
        }
        long minutes = millis / 60_000;
        long rest = millis % 60_000;
        String seconds = rest % 1000 == 0 ? rest / 1000 + "s"
                : (rest / 1000) + "." + String.format(Locale.ROOT, "%03d", rest % 1000).replaceAll("0+$", "") + "s";
        return minutes == 0 ? seconds : minutes + "m" + seconds;
    }
}
