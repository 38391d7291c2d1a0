package org.othellier.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.paho.client.mqttv3.IMqttMessageListener;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.MqttException;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.testing.RequiredTool;

/**
 * The example broker configuration of docs/CLUB.md (packaging/mosquitto) on a real Mosquitto: with its password
 * file and ACL a board writes only its own topics and reads only its own commands, the hub reads everything and
 * writes commands, and nobody gets in without a password.
 */
class BrokerAclTest {

    @TempDir
    Path dir;

    private MosquittoProcess broker;

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
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        RequiredTool.requireProgram("mosquitto_passwd", "mosquitto");
        Path passwd = Files.createFile(dir.resolve("othellier.passwd"));
        for (String[] u : List.of(new String[] {"hub", "hub-secret"}, new String[] {"board-1", "one"},
                new String[] {"board-2", "two"})) {
            Process p = new ProcessBuilder("mosquitto_passwd", "-b", passwd.toString(), u[0], u[1])
                    .redirectErrorStream(true).start();
            assertTrue(p.waitFor(10, TimeUnit.SECONDS));
        }
        Path acl = Path.of("packaging", "mosquitto", "othellier.acl");
        broker = MosquittoProcess.start(dir.resolve("broker"), List.of("allow_anonymous false",
                "password_file " + passwd.toAbsolutePath(), "acl_file " + acl.toAbsolutePath()));
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
            MqttClient snooper = client("board-1", "one");
            LinkedBlockingQueue<String> snooped = new LinkedBlockingQueue<>();
            snooper.subscribe(new String[] {"othellier/club/board/board-2/command", "othellier/club/board/board-1/command"},
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
            hub.publish("othellier/club/board/board-1/command", "{\"command\":\"pause\"}".getBytes(StandardCharsets.UTF_8), 1,
                    false);
            assertEquals("othellier/club/board/board-1/command {\"command\":\"pause\"}", board1Heard.poll(10, TimeUnit.SECONDS),
                    "board-2's command never reached board-1");
            assertEquals("othellier/club/board/board-1/command", snooped.poll(10, TimeUnit.SECONDS));
            assertEquals("othellier/club/board/board-1/command", snooped.poll(10, TimeUnit.SECONDS),
                    "board-1 never read board-2's command");
            for (MqttClient c : List.of(hub, board1, snooper)) {
                c.disconnect();
                c.close();
            }
        } finally {
            broker.close();
        }
    }
}
