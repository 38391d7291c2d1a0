package org.othellier.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.atLeastOnce;
import static org.mockito.Mockito.mockConstruction;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mockito.ArgumentCaptor;
import org.mockito.MockedConstruction;
import org.othellier.club.ClubConfig;
import org.othellier.club.MqttConnection;
import org.othellier.tournament.Result;

/**
 * The hub's commands to the boards with its broker connection faked: every command the arbiter sends (the
 * round's pairings, start, pause, resume) goes again, with its id, every three seconds of the hub's clock until
 * that board answers it; an answer from another board stops nothing; a later pause or resume replaces the one
 * before it, so a late copy never undoes it; a command given while the hub is off the broker goes once it is back,
 * and a board away gets no copies until it is back.
 */
class HubCommandsTest {

    private static final String COMMAND_1 = "othellier/club/board/board-1/command";

    @TempDir
    Path dir;

    private final AtomicLong now = new AtomicLong(1_000_000);
    private MockedConstruction<MqttConnection> broker;
    private MqttConnection.Listener listener;
    private String clientId;
    private boolean connected = true;
    private Hub hub;

    @BeforeEach
    void startHub() {
        broker = mockConstruction(MqttConnection.class, (mqtt, context) -> {
            clientId = (String) context.arguments().get(1);
            listener = (MqttConnection.Listener) context.arguments().get(4);
            when(mqtt.connected()).thenAnswer(i -> connected);
            when(mqtt.publish(anyString(), anyString(), anyBoolean())).thenAnswer(i -> connected);
        });
        // no wait for the answers: the arbiter is told at once which boards have not answered
        hub = Hub.start(new ClubConfig("tcp://127.0.0.1:1", "club", ClubConfig.HUB, "hub", "secret", null), dir,
                Clock.systemUTC(), now::get, 0);
        for (String board : List.of("board-1", "board-2")) {
            boardSays(board, "online", "{\"online\": true}");
        }
        hub.call(() -> null); // the messages taken
    }

    @AfterEach
    void stopHub() {
        hub.close();
        broker.close();
    }

    private MqttConnection mqtt() {
        return broker.constructed().get(0);
    }

    private void boardSays(String board, String leaf, String json) {
        listener.message("othellier/club/board/" + board + "/" + leaf, json.getBytes(StandardCharsets.UTF_8), false);
    }

    /** Every command published to board-1 so far, in order. */
    private List<JsonObject> sentToBoard1() {
        ArgumentCaptor<String> payload = ArgumentCaptor.forClass(String.class);
        verify(mqtt(), atLeastOnce()).publish(eq(COMMAND_1), payload.capture(), eq(false));
        return payload.getAllValues().stream().map(p -> JsonParser.parseString(p).getAsJsonObject()).toList();
    }

    /** The names of the commands published to board-1 so far, in order. */
    private List<String> commandsToBoard1() {
        return sentToBoard1().stream().map(c -> c.get("command").getAsString()).toList();
    }

    /** A tournament of two with round 1 sent to board-1, which answered its pairing with game 3. */
    private void roundPairedOnBoard1() {
        hub.create("Club night", 8, false);
        hub.addPlayer("Ann", null);
        hub.addPlayer("Ben", null);
        hub.pair(null);
        hub.sendRound(1, List.of("board-1"), "25m");
        answeredByBoard1(sentToBoard1().get(0));
    }

    /** board-1 answers {@code command}: done, in its game 3. */
    private void answeredByBoard1(JsonObject command) {
        boardSays("board-1", "ack", "{\"id\": \"" + command.get("id").getAsString() + "\", \"ok\": true, \"gameId\": 3}");
    }

    private void later(long millis) {
        now.addAndGet(millis);
        hub.resendNow();
    }

    private static JsonObject answerOf(JsonObject reply, String board) {
        return reply.getAsJsonArray("boards").asList().stream().map(e -> e.getAsJsonObject())
                .filter(o -> o.get("board").getAsString().equals(board)).findFirst().orElseThrow();
    }

    @Test
    void theHubAsksTheBrokerForItsUserAsClientId() {
        assertEquals("hub", clientId, "the id the example broker gives it whatever it asks for");
    }

    @Test
    void pauseAllIsSentAgainEveryThreeSecondsUntilTheBoardAnswers() {
        JsonObject reply = hub.pauseAll(0, true);
        JsonObject waiting = answerOf(reply, "board-1");
        assertTrue(waiting.get("waiting").getAsBoolean());
        assertEquals("no answer yet: the hub sends it again every 3 s while the board is online, until it answers, unless"
                + " a later command to that board replaces it, for as long as the hub runs", waiting.get("error").getAsString());
        JsonObject pause = sentToBoard1().get(0);
        assertEquals("pause", pause.get("command").getAsString());

        later(2999);
        assertEquals(1, sentToBoard1().size(), "not before three seconds");
        later(1);
        assertEquals(List.of(pause, pause), sentToBoard1(), "the same pause again, with its id");
        later(3000);
        assertEquals(3, sentToBoard1().size());

        // another board answering for board-1 (ids are easy to guess) stops nothing
        boardSays("board-2", "ack", "{\"id\": \"" + pause.get("id").getAsString() + "\", \"ok\": true, \"gameId\": 9}");
        later(3000);
        assertEquals(4, sentToBoard1().size());

        boardSays("board-1", "ack", "{\"id\": \"" + pause.get("id").getAsString() + "\", \"ok\": true, \"gameId\": 7}");
        later(3000);
        later(60_000);
        assertEquals(4, sentToBoard1().size(), "answered: never sent again");
    }

    @Test
    void resumeAllReplacesAPauseNotAnsweredYet() {
        hub.pauseAll(0, true);
        JsonObject resumed = answerOf(hub.pauseAll(0, false), "board-1");
        assertTrue(resumed.get("waiting").getAsBoolean());
        List<JsonObject> first = sentToBoard1();
        assertEquals(List.of("pause", "resume"), first.stream().map(c -> c.get("command").getAsString()).toList());

        later(3000);
        later(3000);
        assertEquals(List.of("pause", "resume", "resume", "resume"),
                commandsToBoard1(),
                "an old pause arriving after the resume would stop the clocks again: only the resume goes again");
        assertEquals(first.get(1), sentToBoard1().get(3));
    }

    @Test
    void startAndPauseGoAgainUntilAnsweredAndAPairingReplacesBoth() {
        roundPairedOnBoard1();
        hub.startRound(1);
        hub.pauseAll(1, true);
        later(3000);
        assertEquals(List.of("pair", "start", "pause", "start", "pause"),
                commandsToBoard1());

        // the round sent again: a start or pause of the game before would act on the new one
        hub.sendRound(1, List.of("board-1"), "10m");
        later(3000);
        assertEquals(List.of("pair", "start", "pause", "start", "pause", "pair", "pair"),
                commandsToBoard1());
    }

    @Test
    void aResultSetByHandEndsTheGameOnItsBoardSentAgainUntilAnswered() {
        roundPairedOnBoard1();
        hub.startRound(1);
        JsonObject start = sentToBoard1().get(1);
        answeredByBoard1(start);

        hub.setResult(1, 1, Result.adjusted(40, 24));
        JsonObject end = sentToBoard1().get(2);
        assertEquals("end", end.get("command").getAsString(), end.toString());
        assertEquals(3, end.get("gameId").getAsLong());
        assertEquals("40-24", end.get("result").getAsString());
        later(3000);
        assertEquals(end, sentToBoard1().get(3), "the same end again, with its id, until the board answers");

        // corrected before the board answered: only the latest result goes on
        hub.setResult(1, 1, Result.adjusted(30, 34));
        JsonObject corrected = sentToBoard1().get(4);
        assertEquals("30-34", corrected.get("result").getAsString());
        later(3000);
        assertEquals(List.of(corrected), sentToBoard1().subList(5, sentToBoard1().size()));
        answeredByBoard1(corrected);
        later(3000);
        later(60_000);
        assertEquals(6, sentToBoard1().size(), "answered: never sent again");
    }

    @Test
    void aBoardAwayIsSentNoCopiesUntilItIsBack() {
        hub.pauseAll(0, true);
        boardSays("board-1", "online", "{\"online\": false}"); // its last will: the broker keeps the pause for it
        later(3000);
        later(60_000);
        assertEquals(1, sentToBoard1().size(), "no copies piled up in the broker's queue for it");
        boardSays("board-1", "online", "{\"online\": true}");
        later(0);
        assertEquals(2, sentToBoard1().size(), "sent again as soon as it is back");
        assertEquals(sentToBoard1().get(0), sentToBoard1().get(1));
    }

    @Test
    void aPauseGivenWhileTheHubIsOffTheBrokerGoesOnceItIsBack() {
        connected = false;
        JsonObject waiting = answerOf(hub.pauseAll(0, true), "board-2");
        assertTrue(waiting.get("waiting").getAsBoolean(), waiting.toString());
        later(10_000);
        List<JsonObject> tried = sentToBoard1();
        connected = true;
        later(0);
        List<JsonObject> sent = sentToBoard1();
        assertEquals(tried.size() + 1, sent.size(), "sent as soon as the hub is connected");
        assertEquals("pause", sent.get(sent.size() - 1).get("command").getAsString());
    }
}
