package org.othellier.soak;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The board controller's firmware built for the host ({@code make host}: build/sim) as a process: it
 * serves the link on a pseudo-terminal and takes board changes and button presses on its standard
 * input, answering each with OK. Used by the wire campaign.
 */
final class SimulatedController implements AutoCloseable {

    private static final long TIMEOUT_S = 10;

    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final boolean[] held = new boolean[2];
    private final Path link;

    SimulatedController(Path binary, Path link, String board) throws IOException {
        this.link = link;
        List<String> command = new ArrayList<>(List.of(binary.toString(), "--link", link.toString(), "--board", board));
        process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
        Thread reader = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII))) {
                for (String line; (line = out.readLine()) != null; ) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the process is gone: the next command says so
            }
            lines.add("EXIT");
        }, "simulated-controller-output");
        reader.setDaemon(true);
        reader.start();
        String first = next("its pseudo-terminal");
        if (!first.startsWith("PTY ")) {
            close();
            throw new IllegalStateException("the firmware simulator " + binary + " did not start: " + first);
        }
    }

    /** The path of the controller's end of the link. */
    Path link() {
        return link;
    }

    /** Sends one command (put d3 X, board ..., press black 60) and waits for its OK. */
    void command(String command) {
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
                throw new IllegalStateException(command + ": " + line);
            }
        }
    }

    /** Presses a button for {@code ms}; first waits until its previous press was let go. */
    void press(int side, int ms) {
        while (held[side]) {
            next("the release of a button");
        }
        held[side] = true;
        command("press " + (side == 0 ? "black" : "white") + " " + ms);
    }

    private String next(String what) {
        try {
            String line = lines.poll(TIMEOUT_S, TimeUnit.SECONDS);
            if (line == null || line.equals("EXIT")) {
                throw new IllegalStateException("the firmware simulator sent no " + what + " within " + TIMEOUT_S + " s");
            }
            if (line.startsWith("RELEASED ")) {
                held[line.endsWith("black") ? 0 : 1] = false;
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for " + what);
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
}
