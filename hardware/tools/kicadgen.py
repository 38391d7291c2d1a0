"""Writes KiCad 9 schematics (.kicad_sch), their symbol library and project files from a description.

A board is a list of parts; each pin is tied to a net by name. Signal nets become local labels at the
pins' ends, supply nets power symbols, unused pins no-connect flags, so the sheet needs no wires and
KiCad's ERC and netlist see exactly the description. Everything is deterministic (UUIDs from names),
so regenerating gives the same files byte for byte.
"""

import json
import uuid

GRID = 2.54
FONT = "(effects (font (size 1.27 1.27)))"
HIDDEN = "(effects (font (size 1.27 1.27)) (hide yes))"
NAMESPACE = uuid.UUID("6f1c2a64-4d0e-4e8e-9a51-0a7e11e40001")
BOM_FIELDS = ("Manufacturer", "MPN", "Supplier", "SupplierPN", "UnitPrice", "PriceChecked")
NC = None  # the net of an unused pin: a no-connect flag


def uid(*names):
    return str(uuid.uuid5(NAMESPACE, "/".join(str(n) for n in names)))


def q(text):
    return '"' + str(text).replace("\\", "\\\\").replace('"', '\\"') + '"'


def num(value):
    text = f"{round(value, 4):.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


class Pin:
    """A pin of a symbol: side is L, R, T or B; slot counts grid steps from the side's first position."""

    def __init__(self, number, name, kind, side, slot):
        self.number, self.name, self.kind, self.side, self.slot = str(number), name, kind, side, slot


class Symbol:
    """A library symbol: a box with pins on its sides (or a two-pin part drawn upright)."""

    def __init__(self, name, prefix, pins, width=10.16, description="", power=False, graphic=None, pin_names=True):
        self.name, self.prefix, self.pins = name, prefix, pins
        self.width, self.description, self.power, self.graphic = width, description, power, graphic
        self.pin_names = pin_names
        rows = max([p.slot + 1 for p in pins if p.side in "LR"] or [1])
        self.height = (rows + 1) * GRID
        self.by_number = {p.number: p for p in pins}
        if len(self.by_number) != len(pins):
            raise ValueError(f"symbol {name} has two pins with one number")

    def pin_at(self, pin):
        """The pin's connection point in library coordinates (y up) and its angle (towards the body)."""
        if self.graphic == "two-pin":
            return (0, 3.81, 270) if pin.side == "T" else (0, -3.81, 90)
        if self.power:
            return (0, 0, 90 if self.prefix == "#FLG" else 270)
        top = self.height / 2 - GRID
        half = self.width / 2
        if pin.side == "L":
            return (-half - GRID, top - pin.slot * GRID, 0)
        if pin.side == "R":
            return (half + GRID, top - pin.slot * GRID, 180)
        if pin.side == "T":
            return (-half + GRID + pin.slot * GRID, self.height / 2 + GRID, 270)
        return (-half + GRID + pin.slot * GRID, -self.height / 2 - GRID, 90)

    def sexpr(self, lib_prefix, indent="\t\t"):
        name = (lib_prefix + ":" if lib_prefix else "") + self.name
        out = [f"(symbol {q(name)}"]
        if self.power:
            out.append("\t(power)")
        if self.power or self.graphic == "two-pin":
            out.append("\t(pin_numbers (hide yes))")
        hide_names = " (hide yes)" if (self.power or not self.pin_names) else ""
        out.append(f"\t(pin_names (offset {'0' if self.graphic == 'two-pin' or self.power else '1.016'}){hide_names})")
        out.append("\t(exclude_from_sim no)\n" + indent + "\t(in_bom yes)\n" + indent + "\t(on_board yes)")
        ref_at = "0 -3.81 0" if self.power else f"0 {num(self.height / 2 + 6.35)} 0"
        val_at = "0 -5.08 0" if self.power else f"0 {num(-self.height / 2 - 6.35)} 0"
        ref_fx = HIDDEN if self.power else FONT
        out.append(f"\t(property \"Reference\" {q(self.prefix)} (at {ref_at}) {ref_fx})")
        out.append(f"\t(property \"Value\" {q(self.name)} (at {val_at}) {FONT})")
        out.append(f"\t(property \"Footprint\" \"\" (at 0 0 0) {HIDDEN})")
        out.append(f"\t(property \"Datasheet\" \"\" (at 0 0 0) {HIDDEN})")
        out.append(f"\t(property \"Description\" {q(self.description)} (at 0 0 0) {HIDDEN})")
        if self.power:
            out.append(f"\t(property \"ki_keywords\" \"global power\" (at 0 0 0) {HIDDEN})")
        out.append(f"\t(symbol {q(self.name + '_0_1')}")
        out.extend("\t\t" + g for g in self._graphics())
        out.append("\t)")
        out.append(f"\t(symbol {q(self.name + '_1_1')}")
        for p in self.pins:
            x, y, angle = self.pin_at(p)
            length = 0 if self.power else (1.27 if self.graphic == "two-pin" else GRID)
            hide = " (hide yes)" if self.power else ""
            out.append(f"\t\t(pin {p.kind} line (at {num(x)} {num(y)} {angle}) (length {num(length)}){hide}"
                       f" (name {q(p.name)} {FONT}) (number {q(p.number)} {FONT}))")
        out.append("\t)")
        out.append("\t(embedded_fonts no)")
        out.append(")")
        return "\n".join(indent + line for line in out)

    def _graphics(self):
        stroke = "(stroke (width 0.254) (type default))"
        thin = "(stroke (width 0) (type default))"
        if self.power and self.prefix == "#FLG":
            return [f"(polyline (pts (xy 0 0) (xy 0 1.27) (xy -1.016 1.905) (xy 0 2.54) (xy 1.016 1.905)"
                    f" (xy 0 1.27)) {thin} (fill (type none)))"]
        if self.power and self.name.startswith("GND"):
            return [f"(polyline (pts (xy 0 0) (xy 0 -1.27) (xy 1.27 -1.27) (xy 0 -2.54) (xy -1.27 -1.27)"
                    f" (xy 0 -1.27)) {thin} (fill (type none)))"]
        if self.power:
            return [f"(polyline (pts (xy -0.762 1.27) (xy 0 2.54)) {thin} (fill (type none)))",
                    f"(polyline (pts (xy 0 0) (xy 0 2.54)) {thin} (fill (type none)))",
                    f"(polyline (pts (xy 0 2.54) (xy 0.762 1.27)) {thin} (fill (type none)))"]
        if self.graphic == "two-pin":
            return [f"(rectangle (start -1.016 -2.54) (end 1.016 2.54) {stroke} (fill (type none)))"]
        h, w = self.height / 2, self.width / 2
        return [f"(rectangle (start {num(-w)} {num(h)}) (end {num(w)} {num(-h)}) {stroke} (fill (type background)))"]


def box(name, prefix, left=(), right=(), top=(), bottom=(), width=10.16, description="", pin_names=True):
    """A box symbol; each side lists (number, name, kind), None leaves a gap."""
    pins = []
    for side, items in (("L", left), ("R", right), ("T", top), ("B", bottom)):
        for slot, item in enumerate(items):
            if item is not None:
                pins.append(Pin(item[0], item[1], item[2], side, slot))
    return Symbol(name, prefix, pins, width=width, description=description, pin_names=pin_names)


def two_pin(name, prefix, kind1="passive", kind2="passive", names=("~", "~"), description=""):
    """An upright two-pin part: pin 1 on top, pin 2 below."""
    return Symbol(name, prefix, [Pin(1, names[0], kind1, "T", 0), Pin(2, names[1], kind2, "B", 0)],
                  description=description, graphic="two-pin")


def power_symbol(net):
    return Symbol(net, "#PWR", [Pin(1, net, "power_in", "T", 0)], power=True,
                  description=f"Power symbol: the global net {net}")


PWR_FLAG = Symbol("PWR_FLAG", "#FLG", [Pin(1, "pwr", "power_out", "T", 0)], power=True,
                  description="Marks a net as driven by a supply that enters through a connector")


class Part:
    """A placed part: its symbol, reference, value, fields and the net of each pin number."""

    def __init__(self, symbol, ref, value, nets, fields=None, footprint="", datasheet=""):
        self.symbol, self.ref, self.value, self.nets = symbol, ref, value, {str(k): v for k, v in nets.items()}
        self.fields, self.footprint, self.datasheet = dict(fields or {}), footprint, datasheet
        unknown = set(self.nets) - set(symbol.by_number)
        missing = set(symbol.by_number) - set(self.nets)
        if unknown or missing:
            raise ValueError(f"{ref}: pins {sorted(unknown)} are not on {symbol.name}; pins {sorted(missing)} have no net")


class Sheet:
    """One schematic: parts laid out in rows, supply nets as power symbols with a PWR_FLAG each."""

    def __init__(self, project, title, lib, flagged_nets, comments=(), columns=6):
        """lib: the power symbol of each supply net; flagged_nets: those that enter through a connector."""
        self.project, self.title, self.lib, self.power_nets = project, title, lib, set(lib)
        self.flagged_nets = list(flagged_nets)
        self.comments, self.columns = comments, columns
        self.parts = []

    def add(self, part):
        if any(p.ref == part.ref for p in self.parts):
            raise ValueError(f"reference {part.ref} is used twice")
        self.parts.append(part)
        return part

    def check(self):
        """Every signal net must reach two pins at least (a label alone is a mistake)."""
        count = {}
        for part in self.parts:
            for net in part.nets.values():
                if net is not NC and net not in self.power_nets:
                    count[net] = count.get(net, 0) + 1
        lonely = sorted(n for n, c in count.items() if c < 2)
        if lonely:
            raise ValueError(f"{self.project}: nets with one pin only: {lonely}")

    def render(self):
        columns = self.columns
        self.check()
        root = uid(self.project, "root")
        items, symbols_used = [], {}
        power_count = [0]
        x0, y0, col_width = 30.48, 40.64, 0.0
        widths = [p.symbol.width + 2 * GRID + 2 * 25.4 for p in self.parts]
        col_width = max(widths) if widths else 0
        col_width = GRID * round(col_width / GRID)
        x, y, row_height, placed_in_row = x0, y0, 0.0, 0
        max_x = max_y = 0.0

        def power_at(net, px, py, outward, owner):
            """A power symbol on a pin's end, drawn pointing away from the part (outward: 0 right, 90 up...)."""
            power_count[0] += 1
            sym = self.lib[net]
            symbols_used[sym.name] = sym
            ref = f"#PWR{power_count[0]:03d}"
            drawn = 270 if sym.name.startswith("GND") else 90
            items.append(self._instance(sym, ref, net, px, py, (outward - drawn) % 360, root, owner, {}, "", ""))

        for part in self.parts:
            sym = part.symbol
            symbols_used[sym.name] = sym
            if placed_in_row == columns:
                x, y, placed_in_row = x0, y + row_height + 2 * 25.4, 0
                row_height = 0.0
            sx = x + col_width / 2
            sy = y + sym.height / 2 + 7.62
            sx, sy = GRID * round(sx / GRID), GRID * round(sy / GRID)
            fields = {k: part.fields.get(k, "") for k in BOM_FIELDS if k in part.fields or k != "PriceChecked"}
            fields.update({k: v for k, v in part.fields.items() if k not in BOM_FIELDS})
            items.append(self._instance(sym, part.ref, part.value, sx, sy, 0, root, part.ref, fields,
                                        part.footprint, part.datasheet))
            for pin in sym.pins:
                px, py, angle = sym.pin_at(pin)
                ax, ay = sx + px, sy - py
                net = part.nets[pin.number]
                key = (part.ref, pin.number)
                if net is NC:
                    items.append(f"\t(no_connect (at {num(ax)} {num(ay)}) (uuid {q(uid(self.project, 'nc', *key))}))")
                elif net in self.power_nets:
                    power_at(net, ax, ay, (angle + 180) % 360, f"{part.ref}.{pin.number}")
                else:
                    items.append(self._label(net, ax, ay, angle, key))
            row_height = max(row_height, sym.height + 15.24)
            max_x, max_y = max(max_x, x + col_width), max(max_y, y + row_height)
            x += col_width
            placed_in_row += 1
        fy = max_y + 25.4
        for i, net in enumerate(self.flagged_nets):
            fx = x0 + i * 25.4
            symbols_used[PWR_FLAG.name] = PWR_FLAG
            items.append(self._instance(PWR_FLAG, f"#FLG{i + 1:02d}", "PWR_FLAG", fx, fy, 0, root, "flag" + net, {}, "", ""))
            power_at(net, fx, fy, 270, "flag" + net)
        width = max(420.0, max_x + 30.48)
        height = max(297.0, fy + 30.48)
        head = [
            "(kicad_sch",
            "\t(version 20250114)",
            "\t(generator \"othellier-hardware\")",
            "\t(generator_version \"9.0\")",
            f"\t(uuid {q(root)})",
            f"\t(paper \"User\" {num(width)} {num(height)})",
            "\t(title_block",
            f"\t\t(title {q(self.title)})",
            "\t\t(company \"othellier\")",
        ]
        for i, comment in enumerate(self.comments[:9]):
            head.append(f"\t\t(comment {i + 1} {q(comment)})")
        head.append("\t)")
        head.append("\t(lib_symbols")
        for name in sorted(symbols_used):
            head.append(symbols_used[name].sexpr("othellier"))
        head.append("\t)")
        tail = ["\t(sheet_instances (path \"/\" (page \"1\")))", "\t(embedded_fonts no)", ")", ""]
        return "\n".join(head + items + tail)

    def _label(self, net, x, y, pin_angle, key):
        # The label's text runs away from the body: opposite the pin's direction into the body.
        angle = (pin_angle + 180) % 360
        justify = "left" if angle in (0, 90) else "right"
        return (f"\t(label {q(net)} (at {num(x)} {num(y)} {angle})"
                f" (effects (font (size 1.27 1.27)) (justify {justify} bottom)) (uuid {q(uid(self.project, 'label', *key))}))")

    def _instance(self, sym, ref, value, x, y, angle, root, owner, fields, footprint, datasheet):
        in_bom = "no" if ref.startswith("#") else "yes"
        lines = [f"\t(symbol (lib_id {q('othellier:' + sym.name)}) (at {num(x)} {num(y)} {angle}) (unit 1)",
                 f"\t\t(exclude_from_sim no) (in_bom {in_bom}) (on_board yes) (dnp no)",
                 f"\t\t(uuid {q(uid(self.project, 'symbol', owner, ref))})"]
        if sym.power:
            # The name at the symbol's far end: the direction it points in on the sheet (y down).
            drawn = 90 if sym.prefix == "#FLG" or not sym.name.startswith("GND") else 270
            outward = (angle + drawn) % 360
            dx, dy = {0: (5.08, 0), 90: (0, -5.08), 180: (-5.08, 0), 270: (0, 5.08)}[outward]
            justify = {0: " (justify left)", 180: " (justify right)"}.get(outward, "")
            lines.append(f"\t\t(property \"Reference\" {q(ref)} (at {num(x)} {num(y)} 0) {HIDDEN})")
            # A field's angle is turned with its symbol: a quarter turn back keeps the name level.
            lines.append(f"\t\t(property \"Value\" {q(value)} (at {num(x + dx)} {num(y + dy)} {angle % 180})"
                         f" (effects (font (size 1.27 1.27)){justify}))")
        elif sym.graphic == "two-pin":
            # Beside the body: above and below it are the pins' labels.
            left = "(effects (font (size 1.27 1.27)) (justify left))"
            lines.append(f"\t\t(property \"Reference\" {q(ref)} (at {num(x + 2.54)} {num(y - 1.27)} 0) {left})")
            lines.append(f"\t\t(property \"Value\" {q(value)} (at {num(x + 2.54)} {num(y + 1.27)} 0) {left})")
        else:
            lines.append(f"\t\t(property \"Reference\" {q(ref)} (at {num(x)} {num(y - sym.height / 2 - 3.81)} 0) {FONT})")
            lines.append(f"\t\t(property \"Value\" {q(value)} (at {num(x)} {num(y + sym.height / 2 + 3.81)} 0) {FONT})")
        lines.append(f"\t\t(property \"Footprint\" {q(footprint)} (at {num(x)} {num(y)} 0) {HIDDEN})")
        lines.append(f"\t\t(property \"Datasheet\" {q(datasheet)} (at {num(x)} {num(y)} 0) {HIDDEN})")
        lines.append(f"\t\t(property \"Description\" {q(sym.description)} (at {num(x)} {num(y)} 0) {HIDDEN})")
        for key, val in fields.items():
            lines.append(f"\t\t(property {q(key)} {q(val)} (at {num(x)} {num(y)} 0) {HIDDEN})")
        for pin in sym.pins:
            lines.append(f"\t\t(pin {q(pin.number)} (uuid {q(uid(self.project, 'pin', owner, ref, pin.number))}))")
        lines.append(f"\t\t(instances (project {q(self.project)} (path {q('/' + root)} (reference {q(ref)}) (unit 1))))")
        lines.append("\t)")
        return "\n".join(lines)


def symbol_library(symbols):
    out = ["(kicad_symbol_lib", "\t(version 20241209)", "\t(generator \"othellier-hardware\")",
           "\t(generator_version \"9.0\")"]
    for sym in sorted(symbols, key=lambda s: s.name):
        out.append(sym.sexpr("", indent="\t"))
    out.append(")")
    return "\n".join(out) + "\n"


def project_file(name):
    """A minimal project: KiCad fills in its defaults when it opens it."""
    return json.dumps({"meta": {"filename": name + ".kicad_pro", "version": 3},
                       "schematic": {"legacy_lib_dir": "", "legacy_lib_list": []},
                       "sheets": [], "text_variables": {}}, indent=2) + "\n"


def sym_lib_table(relative_path):
    return ("(sym_lib_table\n\t(version 7)\n"
            f"\t(lib (name \"othellier\")(type \"KiCad\")(uri \"${{KIPRJMOD}}/{relative_path}\")(options \"\")"
            "(descr \"The othellier boards' symbols, written by hardware/tools/generate.py\"))\n)\n")
