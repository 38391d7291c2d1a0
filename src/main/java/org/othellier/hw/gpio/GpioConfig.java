package org.othellier.hw.gpio;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.othellier.config.ConfigException;
import org.othellier.config.ConfigSection;

/**
 * The {@code [gpio]} section of the service's configuration: which pins, buses and chips the direct
 * drivers use. {@link #read} checks everything a wrong wiring plan could get wrong (a pin used twice,
 * a pin the Pi has not got, an I2C or SPI pin reused as GPIO, two chips at one address, too few LED
 * chips for the board) and refuses it naming the option. Every option and its default is documented
 * in {@code docs/GPIO.md}.
 */
public record GpioConfig(String digital, String gpiodChip, Matrix matrix, Leds leds, Buttons buttons, Display display) {

    /** How the switch matrix reaches the Pi. */
    public enum Via { GPIO, MCP23017 }

    public enum LedDriver { MAX7219, HT16K33, NONE }

    public enum LedColours { SINGLE, BICOLOUR }

    /** Seven-segment modules on HT16K33 or TM1637, or one 16x2 character LCD (HD44780 on a PCF8574 I2C backpack). */
    public enum DisplayDriver { HT16K33, TM1637, LCD, NONE }

    /** One pin of an MCP23017: {@code pin} 0-7 is A0-A7, 8-15 is B0-B7. */
    public record ExpanderPin(int address, int pin) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "0x%02x:%c%d", address, pin < 8 ? 'A' : 'B', pin % 8);
        }
    }

    /**
     * The sensor matrix: row lines driven (low selects a row), column lines read with pull-ups, one diode
     * per switch. Row {@code i} of the lists is row {@code i} of the board from a1's row, column {@code j}
     * is file {@code j} from the a-file, so a builder fixes a crossed wire by swapping two list items.
     */
    public record Matrix(Via via, List<Integer> rowPins, List<Integer> columnPins,
                         List<ExpanderPin> rowExpanderPins, List<ExpanderPin> columnExpanderPins,
                         int i2cBus, int scanHz, int debounceMs, int settleUs, int interruptPin, int idleScanMs) {

        public int rows() {
            return via == Via.GPIO ? rowPins.size() : rowExpanderPins.size();
        }

        public int cols() {
            return via == Via.GPIO ? columnPins.size() : columnExpanderPins.size();
        }

        /** The expanders' addresses, in the order their pins first appear. */
        public List<Integer> expanderAddresses() {
            List<Integer> out = new ArrayList<>();
            for (ExpanderPin p : rowExpanderPins) {
                if (!out.contains(p.address())) {
                    out.add(p.address());
                }
            }
            for (ExpanderPin p : columnExpanderPins) {
                if (!out.contains(p.address())) {
                    out.add(p.address());
                }
            }
            return out;
        }
    }

    public record Leds(LedDriver driver, int spiBus, int spiChipSelect, int spiHz, int i2cBus, List<Integer> addresses,
                       LedColours colours, int brightness, boolean flipRows, boolean flipCols) {
    }

    public record Buttons(boolean enabled, int blackPin, int whitePin, int debounceMs) {
    }

    public record Display(DisplayDriver driver, int blackClk, int blackDio, int whiteClk, int whiteDio, int bitDelayUs,
                          int i2cBus, int blackAddress, int whiteAddress, int brightness, int lcdAddress, boolean backlight) {

        /** Whether the display is on the I2C bus {@link #i2cBus}. */
        public boolean onI2c() {
            return driver == DisplayDriver.HT16K33 || driver == DisplayDriver.LCD;
        }
    }

    static final List<Integer> DEFAULT_ROW_PINS = List.of(4, 17, 27, 22, 5, 6, 13, 19);
    static final List<Integer> DEFAULT_COLUMN_PINS = List.of(26, 12, 16, 20, 21, 23, 24, 25);
    static final List<String> DEFAULT_ROW_EXPANDER_PINS = List.of("A0", "A1", "A2", "A3", "A4", "A5", "A6", "A7");
    static final List<String> DEFAULT_COLUMN_EXPANDER_PINS = List.of("B0", "B1", "B2", "B3", "B4", "B5", "B6", "B7");

    private static final Set<String> TOP = Set.of("digital", "gpiod-chip", "matrix", "leds", "buttons", "display");
    private static final Set<String> MATRIX = Set.of("via", "rows", "columns", "scan-hz", "debounce-ms", "settle-us",
            "i2c-bus", "address", "interrupt", "idle-scan-ms");
    private static final Set<String> LEDS = Set.of("driver", "spi-bus", "spi-cs", "spi-hz", "i2c-bus", "addresses",
            "colours", "brightness", "flip-rows", "flip-cols");
    private static final Set<String> BUTTONS = Set.of("enabled", "black", "white", "debounce-ms");
    private static final Set<String> DISPLAY = Set.of("driver", "black-clk", "black-dio", "white-clk", "white-dio",
            "bit-delay-us", "i2c-bus", "black-address", "white-address", "brightness", "address", "backlight");

    /** The defaults: every option absent. */
    public static GpioConfig defaults() {
        return read(ConfigSection.parse("[gpio]", "defaults").section("gpio"));
    }

    /** Reads and checks a {@code [gpio]} section; throws {@link ConfigException} naming the option at fault. */
    public static GpioConfig read(ConfigSection gpio) {
        gpio.rejectUnknown(TOP);
        String digital = gpio.string("digital", "gpiod");
        if (!digital.equals("gpiod") && !digital.equals("sysfs")) {
            throw new ConfigException(gpio.path() + ".digital = \"" + digital + "\" is not one of gpiod, sysfs");
        }
        String chip = gpio.string("gpiod-chip", "");
        if (!chip.isEmpty() && !chip.matches("gpiochip[0-9]+")) {
            throw new ConfigException(gpio.path() + ".gpiod-chip = \"" + chip + "\" is not a chip name such as gpiochip0");
        }
        Matrix matrix = readMatrix(gpio.section("matrix"));
        Leds leds = readLeds(gpio.section("leds"), matrix.rows() * matrix.cols());
        Buttons buttons = readButtons(gpio.section("buttons"));
        Display display = readDisplay(gpio.section("display"));
        GpioConfig config = new GpioConfig(digital, chip, matrix, leds, buttons, display);
        new PinBook(gpio.path()).check(config);
        return config;
    }

    private static Matrix readMatrix(ConfigSection s) {
        s.rejectUnknown(MATRIX);
        Via via = s.choice("via", Via.GPIO, Via.class);
        String p = s.path() + ".";
        List<Integer> rowPins = List.of();
        List<Integer> columnPins = List.of();
        List<ExpanderPin> rowExp = List.of();
        List<ExpanderPin> colExp = List.of();
        int address = 0x20;
        if (via == Via.GPIO) {
            onlyWith(s, "i2c-bus", "gpio.matrix.via = \"mcp23017\"");
            onlyWith(s, "address", "gpio.matrix.via = \"mcp23017\"");
            onlyWith(s, "interrupt", "gpio.matrix.via = \"mcp23017\"");
            onlyWith(s, "idle-scan-ms", "gpio.matrix.interrupt");
            rowPins = s.integers("rows", DEFAULT_ROW_PINS, Integer.MIN_VALUE, Integer.MAX_VALUE);
            columnPins = s.integers("columns", DEFAULT_COLUMN_PINS, Integer.MIN_VALUE, Integer.MAX_VALUE);
        } else {
            address = s.integer("address", 0x20, 0x20, 0x27);
            rowExp = expanderPins(s, "rows", DEFAULT_ROW_EXPANDER_PINS, address);
            colExp = expanderPins(s, "columns", DEFAULT_COLUMN_EXPANDER_PINS, address);
            Map<ExpanderPin, String> seen = new HashMap<>();
            claimExpanderPins(p + "rows", rowExp, seen);
            claimExpanderPins(p + "columns", colExp, seen);
            if (!s.has("interrupt")) {
                onlyWith(s, "idle-scan-ms", "gpio.matrix.interrupt");
            }
        }
        int rows = via == Via.GPIO ? rowPins.size() : rowExp.size();
        int cols = via == Via.GPIO ? columnPins.size() : colExp.size();
        if (rows < 6 || rows > 10) {
            throw new ConfigException(p + "rows lists " + rows + " lines; a board has 6 to 10 rows");
        }
        if (cols != rows) {
            throw new ConfigException(p + "columns lists " + cols + " lines but " + p + "rows lists " + rows
                    + "; the board is square");
        }
        int scanHz = s.integer("scan-hz", 100, 1, 1000);
        int debounceMs = s.integer("debounce-ms", 30, 0, 1000);
        int settleUs = s.integer("settle-us", via == Via.GPIO ? 10 : 0, 0, 1000);
        int interrupt = s.integer("interrupt", -1, Integer.MIN_VALUE, Integer.MAX_VALUE);
        int idle = s.integer("idle-scan-ms", 100, 10, 10_000);
        return new Matrix(via, rowPins, columnPins, rowExp, colExp, s.integer("i2c-bus", 1, 0, 22),
                scanHz, debounceMs, settleUs, interrupt, idle);
    }

    private static List<ExpanderPin> expanderPins(ConfigSection s, String key, List<String> defaults, int address) {
        List<String> names = s.strings(key, defaults);
        List<ExpanderPin> out = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            out.add(parseExpanderPin(names.get(i), address, s.path() + "." + key + " item " + (i + 1)));
        }
        return out;
    }

    /** {@code "A0"} to {@code "B7"} on the default expander, or {@code "0x21:B3"} on another one. */
    static ExpanderPin parseExpanderPin(String text, int defaultAddress, String option) {
        String t = text.strip().toUpperCase(Locale.ROOT);
        int address = defaultAddress;
        int colon = t.indexOf(':');
        if (colon >= 0) {
            String a = t.substring(0, colon).strip();
            try {
                address = a.startsWith("0X") ? Integer.parseInt(a.substring(2), 16) : Integer.parseInt(a);
            } catch (NumberFormatException e) {
                address = -1;
            }
            if (address < 0x20 || address > 0x27) {
                throw new ConfigException(option + " = \"" + text + "\": an MCP23017's address is 0x20 to 0x27");
            }
            t = t.substring(colon + 1).strip();
        }
        if (t.length() != 2 || (t.charAt(0) != 'A' && t.charAt(0) != 'B') || t.charAt(1) < '0' || t.charAt(1) > '7') {
            throw new ConfigException(option + " = \"" + text + "\" is not an expander pin (A0 to B7, or 0x21:B3 on another expander)");
        }
        return new ExpanderPin(address, (t.charAt(0) == 'A' ? 0 : 8) + (t.charAt(1) - '0'));
    }

    private static void claimExpanderPins(String option, List<ExpanderPin> pins, Map<ExpanderPin, String> seen) {
        for (int i = 0; i < pins.size(); i++) {
            String name = option + " item " + (i + 1);
            String before = seen.putIfAbsent(pins.get(i), name);
            if (before != null) {
                throw new ConfigException(name + " = \"" + pins.get(i) + "\" is already " + before + "; every pin does one job");
            }
        }
    }

    private static Leds readLeds(ConfigSection s, int squares) {
        s.rejectUnknown(LEDS);
        LedDriver driver = s.choice("driver", LedDriver.MAX7219, LedDriver.class);
        String p = s.path() + ".";
        if (driver != LedDriver.MAX7219) {
            for (String k : List.of("spi-bus", "spi-cs", "spi-hz")) {
                onlyWith(s, k, "gpio.leds.driver = \"max7219\"");
            }
        }
        if (driver != LedDriver.HT16K33) {
            for (String k : List.of("i2c-bus", "addresses", "colours")) {
                onlyWith(s, k, "gpio.leds.driver = \"ht16k33\"");
            }
        }
        int spiBus = s.integer("spi-bus", 0, 0, 1);
        int spiCs = s.integer("spi-cs", 0, 0, spiBus == 0 ? 1 : 2);
        int spiHz = s.integer("spi-hz", 1_000_000, 10_000, 10_000_000);
        List<Integer> addresses = s.integers("addresses", List.of(0x70), 0x70, 0x77);
        LedColours colours = s.choice("colours", LedColours.SINGLE, LedColours.class);
        if (driver == LedDriver.HT16K33) {
            int perChip = colours == LedColours.SINGLE ? 128 : 64;
            int needed = (squares + perChip - 1) / perChip;
            if (addresses.size() < needed) {
                throw new ConfigException(p + "addresses lists " + addresses.size() + " HT16K33 but " + squares + " "
                        + (colours == LedColours.SINGLE ? "single-colour" : "bicolour") + " LEDs need " + needed
                        + " (" + perChip + " each)");
            }
            if (addresses.size() > needed) {
                throw new ConfigException(p + "addresses lists " + addresses.size() + " HT16K33 but " + squares
                        + " LEDs fill only " + needed + "; list only the chips that are fitted");
            }
        }
        return new Leds(driver, spiBus, spiCs, spiHz, s.integer("i2c-bus", 1, 0, 22), addresses, colours,
                s.integer("brightness", 8, 0, 15), s.bool("flip-rows", false), s.bool("flip-cols", false));
    }

    private static Buttons readButtons(ConfigSection s) {
        s.rejectUnknown(BUTTONS);
        boolean enabled = s.bool("enabled", true);
        return new Buttons(enabled, s.integer("black", 18, Integer.MIN_VALUE, Integer.MAX_VALUE),
                s.integer("white", 15, Integer.MIN_VALUE, Integer.MAX_VALUE), s.integer("debounce-ms", 20, 0, 500));
    }

    private static Display readDisplay(ConfigSection s) {
        s.rejectUnknown(DISPLAY);
        DisplayDriver driver = s.choice("driver", DisplayDriver.HT16K33, DisplayDriver.class);
        if (driver != DisplayDriver.TM1637) {
            for (String k : List.of("black-clk", "black-dio", "white-clk", "white-dio", "bit-delay-us")) {
                onlyWith(s, k, "gpio.display.driver = \"tm1637\"");
            }
        }
        if (driver != DisplayDriver.HT16K33) {
            for (String k : List.of("black-address", "white-address")) {
                onlyWith(s, k, "gpio.display.driver = \"ht16k33\"");
            }
        }
        if (driver != DisplayDriver.HT16K33 && driver != DisplayDriver.LCD) {
            onlyWith(s, "i2c-bus", "gpio.display.driver = \"ht16k33\" or \"lcd\"");
        }
        if (driver != DisplayDriver.LCD) {
            for (String k : List.of("address", "backlight")) {
                onlyWith(s, k, "gpio.display.driver = \"lcd\"");
            }
        } else {
            onlyWith(s, "brightness", "gpio.display.driver = \"ht16k33\" or \"tm1637\" (an LCD's contrast is its trimmer)");
        }
        int lcdAddress = s.integer("address", 0x27, 0x20, 0x3F);
        if (lcdAddress > 0x27 && lcdAddress < 0x38) {
            throw new ConfigException(String.format(Locale.ROOT, "%s.address = 0x%02x: a PCF8574 backpack is at 0x20 to 0x27"
                    + " (PCF8574) or 0x38 to 0x3f (PCF8574A)", s.path(), lcdAddress));
        }
        int any = Integer.MIN_VALUE;
        return new Display(driver, s.integer("black-clk", 2, any, Integer.MAX_VALUE), s.integer("black-dio", 3, any, Integer.MAX_VALUE),
                s.integer("white-clk", 2, any, Integer.MAX_VALUE), s.integer("white-dio", 14, any, Integer.MAX_VALUE),
                s.integer("bit-delay-us", 50, 0, 1000), s.integer("i2c-bus", 1, 0, 22),
                s.integer("black-address", 0x71, 0x70, 0x77), s.integer("white-address", 0x72, 0x70, 0x77),
                s.integer("brightness", 8, 0, 15), lcdAddress, s.bool("backlight", true));
    }

    private static void onlyWith(ConfigSection s, String key, String condition) {
        if (s.has(key)) {
            throw new ConfigException(s.path() + "." + key + " applies only with " + condition);
        }
    }

    /** Which job every pin, bus pin and I2C address has; the first clash is refused. */
    private static final class PinBook {
        private final String root;
        private final Map<Integer, String> pins = new LinkedHashMap<>();
        private final Map<String, String> i2c = new HashMap<>();

        PinBook(String root) {
            this.root = root;
        }

        void check(GpioConfig c) {
            Matrix m = c.matrix();
            // Buses first, so a GPIO option that lands on a bus pin is the one named as wrong.
            claimI2cBus(m.via() == Via.MCP23017, m.i2cBus(), root + ".matrix");
            claimI2cBus(c.leds().driver() == LedDriver.HT16K33, c.leds().i2cBus(), root + ".leds");
            claimI2cBus(c.display().onI2c(), c.display().i2cBus(), root + ".display");
            if (c.leds().driver() == LedDriver.MAX7219) {
                claimSpiBus(c.leds().spiBus(), c.leds().spiChipSelect(), root + ".leds");
            }

            if (m.via() == Via.GPIO) {
                claimList(root + ".matrix.rows", m.rowPins());
                claimList(root + ".matrix.columns", m.columnPins());
            } else {
                for (int address : m.expanderAddresses()) {
                    claimAddress(m.i2cBus(), address, root + ".matrix (MCP23017)");
                }
                if (m.interruptPin() != -1) {
                    claim(m.interruptPin(), root + ".matrix.interrupt");
                }
            }
            if (c.leds().driver() == LedDriver.HT16K33) {
                List<Integer> a = c.leds().addresses();
                for (int i = 0; i < a.size(); i++) {
                    claimAddress(c.leds().i2cBus(), a.get(i), root + ".leds.addresses item " + (i + 1));
                }
            }
            Buttons b = c.buttons();
            if (b.enabled()) {
                claim(b.blackPin(), root + ".buttons.black");
                claim(b.whitePin(), root + ".buttons.white");
            }
            Display d = c.display();
            if (d.driver() == DisplayDriver.TM1637) {
                claim(d.blackClk(), root + ".display.black-clk");
                claim(d.blackDio(), root + ".display.black-dio");
                if (d.whiteClk() != d.blackClk()) { // the two modules may share a clock line: only DIO starts a frame
                    claim(d.whiteClk(), root + ".display.white-clk");
                }
                claim(d.whiteDio(), root + ".display.white-dio");
            } else if (d.driver() == DisplayDriver.HT16K33) {
                claimAddress(d.i2cBus(), d.blackAddress(), root + ".display.black-address");
                claimAddress(d.i2cBus(), d.whiteAddress(), root + ".display.white-address");
            } else if (d.driver() == DisplayDriver.LCD) {
                claimAddress(d.i2cBus(), d.lcdAddress(), root + ".display.address");
            }
        }

        private void claimList(String option, List<Integer> list) {
            for (int i = 0; i < list.size(); i++) {
                claim(list.get(i), option + " item " + (i + 1));
            }
        }

        void claim(int bcm, String option) {
            if (bcm == 0 || bcm == 1) {
                throw new ConfigException(option + " = " + bcm + ": BCM 0 and 1 are kept for the HAT ID EEPROM; use BCM 2 to 27");
            }
            if (bcm < 2 || bcm > 27) {
                throw new ConfigException(option + " = " + bcm + ": the Raspberry Pi's header has GPIO BCM 2 to 27");
            }
            String before = pins.putIfAbsent(bcm, option);
            if (before != null) {
                throw new ConfigException(option + " = " + bcm + ": BCM " + bcm + " is already " + before
                        + "; every pin does one job");
            }
        }

        private void claimI2cBus(boolean used, int bus, String user) {
            if (!used || bus != 1 || pins.containsKey(2)) {
                return; // only bus 1 has fixed header pins; another bus's pins depend on the overlay
            }
            pins.put(2, "SDA of I2C bus 1 (" + user + " uses the bus)");
            pins.put(3, "SCL of I2C bus 1 (" + user + " uses the bus)");
        }

        private void claimSpiBus(int bus, int cs, String user) {
            int[] busPins = bus == 0 ? new int[] {10, 9, 11} : new int[] {20, 19, 21};
            String[] names = {"MOSI", "MISO", "SCLK"};
            for (int i = 0; i < 3; i++) {
                pins.put(busPins[i], names[i] + " of SPI bus " + bus + " (" + user + " uses the bus)");
            }
            // The spidev overlays claim their chip selects: both on bus 0, CE0 up to the one used on bus 1.
            int[] ce = bus == 0 ? new int[] {8, 7} : new int[] {18, 17, 16};
            int last = bus == 0 ? 1 : cs;
            IntStream.rangeClosed(0, last).forEach(i ->
                    pins.put(ce[i], "CE" + i + " of SPI bus " + bus + " (" + user + " uses the bus)"));
        }

        private void claimAddress(int bus, int address, String option) {
            String key = bus + "/" + address;
            String before = i2c.putIfAbsent(key, option);
            if (before != null) {
                throw new ConfigException(String.format(Locale.ROOT, "%s: I2C bus %d address 0x%02x is already %s;"
                        + " give one of the chips another address (its address pins or jumpers)", option, bus, address, before));
            }
        }
    }
}
