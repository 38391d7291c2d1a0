package org.othellier.remote;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A bad network between a board and its broker (or between two brokers), for tests: a TCP proxy on a loopback port
 * that passes MQTT packets through whole, both ways, and holds every tenth PUBLISH for 1 to 3 seconds while the
 * packets after it go on (so messages arrive late and out of order, as over a congested link); or passes them all
 * and can be cut ({@link #cut}) and mended. A harness for the network, not part of the product: the boards and the
 * brokers speak to it as they would to each other.
 */
final class DelayingMqttProxy implements AutoCloseable {

    private static final int PUBLISH = 3;

    private final ServerSocket server;
    private final InetSocketAddress upstream;
    private final int every;
    private final Random random;
    private final ScheduledExecutorService later;
    private final AtomicInteger publishes = new AtomicInteger();
    private final AtomicInteger held = new AtomicInteger();
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private volatile boolean down;

    private DelayingMqttProxy(int upstreamPort, int every, long seed) throws IOException {
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.upstream = new InetSocketAddress(InetAddress.getLoopbackAddress(), upstreamPort);
        this.every = every;
        this.random = new Random(seed);
        this.later = Executors.newSingleThreadScheduledExecutor(daemon("proxy-held"));
        Thread accept = daemon("proxy-accept").newThread(this::accept);
        accept.start();
    }

    /** Passes everything at once, until {@link #cut}. */
    static DelayingMqttProxy passing(int upstreamPort) throws IOException {
        return new DelayingMqttProxy(upstreamPort, Integer.MAX_VALUE, 0);
    }

    /** The line is cut: every connection through it drops, and new ones are closed at once until {@link #mend}. */
    void cut() {
        down = true;
        sockets.forEach(DelayingMqttProxy::closeQuietly);
        sockets.clear();
    }

    void mend() {
        down = false;
    }

    /** Holds one PUBLISH in ten (either way) for 1 to 3 s; the delays follow from {@code seed}. */
    static DelayingMqttProxy tenPercent(int brokerPort, long seed) throws IOException {
        return new DelayingMqttProxy(brokerPort, 10, seed);
    }

    int port() {
        return server.getLocalPort();
    }

    String url() {
        return "tcp://127.0.0.1:" + server.getLocalPort();
    }

    /** PUBLISH packets that went through so far, either way. */
    int publishes() {
        return publishes.get();
    }

    /** Of them, those held back. */
    int held() {
        return held.get();
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket board = server.accept();
                if (down) {
                    closeQuietly(board);
                    continue;
                }
                Socket broker = new Socket();
                broker.connect(upstream, 5000);
                sockets.add(board);
                sockets.add(broker);
                pump(board, broker, "proxy-to-broker");
                pump(broker, board, "proxy-to-board");
            } catch (IOException e) {
                // closed, or the broker is away: the board connects again
            }
        }
    }

    private void pump(Socket from, Socket to, String name) {
        daemon(name).newThread(() -> {
            try (InputStream in = from.getInputStream()) {
                OutputStream out = to.getOutputStream();
                while (true) {
                    byte[] packet = readPacket(in);
                    if ((packet[0] & 0xff) >> 4 == PUBLISH && publishes.incrementAndGet() % every == 0) {
                        held.incrementAndGet();
                        long ms = 1000 + random.nextInt(2001);
                        later.schedule(() -> write(out, packet), ms, TimeUnit.MILLISECONDS);
                    } else {
                        write(out, packet);
                    }
                }
            } catch (IOException e) {
                closeQuietly(from);
                closeQuietly(to);
            }
        }).start();
    }

    /** One whole packet: the fixed header, its remaining length (1 to 4 bytes), the rest. */
    static byte[] readPacket(InputStream in) throws IOException {
        ByteArrayOutputStream packet = new ByteArrayOutputStream();
        packet.write(readByte(in));
        int length = 0;
        int shift = 0;
        int b;
        do {
            b = readByte(in);
            packet.write(b);
            length |= (b & 0x7f) << shift;
            shift += 7;
            if (shift > 21 && (b & 0x80) != 0) {
                throw new IOException("an MQTT remaining length longer than 4 bytes");
            }
        } while ((b & 0x80) != 0);
        packet.write(in.readNBytes(length));
        if (packet.size() < length + 2) {
            throw new EOFException("the connection closed inside a packet");
        }
        return packet.toByteArray();
    }

    private static int readByte(InputStream in) throws IOException {
        int b = in.read();
        if (b < 0) {
            throw new EOFException("closed");
        }
        return b;
    }

    /** Whole packets only, one at a time on each connection. */
    private static void write(OutputStream out, byte[] packet) {
        synchronized (out) {
            try {
                out.write(packet);
                out.flush();
            } catch (IOException e) {
                // the connection is gone: a held packet is lost with it, as on a real network
            }
        }
    }

    private static void closeQuietly(java.io.Closeable s) {
        try {
            s.close();
        } catch (IOException e) {
            // already closed
        }
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }

    @Override
    public void close() {
        closeQuietly(server);
        sockets.forEach(DelayingMqttProxy::closeQuietly);
        later.shutdownNow();
    }
}
