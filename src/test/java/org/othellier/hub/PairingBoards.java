package org.othellier.hub;

import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import org.othellier.club.ClubTopics;
import org.othellier.club.MqttConnection;

/**
 * The hub's broker connection in the tests that run a hub without one (Mockito's mock): connected, and every board
 * answers a {@code pair} at once as a board would, with game 10 for board-1, 20 for board-2 and so on.
 */
final class PairingBoards {

    private PairingBoards() {
    }

    /** @param hub the hub the answers go to (made after the connection: the hub takes it as it is built) */
    static MqttConnection connection(ClubTopics topics, Supplier<Hub> hub) {
        MqttConnection mqtt = mock(MqttConnection.class);
        when(mqtt.start()).thenReturn(mqtt);
        when(mqtt.connected()).thenReturn(true);
        when(mqtt.publish(anyString(), anyString(), anyBoolean())).thenAnswer(inv -> {
            JsonObject c = JsonParser.parseString((String) inv.getArgument(1)).getAsJsonObject();
            String board = topics.parse(inv.getArgument(0))[0];
            if (c.get("command").getAsString().equals("pair")) {
                JsonObject ack = new JsonObject();
                ack.addProperty("id", c.get("id").getAsString());
                ack.addProperty("ok", true);
                ack.addProperty("gameId", Integer.parseInt(board.substring(board.indexOf('-') + 1)) * 10);
                hub.get().take(topics.of(board, ClubTopics.ACK), ack.toString().getBytes(StandardCharsets.UTF_8), false);
            }
            return true;
        });
        return mqtt;
    }
}
