package org.othellier.remote;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.othellier.app.OthelloSnapshot;
import org.othellier.app.ServiceConfig;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.cli.Main;
import org.othellier.config.ConfigSection;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.service.Service;
import org.othellier.soak.CrashSoak;
import org.othellier.testing.ApiClient;

/**
 * One board of a remote game in a test, as its player's hands and eyes see it: the moves it holds, the far move its
 * LEDs show, the discs laid out, the clock. In the test's JVM ({@link #inProcess}) or as {@code serve} in a child
 * JVM that can be killed with SIGKILL ({@link Child}). Every wait is on a condition with a deadline.
 */
interface RemoteSeat extends AutoCloseable {

    long WAIT_S = 60;
    String PIN = "1234";

    List<String> moves() throws Exception;

    /** The far player's move its LEDs show, waiting to be carried out, or null. */
    String requested() throws Exception;

    /** The hands lay out {@code p} on the board. */
    void show(OthelloPosition p) throws Exception;

    /** Black's and White's time left by this board's clock, and the score once over (else null). */
    Object[] clockAndScore() throws Exception;

    @Override
    void close() throws Exception;

    /** The configuration of a board named {@code name} whose {@code farSide} ({@code black}, {@code white}) is remote. */
    static String config(Path data, String broker, String name, String farSide, String far, String clock) {
        return "[service]\nport = 0\nbind = \"127.0.0.1\"\ndata = \"" + data + "\"\n[board]\nsettle-ms = 0\n[game]\nclock = \""
                + clock + "\"\n[players]\n" + farSide + " = \"remote:" + far + "\"\n[security]\narbiter-pin = \"" + PIN
                + "\"\n[remote]\nbroker = \"" + broker + "\"\nname = \"" + name + "\"\nask-ms = 300\n";
    }

    static InProcess inProcess(Path data, String broker, String name, String farSide, String far, String clock)
            throws Exception {
        return inProcess(data, broker, name, farSide, far, clock, "");
    }

    /** @param moreRemote more lines of the {@code [remote]} section ({@code user}, {@code password}) */
    static InProcess inProcess(Path data, String broker, String name, String farSide, String far, String clock,
                               String moreRemote) throws Exception {
        ServiceConfig config = ServiceConfig.read(ConfigSection.parse(config(data, broker, name, farSide, far, clock)
                + moreRemote, "test"));
        SimulatedBoard sim = new SimulatedBoard(8, SensorKind.COLOUR, Service::monotonicMillis);
        return new InProcess(Service.start(config, sim), sim);
    }

    static void await(String what, Check done) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_S);
        while (!done.holds()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + WAIT_S + " s: " + what);
            }
            Thread.sleep(5); // polling a condition, bounded by the deadline
        }
    }

    interface Check {
        boolean holds() throws Exception;
    }

    /** The service in the test's JVM on a simulated colour board. */
    record InProcess(Service service, SimulatedBoard sim) implements RemoteSeat {

        OthelloSnapshot snapshot() {
            return (OthelloSnapshot) service.snapshot();
        }

        @Override
        public List<String> moves() {
            return snapshot().moves();
        }

        @Override
        public String requested() {
            return snapshot().requested();
        }

        @Override
        public void show(OthelloPosition p) {
            sim.setDiscs(SensorFrame.parse(p.squares()));
        }

        @Override
        public Object[] clockAndScore() {
            OthelloSnapshot s = snapshot();
            return new Object[] {s.clock().black(), s.clock().white(), s.result() == null ? null : s.result().score()};
        }

        @Override
        public void close() {
            service.close();
        }
    }

    /** {@code serve} in a child JVM on the simulated board, reached through its API. */
    final class Child implements RemoteSeat {
        private final Path config;
        private final Path data;
        private Process process;
        private ApiClient api;

        Child(Path config, Path data) {
            this.config = config;
            this.data = data;
        }

        static Child start(Path dir, String broker, String name, String farSide, String far, String clock)
                throws IOException {
            Path data = Files.createDirectories(dir.resolve("data"));
            Path config = dir.resolve("othellier.toml");
            Files.writeString(config, RemoteSeat.config(data, broker, name, farSide, far, clock));
            Child c = new Child(config, data);
            c.start();
            return c;
        }

        void start() throws IOException {
            String java = ProcessHandle.current().info().command().orElse("java");
            ProcessBuilder pb = new ProcessBuilder(java, "--enable-native-access=ALL-UNNAMED", "-Xmx160m",
                    "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                    "serve", "--port", "0", "--config", config.toString(), "--data", data.toString());
            pb.redirectErrorStream(true);
            process = pb.start();
            api = new ApiClient("http://127.0.0.1:" + CrashSoak.readyPort(process), PIN);
        }

        /** SIGKILL: nothing of the service runs after it, nothing is closed. */
        void kill() throws InterruptedException {
            process.destroyForcibly();
            process.waitFor();
        }

        private JsonObject state() throws Exception {
            HttpResponse<String> r = api.send("GET", "/api/state", null);
            if (r.statusCode() != 200) {
                throw new AssertionError("GET /api/state: " + r.statusCode() + " " + r.body());
            }
            return JsonParser.parseString(r.body()).getAsJsonObject();
        }

        @Override
        public List<String> moves() throws Exception {
            List<String> out = new ArrayList<>();
            for (JsonElement e : state().getAsJsonArray("moves")) {
                out.add(e.getAsString());
            }
            return out;
        }

        @Override
        public String requested() throws Exception {
            JsonElement m = state().getAsJsonObject("ai").get("move");
            return m == null || m.isJsonNull() ? null : m.getAsString();
        }

        @Override
        public void show(OthelloPosition p) throws Exception {
            HttpResponse<String> r = api.send("POST", "/api/sim/frame", SensorFrame.parse(p.squares()).toCompactString());
            if (r.statusCode() != 200) {
                throw new AssertionError("POST /api/sim/frame: " + r.statusCode() + " " + r.body());
            }
        }

        @Override
        public Object[] clockAndScore() throws Exception {
            JsonObject s = state();
            JsonObject clock = s.getAsJsonObject("clock");
            JsonElement result = s.get("result");
            return new Object[] {clock.get("black").getAsLong(), clock.get("white").getAsLong(),
                    result.isJsonNull() ? null : result.getAsJsonObject().get("score").getAsString()};
        }

        @Override
        public void close() throws InterruptedException {
            process.destroy();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }
}
