// What the board has and where it is wired. A board build sets OTH_ROWS, OTH_COLS and OTH_SENSOR
// (for example with -DOTH_ROWS=10); the host simulator overrides them at run time.
#pragma once
#include <Arduino.h>
#include <stdint.h>

#include "protocol.h"

#ifndef OTH_ROWS
#define OTH_ROWS 8
#endif
#ifndef OTH_COLS
#define OTH_COLS 8
#endif
#ifndef OTH_SENSOR
#define OTH_SENSOR oth::SENSOR_ANALOG  // or oth::SENSOR_PRESENCE for a reed-switch matrix
#endif
#define OTH_BUTTONS 2
#define OTH_DISPLAY_WIDTH 4  // a TM1637 four-digit clock module per player

namespace pins {

#if defined(__AVR_ATmega328P__)
static_assert(OTH_SENSOR == oth::SENSOR_ANALOG && OTH_ROWS * OTH_COLS <= 64,
              "an Uno or Nano reads up to 64 Hall sensors through 4 multiplexers, and has no pins for a reed matrix");
// Arduino Uno / Nano: Hall sensors through four 74HC4067 multiplexers (64 squares), no reed matrix.
const uint8_t kMuxSelect[4] = {4, 5, 7, 8};
const uint8_t kMuxSignal[] = {A0, A1, A2, A3};
const uint8_t kRows[1] = {0};  // too few pins for a reed matrix on this board
const uint8_t kCols[1] = {0};
const uint8_t kButtons[2] = {2, 3};
const uint8_t kLedData = 6;
const uint8_t kDisplayClock[2] = {9, 11};
const uint8_t kDisplayData[2] = {10, 12};
#else
// Arduino Mega 2560 (and the host simulator): either sensor matrix up to 10x10.
const uint8_t kRows[10] = {22, 23, 24, 25, 26, 27, 28, 29, 30, 31};  // reed matrix: driven low one at a time
const uint8_t kCols[10] = {32, 33, 34, 35, 36, 37, 38, 39, 40, 41};  // pulled up; a closed switch pulls low through its diode
const uint8_t kMuxSelect[4] = {42, 43, 44, 45};                      // shared address lines of the 74HC4067s
const uint8_t kMuxSignal[7] = {A0, A1, A2, A3, A4, A5, A6};          // one multiplexer per 16 squares
const uint8_t kButtons[2] = {2, 3};                                  // to ground, pulled up
const uint8_t kLedData = 6;                                          // WS2812 chain, square a1 first
const uint8_t kDisplayClock[2] = {7, 9};
const uint8_t kDisplayData[2] = {8, 10};
// The pin budget: a reed matrix needs a row pin per row and a column pin per column, Hall sensors a
// multiplexer per 16 squares (9x9: rows 22-30, columns 32-40, or 81 sensors on six multiplexers, A0-A5).
static_assert(OTH_ROWS <= sizeof kRows && OTH_COLS <= sizeof kCols, "the Mega has row and column pins for up to 10x10");
static_assert((OTH_ROWS * OTH_COLS + 15) / 16 <= sizeof kMuxSignal, "the Mega reads up to 7 multiplexers of 16 Hall sensors");
#endif

}  // namespace pins
