package org.othellier.web;

import java.security.SecureRandom;
import java.util.function.LongSupplier;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.SizeLimitHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.server.WebSocketUpgradeHandler;
import org.othellier.app.Companion;
import org.othellier.app.EventLoop;
import org.othellier.app.SessionSettings;
import org.othellier.hw.PageDrivenBoard;
import org.othellier.phone.PhonePlayers;
import org.othellier.security.SecurityConfig;
import org.othellier.store.Journal;

/**
 * The companion page and its JSON API (docs/API.md) on Jetty's core handlers, and the live view over a
 * WebSocket at {@code /ws}: the server's set-up. A request passes the body's size limit, then the
 * {@link AccessGuard}, then either the WebSocket upgrade ({@link LiveBroadcaster}) or the {@link ApiHandler}.
 */
public final class WebServer implements AutoCloseable {

    private static final int MAX_HEADERS = 8 * 1024;
    private static final long IDLE_MILLIS = 10_000;

    private final Companion controller;
    private final Server server;
    private final LiveBroadcaster live;

    /**
     * @param sim      the simulated board, or null on hardware ({@code /api/sim/...} is then refused)
     * @param defaults the settings {@code POST /api/game} starts from
     */
    public WebServer(EventLoop loop, Companion controller, Journal journal, PageDrivenBoard sim, SessionSettings defaults,
                     int aiLevel, String bind, int port, String arbiterPin, SecurityConfig security) {
        this(loop, controller, journal, sim, defaults, aiLevel, bind, port, arbiterPin, security, null);
    }

    /** With the review of kept games ({@code reviews} null: none, the review's API answers 503). */
    public WebServer(EventLoop loop, Companion controller, Journal journal, PageDrivenBoard sim, SessionSettings defaults,
                     int aiLevel, String bind, int port, String arbiterPin, SecurityConfig security,
                     org.othellier.coach.ReviewQueue reviews) {
        this(loop, controller, journal, sim, defaults, aiLevel, bind, port, arbiterPin, security, reviews,
                new PhonePlayers(new SecureRandom()));
    }

    /** With the board's phone players, whom {@code phones} also makes the game's opponents (docs/REMOTE.md). */
    public WebServer(EventLoop loop, Companion controller, Journal journal, PageDrivenBoard sim, SessionSettings defaults,
                     int aiLevel, String bind, int port, String arbiterPin, SecurityConfig security,
                     org.othellier.coach.ReviewQueue reviews, PhonePlayers phones) {
        this(loop, controller, journal, sim, defaults, aiLevel, bind, port, arbiterPin, security, reviews, phones,
                () -> System.nanoTime() / 1_000_000, BodyDeadline.DEFAULT_MILLIS);
    }

    /** @param nowMillis the guard's clock (monotonic milliseconds): the PIN's and the new games' minutes */
    WebServer(EventLoop loop, Companion controller, Journal journal, PageDrivenBoard sim, SessionSettings defaults,
              int aiLevel, String bind, int port, String arbiterPin, SecurityConfig security,
              org.othellier.coach.ReviewQueue reviews, LongSupplier nowMillis) {
        this(loop, controller, journal, sim, defaults, aiLevel, bind, port, arbiterPin, security, reviews,
                new PhonePlayers(new SecureRandom()), nowMillis, BodyDeadline.DEFAULT_MILLIS);
    }

    /** @param bodyMillis how long a request's body may take to arrive whole (408 after; a test's is short) */
    WebServer(EventLoop loop, Companion controller, Journal journal, PageDrivenBoard sim, SessionSettings defaults,
              int aiLevel, String bind, int port, String arbiterPin, SecurityConfig security,
              org.othellier.coach.ReviewQueue reviews, long bodyMillis) {
        this(loop, controller, journal, sim, defaults, aiLevel, bind, port, arbiterPin, security, reviews,
                new PhonePlayers(new SecureRandom()), () -> System.nanoTime() / 1_000_000, bodyMillis);
    }

    private WebServer(EventLoop loop, Companion controller, Journal journal, PageDrivenBoard sim, SessionSettings defaults,
                      int aiLevel, String bind, int port, String arbiterPin, SecurityConfig security,
                      org.othellier.coach.ReviewQueue reviews, PhonePlayers phones, LongSupplier nowMillis,
                      long bodyMillis) {
        this.controller = controller;
        this.live = new LiveBroadcaster(controller, sim);
        GameCommands game = new GameCommands(loop, controller, sim, new SettingsParser(defaults, aiLevel));
        ArbiterSessions sessions = new ArbiterSessions(new PinCheck(arbiterPin, nowMillis), security, nowMillis);
        ApiHandler api = new ApiHandler(game, new SimulatorApi(sim, game), new GameExports(journal, reviews),
                new CoachApi(controller, game), sessions, new PhoneApi(loop, controller, sim, phones));
        server = newServer("web", bind, port);
        WebSocketUpgradeHandler ws = liveView(server, live::newSocket, api);
        protect(server, new AccessGuard(ws, BoardRoute.TABLE, sessions, security, sim != null, nowMillis,
                new PhoneGate(phones, nowMillis)), bodyMillis);
    }

    /**
     * A Jetty server as the board's page and the club hub's use it: threads for the requests being answered (no
     * thread waits for a body: {@link #protect}), each stalled connection dropped after the idle timeout, headers
     * limited.
     */
    public static Server newServer(String name, String bind, int port) {
        QueuedThreadPool threads = new QueuedThreadPool(32, 2, 60_000);
        threads.setName(name);
        threads.setDaemon(true);
        Server server = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setRequestHeaderSize(MAX_HEADERS); // the request line included: longer ones get 414 or 431
        http.setSendServerVersion(false);
        ServerConnector connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(bind);
        connector.setPort(port);
        connector.setIdleTimeout(IDLE_MILLIS);
        server.addConnector(connector);
        return server;
    }

    /** The live view's WebSocket at {@code /ws}, every other request to {@code next}. */
    public static WebSocketUpgradeHandler liveView(Server server, java.util.function.Supplier<LiveSocket> sockets,
                                            org.eclipse.jetty.server.Handler next) {
        WebSocketUpgradeHandler ws = WebSocketUpgradeHandler.from(server, container -> {
            container.setIdleTimeout(java.time.Duration.ofMinutes(10));
            container.addMapping("/ws", (rq, rs, cb) -> sockets.get());
        });
        ws.setHandler(next);
        return ws;
    }

    /**
     * In front of the guard: bodies limited while they are read (413), before any of them is kept, and read whole
     * without a thread waiting on them before anything else looks at the request, within {@code bodyMillis} (408:
     * {@link BodyDeadline}); refusals as JSON.
     */
    public static void protect(Server server, AccessGuard guard, long bodyMillis) {
        SizeLimitHandler limit = new SizeLimitHandler(RequestBody.MAX_BODY, -1);
        limit.setHandler(new BodyDeadline(guard, bodyMillis));
        server.setHandler(limit);
        server.setErrorHandler(new JsonErrors());
    }

    /** Starts listening; returns the port (the one chosen when 0 was asked). */
    public int start() throws Exception {
        server.start();
        controller.addListener(live::broadcast);
        return ((ServerConnector) server.getConnectors()[0]).getLocalPort();
    }

    /** Listens on a port already bound ({@link ListeningPort#bind}) instead of binding its own when it starts. */
    public WebServer listenOn(ListeningPort port) throws java.io.IOException {
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
