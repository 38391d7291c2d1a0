package org.othellier.hw.gpio.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.othellier.config.ConfigSection;
import org.othellier.hw.gpio.GpioBoard;
import org.othellier.hw.gpio.GpioConfig;
import org.othellier.hw.gpio.MatrixScanner;
import org.othellier.hw.gpio.io.BoardIo;
import org.othellier.hw.gpio.io.Pi4jIo;

/**
 * The figures of {@code othellier hwbench}: the time of one scan-and-debounce step of the matrix, on
 * 8x8 and 10x10 boards, with a third of the switches closed. The settle wait is set to zero so the
 * figure is the drivers' own cost; on a Pi each row adds its settle time (10 us by default) and each
 * line access its gpiod or I2C time, which the transfer count lets one estimate.
 */
public final class ScanBenchmark {

    private ScanBenchmark() {
    }

    public static List<String> run(boolean pi4jMock, int scans) {
        List<String> lines = new ArrayList<>();
        for (int pass = 0; pass < 2; pass++) { // the first pass warms every path up, the second is reported
            lines.clear();
            for (int size : new int[] {8, 10}) {
                lines.add(one(pi4jMock, "gpio", size, scans));
                if (!pi4jMock) { // Pi4J's mock I2C is a FIFO, not a register file: no expander can run on it
                    lines.add(one(false, "mcp23017", size, scans));
                }
            }
        }
        return lines;
    }

    static String config(String via, int size) {
        StringBuilder t = new StringBuilder("[gpio.matrix]\nvia = \"").append(via).append("\"\nsettle-us = 0\n");
        if (via.equals("gpio")) {
            // 20 lines for 10x10 leave no room for the SPI and I2C chips: the benchmark scans the matrix alone.
            List<Integer> pins = IntStream.rangeClosed(2, 2 + 2 * size - 1).boxed().toList();
            t.append("rows = ").append(pins.subList(0, size)).append('\n');
            t.append("columns = ").append(pins.subList(size, 2 * size)).append('\n');
        } else {
            List<String> rows = new ArrayList<>();
            List<String> cols = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                String chip = i < 8 ? "" : "0x21:";
                rows.add('"' + chip + "A" + (i % 8) + '"');
                cols.add('"' + chip + "B" + (i % 8) + '"');
            }
            t.append("rows = ").append(rows).append('\n').append("columns = ").append(cols).append('\n');
        }
        t.append("[gpio.leds]\ndriver = \"none\"\n[gpio.display]\ndriver = \"none\"\n[gpio.buttons]\nenabled = false\n");
        return t.toString();
    }

    private static String one(boolean pi4jMock, String via, int size, int scans) {
        GpioConfig cfg = GpioConfig.read(ConfigSection.parse(config(via, size), "benchmark").section("gpio"));
        SimulatedWiring wiring = pi4jMock ? null : new SimulatedWiring(cfg);
        BoardIo io = pi4jMock ? Pi4jIo.mock() : wiring;
        if (wiring != null) {
            for (int i = 0; i < size * size; i += 3) {
                wiring.setSwitch(i / size, i % size, true);
            }
        }
        try (GpioBoard board = GpioBoard.open(cfg, io, () -> System.nanoTime() / 1_000_000)) {
            MatrixScanner scanner = board.scanner();
            long t = 0;
            for (int i = 0; i < Math.max(1000, scans / 5); i++) { // warm up
                scanner.step(t += 1_000_000);
            }
            int transfersBefore = transfers(wiring, cfg);
            long start = System.nanoTime();
            for (int i = 0; i < scans; i++) {
                scanner.step(t += 1_000_000);
            }
            long elapsed = System.nanoTime() - start;
            int transfers = transfers(wiring, cfg) - transfersBefore;
            double perScanUs = elapsed / 1000.0 / scans;
            return String.format(Locale.ROOT, "%s\t%s\t%d\t%d\t%.2f\t%.1f\t%s", pi4jMock ? "pi4j-mock" : "sim", via, size * size,
                    scans, perScanUs, elapsed / (double) scans / (size * size),
                    wiring == null || via.equals("gpio") ? "-" : String.format(Locale.ROOT, "%.1f", transfers / (double) scans));
        }
    }

    private static int transfers(SimulatedWiring wiring, GpioConfig cfg) {
        if (wiring == null || cfg.matrix().via() != GpioConfig.Via.MCP23017) {
            return 0;
        }
        return cfg.matrix().expanderAddresses().stream().map(wiring::mcp23017)
                .collect(Collectors.summingInt((FakeMcp23017 c) -> c.writes() + c.reads()));
    }
}
