package org.othellier.hw.serial;

import java.util.Arrays;

/**
 * Cuts the byte stream into frames at each 0x00 and checks them: COBS, length, CRC, protocol version,
 * message type and body. Only a frame that passes every check reaches the handler; every other one is
 * counted in {@link LinkCounters} by what was wrong and dropped, and the decoder carries on at the next
 * delimiter. Not thread-safe: one reader thread feeds it.
 */
public final class FrameDecoder {

    /** Largest COBS encoding of a largest frame; anything longer before a delimiter is oversized. */
    static final int MAX_ENCODED = Cobs.maxEncodedLength(Codec.MAX_FRAME);

    /** What a decoder hands on: a sound message with its frame's sequence number. */
    public interface Handler {
        void message(int seq, Message message);

        /** A sound frame whose content the host refuses; by default only counted. */
        default void refused(int seq, int type, ProtocolException why) {
        }
    }

    private final LinkCounters counters;
    private final Handler handler;
    private final byte[] buffer = new byte[MAX_ENCODED];
    private int fill;
    private boolean overflow;

    public FrameDecoder(LinkCounters counters, Handler handler) {
        this.counters = counters;
        this.handler = handler;
    }

    public void feed(byte[] data, int offset, int length) {
        counters.bytesReceived.add(length);
        for (int i = offset; i < offset + length; i++) {
            byte b = data[i];
            if (b != 0) {
                if (fill < buffer.length) {
                    buffer[fill++] = b;
                } else {
                    overflow = true;
                }
                continue;
            }
            endOfFrame();
        }
    }

    /** Forgets a partial frame (after a reconnect the first bytes may be the tail of an old one). */
    public void reset() {
        fill = 0;
        overflow = false;
    }

    private void endOfFrame() {
        int encoded = fill;
        boolean oversized = overflow;
        reset();
        if (oversized) {
            counters.oversized.increment();
            return;
        }
        if (encoded == 0) {
            return; // an empty frame: a sender may send 0x00 at any time to resynchronise
        }
        int length = Cobs.decodeInPlace(buffer, encoded, Codec.MAX_FRAME);
        if (length < 0) {
            counters.badCobs.increment();
            return;
        }
        if (length < Codec.HEADER_LENGTH + Codec.CRC_LENGTH) {
            counters.tooShort.increment();
            return;
        }
        int payload = length - Codec.CRC_LENGTH;
        int crc = (buffer[payload] & 0xFF) | (buffer[payload + 1] & 0xFF) << 8;
        if (Crc16.of(buffer, 0, payload) != crc) {
            counters.badCrc.increment();
            return;
        }
        int version = buffer[0] & 0xFF;
        int type = buffer[1] & 0xFF;
        int seq = buffer[2] & 0xFF;
        if (version != Codec.PROTOCOL_VERSION) {
            counters.badVersion.increment();
            handler.refused(seq, type, new ProtocolException(ErrorCode.BAD_VERSION, version,
                    "the controller speaks protocol " + version + ", this service speaks " + Codec.PROTOCOL_VERSION));
            return;
        }
        byte[] body = Arrays.copyOfRange(buffer, Codec.HEADER_LENGTH, payload);
        Message message;
        try {
            message = Codec.decode(type, body);
        } catch (ProtocolException e) {
            (e.code() == ErrorCode.UNKNOWN_TYPE ? counters.unknownType : counters.badMessage).increment();
            handler.refused(seq, type, e);
            return;
        }
        counters.framesReceived.increment();
        handler.message(seq, message);
    }
}
