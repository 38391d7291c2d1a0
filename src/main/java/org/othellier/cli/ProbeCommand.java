package org.othellier.cli;

import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.othellier.board.SensorFrame;
import org.othellier.hw.serial.CommandRefused;
import org.othellier.hw.serial.Message;
import org.othellier.hw.serial.Message.ButtonEvent;
import org.othellier.hw.serial.Message.FrameReport;
import org.othellier.hw.serial.Message.Hello;
import org.othellier.hw.serial.Message.Nak;
import org.othellier.hw.serial.SerialBoard;
import org.othellier.hw.serial.SerialConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Bring-up of a board controller: its greeting, then every frame and button press as it comes, then the link's counters. */
@Command(name = "probe", mixinStandardHelpOptions = true,
        description = {"Connects to a board controller over serial and prints its greeting (versions and capabilities),",
            "then each sensor frame and button press as it arrives, and the link's counters at the end. With --raw",
            "(Hall boards) it shows the sensors' raw readings live instead, four times a second."})
public final class ProbeCommand implements Callable<Integer> {

    @Option(names = "--port", paramLabel = "PATH",
            description = "The serial port, e.g. /dev/ttyACM0 or the path the firmware simulator prints. "
                    + "Default: the first port with Arduino's USB vendor id (2341).")
    String port;

    @Option(names = "--seconds", defaultValue = "10", paramLabel = "N",
            description = "How long to listen after connecting, 1 to 86400 (default ${DEFAULT-VALUE}).")
    int seconds;

    @Option(names = "--raw",
            description = "Hall boards: every sensor's raw reading (ADC counts) four times a second as a board picture, "
                    + "each with the controller's reading of the square (- empty, X black, O white), instead of the frames.")
    boolean raw;

    /** How often --raw asks for the readings: often enough to watch a disc come near, little enough to read. */
    static final long RAW_PERIOD_MS = 250;

    private final long startNanos = System.nanoTime();

    @Override
    public Integer call() throws InterruptedException {
        if (seconds < 1 || seconds > 86400) {
            throw new BadInputException("--seconds " + seconds + " is outside 1 to 86400");
        }
        if (port != null && port.isBlank()) {
            throw new BadInputException("--port is empty");
        }
        SerialConfig config = SerialConfig.forTool(port, 5000);
        try (SerialBoard board = SerialBoard.open(config, () -> System.nanoTime() / 1_000_000)) {
            Hello h = board.controller();
            print(describe(h, board));
            if (raw) {
                CalibrateCommand.requireHall(h, board);
                watchRaw(board, h);
            } else {
                listen(board);
            }
            long rtt = -1;
            try {
                rtt = board.ping().get(2, TimeUnit.SECONDS);
            } catch (Exception e) {
                print("ping: no answer (" + e.getMessage() + ")");
            }
            synchronized (this) {
                System.out.println(rtt >= 0 ? String.format("ping round trip: %.2f ms", rtt / 1e6) : "");
                System.out.println("link: " + board.counters());
            }
        }
        return 0;
    }

    private void listen(SerialBoard board) throws InterruptedException {
        AtomicBoolean first = new AtomicBoolean(true);
        board.sensors().start(frame -> {
            if (first.compareAndSet(true, false)) {
                print(stamp() + "frame (as connected)\n" + indent(frame.toPicture()));
            }
        });
        board.watch(this::show);
        new CountDownLatch(1).await(seconds, TimeUnit.SECONDS); // listen; the link thread prints
    }

    // ---- --raw: the Hall sensors' readings live ----

    private void watchRaw(SerialBoard board, Hello h) throws InterruptedException {
        AtomicReference<SensorFrame> latest = new AtomicReference<>();
        board.sensors().start(latest::set);
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        long next = System.nanoTime();
        while (next < end) {
            try {
                int[] values = board.requestRaw().get(2, TimeUnit.SECONDS);
                print(stamp() + "raw readings (ADC counts; the controller reads - empty, X black, O white)\n"
                        + rawPicture(h.rows(), h.cols(), values, latest.get()));
            } catch (ExecutionException e) {
                if (e.getCause() instanceof CommandRefused refused) {
                    throw refused;
                }
                print(stamp() + "no raw readings: " + e.getCause().getMessage());
            } catch (TimeoutException e) {
                print(stamp() + "no raw readings within 2 s");
            }
            next += RAW_PERIOD_MS * 1_000_000L;
            long wait = next - System.nanoTime();
            if (wait > 0) {
                TimeUnit.NANOSECONDS.sleep(wait);
            } else {
                next = System.nanoTime(); // a slow answer: carry on from now rather than in a burst
            }
        }
    }

    /** The readings as a board with column letters and row numbers, each followed by the controller's reading. */
    static String rawPicture(int rows, int cols, int[] values, SensorFrame frame) {
        StringBuilder sb = new StringBuilder("    ");
        for (int c = 0; c < cols; c++) {
            sb.append(String.format(Locale.ROOT, "%6s", (char) ('a' + c) + " "));
        }
        sb.append('\n');
        for (int r = 0; r < rows; r++) {
            sb.append(String.format(Locale.ROOT, "%4d", r + 1));
            for (int c = 0; c < cols; c++) {
                char reading = frame == null ? '?' : frame.get(c, r).symbol();
                sb.append(String.format(Locale.ROOT, "%5d%c", values[r * cols + c], reading));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    // ---- end of --raw ----

    static String describe(Hello h, SerialBoard board) {
        return "controller on " + board.describe().replaceFirst("^serial board controller on ", "").replaceFirst(":.*", "")
                + "\n  protocol 1, firmware " + h.firmware()
                + "\n  grid " + h.rows() + "x" + h.cols() + ", sensors: " + switch (h.sensor()) {
                    case PRESENCE -> "presence (reed switches: empty or occupied)";
                    case COLOUR -> "colour (digital: empty, black or white)";
                    case ANALOG -> "analog Hall (empty, black or white by thresholds)";
                }
                + "\n  LEDs: " + h.ledKind().name().toLowerCase() + (h.ledKind() == Message.LedKind.NONE ? ""
                        : h.ledLayout() == Message.LedLayout.SQUARE ? ", one per square" : ", at the corners")
                + "\n  buttons: " + h.buttons()
                + "\n  display: " + (h.display() == Message.DisplayKind.NONE ? "none"
                        : h.display().name().toLowerCase() + ", " + h.displayWidth() + " characters per player")
                + "\n  largest frame accepted: " + h.maxFrame() + " bytes"
                + "\n  controller clock: " + h.timeMs() + " ms";
    }

    private void show(Message m) {
        switch (m) {
            case FrameReport f -> print(stamp() + "frame (" + f.cause().name().toLowerCase() + ", controller "
                    + f.timeMs() + " ms)\n" + indent(f.frame().toPicture()));
            case ButtonEvent e -> print(stamp() + e.side().name().toLowerCase() + " button pressed (controller "
                    + e.timeMs() + " ms, press " + e.count() + ")");
            case Hello h -> print(stamp() + "the controller greeted again (restarted or reconnected): firmware "
                    + h.firmware() + ", " + h.rows() + "x" + h.cols());
            case Nak n -> print(stamp() + "the controller refused " + org.othellier.hw.serial.MessageType.describe(n.refType())
                    + ": " + org.othellier.hw.serial.ErrorCode.describe(n.code()) + " (detail " + n.detail() + ")");
            default -> { }
        }
    }

    private String stamp() {
        return String.format("%8.3f s  ", (System.nanoTime() - startNanos) / 1e9);
    }

    private static String indent(String picture) {
        return picture.lines().map(l -> "    " + l).reduce((a, b) -> a + "\n" + b).orElse("");
    }

    private synchronized void print(String text) {
        System.out.println(text);
        System.out.flush();
    }
}
