package org.othellier.web;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Logger;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;
import org.othellier.app.Companion;
import org.othellier.app.SessionView;
import org.othellier.hw.sim.SimulatedBoard;

/**
 * The live view on {@code /ws}: every new state of the game goes to every open page from one thread of its
 * own, never waiting for a page. The game's loop only hands the latest state over; states a slow broadcast
 * has not reached yet are skipped for the newest.
 */
final class LiveBroadcaster implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(LiveBroadcaster.class.getName());
    /** Pages more than this many states behind are closed: they reconnect and get the latest. */
    private static final int MAX_UNSENT = 8;

    private final Companion controller;
    private final SimulatedBoard sim;
    private final Set<Session> sockets = new CopyOnWriteArraySet<>();
    private final ExecutorService broadcaster = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "web-broadcast");
        t.setDaemon(true);
        return t;
    });
    private final AtomicReference<SessionView> pending = new AtomicReference<>();
    private final Map<Session, AtomicInteger> unsent = new ConcurrentHashMap<>();

    /** @param sim the simulated board whose hidden discs the page shows, or null on hardware */
    LiveBroadcaster(Companion controller, SimulatedBoard sim) {
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
                String json = StateJson.GSON.toJson(StateJson.state(latest, sim));
                for (Session session : sockets) {
                    send(session, json);
                }
            });
        }
    }

    /**
     * Sends without waiting: a page that does not read its socket never holds up the others. One that falls
     * {@link #MAX_UNSENT} states behind is closed; its page reconnects and is sent the latest state.
     */
    private void send(Session session, String json) {
        if (!session.isOpen()) {
            return;
        }
        AtomicInteger behind = unsent.computeIfAbsent(session, k -> new AtomicInteger());
        if (behind.incrementAndGet() > MAX_UNSENT) {
            LOG.info("a page stopped reading its live view: closed");
            unsent.remove(session);
            session.close(StatusCode.POLICY_VIOLATION, "too slow", Callback.NOOP);
            return;
        }
        session.sendText(json, Callback.from(behind::decrementAndGet, e -> LOG.fine("a page did not take the state: " + e)));
    }

    /** One open page, sent the current state at once (Jetty calls the socket by reflection: see {@link LiveSocket}). */
    LiveSocket newSocket() {
        return new LiveSocket(session -> {
            sockets.add(session);
            SessionView now = controller.snapshot();
            if (now != null) {
                broadcaster.execute(() -> send(session, StateJson.GSON.toJson(StateJson.state(now, sim))));
            }
        }, session -> {
            sockets.remove(session);
            unsent.remove(session);
        });
    }

    @Override
    public void close() {
        broadcaster.shutdownNow();
    }
}
