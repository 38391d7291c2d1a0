package org.othellier.hardware;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The pins firmware-protocol/firmware/src/board_config.h gives each controller, as the net each one must
 * be wired to: {@code kRows[2] = 24} on the Mega is pin D24 on net ROW3. The net names are the schematics'.
 */
final class FirmwarePins {

    /** One pin the firmware uses: the net it must be on, and the constant that says so. */
    record Wire(String net, String constant) {
    }

    private static final Pattern CONSTANT = Pattern.compile(
            "const\\s+uint8_t\\s+(k\\w+)\\s*(?:\\[\\s*\\d*\\s*\\])?\\s*=\\s*(?:\\{([^}]*)\\}|(\\w+))\\s*;");
    private static final String UNO_BLOCK = "#if defined(__AVR_ATmega328P__)";

    private FirmwarePins() {
    }

    /** The Uno's (ATmega328P) pins: the block under {@code #if defined(__AVR_ATmega328P__)}. */
    static Map<String, Wire> uno(String header) {
        int start = at(header, UNO_BLOCK, 0);
        return pins(header.substring(start, at(header, "#else", start)), "Uno");
    }

    /** The Mega's pins: the {@code #else} block after the Uno's. */
    static Map<String, Wire> mega(String header) {
        int start = at(header, "#else", at(header, UNO_BLOCK, 0));
        return pins(header.substring(start, at(header, "#endif", start)), "Mega");
    }

    private static int at(String text, String marker, int from) {
        int i = text.indexOf(marker, from);
        if (i < 0) {
            throw new AssertionError("board_config.h has no " + marker + " where the pin map expects the boards' blocks");
        }
        return i;
    }

    private static Map<String, Wire> pins(String block, String board) {
        Map<String, Wire> out = new LinkedHashMap<>();
        Matcher m = CONSTANT.matcher(block);
        while (m.find()) {
            String name = m.group(1);
            List<String> values = m.group(2) != null
                    ? List.of(m.group(2).trim().split("\\s*,\\s*")) : List.of(m.group(3));
            // An Uno has no reed matrix: its kRows and kCols are a single 0 (the USB serial's pin, never wired).
            if ((name.equals("kRows") || name.equals("kCols")) && values.equals(List.of("0"))) {
                continue;
            }
            for (int i = 0; i < values.size(); i++) {
                String pin = values.get(i).matches("\\d+") ? "D" + values.get(i) : values.get(i);
                String constant = name + (values.size() > 1 || m.group(2) != null ? "[" + i + "]" : "");
                Wire wire = new Wire(net(name, i, board), constant);
                Wire before = out.put(pin, wire);
                if (before != null) {
                    throw new AssertionError(board + ": board_config.h gives pin " + pin + " to both " + before.constant()
                            + " and " + constant);
                }
            }
        }
        if (out.isEmpty()) {
            throw new AssertionError(board + ": no pin constants found in board_config.h");
        }
        return out;
    }

    /** The schematics' net for item {@code i} of constant {@code name}. */
    static String net(String name, int i, String board) {
        String player = i == 0 ? "BLACK" : "WHITE";
        return switch (name) {
            case "kRows" -> "ROW" + (i + 1);
            case "kCols" -> "COL_" + (char) ('A' + i);
            case "kMuxSelect" -> "MUX_S" + i;
            case "kMuxSignal" -> "MUX" + i + "_SIG";
            case "kButtons" -> "BTN_" + player;
            case "kLedData" -> "LED_DATA";
            case "kDisplayClock" -> player + "_CLK";
            case "kDisplayData" -> player + "_DIO";
            default -> throw new AssertionError(board + ": board_config.h has " + name
                    + ", which the pin map does not know: add its net to FirmwarePins.net and to the schematic");
        };
    }
}
