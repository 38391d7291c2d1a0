package org.othellier.web;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/** What the API answers: a status, a content type, the body and, for a download, the file's name (else null). */
public record Reply(int status, String contentType, String body, String filename) {

    private static final String JSON = "application/json; charset=utf-8";
    /** The most of an error message that is sent. */
    private static final int MAX_ERROR = 300;

    public static Reply json(JsonElement e) {
        return new Reply(200, JSON, StateJson.GSON.toJson(e), null);
    }

    /** A text file to download as {@code filename}. */
    public static Reply download(String text, String filename) {
        return new Reply(200, "text/plain; charset=utf-8", text, filename);
    }

    /** Writes this reply as the response: status, type, no caching, the download's name. */
    public void send(org.eclipse.jetty.server.Response response, org.eclipse.jetty.util.Callback callback) {
        response.setStatus(status);
        response.getHeaders().put(org.eclipse.jetty.http.HttpHeader.CONTENT_TYPE, contentType);
        response.getHeaders().put(org.eclipse.jetty.http.HttpHeader.CACHE_CONTROL, "no-store");
        if (filename != null) {
            response.getHeaders().put(org.eclipse.jetty.http.HttpHeader.CONTENT_DISPOSITION,
                    "attachment; filename=\"" + filename + "\"");
        }
        org.eclipse.jetty.io.Content.Sink.write(response, true, body, callback);
    }

    /**
     * A request that failed as both APIs answer it: a refusal with its own status, a bad request (400), anything else
     * the server's fault (500, logged with the request).
     */
    public static Reply failure(String method, String path, RuntimeException e, java.util.logging.Logger log) {
        if (e instanceof Refused refused) {
            return error(refused.status, refused.getMessage());
        }
        if (e instanceof IllegalArgumentException) {
            return error(400, e.getMessage());
        }
        log.warning(method + " " + path + " failed: " + e);
        return error(500, e.getMessage() == null ? e.toString() : e.getMessage());
    }

    public static Reply error(int status, String message) {
        JsonObject o = new JsonObject();
        // a message that long quotes what was sent (a 15 KB time control, say): the start says enough
        o.addProperty("error", message != null && message.length() > MAX_ERROR ? message.substring(0, MAX_ERROR) + "..." : message);
        return new Reply(status, JSON, StateJson.GSON.toJson(o), null);
    }
}
