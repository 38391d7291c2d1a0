package org.othellier.web;

import com.google.gson.JsonObject;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;
import org.othellier.hub.Hub;

/**
 * The hub page's live view on {@code /ws}: each board's new view and each change of the tournament, sent to
 * every open page from one thread, never waiting for a page; a page that falls far behind is closed (it
 * reconnects and is sent everything afresh).
 */
final class HubLive implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(HubLive.class.getName());
    /** Sixty-four boards each changing at once, several times over. */
    private static final int MAX_UNSENT = 512;

    private final Hub hub;
    private final Set<Session> sockets = new CopyOnWriteArraySet<>();
    private final Map<Session, AtomicInteger> unsent = new ConcurrentHashMap<>();
    private final ExecutorService broadcaster = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "hub-broadcast");
        t.setDaemon(true);
        return t;
    });

    HubLive(Hub hub) {
        this.hub = hub;
    }

    /** Called on the hub's thread. */
    void broadcast(JsonObject message) {
        if (sockets.isEmpty()) {
            return;
        }
        String json = message.toString();
        try {
            broadcaster.execute(() -> sockets.forEach(s -> send(s, json)));
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // closing
        }
    }

    private void send(Session session, String json) {
        if (!session.isOpen()) {
            return;
        }
        AtomicInteger behind = unsent.computeIfAbsent(session, k -> new AtomicInteger());
        if (behind.incrementAndGet() > MAX_UNSENT) {
            LOG.info("a hub page stopped reading its live view: closed");
            unsent.remove(session);
            session.close(StatusCode.POLICY_VIOLATION, "too slow", Callback.NOOP);
            return;
        }
        session.sendText(json, Callback.from(behind::decrementAndGet, e -> LOG.fine("a page did not take an update: " + e)));
    }

    /** A new page: sent every board and the tournament at once. */
    LiveSocket newSocket() {
        return new LiveSocket(session -> {
            sockets.add(session);
            broadcaster.execute(() -> {
                JsonObject all = new JsonObject();
                all.addProperty("type", "all");
                all.add("boards", hub.boards());
                all.add("tournament", hub.tournament());
                send(session, all.toString());
            });
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
