package org.othellier.hub.web;

import com.google.gson.JsonObject;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.othellier.hub.Hub;
import org.othellier.web.LiveSocket;
import org.othellier.web.PageSockets;

/**
 * The hub page's live view on {@code /ws}: each board's new view and each change of the tournament, sent to
 * every open page from one thread, never waiting for a page; a page that falls far behind is closed (it
 * reconnects and is sent everything afresh).
 */
final class HubLive implements AutoCloseable {

    /** Sixty-four boards each changing at once, several times over. */
    private static final int MAX_UNSENT = 512;

    private final Hub hub;
    private final PageSockets sockets = new PageSockets(MAX_UNSENT);
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
            broadcaster.execute(() -> sockets.sendAll(json));
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // closing
        }
    }

    /** A new page: sent every board and the tournament at once. */
    LiveSocket newSocket() {
        return new LiveSocket(session -> {
            sockets.opened(session);
            broadcaster.execute(() -> {
                JsonObject all = new JsonObject();
                all.addProperty("type", "all");
                all.add("boards", hub.boards());
                all.add("tournament", hub.tournament());
                sockets.send(session, all.toString());
            });
        }, sockets::closed);
    }

    @Override
    public void close() {
        broadcaster.shutdownNow();
    }
}
