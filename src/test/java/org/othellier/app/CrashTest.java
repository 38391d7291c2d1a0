package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.Reconciler;
import org.othellier.cli.Main;
import org.othellier.game.othello.Game;
import org.othellier.game.othello.Move;
import org.othellier.game.othello.Position;
import org.othellier.game.othello.Variant;

/**
 * The service in its own JVM, killed (SIGKILL) at random points of a game while frames arrive,
 * then started again: every move any response ever showed is still there, and the game goes on
 * to its end.
 */
class CrashTest {

    private static final Pattern READY = Pattern.compile("http://localhost:(\\d+)/");

    @TempDir
    Path dir;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void noAcceptedMoveIsEverLost() throws Exception {
        Path config = dir.resolve("othellier.toml");
        Files.writeString(config, """
                [service]
                bind = "127.0.0.1"
                [board]
                settle-ms = 0
                [game]
                clock = "30m"
                """);
        Random random = new Random(4);
        List<Move> plan = randomGame(random);
        List<String> seen = new ArrayList<>(); // the longest move list any response showed
        long gameId = -1;
        int kills = 0;
        while (true) {
            Process service = start(config);
            int port = port(service);
            JsonObject state = get(port, "/api/state");
            if (gameId >= 0 && state.get("gameId").getAsLong() != gameId) {
                // the game ended before the kill: the service started a new one, the old one is archived
                JsonObject archived = get(port, "/api/games/" + gameId);
                assertEquals("finished", archived.get("status").getAsString());
                assertEquals(seen, moves(archived));
                service.destroyForcibly().waitFor();
                assertTrue(kills >= 4, "killed " + kills + " times");
                return;
            }
            gameId = state.get("gameId").getAsLong();
            List<String> resumed = moves(state);
            assertTrue(resumed.size() >= seen.size() && resumed.subList(0, seen.size()).equals(seen),
                    "after kill " + kills + ": the journal has " + resumed + ", the pages had seen " + seen);
            seen = resumed;
            // a killer: after a few moves, fired as the next frame goes out, so it strikes before, during or
            // after the loop handles it (and its commit)
            int movesBeforeKill = 3 + random.nextInt(10);
            long killDelayMicros = random.nextInt(3000);
            Thread killer = null;
            try {
                for (int sent = 0; ; sent++) {
                    Game g = replay(seen);
                    if (g.isOver()) {
                        break; // the end came before the kill: the archive is checked after the restart
                    }
                    if (sent == movesBeforeKill) {
                        killer = new Thread(() -> {
                            java.util.concurrent.locks.LockSupport.parkNanos(killDelayMicros * 1000);
                            service.destroyForcibly();
                        });
                        killer.start();
                    }
                    Move next = plan.get(g.ply());
                    Position after = g.position().play(next);
                    JsonObject r = post(port, "/api/sim/frame",
                            Reconciler.expectedFrame(after, SensorKind.COLOUR).toCompactString());
                    List<String> shown = moves(r);
                    assertTrue(shown.size() > seen.size(), "the move " + next + " was taken: " + shown);
                    seen = shown;
                }
            } catch (IOException e) {
                // the service died under the request: what it showed before counts
            }
            if (killer != null) {
                killer.join();
            }
            service.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            kills++;
        }
    }

    /** A legal game to the end from random play, passes included. */
    private static List<Move> randomGame(Random random) {
        Game g = new Game(Variant.OTHELLO);
        while (!g.isOver()) {
            Position p = g.position();
            if (p.mustPass()) {
                g.play(Move.PASS);
            } else {
                List<Move> moves = p.legalMoves();
                g.play(moves.get(random.nextInt(moves.size())));
            }
        }
        return g.moves();
    }

    private static Game replay(List<String> moves) {
        Game g = new Game(Variant.OTHELLO);
        moves.forEach(m -> g.play(Move.parse(m)));
        return g;
    }

    private Process start(Path config) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        ProcessBuilder pb = new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-Xmx128m", "-XX:TieredStopAtLevel=1",
                "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "serve", "--port", "0", "--config", config.toString(), "--data", dir.resolve("data").toString());
        pb.redirectErrorStream(true);
        return pb.start();
    }

    private static int port(Process p) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        StringBuilder all = new StringBuilder();
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            all.append(line).append('\n');
            Matcher m = READY.matcher(line);
            if (line.contains("ready in") && m.find()) {
                Thread drain = new Thread(() -> {
                    try {
                        while (out.readLine() != null) {
                            // keep the pipe empty
                        }
                    } catch (IOException ignored) {
                        // the process ended
                    }
                });
                drain.setDaemon(true);
                drain.start();
                return Integer.parseInt(m.group(1));
            }
        }
        throw new IllegalStateException("the service did not start:\n" + all);
    }

    private JsonObject get(int port, String path) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        return JsonParser.parseString(r.body()).getAsJsonObject();
    }

    private JsonObject post(int port, String path, String body) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(org.othellier.testing.ApiRequest.build("http://127.0.0.1:" + port, "POST", path,
                body, null), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode(), r.body());
        return JsonParser.parseString(r.body()).getAsJsonObject();
    }

    private static List<String> moves(JsonObject state) {
        List<String> l = new ArrayList<>();
        state.getAsJsonArray("moves").forEach(e -> l.add(e.getAsString()));
        return l;
    }
}
