package org.othellier.hw.serial;

import java.util.ArrayList;
import java.util.List;
import org.othellier.board.Led;
import org.othellier.board.LedColour;
import org.othellier.board.LedPattern;
import org.othellier.board.LedPlan;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.game.Side;
import org.othellier.hw.serial.Message.Ack;
import org.othellier.hw.serial.Message.ButtonEvent;
import org.othellier.hw.serial.Message.Calibrate;
import org.othellier.hw.serial.Message.Cause;
import org.othellier.hw.serial.Message.Configure;
import org.othellier.hw.serial.Message.DisplayKind;
import org.othellier.hw.serial.Message.FrameReport;
import org.othellier.hw.serial.Message.Hello;
import org.othellier.hw.serial.Message.HelloRequest;
import org.othellier.hw.serial.Message.LedKind;
import org.othellier.hw.serial.Message.LedLayout;
import org.othellier.hw.serial.Message.Nak;
import org.othellier.hw.serial.Message.Ping;
import org.othellier.hw.serial.Message.RawValues;
import org.othellier.hw.serial.Message.RequestFrame;
import org.othellier.hw.serial.Message.RequestRaw;
import org.othellier.hw.serial.Message.SensorType;
import org.othellier.hw.serial.Message.SetDisplay;
import org.othellier.hw.serial.Message.SetLedChain;
import org.othellier.hw.serial.Message.SetCalibration;
import org.othellier.hw.serial.Message.SetLeds;
import org.othellier.hw.serial.Message.SquareCalibration;

/**
 * Message bodies of protocol 1, both ways (PROTOCOL.md, "Messages"). Integers are little-endian.
 * Decoding checks the length and every field's range, exactly as the firmware does, and reports the
 * first fault as the controller's NAK would (offset of the bad byte, or the expected length).
 */
public final class Codec {

    public static final int PROTOCOL_VERSION = 1;
    public static final int HEADER_LENGTH = 3;
    public static final int CRC_LENGTH = 2;
    public static final int MAX_FRAME = 255;
    public static final int MAX_BODY = MAX_FRAME - HEADER_LENGTH - CRC_LENGTH;
    public static final int MAX_DISPLAY_TEXT = 16;
    public static final int MIN_GRID = 6;
    public static final int MAX_GRID = 10;
    public static final int MAX_SQUARES = 100;
    /** The squares one SET_CALIBRATION carries at most: 2 + 4 bytes a square within the body. */
    public static final int MAX_CALIBRATION_SQUARES = (MAX_BODY - 2) / 4;
    public static final int MAX_ADC = 1023;

    private Codec() {
    }

    public static byte[] encode(Message m) {
        Body b = new Body();
        switch (m) {
            case Hello h -> {
                b.u8(h.firmwareMajor()).u8(h.firmwareMinor()).u8(h.firmwarePatch()).u8(h.rows()).u8(h.cols());
                b.u8(h.sensor().ordinal()).u8(h.ledKind().ordinal()).u8(h.ledLayout().ordinal()).u8(h.buttons());
                b.u8(h.display().ordinal()).u8(h.displayWidth()).u8(h.maxFrame()).u32(h.timeMs());
            }
            case FrameReport f -> {
                SensorFrame frame = f.frame();
                b.u8(f.cause().ordinal()).u32(f.timeMs()).u8(frame.rows()).u8(frame.cols());
                byte[] cells = new byte[(frame.squares() + 3) / 4];
                for (int i = 0; i < frame.squares(); i++) {
                    cells[i >> 2] |= (byte) (frame.get(i).ordinal() << ((i & 3) * 2));
                }
                b.bytes(cells);
            }
            case ButtonEvent e -> b.u8(e.side() == Side.BLACK ? 0 : 1).u32(e.timeMs()).u16(e.count());
            case RawValues r -> {
                int[] values = r.values();
                b.u32(r.timeMs()).u8(r.first()).u8(values.length);
                for (int v : values) {
                    b.u16(v);
                }
            }
            case Ack a -> b.u8(a.refSeq()).u8(a.refType()).u32(a.timeMs());
            case Nak n -> b.u8(n.refSeq()).u8(n.refType()).u8(n.code()).u8(n.detail());
            case SetLeds s -> {
                LedPlan plan = s.plan();
                b.u8(plan.rows()).u8(plan.cols());
                for (int i = 0; i < plan.size(); i++) {
                    b.u8(ledByte(plan.get(i)));
                }
            }
            case SetDisplay d -> b.text(d.black(), "black").text(d.white(), "white");
            case Configure c -> b.u16(c.scanMs()).u16(c.debounceMs()).u16(c.heartbeatMs()).u16(c.threshold()).u8(c.brightness());
            case HelloRequest x -> { }
            case Ping x -> { }
            case Calibrate x -> { }
            case RequestFrame x -> { }
            case RequestRaw x -> { }
            case SetLedChain c -> b.u8(c.order());
            case SetCalibration c -> {
                if (c.squares().isEmpty() || c.squares().size() > MAX_CALIBRATION_SQUARES) {
                    throw new IllegalArgumentException("a set-calibration carries 1 to " + MAX_CALIBRATION_SQUARES
                            + " squares, not " + c.squares().size());
                }
                b.u8(c.first()).u8(c.squares().size());
                for (SquareCalibration sq : c.squares()) {
                    if (sq.empty() > MAX_ADC) {
                        throw new IllegalArgumentException("empty value " + sq.empty() + " is over " + MAX_ADC);
                    }
                    b.u16(sq.empty()).u8(sq.black()).u8(sq.white());
                }
            }
        }
        return b.toArray();
    }

    /** An LED as its byte: pattern in the high nibble, colour in the low one; off is 0. */
    public static int ledByte(Led led) {
        return led.isOff() ? 0 : led.pattern().ordinal() << 4 | led.colour().ordinal();
    }

    public static Message decode(int type, byte[] body) throws ProtocolException {
        MessageType t = MessageType.of(type);
        if (t == null) {
            throw new ProtocolException(ErrorCode.UNKNOWN_TYPE, type & 0xFF, "unknown message type " + MessageType.describe(type));
        }
        Reader r = new Reader(t, body);
        return switch (t) {
            case HELLO -> {
                r.length(16);
                int major = r.u8(), minor = r.u8(), patch = r.u8();
                int rows = r.grid("rows"), cols = r.grid("cols");
                SensorType sensor = r.choice(SensorType.values(), "sensor kind");
                LedKind ledKind = r.choice(LedKind.values(), "LED kind");
                LedLayout layout = r.choice(LedLayout.values(), "LED layout");
                int buttons = r.range(0, 2, "buttons");
                DisplayKind display = r.choice(DisplayKind.values(), "display kind");
                int width = r.range(0, MAX_DISPLAY_TEXT, "display width");
                int maxFrame = r.range(HEADER_LENGTH + CRC_LENGTH, 255, "largest frame");
                yield new Hello(major, minor, patch, rows, cols, sensor, ledKind, layout, buttons, display, width, maxFrame, r.u32());
            }
            case FRAME -> {
                r.atLeast(7);
                Cause cause = r.choice(Cause.values(), "frame cause");
                long time = r.u32();
                int rows = r.grid("rows"), cols = r.grid("cols");
                int squares = rows * cols;
                r.length(7 + (squares + 3) / 4);
                Reading[] cells = new Reading[squares];
                int last = 0;
                for (int i = 0; i < squares; i++) {
                    if ((i & 3) == 0) {
                        last = r.u8();
                    }
                    cells[i] = Reading.values()[(last >> ((i & 3) * 2)) & 3];
                }
                if (squares % 4 != 0 && last >> (squares % 4 * 2) != 0) {
                    throw r.bad(body.length - 1, "bits past the last square are set");
                }
                yield new FrameReport(cause, time, SensorFrame.of(rows, cols, cells));
            }
            case BUTTON -> {
                r.length(7);
                Side side = r.range(0, 1, "button side") == 0 ? Side.BLACK : Side.WHITE;
                yield new ButtonEvent(side, r.u32(), r.u16());
            }
            case RAW -> {
                r.atLeast(6);
                long time = r.u32();
                int first = r.u8();
                int count = body[5] & 0xFF;
                if (count == 0 || count > MAX_SQUARES) {
                    throw r.bad(5, "raw value count " + count + " is outside 1 to " + MAX_SQUARES);
                }
                if (first + count > MAX_SQUARES) {
                    throw r.bad(4, "raw values " + first + ".." + (first + count - 1) + " go past square " + (MAX_SQUARES - 1));
                }
                r.u8();
                r.length(6 + 2 * count);
                int[] values = new int[count];
                for (int i = 0; i < count; i++) {
                    values[i] = r.u16();
                }
                yield new RawValues(time, first, values);
            }
            case ACK -> {
                r.length(6);
                yield new Ack(r.u8(), r.u8(), r.u32());
            }
            case NAK -> {
                r.length(4);
                int seq = r.u8(), refType = r.u8();
                int code = r.range(1, 255, "NAK code");
                yield new Nak(seq, refType, code, r.u8());
            }
            case SET_LEDS -> {
                r.atLeast(2);
                int rows = r.grid("rows"), cols = r.grid("cols");
                r.length(2 + rows * cols);
                Led[] leds = new Led[rows * cols];
                for (int i = 0; i < leds.length; i++) {
                    int v = r.u8(), pattern = v >> 4, colour = v & 0x0F;
                    if (pattern >= LedPattern.values().length || colour >= LedColour.values().length
                            || pattern == 0 && colour != 0) {
                        throw r.bad(2 + i, String.format("LED %d is 0x%02x, not an LED (pattern 0..3 in the high nibble,"
                                + " colour 0..7 in the low one, 0x00 for off)", i, v));
                    }
                    leds[i] = pattern == 0 ? Led.OFF : new Led(LedColour.values()[colour], LedPattern.values()[pattern]);
                }
                yield new SetLeds(LedPlan.of(rows, cols, leds));
            }
            case SET_DISPLAY -> {
                String black = r.text("black");
                String white = r.text("white");
                if (r.at != body.length) {
                    throw new ProtocolException(ErrorCode.BAD_LENGTH, r.at, "set-display has " + (body.length - r.at)
                            + " bytes after the two texts");
                }
                yield new SetDisplay(black, white);
            }
            case CONFIGURE -> {
                r.length(9);
                yield new Configure(r.range16(1, 1000, "scan period (ms)"), r.range16(0, 1000, "debounce time (ms)"),
                        r.range16(100, 60000, "heartbeat period (ms)"), r.range16(1, 1023, "threshold"), r.u8());
            }
            case HELLO_REQUEST -> empty(r, new HelloRequest());
            case PING -> empty(r, new Ping());
            case CALIBRATE -> empty(r, new Calibrate());
            case REQUEST_FRAME -> empty(r, new RequestFrame());
            case REQUEST_RAW -> empty(r, new RequestRaw());
            case SET_LED_CHAIN -> {
                r.length(1);
                yield new SetLedChain(r.range(0, 15, "LED chain order"));
            }
            case SET_CALIBRATION -> {
                r.atLeast(2);
                int first = r.u8();
                int count = r.range(1, MAX_CALIBRATION_SQUARES, "calibrated square count");
                if (first + count > MAX_SQUARES) {
                    throw r.bad(0, "squares " + first + ".." + (first + count - 1) + " go past square " + (MAX_SQUARES - 1));
                }
                r.length(2 + 4 * count);
                List<SquareCalibration> squares = new ArrayList<>(count);
                for (int i = 0; i < count; i++) {
                    squares.add(new SquareCalibration(r.range16(0, MAX_ADC, "empty value"), r.u8(), r.u8()));
                }
                yield new SetCalibration(first, squares);
            }
        };
    }

    private static Message empty(Reader r, Message m) throws ProtocolException {
        r.length(0);
        return m;
    }

    /** Builds a body, checking that every value fits its field. */
    private static final class Body {
        private final byte[] bytes = new byte[MAX_BODY];
        private int length;

        Body u8(int v) {
            if (v < 0 || v > 0xFF) {
                throw new IllegalArgumentException(v + " does not fit in a byte");
            }
            return put(v);
        }

        Body u16(int v) {
            if (v < 0 || v > 0xFFFF) {
                throw new IllegalArgumentException(v + " does not fit in 16 bits");
            }
            return put(v).put(v >> 8);
        }

        Body u32(long v) {
            if (v < 0 || v > 0xFFFFFFFFL) {
                throw new IllegalArgumentException(v + " does not fit in 32 bits");
            }
            return put((int) v).put((int) (v >> 8)).put((int) (v >> 16)).put((int) (v >> 24));
        }

        Body bytes(byte[] b) {
            for (byte x : b) {
                put(x);
            }
            return this;
        }

        Body text(String s, String which) {
            if (s.length() > MAX_DISPLAY_TEXT) {
                throw new IllegalArgumentException("the " + which + " clock text \"" + s + "\" is longer than "
                        + MAX_DISPLAY_TEXT + " characters");
            }
            u8(s.length());
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c < 0x20 || c > 0x7E) {
                    throw new IllegalArgumentException("the " + which + " clock text \"" + s + "\" has character "
                            + (i + 1) + " outside printable ASCII");
                }
                put(c);
            }
            return this;
        }

        private Body put(int v) {
            if (length == bytes.length) {
                throw new IllegalArgumentException("a message body is at most " + MAX_BODY + " bytes");
            }
            bytes[length++] = (byte) v;
            return this;
        }

        byte[] toArray() {
            return java.util.Arrays.copyOf(bytes, length);
        }
    }

    /** Reads a body field by field; every error names the message and the field. */
    private static final class Reader {
        private final MessageType type;
        private final byte[] body;
        int at;

        Reader(MessageType type, byte[] body) {
            this.type = type;
            this.body = body;
        }

        void length(int expected) throws ProtocolException {
            if (body.length != expected) {
                throw new ProtocolException(ErrorCode.BAD_LENGTH, expected > 255 ? 0 : expected,
                        type.wireName() + " body is " + body.length + " bytes, expected " + expected);
            }
        }

        void atLeast(int minimum) throws ProtocolException {
            if (body.length < minimum) {
                throw new ProtocolException(ErrorCode.BAD_LENGTH, 0,
                        type.wireName() + " body is " + body.length + " bytes, expected at least " + minimum);
            }
        }

        ProtocolException bad(int offset, String why) {
            return new ProtocolException(ErrorCode.BAD_ARGUMENT, offset, type.wireName() + ": " + why + " (byte " + offset + ")");
        }

        int u8() {
            return body[at++] & 0xFF;
        }

        int u16() {
            int v = (body[at] & 0xFF) | (body[at + 1] & 0xFF) << 8;
            at += 2;
            return v;
        }

        long u32() {
            long v = (body[at] & 0xFFL) | (body[at + 1] & 0xFFL) << 8 | (body[at + 2] & 0xFFL) << 16 | (body[at + 3] & 0xFFL) << 24;
            at += 4;
            return v;
        }

        int range(int min, int max, String field) throws ProtocolException {
            int offset = at;
            int v = u8();
            if (v < min || v > max) {
                throw bad(offset, field + " " + v + " is outside " + min + " to " + max);
            }
            return v;
        }

        int range16(int min, int max, String field) throws ProtocolException {
            int offset = at;
            int v = u16();
            if (v < min || v > max) {
                throw bad(offset, field + " " + v + " is outside " + min + " to " + max);
            }
            return v;
        }

        int grid(String field) throws ProtocolException {
            return range(MIN_GRID, MAX_GRID, field);
        }

        <E extends Enum<E>> E choice(E[] values, String field) throws ProtocolException {
            return values[range(0, values.length - 1, field)];
        }

        String text(String which) throws ProtocolException {
            if (at >= body.length) {
                throw new ProtocolException(ErrorCode.BAD_LENGTH, 0, "set-display ends before the " + which + " text");
            }
            int length = range(0, MAX_DISPLAY_TEXT, which + " text length");
            if (at + length > body.length) {
                throw new ProtocolException(ErrorCode.BAD_LENGTH, 0, "set-display ends inside the " + which + " text");
            }
            StringBuilder sb = new StringBuilder(length);
            for (int i = 0; i < length; i++) {
                int offset = at;
                int c = u8();
                if (c < 0x20 || c > 0x7E) {
                    throw bad(offset, String.format("the %s text has byte 0x%02x, not printable ASCII", which, c));
                }
                sb.append((char) c);
            }
            return sb.toString();
        }
    }
}
