package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.othellier.testing.RequiredTool;

/**
 * The board controller firmware built for the host (firmware-protocol/firmware, {@code make host}),
 * run as a process: it opens a pseudo-terminal, takes simulated board changes on its standard input
 * and reports the LED plans and clock texts it was given on its standard output. {@link #emulated}
 * runs the Mega 2560 image itself in simavr instead ({@code make avr emulator}), driven the same way.
 */
final class FirmwareSimulator implements AutoCloseable {

    static final Path BINARY = Path.of("firmware-protocol", "firmware", "build", "sim");
    /** The harness that runs a Mega 2560 image in simavr on an emulated reed-switch board. */
    static final Path EMULATOR = Path.of("firmware-protocol", "firmware", "build", "avr-board");
    /** The image {@code make avr} builds for a Mega 2560 under an 8x8 reed-switch matrix, as flashed. */
    static final Path MEGA_REED_IMAGE = Path.of("firmware-protocol", "firmware", "build", "avr-mega-8x8-reed", "firmware.ino.hex");
    /** The image {@code make avr} builds for a Mega 2560 under a 9x9 reed-switch matrix: the Octi board. */
    static final Path MEGA_OCTI_REED_IMAGE = Path.of("firmware-protocol", "firmware", "build", "avr-mega-9x9-reed", "firmware.ino.hex");
    private static final long TIMEOUT_S = 30; // generous: only a failing test waits it out, a loaded machine needs it

    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Deque<String> events = new ArrayDeque<>();
    private final String path;

    private FirmwareSimulator(List<String> command) throws IOException, InterruptedException {
        process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        Thread reader = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII))) {
                for (String line; (line = out.readLine()) != null; ) {
                    lines.add(line);
                }
            } catch (IOException e) {
                lines.add("EXIT " + e.getMessage());
            }
        }, "simulator-output");
        reader.setDaemon(true);
        reader.start();
        String first = lines.poll(TIMEOUT_S, TimeUnit.SECONDS);
        assertNotNull(first, "the simulator printed nothing");
        if (!first.startsWith("PTY ")) {
            throw new IllegalStateException("the simulator's first line is not PTY <path>: " + first);
        }
        path = first.substring(4);
    }

    /** The simulator must have been built (mvn verify builds it): a failure under CI, a loud skip elsewhere. */
    static void assumeBuilt() {
        RequiredTool.require(Files.isExecutable(BINARY), "the firmware simulator " + BINARY,
                "make -C firmware-protocol/firmware host, which mvn verify runs; it needs g++ and make");
    }

    /** The emulator and the Mega image must have been built (mvn verify builds them): a failure under CI, a loud skip elsewhere. */
    static void assumeEmulatorBuilt() {
        assumeEmulatorBuilt(MEGA_REED_IMAGE);
    }

    /** The same for another image. */
    static void assumeEmulatorBuilt(Path image) {
        RequiredTool.require(Files.isExecutable(EMULATOR) && Files.isRegularFile(image),
                "the emulated controller " + EMULATOR + " with the image " + image,
                "make -C firmware-protocol/firmware avr emulator, which mvn verify runs; it needs gcc-avr, avr-libc, "
                        + "arduino-core-avr, arduino-builder and libsimavr-dev");
    }

    /** Starts the Mega 2560 image in simavr on an 8x8 reed-switch board, its UART at {@code link}. */
    static FirmwareSimulator emulated(Path link, String... options) throws IOException, InterruptedException {
        return emulated(MEGA_REED_IMAGE, link, options);
    }

    /** Starts {@code image} in simavr; its board's size comes with the options ({@code --rows 9 --cols 9}). */
    static FirmwareSimulator emulated(Path image, Path link, String... options) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(EMULATOR.toString(), "--image", image.toString(),
                "--link", link.toString()));
        command.addAll(List.of(options));
        return new FirmwareSimulator(command);
    }

    /** Starts the simulator; {@code link} is the path it keeps pointing at its terminal across restarts. */
    static FirmwareSimulator start(Path link, String... options) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(BINARY.toString(), "--link", link.toString()));
        command.addAll(List.of(options));
        return new FirmwareSimulator(command);
    }

    String path() {
        return path;
    }

    /** Sends a command to the simulated board and waits for its OK. */
    void command(String command) throws IOException, InterruptedException {
        in.write(command + "\n");
        in.flush();
        while (true) {
            String line = lines.poll(TIMEOUT_S, TimeUnit.SECONDS);
            assertNotNull(line, "no answer to " + command);
            if (line.equals("OK")) {
                return;
            }
            if (line.startsWith("ERROR")) {
                throw new IllegalArgumentException(command + ": " + line);
            }
            events.add(line);
        }
    }

    /** The emulator's {@code STATS} lines (what it measured and counted), as one text. */
    String stats() throws IOException, InterruptedException {
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
    String awaitEvent(String prefix) throws InterruptedException {
        while (!events.isEmpty()) {
            String e = events.poll();
            if (e.startsWith(prefix)) {
                return e;
            }
        }
        while (true) {
            String line = lines.poll(TIMEOUT_S, TimeUnit.SECONDS);
            assertNotNull(line, "the simulator printed no " + prefix + " line");
            if (line.startsWith(prefix)) {
                return line;
            }
        }
    }

    /** Pulls the plug: the process dies at once, its terminal with it. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        assertEquals(true, process.waitFor(TIMEOUT_S, TimeUnit.SECONDS));
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(TIMEOUT_S, TimeUnit.SECONDS)) {
            kill();
        }
    }
}
