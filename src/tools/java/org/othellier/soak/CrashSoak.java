package org.othellier.soak;

import com.google.gson.JsonElement;
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
import java.util.concurrent.locks.LockSupport;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.OthelloReconciler;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;

/**
 * The crash campaign: {@code serve} in its own JVM on the simulated board, fed a random game frame by
 * frame over its API (half the games against the AI, whose moves the frames then carry out), killed with
 * SIGKILL at a random instant (before, during or after a commit, while the AI searches, between clock
 * events) and started again on the same journal, again and again. After every restart: every move any
 * response ever showed is still there, the journal opens, and the running clock lost no more than the
 * checkpoint interval (docs/CONFIG.md {@code board.checkpoint-ms}) plus the time since the last answer.
 */
public final class CrashSoak {

    private static final Pattern READY = Pattern.compile("http://localhost:(\\d+)/");
    /** The service's clock checkpoint (the default of {@code board.checkpoint-ms}). */
    private static final long CHECKPOINT_MS = 5_000;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final String mainClass;
    private final Path dir;
    private final SoakResult result;
    private final Random random;
    private final List<Long> restartMillis = new ArrayList<>();
    /** The most time the restored clock gave back to the player to move: what it used after the last record. */
    private long worstClockGivenBackMs;
    /** When the killer struck (System.nanoTime), 0 before. */
    private volatile long killedAt;

    private CrashSoak(String mainClass, Path dir, long seed, SoakResult result) {
        this.mainClass = mainClass;
        this.dir = dir;
        this.result = result;
        this.random = new Random(HandsSoak.gameSeed(seed, 0));
    }

    /**
     * Kills the service {@code kills} times.
     *
     * @param mainClass the command line's class, started as {@code MAIN serve ...} on this JVM's class path
     */
    public static SoakResult run(String mainClass, long seed, int kills, Path dir) {
        SoakResult result = new SoakResult("crashes", seed);
        try {
            new CrashSoak(mainClass, dir, seed, result).kill(kills);
        } catch (IOException e) {
            result.fail(0, -1, "the campaign could not run: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            result.fail(0, -1, "interrupted");
        }
        return result;
    }

    private void kill(int kills) throws IOException, InterruptedException {
        String common = """
                [service]
                bind = "127.0.0.1"
                [board]
                settle-ms = 0
                [game]
                clock = "30m"
                """;
        Path config = Files.writeString(dir.resolve("against-the-ai.toml"), common + "[players]\nwhite = \"ai:2\"\n");
        Path casual = Files.writeString(dir.resolve("people.toml"), common);
        List<String> seen = List.of();
        JsonObject lastClock = null;
        long lastAnswerAt = 0;
        long gameId = -1;
        int games = 0;
        for (int k = 0; k <= kills; k++) {
            long t0 = System.nanoTime();
            Process service = start(games % 2 == 0 ? config : casual);
            try {
                int port = readyPort(service);
                restartMillis.add((System.nanoTime() - t0) / 1_000_000);
                JsonObject state = get(port, "/api/state");
                if (gameId >= 0 && state.get("gameId").getAsLong() != gameId) {
                    // the game ended before the kill: the service began a new one and archived the old one whole
                    JsonObject archived = get(port, "/api/games/" + gameId);
                    List<String> kept = moves(archived);
                    // a kill after the last move's commit and before its answer leaves the journal a move ahead of the pages
                    if (kept.size() < seen.size() || !kept.subList(0, seen.size()).equals(seen)) {
                        result.count("accepted moves lost", 1);
                        result.fail(games, k, "the finished game " + gameId + " has " + kept + ", pages saw " + seen);
                        return;
                    }
                    games++;
                    result.count("games", 1);
                    seen = List.of();
                    lastClock = null;
                }
                gameId = state.get("gameId").getAsLong();
                List<String> resumed = moves(state);
                if (resumed.size() < seen.size() || !resumed.subList(0, seen.size()).equals(seen)) {
                    result.count("accepted moves lost", 1);
                    result.fail(games, k, "after kill " + k + " the journal has " + resumed + ", the pages had seen " + seen);
                    return;
                }
                checkClock(lastClock, lastAnswerAt, state.getAsJsonObject("clock"), games, k);
                killedAt = 0;
                seen = resumed;
                // what this run of the service showed last: its first answer until a frame's answer follows
                lastClock = state.getAsJsonObject("clock");
                lastAnswerAt = System.nanoTime();
                if (k == kills) {
                    break;
                }
                // the killer: after a few frames, fired as the next one goes out, so it strikes before, during or
                // after the loop handles it and commits; the AI may be searching, the clock ticking
                int framesBeforeKill = random.nextInt(8);
                long killDelayMicros = random.nextInt(5000);
                // one kill in five strikes while the players think, up to 12 s after the last move: the clock runs
                // on its checkpoints alone (every 5 s), so the restart gives back what was used since the last one
                long idleMillis = random.nextInt(5) == 0 ? random.nextInt(12_000) : -1;
                Thread killer = null;
                try {
                    for (int sent = 0; ; sent++) {
                        OthelloGame g = replay(seen);
                        if (g.isOver()) {
                            break;
                        }
                        if (sent == framesBeforeKill && idleMillis >= 0) {
                            LockSupport.parkNanos(idleMillis * 1_000_000);
                            // the clock as it stands just before the kill (the AI may have chosen meanwhile, which
                            // stops its clock while its move waits for the hands)
                            lastClock = get(port, "/api/state").getAsJsonObject("clock");
                            lastAnswerAt = System.nanoTime();
                            killedAt = System.nanoTime();
                            service.destroyForcibly();
                            break;
                        }
                        if (sent == framesBeforeKill) {
                            killer = new Thread(() -> {
                                LockSupport.parkNanos(killDelayMicros * 1000);
                                killedAt = System.nanoTime();
                                service.destroyForcibly();
                            });
                            killer.start();
                        }
                        JsonObject now = get(port, "/api/state");
                        OthelloMove next = nextMove(g, now);
                        if (next == null) {
                            LockSupport.parkNanos(2_000_000);
                            continue; // the AI is still thinking
                        }
                        OthelloPosition after = g.position().play(next);
                        JsonObject r = post(port, "/api/sim/frame",
                                OthelloReconciler.expectedFrame(after, SensorKind.COLOUR).toCompactString());
                        List<String> shown = moves(r);
                        if (shown.size() <= seen.size()) {
                            result.count("moves not taken", 1);
                            result.fail(games, k, "the move " + next + " was not taken: " + shown);
                            return;
                        }
                        seen = shown;
                        lastClock = r.getAsJsonObject("clock");
                        lastAnswerAt = System.nanoTime();
                        result.count("moves", 1);
                    }
                } catch (IOException e) {
                    if (killer == null) {
                        result.fail(games, k, "the service failed before it was killed: " + e.getMessage());
                        return;
                    }
                    // the service died under the request: what it showed before counts
                }
                if (killer != null) {
                    killer.join();
                }
            } finally {
                service.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
            result.count("kills", 1);
        }
        restartMillis.sort(null);
        if (!restartMillis.isEmpty()) {
            result.figure("restart to ready ms p50", restartMillis.get(restartMillis.size() / 2));
            result.figure("p99", restartMillis.get(Math.min(restartMillis.size() - 1, restartMillis.size() * 99 / 100)));
        }
        result.figure("most time given back to the player to move ms", worstClockGivenBackMs);
    }

    /** The AI's move once it has chosen (lit on the LEDs), a random move for a person; null while the AI thinks. */
    private OthelloMove nextMove(OthelloGame g, JsonObject state) {
        JsonObject ai = state.getAsJsonObject("ai");
        if (ai != null && ai.get("thinking").getAsBoolean()) {
            return null;
        }
        JsonElement requested = ai == null ? null : ai.get("move");
        if (requested != null && !requested.isJsonNull()) {
            return OthelloMove.parse(requested.getAsString());
        }
        List<OthelloMove> legal = g.position().legalMoves();
        return legal.get(random.nextInt(legal.size()));
    }

    /**
     * The clock after a restart against the last answer before the kill: the side that was not running has exactly
     * its time; the side to move has its time at the kill plus what it used since the clock's last record, which is
     * at most the checkpoint interval (README "After a crash"), never less than its time at the kill.
     */
    private void checkClock(JsonObject before, long answeredAt, JsonObject after, int game, int step) {
        if (before == null || after == null || !before.has("black") || before.get("black").getAsLong() < 0
                || killedAt == 0 || !before.has("running") || before.get("running").isJsonNull()) {
            return; // no clock, no answer before the kill, or a kill where no clock ran
        }
        String running = before.get("running").getAsString();
        long ranAfterAnswer = (killedAt - answeredAt) / 1_000_000;
        for (String side : new String[] {"black", "white"}) {
            long was = before.get(side).getAsLong();
            long is = after.get(side).getAsLong();
            long atKill = side.equals(running) ? was - ranAfterAnswer : was;
            long givenBack = is - atKill;
            worstClockGivenBackMs = Math.max(worstClockGivenBackMs, givenBack);
            // the answers' times are as of the page's last update (at most a second old), and the kill's instant is
            // read on this side of the process boundary: a second of slack below, a quarter above
            if (givenBack < -1_000 || givenBack > CHECKPOINT_MS + 250) {
                result.count("clock errors", 1);
                result.fail(game, step, side + "'s clock: " + atKill + " ms at the kill, " + is + " ms after the restart");
            }
        }
    }

    private static OthelloGame replay(List<String> moves) {
        OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
        moves.forEach(m -> g.play(OthelloMove.parse(m)));
        return g;
    }

    private Process start(Path config) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        ProcessBuilder pb = new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-Xmx128m",
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), mainClass,
                "serve", "--port", "0", "--config", config.toString(), "--data", dir.resolve("data").toString());
        pb.redirectErrorStream(true);
        return pb.start();
    }

    /**
     * Reads a started {@code serve}'s output up to its "ready in" line and returns the page's port; the rest of the
     * output is drained on a thread of its own so the child never blocks on a full pipe. Its tests use it too.
     */
    public static int readyPort(Process p) throws IOException {
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
        throw new IOException("the service did not start (the journal may be unreadable):\n" + all);
    }

    private JsonObject get(int port, String path) throws IOException, InterruptedException {
        return answer(http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString()));
    }

    private JsonObject post(int port, String path, String frame) throws IOException, InterruptedException {
        String body = "{\"frame\": \"" + frame.replace("\n", "\\n") + "\"}";
        return answer(http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(10)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString()));
    }

    private static JsonObject answer(HttpResponse<String> r) throws IOException {
        if (r.statusCode() != 200) {
            throw new IOException("HTTP " + r.statusCode() + ": " + r.body());
        }
        return JsonParser.parseString(r.body()).getAsJsonObject();
    }

    private static List<String> moves(JsonObject state) {
        List<String> l = new ArrayList<>();
        state.getAsJsonArray("moves").forEach(e -> l.add(e.getAsString()));
        return l;
    }
}
