package org.othellier.hw.gpio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellier.config.ConfigSection;
import org.othellier.game.Side;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ButtonRelease;
import org.othellier.hw.gpio.sim.FakeHt16k33;
import org.othellier.hw.gpio.sim.SimulatedWiring;

/** Clock buttons and clock display: Pi4J's mock GPIO for the buttons and the TM1637, the HT16K33 register fake for the backpack. */
class ButtonsAndDisplayTest {

    @Test
    void aPressIsDatedWhenTheFingerPressedAndCountsOnce() {
        try (Pi4jMockBoard b = Pi4jMockBoard.eightByEight(true)) {
            GpioClockButtons buttons = (GpioClockButtons) b.board.buttons();
            List<ButtonPress> presses = new ArrayList<>();
            buttons.poll(1000, presses::add);
            b.button(Side.WHITE, true);
            buttons.poll(1002, presses::add);
            b.button(Side.WHITE, false); // contact bounce
            buttons.poll(1004, presses::add);
            b.button(Side.WHITE, true);
            buttons.poll(1006, presses::add);
            buttons.poll(1016, presses::add);
            assertEquals(List.of(), presses, "held 10 ms of the 20 ms debounce");
            buttons.poll(1026, presses::add);
            // dated at the first contact, not at the bounce after it, as the controller's firmware dates its presses
            assertEquals(List.of(new ButtonPress(Side.WHITE, 1002)), presses);
            buttons.poll(1100, presses::add); // still held: no second press
            b.button(Side.WHITE, false);
            buttons.poll(1110, presses::add);
            buttons.poll(1140, presses::add);
            b.button(Side.BLACK, true);
            buttons.poll(1150, presses::add);
            buttons.poll(1170, presses::add);
            assertEquals(List.of(new ButtonPress(Side.WHITE, 1002), new ButtonPress(Side.BLACK, 1150)), presses);
        }
    }

    @Test
    void aSettledReleaseIsReportedOnceToWhoListensSoAHeldButtonIsALongPress() {
        try (Pi4jMockBoard b = Pi4jMockBoard.eightByEight(true)) {
            GpioClockButtons buttons = (GpioClockButtons) b.board.buttons();
            assertFalse(buttons.sensesReleases(), "nobody listens yet: presses only");
            List<ButtonRelease> releases = new ArrayList<>();
            buttons.startReleases(releases::add);
            assertTrue(buttons.sensesReleases());
            List<ButtonPress> presses = new ArrayList<>();
            b.button(Side.BLACK, true);
            buttons.poll(1000, presses::add);
            buttons.poll(1020, presses::add);
            b.button(Side.BLACK, false);
            buttons.poll(2600, presses::add);
            b.button(Side.BLACK, true); // bounce on the way out
            buttons.poll(2604, presses::add);
            b.button(Side.BLACK, false);
            buttons.poll(2606, presses::add);
            assertEquals(List.of(), releases, "not settled yet");
            buttons.poll(2626, presses::add);
            assertEquals(List.of(new ButtonPress(Side.BLACK, 1000)), presses);
            assertEquals(List.of(new ButtonRelease(Side.BLACK, 2606)), releases, "dated when the contact last opened");
            buttons.poll(2700, presses::add);
            assertEquals(1, releases.size(), "once");
        }
    }

    @Test
    void aReleaseThatDoesNotSettleIsNoSecondPress() {
        DeferDatedDebouncer d = new DeferDatedDebouncer(Side.BLACK, 20);
        assertEquals(null, d.sample(true, 0));
        assertEquals(new ButtonPress(Side.BLACK, 0), d.sample(true, 20));
        assertEquals(null, d.sample(false, 30)); // released for 5 ms only
        assertEquals(null, d.sample(true, 35));
        assertEquals(null, d.sample(true, 100));
    }

    @Test
    void tm1637ModulesShowBothClocksBitBangedOnMockPins() {
        try (Pi4jMockBoard b = Pi4jMockBoard.eightByEight(true)) {
            SegmentClockDisplay display = (SegmentClockDisplay) b.board.display();
            display.show("12:34", "9.8");
            display.flush();
            // 1 2 3 4 with the colon (bit 7 of the second digit); "9.8" right-aligned with the point after 9.
            assertArrayEquals(bytes(0x06, 0x5B | 0x80, 0x4F, 0x66), b.blackDisplay.digits());
            assertArrayEquals(bytes(0x00, 0x00, 0x6F | 0x80, 0x7F), b.whiteDisplay.digits());
            assertTrue(b.blackDisplay.on());
            assertEquals(4, b.blackDisplay.brightness(), "brightness 8 of 15 is 4 of 7");
            assertEquals(0, b.blackDisplay.errors() + b.whiteDisplay.errors());
            int frames = b.blackDisplay.frames();
            display.show("12:34", "9.7");
            display.flush();
            assertEquals(frames, b.blackDisplay.frames(), "an unchanged side is not rewritten");
            assertArrayEquals(bytes(0x00, 0x00, 0x6F | 0x80, 0x07), b.whiteDisplay.digits());
        }
    }

    @Test
    void twoTm1637SharingTheirClockLineEachTakeOnlyTheirOwnText() {
        GpioConfig cfg = GpioConfig.read(ConfigSection.parse("""
                [gpio.leds]
                driver = "none"
                [gpio.display]
                driver = "tm1637"
                black-clk = 2
                white-clk = 2
                bit-delay-us = 0
                """, "test").section("gpio"));
        SimulatedWiring w = new SimulatedWiring(cfg);
        try (GpioBoard board = GpioBoard.open(cfg, w, () -> 0)) {
            SegmentClockDisplay display = (SegmentClockDisplay) board.display();
            display.show("0:05", "FLAG");
            display.flush();
            assertArrayEquals(bytes(0x00, 0x3F | 0x80, 0x3F, 0x6D), w.tm1637(Side.BLACK).digits());
            assertArrayEquals(bytes(0x71, 0x38, 0x77, 0x3D), w.tm1637(Side.WHITE).digits());
            assertEquals(0, w.tm1637(Side.BLACK).errors() + w.tm1637(Side.WHITE).errors());
        }
    }

    @Test
    void ht16k33BackpacksHoldDigitsAtTheirRamAddresses() {
        GpioConfig cfg = GpioConfig.read(ConfigSection.parse("[gpio.leds]\ndriver = \"none\"\n", "test").section("gpio"));
        SimulatedWiring w = new SimulatedWiring(cfg);
        try (GpioBoard board = GpioBoard.open(cfg, w, () -> 0)) {
            SegmentClockDisplay display = (SegmentClockDisplay) board.display();
            display.show("25:00", "1:02:03");
            display.flush();
            FakeHt16k33 black = w.ht16k33(1, 0x71);
            FakeHt16k33 white = w.ht16k33(1, 0x72);
            assertTrue(black.on() && white.on());
            assertEquals(0x5B, black.ram(0));
            assertEquals(0x6D, black.ram(2));
            assertEquals(0x02, black.ram(4), "colon");
            assertEquals(0x3F, black.ram(6));
            assertEquals(0x3F, black.ram(8));
            // Too long for four digits: the first four glyphs (hours and minutes) stay.
            assertEquals(0x06, white.ram(0));
            assertEquals(0x3F, white.ram(2));
            assertEquals(0x5B, white.ram(6));
            assertEquals(0x3F, white.ram(8));
            display.show("", "");
            display.flush();
            assertFalse(black.lit(0, 0));
        }
    }

    @Test
    void anyTextIsShownAsWellAsFourDigitsCan() {
        assertEquals(SevenSegment.of("  12"), SevenSegment.of("12"));
        assertTrue(SevenSegment.of("12:34").colon());
        assertArrayEquals(bytes(0, 0x80, 0x80, 0x06), SevenSegment.of("..1").digits(), "a point with no digit before it stands alone");
        assertArrayEquals(bytes(0x40, 0x40, 0x40, 0x40), SevenSegment.of("~~~~").digits(), "no shape: a dash, visible");
        assertArrayEquals(bytes(0x58, 0x39, 0x74, 0x76), SevenSegment.of("cChH").digits());
        assertArrayEquals(bytes(0, 0, 0, 0), SevenSegment.of(null).digits());
    }

    static byte[] bytes(int... values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            b[i] = (byte) values[i];
        }
        return b;
    }
}
