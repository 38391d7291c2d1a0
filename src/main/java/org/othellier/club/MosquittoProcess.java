package org.othellier.club;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Debian's Mosquitto run as a child process on a loopback port, for the club's benchmark and tests: a
 * configuration written to a folder of its own (persistence there), started, waited for until the port
 * answers, killed (SIGKILL, as a power cut would) and started again on the same port.
 */
public final class MosquittoProcess implements AutoCloseable {

    private final Path dir;
    private final int port;
    private final List<String> extraConfig;
    private Process process;

    private MosquittoProcess(Path dir, int port, List<String> extraConfig) {
        this.dir = dir;
        this.port = port;
        this.extraConfig = List.copyOf(extraConfig);
    }

    /**
     * Starts an open broker (anonymous clients) on a free port; {@code extraConfig} lines are added to its file.
     * With a {@code listener} line among them (one only), that line becomes this broker's loopback port in place, so
     * that the options that follow it are that listener's, as in the file they came from.
     */
    public static MosquittoProcess start(Path dir, List<String> extraConfig) throws IOException {
        MosquittoProcess m = new MosquittoProcess(dir, freePort(), extraConfig);
        m.start();
        return m;
    }

    public static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    public int port() {
        return port;
    }

    public String url() {
        return "tcp://127.0.0.1:" + port;
    }

    /** Starts (again) and waits until the port takes connections (ten seconds at most). */
    public synchronized void start() throws IOException {
        Files.createDirectories(dir);
        Path conf = dir.resolve("mosquitto.conf");
        StringBuilder sb = new StringBuilder();
        String listener = "listener " + port + " 127.0.0.1";
        if (extraConfig.stream().noneMatch(MosquittoProcess::isListener)) {
            sb.append(listener).append('\n');
        }
        // started as root, Mosquitto would become the user "mosquitto", who cannot write this folder
        sb.append("user ").append(System.getProperty("user.name")).append('\n');
        sb.append("persistence true\npersistence_location ").append(dir.toAbsolutePath()).append("/\n");
        sb.append("autosave_interval 1\n");
        sb.append("max_queued_messages 100000\nmax_inflight_messages 0\n");
        sb.append("log_dest file ").append(dir.toAbsolutePath().resolve("mosquitto.log")).append("\n");
        if (extraConfig.stream().noneMatch(l -> l.startsWith("password_file"))) {
            sb.append("allow_anonymous true\n");
        }
        for (String line : extraConfig) {
            // a configuration's own listener (an example's) is this broker's port, where its listener's options follow
            sb.append(isListener(line) ? listener : line).append('\n');
        }
        Files.writeString(conf, sb.toString());
        process = new ProcessBuilder("mosquitto", "-c", conf.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("mosquitto.out").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException("mosquitto stopped at start (exit " + process.exitValue() + "): "
                        + Files.readString(dir.resolve("mosquitto.out")).strip());
            }
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress("127.0.0.1", port), 200);
                return;
            } catch (IOException e) {
                try {
                    process.waitFor(50, TimeUnit.MILLISECONDS);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted while waiting for mosquitto");
                }
            }
        }
        process.destroyForcibly();
        throw new IOException("mosquitto did not listen on port " + port + " within 10 s");
    }

    private static boolean isListener(String line) {
        return line.strip().startsWith("listener ");
    }

    /** Whether the broker has saved its state (sessions, retained messages) to disk since {@code millis} (epoch). */
    public boolean savedSince(long millis) {
        try {
            Path db = dir.resolve("mosquitto.db");
            return Files.exists(db) && Files.getLastModifiedTime(db).toMillis() > millis;
        } catch (IOException e) {
            return false;
        }
    }

    /** Kills the broker at once (SIGKILL): nothing saved since its last autosave. */
    public synchronized void kill() throws InterruptedException {
        if (process != null) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
            process = null;
        }
    }

    public synchronized boolean alive() {
        return process != null && process.isAlive();
    }

    @Override
    public void close() {
        try {
            kill();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
