package org.othellier.soak;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.othellier.board.SensorKind;
import org.othellier.game.othello.OthelloVariant;

/**
 * The time campaign: one board playing game after game for a day compressed in simulated time (one
 * service, one journal, a clock on every game, a few minutes between games), the live heap sampled
 * after a full collection every simulated hour. A service that keeps something per game or per event in
 * memory grows here long before it fails at a club.
 */
public final class TimeSoak {

    private static final long HOUR = 3_600_000;
    /** The live heap may end this much above its level after the first hour (collector noise), no more. */
    private static final long ALLOWED_GROWTH = 2 * 1024 * 1024;

    private TimeSoak() {
    }

    public static SoakResult run(long seed, int hours, Path dir) {
        SoakResult result = new SoakResult("time", seed);
        Random random = new Random(HandsSoak.gameSeed(seed, 0));
        List<Long> samples = new ArrayList<>();
        int[] chance = {30, 20, 20, 40, 8, 10, 20, 6};
        long start = 1_000_000;
        int game = 0;
        try (OthelloAtTheBoard t = new OthelloAtTheBoard(dir.resolve("journal"),
                OthelloAtTheBoard.settings(OthelloVariant.OTHELLO, SensorKind.COLOUR, "10m+5s", false), start, random, result, 0)) {
            long nextSample = start + HOUR;
            while (t.time.get() < start + hours * HOUR) {
                if (!t.playToTheEnd(chance)) {
                    break;
                }
                game++;
                t.advance(60_000 + random.nextInt(240_000)); // the players shake hands, set up again
                while (t.time.get() >= nextSample) {
                    samples.add(liveHeap());
                    nextSample += HOUR;
                }
                t.newGame(OthelloAtTheBoard.settings(OthelloVariant.OTHELLO, SensorKind.COLOUR, "10m+5s", false));
            }
        }
        result.figure("simulated hours", hours);
        result.figure("live heap MB per hour", mb(samples));
        if (samples.size() >= 2) {
            long growth = samples.get(samples.size() - 1) - samples.get(0);
            result.figure("growth after the first hour MB", String.format("%.2f", growth / 1048576.0));
            if (growth > ALLOWED_GROWTH) {
                result.fail(game, samples.size(), "the live heap grew from " + samples.get(0) / 1024 + " KB to "
                        + samples.get(samples.size() - 1) / 1024 + " KB over " + hours + " simulated hours");
            }
        }
        return result;
    }

    /** The heap in use after full collections: what the service keeps, not what it has yet to free. */
    static long liveHeap() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            used = Math.min(used, memory.getHeapMemoryUsage().getUsed());
        }
        return used;
    }

    private static String mb(List<Long> samples) {
        StringBuilder sb = new StringBuilder("[");
        for (long s : samples) {
            sb.append(sb.length() > 1 ? " " : "").append(String.format("%.1f", s / 1048576.0));
        }
        return sb.append(']').toString();
    }
}
