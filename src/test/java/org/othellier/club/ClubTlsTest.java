package org.othellier.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * {@code ssl://} with {@code club.ca-file}: a club's own CA (made here with openssl) signs the broker's certificate;
 * a board that trusts that CA publishes over TLS, a client that does not is refused by its own check.
 */
@OutsideProgram
class ClubTlsTest {

    @TempDir
    Path dir;

    private void openssl(String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("openssl"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, "openssl " + String.join(" ", args) + ": " + out);
    }

    @Test
    void aBoardTrustingTheClubsCaPublishesOverTls() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        RequiredTool.requireProgram("openssl", "openssl");
        openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out", "ca.crt", "-days", "1",
                "-subj", "/CN=club CA");
        openssl("req", "-newkey", "rsa:2048", "-nodes", "-keyout", "broker.key", "-out", "broker.csr", "-subj", "/CN=127.0.0.1");
        Files.writeString(dir.resolve("san.ext"), "subjectAltName=IP:127.0.0.1\n");
        openssl("x509", "-req", "-in", "broker.csr", "-CA", "ca.crt", "-CAkey", "ca.key", "-CAcreateserial", "-out", "broker.crt",
                "-days", "1", "-extfile", "san.ext");
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of(
                "cafile " + dir.resolve("ca.crt"), "certfile " + dir.resolve("broker.crt"), "keyfile " + dir.resolve("broker.key")))) {
            String url = "ssl://127.0.0.1:" + broker.port();
            LinkedBlockingQueue<JsonObject> states = new LinkedBlockingQueue<>();
            ClubConfig hubSide = new ClubConfig(url, "club", "hub", null, null, dir.resolve("ca.crt"));
            MqttConnection.Listener listener = new MqttConnection.Listener() {
                @Override
                public void connected() {
                }

                @Override
                public void message(String topic, byte[] payload, boolean retained) {
                    if (topic.endsWith("/state")) {
                        states.add(JsonParser.parseString(new String(payload, StandardCharsets.UTF_8)).getAsJsonObject());
                    }
                }
            };
            try (MqttConnection trusting = new MqttConnection(hubSide, "tls-reader", List.of("othellier/club/board/#"), null, listener)
                    .start();
                 MqttConnection untrusting = new MqttConnection(new ClubConfig(url, "club", "x", null, null, null), "tls-other",
                         List.of(), null, listener).start();
                 ClubBoard board = ClubBoard.start(dir.resolve("board"), url, "board-1", "none",
                         "ca-file = \"" + dir.resolve("ca.crt") + "\"\n")) {
                ClubBoard.await("the board and the reader on TLS", () -> trusting.connected() && board.service.club().connected());
                JsonObject state = states.poll(ClubBoard.WAIT_S, TimeUnit.SECONDS);
                assertEquals("board-1", state.get("name").getAsString());
                assertFalse(untrusting.connected(), "a client without the club's CA does not trust the broker");
            }
        }
    }
}
