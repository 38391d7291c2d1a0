package org.othellier.web;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;

/**
 * A request that notes whether its body was read to the end. Jetty closes a connection whose body was left
 * unread (a {@code {}} sent to {@code /api/pause}, a refusal before the body mattered); an answer that does not
 * say so lets the client send its next request on that connection and get no answer at all. The answer of a
 * request whose body was not read therefore carries {@code Connection: close}.
 */
public final class BodyWatch extends Request.Wrapper {

    private volatile boolean readToEnd;

    public BodyWatch(Request request) {
        super(request);
    }

    @Override
    public Content.Chunk read() {
        Content.Chunk chunk = super.read();
        if (chunk != null && chunk.isLast()) {
            readToEnd = true;
        }
        return chunk;
    }

    /** Says {@code Connection: close} on the answer when a body was sent and not read to its end. */
    public void closeIfUnread(Response response) {
        closeIfUnread(this, readToEnd, response);
    }

    /** The same for a request nobody read from: any body it has is unread. */
    static void closeIfUnread(Request request, Response response) {
        closeIfUnread(request, false, response);
    }

    private static void closeIfUnread(Request request, boolean readToEnd, Response response) {
        if (request.getLength() != 0 && !readToEnd) { // -1: chunked, of unknown length
            response.getHeaders().put(HttpHeader.CONNECTION, "close");
        }
    }
}
