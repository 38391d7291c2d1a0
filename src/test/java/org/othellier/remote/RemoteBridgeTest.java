package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.club.MosquittoProcess;
import org.othellier.formats.Wthor;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * Two clubs' brokers joined by Mosquitto's own bridge, as the shipped example sets it up
 * (packaging/mosquitto/othellier-bridge.conf on club A's broker, othellier-bridge.acl added to club B's ACL; only the
 * host, the port and the password filled in): anna's board on club A's broker plays ben's board on club B's a whole
 * WTHOR game. Both brokers run with passwords and the shipped ACLs. Club A's broker, and with it the bridge, is killed
 * and started again while a move is made; in another game club B's broker is; in a third the line between the two
 * brokers is cut. Both journals end the same, with the recorded score.
 */
@OutsideProgram
class RemoteBridgeTest {

    static final Path EXAMPLE = Path.of("packaging", "mosquitto", "othellier-bridge.conf");
    static final Path BRIDGE_ACL = Path.of("packaging", "mosquitto", "othellier-bridge.acl");
    static final Path CLUB_ACL = Path.of("packaging", "mosquitto", "othellier.acl");
    static final String BRIDGE_PASSWORD = "bridge-secret";

    @TempDir
    Path dir;

    /**
     * Club B's broker, club A's broker bridged to it, each with its passwords and the shipped ACLs; the line between
     * them through {@code line}, a proxy that can be cut, or straight.
     */
    record Clubs(MosquittoProcess a, MosquittoProcess b, DelayingMqttProxy line) implements AutoCloseable {
        @Override
        public void close() {
            a.close();
            if (line != null) {
                line.close();
            }
            b.close();
        }
    }

    /** Starts both clubs' brokers: anna's account on A, ben's and the bridge's on B. */
    static Clubs clubs(Path dir) throws Exception {
        return clubs(dir, false);
    }

    /** Club B's broker alone, as the shipped files make it: ben's, dave's and the bridge's accounts. */
    private static MosquittoProcess clubB(Path dir) throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        RequiredTool.requireProgram("mosquitto_passwd", "mosquitto");
        Path aclB = dir.resolve("club-b.acl");
        Files.writeString(aclB, Files.readString(CLUB_ACL) + "\n" + Files.readString(BRIDGE_ACL));
        return MosquittoProcess.start(dir.resolve("club-b"), secured(passwords(dir.resolve("club-b.passwd"),
                "ben", "ben-secret", "dave", "dave-secret", "bridge-club-a", BRIDGE_PASSWORD), aclB));
    }

    /** The same, the bridge's line to club B through a proxy that can be cut when {@code cuttable}. */
    static Clubs clubs(Path dir, boolean cuttable) throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        RequiredTool.requireProgram("mosquitto_passwd", "mosquitto");
        Path aclB = dir.resolve("club-b.acl");
        Files.writeString(aclB, Files.readString(CLUB_ACL) + "\n" + Files.readString(BRIDGE_ACL));
        MosquittoProcess b = MosquittoProcess.start(dir.resolve("club-b"), secured(passwords(dir.resolve("club-b.passwd"),
                "ben", "ben-secret", "bridge-club-a", BRIDGE_PASSWORD), aclB));
        List<String> a = secured(passwords(dir.resolve("club-a.passwd"), "anna", "anna-secret"), CLUB_ACL.toAbsolutePath());
        DelayingMqttProxy line = null;
        try {
            line = cuttable ? DelayingMqttProxy.passing(b.port()) : null;
            a.addAll(bridgeTo(line != null ? line.port() : b.port(), BRIDGE_PASSWORD));
            return new Clubs(MosquittoProcess.start(dir.resolve("club-a"), a), b, line);
        } catch (IOException | RuntimeException e) {
            if (line != null) {
                line.close();
            }
            b.close();
            throw e;
        }
    }

    /** The shipped bridge example with club B's address and the bridge's password filled in, comments left out. */
    static List<String> bridgeTo(int port, String password) throws IOException {
        List<String> out = new ArrayList<>();
        boolean address = false;
        boolean secret = false;
        for (String line : Files.readAllLines(EXAMPLE)) {
            String l = line.strip();
            if (l.startsWith("address ")) {
                out.add("address 127.0.0.1:" + port);
                address = true;
            } else if (l.startsWith("remote_password ")) {
                out.add("remote_password " + password);
                secret = true;
            } else if (!l.isEmpty() && !l.startsWith("#")) {
                out.add(l);
            }
        }
        assertTrue(address && secret, "the example names the far broker's address and the bridge's password: " + out);
        assertTrue(out.containsAll(List.of("topic othellier/remote/anna/# out 1", "topic othellier/remote/+/anna/# in 1")),
                "the example carries anna's remote games, both ways: " + out);
        return out;
    }

    /** A broker's lines as the club's example has them: no anonymous clients, the client id the user's name. */
    private static List<String> secured(Path passwd, Path acl) {
        return new ArrayList<>(List.of("listener 1883", "use_username_as_clientid true", "allow_anonymous false",
                "password_file " + passwd.toAbsolutePath(), "acl_file " + acl.toAbsolutePath()));
    }

    /** A password file with {@code users} (name, password, ...). */
    static Path passwords(Path file, String... users) throws Exception {
        Files.createFile(file);
        for (int i = 0; i < users.length; i += 2) {
            Process p = new ProcessBuilder("mosquitto_passwd", "-b", file.toString(), users[i], users[i + 1])
                    .redirectErrorStream(true).start();
            assertTrue(p.waitFor(10, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue(), "mosquitto_passwd for " + users[i]);
        }
        return file;
    }

    @Test
    void aWholeWthorGameAcrossTwoBridgedBrokersWithTheBridgingBrokerRestarted() throws Exception {
        acrossTheBridge(1, Outage.BRIDGING_BROKER);
    }

    @Test
    void aWholeWthorGameAcrossTwoBridgedBrokersWithTheFarBrokerRestarted() throws Exception {
        acrossTheBridge(2, Outage.FAR_BROKER);
    }

    @Test
    void aWholeWthorGameAcrossTwoBridgedBrokersWithTheLineBetweenThemCut() throws Exception {
        acrossTheBridge(6, Outage.LINE);
    }

    /** What fails at the 22nd move. */
    enum Outage { BRIDGING_BROKER, FAR_BROKER, LINE }

    /**
     * Game {@code index} of the 2020 database; at its 22nd move club A's broker (the bridge with it), club B's, or the
     * line between them fails while the move is made, and comes back once the mover's board took it.
     */
    private void acrossTheBridge(int index, Outage outage) throws Exception {
        Wthor.Game record = RemoteGameTest.record(index);
        OthelloGame reference = RemoteGameTest.reference(record);
        try (Clubs clubs = clubs(dir, outage == Outage.LINE);
             RemoteSeat.InProcess anna = RemoteSeat.inProcess(dir.resolve("anna"), clubs.a().url(), "anna", "white",
                     "ben", "60m", "user = \"anna\"\npassword = \"anna-secret\"\n" + RemoteGameTest.ANNA_LIND
                             + RemoteGameTest.NO_REVIEW);
             RemoteSeat.InProcess ben = RemoteSeat.inProcess(dir.resolve("ben"), clubs.b().url(), "ben", "black", "anna",
                     "60m", "user = \"ben\"\npassword = \"ben-secret\"\n" + RemoteGameTest.NO_REVIEW)) {
            RemoteSeat.await("the challenge accepted across the bridge", () -> anna.service().remote().agreedCode() != null
                    && anna.service().remote().agreedCode().equals(ben.service().remote().agreedCode()));
            RemoteGameTest.play(reference, anna, ben, new RemoteGameTest.Outage() {
                @Override
                public void before(int i, Side mover) throws Exception {
                    if (i == 21) { // the move is made while that broker, the bridge with it, or the line is down
                        switch (outage) {
                            case BRIDGING_BROKER -> clubs.a().kill();
                            case FAR_BROKER -> clubs.b().kill();
                            case LINE -> clubs.line().cut();
                        }
                    }
                }

                @Override
                public void taken(int i, Side mover) throws Exception {
                    if (i == 21) {
                        switch (outage) {
                            case BRIDGING_BROKER -> clubs.a().start();
                            case FAR_BROKER -> clubs.b().start();
                            case LINE -> clubs.line().mend();
                        }
                    }
                }
            });
            RemoteGameTest.finish(record, reference, anna, ben);
            RemoteGameTest.sameGgf(anna, ben, "Anna Lind", "ben");
        }
        RemoteGameTest.sameJournals(reference, dir.resolve("anna"), dir.resolve("ben"));
    }

    /**
     * The bridge's account on club B's broker, held to the shipped othellier-bridge.acl: it speaks for club A's boards
     * only (a move it forges for dave, a board of club B, is dropped by the broker) and hears only what is addressed
     * to them (ben's message to dave never reaches it). Each forbidden message goes first on its connection and an
     * allowed one after it, so the allowed one's arrival says the forbidden one would have come by then.
     */
    @Test
    void theBridgeSpeaksAndHearsOnlyForClubAsBoards() throws Exception {
        try (MosquittoProcess b = clubB(dir)) {
            BlockingQueue<String> atBen = new LinkedBlockingQueue<>();
            BlockingQueue<String> atBridge = new LinkedBlockingQueue<>();
            MqttClient ben = client(b, "ben", "ben-secret", "othellier/remote/+/ben/#", atBen);
            MqttClient bridge = client(b, "bridge-club-a", BRIDGE_PASSWORD, "othellier/remote/#", atBridge);
            try {
                publish(bridge, "othellier/remote/dave/ben/move", "forged");
                publish(bridge, "othellier/remote/anna/ben/move", "anna's");
                assertEquals("othellier/remote/anna/ben/move anna's", atBen.poll(30, TimeUnit.SECONDS));
                publish(ben, "othellier/remote/ben/dave/move", "club B's own");
                publish(ben, "othellier/remote/ben/anna/move", "to anna");
                assertEquals("othellier/remote/ben/anna/move to anna", atBridge.poll(30, TimeUnit.SECONDS));
                assertNull(atBen.poll(), "nothing else reached ben");
                assertNull(atBridge.poll(), "nothing else reached the bridge");
            } finally {
                for (MqttClient c : List.of(ben, bridge)) {
                    c.disconnect();
                    c.close();
                }
            }
        }
    }

    private static MqttClient client(MosquittoProcess broker, String user, String password, String topic,
                                     BlockingQueue<String> received) throws Exception {
        MqttClient c = new MqttClient(broker.url(), user, new MemoryPersistence());
        MqttConnectOptions options = new MqttConnectOptions();
        options.setUserName(user);
        options.setPassword(password.toCharArray());
        c.connect(options);
        c.subscribe(topic, 1, (t, m) -> received.add(t + " " + new String(m.getPayload(), StandardCharsets.UTF_8)));
        return c;
    }

    private static void publish(MqttClient c, String topic, String text) throws Exception {
        c.publish(topic, text.getBytes(StandardCharsets.UTF_8), 1, false);
    }
}
