package org.othellier.engine.nboard;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.othellier.engine.TimeBudget;
import org.othellier.engine.othello.MatchPlayer;
import org.othellier.formats.Ggf;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;

/**
 * An external engine that speaks the NBoard protocol, run as a child process and used as a
 * {@link MatchPlayer}: for each move it is sent the whole game ({@code set game}), synchronised with
 * {@code ping}/{@code pong}, and asked to {@code go}. Its reply must be a legal move; anything else
 * (a crash, silence past the time-out, an illegal move) is an {@link IllegalStateException} naming
 * the engine and what it said.
 */
public final class NboardEnginePlayer implements MatchPlayer {

    private final List<String> command;
    private final Process process;
    private final PrintStream toEngine;
    private final BlockingQueue<String> fromEngine = new LinkedBlockingQueue<>();
    private final long timeoutMs;
    private int ping;
    private String name;

    /**
     * Starts the engine.
     *
     * @param command   the program and its arguments
     * @param depth     the depth to ask for ({@code set depth})
     * @param timeoutMs how long to wait for any answer before giving up
     */
    public NboardEnginePlayer(List<String> command, int depth, long timeoutMs) throws IOException {
        this.command = List.copyOf(command);
        this.timeoutMs = timeoutMs;
        this.name = String.join(" ", command);
        process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        toEngine = new PrintStream(process.getOutputStream(), true, StandardCharsets.UTF_8);
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = in.readLine()) != null) {
                    fromEngine.add(line.strip());
                }
            } catch (IOException e) {
                // the process ended; the waiting side reports it
            }
            fromEngine.add("\u0000eof");
        }, "nboard-engine-reader");
        reader.setDaemon(true);
        reader.start();
        send("nboard 2");
        send("set depth " + depth);
        sync();
    }

    @Override
    public String name() {
        return name;
    }

    private void send(String line) {
        toEngine.println(line);
        toEngine.flush();
    }

    /** Sends a ping and reads until its pong, keeping what the engine says about itself. */
    private void sync() {
        int n = ++ping;
        send("ping " + n);
        while (true) {
            String line = next();
            if (line.startsWith("set myname ")) {
                name = line.substring("set myname ".length()).strip();
            } else if (line.equals("pong " + n)) {
                return;
            }
        }
    }

    private String next() {
        try {
            String line = fromEngine.poll(timeoutMs, TimeUnit.MILLISECONDS);
            if (line == null) {
                throw new IllegalStateException("engine '" + String.join(" ", command) + "' said nothing for "
                        + timeoutMs + " ms");
            }
            if (line.equals("\u0000eof")) {
                fromEngine.add(line);
                throw new IllegalStateException("engine '" + String.join(" ", command) + "' stopped");
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the engine", e);
        }
    }

    @Override
    public OthelloMove play(OthelloGame game, TimeBudget clock) {
        if (game.position().mustPass()) {
            return OthelloMove.PASS;
        }
        send("set game " + Ggf.format(java.util.Map.of(), game.start(), game.moves()));
        sync();
        send("go");
        while (true) {
            String line = next();
            if (line.startsWith("===")) {
                String square = line.substring(3).strip().split("[/\\s]")[0];
                OthelloMove m;
                try {
                    m = OthelloMove.parse(square);
                } catch (IllegalArgumentException e) {
                    throw new IllegalStateException("engine '" + name + "' answered '" + line + "': " + e.getMessage());
                }
                if (!game.position().isLegal(m)) {
                    throw new IllegalStateException("engine '" + name + "' played " + square.toUpperCase(Locale.ROOT)
                            + ", which is not legal in " + game.position().toObf());
                }
                return m;
            }
        }
    }

    @Override
    public void close() {
        try {
            send("quit");
            toEngine.close();
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                process.destroy();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroy();
        }
    }
}
