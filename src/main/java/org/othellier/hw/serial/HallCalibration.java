package org.othellier.hw.serial;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.othellier.hw.serial.Message.SquareCalibration;

/**
 * Each Hall square's thresholds from its measured readings, and how safe they are (pure: no I/O).
 *
 * <p>The controller classifies a reading by its distance from the square's empty value: a black disc
 * (north pole down) lowers a ratiometric sensor's output, a white one raises it (PROTOCOL.md, "Hall
 * calibration"). A colour's threshold goes half way between the empty reading and that colour's
 * reading, which leaves the most room either side; its <em>margin</em> is the distance from the
 * threshold to the nearer of the two readings, the drift (temperature, a disc off the centre) the
 * square can take before it is read wrong. A square is weak when its smaller margin is under the
 * weak figure; it fails when a disc moves its reading the wrong way or not at all, and no threshold
 * can tell the colour.
 */
public final class HallCalibration {

    /** A 10-bit ratiometric sensor's half scale: the furthest a magnet can move it from the middle. */
    public static final int HALF_SCALE = 512;
    /** The default weak figure: 40 counts, 8 % of the half scale (about 0.2 V on a 5 V ADC). */
    public static final int WEAK_MARGIN = 40;
    /** A threshold is one byte on the wire. */
    public static final int MAX_THRESHOLD = 255;
    /** No reading of that colour was taken on the square. */
    public static final int NOT_MEASURED = -1;

    public enum Verdict { GOOD, WEAK, FAILED, NOT_MEASURED }

    /**
     * One square: its readings ({@link #NOT_MEASURED} for a colour not measured), its thresholds (0 for
     * CONFIGURE's, where no threshold can be chosen), its margins (-1 where there is none) and what to do.
     */
    public record Square(String name, int empty, int black, int white, int blackThreshold, int whiteThreshold,
                         int blackMargin, int whiteMargin, Verdict verdict, String advice) {

        /** The smaller margin of the colours that have one; -1 when neither has. */
        public int margin() {
            return blackMargin < 0 ? whiteMargin : whiteMargin < 0 ? blackMargin : Math.min(blackMargin, whiteMargin);
        }

        public SquareCalibration calibration() {
            return new SquareCalibration(empty, blackThreshold, whiteThreshold);
        }
    }

    private final int rows;
    private final int cols;
    private final int weakMargin;
    private final List<Square> squares;

    private HallCalibration(int rows, int cols, int weakMargin, List<Square> squares) {
        this.rows = rows;
        this.cols = cols;
        this.weakMargin = weakMargin;
        this.squares = squares;
    }

    /**
     * The thresholds for readings a1 first, row by row; {@code black} and {@code white} hold
     * {@link #NOT_MEASURED} for squares without a reading of that colour.
     */
    public static HallCalibration of(int rows, int cols, int[] empty, int[] black, int[] white, int weakMargin) {
        int n = rows * cols;
        if (empty.length != n || black.length != n || white.length != n) {
            throw new IllegalArgumentException("a " + rows + "x" + cols + " board has " + n + " squares, the readings "
                    + empty.length + ", " + black.length + " and " + white.length);
        }
        if (weakMargin < 1 || weakMargin > MAX_THRESHOLD) {
            throw new IllegalArgumentException("the weak margin " + weakMargin + " is outside 1 to " + MAX_THRESHOLD);
        }
        int typicalBlack = median(empty, black, -1);
        int typicalWhite = median(empty, white, +1);
        List<Square> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Side b = Side.of("black", empty[i], black[i], -1, typicalBlack, weakMargin);
            Side w = Side.of("white", empty[i], white[i], +1, typicalWhite, weakMargin);
            Verdict verdict;
            List<String> advice = new ArrayList<>();
            if (b.state == Verdict.NOT_MEASURED && w.state == Verdict.NOT_MEASURED) {
                verdict = Verdict.NOT_MEASURED;
                advice.add("no disc was measured on it: it keeps CONFIGURE's threshold for both colours");
            } else {
                verdict = b.state == Verdict.FAILED || w.state == Verdict.FAILED ? Verdict.FAILED
                        : b.state == Verdict.GOOD && w.state == Verdict.GOOD ? Verdict.GOOD : Verdict.WEAK;
                List<String> weakSides = new ArrayList<>();
                boolean misplaced = false;
                for (Side side : new Side[] {b, w}) {
                    if (side.state == Verdict.WEAK) {
                        weakSides.add(side.advice);
                        misplaced |= side.swing * 2 < side.typical;
                    } else if (side.state != Verdict.GOOD) {
                        advice.add(side.advice);
                    }
                }
                if (!weakSides.isEmpty()) {
                    String sides = String.join(" and ", weakSides);
                    advice.add(0, misplaced
                            ? "sensor misplaced: " + sides + ": it sits off the square's centre or deeper than the others;"
                                    + " move it under the centre, right under the surface"
                            : "magnet too far: " + sides + ", and most squares little more: the magnets are too far from"
                                    + " the sensors or too weak (a thinner top, stronger magnets)");
                }
                if (verdict != Verdict.GOOD && (empty[i] < 64 || empty[i] > 1023 - 64)) {
                    advice.add(0, "its empty reading " + empty[i] + " is near the end of the ADC's range: a magnet or "
                            + "steel nearby, or a faulty sensor, and a disc's field is cut off there");
                }
            }
            out.add(new Square(name(i, cols), empty[i], black[i], white[i], b.threshold, w.threshold, b.margin, w.margin,
                    verdict, String.join("; ", advice)));
        }
        return new HallCalibration(rows, cols, weakMargin, List.copyOf(out));
    }

    /**
     * One colour on one square: its threshold (0: none possible), margin (-1: none), the swing (counts a
     * disc moves the reading the right way) against the typical square's, and what it says when not good.
     */
    private record Side(Verdict state, int threshold, int margin, int swing, int typical, String advice) {

        static Side of(String colour, int empty, int reading, int direction, int typical, int weakMargin) {
            if (reading == NOT_MEASURED) {
                return new Side(Verdict.NOT_MEASURED, 0, -1, 0, typical, "no " + colour + " disc measured: " + colour
                        + " keeps CONFIGURE's threshold");
            }
            int swing = (reading - empty) * direction;
            if (swing < 0) {
                return new Side(Verdict.FAILED, 0, -1, swing, typical, "a " + colour + " disc moved the reading "
                        + (direction < 0 ? "up" : "down") + " by " + -swing + " counts (it should " + (direction < 0 ? "lower"
                        : "raise") + " it): that disc's magnet is upside down, or the sensor is mounted back to front");
            }
            if (swing < 2) {
                return new Side(Verdict.FAILED, 0, -1, swing, typical, "a " + colour + " disc hardly moves the reading ("
                        + swing + " counts): no sensor there, a broken wire, or no magnet in the disc");
            }
            int threshold = Math.min(MAX_THRESHOLD, (swing + 1) / 2);
            int margin = Math.min(threshold, swing - threshold);
            return new Side(margin >= weakMargin ? Verdict.GOOD : Verdict.WEAK, threshold, margin, swing, typical,
                    "a " + colour + " disc moves it " + swing + " counts (a typical square " + typical + ")");
        }
    }

    /** The median swing of the squares a colour moves the right way; 0 when none does. */
    private static int median(int[] empty, int[] reading, int direction) {
        int[] swings = new int[empty.length];
        int n = 0;
        for (int i = 0; i < empty.length; i++) {
            if (reading[i] != NOT_MEASURED && (reading[i] - empty[i]) * direction > 0) {
                swings[n++] = (reading[i] - empty[i]) * direction;
            }
        }
        if (n == 0) {
            return 0;
        }
        int[] sorted = Arrays.copyOf(swings, n);
        Arrays.sort(sorted);
        return sorted[n / 2];
    }

    public static String name(int square, int cols) {
        return (char) ('a' + square % cols) + Integer.toString(square / cols + 1);
    }

    public List<Square> squares() {
        return squares;
    }

    /** What the controller stores: every square's empty value and thresholds. */
    public List<SquareCalibration> calibrations() {
        return squares.stream().map(Square::calibration).toList();
    }

    /** The squares that are not good, a1 first. */
    public List<Square> weak() {
        return squares.stream().filter(s -> s.verdict() != Verdict.GOOD).toList();
    }

    public int weakMargin() {
        return weakMargin;
    }

    /** One line per square: readings, where each colour begins, and the margin in counts and as a share of the half scale. */
    public String table() {
        StringBuilder sb = new StringBuilder("square  empty  black  white  black at  white at  margin\n");
        for (Square s : squares) {
            sb.append(String.format(Locale.ROOT, "%-6s  %5d  %5s  %5s  %8s  %8s  %s%n", s.name(), s.empty(), reading(s.black()),
                    reading(s.white()), s.blackThreshold() == 0 ? "-" : "<=" + (s.empty() - s.blackThreshold()),
                    s.whiteThreshold() == 0 ? "-" : ">=" + (s.empty() + s.whiteThreshold()), margin(s.margin())));
        }
        return sb.toString();
    }

    /** The margins as a board picture, in counts ({@code --} where a square has none). */
    public String marginPicture() {
        int[] margins = squares.stream().mapToInt(Square::margin).toArray();
        return picture(rows, cols, margins, "--");
    }

    /** The weak and failed squares with what to do, or the line saying there are none. */
    public String report() {
        List<Square> weak = weak();
        String figure = weakMargin + " counts (" + percent(weakMargin) + " of the half scale)";
        if (weak.isEmpty()) {
            return "Every square has a margin of at least " + figure + ".\n";
        }
        StringBuilder sb = new StringBuilder(weak.size() + " weak square" + (weak.size() == 1 ? "" : "s")
                + ", with a margin under " + figure + " or no threshold possible:\n");
        for (Square s : weak) {
            sb.append("  ").append(s.name()).append(": ").append(s.verdict().name().toLowerCase(Locale.ROOT).replace('_', ' '))
                    .append(s.margin() >= 0 ? ", margin " + margin(s.margin()) : "").append(": ").append(s.advice()).append('\n');
        }
        return sb.toString();
    }

    /** Values as a board picture with column letters and row numbers; a negative value shows as {@code none}. */
    public static String picture(int rows, int cols, int[] values, String none) {
        StringBuilder sb = new StringBuilder("    ");
        for (int c = 0; c < cols; c++) {
            sb.append(String.format(Locale.ROOT, "%5s", (char) ('a' + c)));
        }
        sb.append('\n');
        for (int r = 0; r < rows; r++) {
            sb.append(String.format(Locale.ROOT, "%4d", r + 1));
            for (int c = 0; c < cols; c++) {
                int v = values[r * cols + c];
                sb.append(String.format(Locale.ROOT, "%5s", v < 0 ? none : Integer.toString(v)));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private static String reading(int value) {
        return value == NOT_MEASURED ? "-" : Integer.toString(value);
    }

    private static String margin(int counts) {
        return counts < 0 ? "-" : counts + " (" + percent(counts) + ")";
    }

    private static String percent(int counts) {
        return Math.round(100.0 * counts / HALF_SCALE) + " %";
    }
}
