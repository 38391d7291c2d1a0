package org.othellier.club;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;
import org.junit.jupiter.api.Test;

/**
 * The broker connection's sockets send each message at once (TCP_NODELAY), plain and TLS, however Paho makes them
 * (unconnected then connected, or connected at once): with Nagle's algorithm on, a remote move waited for the
 * broker's delayed ACK (docs/BENCHMARKS.md, "Remote games").
 */
class NoDelaySocketsTest {

    @Test
    void plainSocketsHaveNagleOffUnconnectedAndConnected() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
             Socket unconnected = NoDelaySockets.plain().createSocket();
             Socket connected = NoDelaySockets.plain().createSocket(InetAddress.getLoopbackAddress(), server.getLocalPort())) {
            assertTrue(unconnected.getTcpNoDelay());
            assertTrue(connected.getTcpNoDelay());
        }
    }

    @Test
    void tlsSocketsHaveNagleOffAndStayTls() throws Exception {
        SSLSocketFactory tls = NoDelaySockets.tls((SSLSocketFactory) SSLSocketFactory.getDefault());
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
             Socket unconnected = tls.createSocket();
             Socket under = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
             Socket layered = tls.createSocket(under, "localhost", server.getLocalPort(), true)) {
            assertInstanceOf(SSLSocket.class, unconnected);
            assertTrue(unconnected.getTcpNoDelay());
            assertInstanceOf(SSLSocket.class, layered);
            assertTrue(layered.getTcpNoDelay());
            assertTrue(under.getTcpNoDelay(), "the socket under the TLS layer");
        }
    }
}
