package org.othellier.hw.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.withSettings;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mockito.AdditionalAnswers;
import org.othellier.config.ConfigSection;
import org.othellier.hw.gpio.io.HardwareException;
import org.othellier.hw.gpio.io.I2cDevice;
import org.othellier.hw.gpio.sim.FakeCharacterLcd;
import org.othellier.hw.gpio.sim.SimulatedWiring;

/** The 16x2 HD44780 LCD on its PCF8574 backpack, read back as text from the backpack's decoded port bytes. */
class CharacterLcdTest {

    final FakeCharacterLcd fake = new FakeCharacterLcd(0x27);
    final List<Long> waits = new ArrayList<>();

    Hd44780Lcd lcd() {
        return new Hd44780Lcd(fake, true, waits::add);
    }

    @Test
    void startsByInstructionIn4BitModeAsTheDatasheetSays() {
        lcd();
        // Three 8-bit function sets, the switch to 4 bits (bytes 0x33, 0x32), then function set, display off,
        // clear, entry mode, display on: each of those as two nibbles.
        assertEquals(List.of("8:30", "8:30", "8:30", "8:20", "28", "08", "01", "06", "0c"), fake.instructions());
        assertEquals(List.of(4_500_000L, 150_000L, 150_000L, 2_000_000L), waits, "more than 4.1 ms, 100 us, and clear's 1.52 ms");
        assertTrue(fake.on() && fake.backlight());
        assertEquals("""
                |                |
                |                |
                """, fake.picture());
    }

    @Test
    void aServiceRestartedHalfwayThroughAByteFindsTheLcdAgain() {
        lcd().show("before", "restart");
        fake.write(0x3D, (byte) 0x39); // half a character (E pulsed once): the LCD waits for the other half
        lcd().show("B>    0:59   #12", "W     1:00   #11");
        assertEquals("""
                |B>    0:59   #12|
                |W     1:00   #11|
                """, fake.picture());
    }

    @Test
    void showsTwoLinesAndWritesOnlyTheCharactersThatChanged() {
        Hd44780Lcd lcd = lcd();
        long start = fake.bytes();
        lcd.show("B>    1:00   #12", "W     1:00   #11");
        assertEquals("""
                |B>    1:00   #12|
                |W     1:00   #11|
                """, fake.picture());
        long whole = fake.bytes() - start;
        assertEquals(0, lcd.show("B>    1:00   #12", "W     1:00   #11"), "nothing changed, nothing written");

        // The first second: 1:00 to 0:59, three characters (the colon between them is written again rather than
        // addressing twice). Then one character a tick: its address, then the character, RS set before each.
        assertEquals(1 + 4 + 1 + 3 * 4 + 4, lcd.show("B>    1:00   #12", "W     0:59   #11"));
        assertEquals(1 + 4 + 1 + 4, lcd.show("B>    1:00   #12", "W     0:58   #11"));
        assertEquals("""
                |B>    1:00   #12|
                |W     0:58   #11|
                """, fake.picture());
        long ten = fake.bytes();
        assertEquals(14, lcd.show("B>    1:00   #12", "W     0:49   #11"), "two neighbours: one address");
        // The turn passes: '>' moves and the move count changes, on both lines.
        int turn = lcd.show("B     1:00   #12", "W>    0:49   #12");
        assertEquals(3 * (1 + 4 + 1 + 4), turn, "three characters apart: three addresses");
        assertEquals("""
                |B     1:00   #12|
                |W>    0:49   #12|
                """, fake.picture());
        assertTrue(whole > 80 && fake.bytes() - ten < whole / 2, "whole lines " + whole + " bytes");
        assertEquals(5 + 5, fake.writes(), "the start's five writes, then one I2C write for each of the five updates");
    }

    @Test
    void aLongLineIsCutAnAccentIsDroppedAndACharacterTheLcdHasNotIsABlock() {
        Hd44780Lcd lcd = lcd();
        lcd.show("0123456789ABCDEFGHIJ", "a\\b~c\u00e9d\te\u2603");
        assertEquals("""
                |0123456789ABCDEF|
                |a█b█ced█e█      |
                """, fake.picture());
    }

    @Test
    void offClearsItAndTheNextUpdateTurnsItOnAgain() {
        Hd44780Lcd lcd = lcd();
        lcd.show("B     1:00", "W     1:00");
        lcd.off();
        assertFalse(fake.on());
        assertFalse(fake.backlight());
        lcd.show("B     0:59", "W     1:00");
        assertTrue(fake.on() && fake.backlight());
        assertEquals("""
                |B     0:59      |
                |W     1:00      |
                """, fake.picture());
    }

    @Test
    void aFailedWriteStartsTheLcdAgainAtTheNextUpdate() {
        I2cDevice flaky = mock(I2cDevice.class, withSettings().defaultAnswer(AdditionalAnswers.delegatesTo(fake)));
        Hd44780Lcd lcd = new Hd44780Lcd(flaky, true, waits::add);
        lcd.show("B     1:00", "W     1:00");
        doAnswer(inv -> {
            byte[] data = (byte[]) inv.getRawArguments()[1];
            fake.write(inv.<Integer>getArgument(0), data[0], data[1]); // a part got through: the LCD is somewhere in a byte
            throw new HardwareException("I2C bus 1 address 0x27: write failed: Remote I/O error");
        }).doAnswer(AdditionalAnswers.delegatesTo(fake)).when(flaky).write(anyInt(), any(byte[].class));
        assertThrows(HardwareException.class, () -> lcd.show("B     0:59", "W     1:00"));
        lcd.show("B     0:58", "W     1:00");
        assertEquals("""
                |B     0:58      |
                |W     1:00      |
                """, fake.picture());
    }

    @Test
    void theClockDisplayPutsAShortTextInTheTimesColumnsAndShowsAWholeLineAsItIs() {
        assertEquals("B     0:59", LcdClockDisplay.line('B', " 0:59"));
        assertEquals("W     19.9", LcdClockDisplay.line('W', " 19.9"));
        assertEquals("B      2-5", LcdClockDisplay.line('B', "2-5"));
        assertEquals("W>   24:13.5 d4.2".substring(0, 16), LcdClockDisplay.line('W', "W>   24:13.5 d4.2".substring(0, 16)));
    }

    @Test
    void theBoardOpensTheLcdFromTheConfigurationOnItsBackpack() {
        GpioConfig cfg = GpioConfig.read(ConfigSection.parse("[gpio.leds]\ndriver = \"none\"\n[gpio.display]\ndriver = \"lcd\"\n"
                + "address = 0x3f\n", "test").section("gpio"));
        SimulatedWiring wiring = new SimulatedWiring(cfg);
        try (GpioBoard board = GpioBoard.open(cfg, wiring, () -> 0)) {
            assertTrue(board.describe().contains("clock display: 16x2 LCD at simulated PCF8574 LCD 0x3f"), board.describe());
            assertTrue(board.display().characterLines());
            LcdClockDisplay lcd = (LcdClockDisplay) board.display();
            lcd.show(" 1:00", " 0:59");
            lcd.flush();
            assertEquals("""
                    |B     1:00      |
                    |W     0:59      |
                    """, wiring.lcd().picture());
        }
        assertFalse(wiring.lcd().on(), "closing the board switches the LCD off");
    }
}
