package org.othellier.testing;

import java.net.http.HttpClient;
import java.net.http.HttpResponse;

/** A client of the service's API that sends {@link ApiRequest}s with the arbiter's PIN and reads the answer as text. */
public final class ApiClient {

    private final HttpClient http = HttpClient.newHttpClient();
    private final String base;
    private final String pin;

    public ApiClient(String base, String pin) {
        this.base = base;
        this.pin = pin;
    }

    public HttpResponse<String> send(String method, String path, String body) throws Exception {
        return http.send(ApiRequest.build(base, method, path, body, pin), HttpResponse.BodyHandlers.ofString());
    }

    /** The client itself, for what is not a request (a WebSocket). */
    public HttpClient http() {
        return http;
    }
}
