package org.othellier.cli;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Ctrl-C or SIGTERM at any moment of a command that runs until stopped ({@code serve}, {@code club}), start-up
 * included: the hook is in place before start-up begins and waits for it to end (the board, the journal, the hub's
 * database, the page are then either all open or all closed again) before closing what started, so nothing is
 * closed under a start-up still using it, and a start-up that fails because the process is stopping is no failure
 * to report. Either way one line says the command stopped; the exit status is the signal's (143 for SIGTERM).
 */
final class OrderlyStop {

    /** The longest the stop waits for start-up to end (the game's start is given 30 s): then it stops anyway. */
    static final long START_WAIT_SECONDS = 40;

    private final String name;
    private final Thread hook;
    private final CountDownLatch startEnded = new CountDownLatch(1);
    private final CountDownLatch stopped = new CountDownLatch(1);
    private volatile AutoCloseable running;
    private volatile boolean stopping;

    private OrderlyStop(String name) {
        this.name = name;
        this.hook = new Thread(this::stop, "shutdown");
    }

    /** In place from now on: {@code name} begins the line that says the command stopped. */
    static OrderlyStop register(String name) {
        OrderlyStop stop = new OrderlyStop(name);
        Runtime.getRuntime().addShutdownHook(stop.hook);
        return stop;
    }

    /** Start-up ended with {@code service} running: a stop closes it. False when a stop has begun meanwhile. */
    boolean started(AutoCloseable service) {
        running = service;
        startEnded.countDown();
        return !stopping;
    }

    /**
     * One step of start-up ({@code step}, its result returned): when it fails because the process is stopping, it
     * waits for the stop, which says so, before the failure goes on; any other failure is one to report, after which
     * nothing is left to close on a later stop.
     */
    <T> T during(Callable<T> step) throws Exception {
        try {
            return step.call();
        } catch (Exception e) {
            if (failed()) {
                await(); // the process ends meanwhile
            }
            throw e;
        }
    }

    /**
     * Start-up failed: true when the process is stopping (the failure is the stop's doing, and the stop says so),
     * false for a failure to report, after which nothing is left to close on a later stop.
     */
    private boolean failed() {
        startEnded.countDown();
        if (!stopping) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                stopping = true; // the signal came as start-up failed
            }
        }
        return stopping;
    }

    /** Until the stop has closed everything (the command's thread waits here; the process ends meanwhile). */
    void await() throws InterruptedException {
        stopped.await();
    }

    private void stop() {
        stopping = true;
        boolean ended;
        try {
            ended = startEnded.await(START_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            ended = false;
        }
        AutoCloseable service = running;
        if (service != null) {
            try {
                service.close();
            } catch (Exception e) {
                System.err.println(name + ": closing: " + e);
            }
        }
        System.out.println(name + (ended ? ": stopped" : ": stopped during start-up, which had not ended in "
                + START_WAIT_SECONDS + " s"));
        System.out.flush();
        stopped.countDown();
    }
}
