package org.othellier.web;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;
import org.othellier.app.Companion;
import org.othellier.app.SessionView;
import org.othellier.hw.PageDrivenBoard;

/**
 * The live view on {@code /ws}: every new state of the game goes to every open page from one thread of its
 * own, never waiting for a page. The game's loop only hands the latest state over; states a slow broadcast
 * has not reached yet are skipped for the newest.
 */
final class LiveBroadcaster implements AutoCloseable {

    /** Pages more than this many states behind are closed: they reconnect and get the latest. */
    private static final int MAX_UNSENT = 8;

    private final Companion controller;
    private final PageDrivenBoard sim;
    private final PageSockets sockets = new PageSockets(MAX_UNSENT);
    private final ExecutorService broadcaster = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "web-broadcast");
        t.setDaemon(true);
        return t;
    });
    private final AtomicReference<SessionView> pending = new AtomicReference<>();

    /** @param sim the simulated board whose hidden discs the page shows, or null on hardware */
    LiveBroadcaster(Companion controller, PageDrivenBoard sim) {
        this.controller = controller;
        this.sim = sim;
    }

    /** Called on the game loop: the latest snapshot goes out on the broadcaster thread, older ones are skipped. */
    void broadcast(SessionView s) {
        if (sockets.isEmpty()) {
            return;
        }
        if (pending.getAndSet(s) == null) {
            broadcaster.execute(() -> {
                SessionView latest = pending.getAndSet(null);
                if (latest == null) {
                    return;
                }
                sockets.sendAll(StateJson.GSON.toJson(StateJson.state(latest, sim)));
            });
        }
    }

    /** One open page, sent the current state at once (Jetty calls the socket by reflection: see {@link LiveSocket}). */
    LiveSocket newSocket() {
        return new LiveSocket(session -> {
            sockets.opened(session);
            SessionView now = controller.snapshot();
            if (now != null) {
                broadcaster.execute(() -> sockets.send(session, StateJson.GSON.toJson(StateJson.state(now, sim))));
            }
        }, sockets::closed);
    }

    @Override
    public void close() {
        broadcaster.shutdownNow();
    }
}
