package org.othellier.hw.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.othellier.board.SensorFrame;
import org.othellier.config.ConfigSection;
import org.othellier.hw.gpio.sim.FakeMcp23017;
import org.othellier.hw.gpio.sim.SimulatedWiring;

/** The matrix through MCP23017 expanders, on the register-level fake (Pi4J's mock I2C is a FIFO, not a register file). */
class ExpanderMatrixTest {

    static final String TEN_BY_TEN = """
            [gpio.matrix]
            via = "mcp23017"
            rows = ["A0","A1","A2","A3","A4","A5","A6","A7","0x21:A0","0x21:A1"]
            columns = ["B0","B1","B2","B3","B4","B5","B6","B7","0x21:B0","0x21:B1"]
            [gpio.leds]
            driver = "none"
            """;

    static GpioConfig config(String toml) {
        return GpioConfig.read(ConfigSection.parse(toml, "test").section("gpio"));
    }

    static void place(SimulatedWiring w, SensorFrame f) {
        for (int i = 0; i < f.squares(); i++) {
            w.setSwitch(i / f.cols(), i % f.cols(), f.get(i).isOccupied());
        }
    }

    @Test
    void theChipIsSetUpWithRowsAsOutputsAndPulledUpColumns() {
        GpioConfig cfg = config("[gpio.matrix]\nvia = \"mcp23017\"\n");
        SimulatedWiring w = new SimulatedWiring(cfg);
        try (GpioBoard board = GpioBoard.open(cfg, w, () -> 0)) {
            FakeMcp23017 chip = w.mcp23017(0x20);
            assertEquals(0x00, chip.register(FakeMcp23017.IODIRA), "port A: rows, outputs");
            assertEquals(0xFF, chip.register(FakeMcp23017.IODIRA + 1), "port B: columns, inputs");
            assertEquals(0xFF, chip.register(FakeMcp23017.GPPUA + 1), "pull-ups on the columns");
            assertEquals(0xFF, chip.register(FakeMcp23017.OLATA), "no row selected between scans");
            assertEquals(SensorFrame.empty(8, 8), board.scanner().step(0));
        }
    }

    @Test
    void aTenByTenBoardOnTwoExpandersReadsEverySquare() {
        GpioConfig cfg = config(TEN_BY_TEN);
        SimulatedWiring w = new SimulatedWiring(cfg);
        SensorFrame picture = SensorFrame.parse("""
                # - - - - - - - - #
                - - - - - - - - - -
                - - - - - - - - - -
                - - - - - - - - - -
                - - - - # # - - - -
                - - - - # # - - - -
                - - - - - - - - - -
                - - - - - - - - - -
                - - - - - - - - # -
                # - - - - - - - - #
                """);
        place(w, picture);
        try (GpioBoard board = GpioBoard.open(cfg, w, () -> 0)) {
            assertEquals(picture, board.scanner().step(0));
            assertEquals(10, board.sensors().rows());
        }
    }

    @Test
    void theInterruptLineWakesTheScannerForTheFirstDiscInAColumn() {
        GpioConfig cfg = config("[gpio.matrix]\nvia = \"mcp23017\"\ninterrupt = 17\n[gpio.leds]\ndriver = \"none\"\n");
        SimulatedWiring w = new SimulatedWiring(cfg);
        try (GpioBoard board = GpioBoard.open(cfg, w, () -> 0)) {
            MatrixScanner s = board.scanner();
            s.step(0);
            SwitchMatrixAccess.arm(board);
            FakeMcp23017 chip = w.mcp23017(0x20);
            assertFalse(chip.interruptActive(), "armed and quiet");
            w.setSwitch(3, 5, true); // f4: column f had no disc
            assertTrue(chip.interruptActive());
            s.step(1_000_000);
            SwitchMatrixAccess.arm(board);
            assertFalse(chip.interruptActive(), "the scan and the re-arm cleared it");
            w.setSwitch(6, 5, true); // f7: column f already low through f4, so no edge for the interrupt
            assertFalse(chip.interruptActive(), "this one waits for the idle scan");
            s.step(2_000_000);
            SensorFrame f = s.step(40_000_000);
            assertTrue(f.get(5, 3).isOccupied() && f.get(5, 6).isOccupied(), "the periodic scan found both");
        }
    }
}
