package org.othellier.club;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.hub.Hub;
import org.othellier.testing.RequiredTool;

/**
 * A board's own credentials against the hub, through a real Mosquitto: an event numbered -1 (which the hub once kept,
 * then could neither run nor start with) is refused and counted, the board's next event is taken, and the hub starts
 * again on its data. The hub's intake message by message is HubIntakeTest's, without a broker.
 */
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
}
