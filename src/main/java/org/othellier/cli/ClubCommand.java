package org.othellier.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;
import org.othellier.hub.HubConfig;
import org.othellier.service.HubService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code club}: the club's hub, until stopped (Ctrl-C or SIGTERM). */
@Command(name = "club", mixinStandardHelpOptions = true,
        description = {"Runs the club's hub: every board on one page over an MQTT broker, the tournament, the standings.",
            "Boards join with a [club] section in their configuration (docs/CLUB.md)."})
public final class ClubCommand implements Callable<Integer> {

    @Option(names = "--broker", paramLabel = "URL", description = "the broker: tcp://host:1883 or ssl://host:8883"
            + " (default: club.broker, tcp://localhost:1883)")
    String broker;

    @Option(names = "--port", paramLabel = "N", description = "the hub page's port (default: service.port, 8090)")
    Integer port;

    @Option(names = "--config", paramLabel = "FILE", description = "the hub's configuration file (TOML: [service], [security], [club])")
    Path config;

    @Option(names = "--data", paramLabel = "DIR", description = "where the hub keeps its data (default: service.data, ~/.othellier-club)")
    Path data;

    @Override
    public Integer call() throws Exception {
        long t0 = System.nanoTime();
        ServeCommand.quietLogs();
        OrderlyStop stop = OrderlyStop.register("othellier club");
        HubConfig cfg = stop.during(this::configuration);
        HubService hub = stop.during(() -> {
            try {
                return HubService.start(cfg);
            } catch (IllegalArgumentException | ConfigException e) {
                throw new BadInputException(e.getMessage());
            }
        });
        if (stop.started(hub)) {
            long ms = (System.nanoTime() - t0) / 1_000_000;
            System.out.println("othellier club: the hub of club '" + cfg.club().club() + "', its broker "
                    + cfg.club().broker() + "; data in " + cfg.dataDir());
            System.out.println("othellier club: ready in " + ms + " ms; the page is at http://localhost:" + hub.port() + "/");
            System.out.flush();
        }
        stop.await();
        return 0;
    }

    /** The configuration file's settings, or the defaults, with the command line's. */
    private HubConfig configuration() {
        HubConfig cfg;
        try {
            cfg = HubConfig.read(config == null ? ConfigSection.empty() : ConfigSection.read(config));
            if (broker != null) {
                cfg = cfg.withBroker(broker);
            }
        } catch (ConfigException e) {
            throw new BadInputException(e.getMessage());
        }
        if (port != null) {
            cfg = cfg.withPort(ServeCommand.checkPort(port));
        }
        return data == null ? cfg : cfg.withDataDir(data);
    }
}
