package org.othellier.cli;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.othellier.app.OthelloSnapshot;
import org.othellier.app.ServiceConfig;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.club.MosquittoProcess;
import org.othellier.config.ConfigSection;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.service.Service;
import org.othellier.soak.HandsSoak;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code club-bench}: boards each making a move a second through a real Mosquitto, the hub in a process of its
 * own, and its page's live view: the time from a board's accepted move to the page's update, the messages a
 * second the hub takes, the hub's memory (docs/BENCHMARKS.md).
 */
@Command(name = "club-bench", mixinStandardHelpOptions = true,
        description = {"Times the club: N boards (the real service on simulated boards, in this JVM) each make a random",
            "legal move a second through Mosquitto (started on a free loopback port unless --broker), the hub runs as",
            "`othellier club` in a child JVM, and a client on its page's live view (/ws) notes when each move arrives.",
            "Prints the move-to-page latency (median, p99, max: from the board's journal entry to the page's update),",
            "the messages a second the hub took, and the hub's resident memory."})
public final class ClubBenchCommand implements Callable<Integer> {

    @Option(names = "--boards", defaultValue = "64", description = "boards (default ${DEFAULT-VALUE})")
    int boards;

    @Option(names = "--seconds", defaultValue = "60", description = "measured seconds after a 10 s warm-up (default ${DEFAULT-VALUE})")
    int seconds;

    @Option(names = "--broker", paramLabel = "URL", description = "a broker already running (default: start mosquitto)")
    String broker;

    @Option(names = "--hub-heap", defaultValue = "64m", description = "the hub JVM's -Xmx (default ${DEFAULT-VALUE})")
    String hubHeap;

    private final Map<String, Integer> seenMoves = new ConcurrentHashMap<>();
    private final List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
    /** The same moves in three parts: the board (journal to publication), broker and hub, hub to page. */
    private final List<Long> boardPart = Collections.synchronizedList(new ArrayList<>());
    private final List<Long> hubPart = Collections.synchronizedList(new ArrayList<>());
    private final List<Long> pagePart = Collections.synchronizedList(new ArrayList<>());
    private final AtomicLong movesMade = new AtomicLong();
    private volatile boolean measuring;

    @Override
    public Integer call() throws Exception {
        if (boards < 1 || boards > 512) {
            throw new BadInputException("--boards " + boards + " is outside 1 to 512");
        }
        if (seconds < 1 || seconds > 3600) {
            throw new BadInputException("--seconds " + seconds + " is outside 1 to 3600");
        }
        ServeCommand.quietLogs();
        System.setProperty("java.util.logging.ConsoleHandler.level", "SEVERE");
        java.util.logging.Logger.getLogger("").setLevel(java.util.logging.Level.SEVERE);
        Path tmp = Files.createTempDirectory("othellier-club-bench");
        try {
            return measure(tmp);
        } finally {
            try {
                HandsSoak.delete(tmp); // the boards' journals, the hub's data, the broker's: nothing worth keeping
            } catch (java.io.UncheckedIOException e) {
                System.err.println("club-bench: the scratch folder " + tmp + " could not be removed: " + e.getMessage());
            }
        }
    }

    private int measure(Path tmp) throws Exception {
        MosquittoProcess mosquitto = broker == null ? MosquittoProcess.start(tmp.resolve("broker"), List.of()) : null;
        String url = broker != null ? broker : mosquitto.url();
        int hubPort = MosquittoProcess.freePort();
        String java = ProcessHandle.current().info().command().orElse("java");
        Process hub;
        try {
            hub = new ProcessBuilder(java, "-Xmx" + hubHeap, "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                    "org.othellier.cli.Main", "club", "--broker", url, "--port", Integer.toString(hubPort),
                    "--data", tmp.resolve("hub").toString())
                    .redirectErrorStream(true).redirectOutput(tmp.resolve("hub.log").toFile()).start();
        } catch (java.io.IOException | RuntimeException e) {
            if (mosquitto != null) {
                mosquitto.close();
            }
            throw e;
        }
        List<Service> services = new ArrayList<>();
        ScheduledExecutorService hands = Executors.newScheduledThreadPool(4);
        HttpClient http = HttpClient.newHttpClient();
        WebSocket page = null;
        try {
            String base = "http://127.0.0.1:" + hubPort;
            waitFor(() -> get(http, base + "/api/hub") != null, 30, "the hub's page");
            for (int i = 1; i <= boards; i++) {
                String name = String.format("board-%03d", i);
                ServiceConfig config = ServiceConfig.read(ConfigSection.parse("[service]\nport = 0\nbind = \"127.0.0.1\"\n"
                        + "data = \"" + tmp.resolve(name) + "\"\n[board]\nsettle-ms = 0\n[game]\nclock = \"none\"\n"
                        + "[security]\ngames-per-minute = 600\n[club]\nbroker = \"" + url + "\"\nname = \"" + name + "\"\n", "bench"));
                services.add(Service.start(config, new SimulatedBoard(8, SensorKind.COLOUR, Service::monotonicMillis)));
            }
            page = http.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + hubPort + "/ws"), new WebSocket.Listener() {
                private final StringBuilder sb = new StringBuilder();

                @Override
                public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
                    sb.append(data);
                    if (last) {
                        long now = System.currentTimeMillis();
                        onPage(JsonParser.parseString(sb.toString()).getAsJsonObject(), now);
                        sb.setLength(0);
                    }
                    w.request(1);
                    return null;
                }
            }).get(30, TimeUnit.SECONDS);
            waitFor(() -> {
                JsonObject h = get(http, base + "/api/hub");
                return h != null && h.get("boards").getAsInt() == boards;
            }, 60, "every board on the hub");
            Random random = new Random(64);
            for (int i = 0; i < boards; i++) {
                Service s = services.get(i);
                Random r = new Random(random.nextLong());
                hands.scheduleAtFixedRate(() -> move(s, r, http), 1000L * i / boards, 1000, TimeUnit.MILLISECONDS);
            }
            Thread.sleep(10_000); // warm-up: the JIT, the first games
            long messagesBefore = get(http, base + "/api/hub").get("messages").getAsLong();
            latencies.clear();
            boardPart.clear();
            hubPart.clear();
            pagePart.clear();
            movesMade.set(0);
            measuring = true;
            long t0 = System.nanoTime();
            Thread.sleep(seconds * 1000L);
            measuring = false;
            double elapsed = (System.nanoTime() - t0) / 1e9;
            long messages = get(http, base + "/api/hub").get("messages").getAsLong() - messagesBefore;
            hands.shutdownNow();
            List<Long> l;
            synchronized (latencies) {
                l = new ArrayList<>(latencies);
            }
            System.out.printf("club-bench: %d boards, %d s measured, %d moves made, %d seen on the hub's page%n", boards, seconds,
                    movesMade.get(), l.size());
            if (!l.isEmpty()) {
                System.out.println("move to page: " + spread(l));
                System.out.println("  the board (journal entry to publication): " + spread(boardPart));
                System.out.println("  broker and hub (publication to the hub's view): " + spread(hubPart));
                System.out.println("  hub to page (the live view): " + spread(pagePart));
            }
            System.out.printf("hub: %.0f messages/s taken from the broker; resident memory %s (-Xmx%s)%n", messages / elapsed,
                    rss(hub.pid()), hubHeap);
            System.out.printf("this JVM (the %d boards): resident memory %s; load average %s%n", boards, rss(ProcessHandle.current().pid()),
                    Files.readString(Path.of("/proc/loadavg")).strip());
            return 0;
        } finally {
            hands.shutdownNow();
            if (page != null) {
                page.abort();
            }
            for (Service s : services) {
                s.close();
            }
            hub.destroy();
            if (!hub.waitFor(10, TimeUnit.SECONDS)) {
                hub.destroyForcibly(); // a hub that does not stop would outlive the bench and hold its port
                hub.waitFor(10, TimeUnit.SECONDS);
            }
            if (mosquitto != null) {
                mosquitto.close();
            }
        }
    }

    /** The page's update: a board whose moves grew; the latency from the board's journal entry of the move. */
    private void onPage(JsonObject msg, long now) {
        if (!"board".equals(msg.has("type") ? msg.get("type").getAsString() : "")) {
            return;
        }
        JsonObject b = msg.getAsJsonObject("board");
        if (!b.has("moves") || !b.get("moves").isJsonArray() || !b.has("eventAt") || b.get("eventAt").isJsonNull()) {
            return;
        }
        String name = b.get("name").getAsString();
        int moves = b.getAsJsonArray("moves").size();
        Integer before = seenMoves.put(name, moves);
        if (before != null && moves > before && measuring) {
            long event = Instant.parse(b.get("eventAt").getAsString()).toEpochMilli();
            long published = Instant.parse(b.get("at").getAsString()).toEpochMilli();
            long received = Instant.parse(b.get("received").getAsString()).toEpochMilli();
            latencies.add(now - event);
            boardPart.add(published - event);
            hubPart.add(received - published);
            pagePart.add(now - received);
        }
    }

    /** A random legal move laid out on the simulated board; a game over is followed by a new one. */
    private void move(Service s, Random r, HttpClient http) {
        try {
            OthelloSnapshot snap = (OthelloSnapshot) s.snapshot();
            if (snap.status().equals("over")) {
                http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + s.port() + "/api/game"))
                        .header("Content-Type", "application/json").header("Authorization", "Bearer " + s.arbiterPin())
                        .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.discarding());
                return;
            }
            OthelloGame game = new OthelloGame(OthelloVariant.OTHELLO);
            for (String m : snap.moves()) {
                game.play(OthelloMove.parse(m));
            }
            OthelloPosition p = game.position();
            List<OthelloMove> legal = p.legalMoves();
            if (legal.isEmpty()) {
                return;
            }
            OthelloPosition after = p.play(legal.get(r.nextInt(legal.size())));
            s.board().pageDriven().orElseThrow().setDiscs(SensorFrame.parse(after.squares()));
            movesMade.incrementAndGet();
        } catch (Exception e) {
            System.err.println("club-bench: a move failed: " + e);
        }
    }

    private static String spread(List<Long> values) {
        List<Long> l;
        synchronized (values) {
            l = new ArrayList<>(values);
        }
        Collections.sort(l);
        return String.format("median %d ms, p99 %d ms, max %d ms", l.get(l.size() / 2),
                l.get(Math.min(l.size() - 1, (int) Math.ceil(l.size() * 0.99) - 1)), l.get(l.size() - 1));
    }

    private static JsonObject get(HttpClient http, String url) {
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(5)).build(),
                    HttpResponse.BodyHandlers.ofString());
            return r.statusCode() == 200 ? JsonParser.parseString(r.body()).getAsJsonObject() : null;
        } catch (Exception e) {
            return null;
        }
    }

    private static void waitFor(java.util.function.BooleanSupplier done, int seconds, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(what + " did not come within " + seconds + " s");
            }
            Thread.sleep(100);
        }
    }

    private static String rss(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return line.substring(6).strip();
                }
            }
        } catch (Exception e) {
            // not Linux
        }
        return "unknown";
    }
}
