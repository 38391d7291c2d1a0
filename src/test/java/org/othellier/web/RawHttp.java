package org.othellier.web;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One request sent as it is written, byte for byte (no client tidies its path), from a chosen loopback address
 * ({@code 127.0.0.2} is another machine to the limits), on a connection of its own; the whole answer read.
 */
final class RawHttp {

    /** The status, the headers as one text, the body. */
    record Answer(int status, String head, String body) {

        JsonObject json() {
            return JsonParser.parseString(body).getAsJsonObject();
        }

        String error() {
            return json().get("error").getAsString();
        }

        /** A header's value, null when absent. */
        String header(String name) {
            for (String line : head.split("\r\n")) {
                int colon = line.indexOf(':');
                if (colon > 0 && line.substring(0, colon).strip().equalsIgnoreCase(name)) {
                    return line.substring(colon + 1).strip();
                }
            }
            return null;
        }

        @Override
        public String toString() {
            return status + " " + body;
        }
    }

    private RawHttp() {
    }

    /** {@code headers} as name, value pairs; a body is sent as JSON. */
    static Answer send(int port, String from, String method, String target, String body, String... headers) throws IOException {
        StringBuilder r = new StringBuilder(method).append(' ').append(target).append(" HTTP/1.1\r\n")
                .append("Host: 127.0.0.1:").append(port).append("\r\nConnection: close\r\n");
        for (int i = 0; i < headers.length; i += 2) {
            r.append(headers[i]).append(": ").append(headers[i + 1]).append("\r\n");
        }
        byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        if (body != null) {
            r.append("Content-Type: application/json\r\n");
        }
        r.append("Content-Length: ").append(content.length).append("\r\n\r\n");
        try (Socket s = new Socket()) {
            s.bind(new InetSocketAddress(InetAddress.getByName(from), 0));
            s.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 10_000);
            s.setSoTimeout(20_000);
            s.getOutputStream().write(r.toString().getBytes(StandardCharsets.UTF_8));
            s.getOutputStream().write(content);
            s.getOutputStream().flush();
            ByteArrayOutputStream got = new ByteArrayOutputStream();
            try {
                s.getInputStream().transferTo(got);
            } catch (IOException reset) {
                // the server may close hard after an error: what arrived is the answer
            }
            String text = got.toString(StandardCharsets.UTF_8);
            int end = text.indexOf("\r\n\r\n");
            if (!text.startsWith("HTTP/1.1 ") || end < 0) {
                throw new IOException("no HTTP answer to " + method + " " + target + ": '" + text + "'");
            }
            String head = text.substring(0, end);
            String rest = text.substring(end + 4);
            if (head.toLowerCase(Locale.ROOT).contains("transfer-encoding: chunked")) {
                rest = unchunk(rest);
            }
            return new Answer(Integer.parseInt(text.substring(9, 12)), head, rest);
        }
    }

    private static String unchunk(String chunked) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (at < chunked.length()) {
            int eol = chunked.indexOf("\r\n", at);
            int size = Integer.parseInt(chunked.substring(at, eol).split(";")[0].strip(), 16);
            if (size == 0) {
                break;
            }
            out.append(chunked, eol + 2, eol + 2 + size); // ASCII JSON: characters are bytes
            at = eol + 2 + size + 2;
        }
        return out.toString();
    }
}
