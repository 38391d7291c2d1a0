package org.othellier.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.argThat;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.ArgumentMatchers.isNull;
import static org.mockito.Mockito.clearInvocations;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The boards the hub has seen and the games it holds of each, without a hub or a broker: {@code club.db} in a
 * temporary folder; the commands to the boards, the page's view and the tournament's side Mockito's. An event is
 * kept once, a gap asked for with {@code replay} at most every two seconds of the hub's clock, a game's header and
 * result told to the tournament, a table's game the board left before its end found abandoned.
 */
class BoardRegistryTest {

    @TempDir
    Path dir;

    private final long[] now = {1_000_000};
    private final BoardCommands commands = mock(BoardCommands.class);
    private final HubView view = mock(HubView.class);
    private final BoardRegistry.Tables tables = mock(BoardRegistry.Tables.class);
    private HubStore store;
    private BoardRegistry registry;
    private int sent;

    @BeforeEach
    void open() {
        store = HubStore.open(dir);
        registry = registry();
        // the commands' ids as BoardCommands gives them
        when(commands.send(anyString(), any())).thenAnswer(inv -> {
            inv.<JsonObject>getArgument(1).addProperty("id", "h-" + (++sent));
            return new CompletableFuture<JsonObject>();
        });
    }

    private BoardRegistry registry() {
        BoardRegistry r = new BoardRegistry(store, commands, view, () -> now[0],
                Clock.fixed(Instant.parse("2026-11-28T20:00:00Z"), ZoneOffset.UTC));
        r.follow(tables);
        return r;
    }

    @AfterEach
    void close() {
        store.close();
    }

    private static JsonObject json(String text) {
        return JsonParser.parseString(text).getAsJsonObject();
    }

    private void event(String board, long gameId, int seq, String kind, String data) {
        registry.event(registry.heard(board, false), json("{\"gameId\": " + gameId + ", \"seq\": " + seq
                + ", \"at\": \"t\", \"kind\": \"" + kind + "\", \"side\": \"black\", \"data\": "
                + (data == null ? "null" : "\"" + data + "\"") + "}"));
    }

    private void replayAsked(String board, long gameId, int after) {
        verify(commands).send(eq(board), argThat(c -> c.get("command").getAsString().equals("replay")
                && c.get("gameId").getAsLong() == gameId && c.get("after").getAsInt() == after));
    }

    @Test
    void anEventIsKeptOnceAndAGapIsAskedForAtMostEveryTwoSeconds() {
        event("board-1", 5, 0, "move", "f5");
        event("board-1", 5, 0, "move", "f5"); // a second delivery
        assertEquals(1, registry.eventCount());
        verify(commands, never()).send(anyString(), any());

        event("board-1", 5, 3, "move", "c3"); // d6 and c5 lost on the way
        replayAsked("board-1", 5, 0);
        event("board-1", 5, 4, "move", "b3");
        now[0] += BoardRegistry.REPLAY_AGAIN_MILLIS - 1;
        event("board-1", 5, 5, "move", "a3");
        verify(commands, times(1)).send(anyString(), any());
        now[0] += 1;
        registry.repair("board-1", now[0]);
        verify(commands, times(1)).send(anyString(), any()); // the state does not say the game has more
        event("board-1", 5, 6, "move", "a4");
        verify(commands, times(2)).send(anyString(), any());
        assertEquals(5, registry.eventCount());
    }

    @Test
    void aStateAheadOfTheEventsHeldAsksForTheRest() {
        registry.state(registry.heard("board-1", true), json("{\"gameId\": 5, \"seq\": 3}"), "{\"gameId\": 5, \"seq\": 3}");
        replayAsked("board-1", 5, -1);
        verify(view).show(argThat(b -> b.name.equals("board-1") && b.gameId() == 5), isNull());
        assertEquals(List.of("board-1"), registry.names());
        assertEquals(5, registry.currentGame("board-1"));
        // kept: a restart finds it
        BoardRegistry again = registry();
        again.load();
        assertEquals(5, again.currentGame("board-1"));
    }

    @Test
    void aGamesHeaderAndResultAreToldToTheTournament() {
        event("board-1", 5, 0, "game", null);
        verify(tables).headerArrived(eq("board-1"), eq(5L), any());
        event("board-1", 5, 1, "move", "f5");
        event("board-1", 5, 3, "result", "63-1");
        verify(tables).resultArrived(eq("board-1"), eq(5L), argThat(e -> e.seq() == 3));
        clearInvocations(tables);
        event("board-1", 5, 2, "move", "d6"); // the move missed before the result
        verify(tables).resultArrived(eq("board-1"), eq(5L), argThat(e -> e.seq() == 3 && e.data().equals("63-1")));
        assertTrue(registry.held("board-1", 5).ended);
    }

    @Test
    void aBoardsOnlineIsShownWhenItChangesAndASilenceByTheRepair() {
        registry.online(registry.heard("board-1", false), json("{\"online\": true}"));
        verify(view, times(1)).show(any(), any());
        // what the page would have been shown: online
        registry.heard("board-1", false).shownOnline = true;
        registry.online(registry.heard("board-1", false), json("{\"online\": true}"));
        verify(view, times(1)).show(any(), any());
        assertTrue(registry.reachable("board-1"));
        registry.repair("board-1", now[0] + SeenBoard.SILENT_MILLIS);
        verify(view, times(2)).show(any(), any());
        registry.online(registry.heard("board-1", true), json("{\"online\": false}"));
        assertFalse(registry.reachable("board-1"));
        assertTrue(registry.reachable("board-9"), "a board never seen gets its commands");
    }

    @Test
    void aTablesGameTheBoardLeftWithoutAResultIsFoundAbandoned() {
        event("board-1", 5, 0, "game", null);
        event("board-1", 5, 1, "move", "f5");
        registry.askForTheEnd("board-1", 5);
        verify(commands, never()).send(anyString(), any()); // the board plays it still
        registry.state(registry.heard("board-1", true), json("{\"gameId\": 6, \"seq\": -1}"), "{\"gameId\": 6}");
        registry.askForTheEnd("board-1", 5);
        replayAsked("board-1", 5, 1);

        JsonObject other = json("{\"id\": \"h-1\", \"ok\": true, \"gameId\": 5, \"seq\": 1}");
        assertFalse(registry.endAnswered("board-2", other), "another board's answer is not this one");
        now[0] += BoardRegistry.REPLAY_AGAIN_MILLIS;
        registry.askForTheEnd("board-1", 5);
        assertTrue(registry.endAnswered("board-1", json("{\"id\": \"h-2\", \"ok\": true, \"gameId\": 5, \"seq\": 1}")));
        verify(tables).abandoned("board-1", 5);
        assertTrue(registry.held("board-1", 5).abandoned);
        now[0] += BoardRegistry.REPLAY_AGAIN_MILLIS;
        registry.askForTheEnd("board-1", 5);
        verify(commands, times(2)).send(anyString(), any()); // no longer asked
        BoardRegistry again = registry();
        again.load();
        assertTrue(again.held("board-1", 5).abandoned, "kept");
    }

    @Test
    void anAnswerHoldingMoreThanTheHubHasIsNoAbandonment() {
        event("board-1", 5, 0, "move", "f5");
        registry.state(registry.heard("board-1", true), json("{\"gameId\": 6}"), "{\"gameId\": 6}");
        registry.askForTheEnd("board-1", 5);
        assertTrue(registry.endAnswered("board-1", json("{\"id\": \"h-1\", \"ok\": true, \"gameId\": 5, \"seq\": 9}")));
        verify(tables, never()).abandoned(anyString(), anyLong());
        assertFalse(registry.held("board-1", 5).abandoned);
    }

    @Test
    void aGamesMovesHaveItsPassesAndTakebacksApplied() {
        event("board-1", 5, 0, "move", "f5");
        event("board-1", 5, 1, "move", "d6");
        event("board-1", 5, 2, "takeback", "1");
        event("board-1", 5, 3, "pass", null);
        event("board-1", 5, 4, "press-ignored", "why");
        assertEquals(List.of("f5", "PA"), registry.moves("board-1", 5));
        assertEquals(5, registry.events("board-1", 5).size());
        Hub.NoSuchElementException e = assertThrows(Hub.NoSuchElementException.class, () -> registry.events("board-1", 6));
        assertEquals("the hub holds no game 6 of 'board-1'", e.getMessage());
    }
}
