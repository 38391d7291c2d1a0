package org.othellier.web;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;

/**
 * The open pages of a live view (a board's, the club hub's): each sent to without waiting, so a page that does
 * not read its socket never holds up the others; one that falls {@code maxUnsent} messages behind is closed
 * (its page reconnects and is sent the latest).
 */
public final class PageSockets {

    private static final Logger LOG = Logger.getLogger(PageSockets.class.getName());

    private final Set<Session> sockets = new CopyOnWriteArraySet<>();
    private final Map<Session, AtomicInteger> unsent = new ConcurrentHashMap<>();
    private final int maxUnsent;

    public PageSockets(int maxUnsent) {
        this.maxUnsent = maxUnsent;
    }

    public void opened(Session session) {
        sockets.add(session);
    }

    public void closed(Session session) {
        sockets.remove(session);
        unsent.remove(session);
    }

    public boolean isEmpty() {
        return sockets.isEmpty();
    }

    public void sendAll(String json) {
        for (Session session : sockets) {
            send(session, json);
        }
    }

    public void send(Session session, String json) {
        if (!session.isOpen()) {
            return;
        }
        AtomicInteger behind = unsent.computeIfAbsent(session, k -> new AtomicInteger());
        if (behind.incrementAndGet() > maxUnsent) {
            LOG.info("a page stopped reading its live view: closed");
            unsent.remove(session);
            session.close(StatusCode.POLICY_VIOLATION, "too slow", Callback.NOOP);
            return;
        }
        session.sendText(json, Callback.from(behind::decrementAndGet, e -> LOG.fine("a page did not take an update: " + e)));
    }
}
