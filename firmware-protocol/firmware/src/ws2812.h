// WS2812 ("NeoPixel") RGB LED chain on one data pin. One LED at a time is sent with interrupts
// off (30 us), so the serial receive interrupt runs between LEDs and no byte from the host is lost;
// the chain latches only after 50 us of silence, longer than any interrupt here.
#pragma once
#include <stdint.h>

namespace oth {

void ws2812Begin(uint8_t pin);
void ws2812Put(uint8_t red, uint8_t green, uint8_t blue);
void ws2812End();

}  // namespace oth
