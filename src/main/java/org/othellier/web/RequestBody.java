package org.othellier.web;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;

/**
 * A request's body read whole, within its size limit: as text or as the JSON object of a command. The read does
 * not wait on the network: {@link BodyDeadline} took the whole body in before the request came here.
 */
public final class RequestBody {

    /** The largest body the service reads (413 beyond it). */
    static final int MAX_BODY = 64 * 1024;

    private RequestBody() {
    }

    static String text(Request request) {
        long length = request.getLength();
        if (length > MAX_BODY) {
            throw new Refused(413, "the request body is " + length + " bytes; at most " + MAX_BODY);
        }
        try {
            return Content.Source.asString(request, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            if (tooLarge(e)) {
                throw new Refused(413, "the request body is larger than " + MAX_BODY + " bytes");
            }
            throw new IllegalArgumentException("the request body could not be read: " + WebText.clip(e.getMessage()));
        }
    }

    /** SizeLimitHandler's refusal, however the read wraps it. */
    private static boolean tooLarge(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof org.eclipse.jetty.http.HttpException h && h.getCode() == 413) {
                return true;
            }
        }
        return false;
    }

    /** The body as a JSON object; an empty body is an empty object. */
    public static JsonObject json(Request request) {
        String text = text(request).strip();
        if (text.isEmpty()) {
            return new JsonObject();
        }
        try {
            JsonElement e = StrictJson.parse(text);
            if (!e.isJsonObject()) {
                throw new IllegalArgumentException("the body must be a JSON object such as {\"size\": 8}");
            }
            return e.getAsJsonObject();
        } catch (JsonParseException e) {
            throw new IllegalArgumentException("the body is not JSON: " + WebText.clip(e.getMessage()));
        }
    }
}
