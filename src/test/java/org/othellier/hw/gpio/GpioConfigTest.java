package org.othellier.hw.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;

/** The [gpio] section: defaults that work, and every wiring mistake refused with the option named. */
class GpioConfigTest {

    static GpioConfig read(String toml) {
        return GpioConfig.read(ConfigSection.parse(toml, "test.toml").section("gpio"));
    }

    static String refused(String toml) {
        return assertThrows(ConfigException.class, () -> read(toml)).getMessage();
    }

    @Test
    void defaultsDescribeAnEightByEightBoardOnGpio() {
        GpioConfig c = GpioConfig.defaults();
        assertEquals(8, c.matrix().rows());
        assertEquals(8, c.matrix().cols());
        assertEquals(GpioConfig.Via.GPIO, c.matrix().via());
        assertEquals(GpioConfig.LedDriver.MAX7219, c.leds().driver());
        assertEquals(GpioConfig.DisplayDriver.HT16K33, c.display().driver());
        assertEquals(100, c.matrix().scanHz());
        assertEquals(30, c.matrix().debounceMs());
    }

    @Test
    void theOtherDefaultCombinationsAreValidToo() {
        read("[gpio.matrix]\nvia = \"mcp23017\"\n[gpio.leds]\ndriver = \"ht16k33\"\n");
        read("[gpio.display]\ndriver = \"tm1637\"\n");
        read("[gpio.leds]\ndriver = \"ht16k33\"\ncolours = \"bicolour\"\n[gpio.display]\ndriver = \"ht16k33\"\n");
    }

    @Test
    void aPinUsedTwiceIsRefusedNamingBothOptions() {
        String m = refused("[gpio.buttons]\nwhite = 13\n");
        assertEquals("gpio.buttons.white = 13: BCM 13 is already gpio.matrix.rows item 7; every pin does one job", m);
        m = refused("[gpio.matrix]\nrows = [4, 17, 27, 22, 5, 6, 13, 4]\n");
        assertTrue(m.startsWith("gpio.matrix.rows item 8 = 4: BCM 4 is already gpio.matrix.rows item 1"), m);
    }

    @Test
    void aPinThePiHasNotGotIsRefused() {
        assertTrue(refused("[gpio.buttons]\nblack = 28\n").contains("gpio.buttons.black = 28: the Raspberry Pi's header has GPIO BCM 2 to 27"));
        assertTrue(refused("[gpio.buttons]\nblack = 0\n").contains("HAT ID EEPROM"));
        assertTrue(refused("[gpio.buttons]\nblack = -3\n").contains("gpio.buttons.black = -3"));
    }

    @Test
    void busPinsCannotBeReusedAsGpio() {
        // SPI0 is in use for the default MAX7219: MOSI is BCM 10.
        assertEquals("gpio.buttons.black = 10: BCM 10 is already MOSI of SPI bus 0 (gpio.leds uses the bus); every pin does one job",
                refused("[gpio.buttons]\nblack = 10\n"));
        assertTrue(refused("[gpio.buttons]\nblack = 7\n").contains("CE1 of SPI bus 0"));
        // I2C bus 1 is in use for the default HT16K33 clock display.
        assertTrue(refused("[gpio.buttons]\nwhite = 3\n").contains("SCL of I2C bus 1 (gpio.display uses the bus)"));
        // Without any I2C device, BCM 2 and 3 are free (the TM1637 defaults use them).
        read("[gpio.display]\ndriver = \"tm1637\"\n");
        // SPI1 claims its chip selects up to the one used.
        assertTrue(refused("[gpio.leds]\nspi-bus = 1\nspi-cs = 1\n").contains("BCM 17 is already CE1 of SPI bus 1"));
    }

    @Test
    void twoChipsAtOneI2cAddressAreRefused() {
        String m = refused("[gpio.leds]\ndriver = \"ht16k33\"\naddresses = [0x71]\n");
        assertTrue(m.startsWith("gpio.display.black-address: I2C bus 1 address 0x71 is already gpio.leds.addresses item 1"), m);
    }

    @Test
    void theLedChipsMustFitTheBoard() {
        String tenByTen = "[gpio.matrix]\nvia = \"mcp23017\"\nrows = [\"A0\",\"A1\",\"A2\",\"A3\",\"A4\",\"A5\",\"A6\",\"A7\",\"0x21:A0\",\"0x21:A1\"]\n"
                + "columns = [\"B0\",\"B1\",\"B2\",\"B3\",\"B4\",\"B5\",\"B6\",\"B7\",\"0x21:B0\",\"0x21:B1\"]\n";
        assertEquals("gpio.leds.addresses lists 1 HT16K33 but 100 bicolour LEDs need 2 (64 each)",
                refused(tenByTen + "[gpio.leds]\ndriver = \"ht16k33\"\ncolours = \"bicolour\"\n"));
        read(tenByTen + "[gpio.leds]\ndriver = \"ht16k33\"\ncolours = \"bicolour\"\naddresses = [0x70, 0x73]\n");
        read(tenByTen + "[gpio.leds]\ndriver = \"ht16k33\"\n"); // 100 single-colour LEDs fit one chip
        assertEquals(10, read(tenByTen).matrix().rows());
    }

    @Test
    void theBoardIsSquareWithSixToTenLines() {
        assertEquals("gpio.matrix.columns lists 7 lines but gpio.matrix.rows lists 8; the board is square",
                refused("[gpio.matrix]\ncolumns = [26, 12, 16, 20, 21, 23, 24]\n"));
        assertTrue(refused("[gpio.matrix]\nrows = [4, 17, 27]\ncolumns = [26, 12, 16]\n").contains("a board has 6 to 10 rows"));
    }

    @Test
    void optionsThatDoNotApplyAndUnknownOptionsAreRefused() {
        assertEquals("gpio.matrix.address applies only with gpio.matrix.via = \"mcp23017\"",
                refused("[gpio.matrix]\naddress = 0x21\n"));
        assertEquals("gpio.leds.spi-hz applies only with gpio.leds.driver = \"max7219\"",
                refused("[gpio.leds]\ndriver = \"ht16k33\"\nspi-hz = 100000\n"));
        assertTrue(refused("[gpio.matrix]\nscan-rate = 50\n").startsWith("unknown option gpio.matrix.scan-rate"));
        assertTrue(refused("[gpio.leds]\ndriver = \"ws2812\"\n").contains("is not one of max7219, ht16k33, none"));
        assertTrue(refused("[gpio.matrix]\nscan-hz = 0\n").contains("gpio.matrix.scan-hz = 0 is outside 1 to 1000"));
    }

    @Test
    void expanderPinsAreReadAndChecked() {
        GpioConfig c = read("[gpio.matrix]\nvia = \"mcp23017\"\naddress = 0x22\n"
                + "rows = [\"A0\",\"A1\",\"A2\",\"A3\",\"A4\",\"A5\",\"A6\",\"A7\"]\n"
                + "columns = [\"0x23:B0\",\"B1\",\"B2\",\"B3\",\"B4\",\"B5\",\"B6\",\"b7\"]\n");
        assertEquals("0x23:B0", c.matrix().columnExpanderPins().get(0).toString());
        assertEquals("0x22:B7", c.matrix().columnExpanderPins().get(7).toString());
        assertEquals(List.of(0x22, 0x23), c.matrix().expanderAddresses());
        assertTrue(refused("[gpio.matrix]\nvia = \"mcp23017\"\nrows = [\"A0\",\"A1\",\"A2\",\"A3\",\"A4\",\"A5\",\"A6\",\"C7\"]\n")
                .contains("gpio.matrix.rows item 8 = \"C7\" is not an expander pin"));
        assertTrue(refused("[gpio.matrix]\nvia = \"mcp23017\"\ncolumns = [\"A0\",\"B1\",\"B2\",\"B3\",\"B4\",\"B5\",\"B6\",\"B7\"]\n")
                .contains("gpio.matrix.columns item 1 = \"0x20:A0\" is already gpio.matrix.rows item 1"));
        assertTrue(refused("[gpio.matrix]\nvia = \"mcp23017\"\nrows = [\"0x30:A0\",\"A1\",\"A2\",\"A3\",\"A4\",\"A5\",\"A6\",\"A7\"]\n")
                .contains("an MCP23017's address is 0x20 to 0x27"));
        // The interrupt line is a Pi pin like any other.
        assertTrue(refused("[gpio.matrix]\nvia = \"mcp23017\"\ninterrupt = 18\n").contains("BCM 18 is already gpio.matrix.interrupt"));
    }

    @Test
    void twoTm1637MayShareTheirClockButNotTheirDataLine() {
        GpioConfig c = read("[gpio.display]\ndriver = \"tm1637\"\nblack-clk = 2\nwhite-clk = 2\n");
        assertEquals(c.display().blackClk(), c.display().whiteClk());
        assertTrue(refused("[gpio.display]\ndriver = \"tm1637\"\nwhite-dio = 3\n").contains("gpio.display.white-dio = 3: BCM 3 is already gpio.display.black-dio"));
    }

    @Test
    void aCharacterLcdIsOneBackpackOnTheI2cBus() {
        GpioConfig c = read("[gpio.display]\ndriver = \"lcd\"\n");
        assertEquals(0x27, c.display().lcdAddress());
        assertTrue(c.display().backlight());
        assertEquals(0x3f, read("[gpio.display]\ndriver = \"lcd\"\naddress = 0x3f\nbacklight = false\n").display().lcdAddress());
        assertEquals("gpio.display.address = 0x30: a PCF8574 backpack is at 0x20 to 0x27 (PCF8574) or 0x38 to 0x3f (PCF8574A)",
                refused("[gpio.display]\ndriver = \"lcd\"\naddress = 0x30\n"));
        assertTrue(refused("[gpio.buttons]\nwhite = 3\n[gpio.display]\ndriver = \"lcd\"\n")
                .contains("SCL of I2C bus 1 (gpio.display uses the bus)"));
        // The usual backpack address is an MCP23017's too.
        assertTrue(refused("[gpio.matrix]\nvia = \"mcp23017\"\naddress = 0x27\n[gpio.display]\ndriver = \"lcd\"\n")
                .startsWith("gpio.display.address: I2C bus 1 address 0x27 is already gpio.matrix (MCP23017)"));
        assertEquals("gpio.display.address applies only with gpio.display.driver = \"lcd\"",
                refused("[gpio.display]\naddress = 0x27\n"));
        assertEquals("gpio.display.black-address applies only with gpio.display.driver = \"ht16k33\"",
                refused("[gpio.display]\ndriver = \"lcd\"\nblack-address = 0x71\n"));
        assertTrue(refused("[gpio.display]\ndriver = \"lcd\"\nbrightness = 3\n")
                .startsWith("gpio.display.brightness applies only with gpio.display.driver = \"ht16k33\" or \"tm1637\""));
    }
}
