package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.cli.Main;
import org.othellier.testing.OutsideProgram;
import picocli.CommandLine;

/**
 * {@code hwtest} on a board controller, as a builder runs it against the firmware's host simulator: the
 * configuration names a serial board whose LED chain is laid in a zig-zag from a1. What the simulator
 * reports is what the controller did: the clock texts it was given, and what went down the LED chain.
 */
@OutsideProgram
class HwtestOnTheControllerTest {

    @TempDir
    Path dir;

    /** What hwtest printed so far, and a way to wait for a line of it. */
    private static final class Printed extends OutputStream {
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        @Override
        public synchronized void write(int b) {
            bytes.write(b);
            notifyAll();
        }

        synchronized String text() {
            return bytes.toString(StandardCharsets.UTF_8);
        }

        synchronized void await(String part) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!text().contains(part)) {
                long left = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime());
                if (left <= 0) {
                    throw new AssertionError("hwtest never printed " + part + ":\n" + text());
                }
                wait(left);
            }
        }
    }

    /** A {@code CHAIN} line's LEDs: the places on the chain that are lit, each with its colour letter ({@code 16R}). */
    private static List<String> litOnTheChain(String chainLine) {
        String[] tokens = chainLine.substring("CHAIN ".length()).split(" ");
        List<String> lit = new ArrayList<>();
        for (int i = 0; i < tokens.length; i++) {
            if (!tokens[i].equals(".")) {
                lit.add(i + tokens[i]);
            }
        }
        return lit;
    }

    @Test
    void hwtestWalksTheDisplaysAndTheLedsThroughASerpentineChainThenShowsEachChange() throws Exception {
        FirmwareBuilds.assumeBuilt();
        try (FirmwareSimulator sim = FirmwareSimulator.start(dir.resolve("board"))) {
            Path config = dir.resolve("othellier.toml");
            Files.writeString(config, """
                    [board]
                    backend = "serial"
                    [serial]
                    port = "%s"
                    led-chain = "serpentine-a1-rows"
                    """.formatted(sim.path()));
            Printed printed = new Printed();
            StringWriter err = new StringWriter();
            PrintStream saved = System.out;
            CompletableFuture<Integer> hwtest;
            try {
                System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
                hwtest = CompletableFuture.supplyAsync(() -> {
                    CommandLine cl = Main.commandLine();
                    cl.setErr(new PrintWriter(err));
                    return cl.execute("hwtest", "--config", config.toString(), "--step-ms", "5", "--seconds", "4");
                });

                // The displays: every segment, each digit alone, the font's narrow characters, the points alone.
                List<String> shown = new ArrayList<>();
                for (String text : List.of("8.8.8.8.", "8   ", " 8  ", "  8 ", "   8", "----", "____", "1111", "IIII", "7777",
                        " . . . .")) {
                    String line = sim.awaitEvent("DISPLAY");
                    shown.add(line);
                    assertEquals("DISPLAY " + text + "|" + text, line, "in turn: " + shown);
                }
                assertEquals("DISPLAY 1234|5678", sim.awaitEvent("DISPLAY"));

                // The LEDs, square by square from a1, reach the chain where a zig-zag from a1 has them: row 2 runs
                // back, so a2 is the 16th LED; in red, then green, then blue.
                List<String> walked = new ArrayList<>();
                while (walked.size() < 3 * 64) {
                    List<String> lit = litOnTheChain(sim.awaitEvent("CHAIN"));
                    if (lit.size() == 1 && (walked.isEmpty() || !walked.getLast().equals(lit.get(0)))) {
                        walked.add(lit.get(0));
                    }
                }
                LedChain serpentine = LedChain.parse("serpentine-a1-rows", "led-chain");
                List<String> expected = new ArrayList<>();
                for (String colour : List.of("R", "G", "B")) {
                    for (int square = 0; square < 64; square++) {
                        expected.add(serpentine.position(square, 8, 8) + colour);
                    }
                }
                assertEquals(expected, walked);
                assertEquals(List.of("0R", "1R", "2R", "3R", "4R", "5R", "6R", "7R", "15R", "14R"), walked.subList(0, 10));

                // Then each change as it happens, with the LED of each occupied square lit.
                printed.await("sensors and buttons:");
                sim.command("put d4 X");
                printed.await("d4 black (1 occupied)");
                String chain = sim.awaitEvent("CHAIN");
                while (!litOnTheChain(chain).equals(List.of("28G"))) { // d4: row 4 runs back from h4, 25th to 32nd
                    chain = sim.awaitEvent("CHAIN");
                }
                sim.command("press white 80");
                printed.await("white button pressed");
                sim.command("put d4 -");
                printed.await("d4 empty (0 occupied)");
                assertEquals(0, hwtest.get(30, TimeUnit.SECONDS), err.toString());
            } finally {
                System.setOut(saved);
            }
            String out = printed.text();
            assertTrue(out.contains("LEDs: a chain laid serpentine-a1-rows (led-chain)"), out);
            assertTrue(out.contains("LEDs: one at a time, red, a1 first, row by row\n"
                    + "  a1 1   b1 2   c1 3   d1 4   e1 5   f1 6   g1 7   h1 8\n"
                    + "  a2 16  b2 15  c2 14  d2 13  e2 12  f2 11  g2 10  h2 9\n"), out);
            assertTrue(out.contains("LEDs: one at a time, blue, a1 first, row by row"), out);
            assertTrue(out.contains("clock display: \"7777\" on both: the top segment (a) with the two right ones"), out);
            assertTrue(out.endsWith("done\n"), out);
        }
    }

    @Test
    void aBadChainOrderOrMockOnSerialIsOneLine() throws Exception {
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLine();
        cl.setErr(new PrintWriter(err));
        assertEquals(2, cl.execute("hwtest", "--port", dir.resolve("none").toString(), "--led-chain", "zigzag"));
        assertTrue(err.toString().startsWith("hwtest: --led-chain = \"zigzag\" is not a chain order: write PATH-CORNER-DIRECTION"),
                err.toString());
        StringWriter err2 = new StringWriter();
        CommandLine cl2 = Main.commandLine();
        cl2.setErr(new PrintWriter(err2));
        assertEquals(2, cl2.execute("hwtest", "--serial", "--mock"));
        assertTrue(err2.toString().startsWith("hwtest: --mock simulates a board wired to the Pi"), err2.toString());
    }
}
