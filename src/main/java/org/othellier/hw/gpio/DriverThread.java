package org.othellier.hw.gpio;

import java.util.concurrent.locks.LockSupport;

/** The one thread a driver owns: a daemon loop that runs while {@link #running()}, stopped and joined by {@link #stop}. */
final class DriverThread {

    private volatile boolean running;
    private volatile Thread thread;

    /** Starts {@code loop} on a new daemon thread; false if one was already started. */
    synchronized boolean start(String name, Runnable loop) {
        if (thread != null) {
            return false;
        }
        running = true;
        Thread t = new Thread(loop, name);
        t.setDaemon(true);
        thread = t;
        t.start();
        return true;
    }

    /**
     * Starts a writer: {@code flush} whenever {@link #wake woken}; when it fails, the log says so once, {@code
     * afterFailure} forgets what the device was thought to show, and it is tried again every second until it works.
     */
    boolean startWriter(String name, String what, Runnable flush, Runnable afterFailure, System.Logger log) {
        return start(name, () -> {
            boolean failing = false;
            while (running) {
                try {
                    flush.run();
                    failing = false;
                    LockSupport.park(this);
                } catch (RuntimeException e) {
                    if (!failing) {
                        log.log(System.Logger.Level.WARNING, what + " update failed, retrying every second: " + e.getMessage());
                        failing = true;
                    }
                    afterFailure.run();
                    LockSupport.parkNanos(this, 1_000_000_000L);
                }
            }
        });
    }

    boolean running() {
        return running;
    }

    /** Wakes the thread if it is parked; nothing before {@link #start}. */
    void wake() {
        Thread t = thread;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    Thread thread() {
        return thread;
    }

    /** Ends the loop and waits up to 2 s for the thread to finish. */
    void stop() {
        running = false;
        Thread t = thread;
        if (t == null) {
            return;
        }
        LockSupport.unpark(t);
        try {
            t.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
