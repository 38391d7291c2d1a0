package org.othellier.hw.serial;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
import org.othellier.hw.serial.Message.DisplayKind;
import org.othellier.hw.serial.Message.Hello;
import org.othellier.hw.serial.Message.LedKind;

/**
 * The bring-up test of a board on a serial controller ({@code othellier hwtest} with a serial board):
 * every segment and digit of both clock displays, then every LED one at a time in each colour it has,
 * square by square from a1 through the configured chain order (so a strip laid another way than
 * {@code led-chain} says shows at once: the light jumps instead of running along the rows), then a
 * live monitor that prints each sensor and button change as it happens and lights the LED of every
 * occupied square.
 *
 * <p>The controller draws the clock texts with its own seven-segment font: {@code 8} lights a digit's
 * seven segments, a {@code .} after a character its point (the colon of a clock module is the second
 * digit's), and the font's narrow characters ({@code -}, {@code _}, {@code 1}, {@code I}, {@code 7})
 * light the middle, bottom, right, left and top segments in turn.
 */
public final class SerialBringUp {

    /** Texts that light one part of every digit, and what the builder should see. */
    private static final String[][] SEGMENT_GROUPS = {
        {"-", "the middle segment (g) of every digit"},
        {"_", "the bottom segment (d)"},
        {"1", "the two right segments (b, c)"},
        {"I", "the two left segments (e, f)"},
        {"7", "the top segment (a) with the two right ones"},
    };

    private final SerialBoard board;
    private final LedChain chain;
    private final PrintStream out;
    private final long stepMillis;
    private final LongSupplier millis;
    private final BlockingQueue<Object> events = new LinkedBlockingQueue<>();
    private final long startMillis;
    private SensorFrame last;
    private final int[] acks = new int[256]; // the controller's ACKs so far, by the type they answer; guarded by itself

    public SerialBringUp(SerialBoard board, LedChain chain, PrintStream out, long stepMillis, LongSupplier millis) {
        this.board = board;
        this.chain = chain;
        this.out = out;
        this.stepMillis = stepMillis;
        this.millis = millis;
        this.startMillis = millis.getAsLong();
        board.watch(m -> {
            if (m instanceof Message.Ack a) {
                synchronized (acks) {
                    acks[a.refType()]++;
                    acks.notifyAll();
                }
            }
        });
    }

    /**
     * Sends with {@code send} and waits (up to a second) for the controller to acknowledge a command of {@code type}:
     * each step then reaches the LEDs or the display before the next, however slow the link or the controller.
     */
    private void sent(MessageType type, Runnable send) throws InterruptedException {
        int before;
        synchronized (acks) {
            before = acks[type.code()];
        }
        send.run();
        long end = millis.getAsLong() + 1000;
        synchronized (acks) {
            for (long left = 1000; acks[type.code()] == before && left > 0; left = end - millis.getAsLong()) {
                acks.wait(left);
            }
        }
    }

    /** The whole test; the monitor lasts {@code monitorSeconds}, or until interrupted when 0. */
    public void run(long monitorSeconds) throws InterruptedException {
        Hello h = board.controller();
        out.println(board.describe());
        displayTest(h);
        ledWalk(h);
        monitor(monitorSeconds);
    }

    private void displayTest(Hello h) throws InterruptedException {
        int width = h.displayWidth();
        if (h.display() == DisplayKind.NONE || width == 0) {
            out.println("clock display: none");
            return;
        }
        show("8.".repeat(width), "every segment, point and colon of both displays");
        for (int digit = 0; digit < width; digit++) {
            // the whole width, blanks around the 8: the controller right-aligns shorter texts
            show(" ".repeat(digit) + "8" + " ".repeat(width - 1 - digit), "digit " + (digit + 1) + " of " + width + " from the left alone");
        }
        if (h.display() == DisplayKind.SEGMENTS) {
            for (String[] group : SEGMENT_GROUPS) {
                show(group[0].repeat(width), group[1]);
            }
            show(" .".repeat(width), "the points and the colon alone");
        }
        String black = "1234567890123456".substring(0, width);
        String white = "5678901234567890".substring(0, width);
        sent(MessageType.SET_DISPLAY, () -> board.display().show(black, white));
        out.println("clock display: black shows " + black + ", white shows " + white + " (the modules the right way round, digits left to right)");
        pause(4 * stepMillis);
        sent(MessageType.SET_DISPLAY, () -> board.display().show("", ""));
    }

    private void show(String text, String what) throws InterruptedException {
        sent(MessageType.SET_DISPLAY, () -> board.display().show(text, text));
        out.println("clock display: \"" + text + "\" on both: " + what);
        pause(4 * stepMillis);
    }

    private void ledWalk(Hello h) throws InterruptedException {
        if (h.ledKind() == LedKind.NONE) {
            out.println("LEDs: none");
            return;
        }
        int rows = h.rows();
        int cols = h.cols();
        LedColour[] colours = switch (h.ledKind()) {
            case RGB -> new LedColour[] {LedColour.RED, LedColour.GREEN, LedColour.BLUE};
            case BICOLOUR -> new LedColour[] {LedColour.RED, LedColour.GREEN};
            default -> new LedColour[] {LedColour.RED};
        };
        out.println("LEDs: a chain laid " + chain.spelling() + " (led-chain); each square below is followed by its LED's place"
                + " on the chain, 1 nearest the controller. The light must run along the rows from a1: where it jumps,"
                + " the chain is laid another way");
        for (LedColour colour : colours) {
            out.println("LEDs: one at a time, " + colour.name().toLowerCase(Locale.ROOT) + ", a1 first, row by row");
            for (int r = 0; r < rows; r++) {
                StringBuilder line = new StringBuilder(" ");
                for (int c = 0; c < cols; c++) {
                    int square = r * cols + c;
                    sent(MessageType.SET_LEDS, () -> board.leds().show(LedPlan.dark(rows, cols).with(square, Led.steady(colour))));
                    line.append(String.format(" %s %-3d", square(square, cols), chain.position(square, rows, cols) + 1));
                    pause(stepMillis);
                }
                out.println(line.toString().stripTrailing());
            }
        }
        Led[] all = new Led[rows * cols];
        Arrays.fill(all, Led.steady(h.ledKind() == LedKind.RGB ? LedColour.WHITE : colours[colours.length - 1]));
        sent(MessageType.SET_LEDS, () -> board.leds().show(LedPlan.of(rows, cols, all)));
        out.println("LEDs: all on (the power supply's worst case)");
        pause(8 * stepMillis);
        sent(MessageType.SET_LEDS, () -> board.leds().show(LedPlan.dark(rows, cols)));
    }

    private void monitor(long seconds) throws InterruptedException {
        board.sensors().start(events::add);
        board.buttons().start(events::add);
        out.println("sensors and buttons: put a disc on each square and press each button; "
                + (seconds > 0 ? "ends after " + seconds + " s" : "Ctrl-C ends"));
        long end = seconds > 0 ? millis.getAsLong() + seconds * 1000 : Long.MAX_VALUE;
        while (true) {
            long left = end - millis.getAsLong();
            if (left <= 0) {
                break;
            }
            Object e = events.poll(Math.min(500, left), TimeUnit.MILLISECONDS);
            if (e != null) {
                print(e);
            }
        }
        out.println("done");
    }

    private void print(Object event) {
        String at = String.format(Locale.ROOT, "%8.3f s  ", (millis.getAsLong() - startMillis) / 1000.0);
        if (event instanceof ButtonPress p) {
            out.println(at + (p.side() == Side.BLACK ? "black" : "white") + " button pressed");
            return;
        }
        SensorFrame f = (SensorFrame) event;
        int occupied = 0;
        List<String> changes = new ArrayList<>();
        for (int i = 0; i < f.squares(); i++) {
            occupied += f.get(i).isOccupied() ? 1 : 0;
            if (last != null && f.get(i) != last.get(i)) {
                changes.add(square(i, f.cols()) + " " + switch (f.get(i)) {
                    case EMPTY -> last.get(i) == org.othellier.board.Reading.OCCUPIED ? "opened" : "empty";
                    case OCCUPIED -> "closed";
                    case BLACK -> "black";
                    case WHITE -> "white";
                });
            }
        }
        if (last == null) {
            out.println(at + "first reading: " + occupied + " squares occupied" + (occupied == 0 ? "" : "\n" + f.toPicture().stripTrailing()));
        } else if (!changes.isEmpty()) {
            out.println(at + String.join(", ", changes) + " (" + occupied + " occupied)");
        } else {
            return; // a heartbeat: nothing changed
        }
        last = f;
        Led[] leds = new Led[f.squares()];
        for (int i = 0; i < leds.length; i++) {
            leds[i] = f.get(i).isOccupied() ? Led.steady(LedColour.GREEN) : Led.OFF;
        }
        board.leds().show(LedPlan.of(f.rows(), f.cols(), leds));
        String lastSquare = changes.isEmpty() ? "" : changes.get(0).split(" ")[0];
        board.display().show(Integer.toString(occupied), lastSquare);
    }

    private static String square(int square, int cols) {
        return "" + (char) ('a' + square % cols) + (square / cols + 1);
    }

    private static void pause(long millis) throws InterruptedException {
        if (millis > 0) {
            Thread.sleep(millis);
        }
    }
}
