package org.othellier.hw.serial;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorFrame;
import org.othellier.game.Side;

/** The messages of protocol 1 (PROTOCOL.md), one record each; {@link Codec} turns them into bodies and back. */
public sealed interface Message {

    MessageType type();

    /** What the controller's sensors tell (HELLO's sensor field). */
    enum SensorType { PRESENCE, COLOUR, ANALOG }

    enum LedKind { NONE, SINGLE, BICOLOUR, RGB }

    enum LedLayout { SQUARE, CORNERS }

    enum DisplayKind { NONE, SEGMENTS, CHARACTERS }

    /** Why a FRAME was sent. */
    enum Cause { CHANGE, HEARTBEAT, REQUEST }

    /** The controller announces itself: at start, and in answer to HELLO_REQUEST. */
    record Hello(int firmwareMajor, int firmwareMinor, int firmwarePatch, int rows, int cols, SensorType sensor,
                 LedKind ledKind, LedLayout ledLayout, int buttons, DisplayKind display, int displayWidth,
                 int maxFrame, long timeMs) implements Message {
        public MessageType type() {
            return MessageType.HELLO;
        }

        public String firmware() {
            return firmwareMajor + "." + firmwareMinor + "." + firmwarePatch;
        }
    }

    /** Every square's reading, dated on the controller's clock (milliseconds, wrapping at 2^32). */
    record FrameReport(Cause cause, long timeMs, SensorFrame frame) implements Message {
        public MessageType type() {
            return MessageType.FRAME;
        }
    }

    /** A clock button pressed; {@code count} counts the presses of that button since the controller started. */
    record ButtonEvent(Side side, long timeMs, int count) implements Message {
        public MessageType type() {
            return MessageType.BUTTON;
        }
    }

    /** Raw analog sensor values of squares {@code first..first+values.length-1}, for calibration. */
    record RawValues(long timeMs, int first, int[] values) implements Message {
        public RawValues {
            values = values.clone();
        }

        public int[] values() {
            return values.clone();
        }

        public MessageType type() {
            return MessageType.RAW;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof RawValues r && r.timeMs == timeMs && r.first == first && Arrays.equals(r.values, values);
        }

        @Override
        public int hashCode() {
            return Objects.hash(timeMs, first, Arrays.hashCode(values));
        }

        @Override
        public String toString() {
            return "RawValues[timeMs=" + timeMs + ", first=" + first + ", values=" + Arrays.toString(values) + "]";
        }
    }

    /** A command carried out; {@code timeMs} is the controller's clock when it did. */
    record Ack(int refSeq, int refType, long timeMs) implements Message {
        public MessageType type() {
            return MessageType.ACK;
        }
    }

    /** A command refused (or, with refType 0, a frame too damaged to name). Codes: {@link ErrorCode}. */
    record Nak(int refSeq, int refType, int code, int detail) implements Message {
        public MessageType type() {
            return MessageType.NAK;
        }
    }

    record HelloRequest() implements Message {
        public MessageType type() {
            return MessageType.HELLO_REQUEST;
        }
    }

    /** The whole LED plan, one LED per square. */
    record SetLeds(LedPlan plan) implements Message {
        public MessageType type() {
            return MessageType.SET_LEDS;
        }
    }

    /** The clock display's two texts: printable ASCII, at most 16 characters each. */
    record SetDisplay(String black, String white) implements Message {
        public MessageType type() {
            return MessageType.SET_DISPLAY;
        }
    }

    /** The controller's settings: scan period, debounce time, heartbeat period, Hall threshold, LED brightness. */
    record Configure(int scanMs, int debounceMs, int heartbeatMs, int threshold, int brightness) implements Message {
        public MessageType type() {
            return MessageType.CONFIGURE;
        }
    }

    record Ping() implements Message {
        public MessageType type() {
            return MessageType.PING;
        }
    }

    /** Takes the current analog readings as each square's empty value (the board must be empty). */
    record Calibrate() implements Message {
        public MessageType type() {
            return MessageType.CALIBRATE;
        }
    }

    record RequestFrame() implements Message {
        public MessageType type() {
            return MessageType.REQUEST_FRAME;
        }
    }

    record RequestRaw() implements Message {
        public MessageType type() {
            return MessageType.REQUEST_RAW;
        }
    }

    /** The order of the WS2812 chain over the squares: {@link LedChain#code()}'s flags, 0..15. */
    record SetLedChain(int order) implements Message {
        public MessageType type() {
            return MessageType.SET_LED_CHAIN;
        }
    }

    // ---- Hall calibration (SET_CALIBRATION) ----

    /**
     * One square's Hall calibration: its reading with nothing on it, and how far below it a reading is
     * black and how far above it white, in ADC counts (1 to 255; 0 leaves CONFIGURE's threshold).
     */
    record SquareCalibration(int empty, int black, int white) {
    }

    /** Calibrations of squares {@code first..first+squares.size()-1} (at most 62 a command), kept in the controller's EEPROM. */
    record SetCalibration(int first, List<SquareCalibration> squares) implements Message {
        public SetCalibration {
            squares = List.copyOf(squares);
        }

        public MessageType type() {
            return MessageType.SET_CALIBRATION;
        }
    }
}
