package org.othellier.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.OutputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.OthelloReconciler;
import org.othellier.cli.Main;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.soak.CrashSoak;
import org.othellier.store.GameExport;
import org.othellier.store.Journal;
import org.othellier.store.StoredGame;
import org.othellier.testing.ApiClient;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * The service on a real disk that fills up: {@code serve} in its own JVM keeps its data on a small tmpfs, which the test
 * fills with a file. Moves, the arbiter's resume and a new game are refused while it is full, and nothing of them is
 * kept; what the API says, what the page shows and what the journal holds agree; once the file is gone the arbiter's
 * resume works without a restart, play goes on, and after SIGKILL and a restart the same game goes on with the same
 * moves. Mounting needs root (as on CI, which must not skip it).
 */
@OutsideProgram
class FullDiskTest {

    private static final String PIN = "246810";

    @TempDir
    static Path tmp;
    private static Path disk;
    private static String mountFailure;

    private Process service;

    @BeforeAll
    static void mount() throws Exception {
        disk = Files.createDirectories(tmp.resolve("disk"));
        mountFailure = run("mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", disk.toString());
    }

    @AfterAll
    static void unmount() throws Exception {
        if (mountFailure == null) {
            String failed = run("umount", disk.toString());
            assertEquals(null, failed, "the tmpfs is unmounted");
        }
    }

    @AfterEach
    void stop() throws InterruptedException {
        if (service != null) {
            service.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** Runs a command; null when it worked, else what it said. */
    private static String run(String... command) throws IOException, InterruptedException {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return p.waitFor() == 0 ? null : String.join(" ", command) + ": " + out.strip();
        } catch (IOException e) {
            return String.join(" ", command) + ": " + e.getMessage();
        }
    }

    @Test
    void aFullDiskRefusesWhatItCannotKeepAndPlayGoesOnOnceItIsFreed() throws Exception {
        RequiredTool.require(mountFailure == null, "a small tmpfs to fill (" + mountFailure + ")",
                "run the tests as root, as CI does");
        Path data = disk.resolve("data");
        Path config = Files.writeString(tmp.resolve("service.toml"), """
                [service]
                bind = "127.0.0.1"
                [security]
                arbiter-pin = "%s"
                [board]
                settle-ms = 0
                [game]
                clock = "30m"
                """.formatted(PIN));
        ApiClient api = start(config, data);
        List<String> moves = new ArrayList<>();
        for (String m : List.of("f5", "d6", "c3")) {
            moves.add(m);
            assertEquals(moves, moves(show(api, moves)));
        }
        JsonObject state = state(api);
        long game = state.get("gameId").getAsLong();

        Path filler = disk.resolve("filler");
        fill(filler);
        // the next move is on the board; the journal cannot keep it, so it is not taken and the game stops
        List<String> withD3 = new ArrayList<>(moves);
        withD3.add("d3");
        state = show(api, withD3);
        assertEquals(moves, moves(state), "not kept, so not taken");
        assertEquals("paused", state.get("status").getAsString());
        String told = message(state, "journal full or failing: no move can be kept (the journal could not keep the ");
        assertTrue(told.contains("the disk is full"), told);
        plainWords(state.toString(), data);

        for (int i = 0; i < 4; i++) { // an arbiter tries again and again
            HttpResponse<String> r = api.send("POST", "/api/resume", null);
            assertEquals(503, r.statusCode(), r.body());
            assertEquals("journal full or failing: nothing was kept (the journal could not keep the game's events: the disk"
                    + " is full)", error(r));
        }
        HttpResponse<String> r = api.send("POST", "/api/game", "{}");
        assertEquals(503, r.statusCode(), r.body());
        assertEquals("journal full or failing: nothing was kept (the journal could not keep the new game: the disk is full)",
                error(r));
        plainWords(r.body(), data);
        state = state(api);
        assertEquals("paused", state.get("status").getAsString(), "the refused resumes changed nothing");
        assertEquals(game, state.get("gameId").getAsLong(), "the refused new game changed nothing");
        assertEquals(moves, moves(state));
        StoredGame kept = journal(data, game);
        assertEquals("playing", kept.status(), "the old game is not abandoned by a new game that was refused");
        assertEquals(String.join("", moves), GameExport.transcript(kept));
        assertEquals(0, count(kept, "resume"), "no row behind a refused resume");
        assertEquals(1, games(data), "no row behind a refused new game");

        Files.delete(filler); // the disk works again: no restart
        r = api.send("POST", "/api/resume", null);
        assertEquals(200, r.statusCode(), r.body());
        state = JsonParser.parseString(r.body()).getAsJsonObject();
        assertEquals("playing", state.get("status").getAsString());
        assertEquals(withD3, moves(state), "the move the board showed meanwhile is taken now");
        moves = withD3;
        moves.add("c4");
        assertEquals(moves, moves(show(api, moves)));
        kept = journal(data, game);
        assertEquals(String.join("", moves), GameExport.transcript(kept), "the journal holds what the API said");
        assertEquals(1, count(kept, "resume"));

        service.destroyForcibly().waitFor(10, TimeUnit.SECONDS); // SIGKILL: nothing closed
        api = start(config, data);
        state = state(api);
        assertEquals(game, state.get("gameId").getAsLong(), "the same game after the restart");
        assertEquals(moves, moves(state), "with the same moves");
        assertEquals("playing", state.get("status").getAsString());
    }

    /** Writes until the disk is full. */
    private static void fill(Path filler) {
        byte[] block = new byte[16 * 1024];
        try (OutputStream out = Files.newOutputStream(filler)) {
            while (true) {
                out.write(block);
                out.flush();
            }
        } catch (IOException full) {
            // no space left on the device: what was wanted
        }
    }

    /** Nothing the page or the API says names a file or quotes SQLite. */
    private static void plainWords(String said, Path data) {
        assertFalse(said.contains(data.toString()) || said.contains(Journal.FILE_NAME) || said.contains("SQLITE")
                || said.contains("[SQLITE") || said.contains("sqlite"), said);
    }

    private ApiClient start(Path config, Path data) throws IOException {
        String java = ProcessHandle.current().info().command().orElse("java");
        ProcessBuilder pb = new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-Xmx128m",
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "serve", "--port", "0", "--config", config.toString(), "--data", data.toString());
        pb.redirectErrorStream(true);
        service = pb.start();
        return new ApiClient("http://127.0.0.1:" + CrashSoak.readyPort(service), PIN);
    }

    /** The simulated board shows the position after {@code moves}; the state the answer gives. */
    private static JsonObject show(ApiClient api, List<String> moves) throws Exception {
        OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
        moves.forEach(m -> g.play(OthelloMove.parse(m)));
        HttpResponse<String> r = api.send("POST", "/api/sim/frame",
                OthelloReconciler.expectedFrame(g.position(), SensorKind.COLOUR).toCompactString());
        assertEquals(200, r.statusCode(), r.body());
        return JsonParser.parseString(r.body()).getAsJsonObject();
    }

    private static JsonObject state(ApiClient api) throws Exception {
        HttpResponse<String> r = api.send("GET", "/api/state", null);
        assertEquals(200, r.statusCode(), r.body());
        return JsonParser.parseString(r.body()).getAsJsonObject();
    }

    private static List<String> moves(JsonObject state) {
        List<String> l = new ArrayList<>();
        state.getAsJsonArray("moves").forEach(e -> l.add(e.getAsString()));
        return l;
    }

    /** The message that starts with {@code start}, which must be there. */
    private static String message(JsonObject state, String start) {
        for (JsonElement m : state.getAsJsonArray("messages")) {
            String text = m.getAsJsonObject().get("text").getAsString();
            if (text.startsWith(start)) {
                return text;
            }
        }
        throw new AssertionError("no message starts with '" + start + "': " + state.get("messages"));
    }

    private static String error(HttpResponse<String> r) {
        return JsonParser.parseString(r.body()).getAsJsonObject().get("error").getAsString();
    }

    /** The game as the journal holds it, read beside the service. */
    private static StoredGame journal(Path data, long game) {
        try (Journal j = Journal.openReadOnly(data)) {
            return j.load(game).orElseThrow();
        }
    }

    private static int games(Path data) {
        try (Journal j = Journal.openReadOnly(data)) {
            return j.list().size();
        }
    }

    private static long count(StoredGame g, String kind) {
        return g.entries().stream().filter(e -> e.kind().equals(kind)).count();
    }
}
