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
import org.othellier.hw.serial.LedChain;
import org.othellier.hw.serial.SerialBoard;
import org.othellier.hw.serial.SerialBringUp;
import org.othellier.hw.serial.SerialConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Bring-up test of a board: display, every LED in turn, then each sensor and button change live. The board is
 * the one the configuration's {@code board.backend} names: wired to the Pi ({@code gpio}, the default here) or a
 * controller over serial ({@code serial}, also chosen by {@code --serial} or {@code --port}).
 */
@Command(name = "hwtest", mixinStandardHelpOptions = true,
        description = {"Bring-up test of a board: lights every display segment, then every LED in turn (square by square",
            "from a1, in each colour the LEDs have), then prints each sensor and button change as it happens and lights",
            "the LED of every occupied square. The board is the one --config's board.backend names: wired to the Pi",
            "([gpio], the default) or a board controller over serial ([serial], also chosen by --serial or --port).",
            "With --mock a gpio board runs on simulated wiring and reads commands from standard input: a square (d4)",
            "toggles its switch, black or white presses a button, quit ends."})
public final class HwtestCommand implements Callable<Integer> {

    @Option(names = "--config", paramLabel = "FILE", description = "The service's configuration file: its board.backend and that"
            + " board's section ([gpio] or [serial]) are used (default: a gpio board with every [gpio] default).")
    Path config;

    @Option(names = "--serial", description = "A board controller over serial, whatever --config's board.backend says.")
    boolean serial;

    @Option(names = "--port", paramLabel = "PATH", description = "The board controller's serial port (implies --serial; default:"
            + " [serial] port, or the first port with Arduino's USB vendor id).")
    String port;

    @Option(names = "--led-chain", paramLabel = "ORDER", description = "The order of the controller's LED chain, e.g."
            + " serpentine-a1-rows (implies --serial; default: [serial] led-chain, else straight-a1-rows).")
    String ledChain;

    @Option(names = "--mock", description = "Simulated wiring built from the configuration, instead of the Pi's pins (gpio only).")
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
        if (port != null && port.isBlank()) {
            throw new BadInputException("--port is empty");
        }
        ConfigSection root;
        try {
            root = config == null ? ConfigSection.empty() : ConfigSection.read(config);
        } catch (ConfigException e) {
            throw new BadInputException(e.getMessage());
        }
        boolean onSerial = serial || port != null || ledChain != null;
        if (!onSerial) {
            try {
                onSerial = root.section("board").string("backend", "gpio").equals("serial");
            } catch (ConfigException e) {
                throw new BadInputException((config == null ? "" : "--config " + config + ": ") + e.getMessage());
            }
        }
        if (onSerial) {
            if (mock) {
                throw new BadInputException("--mock simulates a board wired to the Pi; for a serial controller run the firmware"
                        + " simulator (make -C firmware-protocol/firmware host, then build/sim) and give its path to --port");
            }
            return serial(root);
        }
        ConfigSection gpio;
        GpioConfig cfg;
        try {
            gpio = root.section("gpio");
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

    /** The test on a board controller: [serial] as configured, with the port and chain order of the options. */
    private int serial(ConfigSection root) throws InterruptedException {
        SerialConfig cfg;
        try {
            cfg = SerialConfig.read(root.section("serial"));
            if (port != null) {
                cfg = cfg.withPort(port.strip());
            }
            if (ledChain != null) {
                cfg = cfg.withLedChain(LedChain.parse(ledChain, "--led-chain"));
            }
        } catch (ConfigException e) {
            throw new BadInputException((config == null || e.getMessage().startsWith("--") ? "" : "--config " + config + ": ")
                    + e.getMessage());
        }
        try (SerialBoard board = SerialBoard.open(cfg, HwtestCommand::millis)) {
            new SerialBringUp(board, cfg.ledChain(), System.out, stepMillis, HwtestCommand::millis).run(seconds);
        }
        return 0;
    }

    private static long millis() {
        return System.nanoTime() / 1_000_000;
    }
}
