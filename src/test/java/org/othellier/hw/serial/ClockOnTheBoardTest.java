package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.testing.OutsideProgram;

/**
 * {@code clock --config}: a club using the board's own buttons and display as a plain tournament
 * clock. The board is the firmware simulator behind a pseudo-terminal; the arbiter types on stdin.
 */
@OutsideProgram
class ClockOnTheBoardTest {

    @TempDir
    Path dir;

    @Test
    void theBoardsButtonsPressAndItsDisplayShowsTheTimes() throws Exception {
        FirmwareBuilds.assumeBuilt();
        try (FirmwareSimulator sim = FirmwareSimulator.start(dir.resolve("board"))) {
            Path config = dir.resolve("othellier.toml");
            Files.writeString(config, "[board]\nbackend = \"serial\"\n[serial]\nport = \"" + sim.path() + "\"\n");
            PipedOutputStream arbiter = new PipedOutputStream();
            InputStream saved = System.in;
            CompletableFuture<ProbeCommandTest.Run> run;
            try {
                System.setIn(new PipedInputStream(arbiter));
                run = CompletableFuture.supplyAsync(() -> ProbeCommandTest.run("clock", "--control", "5m", "--config",
                        config.toString(), "--lines"));
                String before = sim.awaitEvent("DISPLAY");
                assertEquals("DISPLAY  5:00| 5:00", before); // four digits, right-aligned

                type(arbiter, "start");
                String running = sim.awaitEvent("DISPLAY"); // Black's time going down: the clock runs
                assertNotEquals(before, running);
                assertEquals(" 5:00", running.substring(running.indexOf('|') + 1));

                sim.command("press black 80");
                String afterPress = sim.awaitEvent("DISPLAY");
                while (afterPress.endsWith("| 5:00")) { // until White's time runs down after the press
                    afterPress = sim.awaitEvent("DISPLAY");
                }
                assertTrue(afterPress.matches("DISPLAY  4:5\\d\\| 4:5\\d"), afterPress);
                type(arbiter, "quit");
            } finally {
                System.setIn(saved);
            }
            ProbeCommandTest.Run r = run.get(20, TimeUnit.SECONDS);
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().contains("buttons and display: serial"), r.out());
            assertTrue(r.out().lines().anyMatch(l -> l.endsWith("Black pressed (move 1)")), r.out());
            assertTrue(r.out().lines().anyMatch(l -> l.startsWith("Black 4:5") && l.contains("(1 move")), r.out());
        }
    }

    @Test
    void aSimulatedBoardHasNoButtonsToLend() throws IOException {
        Path config = dir.resolve("othellier.toml");
        Files.writeString(config, "[board]\nbackend = \"simulated\"\n");
        ProbeCommandTest.Run r = ProbeCommandTest.run("clock", "--control", "5m", "--config", config.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("board.backend is \"simulated\", which has no buttons or display"), r.err());
    }

    private static void type(PipedOutputStream arbiter, String line) throws IOException {
        arbiter.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        arbiter.flush();
    }
}
