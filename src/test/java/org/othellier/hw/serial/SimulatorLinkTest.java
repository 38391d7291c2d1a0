package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.board.Led;
import org.othellier.board.LedColour;
import org.othellier.board.LedPlan;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.config.ConfigSection;
import org.othellier.game.Side;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.serial.Message.Hello;
import org.othellier.testing.OutsideProgram;

/**
 * The driver and the firmware together: the firmware built for the host runs on a simulated board
 * behind a pseudo-terminal, and the driver talks to it through jSerialComm, as it would to a real
 * controller over USB.
 */
@OutsideProgram
class SimulatorLinkTest {

    static final String START = ScriptedControllerTest.START.toPicture();

    /** How long a test waits for what must come: long enough for a loaded machine, only a failing test waits it out. */
    static final long WAIT_S = 30;

    @TempDir
    Path dir;

    private final BlockingQueue<SensorFrame> frames = new LinkedBlockingQueue<>();
    private final BlockingQueue<ButtonPress> presses = new LinkedBlockingQueue<>();
    private FirmwareSimulator sim;
    private SerialBoard board;

    @BeforeEach
    void built() {
        FirmwareBuilds.assumeBuilt();
    }

    @AfterEach
    void stop() throws InterruptedException {
        if (board != null) {
            board.close();
        }
        if (sim != null) {
            sim.close();
        }
    }

    private Path link() {
        return dir.resolve("board");
    }

    private static String compact(String picture) {
        return SensorFrame.parse(picture).toCompactString();
    }

    /**
     * Quick heartbeats and reconnects, but a link timeout a loaded machine cannot reach by being slow (an
     * unplugged port fails at once anyway). The tests wait for what must happen with generous timeouts, and
     * count reconnects and resets as "at least": a busy machine may add one, never take one away.
     */
    private SerialBoard open() {
        String toml = "port = \"" + link() + "\"\nheartbeat-ms = 200\nping-interval-ms = 200\nlink-timeout-ms = 3000\n"
                + "ack-timeout-ms = 500\nreconnect-interval-ms = 50\nopen-timeout-ms = 20000\n";
        board = SerialBoard.open(ConfigSection.parse(toml, "test"));
        board.sensors().start(frames::add);
        board.buttons().start(presses::add);
        return board;
    }

    private SensorFrame awaitFrame(Predicate<SensorFrame> wanted) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_S);
        while (System.nanoTime() < deadline) {
            SensorFrame f = frames.poll(100, TimeUnit.MILLISECONDS);
            if (f != null && wanted.test(f)) {
                return f;
            }
        }
        throw new AssertionError("no such frame within " + WAIT_S + " s");
    }

    private static int square(String name) {
        return (name.charAt(1) - '1') * 8 + (name.charAt(0) - 'a');
    }

    @Test
    void handshakeAnnouncesTheBoardAndItsFullFrame() throws Exception {
        sim = FirmwareSimulator.start(link(), "--board", compact(START));
        open();
        Hello h = board.controller();
        assertEquals("1.2.0", h.firmware());
        assertEquals(Message.SensorType.ANALOG, h.sensor());
        assertEquals(Message.LedKind.RGB, h.ledKind());
        assertEquals(2, h.buttons());
        assertEquals(8, board.sensors().rows());
        assertEquals(SensorKind.COLOUR, board.sensors().kind());
        assertEquals(SensorFrame.parse(START), frames.poll(WAIT_S, TimeUnit.SECONDS), "the first frame, at start()");
        assertTrue(board.describe().contains("firmware 1.2.0, 8x8 analog"), board.describe());
    }

    @Test
    void sensorChangesArriveAsFrames() throws Exception {
        sim = FirmwareSimulator.start(link(), "--board", compact(START));
        open();
        // Black plays f5 and flips e5.
        sim.command("put f5 X");
        sim.command("put e5 X");
        SensorFrame after = awaitFrame(f -> f.get(square("e5")) == Reading.BLACK && f.get(square("f5")) == Reading.BLACK);
        assertEquals(SensorFrame.parse("""
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - O X - - -
                - - - X X X - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                """), after);
        assertEquals(0, board.counters().corruptFrames());
    }

    @Test
    void ledPlanAndClockTextReachTheController() throws Exception {
        sim = FirmwareSimulator.start(link());
        open();
        LedPlan plan = LedPlan.dark(8, 8).with(square("d3"), Led.steady(LedColour.GREEN))
                .with(square("f5"), Led.fastBlink(LedColour.RED)).with(square("e6"), Led.slowBlink(LedColour.ORANGE));
        board.leds().show(plan);
        assertEquals("LEDS " + simulatorPicture(plan), sim.awaitEvent("LEDS "));
        board.display().show("12:34", "9:05.3");
        assertEquals("DISPLAY 12:34|9:05.3", sim.awaitEvent("DISPLAY "));
        assertThrows(IllegalArgumentException.class, () -> board.leds().show(LedPlan.dark(10, 10)));
        assertThrows(IllegalArgumentException.class, () -> board.display().show("12:34\n", ""));
    }

    @Test
    void buttonPressesAreDatedOnTheServiceClock() throws Exception {
        sim = FirmwareSimulator.start(link());
        open();
        // Let a PING or two fix the clock offset.
        board.ping().get(WAIT_S, TimeUnit.SECONDS);
        long before = SerialBoard.monotonicMillis();
        sim.command("press white 80");
        ButtonPress press = presses.poll(WAIT_S, TimeUnit.SECONDS);
        long after = SerialBoard.monotonicMillis();
        assertNotNull(press);
        assertEquals(Side.WHITE, press.side());
        // Dated at the first contact: after the command was sent, before it came, within the clock offset's error
        // bound (half the best round trip; a few ms on an idle machine, more on a loaded one), plus 2 ms: both
        // clocks count whole milliseconds and the bound is rounded down.
        long slack = Math.max(5, board.clockUncertaintyMillis() + 2);
        assertTrue(press.atMillis() >= before - slack && press.atMillis() <= after,
                before + " - " + slack + " <= " + press.atMillis() + " <= " + after);
        sim.command("press black 80");
        assertEquals(Side.BLACK, presses.poll(WAIT_S, TimeUnit.SECONDS).side());
        assertEquals(0, board.counters().missedPresses.sum());
    }

    @Test
    void unplugAndReplugMidGameLosesNothing() throws Exception {
        sim = FirmwareSimulator.start(link(), "--board", compact(START));
        open();
        LedPlan hint = LedPlan.dark(8, 8).with(square("f5"), Led.slowBlink(LedColour.GREEN));
        board.leds().show(hint);
        board.display().show("9:58", "10:00");
        sim.awaitEvent("LEDS ");
        // Unplugged: the controller is gone. Meanwhile black plays f5 on the board, flips e5, and the
        // game moves on: new LEDs and clock texts are shown while the link is down.
        sim.kill();
        LedPlan flips = LedPlan.dark(8, 8).with(square("e5"), Led.fastBlink(LedColour.RED));
        board.leds().show(flips);
        board.display().show("9:41", "10:00");
        String moved = """
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - O X - - -
                - - - X X X - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                """;
        sim = FirmwareSimulator.start(link(), "--board", compact(moved));
        // Plugged in again: the driver reconnects by itself, reads the whole board again (with the move
        // made while it was away), and the controller shows the latest LED plan and clock texts.
        assertEquals(SensorFrame.parse(moved), awaitFrame(f -> f.equals(SensorFrame.parse(moved))));
        assertEquals("LEDS " + simulatorPicture(flips), sim.awaitEvent("LEDS "));
        assertEquals("DISPLAY 9:41|10:00", sim.awaitEvent("DISPLAY "));
        assertTrue(board.isConnected());
        assertTrue(board.counters().connects.sum() >= 2, "connected, then again: " + board.counters().connects.sum());
        assertTrue(board.counters().linkLosses.sum() >= 1);
        // And the game goes on: white replies f4, its button is heard.
        sim.command("put f4 O");
        awaitFrame(f -> f.get(square("f4")) == Reading.WHITE);
        sim.command("press white");
        assertEquals(Side.WHITE, presses.poll(WAIT_S, TimeUnit.SECONDS).side());
    }

    @Test
    void aControllerResetGetsThePlanAgain() throws Exception {
        sim = FirmwareSimulator.start(link(), "--board", compact(START));
        open();
        LedPlan plan = LedPlan.dark(8, 8).with(square("c4"), Led.steady(LedColour.BLUE));
        board.leds().show(plan);
        board.display().show("5:00", "5:00");
        assertEquals("LEDS " + simulatorPicture(plan), sim.awaitEvent("LEDS "));
        sim.command("reset"); // a watchdog or brown-out reset: the port stays, the controller forgets
        assertEquals("LEDS " + simulatorPicture(plan), sim.awaitEvent("LEDS "));
        assertEquals("DISPLAY 5:00|5:00", sim.awaitEvent("DISPLAY "));
        assertTrue(board.counters().controllerResets.sum() >= 1, "the reset was seen as one");
        sim.command("put c4 X");
        awaitFrame(f -> f.get(square("c4")) == Reading.BLACK);
    }

    @Test
    void anOctiGridOfReedSwitches() throws Exception {
        sim = FirmwareSimulator.start(link(), "--rows", "9", "--cols", "9", "--sensor", "reed");
        open();
        assertEquals(9, board.sensors().rows());
        assertEquals(SensorKind.PRESENCE, board.sensors().kind());
        sim.command("put e5 #");
        SensorFrame f = awaitFrame(x -> x.get(4, 4) == Reading.OCCUPIED);
        assertEquals(80, f.toCompactString().chars().filter(c -> c == '-').count());
    }

    @Test
    void theSimulatorRefusesASquareOrNumberWithAnythingAfterIt() throws Exception {
        sim = FirmwareSimulator.start(link(), "--sensor", "reed");
        for (String[] bad : new String[][] {
                {"put d3-junk #", "ERROR 'd3-junk' is not a square of this board (a1 to h8)"},
                {"put d9 #", "ERROR 'd9' is not a square of this board (a1 to h8)"},
                {"put d3 # more", "ERROR put takes at most two arguments: 'put d3 # more'"},
                {"put d3 #x", "ERROR reading must be one of - # X O"},
                {"analog d3 12x", "ERROR usage: analog SQUARE 0..1023"},
                {"press black 80ms", "ERROR usage: press black|white [MS]"}}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> sim.command(bad[0]));
            assertEquals(bad[0] + ": " + bad[1], e.getMessage());
        }
        sim.command("put d3 #"); // the same command well written is taken
        sim.command("press black 10000");
        IllegalArgumentException held = assertThrows(IllegalArgumentException.class, () -> sim.command("press black"));
        assertEquals("press black: ERROR black's button is still held: wait for RELEASED black", held.getMessage());
    }

    @Test
    void noControllerIsAClearError() {
        String toml = "port = \"" + dir.resolve("nothing-here") + "\"\nopen-timeout-ms = 300\n";
        SerialLinkException e = assertThrows(SerialLinkException.class, () -> SerialBoard.open(ConfigSection.parse(toml, "test")));
        assertTrue(e.getMessage().contains("nothing-here") && e.getMessage().contains("within 300 ms"), e.getMessage());
    }

    /** The plan as the simulator prints it: per square {@code .} or the colour's initial and the pattern's number. */
    static String simulatorPicture(LedPlan plan) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < plan.size(); i++) {
            Led led = plan.get(i);
            sb.append(i == 0 ? "" : " ").append(led.isOff() ? "." : "" + led.colour().name().charAt(0) + led.pattern().ordinal());
        }
        return sb.toString();
    }
}
