package org.othellier.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import org.othellier.hw.serial.HallCalibration;
import org.othellier.hw.serial.Message.SquareCalibration;

/**
 * The guided steps of {@code calibrate}: the empty board, then a black disc on every square, then a
 * white one, each measured as the average of a few raw readings; then the thresholds, stored in the
 * controller, and the margins. A person with fewer discs than squares covers some rows (or squares),
 * names them, and is asked for the rest until every square is done. Nothing is stored before the end.
 */
final class HallCalibrationSteps {

    /** What the steps need of a Hall controller. */
    interface Sensors {
        int rows();

        int cols();

        /** One raw reading of every square in ADC counts, a1 first, row by row. */
        int[] read();

        /** Stores every square's empty value and thresholds in the controller. */
        void store(List<SquareCalibration> squares);
    }

    /** A reading that moved less than this from the empty value saw no disc: the square stays to do. */
    static final int MIN_SEEN = 8;

    private final Sensors sensors;
    private final BufferedReader in;
    private final PrintStream out;
    private final int samples;
    private final int weakMargin;
    private final int rows;
    private final int cols;

    /** The person quit, or the input ended: nothing was stored. */
    static final class Quit extends Exception {
        Quit(String why) {
            super(why);
        }
    }

    HallCalibrationSteps(Sensors sensors, BufferedReader in, PrintStream out, int samples, int weakMargin) {
        this.sensors = sensors;
        this.in = in;
        this.out = out;
        this.samples = samples;
        this.weakMargin = weakMargin;
        this.rows = sensors.rows();
        this.cols = sensors.cols();
    }

    /** Runs the steps and stores the result; the calibration stored. */
    HallCalibration run() throws IOException, Quit {
        out.println("Calibrating the Hall sensors of this " + rows + "x" + cols + " board in three steps. At any prompt,"
                + " q quits; nothing is stored in the controller before the end.");
        out.println();
        out.println("Step 1 of 3, the empty board: take every disc off the board (and magnets and tools off the table),"
                + " then press Enter.");
        String line = ask();
        while (!line.isBlank()) {
            out.println("'" + line.strip() + "' is not an answer here: press Enter once the board is empty, or q to quit.");
            line = ask();
        }
        int[] empty = measure();
        out.println("Empty readings (ADC counts):");
        out.print(HallCalibration.picture(rows, cols, empty, "."));
        out.println();
        int[] black = colour(2, "black", empty);
        int[] white = colour(3, "white", empty);
        HallCalibration calibration = HallCalibration.of(rows, cols, empty, black, white, weakMargin);
        sensors.store(calibration.calibrations());
        out.println("Stored in the controller's EEPROM: every square's empty value and its black and white thresholds.");
        out.println();
        out.println("Each square: where black and white begin, and its margin (counts from a threshold to the nearer"
                + " reading, and as a share of the sensor's half scale, " + HallCalibration.HALF_SCALE + " counts):");
        out.print(calibration.table());
        out.println();
        out.println("Margins (counts):");
        out.print(calibration.marginPicture());
        out.println();
        out.print(calibration.report());
        return calibration;
    }

    /** One colour's step: batches until every square has a reading, or the person skips the rest. */
    private int[] colour(int step, String colour, int[] empty) throws IOException, Quit {
        int[] got = new int[rows * cols];
        Arrays.fill(got, HallCalibration.NOT_MEASURED);
        TreeSet<Integer> todo = new TreeSet<>();
        for (int i = 0; i < got.length; i++) {
            todo.add(i);
        }
        out.println("Step " + step + " of 3, " + colour + ": put a disc " + colour + " side up on every square and press"
                + " Enter. With fewer discs, cover some rows, type them (3, or 1-2, or 1 5) or the squares (a1 b1) and"
                + " press Enter; the next prompt asks for the rest. skip leaves the squares still to do without a "
                + colour + " threshold.");
        while (!todo.isEmpty()) {
            String line = ask().strip().toLowerCase(Locale.ROOT);
            if (line.equals("skip")) {
                out.println("Left without a " + colour + " threshold (they keep CONFIGURE's): " + describe(todo) + ".");
                break;
            }
            TreeSet<Integer> batch;
            try {
                batch = line.isEmpty() ? new TreeSet<>(todo) : parse(line);
            } catch (IllegalArgumentException e) {
                out.println(e.getMessage() + "; nothing was measured. Type the rows or squares again.");
                continue;
            }
            int[] now = measure();
            List<String> notSeen = new ArrayList<>();
            for (int square : batch) {
                if (Math.abs(now[square] - empty[square]) < MIN_SEEN) {
                    notSeen.add(HallCalibration.name(square, cols));
                } else {
                    got[square] = now[square];
                    todo.remove(square);
                }
            }
            out.println(capitalised(colour) + " readings so far (ADC counts; . still to do):");
            out.print(HallCalibration.picture(rows, cols, got, "."));
            if (!notSeen.isEmpty()) {
                out.println("No disc seen on " + String.join(" ", notSeen) + " (the reading moved less than " + MIN_SEEN
                        + " counts from empty): they stay to do. A square whose sensor does not see a disc can be left"
                        + " with skip.");
            }
            if (!todo.isEmpty()) {
                out.println("Still to do: " + describe(todo) + ". Put " + colour + " discs on them and press Enter, or"
                        + " type the rows or squares you covered.");
            }
        }
        out.println();
        return got;
    }

    /** The average of {@code samples} raw readings of every square. */
    private int[] measure() {
        long[] sum = new long[rows * cols];
        for (int s = 0; s < samples; s++) {
            int[] values = sensors.read();
            for (int i = 0; i < sum.length; i++) {
                sum[i] += values[i];
            }
        }
        int[] average = new int[sum.length];
        for (int i = 0; i < sum.length; i++) {
            average[i] = (int) Math.round((double) sum[i] / samples);
        }
        return average;
    }

    private String ask() throws IOException, Quit {
        out.print("> ");
        out.flush();
        String line = in.readLine();
        if (line == null) {
            throw new Quit("the input ended before the calibration was done");
        }
        if (line.strip().equalsIgnoreCase("q") || line.strip().equalsIgnoreCase("quit")) {
            throw new Quit("quit before the end");
        }
        return line;
    }

    /** Rows (3, 1-2) and squares (a1) separated by spaces or commas. */
    TreeSet<Integer> parse(String text) {
        TreeSet<Integer> squares = new TreeSet<>();
        String lastSquare = HallCalibration.name(rows * cols - 1, cols);
        for (String token : text.split("[\\s,]+")) {
            if (token.matches("\\d{1,2}(-\\d{1,2})?")) {
                String[] ends = token.split("-");
                int from = Integer.parseInt(ends[0]), to = Integer.parseInt(ends[ends.length - 1]);
                if (from < 1 || to > rows || from > to) {
                    throw new IllegalArgumentException("'" + token + "' is not a row or rows of this board (1 to " + rows + ")");
                }
                for (int r = from; r <= to; r++) {
                    for (int c = 0; c < cols; c++) {
                        squares.add((r - 1) * cols + c);
                    }
                }
            } else if (token.matches("[a-z]\\d{1,2}") && token.charAt(0) - 'a' < cols
                    && Integer.parseInt(token.substring(1)) >= 1 && Integer.parseInt(token.substring(1)) <= rows) {
                squares.add((Integer.parseInt(token.substring(1)) - 1) * cols + token.charAt(0) - 'a');
            } else {
                throw new IllegalArgumentException("'" + token + "' is neither a row (1 to " + rows + "), a range of rows"
                        + " (1-2) nor a square (a1 to " + lastSquare + ")");
            }
        }
        return squares;
    }

    /** Whole rows as ranges ("rows 5-8"), other squares by name. */
    String describe(TreeSet<Integer> squares) {
        List<String> parts = new ArrayList<>();
        List<String> loose = new ArrayList<>();
        int runStart = -1;
        for (int r = 0; r <= rows; r++) {
            boolean whole = r < rows;
            for (int c = 0; c < cols && whole; c++) {
                whole = squares.contains(r * cols + c);
            }
            if (whole && runStart < 0) {
                runStart = r;
            } else if (!whole && runStart >= 0) {
                parts.add(runStart == r - 1 ? "row " + r : "rows " + (runStart + 1) + "-" + r);
                runStart = -1;
            }
            if (!whole && r < rows) {
                for (int c = 0; c < cols; c++) {
                    if (squares.contains(r * cols + c)) {
                        loose.add(HallCalibration.name(r * cols + c, cols));
                    }
                }
            }
        }
        parts.addAll(loose);
        return String.join(", ", parts);
    }

    private static String capitalised(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
