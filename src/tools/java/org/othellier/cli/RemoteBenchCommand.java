package org.othellier.cli;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.othellier.app.OthelloSnapshot;
import org.othellier.app.ServiceConfig;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.Signals;
import org.othellier.club.MosquittoProcess;
import org.othellier.config.ConfigSection;
import org.othellier.formats.Wthor;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.BoardStatus;
import org.othellier.hw.ClockButtons;
import org.othellier.hw.ClockDisplay;
import org.othellier.hw.FrameSource;
import org.othellier.hw.LedSink;
import org.othellier.hw.PageDrivenBoard;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.service.Service;
import org.othellier.soak.CrashSoak;
import org.othellier.soak.HandsSoak;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code remote-bench}: a remote game's cost (docs/REMOTE.md, docs/BENCHMARKS.md). The time from the frame that
 * completes a move on one board to the far board's LEDs showing it, through one Mosquitto and through two joined by
 * the shipped bridge example; and what a board's memory and threads cost in a remote game against a local one.
 */
@Command(name = "remote-bench", mixinStandardHelpOptions = true,
        description = {"Times remote games: two boards (the real service on simulated boards, in this JVM) play WTHOR games",
            "against each other through Mosquitto (started on free loopback ports), once through one broker and once",
            "through two brokers joined by packaging/mosquitto/othellier-bridge.conf. Prints the time from the frame that",
            "completes a move on one board to the far board's LED plan showing it (median, p99, max). Then runs `serve`",
            "in child JVMs with the Pi's JVM options, a local game and the two boards of a remote game, plays the same",
            "moves on each, and prints each board's heap after a full collection, resident memory and threads."})
public final class RemoteBenchCommand implements Callable<Integer> {

    /** The packaged service's JVM options (packaging/deb/othellier.service), for the memory figures. */
    static final List<String> PI_JVM = List.of("-Xms16m", "-Xmx96m", "-XX:MaxMetaspaceSize=64m", "-XX:+UseSerialGC",
            "-Xss512k", "-XX:TieredStopAtLevel=1", "-XX:ReservedCodeCacheSize=32m");
    static final String PIN = "1234";
    private static final Pattern GENERATION_USED = Pattern.compile("^\\s*(?:DefNew|Tenured|def new generation|tenured generation)\\s+total \\d+K, used (\\d+)K",
            Pattern.MULTILINE);

    @Option(names = "--games", defaultValue = "6", description = "WTHOR games on each route, the first a warm-up (default ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--wthor", paramLabel = "FILE", defaultValue = "src/test/resources/data/wthor/WTH_2020.wtb",
            description = "the games (default ${DEFAULT-VALUE})")
    Path wthor;

    @Option(names = "--bridge-example", paramLabel = "FILE", defaultValue = "packaging/mosquitto/othellier-bridge.conf",
            description = "the bridge configuration (default ${DEFAULT-VALUE})")
    Path bridgeExample;

    @Option(names = "--memory-plies", defaultValue = "30", description = "plies played before the memory is read (default ${DEFAULT-VALUE})")
    int memoryPlies;

    @Override
    public Integer call() throws Exception {
        if (games < 2 || games > 1000) {
            throw new BadInputException("--games " + games + " is outside 2 to 1000");
        }
        if (memoryPlies < 1 || memoryPlies > 58) {
            throw new BadInputException("--memory-plies " + memoryPlies + " is outside 1 to 58");
        }
        if (!Files.isRegularFile(wthor)) {
            throw new BadInputException("--wthor " + wthor + " is not a file");
        }
        if (!Files.isRegularFile(bridgeExample)) {
            throw new BadInputException("--bridge-example " + bridgeExample + " is not a file");
        }
        ServeCommand.quietLogs();
        java.util.logging.Logger.getLogger("").setLevel(java.util.logging.Level.SEVERE);
        List<List<OthelloMove>> records = new ArrayList<>();
        for (Wthor.Game g : Wthor.readGames(wthor)) {
            records.add(withPasses(g.moves()));
            if (records.size() == games) {
                break;
            }
        }
        Path tmp = Files.createTempDirectory("othellier-remote-bench");
        try {
            System.out.printf("remote-bench: %d WTHOR games on each route (the first a warm-up); load average %s%n", games,
                    loadAverage());
            try (MosquittoProcess one = MosquittoProcess.start(tmp.resolve("one"), List.of())) {
                System.out.println("one broker:    " + spread(latencies(records, one.url(), one.url(), tmp.resolve("one-games"))));
            }
            try (MosquittoProcess far = MosquittoProcess.start(tmp.resolve("club-b"), List.of());
                 MosquittoProcess near = MosquittoProcess.start(tmp.resolve("club-a"), bridgeTo(far.port(), records.size()))) {
                System.out.println("bridged:       " + spread(latencies(records, near.url(), far.url(), tmp.resolve("bridge-games"))));
            }
            System.out.printf("load average after the latencies: %s%n", loadAverage());
            memory(records.get(0), tmp.resolve("memory"));
            System.out.printf("load average at the end: %s%n", loadAverage());
            return 0;
        } finally {
            try {
                HandsSoak.delete(tmp);
            } catch (java.io.UncheckedIOException e) {
                System.err.println("remote-bench: the scratch folder " + tmp + " could not be removed: " + e.getMessage());
            }
        }
    }

    private static List<OthelloMove> withPasses(List<OthelloMove> record) {
        OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
        for (OthelloMove m : record) {
            if (g.position().mustPass()) {
                g.play(OthelloMove.PASS);
            }
            g.play(m);
        }
        return g.moves();
    }

    /**
     * The bridge example's lines, comments left out, connecting to club B's broker on {@code port}; its topic lines for
     * its board anna are given to each of the boards on club A's broker instead ({@code black-0}, ...).
     */
    private List<String> bridgeTo(int port, int boards) throws IOException {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(bridgeExample)) {
            String l = line.strip();
            if (l.startsWith("address ")) {
                out.add("address 127.0.0.1:" + port);
            } else if (l.startsWith("topic ") && l.contains("/anna/")) {
                for (int i = 0; i < boards; i++) {
                    out.add(l.replace("/anna/", "/black-" + i + "/"));
                }
            } else if (!l.isEmpty() && !l.startsWith("#")) {
                out.add(l);
            }
        }
        return out;
    }

    // ---------------------------------------------------------------- move to the far LEDs

    /** A simulated board whose LED plans are timed as they leave for the LEDs: when the far move is first lit. */
    static final class TimedBoard implements BoardBackend {
        final SimulatedBoard sim = new SimulatedBoard(8, SensorKind.COLOUR, Service::monotonicMillis);
        private volatile int watched = -1;
        private final AtomicLong litAt = new AtomicLong();

        /** From now on, notes the time the LEDs first show a far move on {@code square}. */
        void watch(int square) {
            litAt.set(0);
            watched = square;
        }

        long litAt() {
            return litAt.get();
        }

        @Override
        public FrameSource sensors() {
            return sim.sensors();
        }

        @Override
        public LedSink leds() {
            return plan -> {
                sim.show(plan);
                noteLit(plan);
            };
        }

        private void noteLit(LedPlan plan) {
            int sq = watched;
            if (sq >= 0 && Signals.AI_PLACE.equals(plan.get(sq))) {
                litAt.compareAndSet(0, System.nanoTime());
            }
        }

        @Override
        public ClockButtons buttons() {
            return sim.buttons();
        }

        @Override
        public ClockDisplay display() {
            return sim.display();
        }

        @Override
        public String describe() {
            return "timed " + sim.describe();
        }

        @Override
        public BoardStatus status() {
            return sim.status();
        }

        @Override
        public boolean offersSize(int size) {
            return sim.offersSize(size);
        }

        @Override
        public boolean setsItselfOut() {
            return sim.setsItselfOut();
        }

        @Override
        public SensorFrame setOut(SensorKind sensing, SensorFrame discs) {
            return sim.setOut(sensing, discs);
        }

        @Override
        public Optional<PageDrivenBoard> pageDriven() {
            return sim.pageDriven();
        }

        @Override
        public void close() {
            sim.close();
        }
    }

    private record Seat(Service service, TimedBoard board) {
        OthelloSnapshot snapshot() {
            return (OthelloSnapshot) service.snapshot();
        }
    }

    private static String config(Path data, String broker, String name, String farSide, String far) {
        return "[service]\nport = 0\nbind = \"127.0.0.1\"\ndata = \"" + data + "\"\n[board]\nsettle-ms = 0\n[game]\n"
                + "clock = \"60m\"\n[players]\n" + farSide + " = \"remote:" + far + "\"\n[security]\narbiter-pin = \"" + PIN
                + "\"\n[remote]\nbroker = \"" + broker + "\"\nname = \"" + name + "\"\n";
    }

    private static Seat seat(Path data, String broker, String name, String farSide, String far) throws Exception {
        TimedBoard board = new TimedBoard();
        return new Seat(Service.start(ServiceConfig.read(ConfigSection.parse(config(data, broker, name, farSide, far),
                "remote-bench")), board), board);
    }

    /** Each record played by two new boards (Black's on {@code blackBroker}); the first game's moves are not counted. */
    private static List<Long> latencies(List<List<OthelloMove>> records, String blackBroker, String whiteBroker, Path dir)
            throws Exception {
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < records.size(); i++) {
            String black = "black-" + i;
            String white = "white-" + i;
            Seat b = seat(dir.resolve(black), blackBroker, black, "white", white);
            Seat w = seat(dir.resolve(white), whiteBroker, white, "black", black);
            try {
                waitFor(() -> b.service().remote().agreedCode() != null
                        && b.service().remote().agreedCode().equals(w.service().remote().agreedCode()), "game " + i + " agreed");
                List<Long> game = play(records.get(i), b, w);
                if (i > 0) {
                    out.addAll(game);
                }
            } finally {
                b.service().close();
                w.service().close();
            }
        }
        return out;
    }

    /** Nanoseconds from each move's completing frame on its board to the far board's LEDs lighting it. */
    private static List<Long> play(List<OthelloMove> record, Seat black, Seat white) throws Exception {
        List<Long> out = new ArrayList<>();
        OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
        for (OthelloMove m : record) {
            if (m.isPass()) {
                g.play(OthelloMove.PASS);
                continue;
            }
            Seat near = g.position().toMove() == Side.BLACK ? black : white;
            Seat far = near == black ? white : black;
            g.play(m);
            OthelloPosition p = g.position();
            int held = g.ply() + (!g.isOver() && p.mustPass() ? 1 : 0);
            far.board().watch(m.square(8));
            long t0 = System.nanoTime();
            near.board().sim.setDiscs(SensorFrame.parse(p.squares()));
            waitFor(() -> far.board().litAt() != 0 || far.snapshot().moves().size() >= held, "the far LEDs show " + m);
            if (far.board().litAt() != 0) {
                out.add(far.board().litAt() - t0);
            }
            far.board().sim.setDiscs(SensorFrame.parse(p.squares()));
            waitFor(() -> far.snapshot().moves().size() >= held && near.snapshot().moves().size() >= held,
                    "both boards took " + m);
        }
        return out;
    }

    private static String spread(List<Long> nanos) {
        List<Long> l = new ArrayList<>(nanos);
        Collections.sort(l);
        return String.format("%d moves, median %.1f ms, p99 %.1f ms, max %.1f ms", l.size(), l.get(l.size() / 2) / 1e6,
                l.get(Math.min(l.size() - 1, (int) Math.ceil(l.size() * 0.99) - 1)) / 1e6, l.get(l.size() - 1) / 1e6);
    }

    // ---------------------------------------------------------------- memory and threads

    /** {@code serve} in a child JVM with the Pi's options, driven through its API. */
    private static final class Child implements AutoCloseable {
        private final Process process;
        private final String base;
        private final HttpClient http = HttpClient.newHttpClient();

        Child(Path dir, String toml) throws IOException {
            Path data = Files.createDirectories(dir.resolve("data"));
            Path config = dir.resolve("othellier.toml");
            Files.writeString(config, toml.replace("@DATA@", data.toString()));
            List<String> command = new ArrayList<>(List.of(javaCommand()));
            command.addAll(PI_JVM);
            command.addAll(List.of("--enable-native-access=ALL-UNNAMED", "-cp", System.getProperty("java.class.path"),
                    Main.class.getName(), "serve", "--port", "0", "--config", config.toString(), "--data", data.toString()));
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
            base = "http://127.0.0.1:" + CrashSoak.readyPort(process);
        }

        JsonObject state() throws Exception {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/api/state"))
                    .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
            return JsonParser.parseString(r.body()).getAsJsonObject();
        }

        int moves() throws Exception {
            return state().getAsJsonArray("moves").size();
        }

        String requested() throws Exception {
            JsonElement m = state().getAsJsonObject("ai").get("move");
            return m == null || m.isJsonNull() ? null : m.getAsString();
        }

        void show(OthelloPosition p) throws Exception {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/api/sim/frame"))
                    .header("Authorization", "Bearer " + PIN).header("Content-Type", "application/json")
                    .timeout(Duration.ofSeconds(10))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"frame\": \"" + SensorFrame.parse(p.squares()).toCompactString()
                            + "\"}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) {
                throw new IllegalStateException("POST /api/sim/frame: " + r.statusCode() + " " + r.body());
            }
        }

        /** Heap in use after a full collection (KB), resident memory (KB), threads. */
        long[] cost() throws Exception {
            run(jcmd(), Long.toString(process.pid()), "GC.run");
            run(jcmd(), Long.toString(process.pid()), "GC.run");
            Matcher m = GENERATION_USED.matcher(run(jcmd(), Long.toString(process.pid()), "GC.heap_info"));
            long heap = 0;
            int generations = 0;
            while (m.find()) {
                heap += Long.parseLong(m.group(1));
                generations++;
            }
            if (generations != 2) {
                throw new IOException("jcmd GC.heap_info does not name the serial collector's two generations");
            }
            return new long[] {heap, status("VmRSS:"), status("Threads:")};
        }

        private long status(String key) throws IOException {
            for (String line : Files.readAllLines(Path.of("/proc/" + process.pid() + "/status"))) {
                if (line.startsWith(key)) {
                    return Long.parseLong(line.substring(key.length()).replace("kB", "").strip());
                }
            }
            throw new IOException("no " + key + " in /proc/" + process.pid() + "/status");
        }

        @Override
        public void close() throws InterruptedException {
            process.destroy();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
            }
        }
    }

    private static String javaCommand() {
        return ProcessHandle.current().info().command().orElse("java");
    }

    private static String jcmd() {
        return Path.of(System.getProperty("java.home"), "bin", "jcmd").toString();
    }

    private static String run(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException(String.join(" ", command) + " failed: " + out);
        }
        return out;
    }

    private static String childConfig(String more) {
        return "[service]\nbind = \"127.0.0.1\"\ndata = \"@DATA@\"\n[board]\nsettle-ms = 0\n[game]\nclock = \"60m\"\n"
                + "[security]\narbiter-pin = \"" + PIN + "\"\n" + more;
    }

    /** The same plies of {@code record} on a local game and on both boards of a remote one, then each board's cost. */
    private void memory(List<OthelloMove> record, Path dir) throws Exception {
        List<OthelloMove> plies = record.subList(0, memoryPlies);
        long[] local;
        try (Child alone = new Child(dir.resolve("local"), childConfig(""))) {
            OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
            for (OthelloMove m : plies) {
                g.play(m);
                if (!m.isPass()) {
                    alone.show(g.position());
                }
                int held = g.ply();
                waitFor(() -> call(alone::moves) >= held, "the local board took " + m);
            }
            local = alone.cost();
        }
        long[] black;
        long[] white;
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             Child b = new Child(dir.resolve("black"), childConfig("[players]\nwhite = \"remote:ben\"\n[remote]\nbroker = \""
                     + broker.url() + "\"\nname = \"anna\"\n"));
             Child w = new Child(dir.resolve("white"), childConfig("[players]\nblack = \"remote:anna\"\n[remote]\nbroker = \""
                     + broker.url() + "\"\nname = \"ben\"\n"))) {
            waitFor(() -> call(() -> b.state().toString().contains("the game is on")
                    && w.state().toString().contains("the game is on")), "the remote game agreed");
            OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
            for (OthelloMove m : plies) {
                if (m.isPass()) {
                    g.play(m);
                    continue;
                }
                Child near = g.position().toMove() == Side.BLACK ? b : w;
                Child far = near == b ? w : b;
                g.play(m);
                int held = g.ply() + (!g.isOver() && g.position().mustPass() ? 1 : 0);
                near.show(g.position());
                waitFor(() -> call(() -> m.toString().equals(far.requested()) || far.moves() >= held), "the far LEDs show " + m);
                far.show(g.position());
                waitFor(() -> call(() -> far.moves() >= held && near.moves() >= held), "both boards took " + m);
            }
            black = b.cost();
            white = w.cost();
        }
        System.out.printf("a board (serve, %s) after %d plies: heap after GC, resident memory, threads%n",
                String.join(" ", PI_JVM), memoryPlies);
        System.out.printf("  local game:             %6d KB %7d KB %4d%n", local[0], local[1], local[2]);
        System.out.printf("  remote game, Black's:   %6d KB %7d KB %4d%n", black[0], black[1], black[2]);
        System.out.printf("  remote game, White's:   %6d KB %7d KB %4d%n", white[0], white[1], white[2]);
    }

    private interface Check {
        boolean holds() throws Exception;
    }

    private static boolean call(Check c) {
        try {
            return c.holds();
        } catch (Exception e) {
            return false;
        }
    }

    private interface Count {
        int get() throws Exception;
    }

    private static int call(Count c) {
        try {
            return c.get();
        } catch (Exception e) {
            return -1;
        }
    }

    private static void waitFor(java.util.function.BooleanSupplier done, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(what + ": not within 60 s");
            }
            Thread.sleep(1); // the figures come from the LED hook, not from this poll
        }
    }

    private static String loadAverage() throws IOException {
        return Files.readString(Path.of("/proc/loadavg")).strip();
    }
}
