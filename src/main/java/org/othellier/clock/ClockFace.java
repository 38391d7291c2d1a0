package org.othellier.clock;

import org.othellier.game.Side;

/**
 * The clock as text for its displays, from a {@link ClockView}:
 * <ul>
 * <li>{@link #sevenSegment}: four digits per player with a colon between the second and third
 * digit and a decimal point after each, for {@code ClockDisplay.show(black, white)}. A text has
 * four digit characters (digits, blanks, letters a seven-segment digit can show); a {@code :} after
 * the second lights the colon, a {@code .} after a digit lights its point.
 * <ul>
 * <li>{@code " 1:30"} h:mm above an hour, {@code "25:00"} and {@code " 0:45"} m:ss, {@code " 19.9"}
 * seconds and tenths under 20 seconds;</li>
 * <li>a point after the last digit ({@code "25:00."}): a simple delay runs, the main time waits;</li>
 * <li>byo-yomi: the periods left, a point, then the period's time ({@code "5.4:59"}, {@code "3. 30"},
 * {@code "1.19.5"}); Canadian byo-yomi, and periods of ten minutes or more: the period's time with
 * a point after the last digit ({@code " 9:59."}), as for a delay (the two never go together);</li>
 * <li>{@code "FLAG"}: this player's time ran out.</li>
 * </ul></li>
 * <li>{@link #lcd}: two lines of 16 characters for a character LCD, one per player:
 * {@code "B>   24:13.5 d4.2"} style (side, {@code >} for the player to move, the time, and the
 * indicator of {@link #indicator}).</li>
 * <li>{@link #time} and {@link #indicator} for the web page and logs.</li>
 * </ul>
 * Times counting down are rounded up (a display shows 0:00 only when the time is gone); count-up
 * times are rounded down, like a stopwatch.
 */
public final class ClockFace {

    private ClockFace() {
    }

    /** A time as people read it: {@code 1:23:45}, {@code 25:00}, {@code 0:45}, {@code 19.9} (tenths under 20 s). */
    public static String time(long millis) {
        long tenths = Math.ceilDiv(millis, 100);
        if (tenths < 200) {
            return tenths / 10 + "." + tenths % 10;
        }
        return hms(Math.ceilDiv(millis, 1000));
    }

    /** A count-up time, rounded down: {@code 0:00}, {@code 12:34}, {@code 1:02:03}. */
    public static String elapsed(long millis) {
        return hms(Math.floorDiv(millis, 1000));
    }

    private static String hms(long seconds) {
        if (seconds < 3600) {
            return seconds / 60 + ":" + two(seconds % 60);
        }
        return seconds / 3600 + ":" + two(seconds / 60 % 60) + ":" + two(seconds % 60);
    }

    private static String two(long n) {
        return n < 10 ? "0" + n : Long.toString(n);
    }

    /** The texts of the two four-digit seven-segment displays, Black's first. */
    public static String[] sevenSegment(ClockView view) {
        return new String[] {sevenSegment(view, Side.BLACK), sevenSegment(view, Side.WHITE)};
    }

    /** One player's four-digit seven-segment text (see the class comment). */
    public static String sevenSegment(ClockView view, Side side) {
        ClockView.Player p = view.of(side);
        if (p.flagged()) {
            return "FLAG";
        }
        if (view.mode() == SideControl.Mode.COUNT_UP) {
            return fourDigits(Math.floorDiv(p.main(), 1000) * 1000, false).text();
        }
        if (p.overtime() && p.overtimeKind() == SideControl.Overtime.Kind.BYO_YOMI && p.period() <= 599_000) {
            Digits d = threeDigits(p.period());
            d.chars[0] = (char) ('0' + Math.min(p.periods(), 9));
            d.dots[0] = true;
            return d.text();
        }
        Digits d = fourDigits(p.shown(), true);
        if (p.overtime() || p.delay() > 0) {
            d.dots[3] = true; // a delay and an overtime never go together
        }
        return d.text();
    }

    /** Four digits: tenths under 20 s (counting down), m:ss up to an hour, h:mm above. */
    private static Digits fourDigits(long millis, boolean down) {
        Digits d = new Digits();
        long tenths = Math.ceilDiv(millis, 100);
        long seconds = down ? Math.ceilDiv(millis, 1000) : Math.floorDiv(millis, 1000);
        if (down && tenths < 200) {
            d.put(1, tenths / 100);
            d.digit(2, tenths / 10 % 10);
            d.dots[2] = true;
            d.digit(3, tenths % 10);
        } else if (seconds <= 3600 && (down || seconds < 3600)) {
            d.put(0, seconds / 600);
            d.digit(1, seconds / 60 % 10);
            d.colon = true;
            d.digit(2, seconds % 60 / 10);
            d.digit(3, seconds % 10);
        } else {
            long minutes = Math.min(down ? Math.ceilDiv(millis, 60_000) : Math.floorDiv(millis, 60_000), 99 * 60 + 59);
            d.put(0, minutes / 600);
            d.digit(1, minutes / 60 % 10);
            d.colon = true;
            d.digit(2, minutes % 60 / 10);
            d.digit(3, minutes % 10);
        }
        return d;
    }

    /** A byo-yomi period in the last three digits: {@code 4:59}, {@code  30}, {@code 19.5}. */
    private static Digits threeDigits(long millis) {
        Digits d = new Digits();
        long tenths = Math.ceilDiv(millis, 100);
        long seconds = Math.ceilDiv(millis, 1000);
        if (tenths < 200) {
            d.put(1, tenths / 100);
            d.digit(2, tenths / 10 % 10);
            d.dots[2] = true;
            d.digit(3, tenths % 10);
        } else if (seconds < 60) {
            d.digit(2, seconds / 10);
            d.digit(3, seconds % 10);
        } else {
            d.digit(1, seconds / 60);
            d.colon = true;
            d.digit(2, seconds % 60 / 10);
            d.digit(3, seconds % 10);
        }
        return d;
    }

    /** Four digit positions with their points and the colon. */
    private static final class Digits {
        final char[] chars = {' ', ' ', ' ', ' '};
        final boolean[] dots = new boolean[4];
        boolean colon;

        /** A digit, blank when it is a leading zero. */
        void put(int i, long value) {
            chars[i] = value == 0 ? ' ' : (char) ('0' + value);
        }

        void digit(int i, long value) {
            chars[i] = (char) ('0' + value);
        }

        String text() {
            StringBuilder sb = new StringBuilder(7);
            for (int i = 0; i < 4; i++) {
                sb.append(chars[i]);
                if (dots[i]) {
                    sb.append('.');
                }
                if (i == 1 && colon) {
                    sb.append(':');
                }
            }
            return sb.toString();
        }
    }

    /** Under 20 seconds a countdown shows tenths: from 19.9 s (19 901 ms and up still round up to 20 s). */
    private static final long TENTHS_BELOW = 19_900;

    /**
     * The next instant at which a text of this clock (seven-segment, LCD or page) changes by time alone: the
     * running time reaching its next shown second, or tenth under 20 seconds (or the delay's next tenth while
     * a delay runs), and in an hourglass the waiting player's time growing past its next one. A display loop
     * wakes exactly there, so every second is shown at its boundary. {@link Long#MAX_VALUE} when no time runs.
     * Above an hour the seven-segment display changes only every minute; its texts are the same in between.
     */
    public static long nextChangeAt(ClockView view) {
        if (view.phase() != ClockState.Phase.RUNNING) {
            return Long.MAX_VALUE;
        }
        ClockView.Player p = view.of(view.toMove());
        long in;
        if (view.mode() == SideControl.Mode.COUNT_UP) {
            in = 1000 - Math.floorMod(p.main(), 1000); // rounded down: the next whole second
        } else if (p.delay() > 0) {
            in = Math.floorMod(p.delay() - 1, 100) + 1; // the main time waits; the delay shows tenths
        } else {
            in = downToNext(p.shown());
        }
        if (view.mode() == SideControl.Mode.HOURGLASS) {
            long other = view.of(view.toMove().opponent()).main();
            long unit = other < TENTHS_BELOW ? 100 : 1000;
            in = Math.min(in, unit - Math.floorMod(other - 1, unit)); // rounded up: changes one millisecond past a unit
        }
        return in == Long.MAX_VALUE ? in : view.at() + in;
    }

    /** How long until a countdown rounded up shows its next value (its unit: tenths under 20 s, seconds above). */
    private static long downToNext(long millis) {
        if (millis <= 0) {
            return Long.MAX_VALUE;
        }
        if (millis <= TENTHS_BELOW) {
            return Math.floorMod(millis - 1, 100) + 1;
        }
        return Math.min(Math.floorMod(millis - 1, 1000) + 1, millis - TENTHS_BELOW);
    }

    /** The two 16-character lines of a character LCD, Black's first. */
    public static String[] lcd(ClockView view) {
        return new String[] {lcd(view, Side.BLACK), lcd(view, Side.WHITE)};
    }

    /** One player's LCD line: side letter, {@code >} when to move, the time (8 columns), the indicator (5 columns). */
    public static String lcd(ClockView view, Side side) {
        ClockView.Player p = view.of(side);
        String t = view.mode() == SideControl.Mode.COUNT_UP ? elapsed(p.main()) : time(p.shown());
        String line = (side == Side.BLACK ? "B" : "W") + (p.toMove() ? ">" : " ") + pad(t, 8) + " " + indicator(view, side);
        return (line + " ".repeat(16)).substring(0, 16);
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s.substring(0, width) : " ".repeat(width - s.length()) + s;
    }

    /**
     * What the time alone does not say, in at most five characters: {@code FLAG}; {@code PAUSE} (for
     * the player to move); {@code d4.2} (simple delay left); {@code P3} (byo-yomi periods left);
     * {@code C12} (Canadian moves left in the period); {@code 28/40} (moves made and the move of the
     * next time control); otherwise {@code #28}, the moves made.
     */
    public static String indicator(ClockView view, Side side) {
        ClockView.Player p = view.of(side);
        if (p.flagged()) {
            return "FLAG";
        }
        if (p.toMove() && view.phase() == ClockState.Phase.PAUSED) {
            return "PAUSE";
        }
        if (p.delay() > 0) {
            long tenths = Math.ceilDiv(p.delay(), 100);
            return tenths < 100 ? "d" + tenths / 10 + "." + tenths % 10 : "d" + Math.ceilDiv(p.delay(), 1000);
        }
        if (p.overtime()) {
            return (p.overtimeKind() == SideControl.Overtime.Kind.BYO_YOMI ? "P" : "C") + p.periods();
        }
        if (p.stageMovesLeft() > 0) {
            String s = p.moves() + "/" + (p.moves() + p.stageMovesLeft());
            if (s.length() <= 5) {
                return s;
            }
        }
        return "#" + p.moves();
    }
}
