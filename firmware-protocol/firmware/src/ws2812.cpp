#include "ws2812.h"

#if defined(__AVR__) && F_CPU == 16000000L
#include <Arduino.h>

namespace oth {

namespace {
volatile uint8_t* port;
uint8_t high, low;

// One byte, most significant bit first, 20 cycles (1.25 us) a bit at 16 MHz: the line goes high at
// cycle 0, low at cycle 5 for a 0 bit (0.31 us) or at cycle 13 for a 1 bit (0.81 us).
void sendByte(uint8_t byte) {
  uint8_t bits = 8, next = low;
  asm volatile(
      "1:                     \n\t"
      "st   %a[port], %[hi]   \n\t"  // 2  line high                      (T=2)
      "sbrc %[byte], 7        \n\t"  // 1-2 a 1 bit keeps the line high
      "mov  %[next], %[hi]    \n\t"  // 0-1                              (T=4)
      "dec  %[bits]           \n\t"  // 1                                (T=5)
      "st   %a[port], %[next] \n\t"  // 2  low now for a 0 bit            (T=7)
      "mov  %[next], %[lo]    \n\t"  // 1                                (T=8)
      "lsl  %[byte]           \n\t"  // 1                                (T=9)
      "rjmp .+0               \n\t"  // 2                                (T=11)
      "rjmp .+0               \n\t"  // 2                                (T=13)
      "st   %a[port], %[lo]   \n\t"  // 2  low for a 1 bit                (T=15)
      "nop                    \n\t"  // 1                                (T=16)
      "nop                    \n\t"  // 1                                (T=17)
      "cpse %[bits], __zero_reg__ \n\t"  // 1 (2 when the byte is done: skips the jump)
      "rjmp 1b                \n\t"  // 2                                (T=20)
      // Early-clobber (&): the outputs are written while the inputs are still read, so none may share
      // a register with an input (next starts equal to low, and the compiler would otherwise merge them).
      : [byte] "+&r"(byte), [bits] "+&r"(bits), [next] "+&r"(next)
      : [port] "e"(port), [hi] "r"(high), [lo] "r"(low));
}
}  // namespace

void ws2812Begin(uint8_t pin) {
  pinMode(pin, OUTPUT);
  digitalWrite(pin, LOW);
  port = portOutputRegister(digitalPinToPort(pin));
  uint8_t mask = digitalPinToBitMask(pin);
  high = *port | mask;
  low = *port & ~mask;
}

void ws2812Put(uint8_t red, uint8_t green, uint8_t blue) {
  uint8_t sreg = SREG;
  cli();
  sendByte(green);  // the chain takes green, red, blue
  sendByte(red);
  sendByte(blue);
  SREG = sreg;
}

void ws2812End() { delayMicroseconds(60); }  // latch

}  // namespace oth

#elif defined(__AVR__)
#error "the WS2812 driver is timed for a 16 MHz AVR"
#endif
