package org.othellier.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.argThat;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.clearInvocations;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.tournament.Result;

/**
 * The tournament and the boards its tables are played on, without a hub or a broker: {@code club.db} in a temporary
 * folder, the boards' games in a {@link BoardRegistry}, the commands to the boards Mockito's. A round's tables are
 * kept before their pairings go; a board's answer binds its table to its game; a result counts once its moves make
 * it (O-7, O-14), is flagged for the arbiter otherwise; the arbiter's result ends a game still going on its board.
 */
class TournamentBridgeTest {

    @TempDir
    Path dir;

    private final Clock wall = Clock.fixed(Instant.parse("2026-11-28T20:00:00Z"), ZoneOffset.UTC);
    private final long[] now = {1_000_000};
    private final BoardCommands commands = mock(BoardCommands.class);
    private final List<JsonObject> sent = new ArrayList<>();
    private HubStore store;
    private HubView view;
    private BoardRegistry registry;
    private TournamentBridge bridge;

    @BeforeEach
    void open() {
        store = HubStore.open(dir);
        when(commands.send(anyString(), any())).thenAnswer(inv -> {
            JsonObject c = inv.getArgument(1);
            c.addProperty("id", "h-" + (sent.size() + 1));
            c.addProperty("to", inv.<String>getArgument(0));
            sent.add(c);
            return new CompletableFuture<JsonObject>();
        });
        start();
    }

    /** The hub's parts on the test's store, as the hub wires them, loaded from it. */
    private void start() {
        view = new HubView(wall, () -> now[0]);
        registry = new BoardRegistry(store, commands, view, () -> now[0], wall);
        bridge = new TournamentBridge(store, registry, commands, view, wall, "run");
        registry.follow(bridge);
        registry.load();
        bridge.load();
    }

    @AfterEach
    void close() {
        store.close();
    }

    private void event(String board, long gameId, int seq, String kind, String data) {
        registry.event(registry.heard(board, false), JsonParser.parseString("{\"gameId\": " + gameId + ", \"seq\": "
                + seq + ", \"kind\": \"" + kind + "\", \"side\": null, \"data\": " + (data == null ? "null" : "\""
                + data + "\"") + "}").getAsJsonObject());
    }

    /** Four players, round 1 paired and sent to board-1 (table 1) and board-2 (table 2), board-1 playing game 10. */
    private void roundOnTwoBoards() {
        for (String board : List.of("board-1", "board-2")) {
            registry.online(registry.heard(board, false), JsonParser.parseString("{\"online\": true}").getAsJsonObject());
        }
        bridge.create("Club night", 8, false);
        for (String p : List.of("Ann", "Ben", "Cat", "Dan")) {
            bridge.mutate(t -> t.addPlayer(p, null));
        }
        bridge.mutate(t -> t.pairNextRound());
        bridge.sendRound(1, List.of("board-1", "board-2"), "10m");
        bridge.pairAnswered(sent.get(0).get("pairing").getAsString(), "board-1", 10);
    }

    private JsonObject table(int t) {
        return view.tournament().getAsJsonArray("rounds").get(0).getAsJsonObject().getAsJsonArray("tables").get(t - 1)
                .getAsJsonObject();
    }

    @Test
    void aRoundsPairingsGoToItsBoardsAndAnAnswerBindsTheTable() {
        roundOnTwoBoards();
        assertEquals(2, sent.size());
        JsonObject pair = sent.get(0);
        assertEquals("board-1", pair.get("to").getAsString());
        assertEquals("pair", pair.get("command").getAsString());
        assertEquals("run-r1-t1", pair.get("pairing").getAsString());
        assertEquals("10m", pair.get("clock").getAsString());
        assertEquals(8, pair.get("size").getAsInt());
        assertEquals(1, bridge.tableOf("board-1", 10).table());
        assertNull(bridge.tableOf("board-2", 20), "board-2 has not answered");
        assertEquals(10, table(1).get("gameId").getAsLong());
        assertTrue(table(2).get("gameId").isJsonNull());
        // board-2's game header names its pairing: bound as well
        JsonObject header = JsonParser.parseString("{\"pairing\": \"run-r1-t2\"}").getAsJsonObject();
        bridge.headerArrived("board-2", 20, header);
        assertEquals(2, bridge.tableOf("board-2", 20).table());
        // kept: a restart finds the tables bound
        start();
        assertEquals(2, bridge.tableOf("board-2", 20).table());
        assertEquals(List.of(1, 1), bridge.assignments().stream().map(HubStore.Assignment::round).toList());
    }

    @Test
    void theArbitersBoardsAreCheckedBeforeAnythingIsKeptOrSent() {
        roundOnTwoBoards();
        sent.clear();
        assertEquals("boards[1]: no board \"board-9\" has been seen by the hub (GET /api/boards lists them)",
                assertThrows(IllegalArgumentException.class,
                        () -> bridge.sendRound(1, List.of("board-2", "board-9"), null)).getMessage());
        assertEquals("boards[1]: \"board-1\" is given twice (boards[0] too): a board plays one table",
                assertThrows(IllegalArgumentException.class,
                        () -> bridge.sendRound(1, List.of("board-1", "board-1"), null)).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> bridge.sendRound(1, List.of("board/#", "board-1"), null)).getMessage()
                .startsWith("boards[0]: \"board/#\" is not a board's name ("));
        assertEquals("round 1 has 2 tables and 1 boards were given", assertThrows(IllegalArgumentException.class,
                () -> bridge.sendRound(1, List.of("board-1"), null)).getMessage());
        assertEquals("round 2 has not been sent to the boards", assertThrows(IllegalArgumentException.class,
                () -> bridge.toRoundBoards(2, "start")).getMessage());
        assertEquals(List.of(), sent);
        assertEquals(10, table(1).get("gameId").getAsLong(), "the tables as they were");
    }

    @Test
    void aResultItsMovesMakeEntersTheStandingsAndAWrongOneIsFlagged() {
        roundOnTwoBoards();
        event("board-1", 10, 0, "move", "f5");
        event("board-1", 10, 1, "result", "63-1 resignation");
        assertTrue(table(1).get("unchecked").isJsonNull(), table(1).toString());
        assertEquals("adjusted", table(1).getAsJsonObject("result").get("ending").getAsString(), "O-14");

        bridge.pairAnswered("run-r1-t2", "board-2", 20);
        event("board-2", 20, 0, "move", "f5");
        event("board-2", 20, 1, "result", "64-0");
        assertEquals("the game is not over after its 1 move, yet it reported 64-0",
                table(2).get("unchecked").getAsString());
        assertTrue(table(2).get("result").isJsonNull());
        // a restart flags it again from the events kept
        start();
        assertEquals("the game is not over after its 1 move, yet it reported 64-0",
                table(2).get("unchecked").getAsString());
    }

    @Test
    void theArbitersResultEndsAGameStillGoingOnItsBoardOnly() {
        roundOnTwoBoards();
        sent.clear();
        bridge.setResult(1, 1, Result.adjusted(40, 24));
        assertEquals(1, sent.size());
        JsonObject end = sent.get(0);
        assertEquals("end", end.get("command").getAsString());
        assertEquals("board-1", end.get("to").getAsString());
        assertEquals(10, end.get("gameId").getAsLong());
        assertEquals("40-24", end.get("result").getAsString());

        bridge.setResult(1, 2, Result.adjusted(32, 32));
        assertEquals(1, sent.size(), "board-2 has not answered its pairing: no game of the table is known there");
        event("board-1", 10, 0, "result", "64-0 arbiter");
        bridge.setResult(1, 1, Result.adjusted(30, 34));
        assertEquals(1, sent.size(), "over on the board already");
        assertEquals(30, table(1).getAsJsonObject("result").get("black").getAsInt(), "corrected");
    }

    @Test
    void aTablesGameItsBoardLeftIsAskedForItsEndByTheRepair() {
        roundOnTwoBoards();
        event("board-1", 10, 0, "move", "f5");
        sent.clear();
        bridge.assignments().forEach(bridge::repair);
        assertEquals(List.of(), sent, "board-1 plays it still");
        registry.state(registry.heard("board-1", true), JsonParser.parseString("{\"gameId\": 11}").getAsJsonObject(),
                "{\"gameId\": 11}");
        clearInvocations(commands);
        bridge.assignments().forEach(bridge::repair);
        verify(commands).send(eq("board-1"), argThat(c -> c.get("command").getAsString().equals("replay")
                && c.get("gameId").getAsLong() == 10 && c.get("after").getAsInt() == 0));
        verify(commands, never()).send(eq("board-2"), any());
    }

    @Test
    void aRoundsGamesAreExportedEachTableWithTheMovesItsBoardSent() {
        roundOnTwoBoards();
        event("board-1", 10, 0, "move", "f5");
        event("board-1", 10, 1, "move", "d6");
        String ggf = bridge.roundGgf(1);
        assertTrue(ggf.contains("B[F5]W[D6]"), ggf);
        assertTrue(ggf.contains("2026-11-28"), "dated by the wall clock: " + ggf);
        assertTrue(bridge.standingsCsv().contains("Ann"));
    }
}
