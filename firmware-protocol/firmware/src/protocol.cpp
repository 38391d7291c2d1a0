#include "protocol.h"

#include "cobs.h"
#include "crc16.h"

namespace oth {

namespace {
DecodeResult ok() { return DecodeResult{ERR_NONE, 0}; }
DecodeResult badLength(size_t expected) { return DecodeResult{ERR_BAD_LENGTH, (uint8_t)(expected > 255 ? 0 : expected)}; }
DecodeResult badArgument(size_t offset) { return DecodeResult{ERR_BAD_ARGUMENT, (uint8_t)offset}; }
bool gridSize(uint8_t v) { return v >= kMinRows && v <= kMaxRows; }
}  // namespace

size_t encodeHello(const Hello& m, uint8_t* out) {
  out[0] = m.fwMajor; out[1] = m.fwMinor; out[2] = m.fwPatch;
  out[3] = m.rows; out[4] = m.cols;
  out[5] = m.sensor; out[6] = m.ledKind; out[7] = m.ledLayout;
  out[8] = m.buttons; out[9] = m.display; out[10] = m.displayWidth; out[11] = m.maxFrame;
  putU32(out + 12, m.timeMs);
  return kHelloLength;
}

DecodeResult decodeHello(const uint8_t* b, size_t n, Hello& m) {
  if (n != kHelloLength) return badLength(kHelloLength);
  m.fwMajor = b[0]; m.fwMinor = b[1]; m.fwPatch = b[2];
  m.rows = b[3]; m.cols = b[4];
  m.sensor = b[5]; m.ledKind = b[6]; m.ledLayout = b[7];
  m.buttons = b[8]; m.display = b[9]; m.displayWidth = b[10]; m.maxFrame = b[11];
  m.timeMs = getU32(b + 12);
  if (!gridSize(m.rows)) return badArgument(3);
  if (!gridSize(m.cols)) return badArgument(4);
  if (m.sensor > SENSOR_ANALOG) return badArgument(5);
  if (m.ledKind > LED_RGB) return badArgument(6);
  if (m.ledLayout > LAYOUT_CORNERS) return badArgument(7);
  if (m.buttons > 2) return badArgument(8);
  if (m.display > DISPLAY_CHARACTERS) return badArgument(9);
  if (m.displayWidth > kMaxDisplayText) return badArgument(10);
  if (m.maxFrame < kHeaderLength + kCrcLength) return badArgument(11);
  return ok();
}

size_t encodeFrameReport(const FrameReport& m, uint8_t* out) {
  out[0] = m.cause;
  putU32(out + 1, m.timeMs);
  out[5] = m.rows; out[6] = m.cols;
  size_t cells = cellBytes(m.rows, m.cols);
  for (size_t i = 0; i < cells; i++) out[7 + i] = m.cells[i];
  return 7 + cells;
}

DecodeResult decodeFrameReport(const uint8_t* b, size_t n, FrameReport& m) {
  if (n < 7) return badLength(0);
  m.cause = b[0];
  m.timeMs = getU32(b + 1);
  m.rows = b[5]; m.cols = b[6];
  if (m.cause > CAUSE_REQUEST) return badArgument(0);
  if (!gridSize(m.rows)) return badArgument(5);
  if (!gridSize(m.cols)) return badArgument(6);
  size_t squares = (size_t)m.rows * m.cols, cells = cellBytes(m.rows, m.cols);
  if (n != 7 + cells) return badLength(7 + cells);
  for (size_t i = 0; i < cells; i++) m.cells[i] = b[7 + i];
  // Bits past the last square must be zero: a flipped bit there is a sign of a bad frame.
  if (squares % 4 != 0 && (m.cells[cells - 1] >> ((squares % 4) * 2)) != 0) return badArgument(6 + cells);
  return ok();
}

size_t encodeButton(const ButtonEvent& m, uint8_t* out) {
  out[0] = m.side;
  putU32(out + 1, m.timeMs);
  putU16(out + 5, m.count);
  return kButtonLength;
}

DecodeResult decodeButton(const uint8_t* b, size_t n, ButtonEvent& m) {
  if (n != kButtonLength) return badLength(kButtonLength);
  m.side = b[0];
  m.timeMs = getU32(b + 1);
  m.count = getU16(b + 5);
  if (m.side > 1) return badArgument(0);
  return ok();
}

size_t encodeRaw(const RawValues& m, uint8_t* out) {
  putU32(out, m.timeMs);
  out[4] = m.first; out[5] = m.count;
  for (uint8_t i = 0; i < m.count; i++) putU16(out + 6 + 2 * i, m.values[i]);
  return 6 + 2 * (size_t)m.count;
}

DecodeResult decodeRaw(const uint8_t* b, size_t n, RawValues& m) {
  if (n < 6) return badLength(0);
  m.timeMs = getU32(b);
  m.first = b[4]; m.count = b[5];
  if (m.count == 0 || m.count > kMaxRawValues || m.count > kMaxSquares) return badArgument(5);
  if ((size_t)m.first + m.count > kMaxSquares) return badArgument(4);
  if (n != 6 + 2 * (size_t)m.count) return badLength(6 + 2 * (size_t)m.count);
  for (uint8_t i = 0; i < m.count; i++) m.values[i] = getU16(b + 6 + 2 * i);
  return ok();
}

size_t encodeAck(const Ack& m, uint8_t* out) {
  out[0] = m.refSeq; out[1] = m.refType;
  putU32(out + 2, m.timeMs);
  return kAckLength;
}

DecodeResult decodeAck(const uint8_t* b, size_t n, Ack& m) {
  if (n != kAckLength) return badLength(kAckLength);
  m.refSeq = b[0]; m.refType = b[1];
  m.timeMs = getU32(b + 2);
  return ok();
}

size_t encodeNak(const Nak& m, uint8_t* out) {
  out[0] = m.refSeq; out[1] = m.refType; out[2] = m.code; out[3] = m.detail;
  return kNakLength;
}

DecodeResult decodeNak(const uint8_t* b, size_t n, Nak& m) {
  if (n != kNakLength) return badLength(kNakLength);
  m.refSeq = b[0]; m.refType = b[1]; m.code = b[2]; m.detail = b[3];
  if (m.code == ERR_NONE) return badArgument(2);
  return ok();
}

size_t encodeSetLeds(const SetLeds& m, uint8_t* out) {
  out[0] = m.rows; out[1] = m.cols;
  size_t squares = (size_t)m.rows * m.cols;
  for (size_t i = 0; i < squares; i++) out[2 + i] = m.leds[i];
  return 2 + squares;
}

DecodeResult decodeSetLeds(const uint8_t* b, size_t n, SetLeds& m) {
  if (n < 2) return badLength(0);
  m.rows = b[0]; m.cols = b[1];
  if (!gridSize(m.rows)) return badArgument(0);
  if (!gridSize(m.cols)) return badArgument(1);
  size_t squares = (size_t)m.rows * m.cols;
  if (n != 2 + squares) return badLength(2 + squares);
  for (size_t i = 0; i < squares; i++) {
    uint8_t led = b[2 + i], pattern = led >> 4, colour = led & 0x0F;
    // An LED that is off has colour 0; one that is on names one of the eight colours.
    if (pattern > PATTERN_FAST || colour >= kColours || (pattern == PATTERN_OFF && colour != 0)) {
      return badArgument(2 + i);
    }
    m.leds[i] = led;
  }
  return ok();
}

size_t encodeSetDisplay(const SetDisplay& m, uint8_t* out) {
  size_t at = 0;
  out[at++] = m.blackLength;
  for (uint8_t i = 0; i < m.blackLength; i++) out[at++] = (uint8_t)m.black[i];
  out[at++] = m.whiteLength;
  for (uint8_t i = 0; i < m.whiteLength; i++) out[at++] = (uint8_t)m.white[i];
  return at;
}

namespace {
DecodeResult decodeText(const uint8_t* b, size_t n, size_t& at, uint8_t& length, char* text) {
  if (at >= n) return badLength(0);
  length = b[at];
  if (length > kMaxDisplayText) return badArgument(at);
  at++;
  if (at + length > n) return badLength(0);
  for (uint8_t i = 0; i < length; i++, at++) {
    if (b[at] < 0x20 || b[at] > 0x7E) return badArgument(at);
    text[i] = (char)b[at];
  }
  text[length] = 0;
  return ok();
}
}  // namespace

DecodeResult decodeSetDisplay(const uint8_t* b, size_t n, SetDisplay& m) {
  size_t at = 0;
  DecodeResult r = decodeText(b, n, at, m.blackLength, m.black);
  if (r.code != ERR_NONE) return r;
  r = decodeText(b, n, at, m.whiteLength, m.white);
  if (r.code != ERR_NONE) return r;
  if (at != n) return badLength(at);
  return ok();
}

size_t encodeConfigure(const Configure& m, uint8_t* out) {
  putU16(out, m.scanMs);
  putU16(out + 2, m.debounceMs);
  putU16(out + 4, m.heartbeatMs);
  putU16(out + 6, m.threshold);
  out[8] = m.brightness;
  return kConfigureLength;
}

DecodeResult decodeConfigure(const uint8_t* b, size_t n, Configure& m) {
  if (n != kConfigureLength) return badLength(kConfigureLength);
  m.scanMs = getU16(b);
  m.debounceMs = getU16(b + 2);
  m.heartbeatMs = getU16(b + 4);
  m.threshold = getU16(b + 6);
  m.brightness = b[8];
  if (m.scanMs < kMinScanMs || m.scanMs > kMaxScanMs) return badArgument(0);
  if (m.debounceMs > kMaxDebounceMs) return badArgument(2);
  if (m.heartbeatMs < kMinHeartbeatMs || m.heartbeatMs > kMaxHeartbeatMs) return badArgument(4);
  if (m.threshold < kMinThreshold || m.threshold > kMaxThreshold) return badArgument(6);
  return ok();
}

size_t encodeSetLedChain(const SetLedChain& m, uint8_t* out) {
  out[0] = m.order;
  return kSetLedChainLength;
}

DecodeResult decodeSetLedChain(const uint8_t* b, size_t n, SetLedChain& m) {
  if (n != kSetLedChainLength) return badLength(kSetLedChainLength);
  m.order = b[0];
  if (m.order >= kLedChainOrders) return badArgument(0);
  return ok();
}

// ---- SET_CALIBRATION ----

size_t encodeSetCalibration(const SetCalibration& m, uint8_t* out) {
  out[0] = m.first;
  out[1] = m.count;
  for (uint8_t i = 0; i < m.count; i++) {
    putU16(out + 2 + 4 * i, m.empty[i]);
    out[4 + 4 * i] = m.black[i];
    out[5 + 4 * i] = m.white[i];
  }
  return 2 + 4 * (size_t)m.count;
}

DecodeResult decodeSetCalibration(const uint8_t* b, size_t n, SetCalibration& m) {
  if (n < 2) return badLength(0);
  m.first = b[0];
  m.count = b[1];
  if (m.count == 0 || m.count > kMaxCalibrationSquares) return badArgument(1);
  if ((size_t)m.first + m.count > kMaxSquares) return badArgument(0);
  if (n != 2 + 4 * (size_t)m.count) return badLength(2 + 4 * (size_t)m.count);
  for (uint8_t i = 0; i < m.count; i++) {
    m.empty[i] = getU16(b + 2 + 4 * i);
    if (m.empty[i] > kMaxAdc) return badArgument(2 + 4 * (size_t)i);
    m.black[i] = b[4 + 4 * i];
    m.white[i] = b[5 + 4 * i];
  }
  return ok();
}

size_t buildFrame(uint8_t type, uint8_t seq, const uint8_t* body, size_t n, uint8_t* out) {
  out[0] = kProtocolVersion;
  out[1] = type;
  out[2] = seq;
  for (size_t i = 0; i < n; i++) out[kHeaderLength + i] = body[i];
  size_t length = kHeaderLength + n;
  putU16(out + length, crc16(out, length));
  return length + kCrcLength;
}

FrameReader::Result FrameReader::push(uint8_t byte) {
  if (byte != 0) {
    if (fill_ < sizeof buffer_) {
      buffer_[fill_++] = byte;
    } else {
      overflow_ = true;  // keep discarding until the delimiter
    }
    return NOTHING;
  }
  size_t fill = fill_;
  bool overflow = overflow_;
  fill_ = 0;
  overflow_ = false;
  if (overflow) return TOO_LONG;
  if (fill == 0) return NOTHING;
  int decoded = cobsDecode(buffer_, fill, buffer_, kMaxFrame);
  if (decoded < 0) return BAD_COBS;
  if ((size_t)decoded < kHeaderLength + kCrcLength) return TOO_SHORT;
  size_t length = (size_t)decoded - kCrcLength;
  if (crc16(buffer_, length) != getU16(buffer_ + length)) return BAD_CRC;
  length_ = length;
  return FRAME_READY;
}

}  // namespace oth
