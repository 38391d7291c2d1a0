package org.othellier.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.eclipse.paho.client.mqttv3.IMqttMessageListener;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.hub.Hub;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * The example broker configuration of docs/CLUB.md (packaging/mosquitto, as shipped but for its port and its files'
 * places) on a real Mosquitto: with its password file and ACL a board writes only its own topics and reads only
 * its own commands, the hub reads everything and writes commands, and nobody gets in without a password. Each
 * client's id is its user: one board's password takes neither another board's session nor the hub's, whatever id
 * it asks for, so neither is knocked off and the arbiter's pause reaches the real board.
 */
@OutsideProgram
class BrokerAclTest {

    @TempDir
    Path dir;

    private MosquittoProcess broker;

    /** The example configuration with a password file of {@code users} (name, password, ...). */
    private MosquittoProcess exampleBroker(String... users) throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        RequiredTool.requireProgram("mosquitto_passwd", "mosquitto");
        Path passwd = Files.createFile(dir.resolve("othellier.passwd"));
        for (int i = 0; i < users.length; i += 2) {
            Process p = new ProcessBuilder("mosquitto_passwd", "-b", passwd.toString(), users[i], users[i + 1])
                    .redirectErrorStream(true).start();
            assertTrue(p.waitFor(10, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue(), "mosquitto_passwd for " + users[i]);
        }
        Path acl = Path.of("packaging", "mosquitto", "othellier.acl");
        List<String> example = Files.readAllLines(Path.of("packaging", "mosquitto", "othellier-club.conf"));
        // the option is its listener's: every listener of the example, the TLS one left commented out too, has its own
        List<String> uncommented = example.stream().map(l -> l.replaceFirst("^#\\s*", "").strip()).toList();
        for (int i = 0; i < uncommented.size(); i++) {
            if (uncommented.get(i).startsWith("listener ")) {
                int next = i + 1;
                while (next < uncommented.size() && !uncommented.get(next).startsWith("listener ")) {
                    next++;
                }
                assertTrue(uncommented.subList(i, next).contains("use_username_as_clientid true"),
                        "\"" + uncommented.get(i) + "\" ties client ids to users");
            }
        }
        List<String> config = new ArrayList<>();
        for (String line : example) {
            String l = line.strip();
            if (l.startsWith("password_file ")) {
                config.add("password_file " + passwd.toAbsolutePath());
            } else if (l.startsWith("acl_file ")) {
                config.add("acl_file " + acl.toAbsolutePath());
            } else if (!l.isEmpty() && !l.startsWith("#")) {
                config.add(l);
            }
        }
        assertTrue(config.contains("use_username_as_clientid true"), "the example ties client ids to users: " + config);
        return MosquittoProcess.start(dir.resolve("broker"), config);
    }

    private MqttClient client(String user, String password) throws MqttException {
        MqttClient c = new MqttClient(broker.url(), user + "-" + System.nanoTime(), new MemoryPersistence());
        MqttConnectOptions o = new MqttConnectOptions();
        o.setUserName(user);
        o.setPassword(password.toCharArray());
        o.setConnectionTimeout(5);
        c.connect(o);
        return c;
    }

    @Test
    void aBoardWritesOnlyItsOwnTopicsAndReadsOnlyItsOwnCommands() throws Exception {
        broker = exampleBroker("hub", "hub-secret", "board-1", "one", "board-2", "two", "board-3", "three");
        try {
            assertThrows(MqttException.class, () -> client("board-1", "wrong"), "a wrong password is refused");

            MqttClient hub = client("hub", "hub-secret");
            LinkedBlockingQueue<String> hubHeard = new LinkedBlockingQueue<>();
            IMqttMessageListener toHub = (t, m) -> hubHeard.add(t + " " + new String(m.getPayload(), StandardCharsets.UTF_8));
            hub.subscribe("othellier/club/board/#", 1, toHub);

            MqttClient board1 = client("board-1", "one");
            LinkedBlockingQueue<String> board1Heard = new LinkedBlockingQueue<>();
            board1.subscribe("othellier/club/board/board-1/command", 1,
                    (t, m) -> board1Heard.add(t + " " + new String(m.getPayload(), StandardCharsets.UTF_8)));
            // reading another board's commands: Mosquitto grants the subscription but never delivers to it
            MqttClient snooper = client("board-3", "three");
            LinkedBlockingQueue<String> snooped = new LinkedBlockingQueue<>();
            snooper.subscribe(new String[] {"othellier/club/board/board-2/command", "othellier/club/board/board-3/command"},
                    new int[] {1, 1}, new IMqttMessageListener[] {(t, m) -> snooped.add(t), (t, m) -> snooped.add(t)});
            board1.publish("othellier/club/board/board-1/state", "{\"mine\":true}".getBytes(StandardCharsets.UTF_8), 1, false);
            assertEquals("othellier/club/board/board-1/state {\"mine\":true}", hubHeard.poll(10, TimeUnit.SECONDS));
            // writing as another board, or a command, is dropped by the broker
            board1.publish("othellier/club/board/board-2/state", "{\"forged\":true}".getBytes(StandardCharsets.UTF_8), 1, false);
            board1.publish("othellier/club/board/board-2/command", "{\"command\":\"pause\"}".getBytes(StandardCharsets.UTF_8),
                    1, false);
            board1.publish("othellier/club/board/board-1/state", "{\"after\":true}".getBytes(StandardCharsets.UTF_8), 1, false);
            assertEquals("othellier/club/board/board-1/state {\"after\":true}", hubHeard.poll(10, TimeUnit.SECONDS),
                    "the forged messages never reached the hub");

            hub.publish("othellier/club/board/board-1/command", "{\"command\":\"start\"}".getBytes(StandardCharsets.UTF_8), 1,
                    false);
            assertEquals("othellier/club/board/board-1/command {\"command\":\"start\"}", board1Heard.poll(10, TimeUnit.SECONDS));
            hub.publish("othellier/club/board/board-2/command", "{\"command\":\"start\"}".getBytes(StandardCharsets.UTF_8), 1,
                    false);
            hub.publish("othellier/club/board/board-3/command", "{\"command\":\"start\"}".getBytes(StandardCharsets.UTF_8), 1,
                    false);
            hub.publish("othellier/club/board/board-1/command", "{\"command\":\"pause\"}".getBytes(StandardCharsets.UTF_8), 1,
                    false);
            assertEquals("othellier/club/board/board-1/command {\"command\":\"pause\"}", board1Heard.poll(10, TimeUnit.SECONDS),
                    "board-2's command never reached board-1");
            assertEquals("othellier/club/board/board-3/command", snooped.poll(10, TimeUnit.SECONDS),
                    "board-3 never read board-2's command, sent before its own");
            for (MqttClient c : List.of(hub, board1, snooper)) {
                c.disconnect();
                c.close();
            }
        } finally {
            broker.close();
        }
    }

    /** Issue 41: a 40 MB retained state reached the hub and grew it by 500 MB; the broker now drops it. */
    @Test
    void aMessageOverSixtyFourKilobytesNeverLeavesTheBroker() throws Exception {
        broker = exampleBroker("hub", "hub-secret", "board-1", "one");
        try {
            MqttClient hub = client("hub", "hub-secret");
            LinkedBlockingQueue<Integer> sizes = new LinkedBlockingQueue<>();
            hub.subscribe("othellier/club/board/#", 1, (t, m) -> sizes.add(m.getPayload().length));
            MqttClient board1 = client("board-1", "one");
            board1.publish("othellier/club/board/board-1/state", new byte[65_537], 1, true);
            board1.publish("othellier/club/board/board-1/state", new byte[65_536], 1, true);
            assertEquals(65_536, sizes.poll(10, TimeUnit.SECONDS), "the largest message the example takes arrives");
            board1.publish("othellier/club/board/board-1/state", new byte[40 << 20], 1, true);
            board1.publish("othellier/club/board/board-1/state", "{}".getBytes(StandardCharsets.UTF_8), 1, true);
            assertEquals(2, sizes.poll(10, TimeUnit.SECONDS), "the 40 MB state never reached the hub, the next one did");
            for (MqttClient c : List.of(hub, board1)) {
                c.disconnect();
                c.close();
            }
        } finally {
            broker.close();
        }
    }

    @Test
    void oneBoardsPasswordTakesNeitherAnotherBoardsSessionNorTheHubs() throws Exception {
        broker = exampleBroker("hub", "hub-secret", "board-1", "one", "board-2", "two");
        // a connection knocked off (a second client with its id) is what MqttConnection says it lost
        List<String> lost = new CopyOnWriteArrayList<>();
        Logger connections = Logger.getLogger(MqttConnection.class.getName());
        Handler watch = new Handler() {
            @Override
            public void publish(LogRecord r) {
                if (r.getMessage() != null && r.getMessage().contains(" lost")) {
                    lost.add(r.getMessage());
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        connections.addHandler(watch);
        ClubConfig hubConfig = new ClubConfig(broker.url(), "club", ClubConfig.HUB, "hub", "hub-secret", null);
        Hub hub = Hub.start(hubConfig, dir.resolve("hub"), Clock.systemUTC());
        try (ClubBoard board1 = ClubBoard.start(dir.resolve("board-1"), broker.url(), "board-1", "10m",
                "user = \"board-1\"\npassword = \"one\"\n")) {
            ClubBoard.await("the hub and board-1 connected, board-1 seen", () -> hub.connected()
                    && board1.service.club().connected() && !hub.boards().isEmpty()
                    && hub.board("board-1").get("online").getAsBoolean());

            // board-2's password asking for board-1's and the hub's ids, as they were and as they are
            List<String> victims = List.of("othellier-club-board-1", "board-1", "othellier-club-hub", "hub");
            for (String victim : victims) {
                MqttClient impostor = new MqttClient(broker.url(), victim, new MemoryPersistence());
                MqttConnectOptions o = new MqttConnectOptions();
                o.setUserName("board-2");
                o.setPassword("two".toCharArray());
                o.setCleanSession(false);
                o.setConnectionTimeout(5);
                impostor.connect(o);
                impostor.subscribe("othellier/club/board/board-1/command", 1);
                impostor.disconnect();
                impostor.close();
            }
            String log = Files.readString(dir.resolve("broker").resolve("mosquitto.log"));
            assertEquals(victims.size(), log.lines().filter(l -> l.matches(".*New client connected from .* as board-2 .*"))
                    .count(), "each impostor got board-2's own id:\n" + log);
            assertFalse(log.contains("already connected, closing old connection"), "nobody was knocked off:\n" + log);

            // the arbiter's pause reaches the real board, and its answer the hub
            JsonObject paused = hub.pauseAll(0, true).getAsJsonArray("boards").get(0).getAsJsonObject();
            assertEquals("board-1", paused.get("board").getAsString());
            assertTrue(paused.get("ok").getAsBoolean(), paused.toString());
            assertEquals("paused", board1.snapshot().status());
            assertTrue(hub.connected() && board1.service.club().connected());
            assertEquals(List.of(), lost, "neither the hub's nor board-1's connection was ever lost");
        } finally {
            connections.removeHandler(watch);
            hub.close();
            broker.close();
        }
    }
}
