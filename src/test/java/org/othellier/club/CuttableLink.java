package org.othellier.club;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A network cable between one board and the broker that a test can pull: a TCP relay on a loopback port. Cut, it
 * drops every connection through it and refuses new ones until it is mended.
 */
final class CuttableLink implements AutoCloseable {

    private final ServerSocket server;
    private final int target;
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private volatile boolean cut;
    private volatile boolean closed;

    CuttableLink(int targetPort) throws IOException {
        this.target = targetPort;
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread t = new Thread(this::accept, "cuttable-link");
        t.setDaemon(true);
        t.start();
    }

    String url() {
        return "tcp://127.0.0.1:" + server.getLocalPort();
    }

    void cut() {
        cut = true;
        for (Socket s : open) {
            close(s);
        }
        open.clear();
    }

    void mend() {
        cut = false;
    }

    private void accept() {
        while (!closed) {
            try {
                Socket in = server.accept();
                if (cut) {
                    close(in);
                    continue;
                }
                Socket out;
                try {
                    out = new Socket(InetAddress.getLoopbackAddress(), target);
                } catch (IOException e) {
                    close(in); // the broker is down: as if the cable led nowhere
                    continue;
                }
                open.add(in);
                open.add(out);
                pump(in, out);
                pump(out, in);
            } catch (IOException e) {
                if (closed) {
                    return;
                }
            }
        }
    }

    private void pump(Socket from, Socket to) {
        Thread t = new Thread(() -> {
            byte[] buf = new byte[8192];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                for (int n; (n = in.read(buf)) >= 0; ) {
                    out.write(buf, 0, n);
                    out.flush();
                }
            } catch (IOException e) {
                // one side closed: both go
            } finally {
                close(from);
                close(to);
            }
        }, "cuttable-pump");
        t.setDaemon(true);
        t.start();
    }

    private static void close(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // closed
        }
    }

    @Override
    public void close() {
        closed = true;
        cut();
        try {
            server.close();
        } catch (IOException e) {
            // closed
        }
    }
}
