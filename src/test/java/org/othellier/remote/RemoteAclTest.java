package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.club.MosquittoProcess;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * The shipped ACL's remote lines (packaging/mosquitto/othellier.acl) on a real Mosquitto with passwords: carl, a
 * third board with an account of its own, can neither speak for ben (the broker drops a move forged on ben's topic)
 * nor slip a move into anna's game from his own topic (anna's board refuses it, naming why); ben's real move goes
 * through.
 */
@OutsideProgram
class RemoteAclTest {

    @TempDir
    Path dir;

    @Test
    void onlyTheAgreedOpponentsMovesReachTheBoard() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        RequiredTool.requireProgram("mosquitto_passwd", "mosquitto");
        Path passwd = Files.createFile(dir.resolve("passwd"));
        for (String user : List.of("anna", "ben", "carl")) {
            Process p = new ProcessBuilder("mosquitto_passwd", "-b", passwd.toString(), user, user + "-secret")
                    .redirectErrorStream(true).start();
            assertTrue(p.waitFor(10, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue(), "mosquitto_passwd for " + user);
        }
        Path acl = Path.of("packaging", "mosquitto", "othellier.acl").toAbsolutePath();
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of("listener 1883",
                "use_username_as_clientid true", "allow_anonymous false", "password_file " + passwd.toAbsolutePath(),
                "acl_file " + acl));
             RemoteSeat.InProcess anna = RemoteSeat.inProcess(dir.resolve("anna"), broker.url(), "anna", "white", "ben",
                     "none", "user = \"anna\"\npassword = \"anna-secret\"\n");
             RemoteSeat.InProcess ben = RemoteSeat.inProcess(dir.resolve("ben"), broker.url(), "ben", "black", "anna",
                     "none", "user = \"ben\"\npassword = \"ben-secret\"\n")) {
            RemoteSeat.await("the challenge accepted through the ACL", () -> anna.service().remote().agreedCode() != null
                    && anna.service().remote().agreedCode().equals(ben.service().remote().agreedCode()));
            String code = anna.service().remote().agreedCode();
            OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
            g.play(OthelloMove.parse("f5"));
            anna.show(g.position());
            RemoteSeat.await("anna's f5 on ben's LEDs", () -> "f5".equals(ben.requested()));
            ben.show(g.position());
            RemoteSeat.await("ben took f5", () -> ben.moves().size() == 1);
            // White's legal d6 in the right position, number and game: only the sender is wrong
            String d6 = new RemoteMove(code, 2, "d6", PositionHash.of(g.position()), -1).json();
            MqttClient carl = new MqttClient(broker.url(), "carl", new MemoryPersistence());
            MqttConnectOptions options = new MqttConnectOptions();
            options.setUserName("carl");
            options.setPassword("carl-secret".toCharArray());
            carl.connect(options);
            try {
                carl.publish(RemoteTopics.of("ben", "anna", RemoteTopics.MOVE), d6.getBytes(StandardCharsets.UTF_8), 1,
                        false);
                carl.publish(RemoteTopics.of("carl", "anna", RemoteTopics.MOVE), d6.getBytes(StandardCharsets.UTF_8), 1,
                        false);
            } finally {
                carl.disconnect();
                carl.close();
            }
            RemoteSeat.await("anna's board refuses carl's move", () -> anna.snapshot().messages().stream().anyMatch(m ->
                    m.text().equals("remote: move 2 (d6) from carl refused: this game's opponent is ben")));
            // the forged one went before it and never arrived: anna's LEDs show no far move
            assertNull(anna.requested());
            assertEquals(List.of("f5"), anna.moves());
            OthelloGame after = g.copy();
            after.play(OthelloMove.parse("f4"));
            ben.show(after.position());
            RemoteSeat.await("ben's own f4 on anna's LEDs", () -> "f4".equals(anna.requested()));
        }
    }
}
