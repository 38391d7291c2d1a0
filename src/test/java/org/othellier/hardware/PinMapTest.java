package org.othellier.hardware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.config.ConfigSection;
import org.othellier.hw.gpio.GpioConfig;
import org.othellier.testing.OutsideProgram;

/**
 * One source of truth for pins: every pin the firmware's board_config.h and the service's [gpio] defaults
 * use is wired, in the KiCad schematics under hardware/, to the net the code says, and no other pin of the
 * controller or of the Pi's header is wired. The netlists come from the real kicad-cli.
 */
@OutsideProgram
class PinMapTest {

    static final Path HARDWARE = Path.of("hardware");
    static final Path BOARD_CONFIG = Path.of("firmware-protocol/firmware/src/board_config.h");
    static final Path MEGA = HARDWARE.resolve("serial-controller/serial-controller-mega.kicad_sch");
    static final Path UNO = HARDWARE.resolve("serial-controller/serial-controller-uno.kicad_sch");
    static final Path PI_DIRECT = HARDWARE.resolve("pi-direct/pi-direct.kicad_sch");
    static final Path PI_EXPANDERS = HARDWARE.resolve("pi-direct/pi-expanders.kicad_sch");
    static final Path PI_EXPANDERS_CONFIG = HARDWARE.resolve("pi-direct/pi-expanders.toml");
    static final Set<String> ARDUINO_SUPPLY = Set.of("5V", "GND");
    static final Set<String> PI_SUPPLY = Set.of("3V3", "5V", "GND");
    static final String GPIO = "the [gpio] configuration";
    static final String FIRMWARE = "board_config.h";

    @TempDir
    Path dir;

    @BeforeEach
    void needsKicad() {
        KicadCli.require();
    }

    @Test
    void theMegaShieldWiresEveryPinOfBoardConfigToItsNetAndNoOther() throws Exception {
        Netlist netlist = KicadCli.netlist(MEGA, dir);
        Map<String, FirmwarePins.Wire> pins = FirmwarePins.mega(Files.readString(BOARD_CONFIG));
        assertEquals(List.of(), mismatches(pins, netlist.wired(netlist.only("Arduino_Mega2560_Shield")), ARDUINO_SUPPLY, FIRMWARE));
        assertEquals("ROW1", pins.get("D22").net(), "kRows[0] = 22 is row 1");
        assertEquals(20 + 4 + 7 + 2 + 1 + 4, pins.size(), "rows, columns, mux select, mux signals, buttons, LED, displays");
    }

    @Test
    void theUnoShieldWiresEveryPinOfBoardConfigToItsNetAndNoOther() throws Exception {
        Netlist netlist = KicadCli.netlist(UNO, dir);
        Map<String, FirmwarePins.Wire> pins = FirmwarePins.uno(Files.readString(BOARD_CONFIG));
        assertEquals(List.of(), mismatches(pins, netlist.wired(netlist.only("Arduino_Uno_Shield")), ARDUINO_SUPPLY, FIRMWARE));
        assertEquals(4 + 4 + 2 + 1 + 4, pins.size(), "mux select, mux signals, buttons, LED, displays; no reed matrix");
    }

    @Test
    void aPinMovedInBoardConfigIsFound() throws Exception {
        String header = Files.readString(BOARD_CONFIG);
        String moved = header.replace("const uint8_t kLedData = 6;", "const uint8_t kLedData = 13;");
        assertTrue(!moved.equals(header) && moved.indexOf("kLedData = 13;") < moved.indexOf("#else"),
                "the Uno's kLedData = 6 is where the test moves it");
        Netlist netlist = KicadCli.netlist(UNO, dir);
        assertEquals(List.of("D13 (kLedData) should be on LED_DATA but is not wired",
                        "D6 is wired to LED_DATA, which board_config.h does not use"),
                mismatches(FirmwarePins.uno(moved), netlist.wired(netlist.only("Arduino_Uno_Shield")), ARDUINO_SUPPLY, FIRMWARE));
    }

    @Test
    void twoLabelsSwappedInTheSchematicAreFound() throws Exception {
        Path copy = copyBoard("serial-controller");
        Path schematic = copy.resolve(MEGA.getFileName());
        String text = Files.readString(schematic);
        // The Mega's pins come first in the file: its D22 and D23 labels are the first ROW1 and ROW2.
        String swapped = text.replaceFirst("\\(label \"ROW1\"", "(label \"ROWX\"")
                .replaceFirst("\\(label \"ROW2\"", "(label \"ROW1\"").replaceFirst("\\(label \"ROWX\"", "(label \"ROW2\"");
        Files.writeString(schematic, swapped);
        Netlist netlist = KicadCli.netlist(schematic, dir);
        assertEquals(List.of("D22 (kRows[0]) should be on ROW1 but is on ROW2", "D23 (kRows[1]) should be on ROW2 but is on ROW1"),
                mismatches(FirmwarePins.mega(Files.readString(BOARD_CONFIG)),
                        netlist.wired(netlist.only("Arduino_Mega2560_Shield")), ARDUINO_SUPPLY, FIRMWARE));
    }

    @Test
    void thePiDirectBoardWiresTheGpioDefaults() throws Exception {
        Netlist netlist = KicadCli.netlist(PI_DIRECT, dir);
        GpioConfig defaults = GpioConfig.defaults();
        assertEquals(List.of(), mismatches(piPins(defaults), netlist.wired(netlist.only("RaspberryPi_40pin")), PI_SUPPLY, GPIO));
        // The clock backpacks answer at the addresses the display defaults name (jumpers A0-A2 on +3V3 are bridged).
        Map<String, Integer> addresses = new LinkedHashMap<>();
        netlist.symbols().forEach((ref, symbol) -> {
            if (symbol.equals("HT16K33_Clock_Backpack")) {
                addresses.put(netlist.values().get(ref), i2cAddress(0x70, netlist.wired(ref)));
            }
        });
        assertEquals(Map.of("Black's clock", defaults.display().blackAddress(), "White's clock", defaults.display().whiteAddress()),
                addresses);
        // MOSI, SCLK and CE0 reach the MAX7219's DIN, CLK and LOAD through one buffer each of the 74AHCT125.
        Map<String, String> buffer = netlist.wired(netlist.only("74AHCT125"));
        Map<String, String> max7219 = netlist.wired(netlist.only("MAX7219"));
        for (String[] path : new String[][] {{"SPI_MOSI", "DIN"}, {"SPI_SCLK", "CLK"}, {"SPI_CE0", "LOAD"}}) {
            String input = buffer.entrySet().stream().filter(e -> e.getValue().equals(path[0])).map(Map.Entry::getKey)
                    .findFirst().orElseThrow(() -> new AssertionError(path[0] + " does not reach the 74AHCT125"));
            assertTrue(max7219.containsKey(path[1]), "the MAX7219's " + path[1] + " is wired");
            assertEquals(max7219.get(path[1]), buffer.get(input.replace('A', 'Y')), path[0] + " buffered to the MAX7219's " + path[1]);
        }
    }

    @Test
    void aGpioPinTheSchematicDoesNotWireIsFound() throws Exception {
        Netlist netlist = KicadCli.netlist(PI_DIRECT, dir);
        GpioConfig moved = GpioConfig.read(ConfigSection.parse("[gpio.buttons]\nblack = 14\n", "test").section("gpio"));
        assertEquals(List.of("GPIO14 (gpio.buttons.black) should be on BTN_BLACK but is not wired",
                        "GPIO18 is wired to BTN_BLACK, which the [gpio] configuration does not use"),
                mismatches(piPins(moved), netlist.wired(netlist.only("RaspberryPi_40pin")), PI_SUPPLY, GPIO));
    }

    @Test
    void theExpanderBoardWiresItsConfiguration() throws Exception {
        Netlist netlist = KicadCli.netlist(PI_EXPANDERS, dir);
        GpioConfig config = expanderConfig(Files.readString(PI_EXPANDERS_CONFIG));
        assertEquals(10, config.matrix().rows(), "the expander board is drawn for 10x10");
        assertEquals(List.of(), expanderMismatches(config, netlist));
    }

    @Test
    void twoExpanderPinsSwappedInTheConfigurationAreFound() throws Exception {
        Netlist netlist = KicadCli.netlist(PI_EXPANDERS, dir);
        String text = Files.readString(PI_EXPANDERS_CONFIG);
        String swapped = text.replace("\"0x21:A0\", \"0x21:A1\"", "\"0x21:A1\", \"0x21:A0\"");
        assertTrue(!swapped.equals(text), "the configuration lists rows 9 and 10 on 0x21:A0 and 0x21:A1");
        assertEquals(List.of("0x21 GPA0 (gpio.matrix.rows[9]) should be on ROW10 but is on ROW9",
                        "0x21 GPA1 (gpio.matrix.rows[8]) should be on ROW9 but is on ROW10"),
                expanderMismatches(expanderConfig(swapped), netlist));
    }

    @Test
    void everyGridPlugsIntoItsBoardsPinForPin() throws Exception {
        Path grids = HARDWARE.resolve("square-grid");
        Map<Path, Netlist> boards = new LinkedHashMap<>();
        for (Path board : List.of(MEGA, UNO, PI_DIRECT, PI_EXPANDERS)) {
            boards.put(board, KicadCli.netlist(board, dir));
        }
        List<String> out = new ArrayList<>();
        for (int size : new int[] {8, 9, 10}) {
            String grid = "grid-" + size + "x" + size;
            for (String sensor : List.of("reed", "hall")) {
                List<Path> mates = size == 8 && sensor.equals("hall") ? List.of(MEGA, UNO) : List.of(MEGA);
                out.addAll(plugs(grids.resolve(grid + "-" + sensor + ".kicad_sch"), mates, boards));
            }
            out.addAll(plugs(grids.resolve(grid + "-reed-ledmatrix.kicad_sch"),
                    size == 8 ? List.of(PI_DIRECT, PI_EXPANDERS) : List.of(PI_EXPANDERS), boards));
        }
        assertEquals(List.of(), out);
    }

    @Test
    void aGridConnectorWiredOtherwiseIsFound() throws Exception {
        Path copy = copyBoard("square-grid");
        Path grid = copy.resolve("grid-8x8-reed.kicad_sch");
        // J1, the reed matrix connector, comes first in the file: its pins 1 and 2 carry the first ROW1 and ROW2.
        String text = Files.readString(grid);
        Files.writeString(grid, text.replaceFirst("\\(label \"ROW1\"", "(label \"ROWX\"")
                .replaceFirst("\\(label \"ROW2\"", "(label \"ROW1\"").replaceFirst("\\(label \"ROWX\"", "(label \"ROW2\""));
        assertEquals(List.of("grid-8x8-reed.kicad_sch \"Reed matrix\" Pin_1 is ROW2, on serial-controller-mega.kicad_sch ROW1",
                        "grid-8x8-reed.kicad_sch \"Reed matrix\" Pin_2 is ROW1, on serial-controller-mega.kicad_sch ROW2"),
                plugs(grid, List.of(MEGA), Map.of(MEGA, KicadCli.netlist(MEGA, dir))));
    }

    /** Each connector of the grid has one of the same name on every board, with the same net on each pin the grid wires. */
    List<String> plugs(Path grid, List<Path> mates, Map<Path, Netlist> boards) throws Exception {
        Map<String, Map<String, String>> gridConnectors = connectors(KicadCli.netlist(grid, dir));
        assertTrue(!gridConnectors.isEmpty(), grid + " has connectors");
        List<String> out = new ArrayList<>();
        for (Path mate : mates) {
            Map<String, Map<String, String>> boardConnectors = connectors(boards.get(mate));
            gridConnectors.forEach((name, pins) -> {
                Map<String, String> other = boardConnectors.get(name);
                if (other == null) {
                    out.add(grid.getFileName() + ": " + mate.getFileName() + " has no connector \"" + name + "\"");
                    return;
                }
                pins.forEach((pin, net) -> {
                    if (!net.equals(other.get(pin))) {
                        out.add(grid.getFileName() + " \"" + name + "\" " + pin + " is " + net + ", on " + mate.getFileName()
                                + " " + other.get(pin));
                    }
                });
            });
        }
        out.sort(null);
        return out;
    }

    /** The connectors (references J...) by their value, each with its wired pins' nets. */
    static Map<String, Map<String, String>> connectors(Netlist netlist) {
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        netlist.symbols().forEach((ref, symbol) -> {
            if (symbol.startsWith("Conn_")) {
                out.put(netlist.values().get(ref), netlist.wired(ref));
            }
        });
        return out;
    }

    static GpioConfig expanderConfig(String toml) {
        return GpioConfig.read(ConfigSection.parse(toml, PI_EXPANDERS_CONFIG.toString()).section("gpio"));
    }

    /**
     * The expander board against its configuration: the Pi's pins (I2C 1, the expanders' interrupt, the
     * buttons), every matrix line on the expander pin the configuration names, found by the chips' address
     * pins, no other expander pin wired, and the LED driver's and clock backpacks' addresses.
     */
    static List<String> expanderMismatches(GpioConfig config, Netlist netlist) {
        GpioConfig.Matrix matrix = config.matrix();
        assertEquals(GpioConfig.Via.MCP23017, matrix.via(), "the expander board scans the matrix through MCP23017");
        assertEquals(List.of(1, 1, 1), List.of(matrix.i2cBus(), config.leds().i2cBus(), config.display().i2cBus()),
                "every chip on I2C bus 1 (GPIO2 and GPIO3)");
        Map<String, FirmwarePins.Wire> pi = new LinkedHashMap<>();
        pi.put("GPIO2", new FirmwarePins.Wire("I2C_SDA", "I2C 1 SDA"));
        pi.put("GPIO3", new FirmwarePins.Wire("I2C_SCL", "I2C 1 SCL"));
        if (matrix.interruptPin() >= 0) {
            pi.put("GPIO" + matrix.interruptPin(), new FirmwarePins.Wire("MCP_INT", "gpio.matrix.interrupt"));
        }
        pi.put("GPIO" + config.buttons().blackPin(), new FirmwarePins.Wire("BTN_BLACK", "gpio.buttons.black"));
        pi.put("GPIO" + config.buttons().whitePin(), new FirmwarePins.Wire("BTN_WHITE", "gpio.buttons.white"));
        List<String> out = new ArrayList<>(mismatches(pi, netlist.wired(netlist.only("RaspberryPi_40pin")), PI_SUPPLY, GPIO));

        // Each expander's lines, as "0x20 GPA0", with the net the configuration puts there.
        Map<String, FirmwarePins.Wire> lines = new LinkedHashMap<>();
        for (int i = 0; i < matrix.rowExpanderPins().size(); i++) {
            lines.put(expanderPin(matrix.rowExpanderPins().get(i)), new FirmwarePins.Wire("ROW" + (i + 1), "gpio.matrix.rows[" + i + "]"));
        }
        for (int i = 0; i < matrix.columnExpanderPins().size(); i++) {
            lines.put(expanderPin(matrix.columnExpanderPins().get(i)),
                    new FirmwarePins.Wire("COL_" + (char) ('A' + i), "gpio.matrix.columns[" + i + "]"));
        }
        Map<String, String> wired = new LinkedHashMap<>();
        List<Integer> expanders = new ArrayList<>();
        netlist.symbols().forEach((ref, symbol) -> {
            if (symbol.equals("MCP23017")) {
                Map<String, String> pins = netlist.wired(ref);
                int address = i2cAddress(0x20, pins);
                expanders.add(address);
                pins.forEach((pin, net) -> {
                    if (pin.startsWith("GP")) {
                        wired.put(String.format(Locale.ROOT, "0x%02x %s", address, pin), net);
                    }
                });
                if (matrix.interruptPin() >= 0 && !"MCP_INT".equals(pins.get("INTA"))) {
                    out.add(String.format(Locale.ROOT, "0x%02x INTA should be on MCP_INT (gpio.matrix.interrupt) but is on %s", address, pins.get("INTA")));
                }
            }
        });
        expanders.sort(null);
        assertEquals(matrix.expanderAddresses().stream().sorted().toList(), expanders, "the expanders' addresses");
        out.addAll(mismatches(lines, wired, Set.of(), GPIO));
        Set<Integer> ledChips = new TreeSet<>();
        Map<String, Integer> clocks = new LinkedHashMap<>();
        netlist.symbols().forEach((ref, symbol) -> {
            if (symbol.equals("HT16K33_LED_Breakout")) {
                ledChips.add(i2cAddress(0x70, netlist.wired(ref)));
            } else if (symbol.equals("HT16K33_Clock_Backpack")) {
                clocks.put(netlist.values().get(ref), i2cAddress(0x70, netlist.wired(ref)));
            }
        });
        assertEquals(new TreeSet<>(config.leds().addresses()), ledChips, "the HT16K33 LED drivers' addresses");
        assertEquals(Map.of("Black's clock", config.display().blackAddress(), "White's clock", config.display().whiteAddress()), clocks);
        out.sort(null);
        return out;
    }

    /** An expander pin as the netlist check names it: "0x21 GPB3". */
    static String expanderPin(GpioConfig.ExpanderPin pin) {
        return String.format(Locale.ROOT, "0x%02x GP%c%d", pin.address(), pin.pin() < 8 ? 'A' : 'B', pin.pin() % 8);
    }

    /** The [gpio] configuration's pins as the Pi's header names them (GPIOn), with the net each must be on. */
    static Map<String, FirmwarePins.Wire> piPins(GpioConfig config) {
        Map<String, FirmwarePins.Wire> out = new LinkedHashMap<>();
        GpioConfig.Matrix matrix = config.matrix();
        assertEquals(GpioConfig.Via.GPIO, matrix.via(), "the Pi-direct board scans the matrix on GPIO");
        for (int i = 0; i < matrix.rowPins().size(); i++) {
            out.put("GPIO" + matrix.rowPins().get(i), new FirmwarePins.Wire("ROW" + (i + 1), "gpio.matrix.rows[" + i + "]"));
        }
        for (int i = 0; i < matrix.columnPins().size(); i++) {
            out.put("GPIO" + matrix.columnPins().get(i), new FirmwarePins.Wire("COL_" + (char) ('A' + i), "gpio.matrix.columns[" + i + "]"));
        }
        GpioConfig.Leds leds = config.leds();
        assertEquals(GpioConfig.LedDriver.MAX7219, leds.driver(), "the Pi-direct board's LEDs are on a MAX7219");
        assertEquals(List.of(0, 0), List.of(leds.spiBus(), leds.spiChipSelect()), "SPI 0, CE0");
        out.put("GPIO10", new FirmwarePins.Wire("SPI_MOSI", "gpio.leds SPI 0 MOSI"));
        out.put("GPIO11", new FirmwarePins.Wire("SPI_SCLK", "gpio.leds SPI 0 SCLK"));
        out.put("GPIO8", new FirmwarePins.Wire("SPI_CE0", "gpio.leds SPI 0 CE0"));
        GpioConfig.Display display = config.display();
        assertEquals(GpioConfig.DisplayDriver.HT16K33, display.driver(), "the Pi-direct board's clocks are HT16K33 backpacks");
        assertEquals(1, display.i2cBus(), "I2C bus 1 is on GPIO2 and GPIO3");
        out.put("GPIO2", new FirmwarePins.Wire("I2C_SDA", "gpio.display I2C 1 SDA"));
        out.put("GPIO3", new FirmwarePins.Wire("I2C_SCL", "gpio.display I2C 1 SCL"));
        out.put("GPIO" + config.buttons().blackPin(), new FirmwarePins.Wire("BTN_BLACK", "gpio.buttons.black"));
        out.put("GPIO" + config.buttons().whitePin(), new FirmwarePins.Wire("BTN_WHITE", "gpio.buttons.white"));
        return out;
    }

    /** A chip's I2C address: {@code base} plus its address pins (or jumpers) drawn on +3V3 (A0 = 1, A1 = 2, A2 = 4). */
    static int i2cAddress(int base, Map<String, String> pins) {
        int address = base;
        for (int bit = 0; bit < 3; bit++) {
            String net = pins.get("A" + bit);
            if ("+3V3".equals(net)) {
                address |= 1 << bit;
            } else if (!"GND".equals(net)) {
                throw new AssertionError("address jumper A" + bit + " is on " + net + ", neither +3V3 nor GND");
            }
        }
        return address;
    }

    /**
     * What differs between the pins the code uses and the controller's wired pins: each used pin on another
     * net or not wired, and each wired pin the code does not use (supply pins aside).
     */
    static List<String> mismatches(Map<String, FirmwarePins.Wire> used, Map<String, String> wired, Set<String> supply,
                                   String source) {
        List<String> out = new ArrayList<>();
        for (var e : used.entrySet()) {
            String net = wired.get(e.getKey());
            if (net == null) {
                out.add(e.getKey() + " (" + e.getValue().constant() + ") should be on " + e.getValue().net() + " but is not wired");
            } else if (!net.equals(e.getValue().net())) {
                out.add(e.getKey() + " (" + e.getValue().constant() + ") should be on " + e.getValue().net() + " but is on " + net);
            }
        }
        for (var e : wired.entrySet()) {
            if (!used.containsKey(e.getKey()) && !supply.contains(e.getKey())) {
                out.add(e.getKey() + " is wired to " + e.getValue() + ", which " + source + " does not use");
            }
        }
        out.sort(null);
        return out;
    }

    /** A copy of a board's folder and the symbol library, laid out as under hardware/. */
    Path copyBoard(String board) throws IOException {
        Path root = dir.resolve("hardware");
        for (Path source : List.of(HARDWARE.resolve(board), HARDWARE.resolve("lib"))) {
            Path target = root.resolve(source.getFileName().toString());
            Files.createDirectories(target);
            try (var files = Files.list(source)) {
                for (Path f : files.toList()) {
                    Files.copy(f, target.resolve(f.getFileName()));
                }
            }
        }
        return root.resolve(board);
    }
}
