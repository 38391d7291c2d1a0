package org.othellier.hw.serial;

/** A frame or message that breaks the protocol; the message names the field and what was wrong. */
public final class ProtocolException extends Exception {

    private final ErrorCode code;
    private final int detail;

    public ProtocolException(ErrorCode code, int detail, String message) {
        super(message);
        this.code = code;
        this.detail = detail;
    }

    public ErrorCode code() {
        return code;
    }

    /** As a NAK would carry it: the expected length, the offset of the bad byte, the version or the type. */
    public int detail() {
        return detail;
    }
}
