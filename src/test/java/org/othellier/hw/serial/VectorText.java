package org.othellier.hw.serial;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.othellier.board.Led;
import org.othellier.board.LedPlan;
import org.othellier.hw.serial.Message.Ack;
import org.othellier.hw.serial.Message.ButtonEvent;
import org.othellier.hw.serial.Message.Configure;
import org.othellier.hw.serial.Message.FrameReport;
import org.othellier.hw.serial.Message.Hello;
import org.othellier.hw.serial.Message.Nak;
import org.othellier.hw.serial.Message.RawValues;
import org.othellier.hw.serial.Message.SetCalibration;
import org.othellier.hw.serial.Message.SetDisplay;
import org.othellier.hw.serial.Message.SetLedChain;
import org.othellier.hw.serial.Message.SquareCalibration;
import org.othellier.hw.serial.Message.SetLeds;

/** A message as the test vectors write it (firmware-protocol/vectors/frames.txt): the same text the firmware's tests make. */
final class VectorText {

    private VectorText() {
    }

    static String of(int seq, Message m) {
        String head = m.type().wireName() + " seq=" + seq;
        String rest = switch (m) {
            case Hello h -> " firmware=" + h.firmware() + " rows=" + h.rows() + " cols=" + h.cols() + " sensor=" + lower(h.sensor())
                    + " leds=" + lower(h.ledKind()) + " layout=" + lower(h.ledLayout()) + " buttons=" + h.buttons()
                    + " display=" + lower(h.display()) + " width=" + h.displayWidth() + " max-frame=" + h.maxFrame()
                    + " time=" + h.timeMs();
            case FrameReport f -> " cause=" + lower(f.cause()) + " time=" + f.timeMs() + " rows=" + f.frame().rows()
                    + " cols=" + f.frame().cols() + " cells=" + f.frame().toCompactString();
            case ButtonEvent e -> " side=" + lower(e.side()) + " time=" + e.timeMs() + " count=" + e.count();
            case RawValues r -> " time=" + r.timeMs() + " first=" + r.first() + " values="
                    + Arrays.stream(r.values()).mapToObj(Integer::toString).collect(Collectors.joining(","));
            case Ack a -> " ref-seq=" + a.refSeq() + " ref-type=" + MessageType.describe(a.refType()) + " time=" + a.timeMs();
            case Nak n -> " ref-seq=" + n.refSeq() + " ref-type=" + MessageType.describe(n.refType()) + " code="
                    + ErrorCode.describe(n.code()) + " detail=" + n.detail();
            case SetLeds s -> " rows=" + s.plan().rows() + " cols=" + s.plan().cols() + " leds=" + leds(s.plan());
            case SetDisplay d -> " black=\"" + d.black() + "\" white=\"" + d.white() + "\"";
            case Configure c -> " scan=" + c.scanMs() + " debounce=" + c.debounceMs() + " heartbeat=" + c.heartbeatMs()
                    + " threshold=" + c.threshold() + " brightness=" + c.brightness();
            case SetLedChain c -> " path=" + ((c.order() & LedChain.SERPENTINE) != 0 ? "serpentine" : "straight")
                    + " along=" + ((c.order() & LedChain.COLUMNS) != 0 ? "columns" : "rows")
                    + " first-col=" + ((c.order() & LedChain.LAST_COLUMN) != 0 ? "last" : "a")
                    + " first-row=" + ((c.order() & LedChain.LAST_ROW) != 0 ? "last" : "1");
            case SetCalibration c -> " first=" + c.first() + " empty=" + join(c, SquareCalibration::empty)
                    + " black=" + join(c, SquareCalibration::black) + " white=" + join(c, SquareCalibration::white);
            default -> "";
        };
        return head + rest;
    }

    /** Two characters an LED: {@code --} off, else the colour's initial and the pattern's number (1 steady, 2 slow, 3 fast). */
    static String leds(LedPlan plan) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < plan.size(); i++) {
            Led led = plan.get(i);
            sb.append(led.isOff() ? "--" : "" + led.colour().name().charAt(0) + led.pattern().ordinal());
        }
        return sb.toString();
    }

    static String error(ProtocolException e) {
        return switch (e.code()) {
            case BAD_LENGTH -> "error bad-length expected=" + e.detail();
            case BAD_ARGUMENT -> "error bad-argument offset=" + e.detail();
            case BAD_VERSION -> "error bad-version version=" + e.detail();
            case UNKNOWN_TYPE -> String.format("error unknown-type type=0x%02x", e.detail());
            default -> "error " + e.code().wireName();
        };
    }

    private static String join(SetCalibration c, java.util.function.ToIntFunction<SquareCalibration> field) {
        return c.squares().stream().map(sq -> Integer.toString(field.applyAsInt(sq))).collect(Collectors.joining(","));
    }

    private static String lower(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }
}
