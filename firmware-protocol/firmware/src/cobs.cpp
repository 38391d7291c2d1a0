#include "cobs.h"

namespace oth {

namespace {
struct BufferSink {
  uint8_t* out;
  size_t length;
  void put(uint8_t b) { out[length++] = b; }
};
}  // namespace

size_t cobsEncode(const uint8_t* in, size_t n, uint8_t* out) {
  BufferSink sink{out, 0};
  cobsEncodeTo(in, n, sink);
  return sink.length;
}

int cobsDecode(const uint8_t* in, size_t n, uint8_t* out, size_t capacity) {
  size_t read = 0, written = 0;
  while (read < n) {
    uint8_t code = in[read++];
    if (code == 0 || read + code - 1 > n) return -1;
    for (uint8_t i = 1; i < code; i++) {
      uint8_t b = in[read++];
      if (b == 0 || written >= capacity) return -1;
      out[written++] = b;
    }
    // A block shorter than 254 data bytes stands for a 0x00, except at the very end.
    if (code != 0xFF && read < n) {
      if (written >= capacity) return -1;
      out[written++] = 0;
    }
  }
  return (int)written;
}

}  // namespace oth
