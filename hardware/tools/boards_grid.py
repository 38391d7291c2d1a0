"""The square grid under the playing surface: a sensor and a WS2812 LED per square, for 8x8, 9x9 and 10x10.

A reed grid is the diode matrix (one diode per square, anode on the column: hardware/README.md) behind the
controller's reed matrix connector; a Hall grid has a linear Hall sensor per square, square n on
the controller's Hall connector n/16, pin n mod 16 + 1, powered from the board's 5 V supply (+5V_HALL, not the
Arduino's USB 5 V) with a 100 nF capacitor at each sensor as the A1324's datasheet asks. The LED chain runs row by row from a1.
"""

import kicadgen as k
import parts as p

FILES = "abcdefghij"


def grid_sheet(size, sensor, leds="ws2812"):
    """leds: ws2812 (the serial controller's chain) or matrix (a plain LED per square in the Pi boards'
    LED matrix: cathode on LED_COM (k / 8) % 8, anode on LED_ROW (k / 64) * 8 + k % 8, as docs/GPIO.md)."""
    name = f"grid-{size}x{size}-{sensor}" + ("-ledmatrix" if leds == "matrix" else "")
    reed = sensor == "reed"
    chain = leds == "ws2812"
    flagged = (["GND", "+5V_LED"] if chain else []) + ([] if reed else ["+5V_HALL"])
    led_text = "WS2812 LEDs" if chain else "LEDs in a matrix (MAX7219 or HT16K33)"
    sheet = k.Sheet(name, f"Square grid {size}x{size}, {'reed switches' if reed else 'Hall sensors'} and {led_text}",
                    p.POWER, flagged_nets=flagged, columns=2 * size,
                    comments=("Square n = (row - 1) * size + file, a1 first; the LED chain follows the same order.",
                              "Connectors mate with the serial controller's (serial-controller-mega).",))
    squares = size * size
    if reed:
        lines = {str(i + 1): (f"ROW{i + 1}" if i < size else k.NC) for i in range(10)}
        lines.update({str(11 + i): (f"COL_{FILES[i].upper()}" if i < size else k.NC) for i in range(10)})
        sheet.add(p.part(p.conn(20), "J1", "Reed matrix", lines, p.header(20)))
    else:
        for m in range((squares + 15) // 16):
            nets = {str(ch + 1): (f"HALL{16 * m + ch}" if 16 * m + ch < squares else k.NC) for ch in range(16)}
            nets.update({"17": "+5V_HALL", "18": "GND"})
            sheet.add(p.part(p.conn(18), f"J{m + 2}", f"Hall squares {16 * m}-{16 * m + 15}", nets, p.header(18)))
    if chain:
        sheet.add(p.part(p.conn(3), "J20", "WS2812 chain", {"1": "LED_DIN", "2": "+5V_LED", "3": "GND"}, p.header(3)))
    else:
        pins = 16 if size * size <= 64 else 24
        lines = {str(i + 1): f"LED_COM{i}" for i in range(8)}
        lines.update({str(9 + i): f"LED_ROW{i}" for i in range(pins - 8)})
        sheet.add(p.part(p.conn(pins), "J21", "LED matrix", lines, p.header(pins)))

    for n in range(squares):
        row, col = n // size + 1, n % size
        square = f"{FILES[col]}{row}"
        number = n + 1
        if reed:
            diode_out = f"SQ_{square.upper()}"
            sheet.add(p.part(p.D, f"D{number}", "1N4148", {"1": f"COL_{FILES[col].upper()}", "2": diode_out},
                             p.with_square(p.DIODE_1N4148, square)))
            sheet.add(p.part(p.REED, f"SW{number}", "ORD211", {"1": diode_out, "2": f"ROW{row}"},
                             p.with_square(p.REED_ORD211, square)))
        else:
            sheet.add(p.part(p.HALL_LINEAR, f"U{number}", "A1324", {"1": "+5V_HALL", "2": "GND", "3": f"HALL{n}"},
                             p.with_square(p.HALL_A1324, square)))
            sheet.add(p.part(p.C, f"C{squares + number}", "100n", {"1": "+5V_HALL", "2": "GND"},
                             p.with_square(p.CAP_100N, square)))
        if not chain:
            sheet.add(p.part(p.LED, f"LED{number}", "red 3 mm",
                             {"1": f"LED_ROW{(n // 64) * 8 + n % 8}", "2": f"LED_COM{(n // 8) % 8}"},
                             p.with_square(p.LED_3MM, square)))
            continue
        din = "LED_DIN" if n == 0 else f"LED_CHAIN{n}"
        dout = k.NC if n == squares - 1 else f"LED_CHAIN{n + 1}"
        sheet.add(p.part(p.WS2812B, f"LED{number}", "WS2812B", {"4": din, "2": dout, "1": "+5V_LED", "3": "GND"},
                         p.with_square(p.LED_WS2812B, square)))
        sheet.add(p.part(p.C, f"C{number}", "100n", {"1": "+5V_LED", "2": "GND"}, p.with_square(p.CAP_100N, square)))
    return sheet
