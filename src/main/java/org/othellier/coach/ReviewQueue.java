package org.othellier.coach;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.logging.Logger;
import org.othellier.engine.Level;
import org.othellier.engine.othello.EngineTime;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.game.GameKind;
import org.othellier.game.othello.OthelloGame;
import org.othellier.store.Journal;
import org.othellier.store.Replay;
import org.othellier.store.StoredGame;

/**
 * Reviews kept games in the background, one at a time, on a thread of its own at the lowest priority, with an
 * engine of its own (its tables are made when the first review starts). The game's AI comes first: while it
 * thinks the review's search stops and waits ({@link Reviewer.Gate}), then values the interrupted move again.
 * A request only queues the game: whoever asks (the game's loop, the page) never waits. The review is kept in
 * the journal with its game.
 */
public final class ReviewQueue implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(ReviewQueue.class.getName());

    /** Where a game's review stands. */
    public enum State { QUEUED, REVIEWING, DONE, FAILED }

    /** A game's review state and, once failed, why. */
    public record Status(State state, String why) {
    }

    private final Journal journal;
    private final ReviewConfig settings;
    private final Reviewer.Gate gate;
    private final Clock wall;
    private final Supplier<OthelloEngine> engines;
    private final LinkedHashSet<Long> queue = new LinkedHashSet<>();
    private final Map<Long, Status> status = new ConcurrentHashMap<>();
    private final Object settled = new Object();
    private final Thread thread;
    private volatile boolean running = true;
    private Reviewer reviewer;

    public ReviewQueue(Journal journal, ReviewConfig settings, Reviewer.Gate gate, Clock wall) {
        this(journal, settings, gate, wall, () -> new OthelloEngine((long) settings.tableMb() << 20, Evaluator.shipped(),
                EngineTime.SYSTEM, 1));
    }

    /** With the engine the review makes when it first runs (tests give a small one). */
    public ReviewQueue(Journal journal, ReviewConfig settings, Reviewer.Gate gate, Clock wall, Supplier<OthelloEngine> engines) {
        this.journal = journal;
        this.settings = settings;
        // the service stopping stops a search in progress too
        this.gate = new Reviewer.Gate() {
            @Override
            public void awaitFree() throws InterruptedException {
                gate.awaitFree();
                if (!running) {
                    throw new InterruptedException("the service is stopping");
                }
            }

            @Override
            public boolean wanted() {
                return !running || gate.wanted();
            }
        };
        this.wall = wall;
        this.engines = engines;
        this.thread = new Thread(this::run, "review");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY); // below the game's loop and the AI worker
        thread.start();
    }

    public ReviewConfig settings() {
        return settings;
    }

    /**
     * Queues a game's review (again, when {@code again}); never waits. A game that is not standard 8x8 Othello is
     * refused at once with the reason.
     */
    public Status request(long gameId, boolean again) {
        synchronized (queue) {
            Status now = status.get(gameId);
            if (now != null && (now.state() == State.QUEUED || now.state() == State.REVIEWING)) {
                return now;
            }
            if (now != null && now.state() == State.DONE && !again) {
                return now;
            }
            Status queued = new Status(State.QUEUED, "");
            status.put(gameId, queued);
            queue.add(gameId);
            queue.notifyAll();
            return queued;
        }
    }

    /** A finished game, seen by the game's loop: reviewed unless it already has a review or auto review is off. */
    public void finished(long gameId) {
        if (settings.auto() && !status.containsKey(gameId)) {
            request(gameId, false);
        }
    }

    /** Where the game's review stands in this run (empty: never asked since the service started). */
    public Optional<Status> status(long gameId) {
        return Optional.ofNullable(status.get(gameId));
    }

    private void run() {
        while (running) {
            long id;
            synchronized (queue) {
                while (queue.isEmpty() && running) {
                    try {
                        queue.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (!running) {
                    return;
                }
                id = queue.iterator().next();
                queue.remove(id);
                status.put(id, new Status(State.REVIEWING, ""));
            }
            try {
                review(id);
                settle(id, new Status(State.DONE, ""));
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                LOG.warning("the review of game " + id + " failed: " + e.getMessage());
                settle(id, new Status(State.FAILED, e.getMessage() == null ? e.toString() : e.getMessage()));
            }
        }
    }

    private void settle(long id, Status s) {
        synchronized (settled) {
            status.put(id, s);
            settled.notifyAll();
        }
    }

    /**
     * Waits until the game's review is done or has failed, at most {@code timeoutMs} (scripts, tests and
     * benchmarks; the service never waits for a review). True when it is done.
     */
    public boolean awaitDone(long gameId, long timeoutMs) throws InterruptedException {
        long end = System.nanoTime() + timeoutMs * 1_000_000L;
        synchronized (settled) {
            while (true) {
                Status s = status.get(gameId);
                if (s != null && (s.state() == State.DONE || s.state() == State.FAILED)) {
                    return s.state() == State.DONE;
                }
                long left = (end - System.nanoTime()) / 1_000_000L;
                if (left <= 0) {
                    return false;
                }
                settled.wait(left);
            }
        }
    }

    /** Waits, for as long as it takes, until the game's review is done or has failed (benchmarks), and says which. */
    public Status awaitSettled(long gameId) throws InterruptedException {
        synchronized (settled) {
            while (true) {
                Status s = status.get(gameId);
                if (s != null && (s.state() == State.DONE || s.state() == State.FAILED)) {
                    return s;
                }
                settled.wait();
            }
        }
    }

    private void review(long id) throws InterruptedException {
        StoredGame g = journal.load(id).orElseThrow(() -> new IllegalArgumentException("no game " + id));
        if (g.header().kind() == GameKind.OCTI) {
            throw new IllegalArgumentException("game " + id + " is Octi: the review is for 8x8 Othello");
        }
        var game = Replay.game(g);
        String why = Reviewer.refusal(game.variant());
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
        if (reviewer == null) {
            reviewer = new Reviewer(engines.get(), Level.of(settings.level()), settings.exactFrom());
        }
        long t0 = System.nanoTime();
        Review r = reviewer.review(game, gate);
        journal.saveReview(id, Instant.now(wall).truncatedTo(ChronoUnit.SECONDS).toString(), r.encode());
        LOG.info("game " + id + " reviewed in " + (System.nanoTime() - t0) / 1_000_000 + " ms: " + r.errors().size()
                + " inaccuracies or worse");
    }

    @Override
    public void close() {
        running = false;
        thread.interrupt();
        synchronized (queue) {
            queue.notifyAll();
        }
        try {
            thread.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
