package org.othellier.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.argThat;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.clearInvocations;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.google.gson.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.club.ClubConfig;
import org.othellier.club.ClubTopics;
import org.othellier.club.MqttConnection;
import org.othellier.store.StoreException;
import org.othellier.testing.FailingDisk;
import org.othellier.tournament.Result;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * The hub while its {@code club.db} cannot be written (a full disk, made by Mockito's spy on its connection:
 * {@link FailingDisk}), without a broker: memory and the file stay in agreement. An event the store could not keep is
 * not held, asked for again and kept once the disk works; a tournament command that could not be kept is refused in
 * plain words and leaves the tournament as it was; a restart finds what the hub showed.
 */
class HubStoreFailureTest {

    @TempDir
    Path dir;

    private final ClubTopics topics = new ClubTopics("club");
    private final long[] now = {1_000_000};
    private final FailingDisk disk = new FailingDisk();
    private final AtomicReference<Hub> current = new AtomicReference<>();
    private final List<Hub> opened = new ArrayList<>();
    private MqttConnection mqtt;
    private volatile boolean tournamentFails;

    @AfterEach
    void close() {
        opened.forEach(Hub::close);
    }

    /** A hub on the test's clock and disk, over a connection that answers each board's {@code pair} as a board would. */
    private Hub hub() {
        mqtt = PairingBoards.connection(topics, current::get);
        Hub hub = new Hub(new ClubConfig("tcp://127.0.0.1:1883", "club", ClubConfig.HUB, null, null, null), dir,
                Clock.fixed(Instant.parse("2026-11-28T20:00:00Z"), ZoneOffset.UTC), () -> now[0], listener -> mqtt,
                false, Hub.ANSWER_MILLIS, real -> {
                    Connection c = disk.wrap(real);
                    try {
                        // the tournament's rows alone fail: a board's event is kept, the result it brings is not
                        doAnswer(inv -> {
                            if (tournamentFails && inv.<String>getArgument(0).startsWith("INSERT INTO tournament")) {
                                throw new SQLiteException("[SQLITE_FULL] database or disk is full",
                                        SQLiteErrorCode.SQLITE_FULL);
                            }
                            return inv.callRealMethod();
                        }).when(c).prepareStatement(anyString());
                    } catch (SQLException e) {
                        throw new AssertionError(e);
                    }
                    return c;
                });
        current.set(hub);
        opened.add(hub);
        return hub;
    }

    private static void send(Hub hub, String board, String leaf, String json) {
        hub.take("othellier/club/board/" + board + "/" + leaf, json.getBytes(StandardCharsets.UTF_8),
                leaf.equals(ClubTopics.STATE));
        hub.call(() -> null); // the hub's thread has handled it
    }

    private static String move(long gameId, int seq, String square) {
        return "{\"gameId\": " + gameId + ", \"seq\": " + seq + ", \"at\": \"2026-11-28T20:00:00Z\", \"kind\": \"move\","
                + " \"side\": \"black\", \"data\": \"" + square + "\"}";
    }

    private static String state(long gameId, int seq) {
        return "{\"name\": \"board-1\", \"gameId\": " + gameId + ", \"seq\": " + seq + "}";
    }

    @Test
    void anEventArrivingWhileTheDiskIsFullIsAskedForAgainAndKeptOnceItWorks() {
        Hub hub = hub();
        send(hub, "board-1", "state", state(10, 0));
        send(hub, "board-1", "event", move(10, 0, "f5"));
        assertEquals(1, hub.eventCount());

        disk.fail(SQLiteErrorCode.SQLITE_FULL);
        send(hub, "board-1", "event", move(10, 1, "d6"));
        send(hub, "board-1", "state", state(10, 1));
        assertEquals(1, hub.eventCount(), "not kept, so not held");

        disk.free();
        now[0] += 5_000;
        clearInvocations(mqtt);
        hub.repairNow();
        verify(mqtt).publish(eq(topics.of("board-1", ClubTopics.COMMAND)), argThat(c -> c.contains("\"replay\"")
                && c.contains("\"gameId\":10") && c.contains("\"after\":0")), eq(false));
        send(hub, "board-1", "event", move(10, 1, "d6")); // the board's replay
        assertEquals(2, hub.eventCount());
        assertEquals(List.of("f5", "d6"), hub.moves("board-1", 10));
        send(hub, "board-1", "event", move(10, 1, "d6")); // and a second copy of it
        assertEquals(2, hub.eventCount(), "held once");

        hub.close();
        Hub again = hub();
        assertEquals(2, again.eventCount());
        assertEquals(List.of("f5", "d6"), again.moves("board-1", 10));
    }

    @Test
    void aTournamentCommandThatCannotBeKeptIsRefusedInPlainWordsAndChangesNothing() {
        Hub hub = hub();
        hub.create("Club", 8, false);
        hub.addPlayer("Ann", null);
        hub.addPlayer("Ben", null);
        JsonObject before = hub.tournament().deepCopy();

        disk.fail(SQLiteErrorCode.SQLITE_FULL);
        StoreException e = assertThrows(StoreException.class, () -> hub.addPlayer("Cid", null));
        assertEquals("the hub's data could not keep the tournament: the disk is full", e.plain());
        assertEquals(before, hub.tournament(), "Cid is not in the tournament");
        e = assertThrows(StoreException.class, () -> hub.pair(null));
        assertEquals("the hub's data could not keep the tournament: the disk is full", e.plain());
        assertEquals(before, hub.tournament(), "no round");
        e = assertThrows(StoreException.class, () -> hub.create("Another", 8, true));
        assertEquals("the hub's data could not keep the new tournament: the disk is full", e.plain());
        assertEquals(before, hub.tournament(), "the tournament under way is still the one");

        disk.free();
        hub.addPlayer("Cid", null);
        hub.pair(null);
        JsonObject paired = hub.tournament().deepCopy();
        disk.fail(SQLiteErrorCode.SQLITE_BUSY);
        e = assertThrows(StoreException.class, () -> hub.setResult(1, 1, new Result(40, 24, Result.Ending.PLAYED)));
        assertEquals("the hub's data could not keep the tournament: the file is busy (held by another program)",
                e.plain());
        assertEquals(paired, hub.tournament(), "no result");

        disk.free();
        hub.setResult(1, 1, new Result(40, 24, Result.Ending.PLAYED));
        JsonObject after = hub.tournament().deepCopy();
        assertEquals(List.of("Ann", "Ben", "Cid"), after.getAsJsonArray("players").asList().stream()
                .map(p -> p.getAsJsonObject().get("name").getAsString()).toList());
        assertEquals(1, after.getAsJsonArray("rounds").size());
        hub.close();
        assertEquals(after, hub().tournament(), "a restart finds what the hub showed");
    }

    @Test
    void aRoundWhoseTablesCannotBeKeptIsNeitherHeldNorSent() {
        Hub hub = hub();
        send(hub, "board-1", "state", state(5, 0));
        hub.create("Club", 8, false);
        hub.addPlayer("Ann", null);
        hub.addPlayer("Ben", null);
        hub.pair(null);
        JsonObject before = hub.tournament().deepCopy();

        disk.fail(SQLiteErrorCode.SQLITE_IOERR);
        clearInvocations(mqtt);
        StoreException e = assertThrows(StoreException.class, () -> hub.sendRound(1, null, null));
        assertEquals("the hub's data could not keep the round's tables: the disk failed to read or write", e.plain());
        verify(mqtt, never()).publish(anyString(), argThat(c -> c.contains("\"pair\"")), anyBoolean());
        assertEquals(before, hub.tournament(), "no table has a board");

        disk.free();
        JsonObject sent = hub.sendRound(1, null, null);
        assertTrue(sent.getAsJsonArray("boards").get(0).getAsJsonObject().get("ok").getAsBoolean(), sent.toString());
        JsonObject table = hub.tournament().getAsJsonArray("rounds").get(0).getAsJsonObject().getAsJsonArray("tables")
                .get(0).getAsJsonObject();
        assertEquals("board-1", table.get("board").getAsString());
        assertEquals(10, table.get("gameId").getAsLong());
    }

    @Test
    void aBoardsResultTheStoreCouldNotKeepInTheTournamentIsCountedByTheRepairOnceItWorks() {
        Hub hub = hub();
        send(hub, "board-1", "online", "{\"online\": true}");
        send(hub, "board-2", "online", "{\"online\": true}");
        hub.create("Club night", 8, false);
        for (String p : List.of("Ann", "Ben", "Cat", "Dan")) {
            hub.addPlayer(p, null);
        }
        hub.pair(null);
        JsonObject sent = hub.sendRound(1, List.of("board-1", "board-2"), "25m");
        assertTrue(sent.toString().contains("\"gameId\":20"), sent.toString());
        send(hub, "board-2", "event", "{\"gameId\": 20, \"seq\": 0, \"kind\": \"game\", \"size\": 8}");
        JsonObject before = hub.tournament().deepCopy();

        tournamentFails = true;
        // Black's flag falls at the start: 2-62 by O-13, a result the hub counts by itself
        send(hub, "board-2", "event", "{\"gameId\": 20, \"seq\": 1, \"kind\": \"result\", \"side\": null,"
                + " \"data\": \"2-62\", \"reason\": \"time forfeit\"}");
        assertEquals(2, hub.eventCount(), "the board's event is kept");
        assertEquals(before, hub.tournament(), "its result is not, and is not shown");
        now[0] += 5_000;
        hub.repairNow();
        assertEquals(before, hub.tournament(), "still not, while the store fails");

        tournamentFails = false;
        now[0] += 5_000;
        hub.repairNow();
        JsonObject table = hub.tournament().getAsJsonArray("rounds").get(0).getAsJsonObject().getAsJsonArray("tables")
                .get(1).getAsJsonObject();
        assertEquals("time-forfeit", table.getAsJsonObject("result").get("ending").getAsString(), table.toString());
        JsonObject after = hub.tournament().deepCopy();
        hub.close();
        assertEquals(after, hub().tournament(), "a restart finds what the hub showed");
    }
}
