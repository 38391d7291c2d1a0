package org.othellier.testing;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;

/**
 * A request to the service's API as the board's own page or a script with the arbiter's PIN makes it: JSON with
 * its content type, and {@code Authorization: Bearer PIN}. A simulated frame may be written as the bare picture
 * the tests keep; it is sent as {@code {"frame": ...}}.
 */
public final class ApiRequest {

    private ApiRequest() {
    }

    public static HttpRequest build(String base, String method, String path, String body, String pin) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(20));
        String sent = body;
        if (sent != null && path.equals("/api/sim/frame") && !sent.strip().startsWith("{") && !sent.strip().startsWith("\"")) {
            sent = "{\"frame\": \"" + sent.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"}";
        }
        b.method(method, sent == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(sent));
        if (sent != null) {
            b.header("Content-Type", "application/json");
        }
        if (pin != null) {
            b.header("Authorization", "Bearer " + pin);
        }
        return b.build();
    }
}
