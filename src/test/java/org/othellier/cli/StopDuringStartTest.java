package org.othellier.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.testing.OutsideProgram;

/**
 * SIGTERM ({@link Process#destroy()}) to {@code club} and {@code serve} at several moments of their start-up and after
 * it: each stops with one line saying so, the signal's exit status (143) and no stack trace. The hub's broker is a
 * plain socket that takes the connection and never answers MQTT's CONNECT, so its connection is still being made
 * whenever the stop comes; the moments are caught as they happen (the data folder made, the broker reached, the
 * ready line), never by waiting a guessed time.
 */
@OutsideProgram
class StopDuringStartTest {

    @TempDir
    Path dir;
    /** Accepts the hub's TCP connections and keeps them open without a word: a broker that never answers. */
    private ServerSocket silentBroker;
    private final List<Socket> held = new ArrayList<>();
    private Process process;

    @BeforeEach
    void broker() throws IOException {
        silentBroker = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    }

    @AfterEach
    void cleanUp() throws IOException {
        if (process != null) {
            process.destroyForcibly();
        }
        for (Socket s : held) {
            s.close();
        }
        silentBroker.close();
    }

    @Test
    void theHubStoppedAsItMakesItsDataFolderSaysSoAndNothingElse() throws Exception {
        Path home = Files.createDirectories(dir.resolve("home"));
        Path data = home.resolve("data");
        try (WatchService watch = FileSystems.getDefault().newWatchService()) {
            home.register(watch, StandardWatchEventKinds.ENTRY_CREATE);
            Output out = start(club(data));
            watch.take(); // the data folder: the PIN, the database and the page are still to come
            assertStoppedCleanly(out, "othellier club: stopped");
        }
    }

    @Test
    void theHubStoppedAsItReachesItsBrokerSaysSoAndNothingElse() throws Exception {
        Output out = start(club(dir.resolve("data")));
        held.add(silentBroker.accept()); // the hub's database is open; its page may not be
        assertStoppedCleanly(out, "othellier club: stopped");
    }

    @Test
    void theHubStoppedWhileItsBrokerHasNotAnsweredSaysSoAndNothingElse() throws Exception {
        Output out = start(club(dir.resolve("data")));
        held.add(silentBroker.accept());
        out.awaitReady();
        assertStoppedCleanly(out, "othellier club: stopped");
        assertTrue(out.text().contains("ready in"), out.text());
    }

    @Test
    void theCompanionStoppedAsItMakesItsDataFolderSaysSoAndNothingElse() throws Exception {
        Path home = Files.createDirectories(dir.resolve("home"));
        Path data = home.resolve("data");
        try (WatchService watch = FileSystems.getDefault().newWatchService()) {
            home.register(watch, StandardWatchEventKinds.ENTRY_CREATE);
            Output out = start(List.of("serve", "--port", "0", "--data", data.toString()));
            watch.take(); // the journal, the first game and the page are still to come
            assertStoppedCleanly(out, "othellier: stopped");
        }
    }

    @Test
    void theCompanionStoppedOnceReadySaysSoAndNothingElse() throws Exception {
        Output out = start(List.of("serve", "--port", "0", "--data", dir.resolve("data").toString()));
        out.awaitReady();
        assertStoppedCleanly(out, "othellier: stopped");
    }

    private List<String> club(Path data) {
        return List.of("club", "--port", "0", "--data", data.toString(),
                "--broker", "tcp://127.0.0.1:" + silentBroker.getLocalPort());
    }

    private void assertStoppedCleanly(Output out, String line) throws Exception {
        process.destroy();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "still running after SIGTERM:\n" + out.text());
        String said = out.text();
        assertEquals(143, process.exitValue(), "a SIGTERM's exit status:\n" + said);
        assertTrue(said.lines().anyMatch(line::equals), "'" + line + "' is said:\n" + said);
        assertFalse(said.contains("\tat ") || said.contains("Exception") || said.contains("Error"),
                "no stack trace, no failure:\n" + said);
    }

    private Output start(List<String> args) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED", "-Xmx128m",
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(args);
        Path said = Files.createDirectories(dir.resolve("said")).resolve("output.txt");
        // a file, not a pipe: what the process says as it ends is all there once it has ended
        process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(said.toFile()).start();
        return new Output(said);
    }

    /** Everything the process says, in a file. */
    private record Output(Path file) {

        String text() throws IOException {
            return Files.exists(file) ? Files.readString(file) : "";
        }

        /** Until the process says it is ready (each change of the file read again, no guessed waits). */
        void awaitReady() throws IOException, InterruptedException {
            try (WatchService watch = FileSystems.getDefault().newWatchService()) {
                file.getParent().register(watch, StandardWatchEventKinds.ENTRY_MODIFY);
                while (!text().contains("ready in")) {
                    WatchKey changed = watch.poll(60, TimeUnit.SECONDS);
                    if (changed == null) {
                        throw new AssertionError("not ready in 60 s:\n" + text());
                    }
                    changed.pollEvents();
                    changed.reset(); // the next change is heard
                }
            }
        }
    }
}
