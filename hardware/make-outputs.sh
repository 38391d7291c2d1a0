#!/usr/bin/env bash
# Fabrication outputs from the KiCad sources, into hardware/build/ (never committed): for each schematic
# its netlist (KiCad S-expression, what a PCB layout imports), a PDF to wire from, and its ERC report;
# the script stops at the first schematic with an ERC violation. Needs kicad-cli 9.
# The boards are wiring diagrams for now (no PCB): with a .kicad_pcb beside a schematic, its Gerbers,
# drill files and placement file are written too.
set -euo pipefail
cd "$(dirname "$0")"
command -v kicad-cli >/dev/null || { echo "kicad-cli is missing: install KiCad 9 (sudo apt-get install kicad)" >&2; exit 1; }

rm -rf build
for schematic in */*.kicad_sch; do
  board=$(dirname "$schematic")
  name=$(basename "$schematic" .kicad_sch)
  out="build/$board/$name"
  mkdir -p "$out"
  if ! kicad-cli sch erc --severity-all --exit-code-violations -o "$out/$name-erc.rpt" "$schematic" >/dev/null; then
    echo "$schematic: ERC found violations, see $out/$name-erc.rpt" >&2
    exit 1
  fi
  kicad-cli sch export netlist --format kicadsexpr -o "$out/$name.net" "$schematic" >/dev/null
  kicad-cli sch export pdf -o "$out/$name.pdf" "$schematic" >/dev/null
  pcb="$board/$name.kicad_pcb"
  if [ -f "$pcb" ]; then
    kicad-cli pcb drc --severity-all --exit-code-violations -o "$out/$name-drc.rpt" "$pcb" >/dev/null
    kicad-cli pcb export gerbers -o "$out/gerbers/" "$pcb" >/dev/null
    kicad-cli pcb export drill -o "$out/gerbers/" "$pcb" >/dev/null
    kicad-cli pcb export pos --format csv --units mm -o "$out/$name-pos.csv" "$pcb" >/dev/null
  fi
  echo "$out"
done
