package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.othellier.board.Led;
import org.othellier.board.LedColour;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorFrame;
import org.othellier.config.ConfigSection;
import org.othellier.game.Side;
import org.othellier.hw.BoardStatus;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.serial.Message.Ack;
import org.othellier.hw.serial.Message.ButtonEvent;
import org.othellier.hw.serial.Message.Cause;
import org.othellier.hw.serial.Message.DisplayKind;
import org.othellier.hw.serial.Message.FrameReport;
import org.othellier.hw.serial.Message.Hello;
import org.othellier.hw.serial.Message.LedKind;
import org.othellier.hw.serial.Message.LedLayout;
import org.othellier.hw.serial.Message.Nak;
import org.othellier.hw.serial.Message.SensorType;

/**
 * The driver against a controller written here, frame by frame, behind a mocked serial port, on a fake clock: what
 * it does with damaged and unexpected frames, lost presses and the controller's clock.
 */
class ScriptedControllerTest {

    static final SensorFrame START = SensorFrame.parse("""
            - - - - - - - -
            - - - - - - - -
            - - - - - - - -
            - - - O X - - -
            - - - X O - - -
            - - - - - - - -
            - - - - - - - -
            - - - - - - - -
            """);

    /** The host's clock; the controller's runs 5000 ms behind it. */
    private final AtomicLong hostMillis = new AtomicLong(100_000);
    private final BlockingQueue<SensorFrame> frames = new LinkedBlockingQueue<>();
    private final BlockingQueue<ButtonPress> presses = new LinkedBlockingQueue<>();
    private SerialBoard board;

    // The controller at the port's other end, written here: it answers every command at once.
    private final BlockingQueue<byte[]> toHost = new LinkedBlockingQueue<>();
    private final List<Message> fromHost = new ArrayList<>();
    private int seq;
    /** The next SET_LEDS arrives damaged: the controller answers NAK corrupt and does nothing. */
    private boolean damageNextLeds;
    /** Firmware before 1.2.0: SET_LED_CHAIN is a type it does not know. */
    private boolean knowsNoChainOrder;
    private final FrameDecoder decoder = new FrameDecoder(new LinkCounters(), this::answer);

    private long controllerMillis() {
        return hostMillis.get() - 5000;
    }

    private void send(Message m) {
        toHost.add(Frames.encode(seq++ & 0xFF, m));
    }

    private void sendRaw(byte[] bytes) {
        toHost.add(bytes);
    }

    private synchronized void answer(int s, Message m) {
        if (damageNextLeds && m instanceof Message.SetLeds) {
            damageNextLeds = false;
            send(new Nak(0, 0, ErrorCode.CORRUPT.code(), 0));
            return;
        }
        fromHost.add(m);
        if (knowsNoChainOrder && m instanceof Message.SetLedChain) {
            send(new Nak(s, m.type().code(), ErrorCode.UNKNOWN_TYPE.code(), m.type().code()));
            return;
        }
        send(new Ack(s, m.type().code(), controllerMillis()));
        if (m instanceof Message.HelloRequest) {
            send(new Hello(1, 0, 0, 8, 8, SensorType.COLOUR, LedKind.RGB, LedLayout.SQUARE, 2, DisplayKind.SEGMENTS, 4,
                    255, controllerMillis()));
            send(new FrameReport(Cause.REQUEST, controllerMillis(), START));
        }
    }

    private synchronized List<Message> received() {
        return new ArrayList<>(fromHost);
    }

    /** The serial port, mocked: what the driver writes goes to the controller above, what it reads comes from it. */
    private Port port() throws IOException {
        Port port = mock(Port.class);
        doAnswer(inv -> {
            byte[] data = inv.getArgument(0);
            decoder.feed(data, 0, data.length);
            return null;
        }).when(port).write(any(byte[].class));
        doAnswer(inv -> {
            byte[] next = toHost.poll(20, TimeUnit.MILLISECONDS);
            if (next == null) {
                return 0;
            }
            byte[] buffer = inv.getArgument(0);
            System.arraycopy(next, 0, buffer, 0, next.length);
            return next.length;
        }).when(port).read(any(byte[].class));
        when(port.name()).thenReturn("fake");
        return port;
    }

    private SerialBoard open() throws IOException {
        return open("");
    }

    /** With more lines of {@code [serial]}. */
    private SerialBoard open(String serial) throws IOException {
        SerialConfig config = SerialConfig.read(ConfigSection.parse("port = \"fake\"\n" + serial, "test"));
        PortOpener opener = mock(PortOpener.class);
        Port port = port();
        when(opener.open()).thenReturn(port);
        when(opener.describe()).thenReturn("fake");
        board = SerialBoard.open(config, opener, hostMillis::get);
        board.sensors().start(frames::add);
        board.buttons().start(presses::add);
        return board;
    }

    @AfterEach
    void close() {
        if (board != null) {
            board.close();
        }
    }

    @Test
    void damagedAndForeignFramesAreCountedAndNeverActedOn() throws Exception {
        open();
        assertEquals(START, frames.poll(5, TimeUnit.SECONDS));
        SensorFrame moved = START.with(37, org.othellier.board.Reading.BLACK);
        byte[] damaged = Frames.encode(50, new FrameReport(Cause.CHANGE, 1, moved));
        damaged[12] ^= 0x04;
        sendRaw(damaged);
        send(new FrameReport(Cause.CHANGE, 2, SensorFrame.empty(10, 10))); // not this board's grid
        sendRaw(Frames.encode(2, 0x02, 51, Codec.encode(new FrameReport(Cause.CHANGE, 3, moved)))); // protocol 2
        send(new FrameReport(Cause.CHANGE, 4, moved));
        assertEquals(moved, frames.poll(5, TimeUnit.SECONDS), "only the sound frame");
        assertNull(frames.poll(100, TimeUnit.MILLISECONDS));
        LinkCounters c = board.counters();
        assertEquals(1, c.badCrc.sum() + c.badCobs.sum());
        assertEquals(1, c.badMessage.sum());
        assertEquals(1, c.badVersion.sum());
    }

    @Test
    void aLinkGivenUpSaysWhenTheControllerWasLastHeardAndForgetsItOnceBack() throws Exception {
        // no PING of the driver's own before the silence is over: nothing but the test's frame is heard
        open("ping-interval-ms = 100000\nlink-timeout-ms = 200000");
        BlockingQueue<BoardStatus> told = new LinkedBlockingQueue<>();
        board.watchStatus(() -> told.add(board.status()));
        board.ping().get(5, TimeUnit.SECONDS); // every answer to the greeting's commands is in
        assertEquals(-1, board.status().lastHeard(), "connected");
        frames.clear();
        long heard = hostMillis.addAndGet(1000);
        send(new FrameReport(Cause.HEARTBEAT, controllerMillis(), START));
        assertEquals(START, frames.poll(5, TimeUnit.SECONDS)); // heard at this instant

        hostMillis.addAndGet(250_000); // then silence, longer than link-timeout-ms
        BoardStatus down = told.poll(5, TimeUnit.SECONDS);
        assertEquals(BoardStatus.Link.RECONNECTING, down.link());
        assertEquals(heard, down.lastHeard(), "the last frame, not the instant the driver gave up");
        BoardStatus back = told.poll(5, TimeUnit.SECONDS); // the same controller answers the next attempt
        assertEquals(BoardStatus.Link.CONNECTED, back.link());
        assertEquals(-1, back.lastHeard());
    }

    @Test
    void pressesAreDatedOnTheHostClockAndLostOnesCounted() throws Exception {
        open();
        board.ping().get(5, TimeUnit.SECONDS);
        hostMillis.addAndGet(1000); // a second after the greeting (a press before it is not this connection's)
        long pressedAt = controllerMillis() - 40; // pressed 40 ms ago, reported now
        send(new ButtonEvent(Side.WHITE, pressedAt, 1));
        assertEquals(new ButtonPress(Side.WHITE, hostMillis.get() - 40), presses.poll(5, TimeUnit.SECONDS));
        send(new ButtonEvent(Side.WHITE, pressedAt + 10, 1)); // the same press again: ignored
        send(new ButtonEvent(Side.WHITE, pressedAt + 20, 3)); // press 2 never came
        assertEquals(hostMillis.get() - 20, presses.poll(5, TimeUnit.SECONDS).atMillis());
        assertNull(presses.poll(100, TimeUnit.MILLISECONDS));
        assertEquals(1, board.counters().missedPresses.sum());
    }

    @Test
    void aDamagedCommandIsSentAgainWhenTheControllerSaysSo() throws Exception {
        open();
        frames.poll(5, TimeUnit.SECONDS);
        LedPlan plan = LedPlan.dark(8, 8).with(3, Led.steady(LedColour.CYAN));
        synchronized (this) {
            damageNextLeds = true;
        }
        board.leds().show(plan);
        // The host's clock stands still, so no acknowledgement timeout fires: only the NAK can bring it again.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (countLeds(plan) == 0) {
            assertTrue(System.nanoTime() < deadline, "the plan was not sent again");
            frames.poll(10, TimeUnit.MILLISECONDS); // waits a little; the deadline is the safety net
        }
        assertEquals(1, countLeds(plan));
        assertEquals(1, board.counters().retries.sum());
    }

    @Test
    void theChainsOrderIsSentAtEachGreetingAndAFirmwareThatKnowsNoneIsWarnedOfOnlyWhenTheOrderIsNotItsOwn() throws Exception {
        List<String> warnings = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.logging.Logger log = java.util.logging.Logger.getLogger(SerialBoard.class.getName());
        java.util.logging.Handler handler = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord r) {
                if (r.getLevel().intValue() >= java.util.logging.Level.WARNING.intValue()) {
                    warnings.add(new java.util.logging.SimpleFormatter().formatMessage(r));
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        log.addHandler(handler);
        try {
            open("led-chain = \"serpentine-a1-rows\"");
            board.ping().get(5, TimeUnit.SECONDS); // answered after everything the greeting brought
            assertTrue(received().contains(new Message.SetLedChain(8)), received().toString());
            board.close();

            // Firmware 1.1.0 refuses the command: the default order is what its chain does anyway, so nothing to say
            knowsNoChainOrder = true;
            open();
            board.ping().get(5, TimeUnit.SECONDS);
            assertTrue(received().contains(new Message.SetLedChain(0)));
            assertEquals(List.of(), warnings);
            board.close();

            open("led-chain = \"serpentine-a1-rows\"");
            board.ping().get(5, TimeUnit.SECONDS);
            assertEquals(List.of("the board controller's firmware knows no chain order (before 1.2.0): its LEDs run row by row"
                    + " from a1, not serpentine-a1-rows as led-chain says; flash 1.2.0 or later (othellier flash)"), warnings);
        } finally {
            log.removeHandler(handler);
        }
    }

    @Test
    void aChainStartingAtACornerThisGridHasNotIsRefusedNamingTheKeyAndTheCorners() {
        SerialLinkException e = org.junit.jupiter.api.Assertions.assertThrows(SerialLinkException.class,
                () -> open("led-chain = \"serpentine-j1-rows\"\nopen-timeout-ms = 300"));
        assertTrue(e.getMessage().endsWith(": serial.led-chain = \"serpentine-j1-rows\" starts at j1, which is not a corner of a"
                + " 8x8 board (a1, h1, a8, h8): set it to the corner of this board where the chain starts"), e.getMessage());
    }

    private long countLeds(LedPlan plan) {
        return received().stream().filter(m -> m.equals(new Message.SetLeds(plan))).count();
    }
}
