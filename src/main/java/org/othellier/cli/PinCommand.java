package org.othellier.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.othellier.app.ServiceConfig;
import org.othellier.security.ArbiterPin;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The arbiter's PIN the service asks for: the configured one, or the one it made and keeps in the data folder. */
@Command(name = "pin", mixinStandardHelpOptions = true,
        description = {"Prints the arbiter's PIN that the service asks for before a new game, a pause or a set-up."})
public final class PinCommand implements Callable<Integer> {

    @Option(names = "--config", paramLabel = "FILE", description = "The service's configuration (security.arbiter-pin, service.data).")
    Path config;

    @Option(names = "--data", paramLabel = "DIR", description = "Where the service keeps its games (default: the configuration's, ~/.othellier).")
    Path data;

    @Override
    public Integer call() {
        ServiceConfig c = config != null ? ServiceConfig.load(config) : ServiceConfig.defaults();
        String configured = c.security().arbiterPin();
        if (configured != null) {
            System.out.println(configured);
            return 0;
        }
        Path dir = data != null ? data : c.dataDir();
        String kept = ArbiterPin.read(dir).orElseThrow(() -> new BadInputException("no PIN yet in " + dir
                + ": the service makes one at its first start (or set security.arbiter-pin); --data names another folder"));
        System.out.println(kept);
        return 0;
    }
}
