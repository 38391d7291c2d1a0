package org.othellier.web;

import java.io.IOException;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.UnresolvedAddressException;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * A page's port, bound before the service makes anything: a port in use is said before the data folder, the PIN or
 * the first game exist (a start that failed after them would leave them behind, and the next start would resume a
 * game nobody played). The page's server listens on it once it starts.
 */
public final class ListeningPort implements AutoCloseable {

    private final ServerSocketChannel channel;

    private ListeningPort(ServerSocketChannel channel) {
        this.channel = channel;
    }

    /**
     * Binds {@code host:port} (0: any free port) now, or throws {@link IllegalStateException} naming the page, the
     * address and, when the port is taken, {@code howToChoose} another.
     */
    public static ListeningPort bind(String page, String host, int port, String howToChoose) {
        ServerSocketChannel channel = null;
        try {
            channel = ServerSocketChannel.open();
            channel.socket().setReuseAddress(true); // as Jetty does: a restart need not wait for old connections
            channel.bind(new InetSocketAddress(host, port));
            return new ListeningPort(channel);
        } catch (IOException | UnresolvedAddressException e) {
            closeQuietly(channel);
            String why = e instanceof BindException && "Address already in use".equals(e.getMessage())
                    ? "the port is in use (another othellier running?); " + howToChoose
                    : e instanceof UnresolvedAddressException ? "no such address" : e.getMessage();
            throw new IllegalStateException(page + " cannot listen on " + host + ":" + port + ": " + why, e);
        }
    }

    /** The port bound (the one chosen when 0 was asked). */
    public int port() {
        return channel.socket().getLocalPort();
    }

    /** Gives the bound port to {@code server}'s connector, before the server starts; the server closes it. */
    public void handTo(Server server) throws IOException {
        ((ServerConnector) server.getConnectors()[0]).open(channel);
    }

    @Override
    public void close() {
        closeQuietly(channel);
    }

    private static void closeQuietly(ServerSocketChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // nothing was listening on it yet
            }
        }
    }
}
