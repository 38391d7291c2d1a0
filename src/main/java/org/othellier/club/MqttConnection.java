package org.othellier.club;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.eclipse.paho.client.mqttv3.IMqttDeliveryToken;
import org.eclipse.paho.client.mqttv3.MqttAsyncClient;
import org.eclipse.paho.client.mqttv3.MqttCallbackExtended;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.MqttMessage;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;

/**
 * One client's connection to the broker, for the board's link and the hub alike: once {@link #start started}
 * it connects (and connects again, every {@link #RETRY_MILLIS}, for as long as it is open, whether the broker
 * was never there or went away), subscribes afresh after every connection (a restarted broker may have
 * forgotten the session), and publishes without waiting. A persistent session (clean session off) at QoS 1:
 * what the broker queued for this client while it was away arrives when it comes back.
 */
public final class MqttConnection implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(MqttConnection.class.getName());
    public static final long RETRY_MILLIS = 1000;

    /** What the owner hears: every (re)connection, on the client's thread. */
    public interface Listener {
        void connected();

        /** @param retained the broker kept it (a retained message sent on subscribing): no proof the sender is there now */
        void message(String topic, byte[] payload, boolean retained);
    }

    private final MqttAsyncClient client;
    private final MqttConnectOptions options;
    private final List<String> filters;
    private final Listener listener;
    private final ScheduledExecutorService retry;
    private volatile boolean open = true;
    /** Connected and subscribed: before its subscriptions are in place a connection would miss what is sent to it. */
    private volatile boolean ready;
    private volatile String lastFault = "";

    /**
     * @param clientId the session's name on the broker: one per board, one for the hub
     * @param will     the retained last will's topic and payload, or null
     */
    public MqttConnection(ClubConfig config, String clientId, List<String> filters, String[] will, Listener listener) {
        this.filters = List.copyOf(filters);
        this.listener = listener;
        try {
            client = new MqttAsyncClient(config.broker(), clientId, new MemoryPersistence());
        } catch (MqttException e) {
            throw new IllegalArgumentException("club.broker " + config.broker() + ": " + e.getMessage(), e);
        }
        options = new MqttConnectOptions();
        options.setCleanSession(false);
        options.setAutomaticReconnect(false); // ours: every second, including the first connection
        options.setConnectionTimeout(5);
        options.setKeepAliveInterval(10); // a board cut off is declared offline (its will) within 15 s
        options.setMaxInflight(2000);
        if (config.user() != null) {
            options.setUserName(config.user());
            options.setPassword(config.password().toCharArray());
        }
        if (will != null) {
            options.setWill(will[0], will[1].getBytes(StandardCharsets.UTF_8), 1, true);
        }
        if (config.broker().startsWith("ssl://")) {
            options.setSocketFactory(NoDelaySockets.tls(config.caFile() != null ? trusting(config).getSocketFactory()
                    : (javax.net.ssl.SSLSocketFactory) javax.net.ssl.SSLSocketFactory.getDefault()));
        } else {
            options.setSocketFactory(NoDelaySockets.plain());
        }
        client.setCallback(new MqttCallbackExtended() {
            @Override
            public void connectComplete(boolean reconnect, String serverUri) {
                // subscriptions are made in attempt() once the connection stands
            }

            @Override
            public void connectionLost(Throwable cause) {
                ready = false;
                say("connection to " + config.broker() + " lost: " + cause.getMessage());
                schedule(RETRY_MILLIS);
            }

            @Override
            public void messageArrived(String topic, MqttMessage message) {
                try {
                    listener.message(topic, message.getPayload(), message.isRetained());
                } catch (RuntimeException e) {
                    LOG.warning("a message on " + topic + " failed: " + e);
                }
            }

            @Override
            public void deliveryComplete(IMqttDeliveryToken token) {
                // QoS 1: Paho resends what is in flight when the session comes back
            }
        });
        retry = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "club-mqtt");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Starts connecting. Separate from the constructor so that the owner has kept this connection in its field
     * before the listener can hear anything and use it.
     */
    public MqttConnection start() {
        schedule(0);
        return this;
    }

    private void schedule(long delay) {
        if (open) {
            try {
                retry.schedule(this::attempt, delay, TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.RejectedExecutionException e) {
                // closing
            }
        }
    }

    private void attempt() {
        if (!open || client.isConnected()) {
            return;
        }
        try {
            client.connect(options).waitForCompletion(10_000);
            if (!filters.isEmpty()) {
                int[] qos = new int[filters.size()];
                java.util.Arrays.fill(qos, 1);
                client.subscribe(filters.toArray(String[]::new), qos).waitForCompletion(10_000);
            }
            lastFault = "";
            ready = true;
            LOG.info("connected to " + client.getServerURI() + " as " + client.getClientId());
            listener.connected();
        } catch (MqttException e) {
            say("cannot reach " + client.getServerURI() + ": " + e.getMessage() + "; trying again every second");
            if (client.isConnected()) {
                try {
                    client.disconnectForcibly(0, 1000);
                } catch (MqttException ignored) {
                    // trying again below
                }
            } else if (e.getReasonCode() == MqttException.REASON_CODE_CLIENT_TIMEOUT
                    || e.getReasonCode() == MqttException.REASON_CODE_CONNECT_IN_PROGRESS) {
                // a connect that timed out can stay under way inside the client, and every later one is then refused
                // as "already in progress" (seen after a broker restart): drop it, so the next attempt starts afresh
                try {
                    client.disconnectForcibly(0, 1000, false);
                } catch (MqttException | RuntimeException ignored) {
                    // nothing left to drop: trying again below
                }
            }
            schedule(RETRY_MILLIS);
        } catch (RuntimeException e) {
            say("connecting failed: " + e);
            schedule(RETRY_MILLIS);
        }
    }

    /**
     * {@code task} as its owner's thread runs it (a callback handed on, a periodic task): what it throws is logged
     * as a warning naming {@code what}, never kept in a future nobody reads, and a periodic task keeps its turns.
     */
    public static Runnable logged(Logger log, String what, Runnable task) {
        return () -> {
            try {
                task.run();
            } catch (RuntimeException e) {
                log.log(Level.WARNING, what + " failed: " + e, e);
            }
        };
    }

    /** A fault said once until the next different one, so a broker away for an hour fills no log. */
    private void say(String fault) {
        if (!fault.equals(lastFault)) {
            lastFault = fault;
            LOG.warning(fault);
        }
    }

    /** Connected, and subscribed to what it listens to. */
    public boolean connected() {
        return ready && client.isConnected();
    }

    /** Publishes at QoS 1 without waiting; false when it could not be handed to the client (not connected). */
    public boolean publish(String topic, String payload, boolean retained) {
        if (!client.isConnected()) {
            return false;
        }
        try {
            client.publish(topic, payload.getBytes(StandardCharsets.UTF_8), 1, retained);
            return true;
        } catch (MqttException e) {
            say("publishing on " + topic + " failed: " + e.getMessage());
            return false;
        }
    }

    /** Publishes and waits (at most two seconds) until the broker has it: a farewell before closing. */
    public void publishAndWait(String topic, String payload, boolean retained) {
        if (!client.isConnected()) {
            return;
        }
        try {
            client.publish(topic, payload.getBytes(StandardCharsets.UTF_8), 1, retained).waitForCompletion(2000);
        } catch (MqttException e) {
            say("publishing on " + topic + " failed: " + e.getMessage());
        }
    }

    private static SSLContext trusting(ClubConfig config) {
        try (InputStream in = Files.newInputStream(config.caFile())) {
            KeyStore ks = KeyStore.getInstance(KeyStore.getDefaultType());
            ks.load(null, null);
            int i = 0;
            for (var cert : CertificateFactory.getInstance("X.509").generateCertificates(in)) {
                ks.setCertificateEntry("ca-" + i++, cert);
            }
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(ks);
            SSLContext ssl = SSLContext.getInstance("TLS");
            ssl.init(null, tmf.getTrustManagers(), null);
            return ssl;
        } catch (Exception e) {
            throw new org.othellier.config.ConfigException("club.ca-file " + config.caFile() + " is not a CA certificate: "
                    + e.getMessage());
        }
    }

    @Override
    public void close() {
        open = false;
        retry.shutdownNow();
        try {
            if (client.isConnected()) {
                client.disconnect(1000).waitForCompletion(2000);
            }
        } catch (MqttException e) {
            // closing anyway
        }
        try {
            client.close(true);
        } catch (MqttException e) {
            // closed
        }
    }
}
