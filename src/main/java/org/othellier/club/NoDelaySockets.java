package org.othellier.club;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import javax.net.SocketFactory;
import javax.net.ssl.SSLSocketFactory;

/**
 * The broker connection's sockets with Nagle's algorithm off (TCP_NODELAY). An MQTT message is a few hundred bytes
 * written at once; with Nagle on, a message written while the one before it waited for its TCP acknowledgement was
 * held until the broker's delayed ACK, about 40 ms: a remote move took 42 ms median from one board to the other's
 * LEDs, 20.6 ms with it off (docs/BENCHMARKS.md, "Remote games").
 */
final class NoDelaySockets {

    private NoDelaySockets() {
    }

    /** For {@code tcp://}: the default sockets, Nagle off. */
    static SocketFactory plain() {
        return new Plain(SocketFactory.getDefault());
    }

    /** For {@code ssl://}: {@code tls}'s sockets, Nagle off (Paho takes only an SSLSocketFactory there). */
    static SSLSocketFactory tls(SSLSocketFactory tls) {
        return new Tls(tls);
    }

    private static Socket noDelay(Socket s) throws IOException {
        s.setTcpNoDelay(true);
        return s;
    }

    private static final class Plain extends SocketFactory {
        private final SocketFactory sockets;

        Plain(SocketFactory sockets) {
            this.sockets = sockets;
        }

        @Override
        public Socket createSocket() throws IOException {
            return noDelay(sockets.createSocket());
        }

        @Override
        public Socket createSocket(String host, int port) throws IOException {
            return noDelay(sockets.createSocket(host, port));
        }

        @Override
        public Socket createSocket(String host, int port, InetAddress local, int localPort) throws IOException {
            return noDelay(sockets.createSocket(host, port, local, localPort));
        }

        @Override
        public Socket createSocket(InetAddress host, int port) throws IOException {
            return noDelay(sockets.createSocket(host, port));
        }

        @Override
        public Socket createSocket(InetAddress host, int port, InetAddress local, int localPort) throws IOException {
            return noDelay(sockets.createSocket(host, port, local, localPort));
        }
    }

    private static final class Tls extends SSLSocketFactory {
        private final SSLSocketFactory sockets;

        Tls(SSLSocketFactory sockets) {
            this.sockets = sockets;
        }

        @Override
        public String[] getDefaultCipherSuites() {
            return sockets.getDefaultCipherSuites();
        }

        @Override
        public String[] getSupportedCipherSuites() {
            return sockets.getSupportedCipherSuites();
        }

        @Override
        public Socket createSocket() throws IOException {
            return noDelay(sockets.createSocket());
        }

        @Override
        public Socket createSocket(Socket under, String host, int port, boolean autoClose) throws IOException {
            return noDelay(sockets.createSocket(under, host, port, autoClose));
        }

        @Override
        public Socket createSocket(String host, int port) throws IOException {
            return noDelay(sockets.createSocket(host, port));
        }

        @Override
        public Socket createSocket(String host, int port, InetAddress local, int localPort) throws IOException {
            return noDelay(sockets.createSocket(host, port, local, localPort));
        }

        @Override
        public Socket createSocket(InetAddress host, int port) throws IOException {
            return noDelay(sockets.createSocket(host, port));
        }

        @Override
        public Socket createSocket(InetAddress host, int port, InetAddress local, int localPort) throws IOException {
            return noDelay(sockets.createSocket(host, port, local, localPort));
        }
    }
}
