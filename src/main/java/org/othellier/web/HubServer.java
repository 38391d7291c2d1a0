package org.othellier.web;

import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.othellier.app.SecuritySettings;
import org.othellier.hub.Hub;

/**
 * The club hub's page and JSON API (docs/CLUB.md) on the same pieces as a board's: the body's size limit and
 * deadline, the {@link AccessGuard} (every change is the arbiter's, with the hub's own PIN), Jetty's refusals as
 * JSON, the live view over a WebSocket at {@code /ws}.
 */
public final class HubServer implements AutoCloseable {

    private final Server server;
    private final HubLive live;
    private final Hub hub;

    public HubServer(Hub hub, String bind, int port, String arbiterPin, SecuritySettings security) {
        this(hub, bind, port, arbiterPin, security, BodyDeadline.DEFAULT_MILLIS);
    }

    /** @param bodyMillis how long a request's body may take to arrive whole (408 after; a test's is short) */
    HubServer(Hub hub, String bind, int port, String arbiterPin, SecuritySettings security, long bodyMillis) {
        this.hub = hub;
        this.live = new HubLive(hub);
        server = WebServer.newServer("hub-web", bind, port);
        // Watching is open to all; every change (the tournament, the round, the boards' clocks) is the arbiter's.
        WebServer.protect(server, new AccessGuard(WebServer.liveView(server, live::newSocket, new HubApi(hub)), arbiterPin,
                security, path -> path.startsWith("/api/"), () -> System.nanoTime() / 1_000_000), bodyMillis);
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
