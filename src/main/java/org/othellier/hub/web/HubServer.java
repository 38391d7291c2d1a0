package org.othellier.hub.web;

import java.util.function.LongSupplier;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.othellier.hub.Hub;
import org.othellier.security.SecurityConfig;
import org.othellier.web.AccessGuard;
import org.othellier.web.ArbiterSessions;
import org.othellier.web.BodyDeadline;
import org.othellier.web.ListeningPort;
import org.othellier.web.PinCheck;
import org.othellier.web.WebServer;

/**
 * The club hub's page and JSON API (docs/CLUB.md) on the same pieces as a board's: the body's size limit and
 * deadline, the {@link AccessGuard} (every change is the arbiter's, with the hub's own PIN), Jetty's refusals as
 * JSON, the live view over a WebSocket at {@code /ws}.
 */
public final class HubServer implements AutoCloseable {

    private final Server server;
    private final HubLive live;
    private final Hub hub;

    public HubServer(Hub hub, String bind, int port, String arbiterPin, SecurityConfig security) {
        this(hub, bind, port, arbiterPin, security, () -> System.nanoTime() / 1_000_000, BodyDeadline.DEFAULT_MILLIS);
    }

    /** @param nowMillis the guard's clock (monotonic milliseconds): the PIN's minute */
    public HubServer(Hub hub, String bind, int port, String arbiterPin, SecurityConfig security, LongSupplier nowMillis) {
        this(hub, bind, port, arbiterPin, security, nowMillis, BodyDeadline.DEFAULT_MILLIS);
    }

    /** @param bodyMillis how long a request's body may take to arrive whole (408 after; a test's is short) */
    public HubServer(Hub hub, String bind, int port, String arbiterPin, SecurityConfig security, long bodyMillis) {
        this(hub, bind, port, arbiterPin, security, () -> System.nanoTime() / 1_000_000, bodyMillis);
    }

    private HubServer(Hub hub, String bind, int port, String arbiterPin, SecurityConfig security, LongSupplier nowMillis,
                      long bodyMillis) {
        this.hub = hub;
        this.live = new HubLive(hub);
        server = WebServer.newServer("hub-web", bind, port);
        ArbiterSessions sessions = new ArbiterSessions(new PinCheck(arbiterPin, nowMillis), security, nowMillis);
        // Watching is open to all; every change (the tournament, the round, the boards' clocks) is the arbiter's:
        // HubRoute says so route by route.
        WebServer.protect(server, new AccessGuard(WebServer.liveView(server, live::newSocket, new HubApi(hub, sessions)),
                HubRoute.TABLE, sessions, security, false, nowMillis), bodyMillis);
    }

    /** Starts listening; returns the port. */
    public int start() throws Exception {
        server.start();
        hub.addListener(live::broadcast);
        return ((ServerConnector) server.getConnectors()[0]).getLocalPort();
    }

    /** Listens on a port already bound ({@link ListeningPort#bind}) instead of binding its own when it starts. */
    public HubServer listenOn(ListeningPort port) throws java.io.IOException {
        port.handTo(server);
        return this;
    }

    @Override
    public void close() throws Exception {
        live.close();
        server.stop();
        ((ServerConnector) server.getConnectors()[0]).close(); // a port handed over before a start that never came
    }
}
