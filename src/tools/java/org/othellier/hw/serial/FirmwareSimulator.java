package org.othellier.hw.serial;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The one driver of the board controller's firmware run as a child process, for the tests and the wire soak: the
 * firmware built for the host ({@code make host}: build/sim), or the Mega 2560 image itself in simavr
 * ({@code make avr emulator}: build/avr-board), driven the same way. It opens a pseudo-terminal (its first line,
 * {@code PTY path}), takes board changes and button presses on its standard input, answering each with OK or ERROR,
 * and prints the LED plans, clock texts and releases it was given or made. A developers' tool (src/tools): the
 * product never starts it.
 */
public final class FirmwareSimulator implements AutoCloseable {

    public static final Path BINARY = Path.of("firmware-protocol", "firmware", "build", "sim");
    /** The harness that runs a Mega 2560 image in simavr on an emulated reed-switch board. */
    public static final Path EMULATOR = Path.of("firmware-protocol", "firmware", "build", "avr-board");
    /** The image {@code make avr} builds for a Mega 2560 under an 8x8 reed-switch matrix, as flashed. */
    public static final Path MEGA_REED_IMAGE =
            Path.of("firmware-protocol", "firmware", "build", "avr-mega-8x8-reed", "firmware.ino.hex");
    /** The image {@code make avr} builds for a Mega 2560 under a 9x9 reed-switch matrix: the Octi board. */
    public static final Path MEGA_OCTI_REED_IMAGE =
            Path.of("firmware-protocol", "firmware", "build", "avr-mega-9x9-reed", "firmware.ino.hex");
    private static final long TIMEOUT_S = 30; // generous: only a failure waits it out, a loaded machine needs it
    /** The printed lines kept between answers for {@link #awaitEvent}: a soak that never looks stays small. */
    private static final int KEPT = 10_000;
    /** Put after the last line when the process's output ends; no line it prints holds a NUL. */
    private static final String GONE = "\0gone";

    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Deque<String> events = new ArrayDeque<>();
    private final boolean[] held = new boolean[2];
    private final String path;

    private FirmwareSimulator(List<String> command) throws IOException {
        process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        Thread reader = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII))) {
                for (String line; (line = out.readLine()) != null; ) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the process is gone: the next wait says so
            }
            lines.add(GONE);
        }, "firmware-simulator-output");
        reader.setDaemon(true);
        reader.start();
        String first;
        try {
            first = next("its pseudo-terminal");
        } catch (IllegalStateException e) {
            close();
            throw new IllegalStateException(command.get(0) + " did not start: " + e.getMessage(), e);
        }
        if (!first.startsWith("PTY ")) {
            close();
            throw new IllegalStateException(command.get(0) + " did not start: its first line is not PTY <path>: " + first);
        }
        path = first.substring(4);
    }

    /** Starts the host simulator (build/sim); {@code link} is the path it keeps pointing at its terminal across restarts. */
    public static FirmwareSimulator start(Path link, String... options) throws IOException {
        return start(BINARY, link, options);
    }

    /** Starts the host simulator {@code binary} ({@code --board SQUARES}, {@code --rows 9 --cols 9}, ... as options). */
    public static FirmwareSimulator start(Path binary, Path link, String... options) throws IOException {
        List<String> command = new ArrayList<>(List.of(binary.toString(), "--link", link.toString()));
        command.addAll(List.of(options));
        return new FirmwareSimulator(command);
    }

    /** Starts the Mega 2560 image in simavr on an 8x8 reed-switch board, its UART at {@code link}. */
    public static FirmwareSimulator emulated(Path link, String... options) throws IOException {
        return emulated(MEGA_REED_IMAGE, link, options);
    }

    /** Starts {@code image} in simavr; its board's size comes with the options ({@code --rows 9 --cols 9}). */
    public static FirmwareSimulator emulated(Path image, Path link, String... options) throws IOException {
        List<String> command = new ArrayList<>(List.of(EMULATOR.toString(), "--image", image.toString(),
                "--link", link.toString()));
        command.addAll(List.of(options));
        return new FirmwareSimulator(command);
    }

    /** The path of the controller's end of the link, its pseudo-terminal. */
    public String path() {
        return path;
    }

    /**
     * Sends one command to the simulated board (put d3 X, board ..., press black 60) and waits for its OK; the lines
     * printed before it are kept for {@link #awaitEvent}. A command the simulator refuses throws with its ERROR line.
     */
    public void command(String command) {
        try {
            in.write(command + "\n");
            in.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("the firmware simulator is gone", e);
        }
        while (true) {
            String line = next("an answer to " + command);
            if (line.equals("OK")) {
                return;
            }
            if (line.startsWith("ERROR")) {
                throw new IllegalArgumentException(command + ": " + line);
            }
            keep(line);
        }
    }

    /** Presses a button ({@code side} 0 black, 1 white) for {@code ms}; first waits until its previous press was let go. */
    public void press(int side, int ms) {
        while (held[side]) {
            keep(next("the release of a button"));
        }
        held[side] = true;
        command("press " + (side == 0 ? "black" : "white") + " " + ms);
    }

    /** The emulator's {@code STATS} lines (what it measured and counted), as one text. */
    public String stats() {
        int before = events.size();
        command("stats");
        List<String> printed = new ArrayList<>(events).subList(before, events.size());
        StringBuilder sb = new StringBuilder();
        for (String line : printed) {
            if (line.startsWith("STATS ")) {
                sb.append(line.substring("STATS ".length())).append('\n');
                events.removeLastOccurrence(line);
            }
        }
        return sb.toString();
    }

    /** The next line the simulator printed that starts with {@code prefix}, skipping others. */
    public String awaitEvent(String prefix) {
        while (!events.isEmpty()) {
            String e = events.poll();
            if (e.startsWith(prefix)) {
                return e;
            }
        }
        while (true) {
            String line = next("line starting " + prefix);
            if (line.startsWith(prefix)) {
                return line;
            }
        }
    }

    /** Pulls the plug: the process dies at once, its terminal with it. */
    public void kill() {
        process.destroyForcibly();
        try {
            if (!process.waitFor(TIMEOUT_S, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the firmware simulator still runs " + TIMEOUT_S + " s after its kill");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the firmware simulator was killed", e);
        }
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(TIMEOUT_S, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(TIMEOUT_S, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private void keep(String line) {
        if (events.size() == KEPT) {
            events.poll();
        }
        events.add(line);
    }

    private String next(String what) {
        try {
            String line = lines.poll(TIMEOUT_S, TimeUnit.SECONDS);
            if (line == null) {
                throw new IllegalStateException("the firmware simulator printed no " + what + " within " + TIMEOUT_S + " s");
            }
            if (line.equals(GONE)) {
                lines.add(GONE); // for every later wait too
                throw new IllegalStateException("the firmware simulator ended before it printed " + what);
            }
            if (line.startsWith("RELEASED ")) {
                held[line.endsWith("black") ? 0 : 1] = false;
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for " + what, e);
        }
    }
}
