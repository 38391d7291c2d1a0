package org.othellier.club;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

/** A plain MQTT client in a test: everything under the club's tree, kept in arrival order. */
final class TopicRecorder implements AutoCloseable {

    record Received(String board, String leaf, JsonObject json) {
    }

    private final List<Received> received = new ArrayList<>();
    private final Map<String, JsonObject> retained = new ConcurrentHashMap<>();
    private final MqttConnection mqtt;
    private final ClubTopics topics;
    private final java.util.concurrent.CountDownLatch subscribed = new java.util.concurrent.CountDownLatch(1);

    TopicRecorder(String broker, String club) {
        ClubConfig config = new ClubConfig(broker, club, "recorder", null, null, null);
        this.topics = config.topics();
        this.mqtt = new MqttConnection(config, "recorder-" + System.nanoTime(), List.of(topics.root() + "#"), null,
                new MqttConnection.Listener() {
                    @Override
                    public void connected() {
                        subscribed.countDown();
                    }

                    @Override
                    public void message(String topic, byte[] payload, boolean kept) {
                        String[] parts = topics.parse(topic);
                        if (parts == null) {
                            return;
                        }
                        JsonObject o = JsonParser.parseString(new String(payload, StandardCharsets.UTF_8)).getAsJsonObject();
                        synchronized (received) {
                            received.add(new Received(parts[0], parts[1], o));
                        }
                        retained.put(topic, o);
                    }
                }).start();
        try {
            // subscribed before the test goes on: a board started next may publish its first events at once
            if (!subscribed.await(20, java.util.concurrent.TimeUnit.SECONDS)) {
                throw new IllegalStateException("the recorder did not subscribe at " + broker + " within 20 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while subscribing", e);
        }
    }

    boolean connected() {
        return mqtt.connected();
    }

    void send(String board, String leaf, String json) {
        mqtt.publish(topics.of(board, leaf), json, false);
    }

    List<Received> all(String leaf) {
        synchronized (received) {
            return received.stream().filter(r -> r.leaf().equals(leaf)).toList();
        }
    }

    JsonObject latest(String board, String leaf) {
        return retained.get(topics.of(board, leaf));
    }

    /** Waits for a message on {@code leaf} that {@code wanted} accepts. */
    JsonObject await(String what, String leaf, Predicate<JsonObject> wanted) throws InterruptedException {
        JsonObject[] found = new JsonObject[1];
        ClubBoard.await(what, () -> {
            for (Received r : all(leaf)) {
                if (wanted.test(r.json())) {
                    found[0] = r.json();
                    return true;
                }
            }
            return false;
        });
        return found[0];
    }

    @Override
    public void close() {
        mqtt.close();
    }
}
