"""The Pi-direct board: the Raspberry Pi's 40-pin header wired as the service's [gpio] defaults (docs/GPIO.md).

The reed matrix on GPIO (the square grid's reed matrix connector), a MAX7219 on SPI 0 behind a
74AHCT125 (the Pi's 3.3 V to the chip's 5 V logic), two HT16K33 clock backpacks on I2C at 0x71 and
0x72, and the two clock buttons. PinMapTest checks it against GpioConfig.defaults().
"""

import kicadgen as k
import parts as p

# BCM GPIO -> net: the [gpio] defaults.
ROWS = [4, 17, 27, 22, 5, 6, 13, 19]
COLUMNS = [26, 12, 16, 20, 21, 23, 24, 25]
PI_PINS = {
    **{f"GPIO{bcm}": f"ROW{i + 1}" for i, bcm in enumerate(ROWS)},
    **{f"GPIO{bcm}": f"COL_{'ABCDEFGH'[i]}" for i, bcm in enumerate(COLUMNS)},
    "GPIO10": "SPI_MOSI", "GPIO11": "SPI_SCLK", "GPIO8": "SPI_CE0",   # [gpio.leds] max7219, spi-bus 0, spi-cs 0
    "GPIO2": "I2C_SDA", "GPIO3": "I2C_SCL",                           # I2C bus 1: the clock backpacks
    "GPIO18": "BTN_BLACK", "GPIO15": "BTN_WHITE",                     # [gpio.buttons]
}
# The clock backpacks' addresses: 0x70 + A0 + 2 A1 + 4 A2 (a bridged jumper drawn as the pin on +3V3).
BACKPACKS = [("DS1", "Black's clock", 0x71), ("DS2", "White's clock", 0x72)]


def led_matrix_lines(pins):
    """The LED matrix connector: cathode lines LED_COM0-7 on pins 1-8, then anode lines LED_ROW0-7 (16 pins,
    the MAX7219) or LED_ROW0-15 (24 pins, the HT16K33); the square grid's matrix LEDs plug in."""
    lines = {str(i + 1): f"LED_COM{i}" for i in range(8)}
    lines.update({str(9 + i): f"LED_ROW{i}" for i in range(pins - 8)})
    return lines


def pi_direct_sheet():
    sheet = k.Sheet("pi-direct", "Pi-direct board: reed matrix, MAX7219 LEDs, HT16K33 clocks, buttons",
                    p.POWER, flagged_nets=["GND"],
                    comments=("Pins as the [gpio] defaults (docs/GPIO.md); checked by PinMapTest.",
                              "The 8x8 grid with matrix LEDs (square-grid/grid-8x8-reed-ledmatrix) plugs into J1 and J2.",
                              "Backpack pins A0-A2 stand for its address jumpers: on +3V3 = bridged."))
    used = dict(PI_PINS)
    for number, pin_name, _ in p.PI_HEADER_PINS:
        if pin_name in ("3V3", "5V", "GND"):
            used[number] = {"3V3": "+3V3", "5V": "+5V", "GND": "GND"}[pin_name]
    nets = {}
    for number, pin_name, _ in p.PI_HEADER_PINS:
        nets[number] = used.get(number, used.get(pin_name, k.NC))
    sheet.add(p.part(p.PI_HEADER, "J3", "Raspberry Pi 40-pin header", nets, p.PI_SOCKET))

    lines = {str(i + 1): (f"ROW{i + 1}" if i < 8 else k.NC) for i in range(10)}
    lines.update({str(11 + i): (f"COL_{'ABCDEFGHIJ'[i]}" if i < 8 else k.NC) for i in range(10)})
    sheet.add(p.part(p.conn(20), "J1", "Reed matrix", lines, p.header(20)))

    # 74AHCT125: buffers 1-3 lift MOSI, SCLK and CE0 to 5 V; the fourth is unused, its input held low.
    sheet.add(p.part(p.AHCT125, "U1", "74AHCT125", {
        "1": "GND", "2": "SPI_MOSI", "3": "MAX_DIN", "4": "GND", "5": "SPI_SCLK", "6": "MAX_CLK",
        "10": "GND", "9": "SPI_CE0", "8": "MAX_LOAD", "13": "GND", "12": "GND", "11": k.NC,
        "14": "+5V", "7": "GND"}, p.BUFFER_74AHCT125))
    sheet.add(p.part(p.C, "C1", "100n", {"1": "+5V", "2": "GND"}, p.CAP_100N))
    max_nets = {"1": "MAX_DIN", "13": "MAX_CLK", "12": "MAX_LOAD", "18": "MAX_ISET", "19": "+5V",
                "4": "GND", "9": "GND", "24": k.NC}
    # LED k is digit k / 8 (its cathode line, LED_COM) and segment bit 7 - k % 8, DP first (its anode line,
    # LED_ROW): on 8x8 the digits are the board's rows and the segments its files, as on an HT16K33.
    for digit, pin in enumerate(p.MAX7219_DIGITS):
        max_nets[pin] = f"LED_COM{digit}"
    for i, pin in enumerate(p.MAX7219_SEGMENTS.values()):
        max_nets[pin] = f"LED_ROW{i}"
    sheet.add(p.part(p.MAX7219, "U2", "MAX7219", max_nets, p.LED_DRIVER_MAX7219))
    sheet.add(p.part(p.R, "R1", "28k", {"1": "+5V", "2": "MAX_ISET"}, p.RES_28K))
    sheet.add(p.part(p.C, "C2", "100n", {"1": "+5V", "2": "GND"}, p.CAP_100N))
    sheet.add(p.part(p.CP, "C3", "10u", {"1": "+5V", "2": "GND"}, p.CAP_10U))
    sheet.add(p.part(p.conn(16), "J2", "LED matrix", led_matrix_lines(16), p.header(16)))

    for ref, value, address in BACKPACKS:
        bits = address - 0x70
        sheet.add(p.part(p.HT16K33_BACKPACK, ref, value, {
            "1": "+3V3", "2": "GND", "3": "I2C_SDA", "4": "I2C_SCL",
            "5": "+3V3" if bits & 1 else "GND", "6": "+3V3" if bits & 2 else "GND", "7": "+3V3" if bits & 4 else "GND"},
            p.CLOCK_HT16K33))
    sheet.add(p.part(p.SW, "SW1", "Black's clock button", {"1": "BTN_BLACK", "2": "GND"}, p.BUTTON_ARCADE))
    sheet.add(p.part(p.SW, "SW2", "White's clock button", {"1": "BTN_WHITE", "2": "GND"}, p.BUTTON_ARCADE))
    return sheet


def jumpers(address, base):
    """A chip's address pins A0-A2 for an I2C address: a 1 bit on +3V3, a 0 on GND."""
    bits = address - base
    return {name: "+3V3" if bits & (1 << i) else "GND" for i, name in enumerate(("A0", "A1", "A2"))}


def by_name(symbol, nets_by_name):
    """Nets given by pin name (GPA0, SDA) as the symbol's pin numbers; unnamed pins get no-connect flags."""
    out = {}
    for pin in symbol.pins:
        out[pin.number] = nets_by_name.get(pin.name, k.NC)
    unknown = set(nets_by_name) - {pin.name for pin in symbol.pins}
    if unknown:
        raise ValueError(f"{symbol.name} has no pins {sorted(unknown)}")
    return out


def pi_expanders_sheet():
    """The expander topology for up to 10x10: MCP23017 at 0x20 (rows 1-8, files a-h) and 0x21 (rows 9-10,
    files i-j), an HT16K33 for up to 128 single-colour LEDs at 0x70, the clock backpacks, the buttons;
    the [gpio] configuration beside it, pi-expanders.toml."""
    sheet = k.Sheet("pi-expanders", "Pi with I2C expanders: MCP23017 matrix, HT16K33 LEDs and clocks, buttons",
                    p.POWER, flagged_nets=["GND"],
                    comments=("The [gpio] configuration of this board is pi-expanders.toml; PinMapTest checks both.",
                              "8x8: leave U2 off and list 8 rows and columns on 0x20 only.",
                              "Address pins A0-A2 on +3V3 = 1 (on a backpack: the jumper bridged)."))
    pi_nets = {"GPIO2": "I2C_SDA", "GPIO3": "I2C_SCL", "GPIO17": "MCP_INT", "GPIO18": "BTN_BLACK",
               "GPIO15": "BTN_WHITE", "3V3": "+3V3", "5V": "+5V", "GND": "GND"}
    sheet.add(p.part(p.PI_HEADER, "J3", "Raspberry Pi 40-pin header",
                     {n: pi_nets.get(name, k.NC) for n, name in ((pin.number, pin.name) for pin in p.PI_HEADER.pins)},
                     p.PI_SOCKET))
    lines = {str(i + 1): f"ROW{i + 1}" for i in range(10)}
    lines.update({str(11 + i): f"COL_{'ABCDEFGHIJ'[i]}" for i in range(10)})
    sheet.add(p.part(p.conn(20), "J1", "Reed matrix", lines, p.header(20)))
    for ref, address, rows in (("U1", 0x20, range(8)), ("U2", 0x21, range(8, 10))):
        nets = {"SDA": "I2C_SDA", "SCL": "I2C_SCL", "~{RESET}": "+3V3", "INTA": "MCP_INT", "VDD": "+3V3", "VSS": "GND",
                **jumpers(address, 0x20)}
        for i, row in enumerate(rows):
            nets[f"GPA{i}"] = f"ROW{row + 1}"
            nets[f"GPB{i}"] = f"COL_{'ABCDEFGHIJ'[row]}"
        sheet.add(p.part(p.MCP23017, ref, "MCP23017", by_name(p.MCP23017, nets), p.EXPANDER_MCP23017))
    sheet.add(p.part(p.C, "C1", "100n", {"1": "+3V3", "2": "GND"}, p.CAP_100N))
    sheet.add(p.part(p.C, "C2", "100n", {"1": "+3V3", "2": "GND"}, p.CAP_100N))
    # INTA is open drain, shared by both expanders: one pull-up to 3.3 V.
    sheet.add(p.part(p.R, "R1", "10k", {"1": "+3V3", "2": "MCP_INT"}, p.RES_10K))
    led = {"VCC": "+3V3", "GND": "GND", "SDA": "I2C_SDA", "SCL": "I2C_SCL", **jumpers(0x70, 0x70)}
    led.update({f"ROW{i}": f"LED_ROW{i}" for i in range(16)})
    led.update({f"COM{i}": f"LED_COM{i}" for i in range(8)})
    sheet.add(p.part(p.HT16K33_BREAKOUT, "U3", "HT16K33 LEDs", by_name(p.HT16K33_BREAKOUT, led), p.LED_DRIVER_HT16K33))
    sheet.add(p.part(p.conn(24), "J2", "LED matrix", led_matrix_lines(24), p.header(24)))
    for ref, value, address in BACKPACKS:
        sheet.add(p.part(p.HT16K33_BACKPACK, ref, value, by_name(p.HT16K33_BACKPACK, {
            "VCC": "+3V3", "GND": "GND", "SDA": "I2C_SDA", "SCL": "I2C_SCL", **jumpers(address, 0x70)}), p.CLOCK_HT16K33))
    sheet.add(p.part(p.SW, "SW1", "Black's clock button", {"1": "BTN_BLACK", "2": "GND"}, p.BUTTON_ARCADE))
    sheet.add(p.part(p.SW, "SW2", "White's clock button", {"1": "BTN_WHITE", "2": "GND"}, p.BUTTON_ARCADE))
    return sheet
