package org.othellier.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;
import org.othellier.hw.gpio.BringUp;
import org.othellier.hw.gpio.GpioBoard;
import org.othellier.hw.gpio.GpioConfig;
import org.othellier.hw.gpio.sim.SimulatedWiring;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Bring-up test of a direct (gpio) board: display, every LED in turn, then each sensor and button change live. */
@Command(name = "hwtest", mixinStandardHelpOptions = true,
        description = {"Bring-up test of a board wired to the Pi directly ([gpio] section): lights every display segment,",
            "then every LED in turn, then prints each sensor and button change as it happens and lights the LED",
            "of every closed square. With --mock it runs the same drivers on simulated wiring and reads commands",
            "from standard input: a square (d4) toggles its switch, black or white presses a button, quit ends."})
public final class HwtestCommand implements Callable<Integer> {

    @Option(names = "--config", paramLabel = "FILE", description = "The service's configuration file; its [gpio] section is used (default: every [gpio] default).")
    Path config;

    @Option(names = "--mock", description = "Simulated wiring built from the configuration, instead of the Pi's pins.")
    boolean mock;

    @Option(names = "--step-ms", defaultValue = "150", description = "How long each LED stays lit in the walk, in ms (default ${DEFAULT-VALUE}).")
    long stepMillis;

    @Option(names = "--seconds", defaultValue = "0", description = "How long to watch sensors and buttons on a real board; 0 until Ctrl-C (default ${DEFAULT-VALUE}).")
    long seconds;

    @Override
    public Integer call() throws Exception {
        if (stepMillis < 0 || stepMillis > 10_000) {
            throw new BadInputException("--step-ms " + stepMillis + " is outside 0 to 10000");
        }
        if (seconds < 0) {
            throw new BadInputException("--seconds " + seconds + " is negative");
        }
        ConfigSection gpio;
        GpioConfig cfg;
        try {
            gpio = (config == null ? ConfigSection.empty() : ConfigSection.read(config)).section("gpio");
            cfg = GpioConfig.read(gpio);
        } catch (ConfigException e) {
            throw new BadInputException(e.getMessage());
        }
        SimulatedWiring wiring = mock ? new SimulatedWiring(cfg) : null;
        try (GpioBoard board = mock ? GpioBoard.open(cfg, wiring, HwtestCommand::millis) : GpioBoard.open(gpio)) {
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            new BringUp(board, wiring, System.out, stepMillis, HwtestCommand::millis).run(seconds, in);
        }
        return 0;
    }

    private static long millis() {
        return System.nanoTime() / 1_000_000;
    }
}
