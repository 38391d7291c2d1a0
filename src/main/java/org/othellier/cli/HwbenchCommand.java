package org.othellier.cli;

import java.util.Locale;
import java.util.concurrent.Callable;
import org.othellier.hw.gpio.sim.ScanBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Scan cycle time of the direct sensor matrix for 64 and 100 squares. */
@Command(name = "hwbench", mixinStandardHelpOptions = true,
        description = {"Times the direct drivers' matrix scan (scan and debounce, no settle wait) for 8x8 and 10x10 boards,",
            "on GPIO and through MCP23017 expanders. Prints one tab-separated line per case: io, via, squares, scans,",
            "microseconds per scan, nanoseconds per square, I2C transfers per scan."})
public final class HwbenchCommand implements Callable<Integer> {

    @Option(names = "--scans", defaultValue = "20000", description = "Scans timed per case (default ${DEFAULT-VALUE}).")
    int scans;

    @Option(names = "--io", defaultValue = "sim",
            description = "sim (the simulated wiring) or pi4j-mock (Pi4J's mock providers, GPIO only; needs the mock plugin on the class path).")
    String io;

    @Override
    public Integer call() {
        if (scans < 1 || scans > 10_000_000) {
            throw new BadInputException("--scans " + scans + " is outside 1 to 10000000");
        }
        String which = io.toLowerCase(Locale.ROOT);
        if (!which.equals("sim") && !which.equals("pi4j-mock")) {
            throw new BadInputException("--io " + io + " is not one of sim, pi4j-mock");
        }
        for (String line : ScanBenchmark.run(which.equals("pi4j-mock"), scans)) {
            System.out.println(line);
        }
        return 0;
    }
}
