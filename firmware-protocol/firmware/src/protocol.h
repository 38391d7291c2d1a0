// The othellier board-controller protocol, version 1 (firmware-protocol/PROTOCOL.md): frame layout,
// message types and the codec of every message body. Portable C++ without the standard library,
// shared by the firmware, its host simulator and its unit tests.
#pragma once
#include <stddef.h>
#include <stdint.h>

namespace oth {

const uint8_t kProtocolVersion = 1;
const size_t kHeaderLength = 3;     // version, type, sequence number
const size_t kCrcLength = 2;
const size_t kMaxFrame = 255;       // decoded frame: header + body + CRC
const size_t kMaxBody = kMaxFrame - kHeaderLength - kCrcLength;  // 250
const size_t kMaxEncoded = kMaxFrame + 2;  // COBS of 255 bytes, without the delimiter
const uint8_t kMinRows = 6;
const uint8_t kMaxRows = 10;
const size_t kMaxSquares = 100;
const size_t kMaxDisplayText = 16;

enum MessageType : uint8_t {
  // controller to host
  MSG_HELLO = 0x01,
  MSG_FRAME = 0x02,
  MSG_BUTTON = 0x03,
  MSG_RAW = 0x04,
  MSG_ACK = 0x05,
  MSG_NAK = 0x06,
  // host to controller (commands: each is answered by ACK or NAK)
  MSG_HELLO_REQUEST = 0x81,
  MSG_SET_LEDS = 0x82,
  MSG_SET_DISPLAY = 0x83,
  MSG_CONFIGURE = 0x84,
  MSG_PING = 0x85,
  MSG_CALIBRATE = 0x86,
  MSG_REQUEST_FRAME = 0x87,
  MSG_REQUEST_RAW = 0x88,
  // The WS2812 chain's order along the squares (firmware 1.2.0; led_chain.h)
  MSG_SET_LED_CHAIN = 0x89,
  // Hall calibration from the host (PROTOCOL.md, SET_CALIBRATION): each square's empty value and thresholds.
  MSG_SET_CALIBRATION = 0x8A,
};

// NAK codes; also the result of decoding a body.
enum ErrorCode : uint8_t {
  ERR_NONE = 0,
  ERR_CORRUPT = 1,       // bad COBS, too short or bad CRC: the frame's fields cannot be trusted
  ERR_BAD_VERSION = 2,   // detail: the receiver's protocol version
  ERR_UNKNOWN_TYPE = 3,  // detail: the type
  ERR_BAD_LENGTH = 4,    // detail: the expected body length (0 when it varies)
  ERR_BAD_ARGUMENT = 5,  // detail: the body offset of the first bad byte
  ERR_UNSUPPORTED = 6,   // a valid command this controller cannot carry out
  ERR_OVERSIZED = 7,     // more than kMaxEncoded bytes before a delimiter
};

enum SensorKindCode : uint8_t { SENSOR_PRESENCE = 0, SENSOR_COLOUR = 1, SENSOR_ANALOG = 2 };
enum LedKindCode : uint8_t { LED_NONE = 0, LED_SINGLE = 1, LED_BICOLOUR = 2, LED_RGB = 3 };
enum LedLayoutCode : uint8_t { LAYOUT_SQUARE = 0, LAYOUT_CORNERS = 1 };
enum DisplayKindCode : uint8_t { DISPLAY_NONE = 0, DISPLAY_SEGMENTS = 1, DISPLAY_CHARACTERS = 2 };
enum FrameCause : uint8_t { CAUSE_CHANGE = 0, CAUSE_HEARTBEAT = 1, CAUSE_REQUEST = 2 };
// Square readings, 2 bits each.
enum ReadingCode : uint8_t { READ_EMPTY = 0, READ_OCCUPIED = 1, READ_BLACK = 2, READ_WHITE = 3 };
// An LED byte is pattern << 4 | colour.
enum LedPatternCode : uint8_t { PATTERN_OFF = 0, PATTERN_STEADY = 1, PATTERN_SLOW = 2, PATTERN_FAST = 3 };
const uint8_t kColours = 8;  // red, green, blue, yellow, orange, cyan, magenta, white

struct Hello {
  uint8_t fwMajor, fwMinor, fwPatch;
  uint8_t rows, cols;
  uint8_t sensor;     // SensorKindCode
  uint8_t ledKind;    // LedKindCode
  uint8_t ledLayout;  // LedLayoutCode
  uint8_t buttons;    // 0..2
  uint8_t display;    // DisplayKindCode
  uint8_t displayWidth;
  uint8_t maxFrame;   // largest decoded frame the controller accepts
  uint32_t timeMs;
};
const size_t kHelloLength = 16;

struct FrameReport {
  uint8_t cause;  // FrameCause
  uint32_t timeMs;
  uint8_t rows, cols;
  uint8_t cells[kMaxSquares / 4];  // 2 bits a square, square i in byte i/4 at bits 2*(i%4)
};
inline size_t cellBytes(uint8_t rows, uint8_t cols) { return ((size_t)rows * cols + 3) / 4; }
inline uint8_t getCell(const uint8_t* cells, size_t i) { return (cells[i >> 2] >> ((i & 3) * 2)) & 3; }
inline void setCell(uint8_t* cells, size_t i, uint8_t code) {
  uint8_t shift = (uint8_t)((i & 3) * 2);
  cells[i >> 2] = (uint8_t)((cells[i >> 2] & ~(3 << shift)) | ((code & 3) << shift));
}

struct ButtonEvent {
  uint8_t side;  // 0 black, 1 white
  uint32_t timeMs;
  uint16_t count;  // presses of this button since start, wrapping
};
const size_t kButtonLength = 7;

struct RawValues {
  uint32_t timeMs;
  uint8_t first, count;
  uint16_t values[kMaxSquares];
};
const size_t kMaxRawValues = (kMaxBody - 6) / 2;  // 122

struct Ack {
  uint8_t refSeq, refType;
  uint32_t timeMs;
};
const size_t kAckLength = 6;

struct Nak {
  uint8_t refSeq, refType, code, detail;
};
const size_t kNakLength = 4;

struct SetLeds {
  uint8_t rows, cols;
  uint8_t leds[kMaxSquares];
};

struct SetDisplay {
  uint8_t blackLength, whiteLength;
  char black[kMaxDisplayText + 1], white[kMaxDisplayText + 1];  // zero-terminated
};

struct Configure {
  uint16_t scanMs, debounceMs, heartbeatMs, threshold;
  uint8_t brightness;
};
const size_t kConfigureLength = 9;

// SET_LED_CHAIN: the order in which the WS2812 chain runs over the squares, one byte of these flags
// (PROTOCOL.md, "LED chain order"); 0, the default, is row by row from a1, every row from column a.
enum LedChainFlag : uint8_t {
  CHAIN_LAST_COL = 1,    // the first LED sits in the last column, not in column a
  CHAIN_LAST_ROW = 2,    // ... in the last row, not in row 1
  CHAIN_COLUMNS = 4,     // the chain runs along the columns, not along the rows
  CHAIN_SERPENTINE = 8,  // every other row (column) runs back, as a strip laid in a zig-zag does
};
const uint8_t kLedChainOrders = 16;  // every combination of the four flags; the high four bits are 0
struct SetLedChain {
  uint8_t order;
};
const size_t kSetLedChainLength = 1;

struct DecodeResult {
  uint8_t code;    // ErrorCode; ERR_NONE when the body is valid
  uint8_t detail;
};

// Encoders write a body into out (at least kMaxBody bytes) and return its length.
size_t encodeHello(const Hello& m, uint8_t* out);
size_t encodeFrameReport(const FrameReport& m, uint8_t* out);
size_t encodeButton(const ButtonEvent& m, uint8_t* out);
size_t encodeRaw(const RawValues& m, uint8_t* out);
size_t encodeAck(const Ack& m, uint8_t* out);
size_t encodeNak(const Nak& m, uint8_t* out);
size_t encodeSetLeds(const SetLeds& m, uint8_t* out);
size_t encodeSetDisplay(const SetDisplay& m, uint8_t* out);
size_t encodeConfigure(const Configure& m, uint8_t* out);
size_t encodeSetLedChain(const SetLedChain& m, uint8_t* out);

// Decoders check length and every field's range, so that nothing out of range reaches the board.
DecodeResult decodeHello(const uint8_t* body, size_t n, Hello& m);
DecodeResult decodeFrameReport(const uint8_t* body, size_t n, FrameReport& m);
DecodeResult decodeButton(const uint8_t* body, size_t n, ButtonEvent& m);
DecodeResult decodeRaw(const uint8_t* body, size_t n, RawValues& m);
DecodeResult decodeAck(const uint8_t* body, size_t n, Ack& m);
DecodeResult decodeNak(const uint8_t* body, size_t n, Nak& m);
DecodeResult decodeSetLeds(const uint8_t* body, size_t n, SetLeds& m);
DecodeResult decodeSetDisplay(const uint8_t* body, size_t n, SetDisplay& m);
DecodeResult decodeConfigure(const uint8_t* body, size_t n, Configure& m);
DecodeResult decodeSetLedChain(const uint8_t* body, size_t n, SetLedChain& m);

// ---- SET_CALIBRATION: per-square empty values and thresholds, measured by the host ----
// A threshold is a distance from the square's empty value in ADC counts: a reading that far or further
// below it is black, that far or further above it white. 0 means CONFIGURE's Hall threshold.
const size_t kMaxCalibrationSquares = (kMaxBody - 2) / 4;  // 62: a 10x10 board takes two commands
const uint16_t kMaxAdc = 1023;
struct SetCalibration {
  uint8_t first, count;
  uint16_t empty[kMaxCalibrationSquares];
  uint8_t black[kMaxCalibrationSquares], white[kMaxCalibrationSquares];
};
size_t encodeSetCalibration(const SetCalibration& m, uint8_t* out);
// Checks the squares against the largest grid; the controller checks them against its own.
DecodeResult decodeSetCalibration(const uint8_t* body, size_t n, SetCalibration& m);
// ---- end of SET_CALIBRATION ----

// Valid ranges of the CONFIGURE fields.
const uint16_t kMinScanMs = 1, kMaxScanMs = 1000;
const uint16_t kMaxDebounceMs = 1000;
const uint16_t kMinHeartbeatMs = 100, kMaxHeartbeatMs = 60000;
const uint16_t kMinThreshold = 1, kMaxThreshold = 1023;

// Wraps header + body + CRC into out (at least kMaxFrame bytes); returns the frame length, before COBS.
size_t buildFrame(uint8_t type, uint8_t seq, const uint8_t* body, size_t n, uint8_t* out);

// Collects bytes from the line into frames. push() returns FRAME_READY when a delimiter ends a frame
// whose COBS and CRC are good (read it with frame()/length()), an error when it ends a bad one, and
// NOTHING otherwise; an empty frame (two delimiters) is ignored. Oversized input is reported once,
// at the delimiter that ends it.
class FrameReader {
 public:
  enum Result : uint8_t { NOTHING, FRAME_READY, BAD_COBS, TOO_SHORT, BAD_CRC, TOO_LONG };

  Result push(uint8_t byte);
  const uint8_t* frame() const { return buffer_; }
  size_t length() const { return length_; }  // header + body, CRC removed
  uint8_t version() const { return buffer_[0]; }
  uint8_t type() const { return buffer_[1]; }
  uint8_t seq() const { return buffer_[2]; }
  const uint8_t* body() const { return buffer_ + kHeaderLength; }
  size_t bodyLength() const { return length_ - kHeaderLength; }

 private:
  uint8_t buffer_[kMaxEncoded];
  size_t fill_ = 0;
  size_t length_ = 0;
  bool overflow_ = false;
};

inline uint16_t getU16(const uint8_t* p) { return (uint16_t)(p[0] | (p[1] << 8)); }
inline uint32_t getU32(const uint8_t* p) {
  return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}
inline void putU16(uint8_t* p, uint16_t v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); }
inline void putU32(uint8_t* p, uint32_t v) {
  p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
}

}  // namespace oth
