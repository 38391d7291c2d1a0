package org.othellier.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.othellier.hub.Hub;
import org.othellier.service.HubService;
import org.othellier.testing.Chromium;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * A board's own credentials against the hub, through a real Mosquitto: an event numbered -1 (which the hub once kept,
 * then could neither run nor start with) is refused and counted, the board's next event is taken, and the hub starts
 * again on its data; a result its moves do not make is marked on the hub's page (Debian's Chromium) for the arbiter
 * and kept out of the standings. The hub's intake message by message is HubIntakeTest's, without a broker.
 */
@OutsideProgram
class ClubIntakeTest {

    @TempDir
    Path dir;

    @Test
    void anEventNumberedMinusOneThroughTheBrokerLeavesAHubThatStartsAgain() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of())) {
            ClubConfig hubConfig = new ClubConfig(broker.url(), "club", ClubConfig.HUB, null, null, null);
            Hub hub = Hub.start(hubConfig, dir.resolve("hub"), Clock.systemUTC());
            ClubConfig boardConfig = new ClubConfig(broker.url(), "club", "board-1", null, null, null);
            CountDownLatch up = new CountDownLatch(1);
            try (MqttConnection board = new MqttConnection(boardConfig, "board-1", List.of(), null,
                    new MqttConnection.Listener() {
                        @Override
                        public void connected() {
                            up.countDown();
                        }

                        @Override
                        public void message(String topic, byte[] payload, boolean retained) {
                        }
                    }).start()) {
                up.await(20, TimeUnit.SECONDS);
                ClubBoard.await("the hub on the broker", hub::connected);
                String topic = boardConfig.topics().of("board-1", ClubTopics.EVENT);
                board.publish(topic, "{\"gameId\": 3, \"seq\": -1, \"kind\": \"move\", \"side\": \"black\","
                        + " \"data\": \"f5\"}", false);
                board.publish(topic, "{\"gameId\": 3, \"seq\": 0, \"kind\": \"game\", \"size\": 8}", false);
                ClubBoard.await("the good event kept", () -> hub.eventCount() == 1);
                assertEquals(1, hub.refused().get("malformed").getAsLong());
            } finally {
                hub.close();
            }
            Hub again = Hub.start(hubConfig, dir.resolve("hub"), Clock.systemUTC());
            try {
                assertEquals(1, again.eventCount());
            } finally {
                again.close();
            }
        }
    }

    @Test
    void aResultItsMovesDoNotMakeIsMarkedForTheArbiterOnThePageAndNotCounted() throws Exception {
        Chromium.require();
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        WebDriver browser = null;
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of())) {
            HubService hub = ClubHubTest.startHub(dir.resolve("hub"), broker.url());
            ClubConfig boardConfig = new ClubConfig(broker.url(), "club", "board-1", null, null, null);
            ClubTopics topics = boardConfig.topics();
            CountDownLatch up = new CountDownLatch(1);
            AtomicReference<MqttConnection> self = new AtomicReference<>();
            // a board of its own making: answers the pairing with game 10, then reports what it likes
            try (MqttConnection board = new MqttConnection(boardConfig, "board-1",
                    List.of(topics.of("board-1", ClubTopics.COMMAND)), null, new MqttConnection.Listener() {
                        @Override
                        public void connected() {
                            up.countDown();
                        }

                        @Override
                        public void message(String topic, byte[] payload, boolean retained) {
                            JsonObject c = JsonParser.parseString(new String(payload, StandardCharsets.UTF_8))
                                    .getAsJsonObject();
                            if (c.get("command").getAsString().equals("pair")) {
                                self.get().publish(topics.of("board-1", ClubTopics.ACK), "{\"id\": \""
                                        + c.get("id").getAsString() + "\", \"ok\": true, \"gameId\": 10}", false);
                            }
                        }
                    })) {
                self.set(board);
                board.start();
                up.await(20, TimeUnit.SECONDS);
                board.publish(topics.of("board-1", ClubTopics.ONLINE), "{\"online\": true}", true);
                ClubBoard.await("the board on the hub", () -> hub.hub().boards().size() == 1);
                hub.hub().create("Club night", 8, false);
                hub.hub().addPlayer("Ann", null);
                hub.hub().addPlayer("Ben", null);
                hub.hub().pair(null);
                hub.hub().sendRound(1, null, "25m");
                String event = topics.of("board-1", ClubTopics.EVENT);
                board.publish(event, "{\"gameId\": 10, \"seq\": 0, \"kind\": \"game\", \"size\": 8}", false);
                board.publish(event, "{\"gameId\": 10, \"seq\": 1, \"kind\": \"move\", \"data\": \"a1\"}", false);
                board.publish(event, "{\"gameId\": 10, \"seq\": 2, \"kind\": \"move\", \"data\": \"a1\"}", false);
                board.publish(event, "{\"gameId\": 10, \"seq\": 3, \"kind\": \"result\", \"data\": \"64-0\","
                        + " \"reason\": \"no moves\"}", false);
                ClubBoard.await("the result checked", () -> hub.hub().tournament().toString().contains("not legal"));

                ChromeDriver chrome = Chromium.start(dir);
                browser = chrome;
                WebDriverWait wait = Chromium.waitFor(browser, Duration.ofSeconds(15));
                browser.get("http://127.0.0.1:" + hub.port() + "/");
                wait.until(d -> d.findElements(By.cssSelector("#round tbody tr")).size() == 1);
                WebElement result = browser.findElement(By.cssSelector("#round tbody tr td:last-child"));
                assertEquals("⚑ not counted: move 1 (a1) is not legal there: set by hand", result.getText());
                assertEquals("abandoned", result.getDomAttribute("class"), "marked as a table the arbiter must set");
                assertTrue(hub.hub().tournament().getAsJsonArray("standings").asList().stream()
                        .allMatch(s -> s.getAsJsonObject().get("games").getAsInt() == 0), "not in the standings");
            } finally {
                if (browser != null) {
                    browser.quit();
                }
                hub.close();
            }
        }
    }
}
