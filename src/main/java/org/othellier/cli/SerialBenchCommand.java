package org.othellier.cli;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.game.Side;
import org.othellier.hw.serial.FrameDecoder;
import org.othellier.hw.serial.Frames;
import org.othellier.hw.serial.LinkCounters;
import org.othellier.hw.serial.Message;
import org.othellier.hw.serial.SerialBoard;
import org.othellier.hw.serial.SerialConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Measures the serial link: frames decoded per second in memory, and with a controller the PING round trip. */
@Command(name = "serial-bench", mixinStandardHelpOptions = true,
        description = {"Decodes N frames in memory (8x8 and 10x10 sensor frames and button events) and prints frames",
            "and megabytes per second; with --port, also pings the controller and prints the round trip's",
            "minimum, median, 99th percentile and maximum."})
public final class SerialBenchCommand implements Callable<Integer> {

    @Option(names = "--frames", defaultValue = "1000000", description = "Frames to decode per round, 1000 to 100000000 (default ${DEFAULT-VALUE}).")
    int frames;

    @Option(names = "--port", paramLabel = "PATH", description = "A controller to ping (the firmware simulator's pty, or a real board).")
    String port;

    @Option(names = "--pings", defaultValue = "1000", description = "Round trips to time, 10 to 1000000 (default ${DEFAULT-VALUE}).")
    int pings;

    @Override
    public Integer call() throws Exception {
        if (frames < 1000 || frames > 100_000_000) {
            throw new BadInputException("--frames " + frames + " is outside 1000 to 100000000");
        }
        if (pings < 10 || pings > 1_000_000) {
            throw new BadInputException("--pings " + pings + " is outside 10 to 1000000");
        }
        decodeBench();
        if (port != null) {
            pingBench();
        }
        return 0;
    }

    private void decodeBench() {
        byte[][] samples = sampleFrames();
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        int perBlock = 1000;
        for (int i = 0; i < perBlock; i++) {
            stream.writeBytes(samples[i % samples.length]);
        }
        byte[] block = stream.toByteArray();
        int blocks = frames / perBlock;
        LinkCounters counters = new LinkCounters();
        long[] seen = new long[1];
        FrameDecoder decoder = new FrameDecoder(counters, (seq, m) -> seen[0]++);
        double best = Double.MAX_VALUE;
        for (int round = 0; round < 5; round++) {
            long t0 = System.nanoTime();
            for (int b = 0; b < blocks; b++) {
                for (int at = 0; at < block.length; at += 4096) {
                    decoder.feed(block, at, Math.min(4096, block.length - at));
                }
            }
            best = Math.min(best, (System.nanoTime() - t0) / 1e9);
        }
        long decoded = (long) blocks * perBlock;
        if (seen[0] != 5 * decoded || counters.corruptFrames() != 0) {
            throw new IllegalStateException("the decoder lost frames: " + counters);
        }
        System.out.printf("decode: %d frames (%.1f bytes each) in %.3f s (best of 5): %.0f frames/s, %.1f MB/s%n",
                decoded, (double) block.length / perBlock, best, decoded / best, decoded * ((double) block.length / perBlock) / best / 1e6);
    }

    /** What a game sends most: sensor frames of the usual sizes, and a button press now and then. */
    static byte[][] sampleFrames() {
        Reading[] cells8 = new Reading[64];
        Arrays.fill(cells8, Reading.EMPTY);
        cells8[27] = cells8[36] = Reading.WHITE;
        cells8[28] = cells8[35] = Reading.BLACK;
        Reading[] cells10 = new Reading[100];
        for (int i = 0; i < 100; i++) {
            cells10[i] = Reading.values()[i % 4];
        }
        return new byte[][] {
            Frames.encode(1, new Message.FrameReport(Message.Cause.CHANGE, 123456, SensorFrame.of(8, 8, cells8))),
            Frames.encode(2, new Message.FrameReport(Message.Cause.HEARTBEAT, 123999, SensorFrame.of(10, 10, cells10))),
            Frames.encode(3, new Message.ButtonEvent(Side.WHITE, 124000, 17)),
        };
    }

    private void pingBench() throws Exception {
        try (SerialBoard board = SerialBoard.open(SerialConfig.forTool(port, 5000), () -> System.nanoTime() / 1_000_000)) {
            for (int i = 0; i < 20; i++) {
                board.ping().get(2, TimeUnit.SECONDS); // warm-up
            }
            long[] rtt = new long[pings];
            for (int i = 0; i < pings; i++) {
                rtt[i] = board.ping().get(2, TimeUnit.SECONDS);
            }
            Arrays.sort(rtt);
            System.out.printf("ping round trip over %s, %d pings: min %.3f ms, median %.3f ms, p99 %.3f ms, max %.3f ms%n",
                    port, pings, rtt[0] / 1e6, rtt[pings / 2] / 1e6, rtt[(int) (pings * 0.99)] / 1e6, rtt[pings - 1] / 1e6);
            System.out.println("link: " + board.counters());
        }
    }
}
