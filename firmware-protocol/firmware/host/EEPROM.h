// Stand-in for the Arduino EEPROM library: 4 KiB kept in the simulator's memory (it survives a
// simulated reset, not a restart of the simulator).
#pragma once
#include <stdint.h>
#include <string.h>

class HostEeprom {
 public:
  template <typename T>
  T& get(int address, T& value) {
    memcpy(&value, bytes_ + address, sizeof(T));
    return value;
  }
  template <typename T>
  const T& put(int address, const T& value) {
    memcpy(bytes_ + address, &value, sizeof(T));
    return value;
  }

 private:
  uint8_t bytes_[4096] = {0};
};

extern HostEeprom EEPROM;
