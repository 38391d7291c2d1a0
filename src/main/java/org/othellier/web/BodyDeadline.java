package org.othellier.web;

import com.google.gson.JsonObject;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Invocable;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Every request's body read whole before the request is handled, without a thread waiting on it, and within a
 * deadline. The handlers behind read bodies blocking ({@link RequestBody}, the guard's login); a client that
 * declares a body and sends it a byte every few seconds would hold one of the server's threads for as long as it
 * likes, and a few dozen such clients hold them all. Here the body is taken as it arrives, on Jetty's demand
 * callbacks, and the request goes on to the next handler on a thread of the pool only once the body is whole; a
 * body that has not all arrived by the deadline (counted from the end of the headers) is refused, 408 with a JSON
 * message naming it, and its connection closed. Requests without a body (the WebSocket's handshake among them)
 * pass straight through. Jetty 12's own settings do not do this: {@code HttpConfiguration.setMinRequestDataRate}
 * is kept but no longer enforced, and {@code StatisticsHandler.MinimumDataRateHandler} refuses a body whose first
 * byte comes after the headers while letting a blocking read wait; its idle timeout, which a byte now and then
 * renews, is still there for a connection that sends nothing at all (answered 408 here as well).
 */
public final class BodyDeadline extends Handler.Wrapper {

    /** A phone on a bad Wi-Fi sends the page's few hundred bytes in well under this; at most 64 KB in 10 s is 6.4 KB/s. */
    public static final long DEFAULT_MILLIS = 10_000;

    private final long millis;

    BodyDeadline(Handler next, long millis) {
        super(next);
        if (millis <= 0) {
            throw new IllegalArgumentException("a body's deadline must be positive, not " + millis + " ms");
        }
        this.millis = millis;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        if (!hasBody(request)) {
            return super.handle(request, response, callback);
        }
        new Reader(request, response, callback).start();
        return true;
    }

    /** Whether the request says a body follows: a positive Content-Length, or chunks. */
    private static boolean hasBody(Request request) {
        for (HttpField f : request.getHeaders()) {
            if (f.getHeader() == HttpHeader.CONTENT_LENGTH && f.getLongValue() > 0
                    || f.getHeader() == HttpHeader.TRANSFER_ENCODING) {
                return true;
            }
        }
        return false;
    }

    /** The deadline's own failure, told apart from the others a read may end with. */
    private static final class TooSlow extends TimeoutException {
        TooSlow() {
            super("the body's deadline passed");
        }
    }

    /** One request's body, read on Jetty's demand callbacks (never blocking, so Jetty may call them on its selector). */
    private final class Reader implements Invocable.Task {
        private final Request request;
        private final Response response;
        private final Callback callback;
        private final long start = System.nanoTime();
        /** Set once, by whichever comes first: the whole body or the deadline. */
        private final AtomicBoolean settled = new AtomicBoolean();
        private Scheduler.Task timer;
        private byte[] bytes = new byte[256];
        private int length;

        Reader(Request request, Response response, Callback callback) {
            this.request = request;
            this.response = response;
            this.callback = callback;
        }

        void start() {
            timer = request.getComponents().getScheduler().schedule(() -> {
                if (settled.compareAndSet(false, true)) {
                    request.fail(new TooSlow()); // a pending demand is called at once with the failure
                }
            }, millis, TimeUnit.MILLISECONDS);
            read(true);
        }

        @Override
        public InvocationType getInvocationType() {
            return InvocationType.NON_BLOCKING;
        }

        /** Called when more of the body may have come. */
        @Override
        public void run() {
            read(false);
        }

        /** @param inHandle on the thread that called {@code handle}, which may go on to the next handler itself */
        private void read(boolean inHandle) {
            while (true) {
                Content.Chunk chunk = request.read();
                if (chunk == null) {
                    request.demand(this);
                    return;
                }
                if (Content.Chunk.isFailure(chunk)) {
                    // Once the deadline has fired, any failure is its doing, whatever Jetty calls it: failing the
                    // request also drains the connection, and a read racing that drain ends with "Unconsumed".
                    boolean deadlinePassed = !settled.compareAndSet(false, true);
                    timer.cancel();
                    if (deadlinePassed || chunk.getFailure() instanceof TimeoutException) { // or Jetty's idle timeout
                        tooSlow();
                    } else {
                        // too large (413), or the client went away: the handlers behind say so as they do today
                        next(new Whole(request, chunk), inHandle);
                    }
                    return;
                }
                append(chunk);
                boolean last = chunk.isLast();
                chunk.release();
                if (last) {
                    if (settled.compareAndSet(false, true)) {
                        timer.cancel();
                        next(new Whole(request, Content.Chunk.from(ByteBuffer.wrap(bytes, 0, length), true)), inHandle);
                    } else {
                        tooSlow(); // the deadline passed as the last byte came: its failure is on its way
                    }
                    return;
                }
            }
        }

        private void append(Content.Chunk chunk) {
            ByteBuffer b = chunk.getByteBuffer();
            int n = b.remaining();
            if (length + n > bytes.length) {
                bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + n));
            }
            b.get(bytes, length, n);
            length += n;
        }

        /** The request with its body to the next handler: here if the body came with the headers, else on a pool thread. */
        private void next(Request whole, boolean inHandle) {
            Runnable handle = () -> {
                try {
                    if (!BodyDeadline.super.handle(whole, response, callback)) {
                        Response.writeError(whole, response, callback, 404);
                    }
                } catch (Throwable t) {
                    Response.writeError(whole, response, callback, t);
                }
            };
            if (inHandle) {
                handle.run();
            } else {
                request.getContext().execute(handle);
            }
        }

        private void tooSlow() {
            long declared = request.getLength();
            JsonObject o = new JsonObject();
            o.addProperty("error", String.format(Locale.ROOT, "the request body came too slowly: %d %sbytes in %.1f s;"
                            + " a body must arrive whole within %.1f s of its headers", length,
                    declared >= 0 ? "of " + declared + " " : "", (System.nanoTime() - start) / 1e9, millis / 1000.0));
            response.setStatus(408);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
            response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
            response.getHeaders().put(HttpHeader.CONNECTION, "close"); // the rest of the body is never read
            Content.Sink.write(response, true, o.toString(), callback);
        }
    }

    /** The request as the handlers behind see it: its body already here, read as one chunk (or its failure). */
    private static final class Whole extends Request.Wrapper {
        private Content.Chunk body;

        Whole(Request request, Content.Chunk body) {
            super(request);
            this.body = body;
        }

        @Override
        public Content.Chunk read() {
            Content.Chunk c = body;
            if (c != null && !Content.Chunk.isFailure(c)) {
                body = Content.Chunk.EOF;
            }
            return c;
        }

        @Override
        public void demand(Runnable demandCallback) {
            demandCallback.run(); // nothing is ever awaited: read() always has an answer
        }

        @Override
        public void fail(Throwable failure) {
            body = Content.Chunk.from(failure, true);
        }
    }
}
