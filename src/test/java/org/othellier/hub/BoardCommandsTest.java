package org.othellier.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.atLeastOnce;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mockito.ArgumentCaptor;
import org.othellier.club.ClubTopics;
import org.othellier.club.MqttConnection;

/**
 * The hub's commands to the boards without a hub or a broker: the connection is Mockito's, the clock a number the
 * test moves. A command goes again with its id every three seconds until its own board answers it, while the hub is
 * connected and the board reachable; a later command replaces the earlier ones it would be undone by.
 */
class BoardCommandsTest {

    private static final String TO_BOARD_1 = "othellier/club/board/board-1/command";

    private final long[] now = {1_000_000};
    private final MqttConnection mqtt = mock(MqttConnection.class);
    private boolean connected = true;
    private boolean reachable = true;
    private final BoardCommands commands = new BoardCommands(new ClubTopics("club"), mqtt, () -> now[0], "run");

    @BeforeEach
    void broker() {
        when(mqtt.connected()).thenAnswer(i -> connected);
        when(mqtt.publish(anyString(), anyString(), anyBoolean())).thenAnswer(i -> connected);
    }

    private static JsonObject command(String name) {
        JsonObject c = new JsonObject();
        c.addProperty("command", name);
        return c;
    }

    private List<JsonObject> sentToBoard1() {
        ArgumentCaptor<String> payload = ArgumentCaptor.forClass(String.class);
        verify(mqtt, atLeastOnce()).publish(eq(TO_BOARD_1), payload.capture(), eq(false));
        return payload.getAllValues().stream().map(p -> JsonParser.parseString(p).getAsJsonObject()).toList();
    }

    private void later(long millis) {
        now[0] += millis;
        commands.resend(board -> reachable);
    }

    private static JsonObject answer(JsonObject command, boolean ok) {
        return JsonParser.parseString("{\"id\": \"" + command.get("id").getAsString() + "\", \"ok\": " + ok
                + ", \"gameId\": 7}").getAsJsonObject();
    }

    @Test
    void aCommandGoesAgainWithItsIdEveryThreeSecondsUntilItsBoardAnswers() {
        CompletableFuture<JsonObject> answered = commands.send("board-1", command("start"));
        JsonObject start = sentToBoard1().get(0);
        assertEquals("h-run-1", start.get("id").getAsString(), "this run's mark and a count");
        later(2999);
        assertEquals(1, sentToBoard1().size(), "not before three seconds");
        later(1);
        assertEquals(List.of(start, start), sentToBoard1());

        assertNull(commands.awaiting("board-2", "h-run-1"), "another board's answer stops nothing");
        later(3000);
        assertEquals(3, sentToBoard1().size());

        assertEquals(start, commands.awaiting("board-1", "h-run-1"));
        JsonObject yes = answer(start, true);
        commands.answered("h-run-1", yes);
        assertEquals(yes, answered.join());
        assertNull(commands.awaiting("board-1", "h-run-1"), "answered once");
        later(60_000);
        assertEquals(3, sentToBoard1().size(), "never again");
    }

    @Test
    void aResumeReplacesThePauseNotAnsweredAndThePauseSaysSo() {
        CompletableFuture<JsonObject> pause = commands.send("board-1", command("pause"));
        CompletableFuture<JsonObject> otherBoard = commands.send("board-2", command("pause"));
        commands.send("board-1", command("resume"));
        JsonObject refused = pause.join();
        assertFalse(refused.get("ok").getAsBoolean());
        assertEquals("replaced by a later resume (h-run-3) before the board answered: only that one is sent again",
                refused.get("error").getAsString());
        assertFalse(otherBoard.isDone(), "another board's pause stays");
        later(3000);
        assertEquals(List.of("pause", "resume", "resume"), sentToBoard1().stream()
                .map(c -> c.get("command").getAsString()).toList());
    }

    @Test
    void whatEachCommandReplaces() {
        assertTrue(BoardCommands.replaces("pause", "resume"));
        assertTrue(BoardCommands.replaces("resume", "pause"));
        assertTrue(BoardCommands.replaces("start", "start"));
        assertFalse(BoardCommands.replaces("start", "pause"));
        assertTrue(BoardCommands.replaces("end", "end"));
        assertTrue(BoardCommands.replaces("pair", "start"), "a pairing changes the board's game");
        assertFalse(BoardCommands.replaces("pause", "pair"));
        assertFalse(BoardCommands.replaces("replay", "replay"));
    }

    @Test
    void aReplayIsSentOnceAndNeverKept() {
        commands.send("board-1", command("replay"));
        later(60_000);
        assertEquals(1, sentToBoard1().size(), "the repair asks again with a new id");
    }

    @Test
    void aCommandGivenOffTheBrokerGoesAsSoonAsTheHubIsBack() {
        connected = false;
        commands.send("board-1", command("pause"));
        later(10_000);
        verify(mqtt, times(1)).publish(eq(TO_BOARD_1), anyString(), eq(false));
        connected = true;
        later(0);
        verify(mqtt, times(2)).publish(eq(TO_BOARD_1), anyString(), eq(false));
    }

    @Test
    void aBoardAwayGetsNoCopiesUntilItIsBack() {
        commands.send("board-1", command("pause"));
        reachable = false;
        later(60_000);
        assertEquals(1, sentToBoard1().size());
        reachable = true;
        later(0);
        assertEquals(2, sentToBoard1().size());
        verify(mqtt, never()).publish(anyString(), anyString(), eq(true));
    }

    @Test
    void theArbiterIsToldEachBoardsAnswerAndWhichAreStillAwaited() {
        CompletableFuture<JsonObject> yes = CompletableFuture.completedFuture(
                JsonParser.parseString("{\"ok\": true, \"gameId\": 7}").getAsJsonObject());
        CompletableFuture<JsonObject> no = CompletableFuture.completedFuture(
                JsonParser.parseString("{\"ok\": false, \"error\": \"no game\"}").getAsJsonObject());
        CompletableFuture<JsonObject> failed = CompletableFuture.failedFuture(new IllegalStateException("lost"));
        JsonArray out = BoardCommands.answers(List.of("board-1", "board-2", "board-3", "board-4"),
                List.of(yes, no, failed, new CompletableFuture<>()), 0);
        assertEquals("{\"board\":\"board-1\",\"ok\":true,\"gameId\":7}", out.get(0).toString());
        assertEquals("{\"board\":\"board-2\",\"ok\":false,\"error\":\"no game\"}", out.get(1).toString());
        assertEquals("{\"board\":\"board-3\",\"ok\":false,\"error\":\"java.lang.IllegalStateException: lost\"}",
                out.get(2).toString());
        JsonObject waiting = out.get(3).getAsJsonObject();
        assertTrue(waiting.get("waiting").getAsBoolean());
        assertEquals(BoardCommands.WAITING, waiting.get("error").getAsString());
    }

    @Test
    void theWaitEndsWhenTheLastBoardAnswers() throws InterruptedException {
        CompletableFuture<JsonObject> late = new CompletableFuture<>();
        Thread board = Thread.ofVirtual().start(() -> late.complete(
                JsonParser.parseString("{\"ok\": true}").getAsJsonObject()));
        // a wait far longer than any test: it ends with the answer, not with the time
        JsonArray out = BoardCommands.answers(List.of("board-1"), List.of(late), 3_600_000);
        assertTrue(out.get(0).getAsJsonObject().get("ok").getAsBoolean());
        board.join();
    }
}
