package org.othellier.hw.serial;

import java.util.Arrays;

/**
 * Consistent Overhead Byte Stuffing: a frame's bytes with every 0x00 removed, so that 0x00 can end
 * frames on the line. The encoding is canonical (PROTOCOL.md): a run of 254 non-zero bytes at the
 * very end gets no empty block after it.
 */
public final class Cobs {

    private Cobs() {
    }

    public static int maxEncodedLength(int length) {
        return length + length / 254 + 1;
    }

    /** The encoding of {@code length} bytes, without the delimiter. */
    public static byte[] encode(byte[] in, int offset, int length) {
        byte[] out = new byte[maxEncodedLength(length)];
        int written = 0;
        int pos = offset;
        int end = offset + length;
        while (true) {
            int stop = pos;
            while (stop < end && in[stop] != 0 && stop - pos < 254) {
                stop++;
            }
            int run = stop - pos;
            out[written++] = (byte) (run + 1);
            System.arraycopy(in, pos, out, written, run);
            written += run;
            if (run == 254) {
                pos = stop; // code 0xFF stands for no 0x00
                if (pos == end) {
                    break;
                }
                continue;
            }
            if (stop >= end) {
                break;
            }
            pos = stop + 1;
        }
        return Arrays.copyOf(out, written);
    }

    /**
     * Decodes in place: {@code buffer[0..length)} holds the encoded bytes, and on return the decoded
     * ones from 0. Returns the decoded length, or -1 when the bytes are not valid COBS (a 0x00 inside,
     * a block running past the end) or the result exceeds {@code capacity}.
     */
    public static int decodeInPlace(byte[] buffer, int length, int capacity) {
        int read = 0;
        int written = 0;
        while (read < length) {
            int code = buffer[read++] & 0xFF;
            if (code == 0 || read + code - 1 > length) {
                return -1;
            }
            for (int i = 1; i < code; i++) {
                byte b = buffer[read++];
                if (b == 0 || written >= capacity) {
                    return -1;
                }
                buffer[written++] = b;
            }
            if (code != 0xFF && read < length) {
                if (written >= capacity) {
                    return -1;
                }
                buffer[written++] = 0;
            }
        }
        return written;
    }
}
