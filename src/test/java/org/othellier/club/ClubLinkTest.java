package org.othellier.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * A board's link to a real Mosquitto started by the test: what it publishes (the retained state, every journal
 * event by its number), how it catches up after the broker was killed in the middle of a game, and the hub's
 * commands taken through the board's event loop and answered; a task of the link's thread that fails is logged.
 */
@OutsideProgram
class ClubLinkTest {

    /** The shortest Othello game: nine moves, Black wipes White out (64-0 with the empty squares, O-10). */
    private static final String SHORTEST = "e6f4e3f6g5d6e7f5c5";

    @TempDir
    Path dir;

    private static List<String> moves(String transcript) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < transcript.length(); i += 2) {
            out.add(transcript.substring(i, i + 2));
        }
        return out;
    }

    @Test
    void everyEventReachesTheBrokerInJournalOrderEvenWhenTheBrokerDiesMidGame() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             TopicRecorder rec = new TopicRecorder(broker.url(), "club");
             ClubBoard board = ClubBoard.start(dir.resolve("board-1"), broker.url(), "board-1", "none")) {
            ClubBoard.await("both clients connected", () -> rec.connected() && board.service.club().connected());
            JsonObject online = rec.await("the board online", ClubTopics.ONLINE, o -> o.get("online").getAsBoolean());
            assertTrue(online.get("online").getAsBoolean());
            List<String> moves = moves(SHORTEST);
            for (String m : moves.subList(0, 4)) {
                board.play(m);
            }
            rec.await("the fourth move", ClubTopics.EVENT, e -> e.get("kind").getAsString().equals("move")
                    && e.get("data").getAsString().equals("f6"));
            long seen = System.currentTimeMillis();
            ClubBoard.await("the broker saved the recorder's session", () -> broker.savedSince(seen));
            broker.kill();
            for (String m : moves.subList(4, 7)) {
                board.play(m); // the board plays on without its broker
            }
            assertFalse(board.service.club().connected());
            broker.start();
            for (String m : moves.subList(7, 9)) {
                board.play(m);
            }
            rec.await("the result", ClubTopics.EVENT, e -> e.get("kind").getAsString().equals("result"));
            long game = board.snapshot().gameId();
            TreeMap<Integer, JsonObject> bySeq = new TreeMap<>();
            for (TopicRecorder.Received r : rec.all(ClubTopics.EVENT)) {
                if (r.json().get("gameId").getAsLong() == game) {
                    bySeq.put(r.json().get("seq").getAsInt(), r.json());
                }
            }
            assertEquals(0, bySeq.firstKey(), "the game's header is event 0");
            assertEquals(bySeq.size() - 1, bySeq.lastKey(), "no event missing: " + bySeq.keySet());
            List<String> published = bySeq.values().stream().filter(e -> e.get("kind").getAsString().equals("move"))
                    .map(e -> e.get("data").getAsString()).toList();
            assertEquals(moves, published);
            JsonObject result = bySeq.lastEntry().getValue();
            assertEquals("black", result.get("side").getAsString());
            assertEquals("64-0", result.get("data").getAsString());
            ClubBoard.await("the retained state shows the result", () -> {
                JsonObject s = rec.latest("board-1", ClubTopics.STATE);
                return s != null && s.get("status").getAsString().equals("over") && s.get("seq").getAsInt() == bySeq.lastKey();
            });
            JsonObject state = rec.latest("board-1", ClubTopics.STATE);
            assertEquals("64-0", state.getAsJsonObject("result").get("score").getAsString());
            assertEquals(9, state.getAsJsonArray("moves").size());
        }
    }

    @Test
    void theHubsCommandsRunOnTheBoardsLoopAndAreAnswered() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             TopicRecorder rec = new TopicRecorder(broker.url(), "club");
             ClubBoard board = ClubBoard.start(dir.resolve("board-2"), broker.url(), "board-2", "none")) {
            ClubBoard.await("both clients connected", () -> rec.connected() && board.service.club().connected());
            long first = board.snapshot().gameId();
            rec.send("board-2", ClubTopics.COMMAND, """
                    {"id": "c1", "command": "pair", "pairing": "r1-t2", "round": 1, "table": 2,
                     "black": "Alice", "white": "Bob", "clock": "5m"}""");
            JsonObject ack = ack(rec, "c1");
            assertTrue(ack.get("ok").getAsBoolean(), ack.toString());
            long paired = ack.get("gameId").getAsLong();
            assertTrue(paired > first);
            ClubBoard.await("the pairing's names in the state", () -> {
                JsonObject s = rec.latest("board-2", ClubTopics.STATE);
                return s != null && s.get("gameId").getAsLong() == paired
                        && s.getAsJsonObject("players").get("black").getAsString().equals("Alice");
            });
            assertTrue(board.snapshot().messages().stream().anyMatch(m -> m.text().equals(
                    "round 1, table 2: Alice (Black) against Bob (White)")), "the names on the board's page");
            assertEquals(List.of("Alice", "Bob"), board.snapshot().players(), "the names under the board page's clocks");
            assertEquals("5m", board.snapshot().clock().control());
            assertFalse(board.snapshot().clock().started());

            rec.send("board-2", ClubTopics.COMMAND, """
                    {"id": "c2", "command": "pair", "pairing": "r1-t2", "black": "Alice", "white": "Bob"}""");
            assertEquals(paired, ack(rec, "c2").get("gameId").getAsLong(), "a pairing sent twice starts one game");

            rec.send("board-2", ClubTopics.COMMAND, "{\"id\": \"c3\", \"command\": \"start\"}");
            assertTrue(ack(rec, "c3").get("ok").getAsBoolean());
            assertTrue(board.snapshot().clock().started());
            assertEquals("BLACK", board.snapshot().clock().running().name());

            rec.send("board-2", ClubTopics.COMMAND, "{\"id\": \"c4\", \"command\": \"pause\"}");
            assertTrue(ack(rec, "c4").get("ok").getAsBoolean());
            assertEquals("paused", board.snapshot().status());
            rec.send("board-2", ClubTopics.COMMAND, "{\"id\": \"c5\", \"command\": \"pause\"}");
            JsonObject refused = ack(rec, "c5");
            assertFalse(refused.get("ok").getAsBoolean());
            assertEquals("the game is paused, not playing: nothing to pause", refused.get("error").getAsString());
            rec.send("board-2", ClubTopics.COMMAND, "{\"id\": \"c6\", \"command\": \"resume\"}");
            assertTrue(ack(rec, "c6").get("ok").getAsBoolean());
            assertEquals("playing", board.snapshot().status());
            // a late copy of the pause answered before (the hub sends a command again until its answer arrives)
            rec.send("board-2", ClubTopics.COMMAND, "{\"id\": \"c4\", \"command\": \"pause\"}");
            ClubBoard.await("the pause answered again", () -> rec.all(ClubTopics.ACK).stream()
                    .filter(r -> r.json().get("id").getAsString().equals("c4")).count() == 2);
            assertEquals(List.of(true, true), rec.all(ClubTopics.ACK).stream().filter(r -> r.json().get("id").getAsString()
                    .equals("c4")).map(r -> r.json().get("ok").getAsBoolean()).toList(), "answered as the first time");
            assertEquals("playing", board.snapshot().status(), "not paused again: run once");

            rec.send("board-2", ClubTopics.COMMAND, "{\"id\": \"c7\", \"command\": \"explode\"}");
            assertEquals("unknown command 'explode' (pair, start, pause, resume, end, replay)",
                    ack(rec, "c7").get("error").getAsString());
            rec.send("board-2", ClubTopics.COMMAND, "not json");
            rec.await("a refusal of a malformed command", ClubTopics.ACK, o -> o.has("error")
                    && o.get("error").getAsString().startsWith("a command must be a JSON object"));

            int before = rec.all(ClubTopics.EVENT).size();
            rec.send("board-2", ClubTopics.COMMAND, "{\"id\": \"c8\", \"command\": \"replay\", \"gameId\": " + paired
                    + ", \"after\": -1}");
            JsonObject replayed = ack(rec, "c8");
            assertTrue(replayed.get("ok").getAsBoolean());
            int last = replayed.get("seq").getAsInt();
            ClubBoard.await("the replay", () -> rec.all(ClubTopics.EVENT).size() >= before + last + 1);
            assertEquals(List.of("game", "clock-start", "pause", "resume"), rec.all(ClubTopics.EVENT).subList(before,
                    before + last + 1).stream().map(r -> r.json().get("kind").getAsString()).toList());
        }
    }

    @Test
    void aPairingIsPlayedOnTheTournamentsBoardSizeOrRefusedNamingIt() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             TopicRecorder rec = new TopicRecorder(broker.url(), "club");
             ClubBoard sim = ClubBoard.start(dir.resolve("board-3"), broker.url(), "board-3", "none");
             ClubBoard fixed = ClubBoard.startFixedGrid(dir.resolve("board-4"), broker.url(), "board-4")) {
            ClubBoard.await("the clients connected", () -> rec.connected() && sim.service.club().connected()
                    && fixed.service.club().connected());
            rec.send("board-3", ClubTopics.COMMAND, """
                    {"id": "s1", "command": "pair", "pairing": "r1-t1", "black": "Alice", "white": "Bob", "size": 10}""");
            JsonObject ack = ack(rec, "s1");
            assertTrue(ack.get("ok").getAsBoolean(), ack.toString());
            assertEquals(10, sim.snapshot().settings().variant().size(), "the tournament's size, not the board's default 8");
            ClubBoard.await("the 10x10 game in the state", () -> {
                JsonObject s = rec.latest("board-3", ClubTopics.STATE);
                return s != null && s.get("gameId").getAsLong() == ack.get("gameId").getAsLong()
                        && s.get("variant").getAsString().equals("othello 10x10");
            });
            for (String[] bad : new String[][] {{"7", "\"size\" 7 is not a board size: 6, 8 or 10 (O-2)"},
                    {"8.5", "\"size\" 8.5 is not a board size: 6, 8 or 10 (O-2)"},
                    {"\"8\"", "\"size\" \"8\" is not a board size: 6, 8 or 10 (O-2)"}}) {
                rec.send("board-3", ClubTopics.COMMAND, "{\"id\": \"s-" + bad[0].replace("\"", "") + "\", \"command\": \"pair\","
                        + " \"pairing\": \"r1-t2\", \"black\": \"Ann\", \"white\": \"Ben\", \"size\": " + bad[0] + "}");
                JsonObject refused = ack(rec, "s-" + bad[0].replace("\"", ""));
                assertFalse(refused.get("ok").getAsBoolean(), refused.toString());
                assertEquals(bad[1], refused.get("error").getAsString());
            }
            assertEquals(ack.get("gameId").getAsLong(), sim.snapshot().gameId(), "a refused pairing changes nothing");

            long before = fixed.snapshot().gameId();
            rec.send("board-4", ClubTopics.COMMAND, """
                    {"id": "s2", "command": "pair", "pairing": "r1-t3", "black": "Cat", "white": "Dan", "size": 10}""");
            JsonObject refused = ack(rec, "s2");
            assertFalse(refused.get("ok").getAsBoolean(), refused.toString());
            assertEquals("the board is 8x8; a 10x10 game needs a board of that size", refused.get("error").getAsString());
            assertEquals(before, fixed.snapshot().gameId(), "the game in progress goes on");
            rec.send("board-4", ClubTopics.COMMAND, """
                    {"id": "s3", "command": "pair", "pairing": "r1-t3", "black": "Cat", "white": "Dan", "size": 8}""");
            assertTrue(ack(rec, "s3").get("ok").getAsBoolean(), "the same pairing at the board's size is played");
            assertEquals(List.of("Cat", "Dan"), fixed.snapshot().players());
        }
    }

    @Test
    void aTaskOfTheLinksThreadThatFailsIsLoggedAndAPeriodicOneKeepsItsTurns() throws Exception {
        Logger log = Logger.getAnonymousLogger();
        log.setUseParentHandlers(false);
        List<LogRecord> records = new CopyOnWriteArrayList<>();
        log.addHandler(new Handler() {
            @Override
            public void publish(LogRecord r) {
                records.add(r);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        });
        ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor();
        try {
            CountDownLatch turns = new CountDownLatch(3);
            worker.scheduleWithFixedDelay(MqttConnection.logged(log, "the heartbeat", () -> {
                turns.countDown();
                throw new IllegalStateException("no connection object yet");
            }), 0, 1, TimeUnit.MILLISECONDS);
            assertTrue(turns.await(ClubBoard.WAIT_S, TimeUnit.SECONDS), "a failed turn does not end the periodic task");
        } finally {
            worker.shutdownNow();
        }
        LogRecord first = records.get(0);
        assertEquals(Level.WARNING, first.getLevel());
        assertEquals("the heartbeat failed: java.lang.IllegalStateException: no connection object yet", first.getMessage());
    }

    private static JsonObject ack(TopicRecorder rec, String id) throws InterruptedException {
        return rec.await("the answer to " + id, ClubTopics.ACK, o -> o.has("id") && !o.get("id").isJsonNull()
                && o.get("id").getAsString().equals(id));
    }
}
