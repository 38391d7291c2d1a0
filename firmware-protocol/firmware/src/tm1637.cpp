#include "tm1637.h"

#include <Arduino.h>

namespace oth {

namespace {

// The bus is open-drain: a line is driven low as an output, released high as a pulled-up input.
void release(uint8_t pin) { pinMode(pin, INPUT_PULLUP); }
void pullLow(uint8_t pin) { digitalWrite(pin, LOW); pinMode(pin, OUTPUT); }
void pause() { delayMicroseconds(5); }

void start(uint8_t clk, uint8_t dio) {
  release(clk); release(dio); pause();
  pullLow(dio); pause();
}

void stop(uint8_t clk, uint8_t dio) {
  pullLow(clk); pullLow(dio); pause();
  release(clk); pause();
  release(dio); pause();
}

void writeByte(uint8_t clk, uint8_t dio, uint8_t b) {
  for (uint8_t i = 0; i < 8; i++, b >>= 1) {  // least significant bit first
    pullLow(clk); pause();
    if (b & 1) release(dio); else pullLow(dio);
    pause();
    release(clk); pause();
  }
  pullLow(clk); release(dio); pause();  // the ninth clock: the chip acknowledges by pulling DIO low
  release(clk); pause();
  pullLow(clk); pause();
}

}  // namespace

void tm1637Write(uint8_t clk, uint8_t dio, const uint8_t* segments, uint8_t count, uint8_t brightness) {
  start(clk, dio);
  writeByte(clk, dio, 0x40);  // data command: write, auto-increment address
  stop(clk, dio);
  start(clk, dio);
  writeByte(clk, dio, 0xC0);  // address 0
  for (uint8_t i = 0; i < count && i < 6; i++) writeByte(clk, dio, segments[i]);
  stop(clk, dio);
  start(clk, dio);
  writeByte(clk, dio, (uint8_t)(0x88 | (brightness >> 5)));  // display on, brightness 0..7
  stop(clk, dio);
}

}  // namespace oth
