package org.othellier.hw.serial;

/** Why a receiver refuses a frame: the NAK codes of PROTOCOL.md, and what a message decoder reports. */
public enum ErrorCode {
    CORRUPT(1, "corrupt"),
    BAD_VERSION(2, "bad-version"),
    UNKNOWN_TYPE(3, "unknown-type"),
    BAD_LENGTH(4, "bad-length"),
    BAD_ARGUMENT(5, "bad-argument"),
    UNSUPPORTED(6, "unsupported"),
    OVERSIZED(7, "oversized");

    private final int code;
    private final String wireName;

    ErrorCode(int code, String wireName) {
        this.code = code;
        this.wireName = wireName;
    }

    public int code() {
        return code;
    }

    public String wireName() {
        return wireName;
    }

    /** The code's name, or its number when a newer controller sends one this host does not know. */
    public static String describe(int code) {
        for (ErrorCode e : values()) {
            if (e.code == code) {
                return e.wireName;
            }
        }
        return "code " + code;
    }
}
