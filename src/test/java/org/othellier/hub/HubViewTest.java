package org.othellier.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.argThat;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.othellier.tournament.Result;
import org.othellier.tournament.Tournament;

/**
 * The hub's page's live view without a hub: what a board's view says from its state and its table, a board gone
 * silent shown offline on the hub's clock, the tournament's tables with their boards and flags, and each change
 * pushed to the page's listeners (Mockito's).
 */
class HubViewTest {

    private final long[] now = {1_000_000};
    private final HubView view = new HubView(Clock.fixed(Instant.parse("2026-11-28T20:00:00Z"), ZoneOffset.UTC),
            () -> now[0]);
    @SuppressWarnings("unchecked")
    private final Consumer<JsonObject> page = mock(Consumer.class);

    private SeenBoard board(String name, String state) {
        SeenBoard b = new SeenBoard(name);
        b.take(JsonParser.parseString(state).getAsJsonObject());
        b.online = true;
        b.heardAt = now[0];
        return b;
    }

    @Test
    void aBoardsViewIsItsStateWithItsLastMoveAndTableAndIsPushed() {
        view.addListener(page);
        SeenBoard b = board("board-1", "{\"gameId\": 10, \"seq\": 4, \"status\": \"playing\", \"moves\": [\"f5\", \"d6\"],"
                + " \"secret\": \"not shown\"}");
        view.show(b, new HubStore.Assignment(2, 3, "board-1", "p-r2-t3", 10));
        JsonObject v = view.board("board-1");
        assertEquals("board-1", v.get("name").getAsString());
        assertTrue(v.get("online").getAsBoolean());
        assertEquals(10, v.get("game").getAsLong());
        assertEquals("playing", v.get("status").getAsString());
        assertEquals("d6", v.get("lastMove").getAsString());
        assertEquals(2, v.get("round").getAsInt());
        assertEquals(3, v.get("table").getAsInt());
        assertTrue(v.get("clocks").isJsonNull(), "a key the state does not have is null");
        assertFalse(v.has("secret"), "only the keys the page reads");
        assertEquals("2026-11-28T20:00:00Z", v.get("received").getAsString());
        verify(page).accept(argThat(p -> p.get("type").getAsString().equals("board") && p.get("board").equals(v)));
        assertNull(view.board("board-2"));
    }

    @Test
    void aBoardNotHeardForThreeHeartbeatsIsShownOffline() {
        SeenBoard b = board("board-1", "{\"gameId\": 10, \"seq\": 4}");
        now[0] += SeenBoard.SILENT_MILLIS - 1;
        view.show(b, null);
        assertTrue(view.board("board-1").get("online").getAsBoolean());
        assertTrue(b.shownOnline);
        now[0] += 1;
        view.show(b, null);
        assertFalse(view.board("board-1").get("online").getAsBoolean(), "online by its word, silent by the clock");
        assertFalse(b.shownOnline);
    }

    @Test
    void theBoardsAreListedByName() {
        view.show(board("board-2", "{}"), null);
        view.show(board("board-10", "{}"), null);
        view.show(board("board-1", "{}"), null);
        assertEquals(List.of("board-1", "board-10", "board-2"), view.boards().asList().stream()
                .map(e -> e.getAsJsonObject().get("name").getAsString()).toList());
    }

    @Test
    void aBoardsTableChangedIsSeenFromItsView() {
        SeenBoard b = board("board-1", "{\"gameId\": 10}");
        HubStore.Assignment table = new HubStore.Assignment(1, 1, "board-1", "p", 10);
        assertFalse(HubView.tableChanged(b, table), "never shown: nothing to change");
        view.show(b, null);
        assertTrue(HubView.tableChanged(b, table));
        assertFalse(HubView.tableChanged(b, null));
        view.show(b, table);
        assertFalse(HubView.tableChanged(b, table));
        assertTrue(HubView.tableChanged(b, null));
    }

    @Test
    void theTournamentsTablesShowTheirBoardsAndWhatTheArbiterMustSee() {
        view.addListener(page);
        view.show(null, Map.of(), (board, game) -> null);
        assertTrue(view.tournament().get("name").isJsonNull());

        Tournament t = Tournament.create("Club night", 8);
        for (String p : List.of("Ann", "Ben", "Cat", "Dan")) {
            t.addPlayer(p, null);
        }
        t.pairNextRound();
        HeldGame flagged = new HeldGame("board-1", 10);
        flagged.unchecked = "its moves make 64-0, not the 40-24 it reported";
        HeldGame left = new HeldGame("board-2", 20);
        left.abandoned = true;
        Map<Integer, Map<Integer, HubStore.Assignment>> tables = Map.of(1, Map.of(
                1, new HubStore.Assignment(1, 1, "board-1", "p-r1-t1", 10),
                2, new HubStore.Assignment(1, 2, "board-2", "p-r1-t2", 20)));
        view.show(t, tables, (board, game) -> game == 10 ? flagged : left);
        JsonObject round = view.tournament().getAsJsonArray("rounds").get(0).getAsJsonObject();
        JsonObject t1 = round.getAsJsonArray("tables").get(0).getAsJsonObject();
        JsonObject t2 = round.getAsJsonArray("tables").get(1).getAsJsonObject();
        assertEquals("board-1", t1.get("board").getAsString());
        assertEquals(10, t1.get("gameId").getAsLong());
        assertEquals("its moves make 64-0, not the 40-24 it reported", t1.get("unchecked").getAsString());
        assertFalse(t1.get("abandoned").getAsBoolean());
        assertTrue(t2.get("abandoned").getAsBoolean());
        assertTrue(t2.get("result").isJsonNull());
        assertEquals(4, view.tournament().getAsJsonArray("standings").size());

        t.record(1, 1, Result.adjusted(40, 24));
        view.show(t, tables, (board, game) -> game == 10 ? flagged : left);
        t1 = view.tournament().getAsJsonArray("rounds").get(0).getAsJsonObject().getAsJsonArray("tables").get(0)
                .getAsJsonObject();
        assertTrue(t1.get("unchecked").isJsonNull(), "set by the arbiter: no longer flagged");
        assertEquals("adjusted", t1.getAsJsonObject("result").get("ending").getAsString());
        verify(page, times(3)).accept(argThat(p -> p.get("type").getAsString().equals("tournament")));
    }
}
