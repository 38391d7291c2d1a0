package org.othellier.hw.serial;

/** The controller answered a bring-up tool's command with a NAK: its code (PROTOCOL.md) and detail. */
public final class CommandRefused extends RuntimeException {

    private final int code;
    private final int detail;

    public CommandRefused(MessageType type, int code, int detail) {
        super("the controller refused " + type.wireName() + ": " + ErrorCode.describe(code) + " (detail " + detail + ")");
        this.code = code;
        this.detail = detail;
    }

    /** The NAK code ({@link ErrorCode}). */
    public int code() {
        return code;
    }

    public int detail() {
        return detail;
    }
}
