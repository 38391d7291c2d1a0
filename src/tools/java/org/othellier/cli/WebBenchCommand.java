package org.othellier.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import org.othellier.app.LatencyBenchmark;
import org.othellier.app.ServiceConfig;
import org.othellier.config.ConfigSection;
import org.othellier.service.Service;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code web-bench}: the page's {@code /api/state} answer time, alone and while uploads trickle in. */
@Command(name = "web-bench", mixinStandardHelpOptions = true,
        description = {"Times the page's GET /api/state alone and while slow uploads trickle in.",
            "The board's service (simulated board) runs in-process on a loopback port; the state is asked every",
            "--every-ms for --seconds, first alone, then while --trickles connections each declare a 60 KB body and",
            "send it a byte every --byte-every-ms (one the board cuts is opened again). Prints median, 99th",
            "percentile and maximum in milliseconds, and the requests not answered within 15 s (the page's timeout)."})
public final class WebBenchCommand implements Callable<Integer> {

    private static final Duration PAGE_TIMEOUT = Duration.ofSeconds(15);

    @Option(names = "--trickles", defaultValue = "100", description = "slow uploads at once (default ${DEFAULT-VALUE})")
    int trickles;

    @Option(names = "--seconds", defaultValue = "30", description = "seconds of each half (default ${DEFAULT-VALUE})")
    int seconds;

    @Option(names = "--every-ms", defaultValue = "20", description = "ask for the state this often (default ${DEFAULT-VALUE})")
    int everyMs;

    @Option(names = "--byte-every-ms", defaultValue = "2000",
            description = "each upload sends a byte this often (default ${DEFAULT-VALUE})")
    int byteEveryMs;

    @Override
    public Integer call() throws Exception {
        if (trickles < 0 || trickles > 2000) {
            throw new BadInputException("--trickles " + trickles + " is outside 0 to 2000");
        }
        if (seconds < 1 || seconds > 3600) {
            throw new BadInputException("--seconds " + seconds + " is outside 1 to 3600");
        }
        if (everyMs < 1 || everyMs > 10_000 || byteEveryMs < 10 || byteEveryMs > 60_000) {
            throw new BadInputException("--every-ms must be 1 to 10000 and --byte-every-ms 10 to 60000");
        }
        Path data = Files.createTempDirectory("othellier-web-bench");
        try (Service board = Service.start(ServiceConfig.read(ConfigSection.parse("[service]\nport = 0\nbind = \"127.0.0.1\"\n"
                + "data = \"" + data.toString().replace("\\", "\\\\") + "\"\n[board]\nsettle-ms = 0\n[game]\nclock = \"none\"\n",
                "web-bench")))) {
            int port = board.port();
            HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            URI state = URI.create("http://127.0.0.1:" + port + "/api/state");
            ask(http, state, Math.min(seconds, 5), everyMs); // warms the JIT up
            System.out.printf(Locale.ROOT, "GET /api/state every %d ms for %d s, the board on 127.0.0.1:%d%n", everyMs, seconds,
                    port);
            line("alone", ask(http, state, seconds, everyMs));
            try (Trickles t = new Trickles(port, trickles, byteEveryMs)) {
                Result r = ask(http, state, seconds, everyMs);
                line(trickles + " uploads trickling", r);
                System.out.printf(Locale.ROOT, "uploads: %d bytes sent a byte at a time, %d cut by the board and opened again%n",
                        t.bytes.get(), t.reopened.get());
            }
        }
        return 0;
    }

    private record Result(long[] sorted, int timedOut, int failed) {
    }

    /** Asks for the state every {@code everyMs} (or as soon as the last answer came, if later) for {@code seconds}. */
    private static Result ask(HttpClient http, URI uri, int seconds, int everyMs) throws InterruptedException {
        List<Long> nanos = new ArrayList<>();
        int timedOut = 0;
        int failed = 0;
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        long next = System.nanoTime();
        while (System.nanoTime() < end) {
            long t0 = System.nanoTime();
            try {
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(uri).timeout(PAGE_TIMEOUT).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 200) {
                    nanos.add(System.nanoTime() - t0);
                } else {
                    failed++;
                }
            } catch (HttpTimeoutException e) {
                timedOut++;
                nanos.add(System.nanoTime() - t0);
            } catch (IOException e) {
                failed++;
            }
            next += everyMs * 1_000_000L;
            long wait = next - System.nanoTime();
            if (wait > 0) {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            } else {
                next = System.nanoTime();
            }
        }
        long[] sorted = nanos.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(sorted);
        return new Result(sorted, timedOut, failed);
    }

    private static void line(String what, Result r) {
        long[] s = r.sorted();
        System.out.printf(Locale.ROOT, "%-24s n=%-6d median %.3f ms  p99 %.3f ms  max %.3f ms  no answer within 15 s: %d%s%n",
                what, s.length, LatencyBenchmark.percentile(s, 50), LatencyBenchmark.percentile(s, 99),
                s.length == 0 ? Double.NaN : s[s.length - 1] / 1e6, r.timedOut(),
                r.failed() == 0 ? "" : ", failed: " + r.failed());
    }

    /** Connections that each declared a 60 KB body and send it a byte now and then, on a thread of their own. */
    private static final class Trickles implements AutoCloseable {
        private final int port;
        private final Socket[] sockets;
        private final Thread thread;
        private final AtomicInteger bytes = new AtomicInteger();
        private final AtomicInteger reopened = new AtomicInteger();
        private volatile boolean running = true;

        Trickles(int port, int count, int byteEveryMs) throws IOException {
            this.port = port;
            this.sockets = new Socket[count];
            for (int i = 0; i < count; i++) {
                sockets[i] = open();
            }
            thread = new Thread(() -> {
                while (running) {
                    for (int i = 0; i < sockets.length && running; i++) {
                        try {
                            if (sockets[i].getInputStream().available() > 0) {
                                throw new IOException("answered: the board refused it");
                            }
                            sockets[i].getOutputStream().write('1');
                            bytes.incrementAndGet();
                        } catch (IOException cut) {
                            close(sockets[i]);
                            try {
                                sockets[i] = open();
                                reopened.incrementAndGet();
                            } catch (IOException e) {
                                System.err.println("an upload could not be opened again: " + e.getMessage());
                            }
                        }
                    }
                    try {
                        Thread.sleep(byteEveryMs);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "trickles");
            thread.setDaemon(true);
            thread.start();
        }

        private Socket open() throws IOException {
            Socket s = new Socket(InetAddress.getLoopbackAddress(), port);
            OutputStream out = s.getOutputStream();
            out.write(("POST /api/sim/frame HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nContent-Type: application/json\r\n"
                    + "Content-Length: 60000\r\n\r\n{").getBytes(StandardCharsets.US_ASCII));
            return s;
        }

        private static void close(Socket s) {
            try {
                s.close();
            } catch (IOException e) {
                // closing anyway
            }
        }

        @Override
        public void close() throws InterruptedException {
            running = false;
            thread.interrupt();
            thread.join(5_000);
            for (Socket s : sockets) {
                close(s);
            }
        }
    }
}
