package org.othellier.hw.gpio;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.othellier.board.Led;
import org.othellier.board.LedColour;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorFrame;
import org.othellier.game.Side;
import org.othellier.hw.ButtonPress;

/**
 * The bring-up test of a newly built direct board ({@code othellier hwtest}): every display segment,
 * then the modules' order, then every LED in turn (each colour of a bicolour LED), then a live monitor
 * that prints each sensor and button change as it happens and lights the LED of every closed square,
 * so a builder sees at once a switch that never closes, one wired to the wrong square, or an LED that
 * stays dark. With simulated wiring it reads commands instead of hands: a square name toggles its switch,
 * {@code black} or {@code white} presses a button, {@code quit} ends.
 */
public final class BringUp {

    /**
     * What stands in for a builder's hands when the board runs on simulated wiring ({@code hwtest --mock}):
     * the simulation implements it, so the drivers never depend on their simulation.
     */
    public interface Hands {
        void toggleSwitch(int row, int col);

        void press(Side side, boolean down);
    }

    private final GpioBoard board;
    private final Hands hands;
    private final PrintStream out;
    private final long stepMillis;
    private final LongSupplier millis;
    private final BlockingQueue<Object> events = new LinkedBlockingQueue<>();
    private final long startMillis;
    private SensorFrame last;

    /** @param hands the simulated wiring the board runs on, or null on a real board */
    public BringUp(GpioBoard board, Hands hands, PrintStream out, long stepMillis, LongSupplier millis) {
        this.board = board;
        this.hands = hands;
        this.out = out;
        this.stepMillis = stepMillis;
        this.millis = millis;
        this.startMillis = millis.getAsLong();
    }

    public void run(long monitorSeconds, BufferedReader commands) throws IOException, InterruptedException {
        out.println(board.describe());
        displayTest();
        ledWalk();
        monitor(monitorSeconds, commands);
    }

    private void displayTest() throws InterruptedException {
        if (board.display() instanceof LcdClockDisplay lcd) {
            lcd.showLines("\u007f".repeat(16), "\u007f".repeat(16));
            lcd.flush();
            out.println("clock display: every character of both lines a full block (set the contrast trimmer until the blocks"
                    + " are dark and the background clear)");
            pause(4 * stepMillis);
            lcd.showLines("0123456789ABCDEF", "B> 12:34 W 56:78");
            lcd.flush();
            out.println("clock display: the top line shows 0123456789ABCDEF, the bottom one B> 12:34 W 56:78 (every column, left to right)");
            pause(4 * stepMillis);
            return;
        }
        board.display().show("8.8.:8.8.", "8.8.:8.8.");
        flushDisplay();
        out.println("clock display: every segment and the colon on, on both modules");
        pause(4 * stepMillis);
        board.display().show("12:34", "56:78");
        flushDisplay();
        out.println("clock display: black shows 12:34, white shows 56:78 (digits in order, left to right)");
        pause(4 * stepMillis);
    }

    private void flushDisplay() {
        if (board.display() instanceof SegmentClockDisplay s) {
            s.flush();
        } else if (board.display() instanceof LcdClockDisplay l) {
            l.flush();
        }
    }

    private void ledWalk() throws InterruptedException {
        if (!board.hasLeds()) {
            out.println("LEDs: none configured");
            return;
        }
        int rows = board.sensors().rows();
        int cols = board.sensors().cols();
        LedColour[] colours = board.bicolourLeds() ? new LedColour[] {LedColour.RED, LedColour.GREEN} : new LedColour[] {LedColour.RED};
        for (LedColour colour : colours) {
            out.println("LEDs: one at a time" + (colours.length > 1 ? ", " + colour.name().toLowerCase(Locale.ROOT) : "")
                    + ", a1 first, row by row");
            for (int r = 0; r < rows; r++) {
                StringBuilder line = new StringBuilder("  ");
                for (int c = 0; c < cols; c++) {
                    board.leds().show(LedPlan.dark(rows, cols).with(r * cols + c, Led.steady(colour)));
                    render();
                    line.append(' ').append(square(c, r, cols));
                    pause(stepMillis);
                }
                out.println(line);
            }
        }
        Led[] all = new Led[rows * cols];
        java.util.Arrays.fill(all, Led.steady(board.bicolourLeds() ? LedColour.YELLOW : LedColour.RED));
        board.leds().show(LedPlan.of(rows, cols, all));
        render();
        out.println("LEDs: all on (the power supply's worst case)");
        pause(8 * stepMillis);
        board.leds().show(LedPlan.dark(rows, cols));
        render();
    }

    private void render() {
        if (board.leds() instanceof BlinkingLeds b) {
            b.render(millis.getAsLong());
        }
    }

    private void monitor(long seconds, BufferedReader commands) throws IOException, InterruptedException {
        board.sensors().start(events::add);
        board.buttons().start(events::add);
        if (hands != null) {
            out.println("sensors and buttons (simulated): type a square to toggle its switch, black or white to press a button, quit to end");
            drain(2000, e -> e instanceof SensorFrame); // the first frame
            String line;
            while ((line = commands.readLine()) != null) {
                String cmd = line.strip().toLowerCase(Locale.ROOT);
                if (cmd.isEmpty()) {
                    continue;
                }
                if (cmd.equals("quit")) {
                    break;
                }
                if (cmd.equals("black") || cmd.equals("white")) {
                    Side side = cmd.equals("black") ? Side.BLACK : Side.WHITE;
                    hands.press(side, true);
                    drain(2000, e -> e instanceof ButtonPress p && p.side() == side);
                    hands.press(side, false);
                    continue;
                }
                int[] sq = parseSquare(cmd, board.sensors().rows());
                if (sq == null) {
                    out.println("? " + line.strip() + " (a square such as d4, black, white or quit)");
                    continue;
                }
                boolean before = last != null && last.get(sq[0], sq[1]).isOccupied();
                hands.toggleSwitch(sq[1], sq[0]);
                drain(2000, e -> e instanceof SensorFrame f && f.get(sq[0], sq[1]).isOccupied() != before);
            }
        } else {
            out.println("sensors and buttons: close each switch and press each button; "
                    + (seconds > 0 ? "ends after " + seconds + " s" : "Ctrl-C ends"));
            long end = seconds > 0 ? millis.getAsLong() + seconds * 1000 : Long.MAX_VALUE;
            while (millis.getAsLong() < end) {
                drain(Math.min(500, end - millis.getAsLong()), e -> false);
            }
        }
        out.println("done");
    }

    /** Prints events as they come until one matches or {@code timeoutMillis} passes. */
    private void drain(long timeoutMillis, java.util.function.Predicate<Object> until) throws InterruptedException {
        long deadline = millis.getAsLong() + timeoutMillis;
        while (true) {
            long left = deadline - millis.getAsLong();
            if (left <= 0) {
                return;
            }
            Object e = events.poll(left, TimeUnit.MILLISECONDS);
            if (e == null) {
                return;
            }
            print(e);
            if (until.test(e)) {
                return;
            }
        }
    }

    private void print(Object event) {
        String at = String.format(Locale.ROOT, "%8.3f s  ", (millis.getAsLong() - startMillis) / 1000.0);
        if (event instanceof ButtonPress p) {
            out.println(at + (p.side() == Side.BLACK ? "black" : "white") + " button pressed");
            return;
        }
        SensorFrame f = (SensorFrame) event;
        int cols = f.cols();
        int closed = 0;
        StringBuilder changes = new StringBuilder();
        for (int i = 0; i < f.squares(); i++) {
            boolean now = f.get(i).isOccupied();
            closed += now ? 1 : 0;
            boolean before = last != null && last.get(i).isOccupied();
            if (last != null && now != before) {
                changes.append(changes.isEmpty() ? "" : ", ").append(square(i % cols, i / cols, cols)).append(now ? " closed" : " opened");
            }
        }
        if (last == null) {
            out.println(at + "first scan: " + closed + " switches closed" + (closed == 0 ? "" : "\n" + f.toPicture().stripTrailing()));
        } else {
            out.println(at + changes + " (" + closed + " closed)");
        }
        last = f;
        Led[] leds = new Led[f.squares()];
        String lastSquare = "";
        for (int i = 0; i < leds.length; i++) {
            leds[i] = f.get(i).isOccupied() ? Led.steady(LedColour.GREEN) : Led.OFF;
        }
        if (!changes.isEmpty()) {
            String first = changes.toString().split(" ")[0];
            lastSquare = first;
        }
        board.leds().show(LedPlan.of(f.rows(), f.cols(), leds));
        if (board.display() instanceof LcdClockDisplay lcd) {
            lcd.showLines(closed + " closed", lastSquare.isEmpty() ? "" : "last " + lastSquare);
        } else {
            board.display().show(Integer.toString(closed), lastSquare);
        }
    }

    static String square(int col, int row, int cols) {
        return "" + (char) ('a' + col) + (row + 1);
    }

    /** {@code d4} to {col, row}, or null. */
    static int[] parseSquare(String s, int size) {
        if (s.length() < 2 || s.length() > 3 || s.charAt(0) < 'a' || s.charAt(0) >= 'a' + size) {
            return null;
        }
        try {
            int row = Integer.parseInt(s.substring(1)) - 1;
            return row >= 0 && row < size ? new int[] {s.charAt(0) - 'a', row} : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static void pause(long millis) throws InterruptedException {
        if (millis > 0) {
            Thread.sleep(millis);
        }
    }
}
