#!/usr/bin/env python3
"""Writes the othellier boards' KiCad sources: hardware/<board>/*.kicad_sch, .kicad_pro, sym-lib-table and
hardware/lib/othellier.kicad_sym.

    python3 hardware/tools/generate.py          # write the files
    python3 hardware/tools/generate.py --check  # exit 1, naming them, if any committed file differs

The pins here are checked against the firmware's board_config.h and the service's [gpio] defaults by
PinMapTest (src/test/java/org/othellier/hardware), which exports each schematic's netlist with kicad-cli.
"""

import sys

sys.dont_write_bytecode = True  # nothing but the sources in hardware/tools

from pathlib import Path

import kicadgen as k
import parts as p
from boards_controller import controller_sheet
from boards_grid import grid_sheet
from boards_pi import pi_direct_sheet, pi_expanders_sheet

HARDWARE = Path(__file__).resolve().parent.parent
LIBRARY = "lib/othellier.kicad_sym"


def projects():
    """Each project: (folder, name, sheet)."""
    out = [("serial-controller", "serial-controller-mega", controller_sheet("mega")),
           ("serial-controller", "serial-controller-uno", controller_sheet("uno"))]
    for size in (8, 9, 10):
        for sensor in ("reed", "hall"):
            out.append(("square-grid", f"grid-{size}x{size}-{sensor}", grid_sheet(size, sensor)))
        out.append(("square-grid", f"grid-{size}x{size}-reed-ledmatrix", grid_sheet(size, "reed", leds="matrix")))
    out.append(("pi-direct", "pi-direct", pi_direct_sheet()))
    out.append(("pi-direct", "pi-expanders", pi_expanders_sheet()))
    return out


def files():
    """Every generated file: path relative to hardware/ -> text."""
    out, symbols = {}, {}
    for folder, name, sheet in projects():
        out[f"{folder}/{name}.kicad_sch"] = sheet.render()
        out[f"{folder}/{name}.kicad_pro"] = k.project_file(name)
        out[f"{folder}/sym-lib-table"] = k.sym_lib_table("../" + LIBRARY)
        for part in sheet.parts:
            symbols[part.symbol.name] = part.symbol
    for sym in list(p.POWER.values()) + [k.PWR_FLAG]:
        symbols[sym.name] = sym
    out[LIBRARY] = k.symbol_library(symbols.values())
    return out


def main(argv):
    check = "--check" in argv[1:]
    stale = []
    for rel, text in sorted(files().items()):
        path = HARDWARE / rel
        if check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(rel)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    if stale:
        print("not as generate.py writes them (run python3 hardware/tools/generate.py): " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
