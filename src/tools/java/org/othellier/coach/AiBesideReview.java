package org.othellier.coach;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.othellier.engine.Level;
import org.othellier.engine.othello.EngineDefaults;
import org.othellier.engine.othello.EngineTime;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.store.Journal;

/**
 * The benchmark of the game's AI beside the review ({@code companion-bench --review}): the AI thinks on a set of
 * middle-game positions through {@link EngineDemand}, as in the service, once alone and once while the review
 * works through kept games behind the same demand. What the AI loses to the review is the time the review's
 * search takes to notice and stop, and the cores they share.
 */
public final class AiBesideReview {

    /** Each AI move's thinking time in milliseconds, alone and beside the review, and the reviews done meanwhile. */
    public record Result(long[] alone, long[] beside, int reviewed) {
    }

    private AiBesideReview() {
    }

    public static Result run(Path dir, int level, int positions) throws Exception {
        List<OthelloPosition> asked = new ArrayList<>();
        for (long seed = 0; asked.size() < positions; seed++) {
            OthelloGame g = BenchGames.play("", 2, seed);
            asked.add(g.positionAt(Math.min(g.ply() - 1, 24)));
        }
        long[] alone = think(asked, level, null);
        try (Journal j = Journal.open(dir)) {
            List<Long> ids = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                ids.add(BenchGames.keep(j, BenchGames.play("f5d6c3d3c4", 2, 100 + i)));
            }
            java.util.concurrent.atomic.AtomicInteger reviewed = new java.util.concurrent.atomic.AtomicInteger();
            long[] beside = think(asked, level, new Kept(j, ids, reviewed));
            return new Result(alone, beside, reviewed.get());
        }
    }

    /** The kept games the review works through, and how many reviews it finished. */
    private record Kept(Journal journal, List<Long> ids, java.util.concurrent.atomic.AtomicInteger reviewed) {
    }

    private static long[] think(List<OthelloPosition> asked, int level, Kept review) throws Exception {
        ExecutorService worker = Executors.newSingleThreadExecutor();
        EngineDemand demand = new EngineDemand(worker);
        OthelloEngine ai = new OthelloEngine((long) EngineDefaults.DEFAULT_TABLE_MB << 20, Evaluator.shipped(), EngineTime.SYSTEM, 1);
        ReviewQueue queue = null;
        Thread feeder = null;
        if (review != null) {
            List<Long> ids = review.ids();
            ReviewQueue q = new ReviewQueue(review.journal(), ReviewConfig.defaults(), demand, Clock.systemUTC());
            queue = q;
            feeder = new Thread(() -> {
                for (int n = 0; !Thread.currentThread().isInterrupted(); n++) {
                    long id = ids.get(n % ids.size());
                    q.request(id, true);
                    try {
                        ReviewQueue.Status s = q.awaitSettled(id);
                        if (s.state() == ReviewQueue.State.FAILED) {
                            System.err.println("the background reviews stopped: game " + id + ": " + s.why());
                            return;
                        }
                    } catch (InterruptedException e) {
                        return;
                    }
                    review.reviewed().incrementAndGet();
                }
            }, "review-feeder");
            feeder.setDaemon(true);
            feeder.start();
        }
        try {
            long[] ms = new long[asked.size()];
            for (int i = 0; i < asked.size(); i++) {
                OthelloPosition p = asked.get(i);
                CompletableFuture<Long> done = new CompletableFuture<>();
                long t0 = System.nanoTime();
                // as the game asks: handed to the worker through the demand, timed from the hand-over to the answer
                demand.execute(() -> {
                    ai.think(p, Level.of(level), null, null);
                    done.complete((System.nanoTime() - t0) / 1_000_000L);
                });
                ms[i] = done.get();
            }
            return ms;
        } finally {
            if (feeder != null) {
                feeder.interrupt();
            }
            if (queue != null) {
                queue.close();
            }
            worker.shutdownNow();
        }
    }

    /** Median, 95th percentile and maximum of sorted copies, as text. */
    public static String describe(long[] ms) {
        long[] s = ms.clone();
        Arrays.sort(s);
        return "median " + s[s.length / 2] + " ms, p95 " + s[(int) Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)]
                + " ms, max " + s[s.length - 1] + " ms";
    }
}
