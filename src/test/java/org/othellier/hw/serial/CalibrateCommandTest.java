package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.board.SensorFrame;
import org.othellier.cli.Main;
import org.othellier.testing.OutsideProgram;
import picocli.CommandLine;

/**
 * {@code calibrate} and {@code probe --raw} as a builder runs them, against the firmware's host simulator
 * with two odd sensors: c3's reads 650 with nothing on it (the default empty value 512 and threshold 120
 * take it for white), and f6's sits far from the disc (a disc moves it 60 counts: read as empty).
 */
@OutsideProgram
class CalibrateCommandTest {

    @TempDir
    Path dir;

    record Run(int code, String out, String err) {
    }

    /** A person at the board: before each answer the command reads, the board is set as they left it. */
    static final class Person extends InputStream {
        private record Step(String board, String answer) {
        }

        private final FirmwareSimulator sim;
        private final Deque<Step> steps = new ArrayDeque<>();
        private byte[] line = new byte[0];
        private int at;

        Person(FirmwareSimulator sim) {
            this.sim = sim;
        }

        /** Sets the board (null: leaves it), then answers. */
        Person then(String board, String answer) {
            steps.add(new Step(board, answer));
            return this;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (at == line.length) {
                Step next = steps.poll();
                if (next == null) {
                    return -1;
                }
                if (next.board() != null) {
                    sim.command("board " + next.board());
                }
                line = (next.answer() + "\n").getBytes(StandardCharsets.US_ASCII);
                at = 0;
            }
            int n = Math.min(len, line.length - at); // one answer at a time: the next waits for the next question
            System.arraycopy(line, at, b, off, n);
            at += n;
            return n;
        }
    }

    static Run run(InputStream in, String... args) {
        PrintStream savedOut = System.out;
        InputStream savedIn = System.in;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StringWriter err = new StringWriter();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setIn(in);
            CommandLine cl = Main.commandLine();
            cl.setErr(new PrintWriter(err));
            return new Run(cl.execute(args), out.toString(StandardCharsets.UTF_8), err.toString());
        } finally {
            System.setOut(savedOut);
            System.setIn(savedIn);
        }
    }

    /** An 8x8 board from its eight rows, row 1 first. */
    static String board(String... rows) {
        return String.join("", rows);
    }

    static String rows(int from, int to, char disc) {
        StringBuilder sb = new StringBuilder();
        for (int r = 1; r <= 8; r++) {
            sb.append(String.valueOf(r >= from && r <= to ? disc : '-').repeat(8));
        }
        return sb.toString();
    }

    static final String EMPTY = rows(1, 8, '-');

    // c3 empty (its sensor reads 650), f6 black (moved 60 counts), a1 white, h8 black.
    static final String CHECK = board("O-------", "--------", "--------", "--------", "--------", "-----X--", "--------",
            "-------X");
    // After the restart: c3 black, f6 white.
    static final String CHECK_AGAIN = board("--------", "--------", "--X-----", "--------", "--------", "-----O--",
            "--------", "--------");

    /** Sets the board and returns what the controller reports once it reads {@code expected} (or the last it reported). */
    static String readBack(FirmwareSimulator sim, String board, String expected) throws Exception {
        BlockingQueue<SensorFrame> frames = new LinkedBlockingQueue<>();
        try (SerialBoard serial = SerialBoard.open(SerialConfig.forTool(sim.path(), 5000), () -> System.nanoTime() / 1_000_000)) {
            serial.sensors().start(frames::add);
            sim.command("board " + board);
            String last = "";
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (System.nanoTime() < end) {
                SensorFrame f = frames.poll(100, TimeUnit.MILLISECONDS);
                if (f != null) {
                    last = f.toCompactString();
                    if (last.equals(expected)) {
                        break;
                    }
                }
            }
            return last;
        }
    }

    @Test
    void calibrationMakesEverySquareReadRightKeepsItAcrossARestartAndNamesTheWeakSquare() throws Exception {
        FirmwareBuilds.assumeBuilt();
        try (FirmwareSimulator sim = FirmwareSimulator.start(dir.resolve("board"))) {
            sim.command("sensor c3 650 300");
            sim.command("sensor f6 512 60");
            // Uncalibrated, the default empty value and threshold misread both squares.
            String misread = board("O-------", "--------", "--O-----", "--------", "--------", "--------", "--------",
                    "-------X");
            assertEquals(misread, readBack(sim, CHECK, misread));
            sim.command("board " + EMPTY);

            Person person = new Person(sim)
                    .then(EMPTY, "")
                    .then(rows(1, 4, 'X'), "1-4")
                    .then(null, "9")
                    .then(rows(5, 8, 'X').substring(0, 63) + "-", "5-8")
                    .then(EMPTY.substring(0, 63) + "X", "")
                    .then(rows(1, 8, 'O'), "");
            Run r = run(person, "calibrate", "--port", sim.path(), "--samples", "2");
            assertEquals(0, r.code(), r.err() + r.out());
            String out = r.out();
            assertTrue(out.contains("Step 1 of 3, the empty board"), out);
            assertTrue(out.contains("   3  512  512  650  512  512  512  512  512\n"), out); // the empty readings
            assertTrue(out.contains("'9' is not a row or rows of this board (1 to 8); nothing was measured."), out);
            assertTrue(out.contains("No disc seen on h8 (the reading moved less than 8 counts from empty): they stay to do."), out);
            assertTrue(out.contains("Still to do: rows 5-8. Put black discs on them"), out);
            assertTrue(out.contains("Still to do: h8. Put black discs on them"), out);
            assertTrue(out.contains("   6  212  212  212  212  212  452  212  212\n"), out); // black readings: f6 moved 60
            assertTrue(out.contains("Stored in the controller's EEPROM"), out);
            assertTrue(out.contains("c3        650    350    950     <=500     >=800  150 (29 %)\n"), out);
            assertTrue(out.contains("f6        512    452    572     <=482     >=542  30 (6 %)\n"), out);
            assertTrue(out.contains("1 weak square, with a margin under 40 counts (8 % of the half scale) or no threshold"
                    + " possible:\n  f6: weak, margin 30 (6 %): sensor misplaced: a black disc moves it 60 counts (a typical"
                    + " square 300) and a white disc moves it 60 counts (a typical square 300): it sits off the square's"
                    + " centre or deeper than the others; move it under the centre, right under the surface\n"), out);
            assertFalse(out.contains("  c3: "), out);

            assertEquals(CHECK, readBack(sim, CHECK, CHECK));
            sim.command("reset"); // the controller restarts: what it keeps is in its EEPROM
            assertEquals(CHECK_AGAIN, readBack(sim, CHECK_AGAIN, CHECK_AGAIN));

            sim.command("board " + EMPTY);
            Run raw = run(InputStream.nullInputStream(), "probe", "--raw", "--port", sim.path(), "--seconds", "1");
            assertEquals(0, raw.code(), raw.err());
            assertTrue(raw.out().contains("raw readings (ADC counts; the controller reads - empty, X black, O white)"), raw.out());
            assertTrue(raw.out().contains("   3  512-  512-  650-  512-"), raw.out());
        }
    }

    @Test
    void aTenByTenBoardIsStoredInTwoCommands() throws Exception {
        FirmwareBuilds.assumeBuilt();
        try (FirmwareSimulator sim = FirmwareSimulator.start(dir.resolve("ten"), "--rows", "10", "--cols", "10")) {
            sim.command("sensor a1 650 300"); // square 0: in the first SET_CALIBRATION
            sim.command("sensor j10 700 300"); // square 99: in the second, from square 62
            String empty = "-".repeat(100);
            Run r = run(new Person(sim).then(empty, "").then("X".repeat(100), "").then("O".repeat(100), ""),
                    "calibrate", "--port", sim.path(), "--samples", "1");
            assertEquals(0, r.code(), r.err() + r.out());
            assertTrue(r.out().contains("Every square has a margin of at least 40 counts"), r.out());
            String check = "X" + "-".repeat(98) + "O";
            assertEquals(check, readBack(sim, check, check));
            assertEquals(empty, readBack(sim, empty, empty)); // uncalibrated, a1 and j10 read white
        }
    }

    @Test
    void aReedControllerIsRefused() throws Exception {
        FirmwareBuilds.assumeBuilt();
        try (FirmwareSimulator sim = FirmwareSimulator.start(dir.resolve("reed"), "--sensor", "reed")) {
            Run r = run(InputStream.nullInputStream(), "calibrate", "--port", sim.path());
            assertEquals(2, r.code(), r.out());
            assertTrue(r.err().startsWith("calibrate: the controller on " + dir.resolve("reed")
                    + " reads reed switches (presence sensors: empty or occupied), which have no thresholds"), r.err());
            Run raw = run(InputStream.nullInputStream(), "probe", "--raw", "--port", sim.path(), "--seconds", "1");
            assertEquals(2, raw.code(), raw.out());
            assertTrue(raw.err().startsWith("probe: the controller on " + dir.resolve("reed") + " reads reed switches"), raw.err());
        }
    }

    @Test
    void quittingOrRunningOutOfInputStoresNothing() throws Exception {
        FirmwareBuilds.assumeBuilt();
        try (FirmwareSimulator sim = FirmwareSimulator.start(dir.resolve("board"))) {
            sim.command("sensor c3 650 300");
            Run quit = run(new Person(sim).then(EMPTY, "").then(rows(1, 8, 'X'), "q"), "calibrate", "--port", sim.path());
            assertEquals(1, quit.code(), quit.out());
            assertEquals("calibrate: quit before the end: nothing was stored in the controller\n", quit.err());
            Run ended = run(new Person(sim).then(EMPTY, ""), "calibrate", "--port", sim.path());
            assertEquals(1, ended.code(), ended.out());
            assertEquals("calibrate: the input ended before the calibration was done: nothing was stored in the controller\n",
                    ended.err());
            // Still the defaults: the empty c3 reads white.
            String defaults = board("--------", "--------", "--O-----", "--------", "--------", "--------", "--------",
                    "--------");
            assertEquals(defaults, readBack(sim, EMPTY, defaults));
        }
    }
}
