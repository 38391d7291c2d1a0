"""The symbols of the othellier boards and the example parts that fit them (fields read by the BOM).

Prices (UnitPrice, EUR for one piece) are estimates until a PriceChecked date says someone looked them up.
Footprints stay empty: these are wiring diagrams (no PCB), and KiCad's ERC checks every footprint named
against the installed footprint libraries.
"""

from kicadgen import NC, Part, box, power_symbol, two_pin

IO, IN, OUT, PAS, PWR_IN, PWR_OUT, OC = ("bidirectional", "input", "output", "passive", "power_in", "power_out",
                                         "open_collector")

MEGA_DIGITAL = [f"D{n}" for n in range(54)]
MEGA_ANALOG = [f"A{n}" for n in range(16)]
MEGA = box("Arduino_Mega2560_Shield", "A",
           left=[("5V", "5V", PWR_OUT), ("3V3", "3V3", PWR_OUT), ("VIN", "VIN", PAS), ("IOREF", "IOREF", PAS),
                 ("RESET", "RESET", IO), ("AREF", "AREF", IN), ("GND", "GND", PWR_IN), None]
                + [(a, a, IO) for a in MEGA_ANALOG],
           right=[(d, d, IO) for d in MEGA_DIGITAL], width=20.32,
           description="Arduino Mega 2560 R3 headers, seen from a shield: pins named as the firmware names them")

UNO_DIGITAL = [f"D{n}" for n in range(14)]
UNO_ANALOG = [f"A{n}" for n in range(6)]
UNO = box("Arduino_Uno_Shield", "A",
          left=[("5V", "5V", PWR_OUT), ("3V3", "3V3", PWR_OUT), ("VIN", "VIN", PAS), ("IOREF", "IOREF", PAS),
                ("RESET", "RESET", IO), ("AREF", "AREF", IN), ("GND", "GND", PWR_IN), None]
               + [(a, a, IO) for a in UNO_ANALOG],
          right=[(d, d, IO) for d in UNO_DIGITAL], width=20.32,
          description="Arduino Uno R3 headers, seen from a shield: pins named as the firmware names them")

# CD74HC4067 in DIP-24: pin 1 the common I/O, 9..2 channels 0..7, 23..16 channels 8..15.
HC4067 = box("74HC4067", "U",
             left=[("10", "S0", IN), ("11", "S1", IN), ("14", "S2", IN), ("13", "S3", IN), ("15", "~{E}", IN),
                   None, ("1", "COM", IO), None, ("24", "VCC", PWR_IN), ("12", "GND", PWR_IN)],
             right=[(str(9 - i) if i < 8 else str(31 - i), f"I{i}", IO) for i in range(16)], width=12.7,
             description="16-channel analog multiplexer")

TM1637_MODULE = box("TM1637_Clock_Module", "DS",
                    left=[("1", "CLK", IN), ("2", "DIO", IO), ("3", "VCC", PWR_IN), ("4", "GND", PWR_IN)],
                    description="4-digit 7-segment clock display module (TM1637), 4-pin header")

WS2812B = box("WS2812B", "LED", left=[("4", "DIN", IN), ("3", "VSS", PWR_IN)],
              right=[("2", "DOUT", OUT), ("1", "VDD", PWR_IN)], width=7.62,
              description="RGB LED with integrated driver, 5050 package")

HALL_LINEAR = box("Hall_Linear_Sensor", "U", left=[("1", "VCC", PWR_IN), ("2", "GND", PWR_IN)],
                  right=[("3", "VOUT", OUT)], width=7.62,
                  description="Ratiometric linear Hall sensor, SIP-3 (A1324: 1 VCC, 2 GND, 3 VOUT)")

R = two_pin("R", "R", description="Resistor")
C = two_pin("C", "C", description="Unpolarised capacitor")
CP = two_pin("C_Polarized", "C", names=("+", "-"), description="Polarised capacitor, pin 1 positive")
D = two_pin("D", "D", names=("A", "K"), description="Diode: pin 1 anode, pin 2 cathode")
LED = two_pin("LED", "LED", names=("A", "K"), description="Light emitting diode: pin 1 anode, pin 2 cathode")
FUSE = two_pin("Fuse", "F", description="Fuse")
SW = two_pin("SW_Push", "SW", description="Momentary push button, normally open")
REED = two_pin("Reed_Switch", "SW", description="Reed switch, normally open, closed by a magnet")


# The Raspberry Pi's 40-pin header, header pin number -> name (BCM GPIOs as GPIOnn).
_PI_NAMES = {1: "3V3", 2: "5V", 3: "GPIO2", 4: "5V", 5: "GPIO3", 6: "GND", 7: "GPIO4", 8: "GPIO14", 9: "GND",
             10: "GPIO15", 11: "GPIO17", 12: "GPIO18", 13: "GPIO27", 14: "GND", 15: "GPIO22", 16: "GPIO23",
             17: "3V3", 18: "GPIO24", 19: "GPIO10", 20: "GND", 21: "GPIO9", 22: "GPIO25", 23: "GPIO11", 24: "GPIO8",
             25: "GND", 26: "GPIO7", 27: "GPIO0", 28: "GPIO1", 29: "GPIO5", 30: "GND", 31: "GPIO6", 32: "GPIO12",
             33: "GPIO13", 34: "GND", 35: "GPIO19", 36: "GPIO16", 37: "GPIO26", 38: "GPIO20", 39: "GND", 40: "GPIO21"}
# One supply pin of each kind drives its net; the others are passive (two outputs on one net are an ERC error).
PI_HEADER_PINS = [(str(n), name, PWR_OUT if n in (1, 2) else PAS if name in ("3V3", "5V", "GND") else IO)
                  for n, name in _PI_NAMES.items()]
PI_HEADER = box("RaspberryPi_40pin", "J", left=[pin for pin in PI_HEADER_PINS if int(pin[0]) % 2 == 1],
                right=[pin for pin in PI_HEADER_PINS if int(pin[0]) % 2 == 0], width=20.32,
                description="Raspberry Pi 40-pin GPIO header (Pi 2 to Pi 5, Zero), seen from a HAT")

# MAX7219 in DIP-24.
MAX7219_DIGITS = ["2", "11", "6", "7", "3", "10", "5", "8"]
MAX7219_SEGMENTS = {"DP": "22", "A": "14", "B": "16", "C": "20", "D": "23", "E": "21", "F": "15", "G": "17"}
MAX7219 = box("MAX7219", "U",
              left=[("1", "DIN", IN), ("13", "CLK", IN), ("12", "LOAD", IN), ("24", "DOUT", OUT), None,
                    ("18", "ISET", PAS), None, ("19", "V+", PWR_IN), ("4", "GND", PWR_IN), ("9", "GND", PWR_IN)],
              right=[(pin, f"DIG{d}", OUT) for d, pin in enumerate(MAX7219_DIGITS)]
                    + [(pin, f"SEG_{s}", OUT) for s, pin in MAX7219_SEGMENTS.items()], width=12.7,
              description="Serial 8-digit LED display driver (common cathode)")
AHCT125 = box("74AHCT125", "U",
              left=[("2", "1A", IN), ("1", "~{1OE}", IN), ("5", "2A", IN), ("4", "~{2OE}", IN), ("9", "3A", IN),
                    ("10", "~{3OE}", IN), ("12", "4A", IN), ("13", "~{4OE}", IN), None, ("14", "VCC", PWR_IN),
                    ("7", "GND", PWR_IN)],
              right=[("3", "1Y", "tri_state"), None, ("6", "2Y", "tri_state"), None, ("8", "3Y", "tri_state"), None,
                     ("11", "4Y", "tri_state")], width=10.16,
              description="Quad buffer with 3-state outputs, TTL-level inputs (3.3 V in, 5 V out)")
HT16K33_BACKPACK = box("HT16K33_Clock_Backpack", "DS",
                       left=[("1", "VCC", PWR_IN), ("2", "GND", PWR_IN), ("3", "SDA", IO), ("4", "SCL", IN),
                             None, ("5", "A0", IN), ("6", "A1", IN), ("7", "A2", IN)], width=12.7,
                       description="4-digit 7-segment display on an HT16K33 I2C backpack; A0-A2: address jumpers")

# MCP23017 in DIP-28 (SP): GPB0-7 on 1-8, GPA0-7 on 21-28.
MCP23017 = box("MCP23017", "U",
               left=[("13", "SDA", IO), ("12", "SCL", IN), ("15", "A0", IN), ("16", "A1", IN), ("17", "A2", IN),
                     ("18", "~{RESET}", IN), ("20", "INTA", OC), ("19", "INTB", OC), None,
                     ("9", "VDD", PWR_IN), ("10", "VSS", PWR_IN), ("11", "NC", "no_connect"), ("14", "NC", "no_connect")],
               right=[(str(21 + i), f"GPA{i}", IO) for i in range(8)] + [None]
                     + [(str(1 + i), f"GPB{i}", IO) for i in range(8)], width=12.7,
               description="16-bit I/O expander with I2C interface")
HT16K33_BREAKOUT = box("HT16K33_LED_Breakout", "U",
                       left=[("1", "VCC", PWR_IN), ("2", "GND", PWR_IN), ("3", "SDA", IO), ("4", "SCL", IN), None,
                             ("5", "A0", IN), ("6", "A1", IN), ("7", "A2", IN), ("8", "INT", OC)],
                       right=[(str(9 + i), f"ROW{i}", OUT) for i in range(16)] + [None]
                             + [(str(25 + i), f"COM{i}", OUT) for i in range(8)], width=15.24,
                       description="HT16K33 LED matrix driver breakout (16 rows x 8 commons); A0-A2: address jumpers")


def conn(pins):
    return box(f"Conn_01x{pins:02d}", "J", left=[(str(i + 1), f"Pin_{i + 1}", PAS) for i in range(pins)],
               width=5.08, description=f"Connector, one row of {pins} pins", pin_names=False)


TERMINAL_SYMBOL = conn(2)

# +5V: the Arduino's (the Pi's USB port through its 500 mA fuse) or the Pi's; +5V_LED and +5V_HALL: the
# board's own 5 V supply, each through its own fuse on the serial controller.
POWER_NETS = ["+5V", "+3V3", "+5V_LED", "+5V_HALL", "GND"]
POWER = {net: power_symbol(net) for net in POWER_NETS}

MOUSER = "Mouser"


def fields(manufacturer, mpn, price, supplier=MOUSER, supplier_pn=""):
    return {"Manufacturer": manufacturer, "MPN": mpn, "Supplier": supplier, "SupplierPN": supplier_pn,
            "UnitPrice": price}


# The example parts (hardware/README.md names the same ones).
DIODE_1N4148 = dict(fields=fields("onsemi", "1N4148", "0.10"), footprint="",
                    datasheet="https://www.onsemi.com/pdf/datasheet/1n914-d.pdf")
REED_ORD211 = dict(fields=fields("Standex-Meder", "ORD211", "0.90"), footprint="",
                   datasheet="https://standexelectronics.com/products/ord211-reed-switch/")
HALL_A1324 = dict(fields=fields("Allegro MicroSystems", "A1324LUA-T", "1.30"), footprint="",
                  datasheet="https://www.allegromicro.com/-/media/files/datasheets/a1324-5-6-datasheet.pdf")
LED_WS2812B = dict(fields=fields("Worldsemi", "WS2812B", "0.25", supplier="LCSC"), footprint="",
                   datasheet="https://cdn-shop.adafruit.com/datasheets/WS2812B.pdf")
LED_3MM = dict(fields=fields("Kingbright", "WP710A10SRD", "0.20"), footprint="",
               datasheet="https://www.kingbrightusa.com/images/catalog/SPEC/WP710A10SRD.pdf")
CAP_100N = dict(fields=fields("KEMET", "C320C104K5R5TA", "0.20"), footprint="",
                datasheet="https://content.kemet.com/datasheets/KEM_C1002_X7R_GOLDMAX.pdf")
MUX_CD74HC4067 = dict(fields=fields("Texas Instruments", "CD74HC4067E", "1.60"), footprint="",
                      datasheet="https://www.ti.com/lit/ds/symlink/cd74hc4067.pdf")
MEGA_BOARD = dict(fields=fields("Arduino", "A000067", "45.00", supplier="Arduino Store"),
                  footprint="",
                  datasheet="https://docs.arduino.cc/resources/datasheets/A000067-datasheet.pdf")
UNO_BOARD = dict(fields=fields("Arduino", "A000066", "25.00", supplier="Arduino Store"),
                 footprint="",
                 datasheet="https://docs.arduino.cc/resources/datasheets/A000066-datasheet.pdf")
TM1637_BOARD = dict(fields=fields("Seeed Studio", "104030003", "6.00", supplier="Seeed Studio"),
                    footprint="",
                    datasheet="https://wiki.seeedstudio.com/Grove-4-Digit_Display/")
BUTTON_ARCADE = dict(fields=fields("Sanwa Denshi", "OBSF-30", "3.00", supplier="Paradise Arcade Shop"),
                     footprint="",
                     datasheet="https://www.sanwa-denshi.co.jp/en/")
RES_330 = dict(fields=fields("YAGEO", "MFR-25FBF52-330R", "0.10"), footprint="",
               datasheet="https://www.yageo.com/upload/media/product/productsearch/datasheet/lr/YAGEO-MFR_datasheet.pdf")
CAP_1000U = dict(fields=fields("Panasonic", "EEU-FR1A102", "0.60"), footprint="",
                 datasheet="https://industrial.panasonic.com/cdbs/www-data/pdf/RDF0000/ABA0000C1260.pdf")
FUSE_5A = dict(fields=fields("Littelfuse", "0257005.PXPV", "0.60"), footprint="",
               datasheet="https://www.littelfuse.com/products/fuses/automotive-passenger-car/blade-fuses/257.aspx")
FUSE_2A = dict(fields=fields("Littelfuse", "0257002.PXPV", "0.60"), footprint="",
               datasheet="https://www.littelfuse.com/products/fuses/automotive-passenger-car/blade-fuses/257.aspx")
CAP_100U = dict(fields=fields("Panasonic", "EEU-FR1A101", "0.25"), footprint="",
                datasheet="https://industrial.panasonic.com/cdbs/www-data/pdf/RDF0000/ABA0000C1260.pdf")
TERMINAL_2 = dict(fields=fields("Phoenix Contact", "1935161", "0.80"), footprint="",
                  datasheet="https://www.phoenixcontact.com/en-pc/products/pcb-terminal-block-mkds-1-5-2-1935161")


PI_SOCKET = dict(fields=fields("Samtec", "SSQ-120-03-G-D", "6.00"), footprint="",
                 datasheet="https://datasheets.raspberrypi.com/rpi4/raspberry-pi-4-reduced-schematics.pdf")
BUFFER_74AHCT125 = dict(fields=fields("Texas Instruments", "SN74AHCT125N", "0.60"), footprint="",
                        datasheet="https://www.ti.com/lit/ds/symlink/sn74ahct125.pdf")
LED_DRIVER_MAX7219 = dict(fields=fields("Analog Devices", "MAX7219CNG+", "11.00"), footprint="",
                          datasheet="https://www.analog.com/media/en/technical-documentation/data-sheets/MAX7219-MAX7221.pdf")
RES_28K = dict(fields=fields("YAGEO", "MFR-25FBF52-28K", "0.10"), footprint="",
               datasheet="https://www.yageo.com/upload/media/product/productsearch/datasheet/lr/YAGEO-MFR_datasheet.pdf")
CAP_10U = dict(fields=fields("Panasonic", "EEU-FR1H100", "0.30"), footprint="",
               datasheet="https://industrial.panasonic.com/cdbs/www-data/pdf/RDF0000/ABA0000C1260.pdf")
CLOCK_HT16K33 = dict(fields=fields("Adafruit", "878", "10.00", supplier="Adafruit"), footprint="",
                     datasheet="https://learn.adafruit.com/adafruit-led-backpack")

EXPANDER_MCP23017 = dict(fields=fields("Microchip", "MCP23017-E/SP", "1.40"), footprint="",
                         datasheet="https://ww1.microchip.com/downloads/en/devicedoc/20001952c.pdf")
LED_DRIVER_HT16K33 = dict(fields=fields("Adafruit", "1427", "6.00", supplier="Adafruit"), footprint="",
                          datasheet="https://cdn-shop.adafruit.com/datasheets/ht16K33v110.pdf")
RES_10K = dict(fields=fields("YAGEO", "MFR-25FBF52-10K", "0.10"), footprint="",
               datasheet="https://www.yageo.com/upload/media/product/productsearch/datasheet/lr/YAGEO-MFR_datasheet.pdf")


def header(pins, price=None):
    """A 2.54 mm pin header (a ribbon or wire harness plugs in)."""
    return dict(fields=fields("Wurth Elektronik", f"613{pins:03d}11121", price or f"{0.04 * pins:.2f}"),
                footprint="", datasheet="https://www.we-online.com/components/products/datasheet/61300111121.pdf")


def part(symbol, ref, value, nets, spec):
    return Part(symbol, ref, value, nets, fields=spec["fields"], footprint=spec["footprint"], datasheet=spec["datasheet"])


def with_square(spec, square):
    """A part's spec with the square it sits under (a field, so the BOM can list where each one goes)."""
    return dict(spec, fields=dict(spec["fields"], Square=square))


def unused(symbol, used):
    """The nets of a symbol's pins: those in `used`, no-connect flags on the rest."""
    return {n: used.get(n, NC) for n in symbol.by_number}
