package org.othellier.web;

import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.SizeLimitHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;
import org.othellier.app.SecuritySettings;
import org.othellier.hub.Hub;

/**
 * The club hub's page and JSON API (docs/CLUB.md) on the same pieces as a board's: the body's size limit, the
 * {@link AccessGuard} (every change is the arbiter's, with the hub's own PIN), Jetty's refusals as JSON, the
 * live view over a WebSocket at {@code /ws}.
 */
public final class HubServer implements AutoCloseable {

    private final Server server;
    private final HubLive live;
    private final Hub hub;

    public HubServer(Hub hub, String bind, int port, String arbiterPin, SecuritySettings security) {
        this.hub = hub;
        this.live = new HubLive(hub);
        QueuedThreadPool threads = new QueuedThreadPool(32, 2, 60_000);
        threads.setName("hub-web");
        threads.setDaemon(true);
        server = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setRequestHeaderSize(8 * 1024);
        http.setSendServerVersion(false);
        ServerConnector connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(bind);
        connector.setPort(port);
        connector.setIdleTimeout(10_000);
        server.addConnector(connector);
        WebSocketUpgradeHandler ws = WebSocketUpgradeHandler.from(server, container -> {
            container.setIdleTimeout(java.time.Duration.ofMinutes(10));
            container.addMapping("/ws", (rq, rs, cb) -> live.newSocket());
        });
        ws.setHandler(new HubApi(hub));
        // Watching is open to all; every change (the tournament, the round, the boards' clocks) is the arbiter's.
        AccessGuard guard = new AccessGuard(ws, arbiterPin, security, path -> path.startsWith("/api/"),
                () -> System.nanoTime() / 1_000_000);
        SizeLimitHandler limit = new SizeLimitHandler(RequestBody.MAX_BODY, -1);
        limit.setHandler(guard);
        server.setHandler(limit);
        server.setErrorHandler(new JsonErrors());
    }

    /** Starts listening; returns the port. */
    public int start() throws Exception {
        server.start();
        hub.addListener(live::broadcast);
        return ((ServerConnector) server.getConnectors()[0]).getLocalPort();
    }

    @Override
    public void close() throws Exception {
        live.close();
        server.stop();
    }
}
