package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.othellier.app.LiveService.link;
import static org.othellier.app.LiveService.lit;
import static org.othellier.app.LiveService.moves;

import com.google.gson.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.LiveService;
import org.othellier.cli.Main;
import org.othellier.formats.Wthor;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.DataFiles;
import org.othellier.testing.OutsideProgram;
import picocli.CommandLine;

/**
 * The firmware image that is flashed on a Mega 2560 (not the host build of its sources) running in simavr
 * under an emulated 8x8 reed-switch board: its timers, interrupts, UART and pins are the AVR's, and what
 * the test sees of the LEDs and the clocks is decoded from the WS2812 data line and the TM1637 buses.
 */
@OutsideProgram
class EmulatedControllerTest {

    /** The start position on a reed-switch board: four discs, seen as four closed switches. */
    static final String START = ServeOnTheControllerTest.START.replace('X', '#').replace('O', '#');

    @TempDir
    Path dir;

    private FirmwareSimulator mcu;
    private LiveService live;

    @BeforeEach
    void built() {
        FirmwareBuilds.assumeEmulatorBuilt();
    }

    @AfterEach
    void stop() throws InterruptedException {
        if (live != null) {
            live.close();
        }
        if (mcu != null) {
            mcu.close();
        }
    }

    private Path port() {
        return dir.resolve("board");
    }

    @Test
    void probeSeesTheGreetingFramesAndPresses() throws Exception {
        mcu = FirmwareSimulator.emulated(port(), "--board", START);
        CountDownLatch connected = new CountDownLatch(1);
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        OutputStream watched = new OutputStream() {
            @Override
            public synchronized void write(int b) {
                printed.write(b);
                if (printed.toString(StandardCharsets.UTF_8).contains("frame (as connected)")) {
                    connected.countDown();
                }
            }
        };
        PrintStream saved = System.out;
        StringWriter err = new StringWriter();
        CompletableFuture<Integer> probe;
        try {
            System.setOut(new PrintStream(watched, true, StandardCharsets.UTF_8));
            probe = CompletableFuture.supplyAsync(() -> {
                CommandLine cl = Main.commandLine();
                cl.setErr(new PrintWriter(err));
                return cl.execute("probe", "--port", port().toString(), "--seconds", "3");
            });
            assertTrue(connected.await(10, TimeUnit.SECONDS), "probe never connected: " + printed + err);
            mcu.command("put d3 #");
            mcu.command("press black 80");
            mcu.awaitEvent("RELEASED black");
            assertEquals(0, probe.get(20, TimeUnit.SECONDS), err.toString());
        } finally {
            System.setOut(saved);
        }
        String out = printed.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("protocol 1, firmware 1.2.0"), out);
        assertTrue(out.contains("grid 8x8, sensors: presence (reed switches: empty or occupied)"), out);
        assertTrue(out.contains("LEDs: rgb, one per square"), out);
        assertTrue(out.contains("display: segments, 4 characters per player"), out);
        assertTrue(out.contains("""
                frame (as connected)
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - # # - - -
                    - - - # # - - -
                """), out);
        // d3 closed: row 3 of the picture (a1 at the top) gets its disc through the scan of the real image
        assertTrue(Pattern.compile("frame \\(change, controller \\d+ ms\\)\n {4}- - - - - - - -\n {4}- - - - - - - -\n"
                + " {4}- - - # - - - -\n").matcher(out).find(), out);
        assertTrue(Pattern.compile("black button pressed \\(controller \\d+ ms, press 1\\)").matcher(out).find(), out);
        assertTrue(out.contains("ping round trip: "), out);
        String stats = mcu.stats();
        assertEquals(0, figure(stats, "nak"), stats);
        assertEquals(0, figure(stats, "bad-chains") + figure(stats, "bad-pulses"), stats);
    }

    /** {@code serve} on the controller at {@link #port()}, configured as ServeOnTheControllerTest does. */
    private LiveService serve() throws Exception {
        live = ServeOnTheControllerTest.serveOn(dir.resolve("data"), port());
        return live;
    }

    /** One move of a recorded game as hands make it on a presence board: the disc, and the flips the LEDs ask for. */
    record Step(Side mover, String square, List<String> flips) {
    }

    /** The first game of a WTHOR file that was played to its end (its recorded score is then the board's). */
    static Wthor.Game wholeGame(String file) throws Exception {
        for (Wthor.Game record : Wthor.readGames(DataFiles.path(file))) {
            OthelloGame reference = new OthelloGame(OthelloVariant.OTHELLO);
            for (OthelloMove m : record.moves()) {
                if (reference.position().mustPass()) {
                    reference.play(OthelloMove.PASS);
                }
                reference.play(m);
            }
            if (reference.isOver()) {
                return record;
            }
        }
        throw new AssertionError("no whole game in " + file);
    }

    /**
     * Each disc to flip lifted, seen off the board, and put back turned over, as a hand does: the service asks for a
     * second press when the reed switches never saw a flip lifted (board.unlifted-flips, by default "confirm").
     */
    private void turnOver(List<String> flips) throws Exception {
        for (String flip : flips) {
            int square = (flip.charAt(1) - '1') * 8 + (flip.charAt(0) - 'a');
            mcu.command("put " + flip + " -");
            live.await(flip + " lifted", st -> st.get("frame").getAsString().charAt(square) == '-');
            mcu.command("put " + flip + " #");
            live.await(flip + " put back", st -> st.get("frame").getAsString().charAt(square) == '#');
        }
    }

    @Test
    void theServicePlaysAWholeRecordedGameAgainstTheEmulatedControllerThroughAResetAndAnUnplug() throws Exception {
        Wthor.Game record = wholeGame("wthor/WTH_2020.wtb");
        mcu = FirmwareSimulator.emulated(port(), "--board", START);
        JsonObject s = serve().await("a presence game", st -> st.get("sensors").getAsString().equals("presence"));
        assertEquals("connected", link(s));

        OthelloPosition p = OthelloPosition.start(OthelloVariant.OTHELLO);
        List<String> expected = new ArrayList<>();
        int resetAt = 20;
        int unplugAt = 40;
        for (int i = 0; i < record.moves().size(); i++) {
            OthelloMove m = record.moves().get(i);
            List<String> flips = new ArrayList<>();
            for (int f : p.flips(m)) {
                flips.add(OthelloMove.at(f, 8).toString());
            }
            flips.sort(null);
            Side mover = p.toMove();
            if (i == unplugAt) {
                // the USB cable pulled: the controller loses power and its port; the hand plays on meanwhile
                mcu.command("unplug");
                live.await("the link down", st -> link(st).equals("reconnecting"));
                mcu.command("put " + m + " #");
                mcu.command("plug");
                live.await("the link back", st -> link(st).equals("connected"));
            } else {
                mcu.command("put " + m + " #");
            }
            awaitControllerLeds(flips); // read off the WS2812 line: exactly the move's flips
            live.await(m + "'s flips on the page", st -> lit(st).stream().sorted().toList().equals(flips));
            turnOver(flips);
            // a presence board cannot see the flips; the mover's press says the move is done (held as a hand does)
            String side = mover == Side.BLACK ? "black" : "white";
            mcu.command("press " + side + " 150");
            p = p.play(m);
            expected.add(m.toString());
            if (!p.isOver() && p.mustPass()) {
                p = p.play(OthelloMove.PASS); // the service plays a forced pass by itself
                expected.add("PA");
            }
            List<String> sofar = List.copyOf(expected);
            live.await(m + " played", st -> moves(st).equals(sofar));
            mcu.awaitEvent("RELEASED " + side);
            if (i == 0) {
                // White's clock runs: its display, decoded from the TM1637 bus, counts every second
                int first = whiteSeconds(mcu.awaitEvent("DISPLAY"));
                int second = whiteSeconds(mcu.awaitEvent("DISPLAY"));
                assertEquals(first - 1, second);
            }
            if (i == resetAt) {
                // a watchdog or brown-out reset: the controller blanks its clocks, greets again unasked, and the
                // service sends the clock texts (and the LEDs and settings) again
                mcu.command("reset");
                assertEquals("DISPLAY     |    ", mcu.awaitEvent("DISPLAY"));
                String back = mcu.awaitEvent("DISPLAY");
                assertTrue(back.matches("DISPLAY +\\d+:\\d\\d\\| *\\d+:\\d\\d"), back);
                assertEquals("connected", link(live.get("/api/state")));
            }
        }
        JsonObject end = live.await("the game over", st -> st.get("status").getAsString().equals("over"));
        assertEquals(expected, moves(end));
        assertEquals(record.blackScore(), end.getAsJsonObject("result").get("black").getAsInt(), "the recorded score");

        String stats = mcu.stats();
        // No command refused for what it said; each start of the link (the first, the reset, the replug, and any
        // greeting again after a timeout on a loaded machine) may cut one frame the service was sending
        // (PROTOCOL.md §5: the controller says corrupt, the service sends it again)
        assertEquals(figure(stats, "nak-corrupt"), figure(stats, "nak"), "no command refused: " + stats);
        assertTrue(figure(stats, "nak-corrupt") <= figure(stats, "hello", "frames"), "at most one frame cut by each start: " + stats);
        assertTrue(figure(stats, "acked-leds") >= record.moves().size(), "every LED plan acknowledged: " + stats);
        assertTrue(figure(stats, "acked-display") >= 3, "the clock texts acknowledged at each start and as they run: " + stats);
        assertEquals(0, figure(stats, "bad-chains"), "every LED chain whole: " + stats);
        assertEquals(0, figure(stats, "bad-pulses"), "every WS2812 pulse within the datasheet's window: " + stats);
        assertEquals(0, figure(stats, "writes", "eeprom"), "a game never writes the EEPROM: " + stats);
        System.out.println("emulated controller after a whole game:\n" + stats);
    }

    @Test
    void theServicePlaysAWholeOctiGameOnTheNineByNineImage() throws Exception {
        FirmwareBuilds.assumeEmulatorBuilt(FirmwareSimulator.MEGA_OCTI_REED_IMAGE);
        mcu = FirmwareSimulator.emulated(FirmwareSimulator.MEGA_OCTI_REED_IMAGE, port(), "--rows", "9", "--cols", "9",
                "--board", OctiAtTheController.start());
        live = ServeOnTheControllerTest.serveOn(dir.resolve("data"), port(), "game = \"octi\"");
        JsonObject s = live.await("an Octi game", st -> st.get("game").getAsString().equals("octi"));
        assertEquals("connected", link(s));
        assertEquals("presence", s.get("sensors").getAsString(), "the image greets as a 9x9 reed-switch board");
        int plies = OctiAtTheController.record().ply(); // 72
        long started = System.nanoTime();
        OctiAtTheController.play(live, mcu, plies);
        JsonObject end = live.await("the game over", st -> st.get("status").getAsString().equals("over"));
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertEquals(plies, moves(end).size());
        assertEquals("white", end.getAsJsonObject("result").get("winner").getAsString(), end.get("result").toString());

        String stats = mcu.stats();
        assertEquals(figure(stats, "nak-corrupt"), figure(stats, "nak"), "no command refused: " + stats);
        assertEquals(0, figure(stats, "bad-chains"), "every chain of 81 LEDs whole: " + stats);
        assertEquals(0, figure(stats, "bad-pulses"), "every WS2812 pulse within the datasheet's window: " + stats);
        assertEquals(0, figure(stats, "writes", "eeprom"), "a game never writes the EEPROM: " + stats);
        System.out.println("emulated 9x9 controller after a whole Octi game of " + plies + " plies in " + millis + " ms:\n" + stats);
    }

    @Test
    void theServicePlaysAWholeRecordedGameThroughASerpentineChain() throws Exception {
        // The strip laid in a zig-zag from a1: a1..h1, then back h2..a2, and so on. What the emulator decodes off
        // the WS2812 line is the chain, LED by LED; read back through the serpentine order it must be the
        // squares the service asked for, and read as the squares' own order it would not be.
        Wthor.Game record = wholeGame("wthor/WTH_2020.wtb");
        LedChain serpentine = LedChain.parse("serpentine-a1-rows", "led-chain");
        mcu = FirmwareSimulator.emulated(port(), "--board", START);
        live = ServeOnTheControllerTest.serveOn(dir.resolve("data"), port(), "", "led-chain = \"serpentine-a1-rows\"");
        JsonObject s = live.await("a presence game", st -> st.get("sensors").getAsString().equals("presence"));
        assertEquals("connected", link(s));

        OthelloPosition p = OthelloPosition.start(OthelloVariant.OTHELLO);
        List<String> expected = new ArrayList<>();
        int mirrored = 0;
        for (OthelloMove m : record.moves()) {
            List<String> flips = new ArrayList<>();
            for (int f : p.flips(m)) {
                flips.add(OthelloMove.at(f, 8).toString());
            }
            flips.sort(null);
            Side mover = p.toMove();
            mcu.command("put " + m + " #");
            String chain = awaitControllerLeds(flips, serpentine);
            if (!ServeOnTheControllerTest.litOnTheController(chain).equals(flips)) {
                mirrored++; // a flip on row 2, 4, 6 or 8: its LED is not where the squares' own order puts it
            }
            live.await(m + "'s flips on the page", st -> lit(st).stream().sorted().toList().equals(flips));
            turnOver(flips);
            String side = mover == Side.BLACK ? "black" : "white";
            mcu.command("press " + side + " 150");
            p = p.play(m);
            expected.add(m.toString());
            if (!p.isOver() && p.mustPass()) {
                p = p.play(OthelloMove.PASS);
                expected.add("PA");
            }
            List<String> sofar = List.copyOf(expected);
            live.await(m + " played", st -> moves(st).equals(sofar));
            mcu.awaitEvent("RELEASED " + side);
        }
        JsonObject end = live.await("the game over", st -> st.get("status").getAsString().equals("over"));
        assertEquals(expected, moves(end));
        assertEquals(record.blackScore(), end.getAsJsonObject("result").get("black").getAsInt(), "the recorded score");
        assertTrue(mirrored > record.moves().size() / 2, "most moves flip a disc on a row the strip runs back along: " + mirrored);

        String stats = mcu.stats();
        assertEquals(figure(stats, "nak-corrupt"), figure(stats, "nak"), "no command refused, the chain's order neither: " + stats);
        assertEquals(0, figure(stats, "bad-chains"), "every LED chain whole: " + stats);
        assertEquals(0, figure(stats, "bad-pulses"), "every WS2812 pulse within the datasheet's window: " + stats);
    }

    /** Waits for the controller's LED chain to light exactly these squares (and, blinking, it will). */
    private void awaitControllerLeds(List<String> squares) throws InterruptedException {
        awaitControllerLeds(squares, LedChain.ROWS_FROM_A1);
    }

    /**
     * The same through a chain laid in {@code order}; returns the line that showed them. Blinking LEDs print a line
     * every 125 ms for ever, so it gives up after 30 s rather than wait for each line in turn.
     */
    private String awaitControllerLeds(List<String> squares, LedChain order) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        String line = mcu.awaitEvent("LEDS");
        while (!litThroughChain(line, order).equals(squares)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("the chain never lit " + squares + " read through " + order + "; last: " + line);
            }
            line = mcu.awaitEvent("LEDS");
        }
        return line;
    }

    /** The squares an 8x8 chain's {@code LEDS} line lights, LED i being the square {@code order} puts there, sorted. */
    static List<String> litThroughChain(String ledsLine, LedChain order) {
        String[] tokens = ledsLine.substring("LEDS ".length()).split(" ");
        List<String> lit = new ArrayList<>();
        for (int i = 0; i < tokens.length; i++) {
            if (!tokens[i].equals(".")) {
                lit.add(OthelloMove.at(order.squareAt(i, 8, 8), 8).toString());
            }
        }
        return lit.stream().sorted().toList();
    }

    /** White's clock on the display ({@code DISPLAY  9:58| 9:59} gives 599). */
    private static int whiteSeconds(String displayLine) {
        String[] ms = displayLine.substring(displayLine.indexOf('|') + 1).strip().split(":");
        return Integer.parseInt(ms[0]) * 60 + Integer.parseInt(ms[1]);
    }

    /** A figure of the emulator's STATS: the number after {@code name} (after {@code after}, when given). */
    static long figure(String stats, String name, String... after) {
        int from = after.length == 0 ? 0 : stats.indexOf(after[0] + " ");
        Matcher m = Pattern.compile("(?:^| )" + Pattern.quote(name) + " (\\d+)").matcher(stats);
        if (!m.find(Math.max(from, 0))) {
            throw new AssertionError("no " + name + " in " + stats);
        }
        return Long.parseLong(m.group(1));
    }
}
