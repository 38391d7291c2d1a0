// A small stand-in for the Arduino API so that the firmware's own files compile and run on a PC:
// pins read and write a simulated board (see sim.cpp), Serial is a pseudo-terminal, time is the
// host's monotonic clock. Only what the firmware uses is here.
#pragma once
#include <stddef.h>
#include <stdint.h>

typedef uint8_t byte;

#define HIGH 1
#define LOW 0
#define INPUT 0
#define OUTPUT 1
#define INPUT_PULLUP 2

// Analog pins numbered as on the Mega 2560.
enum : uint8_t { A0 = 54, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14, A15 };

void pinMode(uint8_t pin, uint8_t mode);
void digitalWrite(uint8_t pin, uint8_t value);
int digitalRead(uint8_t pin);
int analogRead(uint8_t pin);
unsigned long millis();
unsigned long micros();
void delay(unsigned long ms);
void delayMicroseconds(unsigned int us);

class HostSerial {
 public:
  void begin(unsigned long baud);
  int available();
  int read();
  size_t write(uint8_t b);
  void flush();
};

extern HostSerial Serial;
