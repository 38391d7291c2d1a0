package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.http.HttpResponse;
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
import org.othellier.app.ServiceConfig;
import org.othellier.board.SensorKind;
import org.othellier.club.MosquittoProcess;
import org.othellier.config.ConfigSection;
import org.othellier.formats.Wthor;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hub.HubConfig;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.service.HubService;
import org.othellier.service.Service;
import org.othellier.testing.ApiClient;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * Spectators of a game between two clubs' boards (docs/REMOTE.md, "Spectators on the hub"): club A's broker bridged
 * to club B's with the shipped example bridge and its ACL (as {@link RemoteBridgeTest}), each club with its hub on its
 * own broker; anna (board a-1 of club A) plays ben (board b-1 of club B) the opening of a WTHOR game, then ben resigns.
 * Each hub, over its API, shows the game live from its own board's report: both names, the position and the moves
 * after each move, the clock of the player who moved as that player's board kept it, then the result. Club A's other
 * table, a-2, is on club A's hub only: the bridge carries nothing of a club's own topics. And club A's side of the
 * bridge alone keeps everything but its listed boards' remote games home, whatever club B's broker allows.
 */
@OutsideProgram
class RemoteTwoClubsTest {

    private static final int MOVES = 6;

    @TempDir
    Path dir;

    @Test
    void aGameBetweenTwoClubsBoardsIsShownLiveOnBothHubsAndNothingElseOfClubACrosses() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        RequiredTool.requireProgram("mosquitto_passwd", "mosquitto");
        Wthor.Game record = RemoteGameTest.record(4);
        Path aclB = dir.resolve("club-b.acl");
        Files.writeString(aclB, Files.readString(RemoteBridgeTest.CLUB_ACL) + "\n"
                + Files.readString(RemoteBridgeTest.BRIDGE_ACL));
        List<String> b = secured(RemoteBridgeTest.passwords(dir.resolve("club-b.passwd"), "ben", "ben-secret",
                "b-1", "b-1-secret", "hub", "hub-b-secret", "bridge-club-a", RemoteBridgeTest.BRIDGE_PASSWORD), aclB);
        try (MosquittoProcess clubB = MosquittoProcess.start(dir.resolve("club-b"), b);
             MosquittoProcess clubA = MosquittoProcess.start(dir.resolve("club-a"), bridged(clubB));
             HubService hubA = hub(dir.resolve("hub-a"), clubA, "hub-a-secret");
             HubService hubB = hub(dir.resolve("hub-b"), clubB, "hub-b-secret");
             Service otherTable = Service.start(ServiceConfig.read(ConfigSection.parse("[service]\nport = 0\nbind = "
                     + "\"127.0.0.1\"\ndata = \"" + dir.resolve("a-2") + "\"\n[security]\narbiter-pin = \"1234\"\n"
                     + club(clubA, "a-2"), "test")), new SimulatedBoard(8, SensorKind.COLOUR, Service::monotonicMillis));
             RemoteSeat.InProcess anna = RemoteSeat.inProcess(dir.resolve("anna"), clubA.url(), "anna", "white", "ben",
                     "10m", "user = \"anna\"\npassword = \"anna-secret\"\n" + club(clubA, "a-1"));
             RemoteSeat.InProcess ben = RemoteSeat.inProcess(dir.resolve("ben"), clubB.url(), "ben", "black", "anna",
                     "10m", "user = \"ben\"\npassword = \"ben-secret\"\n" + club(clubB, "b-1"))) {
            RemoteSeat.await("the challenge accepted across the bridge", () -> anna.service().remote().agreedCode() != null
                    && anna.service().remote().agreedCode().equals(ben.service().remote().agreedCode()));
            String code = anna.service().remote().agreedCode();
            ApiClient pageA = new ApiClient("http://127.0.0.1:" + hubA.port(), null);
            ApiClient pageB = new ApiClient("http://127.0.0.1:" + hubB.port(), null);
            OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
            List<String> played = new ArrayList<>();
            for (OthelloMove m : record.moves().subList(0, MOVES)) {
                Side mover = g.position().toMove();
                RemoteSeat.InProcess near = mover == Side.BLACK ? anna : ben;
                RemoteSeat.InProcess far = near == anna ? ben : anna;
                g.play(m);
                played.add(m.toString());
                near.show(g.position());
                RemoteSeat.await("the mover's board took " + m, () -> near.moves().size() == g.ply());
                long left = mover == Side.BLACK ? near.snapshot().clock().black() : near.snapshot().clock().white();
                RemoteSeat.await("the far board's LEDs show " + m, () -> m.toString().equals(far.requested()));
                far.show(g.position());
                RemoteSeat.await("the far board took " + m, () -> far.moves().size() == g.ply());
                for (ApiClient page : List.of(pageA, pageB)) {
                    RemoteSeat.await("the hub shows " + m + " with the clocks", () -> {
                        JsonArray games = get(page, "/api/remote-games").getAsJsonArray();
                        JsonObject shown = games.size() == 1 ? games.get(0).getAsJsonObject() : null;
                        return shown != null && g.position().squares().equals(shown.get("position").getAsString())
                                && shown.getAsJsonObject("clocks").get(side(mover)).getAsLong() == left;
                    });
                }
                JsonObject onA = only(get(pageA, "/api/remote-games"));
                JsonObject onB = only(get(pageB, "/api/remote-games"));
                for (JsonObject shown : List.of(onA, onB)) {
                    assertEquals(code, shown.get("code").getAsString());
                    assertEquals("anna", shown.get("black").getAsString(), "both names, each board's own on its broker");
                    assertEquals("ben", shown.get("white").getAsString());
                    assertEquals(played.toString(), strings(shown.getAsJsonArray("moves")).toString());
                    assertEquals(m.toString(), shown.get("lastMove").getAsString());
                    assertEquals("playing", shown.get("status").getAsString());
                    assertEquals(side(mover.opponent()), shown.getAsJsonObject("clocks").get("running").getAsString(),
                            "the clock of the player to move runs");
                }
                assertEquals("[\"a-1\"]", onA.get("boards").toString(), "club A's hub: its own board reports it");
                assertEquals("[\"b-1\"]", onB.get("boards").toString(), "club B's hub: its own board reports it");
            }
            // the page draws its cards from the boards' views: a-1's and b-1's carry the game's code and names
            for (Object[] board : new Object[][] {{pageA, "a-1"}, {pageB, "b-1"}}) {
                JsonObject remote = get((ApiClient) board[0], "/api/boards/" + board[1]).getAsJsonObject()
                        .getAsJsonObject("remote");
                assertEquals("{\"code\":\"" + code + "\",\"black\":\"anna\",\"white\":\"ben\"}", remote.toString());
            }
            // ben (White) resigns at his board (O-14); both hubs show the result
            HttpResponse<String> r = new ApiClient("http://127.0.0.1:" + ben.service().port(), RemoteSeat.PIN)
                    .send("POST", "/api/resign", "{\"side\": \"white\"}");
            assertEquals(200, r.statusCode(), r.body());
            RemoteSeat.await("anna's board ends the game", () -> anna.snapshot().result() != null);
            String score = ben.snapshot().result().score();
            for (ApiClient page : List.of(pageA, pageB)) {
                RemoteSeat.await("the hub shows the result", () -> {
                    JsonObject shown = only(get(page, "/api/remote-games"));
                    return shown.get("result").isJsonObject() && "over".equals(shown.get("status").getAsString());
                });
                JsonObject result = only(get(page, "/api/remote-games")).getAsJsonObject("result");
                assertEquals(score, result.get("score").getAsString());
                assertEquals("black", result.get("winner").getAsString());
                assertEquals("resignation", result.get("reason").getAsString());
            }
            // club A's other table is club A's: its hub shows it, club B's never receives it
            RemoteSeat.await("club A's hub shows its other table", () -> get(pageA, "/api/boards/a-2").isJsonObject());
            assertEquals("[a-1, a-2]", names(get(pageA, "/api/boards")).toString());
            assertEquals("[b-1]", names(get(pageB, "/api/boards")).toString(), "nothing of club A's own topics crosses");
            assertEquals(404, pageB.send("GET", "/api/boards/a-2", null).statusCode());
            assertEquals(404, pageB.send("GET", "/api/boards/a-1", null).statusCode());
            assertEquals(404, pageA.send("GET", "/api/boards/b-1", null).statusCode());
        }
    }

    /**
     * Club A's side of the bridge offers club B only what its listed board, anna, writes, and takes in only what is
     * addressed to her, whatever club B's broker would let the bridge do (here club B gave it {@code readwrite #}):
     * club A's own topics and its other boards' remote games never leave it, and nothing from club B reaches carl, a
     * board of club A not listed for the bridge. Each forbidden message goes first and an allowed one after it on the
     * same route, so the allowed one's arrival says the forbidden one would have come by then.
     */
    @Test
    void clubAsBridgeCarriesOnlyItsListedBoardsGamesWhateverClubBAllows() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        RequiredTool.requireProgram("mosquitto_passwd", "mosquitto");
        Path aclB = dir.resolve("club-b.acl");
        Files.writeString(aclB, Files.readString(RemoteBridgeTest.CLUB_ACL)
                + "\nuser bridge-club-a\ntopic readwrite #\nuser watch\ntopic read #\n");
        List<String> b = secured(RemoteBridgeTest.passwords(dir.resolve("club-b.passwd"), "ben", "ben-secret",
                "watch", "watch-secret", "bridge-club-a", RemoteBridgeTest.BRIDGE_PASSWORD), aclB);
        try (MosquittoProcess clubB = MosquittoProcess.start(dir.resolve("club-b"), b);
             MosquittoProcess clubA = MosquittoProcess.start(dir.resolve("club-a"), bridged(clubB))) {
            BlockingQueue<String> onB = new LinkedBlockingQueue<>();
            BlockingQueue<String> atAnna = new LinkedBlockingQueue<>();
            BlockingQueue<String> atCarl = new LinkedBlockingQueue<>();
            MqttClient watch = client(clubB, "watch", "othellier/#", onB);
            MqttClient anna = client(clubA, "anna", "othellier/remote/+/anna/#", atAnna);
            MqttClient carl = client(clubA, "carl", "othellier/remote/+/carl/#", atCarl);
            MqttClient table = client(clubA, "a-2", null, null);
            MqttClient ben = client(clubB, "ben", null, null);
            try {
                String probe = "othellier/remote/anna/ben/alive probe";
                RemoteSeat.await("the bridge is up", () -> {
                    publish(anna, "othellier/remote/anna/ben/alive", "probe");
                    return probe.equals(onB.poll(200, TimeUnit.MILLISECONDS));
                });
                onB.removeIf(probe::equals);
                publish(table, "othellier/club/board/a-2/state", "club A's table");
                publish(carl, "othellier/remote/carl/dave/move", "club A's own game");
                publish(anna, "othellier/remote/anna/ben/move", "anna's");
                String first;
                do { // probes still on their way
                    first = onB.poll(30, TimeUnit.SECONDS);
                } while (probe.equals(first));
                assertEquals("othellier/remote/anna/ben/move anna's", first);
                publish(ben, "othellier/remote/ben/carl/move", "to carl");
                publish(ben, "othellier/remote/ben/anna/move", "to anna");
                assertEquals("othellier/remote/ben/anna/move to anna", atAnna.poll(30, TimeUnit.SECONDS));
                assertEquals("othellier/remote/ben/carl/move to carl", onB.poll(30, TimeUnit.SECONDS), "ben's own");
                assertEquals("othellier/remote/ben/anna/move to anna", onB.poll(30, TimeUnit.SECONDS), "ben's own");
                assertNull(onB.poll(), "nothing else of club A reached club B");
                assertNull(atCarl.poll(), "nothing from club B reached carl");
            } finally {
                for (MqttClient c : List.of(watch, anna, carl, table, ben)) {
                    c.disconnect();
                    c.close();
                }
            }
        }
    }

    /** Club A's broker as the shipped files make it, bridged to club B's with the shipped example. */
    private List<String> bridged(MosquittoProcess clubB) throws Exception {
        List<String> a = secured(RemoteBridgeTest.passwords(dir.resolve("club-a.passwd"), "anna", "anna-secret",
                "a-1", "a-1-secret", "a-2", "a-2-secret", "carl", "carl-secret", "hub", "hub-a-secret"),
                RemoteBridgeTest.CLUB_ACL.toAbsolutePath());
        a.addAll(RemoteBridgeTest.bridgeTo(clubB.port(), RemoteBridgeTest.BRIDGE_PASSWORD));
        return a;
    }

    private static List<String> secured(Path passwd, Path acl) {
        return new ArrayList<>(List.of("listener 1883", "use_username_as_clientid true", "allow_anonymous false",
                "password_file " + passwd.toAbsolutePath(), "acl_file " + acl.toAbsolutePath()));
    }

    /** A board's [club] section: {@code name} in the club on {@code broker}, with its account there. */
    private static String club(MosquittoProcess broker, String name) {
        return "[club]\nbroker = \"" + broker.url() + "\"\nname = \"" + name + "\"\nuser = \"" + name
                + "\"\npassword = \"" + name + "-secret\"\n";
    }

    /** A client as {@code user} (password {@code user-secret}), subscribed to {@code topic} when given. */
    private static MqttClient client(MosquittoProcess broker, String user, String topic, BlockingQueue<String> received)
            throws Exception {
        MqttClient c = new MqttClient(broker.url(), user, new MemoryPersistence());
        MqttConnectOptions options = new MqttConnectOptions();
        options.setUserName(user);
        options.setPassword((user + "-secret").toCharArray());
        c.connect(options);
        if (topic != null) {
            c.subscribe(topic, 1, (t, m) -> received.add(t + " " + new String(m.getPayload(), StandardCharsets.UTF_8)));
        }
        return c;
    }

    private static void publish(MqttClient c, String topic, String text) throws Exception {
        c.publish(topic, text.getBytes(StandardCharsets.UTF_8), 1, false);
    }

    private static HubService hub(Path data, MosquittoProcess broker, String password) throws Exception {
        return HubService.start(HubConfig.read(ConfigSection.parse("[service]\nport = 0\nbind = \"127.0.0.1\"\ndata = \""
                + data + "\"\n[security]\narbiter-pin = \"4321\"\n[club]\nbroker = \"" + broker.url()
                + "\"\nuser = \"hub\"\npassword = \"" + password + "\"\n", "hub")));
    }

    private static JsonElement get(ApiClient page, String path) throws Exception {
        HttpResponse<String> r = page.send("GET", path, null);
        if (r.statusCode() == 404) {
            return com.google.gson.JsonNull.INSTANCE;
        }
        assertEquals(200, r.statusCode(), path + ": " + r.body());
        return JsonParser.parseString(r.body());
    }

    private static JsonObject only(JsonElement games) {
        assertEquals(1, games.getAsJsonArray().size(), "one remote game: " + games);
        return games.getAsJsonArray().get(0).getAsJsonObject();
    }

    private static List<String> strings(JsonArray a) {
        List<String> out = new ArrayList<>();
        a.forEach(e -> out.add(e.getAsString()));
        return out;
    }

    private static List<String> names(JsonElement boards) {
        List<String> out = new ArrayList<>();
        boards.getAsJsonArray().forEach(e -> out.add(e.getAsJsonObject().get("name").getAsString()));
        return out;
    }

    private static String side(Side s) {
        return s == Side.BLACK ? "black" : "white";
    }
}
