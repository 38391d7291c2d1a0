package org.othellier.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.service.Service;
import org.othellier.testing.ApiClient;
import org.othellier.testing.TestService;

/**
 * A person on a phone as the far opponent (docs/REMOTE.md): the arbiter's invitation, the phone's move shown on the
 * LEDs as the AI's is and carried out by the board's hand, the journal's record with the phone player's name, and the
 * reach of the invitation's token: its game's side, its moves and resignation, nothing else.
 */
class PhoneOpponentApiTest {

    @TempDir
    static Path dir;

    static Service service;
    static ApiClient arbiter;
    static ApiClient nobody;
    static String base;

    /** Black's f5 on the board (one character a square from a1, row by row). */
    static final String F5_DONE = "---------------------------OX------XXX--------------------------";
    /** White's d6 carried out on the board after it: d6 put, d5 turned. */
    static final String D6_DONE = "---------------------------OX------OXX-----O--------------------";

    @BeforeAll
    static void start() throws Exception {
        service = TestService.start(dir, "10m", """
                [security]
                games-per-minute = 600
                """);
        base = TestService.base(service);
        arbiter = new ApiClient(base, service.arbiterPin());
        nobody = new ApiClient(base, null);
    }

    @AfterAll
    static void stop() {
        service.close();
    }

    static JsonObject json(HttpResponse<String> r) {
        return JsonParser.parseString(r.body()).getAsJsonObject();
    }

    static JsonObject ok(ApiClient client, String method, String path, String body) throws Exception {
        HttpResponse<String> r = client.send(method, path, body);
        assertEquals(200, r.statusCode(), method + " " + path + ": " + r.body());
        return json(r);
    }

    static void refused(int status, String method, String path, String body, String messagePart) throws Exception {
        HttpResponse<String> r = nobody.send(method, path, body);
        assertEquals(status, r.statusCode(), method + " " + path + ": " + r.body());
        assertTrue(json(r).get("error").getAsString().contains(messagePart), r.body());
    }

    /** The state once {@code until} holds, asked again as soon as each answer comes (ten seconds at most). */
    static JsonObject stateWhen(Predicate<JsonObject> until) throws Exception {
        long end = System.nanoTime() + 10_000_000_000L;
        JsonObject s;
        do {
            s = ok(nobody, "GET", "/api/state", null);
        } while (!until.test(s) && System.nanoTime() < end);
        assertTrue(until.test(s), s.toString());
        return s;
    }

    /** A new game with White on a phone, Black's f5 made on the board; the invitation's path. */
    static String gameAgainstThePhone() throws Exception {
        ok(arbiter, "POST", "/api/game", "{\"black\": \"human\", \"white\": \"phone:carla\", \"clock\": \"10m\"}");
        String path = ok(arbiter, "POST", "/api/phone/invite", "{}").get("path").getAsString();
        ok(nobody, "POST", "/api/sim/frame", F5_DONE);
        stateWhen(s -> s.get("moves").toString().equals("[\"f5\"]"));
        return path.substring("/play/".length());
    }

    @Test
    void thePhonesMoveIsShownOnTheLedsAndCarriedOutByTheBoardsHand() throws Exception {
        String token = gameAgainstThePhone();
        JsonObject seat = ok(nobody, "GET", "/api/play/" + token, null);
        assertEquals("white", seat.get("side").getAsString());
        assertEquals("carla", seat.get("name").getAsString());
        assertEquals("carla (phone)", seat.getAsJsonObject("state").getAsJsonObject("players").get("white").getAsString());

        ok(nobody, "POST", "/api/play/" + token + "/move", "{\"move\": \"d6\"}");
        JsonObject shown = stateWhen(s -> "d6".equals(jsonString(s.getAsJsonObject("ai"), "move")));
        assertTrue(shown.get("leds").toString().contains("\"square\":\"d6\""), "d6 lit for the hand: " + shown.get("leds"));
        assertEquals("white", shown.get("toMove").getAsString(), "the move is White's until the board shows it");
        refused(400, "POST", "/api/play/" + token + "/move", "{\"move\": \"f4\"}", "your move d6 is on the board's lights");

        ok(nobody, "POST", "/api/sim/frame", D6_DONE);
        JsonObject after = stateWhen(s -> s.get("moves").toString().equals("[\"f5\",\"d6\"]"));
        assertEquals("black", after.get("toMove").getAsString());
        long id = after.get("gameId").getAsLong();
        String ggf = nobody.send("GET", "/api/games/" + id + "/ggf", null).body();
        assertTrue(ggf.contains("PW[phone:carla]") && ggf.contains("B[F5]W[D6]"), ggf);
    }

    @Test
    void aResignationFromThePhoneEndsTheGame() throws Exception {
        String token = gameAgainstThePhone();
        JsonObject s = ok(nobody, "POST", "/api/play/" + token + "/resign", "{}");
        assertEquals("over", s.get("status").getAsString());
        assertEquals("resignation", s.getAsJsonObject("result").get("reason").getAsString());
        assertEquals("black", s.getAsJsonObject("result").get("winner").getAsString());
        refused(400, "POST", "/api/play/" + token + "/resign", "{}", "the game is over");
    }

    /** O-15: a draw by agreement, offered from either side and answered by the other, across the phone. */
    @Test
    void drawsAreOfferedAndAnsweredBetweenThePhoneAndTheBoard() throws Exception {
        String token = gameAgainstThePhone();
        JsonObject s = ok(nobody, "POST", "/api/play/" + token + "/offer", "{\"what\": \"draw\"}");
        assertEquals("{\"what\":\"draw\",\"by\":\"white\"}", s.get("offer").toString());
        refused(400, "POST", "/api/play/" + token + "/offer/accept", "{}", "White made the offer: Black answers it");
        s = ok(nobody, "POST", "/api/offer/decline", "{\"side\": \"black\"}");
        assertTrue(s.get("offer").isJsonNull(), s.toString());
        refused(400, "POST", "/api/play/" + token + "/offer", "{\"what\": \"adjourn\"}",
                "a phone offers a draw or a takeback");

        // the board's person offers a draw: it waits for the phone (the AI would refuse it)
        s = ok(nobody, "POST", "/api/offer", "{\"side\": \"black\", \"what\": \"draw\"}");
        assertEquals("{\"what\":\"draw\",\"by\":\"black\"}", s.get("offer").toString());
        s = ok(nobody, "POST", "/api/play/" + token + "/offer/accept", "{}");
        assertEquals("over", s.get("status").getAsString());
        assertEquals("agreed draw", s.getAsJsonObject("result").get("reason").getAsString());
    }

    /**
     * O-15's decision, a takeback agreed in a casual game: the phone asks to take its last move back, the board's person
     * declines, then accepts; the LEDs lead the board back (d6 taken away, d5 turned back) and the phone plays again.
     */
    @Test
    void aTakebackAskedFromThePhoneIsAnsweredAtTheBoard() throws Exception {
        String token = gameAgainstThePhone();
        String ask = "{\"what\": \"takeback\"}";
        refused(400, "POST", "/api/play/" + token + "/offer", ask, "White has made no move to take back");
        ok(nobody, "POST", "/api/play/" + token + "/move", "{\"move\": \"d6\"}");
        stateWhen(s -> "d6".equals(jsonString(s.getAsJsonObject("ai"), "move")));
        refused(400, "POST", "/api/play/" + token + "/offer", ask, "your move d6 is on the board's lights: once the"
                + " person at the board has carried it out, ask to take it back");
        ok(nobody, "POST", "/api/sim/frame", D6_DONE);
        stateWhen(s -> s.get("moves").toString().equals("[\"f5\",\"d6\"]"));

        JsonObject s = ok(nobody, "POST", "/api/play/" + token + "/offer", ask);
        assertEquals("{\"what\":\"takeback\",\"by\":\"white\"}", s.get("offer").toString());
        refused(400, "POST", "/api/play/" + token + "/offer/accept", "{}", "White made the offer: Black answers it");
        s = ok(nobody, "POST", "/api/offer/decline", "{}");
        assertTrue(s.get("offer").isJsonNull(), s.toString());
        assertEquals("[\"f5\",\"d6\"]", s.get("moves").toString(), "declined: d6 stands");

        ok(nobody, "POST", "/api/play/" + token + "/offer", ask);
        s = ok(nobody, "POST", "/api/offer/accept", "{}");
        assertEquals("[\"f5\"]", s.get("moves").toString(), "d6 is taken back");
        assertEquals("white", s.get("toMove").getAsString());
        assertEquals(F5_DONE, s.get("position").getAsString(), "the position the phone's page shows");
        String leds = s.get("leds").toString();
        assertTrue(leds.contains("\"square\":\"d6\"") && leds.contains("\"square\":\"d5\""),
                "the LEDs lead the board back at once: " + leds);

        ok(nobody, "POST", "/api/sim/frame", F5_DONE);
        stateWhen(x -> "in-sync".equals(x.getAsJsonObject("observation").get("kind").getAsString()));
        ok(nobody, "POST", "/api/play/" + token + "/move", "{\"move\": \"f4\"}");
        stateWhen(x -> "f4".equals(jsonString(x.getAsJsonObject("ai"), "move")));

        ok(arbiter, "POST", "/api/game", "{\"black\": \"human\", \"white\": \"phone:carla\", \"clock\": \"10m\","
                + " \"tournament\": true}");
        String tournament = ok(arbiter, "POST", "/api/phone/invite", "{}").get("path").getAsString().substring(6);
        refused(400, "POST", "/api/play/" + tournament + "/offer", ask, "no takebacks in tournament games");
    }

    /** What a phone's player does is theirs: the board's routes neither resign, offer nor answer for the phone's side. */
    @Test
    void theBoardsRoutesDoNotActForThePhonesSide() throws Exception {
        String token = gameAgainstThePhone();
        refused(400, "POST", "/api/resign", "{\"side\": \"white\"}", "White plays from a phone: only their phone can"
                + " resign");
        refused(400, "POST", "/api/offer", "{\"side\": \"white\", \"what\": \"draw\"}", "only their phone can offer");
        ok(nobody, "POST", "/api/offer", "{\"side\": \"black\", \"what\": \"draw\"}");
        refused(400, "POST", "/api/offer/accept", "{}", "White plays from a phone and answers there");
        refused(400, "POST", "/api/offer/accept", "{\"side\": \"white\"}", "White plays from a phone and answers there");
        JsonObject s = ok(nobody, "POST", "/api/play/" + token + "/offer/decline", "{}");
        assertTrue(s.get("offer").isJsonNull(), s.toString());
        assertEquals("playing", s.get("status").getAsString());
    }

    @Test
    void theTokenReachesItsGamesSideOnly() throws Exception {
        String token = gameAgainstThePhone();
        ok(nobody, "POST", "/api/play/" + token + "/move", "{\"move\": \"d6\"}");
        stateWhen(s -> "d6".equals(jsonString(s.getAsJsonObject("ai"), "move")));
        ok(nobody, "POST", "/api/sim/frame", D6_DONE);
        stateWhen(s -> s.get("moves").toString().equals("[\"f5\",\"d6\"]"));
        // Black's turn, at the board: the phone cannot move for Black, nor play an illegal square
        refused(400, "POST", "/api/play/" + token + "/move", "{\"move\": \"c5\"}", "it is Black's turn, at the board");
        refused(400, "POST", "/api/play/" + token + "/move", "{\"move\": \"z9\"}", "'z9'");
        refused(400, "POST", "/api/play/" + token + "/move", "{\"move\": \"d6\", \"side\": \"black\"}", "unknown");

        // every arbiter's route refuses the token, as a cookie or as a query, as it refuses anybody
        for (BoardRoute r : BoardRoute.TABLE.all()) {
            if (r.caller() != ApiRoute.Caller.ARBITER) {
                continue;
            }
            String path = r.path().replace("{id}", "1") + "?token=" + token;
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path))
                    .header("Cookie", ArbiterSessions.COOKIE + "=" + token + "; token=" + token)
                    .header("Content-Type", "application/json")
                    .method(r.method(), HttpRequest.BodyPublishers.ofString("{}"));
            HttpResponse<String> res = HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(401, res.statusCode(), r + " with the phone's token: " + res.body());
        }
        // the phone's routes take no other token, and a token of another game no more
        refused(403, "GET", "/api/play/" + token.substring(1) + "x", null, "not one the board issued");
        refused(403, "POST", "/api/play/AAAAAAAAAAAAAAAAAAAAAA/move", "{\"move\": \"c5\"}", "not one the board issued");
        String next = gameAgainstThePhone();
        refused(403, "POST", "/api/play/" + token + "/move", "{\"move\": \"d6\"}", "this invitation was for game");
        refused(403, "POST", "/api/play/" + token + "/resign", "{}", "ask the arbiter for a new link");
        // a new link for the same game voids the one before
        String again = ok(arbiter, "POST", "/api/phone/invite", "{}").get("path").getAsString().substring(6);
        refused(403, "GET", "/api/play/" + next, null, "a newer one");
        ok(nobody, "GET", "/api/play/" + again, null);
    }

    @Test
    void onlyTheArbiterInvitesAndOnlyForAPhoneSide() throws Exception {
        refused(401, "POST", "/api/phone/invite", "{}", "only the arbiter");
        ok(arbiter, "POST", "/api/game", "{\"black\": \"human\", \"white\": \"ai:1\", \"clock\": \"10m\"}");
        HttpResponse<String> r = arbiter.send("POST", "/api/phone/invite", "{}");
        assertEquals(400, r.statusCode(), r.body());
        assertTrue(r.body().contains("has no phone player (Black human, White ai:1)"), r.body());
        r = arbiter.send("POST", "/api/phone/invite", "{\"side\": \"black\"}");
        assertTrue(r.body().contains("Black is human in game"), r.body());
    }

    static String jsonString(JsonObject o, String key) {
        return o.get(key) == null || o.get(key).isJsonNull() ? null : o.get(key).getAsString();
    }
}
