package org.othellier.web;

import com.google.gson.JsonObject;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * Jetty's own refusals (a header or URL too long, a malformed request, a body over the limit) answered as the
 * API answers everything: {@code {"error": "..."}}, not an HTML page.
 */
final class JsonErrors extends ErrorHandler {

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        int status = response.getStatus() <= 0 ? 500 : response.getStatus();
        Object message = request.getAttribute(ERROR_MESSAGE);
        String text = switch (status) {
            case HttpStatus.PAYLOAD_TOO_LARGE_413 -> "the request body is larger than the board accepts";
            case HttpStatus.URI_TOO_LONG_414 -> "the address is too long";
            case HttpStatus.REQUEST_HEADER_FIELDS_TOO_LARGE_431 -> "the request's headers are too large";
            default -> message == null ? HttpStatus.getMessage(status) : WebText.clip(message.toString());
        };
        JsonObject o = new JsonObject();
        o.addProperty("error", text);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        Content.Sink.write(response, true, o.toString(), callback);
        return true;
    }
}
