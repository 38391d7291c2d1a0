package org.othellier.service;

import java.time.Clock;
import java.util.logging.Logger;
import org.othellier.hub.Hub;
import org.othellier.hub.HubConfig;
import org.othellier.hub.web.HubServer;
import org.othellier.security.ArbiterPin;
import org.othellier.web.ListeningPort;

/**
 * The club hub wired together ({@code othellier club}): its data and broker client ({@link Hub}) and its web page
 * ({@link HubServer}) with its own arbiter's PIN, made and kept in its data folder as a board's is.
 */
public final class HubService implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(HubService.class.getName());

    private final Hub hub;
    private final HubServer web;
    private final int port;
    private final String arbiterPin;

    private HubService(Hub hub, HubServer web, int port, String arbiterPin) {
        this.hub = hub;
        this.web = web;
        this.port = port;
        this.arbiterPin = arbiterPin;
    }

    public static HubService start(HubConfig config) throws Exception {
        // The page's port first: one in use is said before the data folder, the PIN and the hub's database exist.
        ListeningPort listening = ListeningPort.bind("the hub's page", config.bind(), config.port(),
                "choose another with --port N or service.port in the configuration");
        ArbiterPin.Pin pin;
        Hub hub;
        try {
            pin = ArbiterPin.resolve(config.security(), config.dataDir());
            hub = Hub.start(config.club(), config.dataDir(), Clock.systemUTC());
        } catch (Exception e) {
            listening.close();
            throw e;
        }
        HubServer web = new HubServer(hub, config.bind(), config.port(), pin.value(), config.security());
        int port;
        try {
            port = web.listenOn(listening).start();
        } catch (Exception e) {
            try {
                web.close();
            } catch (Exception ignored) {
                // reporting the first failure
            }
            hub.close();
            throw new IllegalStateException("the hub's page on " + config.bind() + ":" + listening.port()
                    + " did not start: " + e.getMessage(), e);
        }
        if (pin.made()) {
            LOG.warning("the hub's arbiter PIN is " + pin.value() + " (kept in "
                    + config.dataDir().resolve(ArbiterPin.FILE_NAME) + "; security.arbiter-pin sets your own)");
        }
        return new HubService(hub, web, port, pin.value());
    }

    public Hub hub() {
        return hub;
    }

    public int port() {
        return port;
    }

    public String arbiterPin() {
        return arbiterPin;
    }

    @Override
    public void close() {
        try {
            web.close();
        } catch (Exception e) {
            // closing anyway
        }
        hub.close();
    }
}
