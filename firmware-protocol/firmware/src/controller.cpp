#include "controller.h"

#include "cobs.h"
#include "led_chain.h"

namespace oth {

namespace {

// LedColour's values on the host: red, green, blue, yellow, orange, cyan, magenta, white.
const uint8_t kPalette[kColours][3] = {
    {255, 0, 0}, {0, 255, 0}, {0, 0, 255}, {255, 200, 0}, {255, 100, 0}, {0, 255, 255}, {255, 0, 255}, {255, 255, 255},
};

const uint16_t kDefaultBaseline = 512;  // a 10-bit ADC's middle: a ratiometric Hall sensor with no field

struct HardwareSink {
  Hardware& hw;
  void put(uint8_t b) { hw.writeByte(b); }
};

}  // namespace

uint8_t sevenSegment(char c) {
  //                                 0     1     2     3     4     5     6     7     8     9
  static const uint8_t digits[10] = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F};
  if (c >= '0' && c <= '9') return digits[c - '0'];
  switch (c) {
    case 'A': case 'a': return 0x77;
    case 'b': case 'B': return 0x7C;
    case 'C': return 0x39;
    case 'c': return 0x58;
    case 'd': case 'D': return 0x5E;
    case 'E': case 'e': return 0x79;
    case 'F': case 'f': return 0x71;
    case 'G': case 'g': return 0x3D;
    case 'H': return 0x76;
    case 'h': return 0x74;
    case 'I': case 'i': return 0x30;
    case 'J': case 'j': return 0x1E;
    case 'L': case 'l': return 0x38;
    case 'n': case 'N': return 0x54;
    case 'O': return 0x3F;
    case 'o': return 0x5C;
    case 'P': case 'p': return 0x73;
    case 'r': case 'R': return 0x50;
    case 'S': case 's': return 0x6D;
    case 't': case 'T': return 0x78;
    case 'U': return 0x3E;
    case 'u': return 0x1C;
    case 'y': case 'Y': return 0x6E;
    case '-': return 0x40;
    case '_': return 0x08;
    default: return 0;
  }
}

void layoutSegments(const char* text, uint8_t* segments, uint8_t count) {
  uint8_t glyphs[kMaxDisplayText];
  uint8_t n = 0;
  for (const char* p = text; *p && n <= kMaxDisplayText; p++) {
    if ((*p == '.' || *p == ':') && n > 0) {
      glyphs[n - 1] |= 0x80;
    } else if (n < kMaxDisplayText) {
      glyphs[n++] = sevenSegment(*p);
    }
  }
  // Right-aligned: a clock's digits stay in place as a leading digit disappears; too long keeps the start.
  for (uint8_t i = 0; i < count; i++) {
    int from = n >= count ? i : i - (count - n);
    segments[i] = from >= 0 ? glyphs[from] : 0;
  }
}

Controller::Controller(Hardware& hw, const Capabilities& caps) : hw_(hw), caps_(caps) {
  config_.scanMs = 5;
  config_.debounceMs = 30;
  config_.heartbeatMs = 1000;
  config_.threshold = 120;
  config_.brightness = 64;  // a quarter: enough indoors, and 100 RGB LEDs at full white would draw 6 A
  for (size_t i = 0; i < OTH_SQUARES; i++) {
    squares_[i].stable = squares_[i].candidate = READ_EMPTY;
    squares_[i].count = 0;
    baselines_[i] = kDefaultBaseline;
    thresholds_[i][0] = thresholds_[i][1] = 0;
    leds_[i] = 0;
  }
  for (uint8_t s = 0; s < 2; s++) buttons_[s] = Button{false, false, false, 0, 0, 0, {0}, 0, 0, 0, 0, 0};
  display_.blackLength = display_.whiteLength = 0;
  display_.black[0] = display_.white[0] = 0;
}

void Controller::begin() {
  size_t squares = (size_t)caps_.rows * caps_.cols;
  if (caps_.sensor == SENSOR_ANALOG && !hw_.loadCalibration(baselines_, squares)) {
    for (size_t i = 0; i < squares; i++) baselines_[i] = kDefaultBaseline;
  }
  if (caps_.sensor == SENSOR_ANALOG && !hw_.loadThresholds(&thresholds_[0][0], squares)) {
    for (size_t i = 0; i < squares; i++) thresholds_[i][0] = thresholds_[i][1] = 0;
  }
  // The first reading is taken as it is: the host wants a frame at once, and later scans debounce.
  uint16_t values[kMaxRows];
  for (uint8_t r = 0; r < caps_.rows; r++) {
    hw_.sampleRow(r, values);
    for (uint8_t c = 0; c < caps_.cols; c++) {
      size_t i = (size_t)r * caps_.cols + c;
      squares_[i].stable = squares_[i].candidate = classify(i, values[c]);
      squares_[i].count = 0;
    }
  }
  uint32_t now = hw_.millis();
  lastScan_ = now;
  for (uint8_t s = 0; s < 2; s++) buttons_[s].stable = buttons_[s].candidate = s < caps_.buttons && hw_.buttonDown(s);
  sendHello();
  sendFrame(CAUSE_REQUEST);
  renderLeds(now, true);
  renderDisplay();
}

void Controller::poll() {
  // Bounded so that a flood of bytes cannot starve the scan.
  for (int i = 0; i < 64; i++) {
    int b = hw_.readByte();
    if (b < 0) break;
    receive((uint8_t)b);
  }
  uint32_t now = hw_.millis();
  if ((uint32_t)(now - lastScan_) >= config_.scanMs) {
    lastScan_ = now;
    scan(now);
    scanButtons(now);
  }
  repeatPresses(now);
  if ((uint32_t)(now - lastFrameSent_) >= config_.heartbeatMs) sendFrame(CAUSE_HEARTBEAT);
  renderLeds(now, false);
  if (displayDirty_) renderDisplay();
}

void Controller::receive(uint8_t byte) {
  FrameReader::Result r = reader_.push(byte);
  switch (r) {
    case FrameReader::NOTHING:
      return;
    case FrameReader::FRAME_READY:
      if (reader_.version() != kProtocolVersion) {
        sendNak(reader_.seq(), reader_.type(), ERR_BAD_VERSION, kProtocolVersion);
        return;
      }
      handle(reader_.type(), reader_.seq(), reader_.body(), reader_.bodyLength());
      return;
    case FrameReader::TOO_LONG:
      corrupt_++;
      sendNak(0, 0, ERR_OVERSIZED, 0);
      return;
    default:  // bad COBS, too short, bad CRC: no field of it can be trusted, so the NAK names none
      corrupt_++;
      sendNak(0, 0, ERR_CORRUPT, 0);
      return;
  }
}

void Controller::handle(uint8_t type, uint8_t seq, const uint8_t* body, size_t n) {
  DecodeResult r{ERR_NONE, 0};
  switch (type) {
    case MSG_HELLO_REQUEST:
      if (n != 0) return sendNak(seq, type, ERR_BAD_LENGTH, 0);
      sendAck(seq, type);
      sendHello();
      sendFrame(CAUSE_REQUEST);
      // A host that connects again hears at once of the presses made while it was away.
      for (uint8_t s = 0; s < 2; s++) buttons_[s].historyLeft = buttons_[s].kept;
      return;
    case MSG_PING:
      if (n != 0) return sendNak(seq, type, ERR_BAD_LENGTH, 0);
      return sendAck(seq, type);
    case MSG_REQUEST_FRAME:
      if (n != 0) return sendNak(seq, type, ERR_BAD_LENGTH, 0);
      sendAck(seq, type);
      sendFrame(CAUSE_REQUEST);
      return;
    case MSG_SET_LEDS: {
      SetLeds m;
      r = decodeSetLeds(body, n, m);
      if (r.code != ERR_NONE) return sendNak(seq, type, r.code, r.detail);
      if (m.rows != caps_.rows) return sendNak(seq, type, ERR_BAD_ARGUMENT, 0);
      if (m.cols != caps_.cols) return sendNak(seq, type, ERR_BAD_ARGUMENT, 1);
      if (caps_.ledKind == LED_NONE) return sendNak(seq, type, ERR_UNSUPPORTED, 0);
      size_t squares = (size_t)m.rows * m.cols;
      for (size_t i = 0; i < squares; i++) leds_[i] = m.leds[i];
      ledChanges_++;
      ledsDirty_ = true;
      return sendAck(seq, type);
    }
    case MSG_SET_DISPLAY: {
      SetDisplay m;
      r = decodeSetDisplay(body, n, m);
      if (r.code != ERR_NONE) return sendNak(seq, type, r.code, r.detail);
      if (caps_.display == DISPLAY_NONE) return sendNak(seq, type, ERR_UNSUPPORTED, 0);
      display_ = m;
      displayChanges_++;
      displayDirty_ = true;
      return sendAck(seq, type);
    }
    case MSG_CONFIGURE: {
      Configure m;
      r = decodeConfigure(body, n, m);
      if (r.code != ERR_NONE) return sendNak(seq, type, r.code, r.detail);
      config_ = m;
      ledsDirty_ = true;  // brightness
      return sendAck(seq, type);
    }
    case MSG_SET_LED_CHAIN: {
      SetLedChain m;
      r = decodeSetLedChain(body, n, m);
      if (r.code != ERR_NONE) return sendNak(seq, type, r.code, r.detail);
      if (caps_.ledKind == LED_NONE) return sendNak(seq, type, ERR_UNSUPPORTED, 0);
      chainOrder_ = m.order;
      ledsDirty_ = true;
      return sendAck(seq, type);
    }
    case MSG_CALIBRATE: {
      if (n != 0) return sendNak(seq, type, ERR_BAD_LENGTH, 0);
      if (caps_.sensor != SENSOR_ANALOG) return sendNak(seq, type, ERR_UNSUPPORTED, 0);
      uint16_t values[kMaxRows];
      for (uint8_t row = 0; row < caps_.rows; row++) {
        hw_.sampleRow(row, values);
        for (uint8_t c = 0; c < caps_.cols; c++) baselines_[(size_t)row * caps_.cols + c] = values[c];
      }
      hw_.storeCalibration(baselines_, (size_t)caps_.rows * caps_.cols);
      return sendAck(seq, type);
    }
    case MSG_REQUEST_RAW:
      if (n != 0) return sendNak(seq, type, ERR_BAD_LENGTH, 0);
      if (caps_.sensor != SENSOR_ANALOG) return sendNak(seq, type, ERR_UNSUPPORTED, 0);
      sendAck(seq, type);
      sendRaw();
      return;
    case MSG_SET_CALIBRATION:
      return setCalibration(seq, body, n);
    default:
      return sendNak(seq, type, ERR_UNKNOWN_TYPE, type);
  }
}

// ---- SET_CALIBRATION (PROTOCOL.md): the host's measured empty values and thresholds ----
void Controller::setCalibration(uint8_t seq, const uint8_t* body, size_t n) {
  SetCalibration m;
  DecodeResult r = decodeSetCalibration(body, n, m);
  if (r.code != ERR_NONE) return sendNak(seq, MSG_SET_CALIBRATION, r.code, r.detail);
  size_t squares = (size_t)caps_.rows * caps_.cols;
  if (m.first >= squares) return sendNak(seq, MSG_SET_CALIBRATION, ERR_BAD_ARGUMENT, 0);
  if ((size_t)m.first + m.count > squares) return sendNak(seq, MSG_SET_CALIBRATION, ERR_BAD_ARGUMENT, 1);
  if (caps_.sensor != SENSOR_ANALOG) return sendNak(seq, MSG_SET_CALIBRATION, ERR_UNSUPPORTED, 0);
  for (uint8_t i = 0; i < m.count; i++) {
    baselines_[m.first + i] = m.empty[i];
    thresholds_[m.first + i][0] = m.black[i];
    thresholds_[m.first + i][1] = m.white[i];
  }
  hw_.storeCalibration(baselines_, squares);
  hw_.storeThresholds(&thresholds_[0][0], squares);
  sendAck(seq, MSG_SET_CALIBRATION);
}
// ---- end of SET_CALIBRATION ----

uint8_t Controller::classify(size_t square, uint16_t value) const {
  if (caps_.sensor != SENSOR_ANALOG) return value ? READ_OCCUPIED : READ_EMPTY;
  int32_t delta = (int32_t)value - baselines_[square];
  // Each square's own thresholds where the host set them (SET_CALIBRATION), CONFIGURE's otherwise.
  int32_t black = thresholds_[square][0] ? thresholds_[square][0] : config_.threshold;
  int32_t white = thresholds_[square][1] ? thresholds_[square][1] : config_.threshold;
  // A disc's magnet with its south pole down raises a ratiometric sensor's output: white; north: black.
  if (delta >= white) return READ_WHITE;
  if (delta <= -black) return READ_BLACK;
  return READ_EMPTY;
}

uint8_t Controller::requiredScans() const {
  uint16_t scans = (uint16_t)((config_.debounceMs + config_.scanMs - 1) / config_.scanMs);
  return scans < 1 ? 1 : scans > 255 ? 255 : (uint8_t)scans;
}

// Debounce "counted per key" (hardware/README.md; its rows in vectors/debounce.txt): a square takes a new reading
// once requiredScans() scans in a row have read it. scanButtons counts the same way.
void Controller::scan(uint32_t now) {
  (void)now;
  uint8_t required = requiredScans();
  bool changed = false;
  uint16_t values[kMaxRows];
  for (uint8_t r = 0; r < caps_.rows; r++) {
    hw_.sampleRow(r, values);
    for (uint8_t c = 0; c < caps_.cols; c++) {
      Square& s = squares_[(size_t)r * caps_.cols + c];
      uint8_t reading = classify((size_t)r * caps_.cols + c, values[c]);
      if (reading != s.candidate) {
        s.candidate = reading;
        s.count = 1;
      } else if (s.count < 255) {
        s.count++;
      }
      if (s.candidate != s.stable && s.count >= required) {
        s.stable = s.candidate;
        changed = true;
      }
    }
  }
  if (changed) sendFrame(CAUSE_CHANGE);
}

void Controller::scanButtons(uint32_t now) {
  uint8_t required = requiredScans();
  for (uint8_t side = 0; side < caps_.buttons && side < 2; side++) {
    Button& b = buttons_[side];
    bool down = hw_.buttonDown(side);
    if (down && !b.stable && !b.contact) {
      // The press is dated at its first contact, not when debouncing ends nor at a later bounce.
      b.contact = true;
      b.since = now;
    }
    if (down != b.candidate) {
      b.candidate = down;
      b.count = 1;
    } else if (b.count < 255) {
      b.count++;
    }
    if (b.count < required) continue;
    if (b.candidate != b.stable) {
      b.stable = b.candidate;
      if (b.stable) {
        b.presses++;
        if (b.kept == kPressHistory) {
          for (uint8_t i = 1; i < kPressHistory; i++) b.contacts[i - 1] = b.contacts[i];
          b.kept--;
        }
        if (b.kept == 0) b.historyAt = now + (config_.heartbeatMs > kMinHistoryPeriodMs ? config_.heartbeatMs : kMinHistoryPeriodMs);
        b.contacts[b.kept++] = b.since;
        b.quickRepeats = kPressRepeats;
        b.repeatAt = now + kPressRepeatMs;
        sendButton(side, 0);
      }
    }
    if (!b.candidate) b.contact = false;  // released for the debounce time: a glitch was no press
  }
}

void Controller::repeatPresses(uint32_t now) {
  bool sent = (uint32_t)(now - historySentAt_) < kHistoryGapMs;
  for (uint8_t side = 0; side < caps_.buttons && side < 2; side++) {
    Button& b = buttons_[side];
    if (b.kept == 0) continue;
    if (b.quickRepeats > 0 && (int32_t)(now - b.repeatAt) >= 0) {
      sendButton(side, 0);
      b.quickRepeats--;
      b.repeatAt = now + kPressRepeatMs;
    }
    // Every heartbeat, the last few presses, oldest first, on a timer of its own that presses do not
    // put off: a press whose BUTTONs were all lost before the next press of the same button still comes.
    if ((int32_t)(now - b.historyAt) >= 0) {
      b.historyLeft = b.kept;
      b.historyAt = now + (config_.heartbeatMs > kMinHistoryPeriodMs ? config_.heartbeatMs : kMinHistoryPeriodMs);
    }
    if (b.historyLeft > 0 && !sent) {
      b.historyLeft--;
      sendButton(side, b.historyLeft);
      historySentAt_ = now;
      sent = true;
    }
  }
}

void Controller::sendButton(uint8_t side, uint8_t back) {
  const Button& b = buttons_[side];
  ButtonEvent e{side, b.contacts[b.kept - 1 - back], (uint16_t)(b.presses - back)};
  send(MSG_BUTTON, encodeButton(e, out_ + kHeaderLength));
}

void Controller::renderLeds(uint32_t now, bool force) {
  if (caps_.ledKind == LED_NONE) return;
  // Slow blink 1 Hz, fast blink 4 Hz, both in phase with the controller's clock.
  uint8_t phase = (uint8_t)((((now / 500) & 1) << 1) | ((now / 125) & 1));
  size_t squares = (size_t)caps_.rows * caps_.cols;
  bool blinkChanged = false;
  if (phase != blinkPhase_) {
    for (size_t i = 0; i < squares && !blinkChanged; i++) {
      uint8_t pattern = leds_[i] >> 4;
      blinkChanged = (pattern == PATTERN_SLOW && ((phase ^ blinkPhase_) & 2)) ||
                     (pattern == PATTERN_FAST && ((phase ^ blinkPhase_) & 1));
    }
    blinkPhase_ = phase;
  }
  if (!force && !ledsDirty_ && !blinkChanged) return;
  ledsDirty_ = false;
  // The palette is scaled before the first LED is sent: the chain latches after 50 us of silence, and
  // three divisions per LED on an AVR (about 55 us) would make every LED latch on its own.
  uint8_t scaled[kColours][3];
  for (uint8_t colour = 0; colour < kColours; colour++) {
    for (uint8_t k = 0; k < 3; k++) scaled[colour][k] = (uint8_t)(kPalette[colour][k] * config_.brightness / 255);
  }
  // The LEDs go out in the chain's order, each with its square's colour.
  bool columns = chainOrder_ & CHAIN_COLUMNS;
  uint8_t lines = columns ? caps_.cols : caps_.rows, lineLength = columns ? caps_.rows : caps_.cols;
  hw_.beginLeds();
  for (uint8_t line = 0; line < lines; line++) {
    for (uint8_t along = 0; along < lineLength; along++) {
      uint8_t led = leds_[chainSquareAt(chainOrder_, caps_.rows, caps_.cols, line, along)];
      uint8_t pattern = led >> 4;
      bool lit = pattern == PATTERN_STEADY || (pattern == PATTERN_SLOW && (phase & 2)) ||
                 (pattern == PATTERN_FAST && (phase & 1));
      const uint8_t* rgb = scaled[led & 0x0F];
      if (lit) hw_.putLed(rgb[0], rgb[1], rgb[2]);
      else hw_.putLed(0, 0, 0);
    }
  }
  hw_.endLeds();
}

void Controller::renderDisplay() {
  displayDirty_ = false;
  if (caps_.display != DISPLAY_SEGMENTS) return;
  uint8_t segments[kMaxDisplayText];
  uint8_t width = caps_.displayWidth > kMaxDisplayText ? kMaxDisplayText : caps_.displayWidth;
  layoutSegments(display_.black, segments, width);
  hw_.showSegments(0, segments, width);
  layoutSegments(display_.white, segments, width);
  hw_.showSegments(1, segments, width);
}

void Controller::sendHello() {
  Hello h{kFirmwareMajor, kFirmwareMinor, kFirmwarePatch, caps_.rows, caps_.cols, caps_.sensor, caps_.ledKind,
          caps_.ledLayout, caps_.buttons, caps_.display, caps_.displayWidth, (uint8_t)kMaxFrame, hw_.millis()};
  send(MSG_HELLO, encodeHello(h, out_ + kHeaderLength));
}

void Controller::sendFrame(uint8_t cause) {
  FrameReport f;
  f.cause = cause;
  f.timeMs = hw_.millis();
  f.rows = caps_.rows;
  f.cols = caps_.cols;
  size_t squares = (size_t)f.rows * f.cols;
  for (size_t i = 0; i < cellBytes(f.rows, f.cols); i++) f.cells[i] = 0;
  for (size_t i = 0; i < squares; i++) setCell(f.cells, i, squares_[i].stable);
  lastFrameSent_ = f.timeMs;
  send(MSG_FRAME, encodeFrameReport(f, out_ + kHeaderLength));
}

void Controller::sendRaw() {
  RawValues m;
  m.timeMs = hw_.millis();
  m.first = 0;
  m.count = (uint8_t)(caps_.rows * caps_.cols);
  uint16_t values[kMaxRows];
  for (uint8_t r = 0; r < caps_.rows; r++) {
    hw_.sampleRow(r, values);
    for (uint8_t c = 0; c < caps_.cols; c++) m.values[r * caps_.cols + c] = values[c];
  }
  send(MSG_RAW, encodeRaw(m, out_ + kHeaderLength));
}

void Controller::sendAck(uint8_t seq, uint8_t type) {
  Ack a{seq, type, hw_.millis()};
  send(MSG_ACK, encodeAck(a, out_ + kHeaderLength));
}

void Controller::sendNak(uint8_t seq, uint8_t type, uint8_t code, uint8_t detail) {
  Nak k{seq, type, code, detail};
  send(MSG_NAK, encodeNak(k, out_ + kHeaderLength));
}

void Controller::send(uint8_t type, size_t bodyLength) {
  // The body already sits after the header's room; buildFrame copies it onto itself, then adds the CRC.
  size_t length = buildFrame(type, seq_++, out_ + kHeaderLength, bodyLength, out_);
  HardwareSink sink{hw_};
  cobsEncodeTo(out_, length, sink);
  hw_.writeByte(0);
  hw_.endFrame();
}

}  // namespace oth
