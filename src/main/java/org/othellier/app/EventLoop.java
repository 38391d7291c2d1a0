package org.othellier.app;

import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The one thread that owns the game: it runs the events posted to it in order (frames, presses,
 * the AI's answers, the page's commands) and wakes the {@link GameSession} at the instants it
 * asks for. An event that throws is logged and the loop goes on.
 */
public final class EventLoop implements Mailbox, AutoCloseable {

    private static final Logger LOG = Logger.getLogger(EventLoop.class.getName());
    private static final long IDLE_WAKE_MILLIS = 1000;

    private final LinkedBlockingQueue<Runnable> queue = new LinkedBlockingQueue<>();
    private final LongSupplier now;
    private final Thread thread;
    private volatile GameSession controller;
    private volatile boolean running = true;

    public EventLoop(LongSupplier monotonicMillis) {
        this.now = monotonicMillis;
        this.thread = new Thread(this::run, "game-loop");
        this.thread.setDaemon(true);
    }

    /** Starts the loop for a controller; {@code first} runs on the loop before anything else (the game's start). */
    public void start(GameSession c, Runnable first) {
        this.controller = c;
        queue.add(first);
        thread.start();
    }

    @Override
    public void post(Runnable event) {
        queue.add(event);
    }

    /**
     * Runs {@code work} on the loop and waits for its answer (after every event posted before it).
     * What it throws is thrown here: an {@link IllegalArgumentException} stays one, for a 400.
     */
    public <T> T call(Callable<T> work) {
        CompletableFuture<T> f = new CompletableFuture<>();
        queue.add(() -> {
            try {
                f.complete(work.call());
            } catch (Throwable t) {
                f.completeExceptionally(t);
            }
        });
        return await(f, "the game loop");
    }

    /**
     * Waits (ten seconds at most) for work handed to the loop's thread: what it threw is thrown here, an
     * {@link IllegalArgumentException} staying one (for a 400).
     */
    private static <T> T await(CompletableFuture<T> f, String owner) {
        try {
            return f.get(10, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        } catch (TimeoutException e) {
            throw new IllegalStateException(owner + " did not answer within 10 s");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for " + owner);
        }
    }

    public boolean onLoopThread() {
        return Thread.currentThread() == thread;
    }

    private void run() {
        while (running) {
            try {
                OptionalLong wake = controller.nextWakeUp();
                long wait = wake.isPresent() ? Math.max(0, wake.getAsLong() - now.getAsLong()) : IDLE_WAKE_MILLIS;
                Runnable event = wait == 0 ? queue.poll() : queue.poll(wait, TimeUnit.MILLISECONDS);
                if (event != null) {
                    event.run();
                    // run what else is waiting before ticking: a burst of frames is handled in one go
                    for (Runnable more = queue.poll(); more != null && running; more = queue.poll()) {
                        more.run();
                    }
                }
                OptionalLong due = controller.nextWakeUp();
                if (due.isPresent() && due.getAsLong() <= now.getAsLong()) {
                    controller.onTick();
                }
            } catch (InterruptedException e) {
                break;
            } catch (RuntimeException e) {
                LOG.log(Level.SEVERE, "an event failed: " + e.getMessage(), e);
            }
        }
    }

    @Override
    public void close() {
        running = false;
        thread.interrupt();
        try {
            thread.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
