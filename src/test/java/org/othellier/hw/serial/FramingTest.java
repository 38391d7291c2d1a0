package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.othellier.board.SensorFrame;
import org.othellier.game.Side;
import org.othellier.hw.serial.Message.ButtonEvent;
import org.othellier.hw.serial.Message.Cause;
import org.othellier.hw.serial.Message.FrameReport;

/** CRC, COBS and the frame decoder, including random bytes and frames with bit errors. */
class FramingTest {

    @Test
    void crcIsCcittFalse() {
        byte[] check = "123456789".getBytes(StandardCharsets.US_ASCII);
        assertEquals(0x29B1, Crc16.of(check, 0, check.length));
        assertEquals(0xFFFF, Crc16.of(new byte[0], 0, 0));
    }

    @Test
    void cobsRoundTripsAnyBytesWithoutZeros() {
        Random random = new Random(1);
        for (int round = 0; round < 3000; round++) {
            byte[] in = new byte[random.nextInt(600)];
            int zeroEvery = 1 + random.nextInt(300);
            for (int i = 0; i < in.length; i++) {
                in[i] = random.nextInt(zeroEvery) == 0 ? 0 : (byte) (1 + random.nextInt(255));
            }
            byte[] encoded = Cobs.encode(in, 0, in.length);
            assertTrue(encoded.length <= Cobs.maxEncodedLength(in.length));
            for (byte b : encoded) {
                assertTrue(b != 0);
            }
            byte[] buffer = Arrays.copyOf(encoded, encoded.length);
            int n = Cobs.decodeInPlace(buffer, encoded.length, 1024);
            assertArrayEquals(in, Arrays.copyOf(buffer, n));
        }
    }

    @Test
    void cobsEdgeCases() {
        assertArrayEquals(new byte[] {1}, Cobs.encode(new byte[0], 0, 0));
        assertArrayEquals(new byte[] {1, 1}, Cobs.encode(new byte[1], 0, 1));
        byte[] run = new byte[254];
        Arrays.fill(run, (byte) 7);
        byte[] e = Cobs.encode(run, 0, 254);
        assertEquals(255, e.length); // canonical: no empty block after a final full one
        assertEquals((byte) 0xFF, e[0]);
        assertEquals(-1, Cobs.decodeInPlace(new byte[] {5, 1, 2}, 3, 100));
        assertEquals(-1, Cobs.decodeInPlace(new byte[] {4, 1, 2, 3}, 4, 2));
    }

    @Test
    void randomBytesNeverCrashAndNeverMakeAMessage() {
        Random random = new Random(2);
        LinkCounters counters = new LinkCounters();
        List<Message> accepted = new ArrayList<>();
        FrameDecoder decoder = new FrameDecoder(counters, (seq, m) -> accepted.add(m));
        byte[] noise = new byte[1 << 20];
        random.nextBytes(noise);
        decoder.feed(noise, 0, noise.length);
        // A random frame passes the 16-bit CRC once in 65536 and must then also be a valid message:
        // over a megabyte of noise (about 4000 frames) nothing gets through.
        assertEquals(List.of(), accepted);
        assertTrue(counters.corruptFrames() > 1000, counters.toString());
    }

    @Test
    void bitErrorsAreDroppedNeverAccepted() {
        Random random = new Random(3);
        List<Message> sent = new ArrayList<>();
        List<byte[]> wire = new ArrayList<>();
        for (int i = 0; i < 20000; i++) {
            Message m = i % 5 == 4 ? new ButtonEvent(i % 2 == 0 ? Side.BLACK : Side.WHITE, 1000L * i, i & 0xFFFF)
                    : new FrameReport(Cause.CHANGE, i, randomFrame(random, 6 + random.nextInt(5)));
            sent.add(m);
            wire.add(Frames.encode(i & 0xFF, m));
        }
        LinkCounters counters = new LinkCounters();
        List<int[]> bad = new ArrayList<>();
        int[] next = {0};
        long[] accepted = {0};
        FrameDecoder decoder = new FrameDecoder(counters, (seq, m) -> {
            // Accepted frames arrive in order; find this one among those sent since the last one.
            while (next[0] < sent.size() && !sent.get(next[0]).equals(m)) {
                next[0]++;
            }
            if (next[0] == sent.size() || (next[0] & 0xFF) != seq) {
                bad.add(new int[] {seq});
            }
            next[0]++;
            accepted[0]++;
        });
        long damaged = 0;
        for (byte[] frame : wire) {
            byte[] copy = frame.clone();
            boolean hit = false;
            for (int i = 0; i < copy.length; i++) {
                if (random.nextInt(1000) == 0) {
                    copy[i] ^= (byte) (1 << random.nextInt(8));
                    hit = true;
                }
            }
            damaged += hit ? 1 : 0;
            decoder.feed(copy, 0, copy.length);
        }
        assertEquals(0, bad.size(), "corrupted frames accepted");
        assertTrue(damaged > 300, "damaged " + damaged);
        // A damaged delimiter takes its neighbour with it: at most two frames lost per damage.
        assertTrue(accepted[0] >= sent.size() - 2 * damaged, "accepted " + accepted[0] + " of " + sent.size());
        assertTrue(counters.corruptFrames() >= damaged / 2, counters.toString());
    }

    @Test
    void oversizedInputIsCountedAndTheNextFrameIsRead() {
        LinkCounters counters = new LinkCounters();
        List<Message> got = new ArrayList<>();
        FrameDecoder decoder = new FrameDecoder(counters, (seq, m) -> got.add(m));
        byte[] junk = new byte[5000];
        Arrays.fill(junk, (byte) 0x55);
        decoder.feed(junk, 0, junk.length);
        byte[] ping = Frames.encode(3, new Message.ButtonEvent(Side.WHITE, 5, 1));
        byte[] stream = new byte[ping.length + 1];
        System.arraycopy(ping, 0, stream, 1, ping.length); // the junk's delimiter, then a good frame
        decoder.feed(stream, 0, stream.length);
        assertEquals(1, counters.oversized.sum());
        assertEquals(List.of(new ButtonEvent(Side.WHITE, 5, 1)), got);
    }

    static SensorFrame randomFrame(Random random, int size) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < size * size; i++) {
            sb.append("-#XO".charAt(random.nextInt(4)));
        }
        return SensorFrame.parse(sb.toString());
    }
}
