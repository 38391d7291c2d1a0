"""The serial board controller: a shield on an Arduino Mega 2560 (or Uno) with the connectors to the grid.

The Arduino runs from the Pi's USB port, whose 500 mA fuse on the Arduino passes the Arduino, the
multiplexers and the displays but not 64-100 Hall sensors: the board's own 5 V supply feeds the WS2812s
through F1 and the Hall sensors through F2 (+5V_HALL), its ground joined to the Arduino's.

The pins are those of firmware-protocol/firmware/src/board_config.h (PinMapTest checks them).
"""

import kicadgen as k
import parts as p

# Arduino pin -> net, as board_config.h wires them.
MEGA_PINS = {
    **{f"D{22 + i}": f"ROW{i + 1}" for i in range(10)},       # kRows: reed matrix rows 1-10
    **{f"D{32 + i}": f"COL_{'ABCDEFGHIJ'[i]}" for i in range(10)},  # kCols: columns a-j
    **{f"D{42 + i}": f"MUX_S{i}" for i in range(4)},           # kMuxSelect
    **{f"A{i}": f"MUX{i}_SIG" for i in range(7)},              # kMuxSignal
    "D2": "BTN_BLACK", "D3": "BTN_WHITE",                        # kButtons
    "D6": "LED_DATA",                                            # kLedData
    "D7": "BLACK_CLK", "D9": "WHITE_CLK",                        # kDisplayClock
    "D8": "BLACK_DIO", "D10": "WHITE_DIO",                       # kDisplayData
}
UNO_PINS = {
    "D4": "MUX_S0", "D5": "MUX_S1", "D7": "MUX_S2", "D8": "MUX_S3",
    **{f"A{i}": f"MUX{i}_SIG" for i in range(4)},
    "D2": "BTN_BLACK", "D3": "BTN_WHITE", "D6": "LED_DATA",
    "D9": "BLACK_CLK", "D11": "WHITE_CLK", "D10": "BLACK_DIO", "D12": "WHITE_DIO",
}


def controller_sheet(board):
    mega = board == "mega"
    name = "serial-controller-" + board
    muxes = 7 if mega else 4
    sheet = k.Sheet(name, f"Serial board controller: Arduino {'Mega 2560' if mega else 'Uno'} shield",
                    p.POWER, flagged_nets=["GND", "+5V_LED", "+5V_HALL"],
                    comments=("Pins as firmware-protocol/firmware/src/board_config.h; checked by PinMapTest.",
                              "Reed matrix: diodes on the grid (square-grid); Hall sensors: one 74HC4067 per 16 squares.",
                              "Board's 5 V supply: WS2812s through F1, Hall sensors through F2; GND joined to the Arduino's."))
    symbol = p.MEGA if mega else p.UNO
    pins = MEGA_PINS if mega else UNO_PINS
    used = dict(pins)
    used.update({"5V": "+5V", "GND": "GND"})
    sheet.add(p.part(symbol, "A1", "Arduino Mega 2560" if mega else "Arduino Uno", p.unused(symbol, used),
                     p.MEGA_BOARD if mega else p.UNO_BOARD))

    if mega:
        # Reed matrix to the grid: rows 1-10 then columns a-j (a 9x9 or 8x8 grid leaves the last ones open).
        lines = [f"ROW{i + 1}" for i in range(10)] + [f"COL_{c}" for c in "ABCDEFGHIJ"]
        sheet.add(p.part(p.conn(20), "J1", "Reed matrix", {str(i + 1): n for i, n in enumerate(lines)}, p.header(20)))

    for m in range(muxes):
        nets = {"10": "MUX_S0", "11": "MUX_S1", "14": "MUX_S2", "13": "MUX_S3", "15": "GND",
                "1": f"MUX{m}_SIG", "24": "+5V", "12": "GND"}
        for ch in range(16):
            nets[str(9 - ch) if ch < 8 else str(31 - ch)] = f"HALL{16 * m + ch}"
        sheet.add(p.part(p.HC4067, f"U{m + 1}", "CD74HC4067", nets, p.MUX_CD74HC4067))
        sheet.add(p.part(p.C, f"C{m + 1}", "100n", {"1": "+5V", "2": "GND"}, p.CAP_100N))
        # Sixteen Hall sensors' outputs, their supply (the board's, not USB's) and ground: squares 16m to 16m+15.
        hall = {str(ch + 1): f"HALL{16 * m + ch}" for ch in range(16)}
        hall.update({"17": "+5V_HALL", "18": "GND"})
        sheet.add(p.part(p.conn(18), f"J{m + 2}", f"Hall squares {16 * m}-{16 * m + 15}", hall, p.header(18)))

    j = muxes + 2
    sheet.add(p.part(p.R, "R1", "330", {"1": "LED_DATA", "2": "LED_DIN"}, p.RES_330))
    sheet.add(p.part(p.conn(3), f"J{j}", "WS2812 chain", {"1": "LED_DIN", "2": "+5V_LED", "3": "GND"}, p.header(3)))
    sheet.add(p.part(p.TERMINAL_SYMBOL, f"J{j + 1}", "5 V supply in", {"1": "LED_SUPPLY_IN", "2": "GND"}, p.TERMINAL_2))
    sheet.add(p.part(p.FUSE, "F1", "5 A", {"1": "LED_SUPPLY_IN", "2": "+5V_LED"}, p.FUSE_5A))
    sheet.add(p.part(p.CP, f"C{muxes + 1}", "1000u 10V", {"1": "+5V_LED", "2": "GND"}, p.CAP_1000U))
    # The sensors' own branch from the terminal: a short on a sensor harness blows 2 A, not 5, and the
    # LEDs' current steps do not run through the sensors' line (each sensor has its 100 nF on the grid).
    sheet.add(p.part(p.FUSE, "F2", "2 A", {"1": "LED_SUPPLY_IN", "2": "+5V_HALL"}, p.FUSE_2A))
    sheet.add(p.part(p.CP, f"C{muxes + 2}", "100u 10V", {"1": "+5V_HALL", "2": "GND"}, p.CAP_100U))
    sheet.add(p.part(p.TM1637_MODULE, "DS1", "Black's clock", {"1": "BLACK_CLK", "2": "BLACK_DIO", "3": "+5V", "4": "GND"},
                     p.TM1637_BOARD))
    sheet.add(p.part(p.TM1637_MODULE, "DS2", "White's clock", {"1": "WHITE_CLK", "2": "WHITE_DIO", "3": "+5V", "4": "GND"},
                     p.TM1637_BOARD))
    sheet.add(p.part(p.SW, "SW1", "Black's clock button", {"1": "BTN_BLACK", "2": "GND"}, p.BUTTON_ARCADE))
    sheet.add(p.part(p.SW, "SW2", "White's clock button", {"1": "BTN_WHITE", "2": "GND"}, p.BUTTON_ARCADE))
    return sheet
