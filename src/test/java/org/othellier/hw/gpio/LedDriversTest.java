package org.othellier.hw.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.othellier.board.Led;
import org.othellier.board.LedColour;
import org.othellier.board.LedPlan;
import org.othellier.config.ConfigSection;
import org.othellier.hw.gpio.sim.FakeHt16k33;
import org.othellier.hw.gpio.sim.FakeMax7219Chain;
import org.othellier.hw.gpio.sim.SimulatedWiring;

/** LED plans on MAX7219 and HT16K33 register fakes, blinking on a fake clock. */
class LedDriversTest {

    static final String TEN_BY_TEN_GPIO = """
            [gpio.matrix]
            rows = [2, 3, 4, 5, 6, 12, 13, 14, 15, 16]
            columns = [17, 18, 19, 20, 21, 22, 23, 24, 25, 26]
            [gpio.display]
            driver = "none"
            [gpio.buttons]
            enabled = false
            """;

    record Rig(SimulatedWiring wiring, GpioBoard board) implements AutoCloseable {
        BlinkingLeds leds() {
            return (BlinkingLeds) board.leds();
        }

        @Override
        public void close() {
            board.close();
        }
    }

    static Rig rig(String toml) {
        GpioConfig cfg = GpioConfig.read(ConfigSection.parse(toml, "test").section("gpio"));
        SimulatedWiring w = new SimulatedWiring(cfg);
        return new Rig(w, GpioBoard.open(cfg, w, () -> 0));
    }

    static LedPlan plan(int size, Object... squareAndLed) {
        LedPlan p = LedPlan.dark(size, size);
        for (int i = 0; i < squareAndLed.length; i += 2) {
            p = p.with((Integer) squareAndLed[i], (Led) squareAndLed[i + 1]);
        }
        return p;
    }

    @Test
    void max7219ShowsAPlanRowPerDigitAndBlinksOnItsOwn() {
        try (Rig r = rig("[gpio.display]\ndriver = \"none\"\n")) {
            FakeMax7219Chain chip = r.wiring().max7219();
            assertTrue(chip.running(0));
            assertEquals(8, chip.intensity(0));
            int d3 = 2 * 8 + 3; // row 3, file d
            int e4 = 3 * 8 + 4;
            r.leds().show(plan(8, d3, Led.steady(LedColour.GREEN), e4, Led.slowBlink(LedColour.RED)));
            long next = r.leds().render(0);
            assertTrue(chip.lit(0, 2, 7 - 3), "d3 steady: digit 2, segment for column 3");
            assertTrue(chip.lit(0, 3, 7 - 4), "e4 in the lit half of its blink");
            assertEquals(500, next, "the next change is the blink's dark half");
            r.leds().render(600);
            assertTrue(chip.lit(0, 2, 7 - 3));
            assertFalse(chip.lit(0, 3, 7 - 4), "e4 dark at 600 ms");
            r.leds().render(1000);
            assertTrue(chip.lit(0, 3, 7 - 4), "and lit again at 1 s");
            int frames = chip.frames();
            r.leds().render(1100);
            assertEquals(frames, chip.frames(), "nothing changed, nothing written");
            r.leds().show(plan(8, 0, Led.fastBlink(LedColour.RED)));
            assertEquals(125 - 1200 % 125, r.leds().render(1200));
        }
    }

    @Test
    void aTenByTenBoardSpreadsOverTwoChainedMax7219() {
        try (Rig r = rig(TEN_BY_TEN_GPIO)) {
            FakeMax7219Chain chain = r.wiring().max7219();
            assertEquals(2, chain.chips());
            r.leds().show(plan(10, 0, Led.steady(LedColour.RED), 63, Led.steady(LedColour.RED), 64, Led.steady(LedColour.RED),
                    99, Led.steady(LedColour.RED)));
            r.leds().render(0);
            for (int k = 0; k < 128; k++) {
                assertEquals(k == 0 || k == 63 || k == 64 || k == 99, chain.litLed(k), "LED " + k);
            }
        }
    }

    @Test
    void flipsMatchAModuleMountedTheOtherWayRound() {
        try (Rig r = rig("[gpio.display]\ndriver = \"none\"\n[gpio.leds]\nflip-rows = true\nflip-cols = true\n")) {
            r.leds().show(plan(8, 0, Led.steady(LedColour.RED))); // a1
            r.leds().render(0);
            assertTrue(r.wiring().max7219().litLed(63), "a1 is the last LED of a module turned round");
            assertFalse(r.wiring().max7219().litLed(0));
        }
    }

    @Test
    void ht16k33BicolourShowsTheNearestColourItHas() {
        try (Rig r = rig("[gpio.leds]\ndriver = \"ht16k33\"\ncolours = \"bicolour\"\n[gpio.display]\ndriver = \"none\"\n")) {
            FakeHt16k33 chip = r.wiring().ht16k33(1, 0x70);
            assertTrue(chip.on());
            r.leds().show(plan(8, 9, Led.steady(LedColour.GREEN), 10, Led.steady(LedColour.RED), 11, Led.steady(LedColour.YELLOW),
                    12, Led.steady(LedColour.BLUE)));
            r.leds().render(0);
            // b2 is LED 9: COM 1; green on ROW 1, red on ROW 9.
            assertTrue(chip.lit(1, 1) && !chip.lit(1, 9), "green");
            assertTrue(!chip.lit(1, 2) && chip.lit(1, 10), "red");
            assertTrue(chip.lit(1, 3) && chip.lit(1, 11), "yellow is both");
            assertTrue(chip.lit(1, 4) && !chip.lit(1, 12), "blue is shown green");
            assertEquals(0, chip.blink(), "the chip's own blinking stays off: the driver blinks per LED");
        }
    }

    @Test
    void ht16k33SingleColourPutsAHundredLedsOnOneChip() {
        // 20 matrix lines and I2C: the SPI pins are free for the matrix instead.
        String toml = TEN_BY_TEN_GPIO.replace("[2, 3, 4, 5, 6, 12, 13, 14, 15, 16]", "[4, 5, 6, 7, 8, 9, 10, 11, 12, 13]")
                .replace("[17, 18, 19, 20, 21, 22, 23, 24, 25, 26]", "[14, 15, 16, 17, 18, 19, 20, 21, 22, 23]")
                + "[gpio.leds]\ndriver = \"ht16k33\"\n";
        try (Rig r = rig(toml)) {
            FakeHt16k33 chip = r.wiring().ht16k33(1, 0x70);
            r.leds().show(plan(10, 10, Led.steady(LedColour.WHITE), 99, Led.steady(LedColour.RED)));
            r.leds().render(0);
            assertTrue(chip.lit(1, 2), "LED 10: COM 1, ROW 2");
            assertTrue(chip.lit(4, 8 + 3), "LED 99: COM (99/8)%8 = 4, ROW 8 + 3");
        }
    }

    @Test
    void aPlanOfTheWrongSizeIsRefused() {
        try (Rig r = rig("[gpio.display]\ndriver = \"none\"\n")) {
            assertEquals("LED plan is 10x10 but the board's LEDs are 8x8",
                    assertThrows(IllegalArgumentException.class, () -> r.leds().show(LedPlan.dark(10, 10))).getMessage());
        }
    }

    @Test
    void closingTheBoardDarkensAndStopsTheChips() {
        Rig r = rig("[gpio.display]\ndriver = \"none\"\n");
        r.leds().show(plan(8, 5, Led.steady(LedColour.RED)));
        r.leds().render(0);
        r.close();
        assertFalse(r.wiring().max7219().running(0));
        assertFalse(r.wiring().max7219().litLed(5));
    }
}
