package org.othellier.coach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;
import static org.mockito.Mockito.withSettings;

import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.AdditionalAnswers;
import org.othellier.app.EventLoop;
import org.othellier.app.GameSession;
import org.othellier.config.ConfigSection;
import org.othellier.engine.Level;
import org.othellier.engine.othello.EngineTime;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Transcript;
import org.othellier.store.Journal;

/** The background review: it gives way to the game's AI and the game's loop never waits for it (order, not time). */
class ReviewQueueTest {

    private static ReviewConfig settings(int level, int exactFrom) {
        return ReviewConfig.read(ConfigSection.parse("level = " + level + "\nexact-from = " + exactFrom + "\n", "test"));
    }

    private static OthelloEngine small() {
        return new OthelloEngine(4L << 20, Evaluator.shipped(), EngineTime.SYSTEM, 1);
    }

    /** A gate that notes, in one log, each move the review starts to value. */
    private static Reviewer.Gate logging(Reviewer.Gate inner, List<String> log) throws InterruptedException {
        Reviewer.Gate gate = mock(Reviewer.Gate.class, withSettings().defaultAnswer(AdditionalAnswers.delegatesTo(inner)));
        doAnswer(inv -> {
            inner.awaitFree();
            return log.add("review");
        }).when(gate).awaitFree();
        return gate;
    }

    @Test
    void theReviewStopsWhileTheGamesAiThinksAndFinishesAfterwards(@TempDir Path dir) throws Exception {
        ExecutorService worker = Executors.newSingleThreadExecutor();
        EngineDemand demand = new EngineDemand(worker);
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        try (Journal j = Journal.open(dir)) {
            long id = BenchGames.keep(j, BenchGames.play("f5d6c3d3c4", 2, 5));
            CountDownLatch started = new CountDownLatch(1);
            try (ReviewQueue q = new ReviewQueue(j, settings(5, 12), logging(demand, log), Clock.systemUTC(), ReviewQueueTest::small)) {
                q.request(id, false);
                // the game's AI asks three times for a real search while the review runs
                OthelloGame g = Transcript.replay(OthelloVariant.OTHELLO, "f5d6c3d3c4f4f6f3e6e7");
                OthelloEngine ai = small();
                for (int k = 0; k < 3; k++) {
                    demand.execute(() -> {
                        log.add("ai-start");
                        started.countDown();
                        ai.think(g.position(), Level.of(7), null, null);
                        log.add("ai-end");
                    });
                }
                started.await();
                assertTrue(q.awaitDone(id, 120_000), "the review ends once the AI is done: " + q.status(id));
            }
            List<String> order = new ArrayList<>(log);
            // no move of the review is begun from the moment the AI was asked until its last search ended
            int firstAi = order.indexOf("ai-start");
            int lastAi = order.lastIndexOf("ai-end");
            assertEquals(List.of(), order.subList(firstAi, lastAi + 1).stream().filter(e -> e.equals("review")).toList(),
                    "the review began a move while the AI searched: " + order);
            assertTrue(order.subList(lastAi, order.size()).contains("review"), "the review went on afterwards: " + order);
            Review r = Review.decode(j.review(id).orElseThrow());
            assertEquals(BenchGames.play("f5d6c3d3c4", 2, 5).moves().stream().filter(m -> !m.isPass()).count(), r.plies().size());
        } finally {
            worker.shutdownNow();
        }
    }

    @Test
    void theGamesLoopNeverWaitsForTheReview(@TempDir Path dir) throws Exception {
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        // the review values two moves, then waits at its gate until the test lets it go on
        AtomicInteger steps = new AtomicInteger();
        Reviewer.Gate holding = mock(Reviewer.Gate.class);
        doAnswer(inv -> {
            if (steps.incrementAndGet() == 3) {
                held.countDown();
                release.await();
            }
            return null;
        }).when(holding).awaitFree();
        GameSession idle = mock(GameSession.class);
        when(idle.nextWakeUp()).thenReturn(OptionalLong.empty());
        try (Journal j = Journal.open(dir); EventLoop loop = new EventLoop(System::currentTimeMillis)) {
            long first = BenchGames.keep(j, BenchGames.play("f5d6c3d3c4", 2, 5));
            long second = BenchGames.keep(j, BenchGames.play("f5f6", 2, 6));
            try (ReviewQueue q = new ReviewQueue(j, settings(3, 10), holding, Clock.systemUTC(), ReviewQueueTest::small)) {
                loop.start(idle, () -> { });
                q.request(first, false);
                held.await();
                // the review is stuck half-way; the loop runs a thousand events in order, and asks for another review
                List<Integer> ran = new ArrayList<>();
                for (int i = 0; i < 1000; i++) {
                    int n = i;
                    loop.post(() -> ran.add(n));
                }
                loop.post(() -> q.finished(second));
                int count = loop.call(ran::size);
                assertEquals(1000, count);
                for (int i = 0; i < 1000; i++) {
                    assertEquals(i, ran.get(i));
                }
                assertEquals(ReviewQueue.State.REVIEWING, q.status(first).orElseThrow().state());
                assertEquals(ReviewQueue.State.QUEUED, q.status(second).orElseThrow().state());
                assertFalse(j.review(first).isPresent());
                release.countDown();
                assertTrue(q.awaitDone(first, 120_000));
                assertTrue(q.awaitDone(second, 120_000));
                assertTrue(j.review(second).isPresent());
            }
        }
    }

    @Test
    void aVariantTheReviewCannotValueFailsSayingWhy(@TempDir Path dir) throws Exception {
        try (Journal j = Journal.open(dir)) {
            long id = j.startGame(new org.othellier.store.GameHeader("othello", 6, "othello", "standard", "colour", "human",
                    "human", "none", false, OthelloPosition.start(OthelloVariant.of(6,
                    org.othellier.game.othello.Start.OTHELLO)).squares() + " X"), "2026-11-24T10:00:00Z");
            try (ReviewQueue q = new ReviewQueue(j, settings(3, 10), Reviewer.Gate.NEVER, Clock.systemUTC(), ReviewQueueTest::small)) {
                q.request(id, false);
                assertFalse(q.awaitDone(id, 60_000));
                assertTrue(q.status(id).orElseThrow().why().contains("8x8"), q.status(id).toString());
            }
        }
    }
}
