package org.othellier.coach;

import java.util.concurrent.Executor;

/**
 * The games' AI worker, seen by the review: every task handed to the worker marks the engine as wanted from the
 * moment it is handed over (on the game's loop, before the worker even starts it) until it ends, and the review
 * stops its search and waits meanwhile. The game never waits for the review: {@link #execute} only counts.
 */
public final class EngineDemand implements Executor, Reviewer.Gate {

    private final Executor worker;
    private final Object lock = new Object();
    private int wanted;

    public EngineDemand(Executor worker) {
        this.worker = worker;
    }

    @Override
    public void execute(Runnable task) {
        synchronized (lock) {
            wanted++;
        }
        try {
            worker.execute(() -> {
                try {
                    task.run();
                } finally {
                    done();
                }
            });
        } catch (RuntimeException e) {
            done(); // refused (the service is stopping)
            throw e;
        }
    }

    private void done() {
        synchronized (lock) {
            wanted--;
            lock.notifyAll();
        }
    }

    @Override
    public boolean wanted() {
        synchronized (lock) {
            return wanted > 0;
        }
    }

    @Override
    public void awaitFree() throws InterruptedException {
        synchronized (lock) {
            while (wanted > 0) {
                lock.wait();
            }
        }
    }
}
