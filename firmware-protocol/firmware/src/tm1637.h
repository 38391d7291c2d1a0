// TM1637 seven-segment module (the common four-digit clock display): a two-wire bus bit-banged
// through the Arduino API, slow enough for any wiring (about 100 kHz).
#pragma once
#include <stdint.h>

namespace oth {

void tm1637Write(uint8_t clockPin, uint8_t dataPin, const uint8_t* segments, uint8_t count, uint8_t brightness);

}  // namespace oth
