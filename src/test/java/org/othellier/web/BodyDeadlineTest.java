package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Components;
import org.eclipse.jetty.server.Context;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;

/**
 * The body's deadline told apart from the other ways a read can fail, whatever order Jetty's threads take. When
 * the deadline fires, Jetty fails the request and drains the connection at once, and a read already under way may
 * come back with the drain's failure ("Unconsumed") instead of the deadline's: that is still the deadline, 408, not
 * a body the handlers behind are asked to read (which once answered 400 on a loaded machine).
 */
class BodyDeadlineTest {

    final Handler next = mock(Handler.class);
    final Request request = mock(Request.class);
    final Response response = mock(Response.class);
    final Callback callback = mock(Callback.class);
    final HttpFields.Mutable answerHeaders = HttpFields.build();
    Runnable deadline;
    Runnable demanded;

    @BeforeEach
    void aRequestDeclaringSixtyThousandBytes() {
        when(request.getHeaders()).thenReturn(HttpFields.build().put(HttpHeader.CONTENT_LENGTH, "60000"));
        when(request.getLength()).thenReturn(60_000L);
        Components components = mock(Components.class);
        Scheduler scheduler = mock(Scheduler.class);
        when(request.getComponents()).thenReturn(components);
        when(components.getScheduler()).thenReturn(scheduler);
        when(scheduler.schedule(any(Runnable.class), anyLong(), eq(TimeUnit.MILLISECONDS))).thenAnswer(a -> {
            deadline = a.getArgument(0);
            return mock(Scheduler.Task.class);
        });
        doAnswer(a -> demanded = a.getArgument(0)).when(request).demand(any());
        Context context = mock(Context.class);
        when(request.getContext()).thenReturn(context);
        doAnswer(a -> {
            ((Runnable) a.getArgument(0)).run();
            return null;
        }).when(context).execute(any());
        when(response.getHeaders()).thenReturn(answerHeaders);
    }

    /** The first bytes with the headers, then nothing yet: the reader waits on a demand. */
    BodyDeadline started() throws Exception {
        BodyDeadline guard = new BodyDeadline(next, 300);
        when(request.read()).thenReturn(Content.Chunk.from(ByteBuffer.wrap("{\"p".getBytes(StandardCharsets.US_ASCII)), false), (Content.Chunk) null);
        assertTrue(guard.handle(request, response, callback));
        return guard;
    }

    @Test
    void aReadThatFailsWithTheDrainAfterTheDeadlineFiredIsTheDeadlines() throws Exception {
        started();
        deadline.run(); // fails the request; here the drain's failure wins the race to the pending read
        when(request.read()).thenReturn(Content.Chunk.from(new IOException("Unconsumed"), true));
        demanded.run();

        verify(response).setStatus(408);
        verify(next, never()).handle(any(), any(), any());
        ArgumentCaptor<ByteBuffer> body = ArgumentCaptor.forClass(ByteBuffer.class);
        verify(response).write(eq(true), body.capture(), eq(callback));
        String error = StandardCharsets.UTF_8.decode(body.getValue()).toString();
        assertTrue(error.contains("the request body came too slowly: 3 of 60000 bytes"), error);
        assertEquals("close", answerHeaders.get(HttpHeader.CONNECTION));
    }

    @Test
    void aClientGoneBeforeTheDeadlineIsLeftToTheHandlersBehind() throws Exception {
        started();
        when(request.read()).thenReturn(Content.Chunk.from(new IOException("connection reset"), true));
        when(next.handle(any(), any(), any())).thenReturn(true);
        demanded.run();

        ArgumentCaptor<Request> seen = ArgumentCaptor.forClass(Request.class);
        verify(next).handle(seen.capture(), eq(response), eq(callback));
        assertEquals("connection reset", seen.getValue().read().getFailure().getMessage());
        verify(response, never()).setStatus(408);
        verify(response, never()).write(anyBoolean(), any(), any());
    }
}
