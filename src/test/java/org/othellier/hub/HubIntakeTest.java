package org.othellier.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.argThat;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.clearInvocations;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.spy;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.club.ClubConfig;
import org.othellier.club.ClubTopics;
import org.othellier.club.MqttConnection;
import org.othellier.config.ConfigException;
import org.othellier.tournament.TournamentException;

/**
 * What the hub does with each message a board may send with its own credentials, without a broker: the connection
 * is Mockito's, the hub's clock a number the test moves. A message out of range, of the wrong type, too large or
 * too many is dropped, counted and said once; the hub keeps serving, repairing the other boards and starting again
 * whatever its data holds; a board's result counts only when its moves make it.
 */
class HubIntakeTest {

    @TempDir
    Path dir;

    private final ClubTopics topics = new ClubTopics("club");
    private final long[] now = {1_000_000};
    private final List<String> log = new ArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord r) {
            log.add(r.getMessage() + (r.getThrown() == null ? "" : " [trace]"));
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    private final Logger hubLog = Logger.getLogger(Hub.class.getName());
    private final AtomicReference<Hub> current = new AtomicReference<>();
    private MqttConnection mqtt;
    private final List<Hub> opened = new ArrayList<>();

    @BeforeEach
    void listen() {
        hubLog.addHandler(handler);
    }

    @AfterEach
    void close() {
        hubLog.removeHandler(handler);
        opened.forEach(Hub::close);
    }

    /** A hub on the test's clock over a connection that answers each board's {@code pair} as a board would. */
    private Hub hub() {
        mqtt = PairingBoards.connection(topics, current::get);
        Hub hub = new Hub(new ClubConfig("tcp://127.0.0.1:1883", "club", ClubConfig.HUB, null, null, null), dir,
                Clock.fixed(Instant.parse("2026-11-28T20:00:00Z"), ZoneOffset.UTC), () -> now[0], listener -> mqtt, false, Hub.ANSWER_MILLIS);
        current.set(hub);
        opened.add(hub);
        return hub;
    }

    private static void send(Hub hub, String board, String leaf, String json) {
        sendBytes(hub, board, leaf, json.getBytes(StandardCharsets.UTF_8));
    }

    private static void sendBytes(Hub hub, String board, String leaf, byte[] payload) {
        hub.take("othellier/club/board/" + board + "/" + leaf, payload, leaf.equals(ClubTopics.STATE));
        hub.call(() -> null); // the hub's thread has handled it
    }

    private static String event(long gameId, long seq, String kind, String data) {
        return "{\"gameId\": " + gameId + ", \"seq\": " + seq + ", \"at\": \"2026-11-28T20:00:00Z\", \"kind\": \"" + kind
                + "\", \"side\": \"black\", \"data\": " + (data == null ? "null" : "\"" + data + "\"") + "}";
    }

    private static String result(long gameId, long seq, String score, String reason) {
        return "{\"gameId\": " + gameId + ", \"seq\": " + seq + ", \"kind\": \"result\", \"side\": null, \"data\": \""
                + score + "\", \"reason\": \"" + reason + "\"}";
    }

    private long refused(Hub hub, String why) {
        return hub.refused().get(why).getAsLong();
    }

    private long lines(String start) {
        return log.stream().filter(l -> l.startsWith(start)).count();
    }

    @Test
    void anEventNumberedMinusOneIsRefusedAndTheHubStartsAgain() {
        Hub hub = hub();
        send(hub, "board-1", "event", event(3, -1, "move", "f5"));
        assertEquals(0, hub.eventCount());
        assertEquals(1, refused(hub, "malformed"));
        assertEquals(List.of("board-1's event is refused: \"seq\" must be from 0 to 100000, not -1 (said once; every"
                + " such message of it is dropped and counted, GET /api/hub)"), log);
        send(hub, "board-1", "event", event(3, 0, "move", "f5"));
        assertEquals(1, hub.eventCount(), "the board's next event is taken");
        hub.close();
        Hub again = hub();
        assertEquals(1, again.eventCount());
        assertEquals(List.of("f5"), again.moves("board-1", 3));
    }

    @Test
    void anEventNumberedTwoBillionIsRefusedAndAHundredThousandIsTheLastTaken() {
        Hub hub = hub();
        for (int i = 0; i < 4; i++) {
            send(hub, "board-1", "event", event(3 + i, Integer.MAX_VALUE, "move", "f5"));
        }
        send(hub, "board-1", "event", event(3, 100_001, "move", "f5"));
        assertEquals(0, hub.eventCount());
        assertEquals(5, refused(hub, "malformed"));
        assertEquals(1, lines("board-1's event is refused"), "said once for the board and kind: " + log);
        send(hub, "board-1", "event", event(3, 100_000, "move", "f5"));
        assertEquals(1, hub.eventCount());
    }

    @Test
    void aTextWhereANumberBelongsIsRefusedNotAnException() {
        Hub hub = hub();
        send(hub, "board-1", "event", "{\"gameId\": \"3\", \"seq\": 1, \"kind\": \"move\", \"data\": \"f5\"}");
        send(hub, "board-2", "event", "{\"gameId\": 3, \"seq\": 1.5, \"kind\": \"move\", \"data\": \"f5\"}");
        send(hub, "board-3", "event", "{\"gameId\": 0, \"seq\": 1, \"kind\": \"move\", \"data\": \"f5\"}");
        send(hub, "board-4", "event", "{\"gameId\": 3, \"seq\": 1, \"kind\": 7, \"data\": \"f5\"}");
        send(hub, "board-5", "ack", "{\"id\": \"h-1\", \"ok\": \"yes\"}");
        send(hub, "board-6", "online", "{\"online\": 1}");
        send(hub, "board-7", "event", "[1, 2]");
        assertEquals(7, refused(hub, "malformed"));
        assertEquals(0, hub.eventCount());
        assertTrue(log.contains("board-1's event is refused: \"gameId\" must be a number, not \"3\" (said once; every"
                + " such message of it is dropped and counted, GET /api/hub)"), log.toString());
        assertTrue(log.stream().noneMatch(l -> l.endsWith("[trace]")), log.toString());
        assertEquals(0, hub.boards().size(), "a board known only by refused messages is not shown");
    }

    @Test
    void aMalformedRetainedStateIsSaidOnceAndTheOtherBoardsAreStillRepaired() {
        Hub hub = hub();
        send(hub, "board-1", "state", "{\"gameId\": \"abc\"}");
        send(hub, "board-2", "state", "{\"name\": \"board-2\", \"gameId\": 5, \"seq\": 3}");
        now[0] += 5000;
        clearInvocations(mqtt);
        hub.repairNow();
        verify(mqtt).publish(eq(topics.of("board-2", ClubTopics.COMMAND)), argThat(c -> c.contains("\"replay\"")
                && c.contains("\"gameId\":5") && c.contains("\"after\":-1")), eq(false));
        send(hub, "board-1", "state", "{\"gameId\": \"abc\"}"); // retained: sent again on every reconnection
        now[0] += 5000;
        hub.repairNow();
        assertEquals(List.of("board-1's state is refused: \"gameId\" must be a number, not \"abc\" (said once; every"
                + " such message of it is dropped and counted, GET /api/hub)"), log);
        assertEquals(2, refused(hub, "malformed"));
        assertEquals(List.of("board-2"), hub.boards().asList().stream()
                .map(b -> b.getAsJsonObject().get("name").getAsString()).toList());
    }

    @Test
    void aStateOverSixteenKilobytesIsDroppedBeforeItIsReadOrKept() {
        Hub hub = hub();
        byte[] huge = new byte[40 << 20];
        byte[] head = "{\"gameId\": 5, \"seq\": 3, \"status\": \"".getBytes(StandardCharsets.UTF_8);
        java.util.Arrays.fill(huge, (byte) 'x');
        System.arraycopy(head, 0, huge, 0, head.length);
        huge[huge.length - 2] = '"';
        huge[huge.length - 1] = '}';
        sendBytes(hub, "board-1", "state", huge);
        String justOver = "{\"gameId\": 5, \"seq\": 3, \"status\": \"" + "x".repeat(Intake.MAX_STATE_BYTES) + "\"}";
        sendBytes(hub, "board-1", "state", justOver.getBytes(StandardCharsets.UTF_8));
        byte[] event = event(5, 1, "move", "x".repeat(Intake.MAX_MESSAGE_BYTES)).getBytes(StandardCharsets.UTF_8);
        sendBytes(hub, "board-1", "event", event);
        assertEquals(3, refused(hub, "tooLarge"));
        assertEquals(0, hub.boards().size());
        assertEquals(0, hub.eventCount());
        assertEquals(List.of("board-1's state of 41943040 bytes is over the 16384 bytes the hub takes: dropped, as every"
                        + " such message of it from now on",
                "board-1's event of " + event.length + " bytes is over the 4096 bytes the hub takes: dropped, as every such message of"
                        + " it from now on"), log);
        send(hub, "board-1", "state", "{\"gameId\": 5, \"seq\": 0, \"status\": \"playing\"}");
        assertEquals("playing", hub.board("board-1").get("status").getAsString(), "a state of its size is taken");
    }

    @Test
    void twentyThousandEventsInFourSecondsAreCutToTheBoardsRateAndSaidOnce() {
        Hub hub = hub();
        for (int i = 0; i < 20_000; i++) {
            hub.take(topics.of("board-1", ClubTopics.EVENT), event(5, i, "press-ignored", "why")
                    .getBytes(StandardCharsets.UTF_8), false);
            if (i % 5 == 4) {
                now[0]++; // 20,000 messages over 4,000 ms
            }
        }
        hub.call(() -> null);
        long taken = Intake.BURST + 3999 * Intake.PER_SECOND / 1000; // the burst, then the rate
        assertEquals(taken, hub.eventCount());
        assertEquals(20_000 - taken, refused(hub, "overRate"));
        assertEquals(1, lines("board-1 sends more than " + Intake.PER_SECOND + " messages a second"), log.toString());
        hub.take(topics.of("board-2", ClubTopics.EVENT), event(5, 1, "move", "f5").getBytes(StandardCharsets.UTF_8),
                false);
        hub.call(() -> null);
        assertEquals(taken + 1, hub.eventCount(), "another board is not held back by board-1");
        now[0] += 1000;
        send(hub, "board-1", "event", event(6, 1, "move", "f5"));
        assertEquals(taken + 2, hub.eventCount(), "board-1 slowed down is heard again");
    }

    @Test
    void aBoardsNameFromTheTopicIsCheckedAsABoardsName() {
        Hub hub = hub();
        send(hub, "x".repeat(1000), "state", "{\"gameId\": 5, \"seq\": 0}");
        send(hub, "hub", "state", "{\"gameId\": 5, \"seq\": 0}");
        assertEquals(0, hub.boards().size());
        assertEquals(2, refused(hub, "badName"));
        assertEquals(1, log.size(), log.toString());
    }

    /** A tournament of four players on two boards, round 1 sent: board-1 plays game 10 (table 1), board-2 game 20. */
    private Hub roundSent() {
        Hub hub = hub();
        send(hub, "board-1", "online", "{\"online\": true}");
        send(hub, "board-2", "online", "{\"online\": true}");
        hub.create("Club night", 8, false);
        for (String p : List.of("Ann", "Ben", "Cat", "Dan")) {
            hub.addPlayer(p, null);
        }
        hub.pair(null);
        JsonObject sent = hub.sendRound(1, List.of("board-1", "board-2"), "25m");
        assertTrue(sent.toString().contains("\"gameId\":10"), sent.toString());
        hub.call(() -> null);
        for (int b = 1; b <= 2; b++) {
            JsonObject header = JsonParser.parseString(event(b * 10, 0, "game", null)).getAsJsonObject();
            header.addProperty("size", 8);
            send(hub, "board-" + b, "event", header.toString());
        }
        return hub;
    }

    private static JsonObject table(Hub hub, int t) {
        return hub.tournament().getAsJsonArray("rounds").get(0).getAsJsonObject().getAsJsonArray("tables").get(t - 1)
                .getAsJsonObject();
    }

    @Test
    void aResultItsMovesDoNotMakeIsNotCountedAndTheTableIsFlaggedForTheArbiter() {
        Hub hub = roundSent();
        send(hub, "board-1", "event", event(10, 1, "move", "a1"));
        send(hub, "board-1", "event", event(10, 2, "move", "a1"));
        send(hub, "board-1", "event", result(10, 3, "64-0", "no moves"));
        JsonObject t1 = table(hub, 1);
        assertTrue(t1.get("result").isJsonNull(), t1.toString());
        assertEquals("move 1 (a1) is not legal there", t1.get("unchecked").getAsString());
        assertTrue(hub.tournament().getAsJsonArray("standings").asList().stream()
                .allMatch(s -> s.getAsJsonObject().get("games").getAsInt() == 0), hub.tournament().toString());
        // the round's export goes on: the bad table without its moves, saying why
        String ggf = hub.roundGgf(1);
        assertTrue(ggf.contains("C[moves left out: board-1's game 10: move 1 (a1) is not legal there]"), ggf);
        assertEquals(2, ggf.lines().count(), ggf);
        // the arbiter sets it by hand: counted, no longer flagged
        hub.setResult(1, 1, org.othellier.tournament.Result.played(40, 24));
        assertTrue(table(hub, 1).get("unchecked").isJsonNull());
        assertEquals("40-24", table(hub, 1).getAsJsonObject("result").get("text").getAsString().substring(0, 5));
    }

    @Test
    void aWrongScoreAfterLegalMovesIsNotCountedAndAFlagFallScoredByO13Is() {
        Hub hub = roundSent();
        send(hub, "board-1", "event", event(10, 1, "move", "f5"));
        send(hub, "board-1", "event", result(10, 2, "64-0", "no moves"));
        assertEquals("the game is not over after its 1 move, yet it reported 64-0",
                table(hub, 1).get("unchecked").getAsString());
        // board-2: Black's flag falls at the start: White has every square but Black's two discs (O-13)
        send(hub, "board-2", "event", result(20, 1, "2-62", "time forfeit"));
        JsonObject t2 = table(hub, 2);
        assertTrue(t2.get("unchecked").isJsonNull(), t2.toString());
        assertEquals("time-forfeit", t2.getAsJsonObject("result").get("ending").getAsString());
        // a restart keeps the flag: the result is checked again from the events kept
        hub.close();
        Hub again = hub();
        assertEquals("the game is not over after its 1 move, yet it reported 64-0",
                table(again, 1).get("unchecked").getAsString());
        assertTrue(table(again, 1).get("result").isJsonNull());
    }

    @Test
    void aResignationOrADrawAgreedWhoseScoreIsNotTheRulesIsFlaggedForTheArbiter() {
        Hub hub = roundSent();
        send(hub, "board-1", "event", event(10, 1, "move", "f5"));
        send(hub, "board-1", "event", result(10, 2, "64-0", "resignation"));
        assertEquals("a resignation after these 1 move scores 31-33 or 63-1 (O-14), not 64-0",
                table(hub, 1).get("unchecked").getAsString());
        send(hub, "board-2", "event", result(20, 1, "40-24", "agreed draw"));
        assertEquals("a draw by agreement scores 32-32 (O-15), not 40-24", table(hub, 2).get("unchecked").getAsString());
    }

    @Test
    void aResignationOrADrawAgreedConsistentWithItsMovesEntersTheStandingsAsAdjusted() {
        Hub third = roundSent();
        send(third, "board-1", "event", event(10, 1, "move", "f5"));
        send(third, "board-1", "event", result(10, 2, "63-1", "resignation"));
        JsonObject t1 = table(third, 1);
        assertTrue(t1.get("unchecked").isJsonNull(), t1.toString());
        assertEquals("adjusted", t1.getAsJsonObject("result").get("ending").getAsString(), "no count of the board");
        assertEquals(63, t1.getAsJsonObject("result").get("black").getAsInt());
        send(third, "board-2", "event", result(20, 1, "32-32", "agreed draw"));
        JsonObject t2 = table(third, 2);
        assertTrue(t2.get("unchecked").isJsonNull(), t2.toString());
        assertEquals(32, t2.getAsJsonObject("result").get("white").getAsInt());
    }

    /** Found by ClubRoundTest: a result that comes before a move lost with the broker was flagged for good. */
    @Test
    void aResultThatComesBeforeAMissingMoveIsCheckedOnceTheMoveArrives() {
        Hub hub = roundSent();
        send(hub, "board-2", "event", event(20, 1, "move", "f5"));
        // d6 (seq 2) is lost on its way; Black's flag falls after it: White has every square but Black's three (O-13)
        send(hub, "board-2", "event", result(20, 3, "3-61", "time forfeit"));
        JsonObject waiting = table(hub, 2);
        assertTrue(waiting.get("result").isJsonNull(), waiting.toString());
        assertTrue(waiting.get("unchecked").isJsonNull(), "not flagged while a move is missing: " + waiting);
        send(hub, "board-2", "event", event(20, 2, "move", "d6")); // the repair's replay brings it
        JsonObject counted = table(hub, 2);
        assertTrue(counted.get("unchecked").isJsonNull(), counted.toString());
        assertEquals("time-forfeit", counted.getAsJsonObject("result").get("ending").getAsString());
    }

    @Test
    void aHubStartsWhateverItsDataHoldsNamingEachRowItSkips() throws Exception {
        Hub hub = hub();
        send(hub, "board-1", "state", "{\"gameId\": 5, \"seq\": 1}");
        send(hub, "board-1", "event", event(5, 0, "move", "f5"));
        send(hub, "board-1", "event", event(5, 1, "move", "d6"));
        hub.create("Club night", 8, false);
        hub.addPlayer("Ann", null);
        hub.close();
        // what an older hub kept, which checked nothing
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(HubStore.FILE_NAME));
             Statement s = c.createStatement()) {
            s.execute("INSERT INTO events (board, game_id, seq, kind, data) VALUES ('board-1', 5, -1, 'move', 'c3')");
            s.execute("INSERT INTO events (board, game_id, seq, kind, data) VALUES ('board-1', 6, 2147483647, 'move', 'c3')");
            s.execute("INSERT INTO events (board, game_id, seq, kind, data) VALUES ('board-2', 7, 0, 'game', 'not json')");
            s.execute("INSERT INTO events (board, game_id, seq, kind, data) VALUES ('board-2', 7, 1, 'takeback', 'x')");
            s.execute("INSERT INTO boards (name, state, online, seen) VALUES ('board-2', NULL, 0, 'x')");
            s.execute("INSERT INTO boards (name, state, online, seen) VALUES ('board-3', '{\"gameId\":\"abc\"}', 1, 'x')");
            s.execute("INSERT INTO tournament (event) VALUES ('{not an event')");
        }
        Hub again = hub();
        assertEquals(List.of("f5", "d6"), again.moves("board-1", 5));
        assertEquals("Ann", again.tournament().getAsJsonArray("players").get(0).getAsJsonObject().get("name")
                .getAsString());
        assertEquals(List.of(
                "club.db: board-1's game 5 event -1 (move) is out of range: skipped",
                "club.db: board-1's game 6 event 2147483647 (move) is out of range: skipped",
                "club.db: board-2's game 7 event 0 (game) is skipped: not a JSON object",
                "club.db: board-3's last state is skipped: \"gameId\" must be a number, not \"abc\"",
                "club.db: the tournament's event 3 is skipped: " + tournamentError("{not an event")),
                log.stream().filter(l -> l.startsWith("club.db")).toList());
        assertTrue(log.stream().noneMatch(l -> l.endsWith("[trace]")), log.toString());
        assertEquals(List.of(), again.moves("board-2", 7), "a takeback that says no ply takes nothing back");
        again.addPlayer("Ben", null);
        assertEquals(2, again.tournament().getAsJsonArray("players").size());
    }

    private static String tournamentError(String json) {
        try {
            org.othellier.tournament.TournamentEvent.fromJson(json);
            return "(parsed)";
        } catch (RuntimeException e) {
            return e.getMessage();
        }
    }

    @Test
    void aBrokerConnectionThatCannotBeMadeStopsTheStartWithClubDbClosed() throws Exception {
        Path notACertificate = java.nio.file.Files.writeString(dir.resolve("ca.pem"), "not a certificate");
        ClubConfig tls = new ClubConfig("ssl://127.0.0.1:8883", "club", ClubConfig.HUB, null, null, notACertificate);
        List<Connection> made = new ArrayList<>();
        ConfigException e = assertThrows(ConfigException.class, () -> new Hub(tls, dir, Clock.systemUTC(),
                () -> now[0], listener -> new MqttConnection(tls, "hub", List.of(), null, listener), false,
                Hub.ANSWER_MILLIS, real -> {
                    Connection c = spy(real);
                    made.add(c);
                    return c;
                }));
        assertTrue(e.getMessage().startsWith("club.ca-file " + notACertificate + " is not a CA certificate"),
                e.getMessage());
        assertEquals(1, made.size());
        verify(made.get(0)).close(); // club.db not left open for the life of the process
        assertEquals(0, hub().eventCount(), "the folder starts a hub at once");
    }

    @Test
    void aPlayersNameOverSixtyCharactersIsRefusedByTheHub() {
        Hub hub = hub();
        hub.create("Club night", 8, false);
        TournamentException e = assertThrows(TournamentException.class, () -> hub.addPlayer("x".repeat(60_000), null));
        assertEquals("the player's name is 60000 characters long, over the 60 a name may have", e.getMessage());
        assertFalse(hub.tournament().toString().contains("xxxx"));
        verify(mqtt, never()).publish(anyString(), anyString(), eq(true));
    }
}
