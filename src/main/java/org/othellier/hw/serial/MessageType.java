package org.othellier.hw.serial;

/** The message types of protocol 1: 0x01..0x7F from the controller, 0x81..0xFF commands from the host. */
public enum MessageType {
    HELLO(0x01, "hello"),
    FRAME(0x02, "frame"),
    BUTTON(0x03, "button"),
    RAW(0x04, "raw"),
    ACK(0x05, "ack"),
    NAK(0x06, "nak"),
    HELLO_REQUEST(0x81, "hello-request"),
    SET_LEDS(0x82, "set-leds"),
    SET_DISPLAY(0x83, "set-display"),
    CONFIGURE(0x84, "configure"),
    PING(0x85, "ping"),
    CALIBRATE(0x86, "calibrate"),
    REQUEST_FRAME(0x87, "request-frame"),
    REQUEST_RAW(0x88, "request-raw"),
    // The WS2812 chain's order over the squares (firmware 1.2.0)
    SET_LED_CHAIN(0x89, "set-led-chain"),
    // Hall calibration: each square's empty value and thresholds, measured by the host.
    SET_CALIBRATION(0x8A, "set-calibration");

    private static final MessageType[] BY_CODE = new MessageType[256];

    static {
        for (MessageType t : values()) {
            BY_CODE[t.code] = t;
        }
    }

    private final int code;
    private final String wireName;

    MessageType(int code, String wireName) {
        this.code = code;
        this.wireName = wireName;
    }

    public int code() {
        return code;
    }

    public String wireName() {
        return wireName;
    }

    public boolean isCommand() {
        return code >= 0x80;
    }

    /** The type with this code, or null. */
    public static MessageType of(int code) {
        return BY_CODE[code & 0xFF];
    }

    /** The type's name, or its code in hex when unknown. */
    public static String describe(int code) {
        MessageType t = of(code);
        return t != null ? t.wireName : String.format("0x%02x", code & 0xFF);
    }
}
