package org.othellier.web;

import java.util.function.Consumer;
import org.eclipse.jetty.websocket.api.Session;

/** One open companion page on {@code /ws}: it only listens; the server pushes every new state to it. */
public final class LiveSocket implements Session.Listener.AutoDemanding {

    private final Consumer<Session> opened;
    private final Consumer<Session> closed;
    private Session session;

    public LiveSocket(Consumer<Session> opened, Consumer<Session> closed) {
        this.opened = opened;
        this.closed = closed;
    }

    @Override
    public void onWebSocketOpen(Session s) {
        session = s;
        opened.accept(s);
    }

    @Override
    public void onWebSocketClose(int code, String reason) {
        closed.accept(session);
    }

    @Override
    public void onWebSocketError(Throwable cause) {
        closed.accept(session);
    }
}
