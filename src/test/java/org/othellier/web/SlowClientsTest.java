package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.ArgumentCaptor;
import org.othellier.app.Companion;
import org.othellier.app.EventLoop;
import org.othellier.app.OthelloSettings;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hub.Hub;
import org.othellier.hub.web.HubServer;
import org.othellier.security.SecurityConfig;
import org.othellier.service.Service;
import org.othellier.store.Journal;
import org.othellier.testing.TestService;

/**
 * Clients that declare a 60 KB body and send it a byte now and then (issue 41): they hold none of the server's
 * threads, the page answers all the while, and each is refused once its body's deadline has passed. The board's
 * page and the club hub's, on loopback.
 */
class SlowClientsTest {

    @TempDir
    static Path dir;

    static final int TRICKLES = 100;
    static final String PIN = "482916";
    static final SecurityConfig SECURITY = new SecurityConfig(PIN, List.of(), 12, 600);
    static final HttpClient HTTP = HttpClient.newHttpClient();
    /** A deadline short enough to wait for in a test. */
    static final long SHORT_MILLIS = 300;

    /** Connections that each declared a 60 KB body and have sent only its first bytes. */
    static final class Trickles implements AutoCloseable {
        private final List<Socket> sockets = new ArrayList<>();

        Trickles(int port, String path, String extraHeaders) throws IOException {
            try {
                for (int i = 0; i < TRICKLES; i++) {
                    Socket s = new Socket(InetAddress.getLoopbackAddress(), port);
                    sockets.add(s);
                    s.getOutputStream().write((head(port, path, extraHeaders) + "{\"p").getBytes(StandardCharsets.US_ASCII));
                }
            } catch (IOException e) {
                close();
                throw e;
            }
        }

        /** One more byte on each: a trickle, not a stall. */
        void oneMoreByte() {
            for (Socket s : sockets) {
                try {
                    s.getOutputStream().write('i');
                } catch (IOException cut) {
                    // the server may have cut it already: a machine slow enough to pass the deadline here
                }
            }
        }

        @Override
        public void close() {
            for (Socket s : sockets) {
                try {
                    s.close();
                } catch (IOException e) {
                    // closing anyway
                }
            }
        }
    }

    static String head(int port, String path, String extraHeaders) {
        return "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/json\r\n"
                + "Content-Length: 60000\r\n" + extraHeaders + "\r\n";
    }

    /** A GET that must be answered within 5 s (generous: it is answered in milliseconds). */
    static HttpResponse<String> get(int port, String path) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).timeout(Duration.ofSeconds(5))
                .build(), HttpResponse.BodyHandlers.ofString());
    }

    /**
     * Sends a body a byte at a time, one more each time 50 ms pass without an answer, for at most 5 s; the answer
     * must be the deadline's 408 naming the body, and the connection must then close.
     */
    static void refusedAtItsDeadline(int port, String path, String extraHeaders) throws IOException {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
            s.setSoTimeout(50);
            OutputStream out = s.getOutputStream();
            InputStream in = s.getInputStream();
            out.write((head(port, path, extraHeaders) + "{").getBytes(StandardCharsets.US_ASCII));
            ByteArrayOutputStream got = new ByteArrayOutputStream();
            int sent = 1;
            for (int i = 0; i < 100 && got.size() == 0; i++) {
                try {
                    int b = in.read();
                    if (b < 0) {
                        break;
                    }
                    got.write(b);
                } catch (SocketTimeoutException nothingYet) {
                    out.write(' ');
                    sent++;
                }
            }
            s.setSoTimeout(5_000);
            in.transferTo(got); // to the end: the board closes the connection (a timeout here fails the test)
            String answer = got.toString(StandardCharsets.US_ASCII);
            assertTrue(answer.startsWith("HTTP/1.1 408"), path + " after " + sent + " bytes: " + answer);
            assertTrue(answer.toLowerCase(Locale.ROOT).contains("connection: close"), answer);
            String error = JsonParser.parseString(answer.substring(answer.indexOf("\r\n\r\n") + 4)).getAsJsonObject()
                    .get("error").getAsString();
            assertTrue(error.startsWith("the request body came too slowly: ") && error.contains(" of 60000 bytes "), error);
        }
    }

    @Test
    void aHundredTricklingUploadsLeaveTheBoardsPageAnswering() throws Exception {
        try (Service board = TestService.start(dir.resolve("board"), "none", "[security]\narbiter-pin = \"" + PIN + "\"\n");
             Trickles frames = new Trickles(board.port(), "/api/sim/frame", "");
             Trickles logins = new Trickles(board.port(), "/api/login", "");
             Trickles games = new Trickles(board.port(), "/api/game", "Authorization: Bearer " + PIN + "\r\n")) {
            assertEquals(200, get(board.port(), "/api/state").statusCode(), "the page, 300 uploads trickling");
            frames.oneMoreByte();
            logins.oneMoreByte();
            games.oneMoreByte();
            assertEquals(200, get(board.port(), "/api/state").statusCode(), "and after a byte more of each");
            assertEquals(200, get(board.port(), "/api/games").statusCode());
        }
    }

    @Test
    void aBodyStillTricklingAtItsDeadlineIsRefusedByTheBoard() throws Exception {
        // The board's own server and handlers; the game behind them is not what is tried here.
        WebServer web = new WebServer(mock(EventLoop.class), mock(Companion.class), mock(Journal.class), null,
                new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.HUMAN, "none", false), 1, "127.0.0.1", 0, PIN, SECURITY, null, SHORT_MILLIS);
        int port = web.start();
        try {
            refusedAtItsDeadline(port, "/api/login", ""); // read by the guard
            refusedAtItsDeadline(port, "/api/game", "Authorization: Bearer " + PIN + "\r\n"); // read by the API
            assertEquals(200, get(port, "/api/session").statusCode(), "the page still answers");
        } finally {
            web.close();
        }
    }

    static Hub hub() {
        Hub hub = mock(Hub.class);
        when(hub.boards()).thenReturn(new JsonArray());
        when(hub.tournament()).thenReturn(new JsonObject());
        return hub;
    }

    @Test
    void aHundredTricklingUploadsLeaveTheHubsPageAnswering() throws Exception {
        HubServer web = new HubServer(hub(), "127.0.0.1", 0, PIN, SECURITY);
        int port = web.start();
        try (Trickles logins = new Trickles(port, "/api/login", "");
             Trickles players = new Trickles(port, "/api/players", "Authorization: Bearer " + PIN + "\r\n")) {
            assertEquals(200, get(port, "/api/boards").statusCode(), "the hub's page, 200 uploads trickling");
            logins.oneMoreByte();
            players.oneMoreByte();
            assertEquals(200, get(port, "/api/hub").statusCode(), "and after a byte more of each");
        } finally {
            web.close();
        }
    }

    @Test
    void aBodyStillTricklingAtItsDeadlineIsRefusedByTheHubAndTheLiveViewStaysOpen() throws Exception {
        Hub hub = hub();
        HubServer web = new HubServer(hub, "127.0.0.1", 0, PIN, SECURITY, SHORT_MILLIS);
        int port = web.start();
        @SuppressWarnings("unchecked")
        ArgumentCaptor<Consumer<JsonObject>> listener = ArgumentCaptor.forClass(Consumer.class);
        verify(hub).addListener(listener.capture());
        LinkedBlockingQueue<String> seen = new LinkedBlockingQueue<>();
        WebSocket page = HttpApiTest.live(HTTP, URI.create("ws://127.0.0.1:" + port + "/ws"), seen);
        try {
            String first = seen.poll(5, TimeUnit.SECONDS);
            assertTrue(first != null && first.contains("\"type\":\"all\""), String.valueOf(first));
            refusedAtItsDeadline(port, "/api/login", "");
            refusedAtItsDeadline(port, "/api/players", "Authorization: Bearer " + PIN + "\r\n");
            // the live view, open since before both deadlines, still gets what the hub sends
            JsonObject later = new JsonObject();
            later.addProperty("type", "board");
            listener.getValue().accept(later);
            assertEquals("{\"type\":\"board\"}", seen.poll(5, TimeUnit.SECONDS));
            assertEquals(200, get(port, "/api/boards").statusCode());
        } finally {
            page.abort();
            web.close();
        }
    }
}
