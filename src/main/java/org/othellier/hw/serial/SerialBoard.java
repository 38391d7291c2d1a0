package org.othellier.hw.serial;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.config.ConfigSection;
import org.othellier.game.Side;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.BoardStatus;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ClockButtons;
import org.othellier.hw.ClockDisplay;
import org.othellier.hw.FrameSource;
import org.othellier.hw.LedSink;
import org.othellier.hw.serial.Message.Ack;
import org.othellier.hw.serial.Message.ButtonEvent;
import org.othellier.hw.serial.Message.FrameReport;
import org.othellier.hw.serial.Message.Hello;
import org.othellier.hw.serial.Message.Nak;
import org.othellier.hw.serial.Message.RawValues;
import org.othellier.hw.serial.Message.RequestRaw;
import org.othellier.hw.serial.Message.SetCalibration;
import org.othellier.hw.serial.Message.SensorType;
import org.othellier.hw.serial.Message.SetDisplay;

/**
 * A board whose sensors, LEDs, buttons and clock display hang on a board controller at the end of a
 * USB serial link (protocol 1, firmware-protocol/PROTOCOL.md).
 *
 * <p>One thread ("serial-link") owns the connection: it finds and opens the port, greets the
 * controller (HELLO_REQUEST, answered by HELLO and the full frame), then reads. The controller sends
 * a frame on every change and at least every heartbeat; a link silent for {@code link-timeout-ms},
 * a port that disappears (unplugged) or a port that will not open makes the thread close it and try
 * again every {@code reconnect-interval-ms}, for ever. After every greeting, and when the controller
 * announces itself unasked (it restarted), the driver sends the controller's settings, the latest LED
 * plan and the latest clock texts again, and the controller's full frame comes first: whatever the
 * game showed or saw carries on. Commands are kept as the state wanted rather than as a queue
 * ({@link Outbox}): one not acknowledged within {@code ack-timeout-ms} is sent again with the latest
 * state, a refused one is logged and not repeated. Frames that fail any check are counted
 * ({@link #counters()}) and dropped; nothing acts on them.
 *
 * <p>The link's state is part of the board's {@link #status()}: connected; reconnecting, with why the
 * link went down; or refused, with why the controller that answered cannot serve this board (another grid
 * or kind of sensor than the one the service started with, another protocol). A refused controller is
 * greeted again at every reconnection attempt, so a right one plugged in its place is taken at once.
 * Watchers ({@link #watchStatus}) hear of every change, and the log says when the link comes back.
 *
 * <p>Button presses are dated on the controller's clock at the first contact and converted to the
 * service's monotonic clock with the offset {@link ControllerClock} estimates from the PINGs sent
 * every {@code ping-interval-ms}. The controller repeats each button's latest press with its count;
 * {@link PressCounts} delivers each count once, across reconnections, so a press survives a damaged
 * frame or a pulled cable.
 */
public final class SerialBoard implements BoardBackend {

    private static final System.Logger LOG = System.getLogger(SerialBoard.class.getName());

    private final SerialConfig config;
    private final PortOpener opener;
    private final LongSupplier clock;
    private final LinkCounters counters = new LinkCounters();
    private final ControllerClock controllerClock = new ControllerClock();
    private final FrameDecoder decoder;
    private final CountDownLatch firstFrame = new CountDownLatch(1);
    private final CountDownLatch stopping = new CountDownLatch(1);
    private final List<Consumer<Message>> watchers = new CopyOnWriteArrayList<>();
    private final List<Runnable> statusWatchers = new CopyOnWriteArrayList<>();
    private BoardStatus toldStatus; // the link thread's: what the watchers last heard
    private final Thread thread;
    private volatile boolean closing;

    private final Object lock = new Object();
    // Everything below is guarded by lock.
    private Port port;
    private final Outbox outbox;
    private boolean ready;
    private Hello hello;
    private Hello identity;
    private SensorFrame lastFrame;
    private Consumer<SensorFrame> frameListener;
    private Consumer<ButtonPress> buttonListener;
    private String problem = "no attempt yet";
    private int lastSeq = -1;
    private final PressCounts presses = new PressCounts();
    private long connectedAt;
    private long lastReceived;
    private String mismatch;
    private String refusal; // why the controller that answered last was not used; null when none was refused
    private long lostAt = -1; // when the link went down, -1 while it is up (or before it first came up)
    private final RawCollector raw = new RawCollector(); // the raw readings a bring-up tool waits for
    private long heardBeforeLoss = -1; // when the controller was last heard before the link went down, -1 while it is up

    /** The link is down; the thread reconnects. */
    private static final class LinkLost extends Exception {
        /** The controller answered, but cannot serve this board. */
        final boolean refusal;

        LinkLost(String message) {
            this(message, false);
        }

        LinkLost(String message, boolean refusal) {
            super(message);
            this.refusal = refusal;
        }
    }

    SerialBoard(SerialConfig config, PortOpener opener, LongSupplier clock) {
        this.config = config;
        this.opener = opener;
        this.clock = clock;
        this.outbox = new Outbox(config, counters, controllerClock);
        this.decoder = new FrameDecoder(counters, new FrameDecoder.Handler() {
            @Override
            public void message(int seq, Message message) {
                received(seq, message);
            }

            @Override
            public void refused(int seq, int type, ProtocolException why) {
                LOG.log(System.Logger.Level.DEBUG, "dropped a frame from the controller: {0}", why.getMessage());
                if (why.code() == ErrorCode.BAD_VERSION) {
                    synchronized (lock) {
                        problem = why.getMessage(); // says why the handshake cannot succeed
                    }
                }
            }
        });
        this.thread = new Thread(this::run, "serial-link");
        this.thread.setDaemon(true);
    }

    /**
     * Opens the board controller the {@code [serial]} section names and waits (up to its
     * {@code open-timeout-ms}) for its greeting and first frame. Button times are on
     * {@link System#nanoTime()} in milliseconds.
     *
     * @throws org.othellier.config.ConfigException for a bad option
     * @throws SerialLinkException when no controller answers in time
     */
    public static SerialBoard open(ConfigSection serial) {
        return open(SerialConfig.read(serial), SerialBoard::monotonicMillis);
    }

    /** As {@link #open(ConfigSection)}, with the service's own monotonic clock for button times. */
    public static SerialBoard open(SerialConfig config, LongSupplier monotonicMillis) {
        return open(config, config.opener(), monotonicMillis);
    }

    static SerialBoard open(SerialConfig config, PortOpener opener, LongSupplier monotonicMillis) {
        SerialBoard board = new SerialBoard(config, opener, monotonicMillis);
        board.thread.start();
        try {
            if (!board.firstFrame.await(config.openTimeoutMs(), TimeUnit.MILLISECONDS)) {
                String why;
                synchronized (board.lock) {
                    why = board.problem;
                }
                board.close();
                throw new SerialLinkException("no board controller answered on " + opener.describe() + " within "
                        + config.openTimeoutMs() + " ms: " + why);
            }
        } catch (InterruptedException e) {
            board.close();
            Thread.currentThread().interrupt();
            throw new SerialLinkException("interrupted while waiting for the board controller");
        }
        return board;
    }

    static long monotonicMillis() {
        return System.nanoTime() / 1_000_000;
    }

    // ---- the faces the service uses ----

    @Override
    public FrameSource sensors() {
        return new FrameSource() {
            @Override
            public void start(Consumer<SensorFrame> listener) {
                SensorFrame first;
                synchronized (lock) {
                    frameListener = listener;
                    first = lastFrame;
                }
                if (first != null) {
                    listener.accept(first);
                }
            }

            @Override
            public SensorKind kind() {
                return identity().sensor() == SensorType.PRESENCE ? SensorKind.PRESENCE : SensorKind.COLOUR;
            }

            @Override
            public int rows() {
                return identity().rows();
            }

            @Override
            public int cols() {
                return identity().cols();
            }
        };
    }

    @Override
    public LedSink leds() {
        return plan -> {
            Hello id = identity();
            if (plan.rows() != id.rows() || plan.cols() != id.cols()) {
                throw new IllegalArgumentException("a " + plan.rows() + "x" + plan.cols() + " LED plan for a "
                        + id.rows() + "x" + id.cols() + " board");
            }
            synchronized (lock) {
                if (outbox.wantLeds(plan) && ready) {
                    sendQuietly(() -> outbox.sendLeds(clock.getAsLong()));
                }
            }
        };
    }

    @Override
    public ClockButtons buttons() {
        return listener -> {
            synchronized (lock) {
                buttonListener = listener;
            }
        };
    }

    @Override
    public ClockDisplay display() {
        return (black, white) -> {
            SetDisplay texts = new SetDisplay(black, white);
            Codec.encode(texts); // refuses a text the protocol cannot carry, here in the caller's thread
            synchronized (lock) {
                if (outbox.wantDisplay(texts) && ready) {
                    sendQuietly(() -> outbox.sendDisplay(clock.getAsLong()));
                }
            }
        };
    }

    @Override
    public BoardStatus status() {
        synchronized (lock) {
            Set<SensorKind> sensing = identity == null ? Set.of(SensorKind.PRESENCE)
                    : BoardStatus.sensing(identity.sensor() == SensorType.PRESENCE ? SensorKind.PRESENCE : SensorKind.COLOUR);
            if (ready) {
                return new BoardStatus(BoardStatus.Link.CONNECTED, "", sensing);
            }
            return refusal != null ? new BoardStatus(BoardStatus.Link.REFUSED, refusal, sensing, heardBeforeLoss)
                    : new BoardStatus(BoardStatus.Link.RECONNECTING, problem, sensing, heardBeforeLoss);
        }
    }

    @Override
    public void watchStatus(Runnable changed) {
        statusWatchers.add(changed);
    }

    /** Tells the watchers when the link's state or its reason changed (on the link thread). */
    private void statusMayHaveChanged() {
        BoardStatus now = status();
        if (!now.equals(toldStatus)) {
            toldStatus = now;
            statusWatchers.forEach(Runnable::run);
        }
    }

    @Override
    public String describe() {
        synchronized (lock) {
            Hello h = identity;
            String what = h == null ? "" : ": firmware " + h.firmware() + ", " + h.rows() + "x" + h.cols() + " "
                    + h.sensor().name().toLowerCase() + " sensors";
            return "serial board controller on " + (port != null ? port.name() : opener.describe()) + what
                    + (ready ? "" : " (reconnecting: " + problem + ")");
        }
    }

    @Override
    public void close() {
        closing = true;
        stopping.countDown();
        try {
            thread.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (lock) {
            if (port != null) {
                port.close();
                port = null;
                outbox.attach(null);
            }
            ready = false;
        }
    }

    // ---- for bring-up tools and tests ----

    /** The controller's greeting on the current (or last) connection. */
    public Hello controller() {
        synchronized (lock) {
            return hello != null ? hello : identity();
        }
    }

    public LinkCounters counters() {
        return counters;
    }

    public boolean isConnected() {
        synchronized (lock) {
            return ready;
        }
    }

    /** Every sound message from the controller, on the link thread (for bring-up tools). */
    public void watch(Consumer<Message> watcher) {
        watchers.add(watcher);
    }

    /** Sends a PING now; completes with the round trip in nanoseconds when its ACK comes. */
    public CompletableFuture<Long> ping() {
        CompletableFuture<Long> done = new CompletableFuture<>();
        synchronized (lock) {
            if (!ready) {
                done.completeExceptionally(new SerialLinkException("the controller is not connected: " + problem));
                return done;
            }
            outbox.sendPing(clock.getAsLong(), done);
        }
        return done;
    }

    /** The error bound of button times in milliseconds (half the best recent round trip), -1 before the first PING. */
    public long clockUncertaintyMillis() {
        return controllerClock.uncertaintyMillis();
    }

    // ---- raw Hall readings and calibration, for the bring-up tools (calibrate, probe --raw) ----

    /**
     * Every square's raw Hall reading in ADC counts (a1 first, row by row), asked for now with
     * REQUEST_RAW. Fails with {@link CommandRefused} when the controller cannot (a reed matrix), and with
     * {@link SerialLinkException} when the link goes down; the caller waits with its own timeout.
     */
    public CompletableFuture<int[]> requestRaw() {
        synchronized (lock) {
            if (!ready) {
                return CompletableFuture.failedFuture(new SerialLinkException("the controller is not connected: " + problem));
            }
            CompletableFuture<int[]> readings = raw.start(hello.rows() * hello.cols());
            outbox.sendOnce(new RequestRaw()).whenComplete((ack, failed) -> {
                if (failed != null) {
                    readings.completeExceptionally(failed);
                }
            });
            return readings;
        }
    }

    /** Sends one SET_CALIBRATION; completes when the controller acknowledges it (it is then in its EEPROM). */
    public CompletableFuture<Void> setCalibration(SetCalibration calibration) {
        synchronized (lock) {
            if (!ready) {
                return CompletableFuture.failedFuture(new SerialLinkException("the controller is not connected: " + problem));
            }
            return outbox.sendOnce(calibration).thenApply(ack -> null);
        }
    }

    // ---- end of the bring-up tools' commands ----

    private Hello identity() {
        synchronized (lock) {
            if (identity == null) {
                throw new IllegalStateException("the board controller has not answered yet");
            }
            return identity;
        }
    }

    // ---- the link thread ----

    private void run() {
        while (!closing) {
            try {
                Port p = opener.open();
                synchronized (lock) {
                    port = p;
                    outbox.attach(p);
                    ready = false;
                }
                serve(p);
            } catch (IOException | LinkLost e) {
                boolean wasReady;
                synchronized (lock) {
                    wasReady = ready;
                    problem = e.getMessage();
                    boolean refused = e instanceof LinkLost lost && lost.refusal;
                    refusal = refused ? e.getMessage() : null;
                    if (wasReady || refused && lostAt < 0) {
                        lostAt = clock.getAsLong();
                    }
                }
                if (wasReady) {
                    counters.linkLosses.increment();
                    LOG.log(System.Logger.Level.WARNING, "board controller link lost: {0}; reconnecting", e.getMessage());
                }
            } catch (RuntimeException e) {
                synchronized (lock) {
                    problem = e.toString();
                }
                LOG.log(System.Logger.Level.ERROR, "board controller link failed; reconnecting", e);
            } finally {
                synchronized (lock) {
                    if (ready) {
                        // the controller was silent since then (or gone without a word): the game charges no time after it
                        heardBeforeLoss = lastReceived;
                    }
                    if (port != null) {
                        port.close();
                        port = null;
                        outbox.attach(null);
                    }
                    ready = false;
                    outbox.failPings();
                    raw.fail("the link went down");
                }
            }
            statusMayHaveChanged();
            try {
                stopping.await(config.reconnectIntervalMs(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void serve(Port p) throws IOException, LinkLost {
        decoder.reset();
        long now = clock.getAsLong();
        synchronized (lock) {
            connectedAt = now;
            lastReceived = now;
            lastSeq = -1;
            p.write(new byte[] {0}); // ends whatever partial frame the controller may hold
            outbox.sendHelloRequest(now);
        }
        byte[] buffer = new byte[4096];
        while (!closing) {
            int n = p.read(buffer);
            if (n > 0) {
                decoder.feed(buffer, 0, n);
                checkIdentity();
            }
            tick(clock.getAsLong());
        }
    }

    /** A controller with another grid than the one this board stands for is not used. */
    private void checkIdentity() throws LinkLost {
        synchronized (lock) {
            if (mismatch != null) {
                String why = mismatch;
                mismatch = null;
                throw new LinkLost(why, true);
            }
        }
    }

    private void tick(long now) throws IOException, LinkLost {
        synchronized (lock) {
            if (!ready) {
                if (now - connectedAt > config.handshakeTimeoutMs()) {
                    boolean otherProtocol = problem.startsWith("the controller speaks protocol");
                    throw new LinkLost(otherProtocol ? problem
                            : "no HELLO from a controller on " + port.name() + " within " + config.handshakeTimeoutMs() + " ms",
                            otherProtocol);
                }
                outbox.askAgainForHello(now);
                return;
            }
            if (now - lastReceived > config.linkTimeoutMs()) {
                throw new LinkLost("nothing from the controller on " + port.name() + " for " + (now - lastReceived) + " ms");
            }
            outbox.tick(now);
        }
    }

    private void received(int seq, Message message) {
        long now = clock.getAsLong();
        List<Runnable> deliveries = new ArrayList<>(1);
        synchronized (lock) {
            lastReceived = now;
            if (lastSeq >= 0 && !(message instanceof Hello)) {
                int missed = (seq - lastSeq - 1) & 0xFF;
                counters.missedFrames.add(missed);
            }
            lastSeq = seq;
            try {
                switch (message) {
                    case Hello h -> greeted(h, now);
                    case FrameReport f -> {
                        heard(f.timeMs(), now);
                        framed(f, deliveries);
                    }
                    case ButtonEvent e -> pressed(e, now, deliveries);
                    case Ack a -> {
                        heard(a.timeMs(), now);
                        outbox.acknowledged(a, now);
                    }
                    case Nak k -> outbox.refused(k, now);
                    case RawValues values -> raw.arrived(values);
                    default -> { }
                }
            } catch (IOException e) {
                problem = "writing to the controller failed: " + e.getMessage();
            }
        }
        for (Runnable r : deliveries) {
            r.run();
        }
        if (message instanceof Hello) {
            statusMayHaveChanged();
        }
        for (Consumer<Message> w : watchers) {
            w.accept(message);
        }
    }

    /** The controller's clock, once this connection's HELLO has dated it (an ACK comes before the HELLO). */
    private void heard(long controllerMs, long now) {
        if (ready) {
            presses.clock(controllerMs, now);
        }
    }

    private void greeted(Hello h, long now) throws IOException {
        if (identity != null && (h.rows() != identity.rows() || h.cols() != identity.cols()
                || (h.sensor() == SensorType.PRESENCE) != (identity.sensor() == SensorType.PRESENCE))) {
            mismatch = "the controller on " + port.name() + " is a " + grid(h) + " board; the service started with a "
                    + grid(identity) + " board and plays its games (restart the service to use the other board)";
            problem = mismatch;
            refusal = mismatch;
            ready = false;
            return;
        }
        String chainMisfit = h.ledKind() == Message.LedKind.NONE ? null : config.ledChain().misfit(h.rows(), h.cols());
        if (chainMisfit != null) {
            mismatch = "serial." + chainMisfit + ": set it to the corner of this board where the chain starts";
            problem = mismatch;
            refusal = mismatch;
            ready = false;
            return;
        }
        boolean unasked = ready;
        if (unasked) {
            counters.controllerResets.increment(); // unasked while connected: the controller restarted
            LOG.log(System.Logger.Level.WARNING, "the board controller restarted; sending the LED plan and clock again");
        } else {
            counters.connects.increment();
            if (lostAt >= 0) {
                LOG.log(System.Logger.Level.INFO, "board controller link back on {0} after {1} ms: firmware {2}",
                        port.name(), now - lostAt, h.firmware());
            }
        }
        lostAt = -1;
        heardBeforeLoss = -1;
        refusal = null;
        hello = h;
        if (identity == null) {
            identity = h;
        }
        ready = true;
        problem = "connected";
        controllerClock.reset();
        controllerClock.oneWay(now, h.timeMs());
        if (presses.hello(h.timeMs(), now, unasked)) {
            LOG.log(System.Logger.Level.DEBUG, "the board controller started afresh: its press counts start at 0");
        }
        outbox.bringUpToDate(h, now); // its full frame follows its HELLO by itself
    }

    private static String grid(Hello h) {
        return h.rows() + "x" + h.cols() + (h.sensor() == SensorType.PRESENCE ? " presence (reed switch)" : " colour (Hall)");
    }

    private void framed(FrameReport f, List<Runnable> deliveries) {
        if (!ready) {
            return; // before the greeting the grid is not known: the frame after HELLO follows
        }
        SensorFrame frame = f.frame();
        if (frame.rows() != hello.rows() || frame.cols() != hello.cols()) {
            counters.badMessage.increment();
            return;
        }
        lastFrame = frame;
        Consumer<SensorFrame> listener = frameListener;
        if (listener != null) {
            deliveries.add(() -> listener.accept(frame));
        }
        firstFrame.countDown();
    }

    private void pressed(ButtonEvent e, long now, List<Runnable> deliveries) {
        if (!ready) {
            return;
        }
        long missedBefore = presses.missed();
        boolean fresh = presses.press(e.side() == Side.BLACK ? 0 : 1, e.count(), e.timeMs());
        counters.missedPresses.add(presses.missed() - missedBefore); // less when a late one fills a gap
        if (!fresh) {
            return; // the controller's repeat of a press already delivered
        }
        ButtonPress press = new ButtonPress(e.side(), controllerClock.toHost(e.timeMs(), now));
        Consumer<ButtonPress> listener = buttonListener;
        if (listener != null) {
            deliveries.add(() -> listener.accept(press));
        }
    }

    // ---- sending from the game's thread (callers hold lock) ----

    private interface Send {
        void run() throws IOException;
    }

    /** From the game's thread: a failed write leaves the command open, and the link thread sends it again. */
    private void sendQuietly(Send send) {
        try {
            send.run();
        } catch (IOException e) {
            problem = "writing to the controller failed: " + e.getMessage();
        }
    }
}
