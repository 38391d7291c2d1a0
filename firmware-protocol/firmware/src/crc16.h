// CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR.
// Check value: crc16("123456789") == 0x29B1.
#pragma once
#include <stddef.h>
#include <stdint.h>

namespace oth {

uint16_t crc16(const uint8_t* data, size_t length);

}  // namespace oth
