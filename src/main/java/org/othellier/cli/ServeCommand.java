package org.othellier.cli;

import java.net.InetAddress;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.othellier.app.ServiceConfig;
import org.othellier.config.ConfigException;
import org.othellier.service.Service;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code serve}: the companion service, until stopped (Ctrl-C or SIGTERM). */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Runs the companion: the board, the game, the clock, the journal and the web page.",
            "Without a configuration file: 8x8 Othello on the simulated board (docs/CONFIG.md lists every option)."})
public final class ServeCommand implements Callable<Integer> {

    @Option(names = "--port", paramLabel = "N", description = "the web page's port (default: service.port, 8080)")
    Integer port;

    @Option(names = "--config", paramLabel = "FILE", description = "the configuration file (TOML)")
    Path config;

    @Option(names = "--data", paramLabel = "DIR", description = "where games are kept (default: service.data, ~/.othellier)")
    Path data;

    @Override
    public Integer call() throws Exception {
        long t0 = System.nanoTime();
        quietLogs();
        OrderlyStop stop = OrderlyStop.register("othellier");
        ServiceConfig cfg = stop.during(this::configuration);
        Service service = stop.during(() -> {
            try {
                return Service.start(cfg);
            } catch (IllegalArgumentException | ConfigException e) {
                throw new BadInputException(e.getMessage());
            }
        });
        if (stop.started(service)) {
            long ms = (System.nanoTime() - t0) / 1_000_000;
            String host = cfg.bind().equals("0.0.0.0") ? hostName() : cfg.bind();
            System.out.println("othellier: " + service.describe() + "; games kept in " + cfg.dataDir());
            System.out.println("othellier: ready in " + ms + " ms; the page is at http://localhost:" + service.port() + "/"
                    + (host == null ? "" : " (on the network: http://" + host + ":" + service.port() + "/)"));
            System.out.flush();
        }
        stop.await();
        return 0;
    }

    /** The configuration file's settings, or the defaults, with the command line's. */
    private ServiceConfig configuration() {
        ServiceConfig cfg;
        try {
            cfg = config == null ? ServiceConfig.defaults() : ServiceConfig.load(config);
        } catch (ConfigException e) {
            throw new BadInputException(e.getMessage());
        }
        if (port != null) {
            cfg = cfg.withPort(checkPort(port));
        }
        return data == null ? cfg : cfg.withDataDir(data);
    }

    /** {@code --port N}, refused outside 0 to 65535. */
    static int checkPort(int port) {
        if (port < 0 || port > 65535) {
            throw new BadInputException("--port " + port + " is outside 0 to 65535");
        }
        return port;
    }

    /** One line per log record; Jetty's start-up chatter only from warnings up. */
    static void quietLogs() {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%1$tF %1$tT %4$s %3$s: %5$s%6$s%n");
        if (System.getProperty("org.slf4j.simpleLogger.log.org.eclipse.jetty") == null) {
            System.setProperty("org.slf4j.simpleLogger.log.org.eclipse.jetty", "warn");
        }
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (Exception e) {
            return null;
        }
    }
}
