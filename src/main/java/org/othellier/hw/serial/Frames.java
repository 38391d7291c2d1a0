package org.othellier.hw.serial;

/** Whole frames on the line: header, body and CRC, COBS-encoded, ending with the 0x00 delimiter. */
public final class Frames {

    private Frames() {
    }

    /** The bytes that carry a message, delimiter included. */
    public static byte[] encode(int seq, Message message) {
        return encode(Codec.PROTOCOL_VERSION, message.type().code(), seq, Codec.encode(message));
    }

    /** The bytes of any header and body: also for frames a test wants wrong on purpose. */
    public static byte[] encode(int version, int type, int seq, byte[] body) {
        int length = Codec.HEADER_LENGTH + body.length;
        byte[] frame = new byte[length + Codec.CRC_LENGTH];
        frame[0] = (byte) version;
        frame[1] = (byte) type;
        frame[2] = (byte) seq;
        System.arraycopy(body, 0, frame, Codec.HEADER_LENGTH, body.length);
        int crc = Crc16.of(frame, 0, length);
        frame[length] = (byte) crc;
        frame[length + 1] = (byte) (crc >> 8);
        byte[] encoded = Cobs.encode(frame, 0, frame.length);
        byte[] out = new byte[encoded.length + 1];
        System.arraycopy(encoded, 0, out, 0, encoded.length);
        return out;
    }
}
