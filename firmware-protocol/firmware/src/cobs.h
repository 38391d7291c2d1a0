// Consistent Overhead Byte Stuffing: removes every 0x00 from a frame so that 0x00 can delimit frames.
#pragma once
#include <stddef.h>
#include <stdint.h>

namespace oth {

// Largest encoded length of n bytes: one code byte per 254 bytes, plus the first.
inline size_t cobsMaxEncoded(size_t n) { return n + n / 254 + 1; }

// Encodes n bytes into out (at least cobsMaxEncoded(n) bytes); returns the encoded length (no delimiter).
size_t cobsEncode(const uint8_t* in, size_t n, uint8_t* out);

// Decodes n encoded bytes (no delimiter) into out; out may be the same buffer as in (decoding in place).
// Returns the decoded length, or -1 when the input is not valid COBS (a 0x00 inside, or a code
// byte pointing past the end) or the result would not fit in capacity.
int cobsDecode(const uint8_t* in, size_t n, uint8_t* out, size_t capacity);

// Streams the encoding of n bytes to a byte sink without an output buffer (the firmware's transmit path).
template <typename Sink>
void cobsEncodeTo(const uint8_t* in, size_t n, Sink& sink) {
  size_t pos = 0;
  while (true) {
    size_t end = pos;
    while (end < n && in[end] != 0 && end - pos < 254) end++;
    size_t length = end - pos;
    sink.put((uint8_t)(length + 1));
    for (size_t i = pos; i < end; i++) sink.put(in[i]);
    if (length == 254) {  // code 0xFF stands for no 0x00: a 0x00 that follows opens the next block
      pos = end;
      if (pos == n) return;
      continue;
    }
    if (end >= n) return;
    pos = end + 1;  // this block's code stands for the 0x00 at end; a 0x00 last makes one empty block follow
  }
}

}  // namespace oth
