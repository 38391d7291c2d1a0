package org.othellier.hw.serial;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.othellier.board.LedPlan;
import org.othellier.hw.serial.Message.Ack;
import org.othellier.hw.serial.Message.DisplayKind;
import org.othellier.hw.serial.Message.Hello;
import org.othellier.hw.serial.Message.HelloRequest;
import org.othellier.hw.serial.Message.LedKind;
import org.othellier.hw.serial.Message.Nak;
import org.othellier.hw.serial.Message.Ping;
import org.othellier.hw.serial.Message.SetDisplay;
import org.othellier.hw.serial.Message.SetLedChain;
import org.othellier.hw.serial.Message.SetLeds;

/**
 * What {@link SerialBoard} sends the controller. Commands are kept as the state wanted rather than as a
 * queue (the controller's settings, the latest LED plan, the latest clock texts): one not acknowledged
 * within {@code ack-timeout-ms} is sent again with the latest state, a refused one is logged and not
 * repeated, and after every greeting all of them go out again. PINGs wait here for their ACK, which feeds
 * the {@link ControllerClock}.
 *
 * <p>Not thread-safe: the board calls it holding its lock, from the link thread and the game's.
 */
final class Outbox {

    private static final System.Logger LOG = System.getLogger(SerialBoard.class.getName()); // the link's own log

    private final SerialConfig config;
    private final LinkCounters counters;
    private final ControllerClock controllerClock;
    private Port port;
    private int nextSeq;
    private LedPlan wantedLeds;
    private SetDisplay wantedDisplay;
    private final Pending configure = new Pending(MessageType.CONFIGURE);
    private final Pending leds = new Pending(MessageType.SET_LEDS);
    private final Pending display = new Pending(MessageType.SET_DISPLAY);
    private final Pending chain = new Pending(MessageType.SET_LED_CHAIN);
    private final Map<Integer, PingSent> pings = new HashMap<>();
    private long helloRequestedAt;
    private long lastPingSent;
    private final Map<Integer, OneOff> oneOffs = new HashMap<>();

    /** A command whose acknowledgement is awaited. */
    private static final class Pending {
        final MessageType type;
        int seq;
        long sentAt;
        boolean open;

        Pending(MessageType type) {
            this.type = type;
        }
    }

    /** A bring-up tool's command (REQUEST_RAW, SET_CALIBRATION), sent once; the tool asks again when it wants. */
    private record OneOff(MessageType type, CompletableFuture<Ack> answer) {
    }

    private record PingSent(long sentAt, long sentNanos, CompletableFuture<Long> roundTrip) {
    }

    Outbox(SerialConfig config, LinkCounters counters, ControllerClock controllerClock) {
        this.config = config;
        this.counters = counters;
        this.controllerClock = controllerClock;
    }

    /** Writes go to {@code p} from now on; null when no port is open. */
    void attach(Port p) {
        port = p;
    }

    /** Takes a new LED plan; false when it is the one already wanted. */
    boolean wantLeds(LedPlan plan) {
        if (plan.equals(wantedLeds)) {
            return false;
        }
        wantedLeds = plan;
        return true;
    }

    /** Takes new clock texts; false when they are the ones already wanted. */
    boolean wantDisplay(SetDisplay texts) {
        if (texts.equals(wantedDisplay)) {
            return false;
        }
        wantedDisplay = texts;
        return true;
    }

    void sendHelloRequest(long now) throws IOException {
        helloRequestedAt = now;
        write(Frames.encode(takeSeq(), new HelloRequest()));
    }

    /** Before the greeting: asks again when the last request went unanswered for {@code ack-timeout-ms}. */
    void askAgainForHello(long now) throws IOException {
        if (now - helloRequestedAt >= config.ackTimeoutMs()) {
            counters.retries.increment();
            sendHelloRequest(now);
        }
    }

    /** After a greeting: the controller's settings, the LED plan and the clock texts it can show, and a PING. */
    void bringUpToDate(Hello h, long now) throws IOException {
        failPings();
        send(configure, config.controller(), now);
        if (h.ledKind() != LedKind.NONE) {
            sendChain(now); // before the plan, which the controller then lays out in this order
        }
        if (wantedLeds != null && h.ledKind() != LedKind.NONE) {
            sendLeds(now);
        }
        if (wantedDisplay != null && h.display() != DisplayKind.NONE) {
            sendDisplay(now);
        }
        sendPing(now, null);
    }

    /** While connected: a PING when one is due, and again whatever has waited too long for its acknowledgement. */
    void tick(long now) throws IOException {
        if (now - lastPingSent >= config.pingIntervalMs()) {
            sendPing(now, null);
        }
        pings.values().removeIf(ping -> now - ping.sentAt() > config.linkTimeoutMs());
        resendOverdue(now, config.ackTimeoutMs());
    }

    /** Sends again whatever has waited {@code after} ms or more for its acknowledgement, with the latest state. */
    private void resendOverdue(long now, long after) throws IOException {
        if (configure.open && now - configure.sentAt >= after) {
            counters.retries.increment();
            send(configure, config.controller(), now);
        }
        if (chain.open && now - chain.sentAt >= after) {
            counters.retries.increment();
            sendChain(now);
        }
        if (leds.open && now - leds.sentAt >= after) {
            counters.retries.increment();
            sendLeds(now);
        }
        if (display.open && now - display.sentAt >= after) {
            counters.retries.increment();
            sendDisplay(now);
        }
    }

    void acknowledged(Ack a, long now) {
        for (Pending p : new Pending[] {configure, chain, leds, display}) {
            if (p.open && p.seq == a.refSeq() && p.type.code() == a.refType()) {
                p.open = false;
            }
        }
        OneOff oneOff = oneOffs.get(a.refSeq());
        if (oneOff != null && oneOff.type().code() == a.refType()) {
            oneOffs.remove(a.refSeq());
            oneOff.answer().complete(a);
        }
        if (a.refType() == MessageType.PING.code()) {
            PingSent ping = pings.remove(a.refSeq());
            if (ping != null) {
                controllerClock.roundTrip(ping.sentAt(), now, a.timeMs());
                if (ping.roundTrip() != null) {
                    ping.roundTrip().complete(System.nanoTime() - ping.sentNanos());
                }
            }
        }
    }

    void refused(Nak k, long now) throws IOException {
        counters.naksReceived.increment();
        if (k.refType() == 0) {
            // One of our frames arrived damaged and the controller cannot say which: send again what is unanswered.
            resendOverdue(now, 0);
            failOneOffs("a frame arrived damaged at the controller");
            return;
        }
        OneOff oneOff = oneOffs.get(k.refSeq());
        if (oneOff != null && oneOff.type().code() == k.refType()) {
            oneOffs.remove(k.refSeq());
            oneOff.answer().completeExceptionally(new CommandRefused(oneOff.type(), k.code(), k.detail()));
        }
        for (Pending p : new Pending[] {configure, chain, leds, display}) {
            if (p.open && p.seq == k.refSeq() && p.type.code() == k.refType()) {
                p.open = false; // the same command would be refused again
                if (p == chain && k.code() == ErrorCode.UNKNOWN_TYPE.code()) {
                    // firmware before 1.2.0: its chain runs row by row from a1, which is all the default asks
                    boolean matters = config.ledChain().code() != LedChain.ROWS_FROM_A1.code();
                    LOG.log(matters ? System.Logger.Level.WARNING : System.Logger.Level.DEBUG, "the board controller's firmware"
                            + " knows no chain order (before 1.2.0): its LEDs run row by row from a1"
                            + (matters ? ", not " + config.ledChain() + " as led-chain says; flash 1.2.0 or later (othellier flash)" : ""));
                    continue;
                }
                LOG.log(System.Logger.Level.WARNING, "the board controller refused {0}: {1} (detail {2})",
                        p.type.wireName(), ErrorCode.describe(k.code()), k.detail());
            }
        }
    }

    private void sendChain(long now) throws IOException {
        send(chain, new SetLedChain(config.ledChain().code()), now);
    }

    void sendLeds(long now) throws IOException {
        send(leds, new SetLeds(wantedLeds), now);
    }

    void sendDisplay(long now) throws IOException {
        send(display, wantedDisplay, now);
    }

    /** A PING; {@code roundTrip} (or null) completes with the round trip in nanoseconds when its ACK comes. */
    void sendPing(long now, CompletableFuture<Long> roundTrip) {
        int seq = takeSeq();
        lastPingSent = now;
        pings.put(seq, new PingSent(now, System.nanoTime(), roundTrip));
        try {
            write(Frames.encode(seq, new Ping()));
        } catch (IOException e) {
            pings.remove(seq);
            if (roundTrip != null) {
                roundTrip.completeExceptionally(e);
            }
        }
    }

    // ---- one-off commands of the bring-up tools ----

    /** Sends {@code m} once; the future completes with its ACK, or fails with its NAK or when the link goes down. */
    CompletableFuture<Ack> sendOnce(Message m) {
        int seq = takeSeq();
        byte[] frame = Frames.encode(seq, m); // a message the protocol cannot carry is refused here, in the caller's thread
        CompletableFuture<Ack> answer = new CompletableFuture<>();
        // A command never answered stays only until the next one of its seq: the tool waits with a timeout.
        oneOffs.put(seq, new OneOff(m.type(), answer));
        try {
            write(frame);
        } catch (IOException e) {
            oneOffs.remove(seq);
            answer.completeExceptionally(new SerialLinkException("writing to the controller failed: " + e.getMessage()));
        }
        return answer;
    }

    private void failOneOffs(String why) {
        for (OneOff o : oneOffs.values()) {
            o.answer().completeExceptionally(new SerialLinkException(why));
        }
        oneOffs.clear();
    }

    // ---- end of the one-off commands ----

    private void send(Pending pending, Message message, long now) throws IOException {
        pending.seq = takeSeq();
        pending.sentAt = now;
        pending.open = true; // still open if the write fails: the link thread sends it again
        write(Frames.encode(pending.seq, message));
    }

    private int takeSeq() {
        int seq = nextSeq;
        nextSeq = (nextSeq + 1) & 0xFF;
        return seq;
    }

    private void write(byte[] frame) throws IOException {
        if (port == null) {
            throw new IOException("no port open");
        }
        port.write(frame);
        counters.framesSent.increment();
    }

    /** The link went down or came back: no PING sent before will be answered. */
    void failPings() {
        failOneOffs("the link went down or the controller restarted");
        for (PingSent p : pings.values()) {
            if (p.roundTrip() != null) {
                p.roundTrip().completeExceptionally(new SerialLinkException("the link went down"));
            }
        }
        pings.clear();
    }
}
