package org.othellier.hub;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import java.util.logging.Logger;
import org.othellier.club.ClubTopics;
import org.othellier.club.MqttConnection;
import org.othellier.clock.TimeSource;

/**
 * The hub's commands to the boards and their answers (docs/CLUB.md): each sent on the board's command topic with an
 * id of this run, kept until its board answers and sent again meanwhile, a later command replacing the earlier ones
 * a late copy of would undo it. Used on the hub's thread only, but for {@link #answers}, which waits on the caller's.
 */
final class BoardCommands {

    private static final Logger LOG = Logger.getLogger(Hub.class.getName());
    /** How often a command the board has not answered is sent again. */
    static final long RESEND_MILLIS = 3000;
    /** What the arbiter is told of a board that has not answered yet: exactly what {@link #send} does about it. */
    static final String WAITING = "no answer yet: the hub sends it again every " + RESEND_MILLIS / 1000 + " s while the"
            + " board is online, until it answers, unless a later command to that board replaces it, for as long as the"
            + " hub runs";

    /** A command waiting for its board's answer, sent again until it comes (or a later command replaces it). */
    private record Pending(String board, JsonObject command, CompletableFuture<JsonObject> answer, long[] sentAt) {

        String kind() {
            return command.get("command").getAsString();
        }

        String id() {
            return command.get("id").getAsString();
        }
    }

    private final ClubTopics topics;
    private final MqttConnection mqtt;
    private final TimeSource millis;
    private final String runId;
    private final Map<String, Pending> pending = new LinkedHashMap<>(); // sent again in the order first sent
    private long counter;

    /** @param runId this run's mark in every command's id, so that an answer to an earlier run's is never taken */
    BoardCommands(ClubTopics topics, MqttConnection mqtt, TimeSource millis, String runId) {
        this.topics = topics;
        this.mqtt = mqtt;
        this.millis = millis;
        this.runId = runId;
    }

    /**
     * Sends a command to a board. Every command but {@code replay} (which the repair asks again with a new id) is
     * kept until the board answers it and sent again, with the same id, every {@link #RESEND_MILLIS} while the hub
     * is connected (and at once when it was not): a command lost on the way is not lost. A command replaces the
     * board's unanswered earlier ones that a late copy of would undo it ({@link #replaces}); their answers say so.
     */
    CompletableFuture<JsonObject> send(String board, JsonObject command) {
        String id = "h-" + runId + "-" + (++counter);
        command.addProperty("id", id);
        CompletableFuture<JsonObject> answer = new CompletableFuture<>();
        String kind = command.get("command").getAsString();
        if (!kind.equals("replay")) {
            for (Pending p : List.copyOf(pending.values())) {
                if (p.board().equals(board) && replaces(kind, p.kind())) {
                    pending.remove(p.id());
                    p.answer().complete(refusal(p.id(), "replaced by a later " + kind + " (" + id
                            + ") before the board answered: only that one is sent again"));
                }
            }
            pending.put(id, new Pending(board, command, answer, new long[] {millis.nowMillis()}));
        }
        if (!mqtt.publish(topics.of(board, ClubTopics.COMMAND), command.toString(), false) && !kind.equals("replay")) {
            pending.get(id).sentAt()[0] = millis.nowMillis() - RESEND_MILLIS; // not sent: due as soon as connected
        }
        return answer;
    }

    /**
     * Whether a {@code later} command to a board stops the re-sending of an {@code earlier} one it has not answered:
     * a pause or resume replaces the pause or resume before it (an old pause arriving after a newer resume would
     * stop the clocks again), a start the start before it, and a pairing everything before it (the board's game
     * changes: an old pairing, start or pause would act on the new game).
     */
    static boolean replaces(String later, String earlier) {
        return switch (later) {
            case "pause", "resume" -> earlier.equals("pause") || earlier.equals("resume");
            case "start" -> earlier.equals("start");
            case "end" -> earlier.equals("end"); // a correction: the latest result counts
            case "pair" -> true;
            default -> false;
        };
    }

    /**
     * Every command a board has not answered, sent again (the same id) once {@link #RESEND_MILLIS} have passed, while
     * its board is {@code reachable}: a board away gets the copy the broker queued for its session when it is back,
     * and copies sent meanwhile would only fill that queue; once it says it is back, what is due goes at once.
     */
    void resend(Predicate<String> reachable) {
        long now = millis.nowMillis();
        if (!mqtt.connected()) {
            return; // each is due by the time the connection is back
        }
        for (Pending p : List.copyOf(pending.values())) {
            if (now - p.sentAt()[0] >= RESEND_MILLIS && reachable.test(p.board())) {
                p.sentAt()[0] = now;
                mqtt.publish(topics.of(p.board(), ClubTopics.COMMAND), p.command().toString(), false);
            }
        }
    }

    /**
     * The command {@code board} answers with {@code id}, still waiting for that answer, or null: none waits, or it
     * went to another board (ids are easy to guess: another board answering for this one would stop its re-sending).
     */
    JsonObject awaiting(String board, String id) {
        Pending p = id == null ? null : pending.get(id);
        if (p == null) {
            return null;
        }
        if (!p.board().equals(board)) {
            LOG.warning(board + " answered " + Hub.clip(id) + ", a command to " + p.board() + ": ignored");
            return null;
        }
        return p.command();
    }

    /** The answer to a command {@link #awaiting} it: no longer sent again, handed to whoever waits for it. */
    void answered(String id, JsonObject answer) {
        Pending p = pending.remove(id);
        if (p != null) {
            p.answer().complete(answer);
        }
    }

    private static JsonObject refusal(String id, String why) {
        JsonObject o = new JsonObject();
        o.addProperty("id", id);
        o.addProperty("ok", false);
        o.addProperty("error", why);
        return o;
    }

    /**
     * The boards' answers to commands sent to {@code names} (in order), waiting at most {@code waitMillis} for all of
     * them on the caller's thread (never the hub's: the answers come through it); a board that has not answered by
     * then is said {@code waiting}, with {@link #WAITING}.
     */
    static JsonArray answers(List<String> names, List<CompletableFuture<JsonObject>> answers, long waitMillis) {
        try {
            CompletableFuture.allOf(answers.toArray(CompletableFuture[]::new)).get(waitMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            // some have not answered, or failed: each says which below
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // each as it stands now
        }
        JsonArray out = new JsonArray();
        for (int i = 0; i < names.size(); i++) {
            JsonObject o = new JsonObject();
            o.addProperty("board", names.get(i));
            CompletableFuture<JsonObject> answer = answers.get(i);
            if (!answer.isDone()) {
                o.addProperty("ok", false);
                o.addProperty("waiting", true);
                o.addProperty("error", WAITING);
            } else {
                try {
                    JsonObject a = answer.join();
                    o.addProperty("ok", a.get("ok").getAsBoolean());
                    if (a.has("gameId")) {
                        o.add("gameId", a.get("gameId"));
                    }
                    if (a.has("error")) {
                        o.add("error", a.get("error"));
                    }
                } catch (CompletionException e) {
                    o.addProperty("ok", false);
                    o.addProperty("error", String.valueOf(e.getCause()));
                }
            }
            out.add(o);
        }
        return out;
    }
}
