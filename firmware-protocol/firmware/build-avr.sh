#!/usr/bin/env bash
# Builds the firmware for real boards with Debian's Arduino packages (gcc-avr, avr-libc,
# arduino-core-avr, arduino-builder) and checks that each build fits: flash within the board's
# maximum, and at least $STACK_RESERVE bytes of RAM left for the stack.
# Without the toolchain it prints SKIPPED and succeeds, except under CI (CI set), where it fails.
set -euo pipefail
cd "$(dirname "$0")"

STACK_RESERVE=512
hardware=/usr/share/arduino/hardware
missing=""
command -v arduino-builder >/dev/null 2>&1 || missing="arduino-builder"
command -v avr-g++ >/dev/null 2>&1 || missing="$missing gcc-avr"
[ -d "$hardware/arduino/avr/cores/arduino" ] || missing="$missing arduino-core-avr"
[ -f /usr/lib/avr/include/avr/io.h ] || missing="$missing avr-libc"
if [ -n "$missing" ]; then
  message="the AVR toolchain is missing (install with: sudo apt-get install$( [ -n "$missing" ] && echo " $missing"))"
  if [ -n "${CI:-}" ]; then
    echo "firmware avr: $message" >&2
    exit 1
  fi
  echo "firmware avr: SKIPPED: $message"
  exit 0
fi

# arduino-builder reads every file under the sketch's folder, build output included, so it builds a
# copy of the sketch outside it; the results are copied back to build/avr-NAME/.
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/firmware"
cp firmware.ino "$stage/firmware/"
cp -r src "$stage/firmware/"

# What an image is made from besides its own arguments: the sketch, its sources, this script and the toolchain.
# An image whose inputs are those of its last good build is not built again (a second `mvn verify` takes seconds,
# not minutes); its sizes are checked again from that build's log.
common_inputs=$( { cat firmware.ino build-avr.sh; find src -type f | LC_ALL=C sort | xargs cat; \
  avr-g++ --version | head -n 1; cat "$hardware/arduino/avr/platform.txt"; } | sha256sum | cut -d' ' -f1)

# build NAME FQBN ROWS COLS SENSOR
build() {
  local name=$1 fqbn=$2 rows=$3 cols=$4 sensor=$5 out="build/avr-$1" work="$stage/build-$1"
  local inputs="$common_inputs $*"
  if [ -f "$out/inputs" ] && [ "$(cat "$out/inputs")" = "$inputs" ] && [ -f "$out/firmware.ino.hex" ]; then
    check "$name" "$fqbn" "$out" "(unchanged, not rebuilt)"
    return
  fi
  rm -rf "$out"
  mkdir -p "$out" "$work"
  local flags="-DOTH_ROWS=$rows -DOTH_COLS=$cols -DOTH_SQUARES=$((rows * cols)) -DOTH_SENSOR=oth::$sensor"
  if ! arduino-builder -compile -warnings all -hardware "$hardware" -hardware /usr/share/arduino-builder \
      -tools /usr/share/arduino-builder -fqbn "$fqbn" -build-path "$work" \
      -prefs=compiler.cpp.extra_flags=-DDECIMAL_DIG=__DECIMAL_DIG__ "-prefs=build.extra_flags=$flags" \
      "$stage/firmware/firmware.ino" >"$out/build.log" 2>&1; then
    cat "$out/build.log" >&2
    echo "firmware avr: $name: the build failed" >&2
    exit 1
  fi
  # Warnings in our own files fail the build (the Arduino core's own are not ours to fix).
  if grep -E "^.*/(sketch|firmware)/[^ ]*:[0-9]+:[0-9]+: warning" "$out/build.log" >&2; then
    echo "firmware avr: $name: compiler warnings in the firmware" >&2
    exit 1
  fi
  cp "$work/firmware.ino.hex" "$work/firmware.ino.elf" "$out/"
  check "$name" "$fqbn" "$out" ""
  echo "$inputs" > "$out/inputs"
}

# check NAME FQBN OUT NOTE: the sizes from the build's log, within the board's flash and with RAM left for the stack.
check() {
  local name=$1 fqbn=$2 out=$3 note=$4 flash ram flash_max ram_max
  flash=$(sed -n 's/^Sketch uses \([0-9]*\) bytes.*Maximum is \([0-9]*\) bytes.*/\1/p' "$out/build.log")
  flash_max=$(sed -n 's/^Sketch uses \([0-9]*\) bytes.*Maximum is \([0-9]*\) bytes.*/\2/p' "$out/build.log")
  ram=$(sed -n 's/^Global variables use \([0-9]*\) bytes.*Maximum is \([0-9]*\) bytes.*/\1/p' "$out/build.log")
  ram_max=$(sed -n 's/^Global variables use \([0-9]*\) bytes.*Maximum is \([0-9]*\) bytes.*/\2/p' "$out/build.log")
  if [ -z "$flash" ] || [ -z "$ram" ]; then
    cat "$out/build.log" >&2
    echo "firmware avr: $name: no size report in the build output" >&2
    exit 1
  fi
  printf 'firmware avr: %-16s %-34s flash %6d of %6d bytes (%2d%%), RAM %5d of %5d bytes (%2d%%), %5d left for the stack%s\n' \
    "$name" "$fqbn" "$flash" "$flash_max" $((100 * flash / flash_max)) "$ram" "$ram_max" $((100 * ram / ram_max)) $((ram_max - ram)) \
    "${note:+ $note}"
  if [ $((ram_max - ram)) -lt $STACK_RESERVE ]; then
    echo "firmware avr: $name: less than $STACK_RESERVE bytes of RAM left for the stack" >&2
    exit 1
  fi
}

build mega-8x8-hall arduino:avr:mega:cpu=atmega2560 8 8 SENSOR_ANALOG
build mega-8x8-reed arduino:avr:mega:cpu=atmega2560 8 8 SENSOR_PRESENCE
build mega-9x9-hall arduino:avr:mega:cpu=atmega2560 9 9 SENSOR_ANALOG
build mega-9x9-reed arduino:avr:mega:cpu=atmega2560 9 9 SENSOR_PRESENCE
build mega-10x10-hall arduino:avr:mega:cpu=atmega2560 10 10 SENSOR_ANALOG
build mega-10x10-reed arduino:avr:mega:cpu=atmega2560 10 10 SENSOR_PRESENCE
build uno-8x8-hall arduino:avr:uno 8 8 SENSOR_ANALOG
