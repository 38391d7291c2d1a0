package org.othellier.hw.serial;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.atLeast;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.mockito.ArgumentCaptor;

/**
 * The shared test vectors (firmware-protocol/vectors/frames.txt), which the firmware's unit tests
 * read too: every frame decodes to exactly its meaning, or is refused for exactly the named reason,
 * and every message encodes back to exactly its frame.
 */
class ProtocolVectorsTest {

    static final Path VECTORS = Path.of("firmware-protocol", "vectors", "frames.txt");

    record Vector(int line, String means, byte[] frame) {
    }

    static List<Vector> vectors() throws IOException {
        List<String> lines = Files.readAllLines(VECTORS);
        List<Vector> out = new ArrayList<>();
        String means = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("means ")) {
                means = line.substring(6);
            } else if (line.startsWith("frame ")) {
                out.add(new Vector(i + 1, means, HexFormat.of().parseHex(line.substring(6).replace(" ", ""))));
            }
        }
        return out;
    }

    @TestFactory
    List<DynamicTest> everyVectorDecodesAndEncodesToTheSameBytes() throws IOException {
        List<Vector> vectors = vectors();
        assertTrue(vectors.size() >= 40, "vectors found: " + vectors.size());
        List<DynamicTest> tests = new ArrayList<>();
        for (Vector v : vectors) {
            tests.add(DynamicTest.dynamicTest("line " + v.line() + ": " + v.means(), () -> check(v)));
        }
        return tests;
    }

    private static void check(Vector v) {
        LinkCounters counters = new LinkCounters();
        FrameDecoder.Handler handler = mock(FrameDecoder.Handler.class);
        new FrameDecoder(counters, handler).feed(v.frame(), 0, v.frame().length);
        ArgumentCaptor<Integer> seqs = ArgumentCaptor.forClass(Integer.class);
        ArgumentCaptor<Message> messages = ArgumentCaptor.forClass(Message.class);
        verify(handler, atLeast(0)).message(seqs.capture(), messages.capture());
        ArgumentCaptor<ProtocolException> refusals = ArgumentCaptor.forClass(ProtocolException.class);
        verify(handler, atLeast(0)).refused(anyInt(), anyInt(), refusals.capture());
        List<String> seen = new ArrayList<>();
        List<byte[]> reencoded = new ArrayList<>();
        for (int i = 0; i < messages.getAllValues().size(); i++) {
            seen.add(VectorText.of(seqs.getAllValues().get(i), messages.getAllValues().get(i)));
            reencoded.add(Frames.encode(seqs.getAllValues().get(i), messages.getAllValues().get(i)));
        }
        refusals.getAllValues().forEach(why -> seen.add(VectorText.error(why)));
        if (seen.isEmpty()) {
            // Framing errors are only counted: name the counter that moved.
            String kind = counters.badCrc.sum() == 1 ? "error bad-crc" : counters.badCobs.sum() == 1 ? "error bad-cobs"
                    : counters.tooShort.sum() == 1 ? "error too-short" : counters.oversized.sum() == 1 ? "error too-long" : "nothing";
            seen.add(kind);
        }
        assertEquals(List.of(v.means()), seen);
        if (!v.means().startsWith("error")) {
            assertArrayEquals(v.frame(), reencoded.get(0), "re-encoded");
            assertEquals(1, counters.framesReceived.sum());
        } else {
            assertEquals(0, counters.framesReceived.sum());
            assertEquals(1, counters.corruptFrames());
        }
    }
}
