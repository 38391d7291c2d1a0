// Host unit tests of the firmware's portable code: CRC, COBS, the message codecs against the shared
// test vectors, the frame reader under random bytes and bit errors, and the controller's behaviour
// on a fake board. Usage: unit-tests PATH/TO/vectors/frames.txt
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <deque>
#include <fstream>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "../src/cobs.h"
#include "../src/controller.h"
#include "../src/crc16.h"
#include "../src/led_chain.h"
#include "../src/protocol.h"

using namespace oth;

static int passed = 0, failed = 0;
static std::string currentTest;

#define CHECK(cond)                                                                          \
  do {                                                                                       \
    if (cond) {                                                                              \
      passed++;                                                                              \
    } else {                                                                                 \
      failed++;                                                                              \
      fprintf(stderr, "FAIL %s: %s (%s:%d)\n", currentTest.c_str(), #cond, __FILE__, __LINE__); \
    }                                                                                        \
  } while (0)

#define CHECK_EQ_STR(actual, expected)                                                           \
  do {                                                                                           \
    std::string a_ = (actual), e_ = (expected);                                                  \
    if (a_ == e_) {                                                                              \
      passed++;                                                                                  \
    } else {                                                                                     \
      failed++;                                                                                  \
      fprintf(stderr, "FAIL %s:\n  expected %s\n  actual   %s\n", currentTest.c_str(), e_.c_str(), a_.c_str()); \
    }                                                                                            \
  } while (0)

typedef std::vector<uint8_t> Bytes;

static std::string hex(const Bytes& b) {
  std::string s;
  char part[4];
  for (size_t i = 0; i < b.size(); i++) {
    snprintf(part, sizeof part, i ? " %02x" : "%02x", b[i]);
    s += part;
  }
  return s;
}

static Bytes unhex(const std::string& s) {
  Bytes out;
  std::istringstream in(s);
  std::string byte;
  while (in >> byte) out.push_back((uint8_t)strtoul(byte.c_str(), nullptr, 16));
  return out;
}

// ---- the canonical text of a message, as the vectors write it ----

static const char* typeName(uint8_t t) {
  switch (t) {
    case MSG_HELLO: return "hello";
    case MSG_FRAME: return "frame";
    case MSG_BUTTON: return "button";
    case MSG_RAW: return "raw";
    case MSG_ACK: return "ack";
    case MSG_NAK: return "nak";
    case MSG_HELLO_REQUEST: return "hello-request";
    case MSG_SET_LEDS: return "set-leds";
    case MSG_SET_DISPLAY: return "set-display";
    case MSG_CONFIGURE: return "configure";
    case MSG_PING: return "ping";
    case MSG_CALIBRATE: return "calibrate";
    case MSG_REQUEST_FRAME: return "request-frame";
    case MSG_REQUEST_RAW: return "request-raw";
    case MSG_SET_LED_CHAIN: return "set-led-chain";
    case MSG_SET_CALIBRATION: return "set-calibration";
    default: return nullptr;
  }
}

static std::string typeText(uint8_t t) {
  if (typeName(t)) return typeName(t);
  char b[8];
  snprintf(b, sizeof b, "0x%02x", t);
  return b;
}

static const char* codeName(uint8_t c) {
  static const char* names[] = {"none", "corrupt", "bad-version", "unknown-type", "bad-length", "bad-argument", "unsupported", "oversized"};
  return c < 8 ? names[c] : "unknown";
}

static std::string errorText(DecodeResult r) {
  if (r.code == ERR_BAD_LENGTH) return "error bad-length expected=" + std::to_string(r.detail);
  if (r.code == ERR_BAD_ARGUMENT) return "error bad-argument offset=" + std::to_string(r.detail);
  return std::string("error ") + codeName(r.code);
}

static std::string cellsText(const uint8_t* cells, size_t squares) {
  std::string s;
  for (size_t i = 0; i < squares; i++) s += "-#XO"[getCell(cells, i)];
  return s;
}

// Decodes one frame's body into its text and re-encodes it; reencoded is empty on an error.
static std::string describe(uint8_t type, uint8_t seq, const uint8_t* body, size_t n, Bytes& reencoded) {
  static const char* sensors[] = {"presence", "colour", "analog"};
  static const char* ledKinds[] = {"none", "single", "bicolour", "rgb"};
  static const char* layouts[] = {"square", "corners"};
  static const char* displays[] = {"none", "segments", "characters"};
  static const char* causes[] = {"change", "heartbeat", "request"};
  std::ostringstream s;
  uint8_t out[kMaxBody];
  size_t length = 0;
  DecodeResult r{ERR_NONE, 0};
  s << typeName(type) << " seq=" << (int)seq;
  switch (type) {
    case MSG_HELLO: {
      Hello m;
      if ((r = decodeHello(body, n, m)).code) return errorText(r);
      s << " firmware=" << (int)m.fwMajor << "." << (int)m.fwMinor << "." << (int)m.fwPatch << " rows=" << (int)m.rows
        << " cols=" << (int)m.cols << " sensor=" << sensors[m.sensor] << " leds=" << ledKinds[m.ledKind]
        << " layout=" << layouts[m.ledLayout] << " buttons=" << (int)m.buttons << " display=" << displays[m.display]
        << " width=" << (int)m.displayWidth << " max-frame=" << (int)m.maxFrame << " time=" << m.timeMs;
      length = encodeHello(m, out);
      break;
    }
    case MSG_FRAME: {
      FrameReport m;
      if ((r = decodeFrameReport(body, n, m)).code) return errorText(r);
      s << " cause=" << causes[m.cause] << " time=" << m.timeMs << " rows=" << (int)m.rows << " cols=" << (int)m.cols
        << " cells=" << cellsText(m.cells, (size_t)m.rows * m.cols);
      length = encodeFrameReport(m, out);
      break;
    }
    case MSG_BUTTON: {
      ButtonEvent m;
      if ((r = decodeButton(body, n, m)).code) return errorText(r);
      s << " side=" << (m.side ? "white" : "black") << " time=" << m.timeMs << " count=" << m.count;
      length = encodeButton(m, out);
      break;
    }
    case MSG_RAW: {
      static RawValues m;
      if ((r = decodeRaw(body, n, m)).code) return errorText(r);
      s << " time=" << m.timeMs << " first=" << (int)m.first << " values=";
      for (int i = 0; i < m.count; i++) s << (i ? "," : "") << m.values[i];
      length = encodeRaw(m, out);
      break;
    }
    case MSG_ACK: {
      Ack m;
      if ((r = decodeAck(body, n, m)).code) return errorText(r);
      s << " ref-seq=" << (int)m.refSeq << " ref-type=" << typeText(m.refType) << " time=" << m.timeMs;
      length = encodeAck(m, out);
      break;
    }
    case MSG_NAK: {
      Nak m;
      if ((r = decodeNak(body, n, m)).code) return errorText(r);
      s << " ref-seq=" << (int)m.refSeq << " ref-type=" << typeText(m.refType) << " code=" << codeName(m.code)
        << " detail=" << (int)m.detail;
      length = encodeNak(m, out);
      break;
    }
    case MSG_SET_LEDS: {
      SetLeds m;
      if ((r = decodeSetLeds(body, n, m)).code) return errorText(r);
      s << " rows=" << (int)m.rows << " cols=" << (int)m.cols << " leds=";
      for (int i = 0; i < m.rows * m.cols; i++) {
        if (m.leds[i] >> 4) s << "RGBYOCMW"[m.leds[i] & 15] << (int)(m.leds[i] >> 4);
        else s << "--";
      }
      length = encodeSetLeds(m, out);
      break;
    }
    case MSG_SET_DISPLAY: {
      SetDisplay m;
      if ((r = decodeSetDisplay(body, n, m)).code) return errorText(r);
      s << " black=\"" << m.black << "\" white=\"" << m.white << "\"";
      length = encodeSetDisplay(m, out);
      break;
    }
    case MSG_CONFIGURE: {
      Configure m;
      if ((r = decodeConfigure(body, n, m)).code) return errorText(r);
      s << " scan=" << m.scanMs << " debounce=" << m.debounceMs << " heartbeat=" << m.heartbeatMs
        << " threshold=" << m.threshold << " brightness=" << (int)m.brightness;
      length = encodeConfigure(m, out);
      break;
    }
    case MSG_SET_LED_CHAIN: {
      SetLedChain m;
      if ((r = decodeSetLedChain(body, n, m)).code) return errorText(r);
      s << " path=" << (m.order & CHAIN_SERPENTINE ? "serpentine" : "straight")
        << " along=" << (m.order & CHAIN_COLUMNS ? "columns" : "rows")
        << " first-col=" << (m.order & CHAIN_LAST_COL ? "last" : "a")
        << " first-row=" << (m.order & CHAIN_LAST_ROW ? "last" : "1");
      length = encodeSetLedChain(m, out);
      break;
    }
    case MSG_SET_CALIBRATION: {
      static SetCalibration m;
      if ((r = decodeSetCalibration(body, n, m)).code) return errorText(r);
      s << " first=" << (int)m.first << " empty=";
      for (int i = 0; i < m.count; i++) s << (i ? "," : "") << m.empty[i];
      s << " black=";
      for (int i = 0; i < m.count; i++) s << (i ? "," : "") << (int)m.black[i];
      s << " white=";
      for (int i = 0; i < m.count; i++) s << (i ? "," : "") << (int)m.white[i];
      length = encodeSetCalibration(m, out);
      break;
    }
    case MSG_HELLO_REQUEST:
    case MSG_PING:
    case MSG_CALIBRATE:
    case MSG_REQUEST_FRAME:
    case MSG_REQUEST_RAW:
      if (n != 0) return errorText(DecodeResult{ERR_BAD_LENGTH, 0});
      break;
    default: {
      char b[40];
      snprintf(b, sizeof b, "error unknown-type type=0x%02x", type);
      return b;
    }
  }
  uint8_t frame[kMaxFrame];
  size_t frameLength = buildFrame(type, seq, out, length, frame);
  reencoded.resize(cobsMaxEncoded(frameLength));
  reencoded.resize(cobsEncode(frame, frameLength, reencoded.data()));
  reencoded.push_back(0);
  return s.str();
}

static std::string readOne(const Bytes& wire, Bytes& reencoded) {
  FrameReader reader;
  reencoded.clear();
  for (size_t i = 0; i < wire.size(); i++) {
    FrameReader::Result r = reader.push(wire[i]);
    if (r == FrameReader::NOTHING) continue;
    if (i + 1 != wire.size()) return "error: frame ends before its last byte";
    switch (r) {
      case FrameReader::BAD_COBS: return "error bad-cobs";
      case FrameReader::TOO_SHORT: return "error too-short";
      case FrameReader::BAD_CRC: return "error bad-crc";
      case FrameReader::TOO_LONG: return "error too-long";
      default: break;
    }
    if (reader.version() != kProtocolVersion) return "error bad-version version=" + std::to_string(reader.version());
    return describe(reader.type(), reader.seq(), reader.body(), reader.bodyLength(), reencoded);
  }
  return "error: no delimiter";
}

static void testVectors(const char* path) {
  currentTest = "vectors";
  std::ifstream in(path);
  CHECK(in.good());
  std::string line, means;
  int count = 0;
  while (std::getline(in, line)) {
    if (line.rfind("means ", 0) == 0) {
      means = line.substr(6);
    } else if (line.rfind("frame ", 0) == 0) {
      Bytes wire = unhex(line.substr(6)), reencoded;
      CHECK_EQ_STR(readOne(wire, reencoded), means);
      if (means.rfind("error", 0) != 0) CHECK_EQ_STR(hex(reencoded), hex(wire));
      count++;
    }
  }
  CHECK(count >= 40);
  printf("vectors: %d checked\n", count);
}

static void testCrc() {
  currentTest = "crc";
  CHECK(crc16((const uint8_t*)"123456789", 9) == 0x29B1);
  CHECK(crc16(nullptr, 0) == 0xFFFF);
}

static void testCobs() {
  currentTest = "cobs";
  std::mt19937 rng(42);
  uint8_t enc[1024], dec[1024];
  for (int round = 0; round < 3000; round++) {
    size_t n = rng() % 600;
    Bytes in(n);
    int zeroEvery = 1 + rng() % 300;
    for (auto& b : in) b = (rng() % zeroEvery == 0) ? 0 : (uint8_t)(1 + rng() % 255);
    size_t e = cobsEncode(in.data(), n, enc);
    CHECK(e <= cobsMaxEncoded(n));
    CHECK(memchr(enc, 0, e) == nullptr);
    int d = cobsDecode(enc, e, dec, sizeof dec);
    CHECK(d == (int)n && (n == 0 || memcmp(dec, in.data(), n) == 0));
    // in place, as the frame reader does it
    d = cobsDecode(enc, e, enc, sizeof enc);
    CHECK(d == (int)n && (n == 0 || memcmp(enc, in.data(), n) == 0));
  }
  // Edge cases: empty input, a lone zero, exactly 254 and 255 non-zero bytes.
  const uint8_t zero = 0;
  CHECK(cobsEncode(nullptr, 0, enc) == 1 && enc[0] == 1);
  CHECK(cobsEncode(&zero, 1, enc) == 2 && enc[0] == 1 && enc[1] == 1);
  Bytes run(254, 7);
  CHECK(cobsEncode(run.data(), 254, enc) == 255 && enc[0] == 0xFF);
  run.push_back(7);
  CHECK(cobsEncode(run.data(), 255, enc) == 257 && enc[0] == 0xFF && enc[255] == 2);
  const uint8_t bad[] = {5, 1, 2};
  CHECK(cobsDecode(bad, 3, dec, sizeof dec) == -1);
  const uint8_t tooBig[] = {4, 1, 2, 3};
  CHECK(cobsDecode(tooBig, 4, dec, 2) == -1);
}

static Bytes encodeFrame(uint8_t type, uint8_t seq, const Bytes& body) {
  uint8_t frame[kMaxFrame];
  size_t n = buildFrame(type, seq, body.data(), body.size(), frame);
  Bytes out(cobsMaxEncoded(n));
  out.resize(cobsEncode(frame, n, out.data()));
  out.push_back(0);
  return out;
}

// Random bytes, then valid frames with random bit errors (about one byte in a thousand):
// nothing crashes (the build runs with the address and undefined-behaviour sanitizers), every frame
// the reader accepts is one that was sent, unchanged, and it finds its footing again.
static void testFuzz() {
  currentTest = "fuzz";
  std::mt19937 rng(7);
  FrameReader reader;
  for (int i = 0; i < 200000; i++) reader.push((uint8_t)rng());
  reader.push(0);

  std::vector<Bytes> bodies;
  for (int i = 0; i < 64; i++) {
    Bytes body(rng() % 120);
    for (auto& b : body) b = (uint8_t)(rng() % 4 == 0 ? 0 : rng());
    bodies.push_back(body);
  }
  long sent = 0, accepted = 0, wrong = 0, damaged = 0;
  for (int round = 0; round < 20000; round++) {
    const Bytes& body = bodies[round % bodies.size()];
    Bytes wire = encodeFrame(0x02, (uint8_t)round, body);
    bool hit = false;
    for (auto& b : wire) {
      if (rng() % 1000 == 0) {
        b ^= (uint8_t)(1u << (rng() % 8));
        hit = true;
      }
    }
    damaged += hit;
    sent++;
    for (uint8_t b : wire) {
      if (reader.push(b) != FrameReader::FRAME_READY) continue;
      accepted++;
      Bytes got(reader.body(), reader.body() + reader.bodyLength());
      if (reader.seq() != (uint8_t)round || reader.type() != 0x02 || got != body) wrong++;
    }
  }
  CHECK(wrong == 0);
  CHECK(damaged > 100);
  // A damaged delimiter also takes the next frame with it: at most two frames lost per damage.
  CHECK(accepted >= sent - 2 * damaged);
  printf("fuzz: %ld frames, %ld with bit errors, %ld accepted, %ld wrong\n", sent, damaged, accepted, wrong);
}

// ---- the controller on a fake board ----

struct FakeBoard : Hardware {
  uint32_t now = 0;
  std::deque<uint8_t> input;
  Bytes output;
  uint16_t values[kMaxSquares] = {0};
  bool buttons[2] = {false, false};
  std::vector<Bytes> ledFrames;
  Bytes currentLeds;
  std::vector<Bytes> segments[2];
  uint16_t eeprom[kMaxSquares];
  bool calibrated = false;
  uint8_t eepromThresholds[2 * kMaxSquares];
  bool thresholdsStored = false;
  uint8_t cols = 8;

  uint32_t millis() override { return now; }
  int readByte() override {
    if (input.empty()) return -1;
    int b = input.front();
    input.pop_front();
    return b;
  }
  void writeByte(uint8_t b) override { output.push_back(b); }
  void sampleRow(uint8_t row, uint16_t* v) override {
    for (uint8_t c = 0; c < cols; c++) v[c] = values[row * cols + c];
  }
  bool buttonDown(uint8_t side) override { return buttons[side]; }
  void beginLeds() override { currentLeds.clear(); }
  void putLed(uint8_t r, uint8_t g, uint8_t b) override {
    currentLeds.push_back(r);
    currentLeds.push_back(g);
    currentLeds.push_back(b);
  }
  void endLeds() override { ledFrames.push_back(currentLeds); }
  void showSegments(uint8_t side, const uint8_t* s, uint8_t n) override { segments[side].push_back(Bytes(s, s + n)); }
  bool loadCalibration(uint16_t* b, size_t n) override {
    if (calibrated) memcpy(b, eeprom, n * 2);
    return calibrated;
  }
  void storeCalibration(const uint16_t* b, size_t n) override {
    memcpy(eeprom, b, n * 2);
    calibrated = true;
  }
  bool loadThresholds(uint8_t* t, size_t n) override {
    if (thresholdsStored) memcpy(t, eepromThresholds, n * 2);
    return thresholdsStored;
  }
  void storeThresholds(const uint8_t* t, size_t n) override {
    memcpy(eepromThresholds, t, n * 2);
    thresholdsStored = true;
  }

  void send(uint8_t type, uint8_t seq, const Bytes& body) {
    for (uint8_t b : encodeFrame(type, seq, body)) input.push_back(b);
  }
  // Every message the controller sent since the last call, as text.
  std::vector<std::string> received() {
    std::vector<std::string> out;
    FrameReader reader;
    for (uint8_t b : output) {
      FrameReader::Result r = reader.push(b);
      if (r == FrameReader::FRAME_READY) {
        Bytes ignored;
        std::string text = describe(reader.type(), reader.seq(), reader.body(), reader.bodyLength(), ignored);
        // The sequence number is the controller's business; tests read the rest.
        size_t at = text.find(" seq=");
        size_t end = text.find(' ', at + 1);
        out.push_back(text.substr(0, at) + (end == std::string::npos ? "" : text.substr(end)));
      } else if (r != FrameReader::NOTHING) {
        out.push_back("corrupt");
      }
    }
    output.clear();
    return out;
  }
  void run(Controller& c, uint32_t ms) {
    for (uint32_t i = 0; i < ms; i++) {
      c.poll();
      now++;
    }
  }
};

static Capabilities caps8(uint8_t sensor) {
  return Capabilities{8, 8, sensor, LED_RGB, LAYOUT_SQUARE, 2, DISPLAY_SEGMENTS, 4};
}

static bool contains(const std::vector<std::string>& msgs, const std::string& prefix) {
  for (auto& m : msgs) if (m.rfind(prefix, 0) == 0) return true;
  return false;
}

static int countOf(const std::vector<std::string>& msgs, const std::string& prefix) {
  int n = 0;
  for (auto& m : msgs) n += m.rfind(prefix, 0) == 0;
  return n;
}

static void testStartAndHandshake() {
  currentTest = "handshake";
  static FakeBoard board;
  board.values[27] = 1;  // d4 closed
  Controller c(board, caps8(SENSOR_PRESENCE));
  c.begin();
  auto msgs = board.received();
  CHECK(msgs.size() == 2);
  CHECK_EQ_STR(msgs[0], "hello firmware=1.2.0 rows=8 cols=8 sensor=presence leds=rgb layout=square buttons=2 display=segments width=4 max-frame=255 time=0");
  CHECK_EQ_STR(msgs[1], "frame cause=request time=0 rows=8 cols=8 cells=---------------------------#------------------------------------");
  board.send(MSG_HELLO_REQUEST, 9, {});
  board.run(c, 1);
  msgs = board.received();
  CHECK(msgs.size() == 3);
  CHECK_EQ_STR(msgs[0], "ack ref-seq=9 ref-type=hello-request time=0");
  CHECK(msgs[1].rfind("hello ", 0) == 0);
  CHECK(msgs[2].rfind("frame cause=request", 0) == 0);
}

static void testDebounceAndHeartbeat() {
  currentTest = "debounce";
  static FakeBoard board;
  Controller c(board, caps8(SENSOR_PRESENCE));
  c.begin();
  board.received();
  // A bounce shorter than the debounce time (30 ms) makes no frame...
  board.values[0] = 1;
  board.run(c, 12);
  board.values[0] = 0;
  board.run(c, 100);
  CHECK(!contains(board.received(), "frame cause=change"));
  // ...a disc that stays does, once.
  board.values[0] = 1;
  board.run(c, 100);
  auto msgs = board.received();
  CHECK(countOf(msgs, "frame cause=change") == 1);
  CHECK(contains(msgs, "frame cause=change time=") && msgs[0].find("cells=#---") != std::string::npos);
  // With nothing happening, a heartbeat every second.
  board.run(c, 3000);
  msgs = board.received();
  CHECK(countOf(msgs, "frame cause=heartbeat") == 3);
  CHECK(countOf(msgs, "frame cause=change") == 0);
}

// The debouncers' table (vectors/debounce.txt), column counted-key: the scan counter on squares a1, b1, ... of a
// presence board, each case from a fresh controller at rest on its first levels.
static void testDebounceTable(const char* path) {
  currentTest = "debounce table";
  std::ifstream in(path);
  CHECK(in.good());
  std::string line;
  int cases = 0;
  long scanMs = -1, debounceMs = -1;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    std::string first;
    words >> first;
    if (first == "scan-ms") { words >> scanMs; continue; }
    if (first == "debounce-ms") { words >> debounceMs; continue; }
    std::vector<std::string> columns;
    std::string column;
    std::istringstream cells(line);
    while (std::getline(cells, column, '|')) columns.push_back(column);
    CHECK(columns.size() == 5);
    if (columns.size() != 5) continue;
    std::vector<std::pair<uint32_t, std::string>> inputs;
    std::istringstream inputWords(columns[1]);
    std::string input;
    while (inputWords >> input) {
      size_t colon = input.find(':');
      inputs.push_back({(uint32_t)std::stoul(input.substr(0, colon)), input.substr(colon + 1)});
    }
    std::istringstream expectedWords(columns[4]);
    std::string expected, word;
    while (expectedWords >> word) expected += (expected.empty() ? "" : " ") + word;

    std::unique_ptr<FakeBoard> board(new FakeBoard());
    size_t keys = inputs[0].second.size();
    for (size_t k = 0; k < keys; k++) board->values[k] = inputs[0].second[k] == '1';
    Controller c(*board, caps8(SENSOR_PRESENCE));
    CHECK((long)c.configuration().scanMs == scanMs && (long)c.configuration().debounceMs == debounceMs);
    c.begin();
    board->received();
    std::string actual;
    for (uint32_t t = 0; t <= inputs.back().first; t++) {
      for (auto& i : inputs) {
        if (i.first == t) {
          for (size_t k = 0; k < keys; k++) board->values[k] = i.second[k] == '1';
        }
      }
      c.poll();
      for (auto& m : board->received()) {
        if (m.rfind("frame cause=change ", 0) != 0) continue;
        size_t at = m.find("time=") + 5, cellsAt = m.find("cells=") + 6;
        std::string levels;
        for (size_t k = 0; k < keys; k++) levels += m[cellsAt + k] == '#' ? '1' : '0';
        actual += (actual.empty() ? "" : " ") + m.substr(at, m.find(' ', at) - at) + ":" + levels;
      }
      board->now++;
    }
    if (actual.empty()) actual = "-";
    std::string name = columns[0].substr(0, columns[0].find_last_not_of(' ') + 1);
    currentTest = "debounce table: " + name;
    CHECK_EQ_STR(actual, expected);
    currentTest = "debounce table";
    cases++;
  }
  CHECK(cases >= 10);
  printf("debounce table: %d cases checked\n", cases);
}

static void testHallClassificationAndCalibration() {
  currentTest = "hall";
  static FakeBoard board;
  for (auto& v : board.values) v = 530;  // this board's sensors read 530 with nothing above them
  board.values[9] = 530 - 200;  // b2: a black disc (north pole down lowers the output)
  board.values[10] = 530 + 200;  // c2: white
  board.values[11] = 530 + 110;  // d2: 128 above the uncalibrated zero (512) reads white; 110 above its own zero does not
  Controller c(board, caps8(SENSOR_ANALOG));
  c.begin();
  auto msgs = board.received();
  CHECK_EQ_STR(msgs[1].substr(msgs[1].find("cells=")), "cells=---------XOO" + std::string(52, '-'));
  // Calibrating with the board empty takes each sensor's own zero; d2 is then empty.
  board.values[9] = board.values[10] = board.values[11] = 530;
  board.send(MSG_CALIBRATE, 1, {});
  board.run(c, 100);
  msgs = board.received();
  CHECK(contains(msgs, "ack ref-seq=1 ref-type=calibrate"));
  CHECK(board.calibrated && board.eeprom[0] == 530);
  board.values[11] = 530 + 100;
  board.values[12] = 530 - 130;
  board.run(c, 100);
  msgs = board.received();
  CHECK(contains(msgs, "frame cause=change"));
  for (auto& m : msgs) {
    if (m.rfind("frame cause=change", 0) == 0) {
      CHECK_EQ_STR(m.substr(m.find("cells=")), "cells=------------X" + std::string(51, '-'));
    }
  }
  board.send(MSG_REQUEST_RAW, 2, {});
  board.run(c, 1);
  msgs = board.received();
  CHECK(msgs.size() == 2 && msgs[1].find("values=530,530,530") != std::string::npos);
  // The calibration survives a restart.
  Controller again(board, caps8(SENSOR_ANALOG));
  again.begin();
  msgs = board.received();
  CHECK(msgs[1].find("cells=------------X---") != std::string::npos);
}

// SET_CALIBRATION: the host's measured empty values and per-square thresholds replace the single
// CONFIGURE threshold where set; they are stored, survive a restart, and a bad one changes nothing.
static Bytes calibrationBody(uint8_t first, const std::vector<uint16_t>& empty, const std::vector<uint8_t>& black,
                             const std::vector<uint8_t>& white) {
  Bytes body{first, (uint8_t)empty.size()};
  for (size_t i = 0; i < empty.size(); i++) {
    body.push_back((uint8_t)empty[i]);
    body.push_back((uint8_t)(empty[i] >> 8));
    body.push_back(black[i]);
    body.push_back(white[i]);
  }
  return body;
}

static void testPerSquareThresholds() {
  currentTest = "per-square thresholds";
  static FakeBoard board;
  for (auto& v : board.values) v = 512;
  board.values[0] = 600;  // a1: an offset sensor, empty at 600
  board.values[1] = 512;  // b1: a weak square, a disc moves it by 60 only
  Controller c(board, caps8(SENSOR_ANALOG));
  c.begin();
  auto msgs = board.received();
  // a1 reads 88 above the default empty value: under the threshold 120, so empty; b1 with a black disc (60 below) too.
  CHECK_EQ_STR(msgs[1].substr(msgs[1].find("cells=")), "cells=" + std::string(64, '-'));
  board.values[1] = 512 - 60;
  board.run(c, 100);
  CHECK(!contains(board.received(), "frame cause=change"));
  // The host sets a1's empty value to 600 (thresholds 0: CONFIGURE's 120) and b1's thresholds to 30 each.
  board.send(MSG_SET_CALIBRATION, 1, calibrationBody(0, {600, 512}, {0, 30}, {0, 30}));
  board.run(c, 100);
  msgs = board.received();
  CHECK(contains(msgs, "ack ref-seq=1 ref-type=set-calibration"));
  CHECK(c.emptyValue(0) == 600 && c.emptyValue(1) == 512 && c.emptyValue(2) == 512);
  CHECK(board.calibrated && board.eeprom[0] == 600 && board.thresholdsStored && board.eepromThresholds[2] == 30 &&
        board.eepromThresholds[3] == 30 && board.eepromThresholds[0] == 0);
  CHECK(contains(msgs, "frame cause=change"));
  CHECK_EQ_STR(msgs.back().substr(msgs.back().find("cells=")), "cells=-X" + std::string(62, '-'));
  // b1: 29 above its empty value is empty, 30 above is white; a1: 119 below is empty, 120 below black.
  board.values[1] = 512 + 29;
  board.values[0] = 600 - 119;
  board.run(c, 100);
  msgs = board.received();
  CHECK_EQ_STR(msgs.back().substr(msgs.back().find("cells=")), "cells=--" + std::string(62, '-'));
  board.values[1] = 512 + 30;
  board.values[0] = 600 - 120;
  board.run(c, 100);
  msgs = board.received();
  CHECK_EQ_STR(msgs.back().substr(msgs.back().find("cells=")), "cells=XO" + std::string(62, '-'));
  // A restart keeps them.
  Controller again(board, caps8(SENSOR_ANALOG));
  again.begin();
  msgs = board.received();
  CHECK_EQ_STR(msgs[1].substr(msgs[1].find("cells=")), "cells=XO" + std::string(62, '-'));
  // Refused, changing nothing: past the board's last square, an empty value over 1023, a count of 0, a short body.
  board.send(MSG_SET_CALIBRATION, 2, calibrationBody(63, {500, 500}, {9, 9}, {9, 9}));
  board.send(MSG_SET_CALIBRATION, 3, calibrationBody(64, {500}, {9}, {9}));
  board.send(MSG_SET_CALIBRATION, 4, calibrationBody(0, {500, 1024}, {9, 9}, {9, 9}));
  board.send(MSG_SET_CALIBRATION, 5, {0, 0});
  board.send(MSG_SET_CALIBRATION, 6, {0, 1, 0, 2, 9});
  board.run(again, 10);
  msgs = board.received();
  CHECK(msgs.size() == 5);
  if (msgs.size() == 5) {
    CHECK_EQ_STR(msgs[0], "nak ref-seq=2 ref-type=set-calibration code=bad-argument detail=1");
    CHECK_EQ_STR(msgs[1], "nak ref-seq=3 ref-type=set-calibration code=bad-argument detail=0");
    CHECK_EQ_STR(msgs[2], "nak ref-seq=4 ref-type=set-calibration code=bad-argument detail=6");
    CHECK_EQ_STR(msgs[3], "nak ref-seq=5 ref-type=set-calibration code=bad-argument detail=1");
    CHECK_EQ_STR(msgs[4], "nak ref-seq=6 ref-type=set-calibration code=bad-length detail=6");
  }
  CHECK(again.emptyValue(63) == 512 && again.emptyValue(0) == 600 && board.eeprom[63] != 500);
  // A reed matrix has no thresholds.
  static FakeBoard reed;
  Controller r(reed, caps8(SENSOR_PRESENCE));
  r.begin();
  reed.received();
  reed.send(MSG_SET_CALIBRATION, 7, calibrationBody(0, {500}, {9}, {9}));
  reed.run(r, 2);
  msgs = reed.received();
  CHECK(msgs.size() == 1 && msgs[0] == "nak ref-seq=7 ref-type=set-calibration code=unsupported detail=0");
  CHECK(!reed.thresholdsStored);
}
// ---- end of SET_CALIBRATION ----

static void testButtons() {
  currentTest = "buttons";
  static FakeBoard board;
  Controller c(board, caps8(SENSOR_PRESENCE));
  c.begin();
  board.received();
  board.run(c, 1000);
  board.received();
  // Pressed at 1000 ms, bouncing open across the next scan (every 5 ms): one event, dated at the first contact.
  board.buttons[1] = true;
  board.run(c, 3);
  board.buttons[1] = false;
  board.run(c, 4);
  board.buttons[1] = true;
  board.run(c, 80);
  board.buttons[1] = false;
  board.run(c, 83);
  auto msgs = board.received();
  CHECK(countOf(msgs, "button") >= 1);
  CHECK(countOf(msgs, "button") == countOf(msgs, "button side=white time=1000 count=1"));  // one press, maybe repeated
  // A contact shorter than the debounce time is no press, and does not date the next one.
  board.buttons[0] = true;
  board.run(c, 10);
  board.buttons[0] = false;
  board.run(c, 50);
  CHECK(board.now == 1230);
  board.buttons[0] = true;
  board.run(c, 80);
  msgs = board.received();
  CHECK(countOf(msgs, "button side=black") >= 1);
  CHECK(countOf(msgs, "button side=black") == countOf(msgs, "button side=black time=1230 count=1"));
}

// A press's BUTTON is repeated, unchanged, so that the host gets it through a damaged frame or a
// pulled cable: three times 50 ms apart, then with the button's last presses every heartbeat, and at
// once after HELLO_REQUEST.
static void testPressesAreRepeated() {
  currentTest = "press repeats";
  static FakeBoard board;
  Controller c(board, caps8(SENSOR_PRESENCE));
  c.begin();
  board.run(c, 1000);
  CHECK(countOf(board.received(), "button") == 0);  // nothing pressed, nothing repeated
  board.buttons[0] = true;
  board.run(c, 40);  // debounced after 30 ms: the press goes out at 1030
  board.buttons[0] = false;
  board.run(c, 160);  // to 1200: the quick repeats at 1080, 1130, 1180
  auto msgs = board.received();
  CHECK(countOf(msgs, "button") == 4);
  CHECK(countOf(msgs, "button side=black time=1000 count=1") == 4);
  board.run(c, 3000);  // then one every heartbeat (1 s)
  msgs = board.received();
  CHECK(countOf(msgs, "button side=black time=1000 count=1") == 3);
  CHECK(countOf(msgs, "button side=white") == 0);  // a button never pressed is never reported
  // A second press is repeated quickly on its own, then with the first every heartbeat, oldest first.
  board.buttons[0] = true;
  board.run(c, 60);
  board.buttons[0] = false;
  board.run(c, 1500);
  msgs = board.received();
  CHECK(countOf(msgs, "button side=black time=4200 count=2") == 5);
  CHECK(countOf(msgs, "button side=black time=1000 count=1") == 1);
  CHECK(msgs.size() >= 2 && msgs[msgs.size() - 2] == "button side=black time=1000 count=1" &&
        msgs.back() == "button side=black time=4200 count=2");
  // A host that connects again hears the last presses right after the board, oldest first, 2 ms apart.
  board.send(MSG_HELLO_REQUEST, 3, {});
  board.run(c, 4);
  msgs = board.received();
  CHECK(msgs.size() == 5);
  if (msgs.size() == 5) {
    CHECK(msgs[1].rfind("hello ", 0) == 0);
    CHECK(msgs[2].rfind("frame cause=request", 0) == 0);
    CHECK_EQ_STR(msgs[3], "button side=black time=1000 count=1");
    CHECK_EQ_STR(msgs[4], "button side=black time=4200 count=2");
  }
  // Four presses are kept: the fifth pushes the first out.
  for (int i = 0; i < 3; i++) {
    board.buttons[1] = true;
    board.run(c, 60);
    board.buttons[1] = false;
    board.run(c, 60);
  }
  for (int i = 0; i < 3; i++) {
    board.buttons[0] = true;
    board.run(c, 60);
    board.buttons[0] = false;
    board.run(c, 60);
  }
  board.received();
  board.send(MSG_HELLO_REQUEST, 4, {});
  board.run(c, 15);
  msgs = board.received();
  // The history, oldest first per button (a quick repeat of the latest press may fall in between).
  std::vector<std::string> history;
  for (auto& m : msgs) {
    if (m.rfind("button", 0) != 0) continue;
    std::string press = m.substr(0, m.find(" time=")) + m.substr(m.find(" count="));
    if (history.empty() || history.back() != press) history.push_back(press);
  }
  CHECK(msgs.size() >= 10 && msgs[1].rfind("hello ", 0) == 0 && msgs[2].rfind("frame cause=request", 0) == 0);
  std::string order;
  for (auto& h : history) order += h + ";";
  CHECK_EQ_STR(order, "button side=black count=2;button side=black count=3;button side=black count=4;button side=black count=5;"
                      "button side=white count=1;button side=white count=2;button side=white count=3;");
}

static void testCommandsAndErrors() {
  currentTest = "commands";
  static FakeBoard board;
  Controller c(board, caps8(SENSOR_PRESENCE));
  c.begin();
  board.received();
  Bytes leds(66, 0);
  leds[0] = 8;
  leds[1] = 8;
  leds[2 + 0] = 0x10;   // a1 steady red
  leds[2 + 9] = 0x32;   // b2 fast blue
  board.send(MSG_SET_LEDS, 1, leds);
  board.run(c, 3);  // a poll reads at most 64 bytes
  CHECK(contains(board.received(), "ack ref-seq=1 ref-type=set-leds"));
  CHECK(c.ledPlan()[0] == 0x10 && c.ledPlan()[9] == 0x32 && c.ledPlanChanges() == 1);
  CHECK(!board.ledFrames.empty());
  Bytes last = board.ledFrames.back();
  CHECK(last.size() == 64 * 3 && last[0] == 64 && last[1] == 0 && last[2] == 0);  // red at brightness 64
  // The fast blink changes the LEDs four times a second; nothing else does.
  size_t before = board.ledFrames.size();
  board.run(c, 1000);
  CHECK(board.ledFrames.size() - before == 8);
  board.received();

  Bytes wrongGrid = leds;
  wrongGrid[0] = wrongGrid[1] = 10;
  wrongGrid.resize(102, 0);
  board.send(MSG_SET_LEDS, 2, wrongGrid);
  board.send(MSG_SET_DISPLAY, 3, {5, '1', '2', ':', '3', '4', 4, '9', ':', '5', '9'});
  board.send(MSG_CONFIGURE, 4, {10, 0, 50, 0, 0xE8, 0x03, 120, 0, 255});
  board.send(0x99, 5, {});
  board.send(MSG_PING, 6, {1});
  board.send(MSG_CALIBRATE, 7, {});  // a reed matrix has nothing to calibrate
  board.run(c, 5);
  auto msgs = board.received();
  CHECK(msgs.size() == 6);
  if (msgs.size() != 6) return;
  CHECK_EQ_STR(msgs[0], "nak ref-seq=2 ref-type=set-leds code=bad-argument detail=0");
  CHECK(msgs[1].rfind("ack ref-seq=3 ref-type=set-display", 0) == 0);
  CHECK(msgs[2].rfind("ack ref-seq=4 ref-type=configure", 0) == 0);
  CHECK_EQ_STR(msgs[3], "nak ref-seq=5 ref-type=0x99 code=unknown-type detail=153");
  CHECK_EQ_STR(msgs[4], "nak ref-seq=6 ref-type=ping code=bad-length detail=0");
  CHECK_EQ_STR(msgs[5], "nak ref-seq=7 ref-type=calibrate code=unsupported detail=0");
  CHECK(strcmp(c.displayText(0), "12:34") == 0 && strcmp(c.displayText(1), "9:59") == 0);
  CHECK(c.configuration().scanMs == 10 && c.configuration().heartbeatMs == 1000 && c.configuration().brightness == 255);
  CHECK(!board.segments[0].empty() && board.segments[0].back() == Bytes({0x06, 0x5B | 0x80, 0x4F, 0x66}));
  CHECK(board.segments[1].back() == Bytes({0x00, 0x6F | 0x80, 0x6D, 0x6F}));

  // A corrupted command is refused without acting on it, and the next good one goes through.
  Bytes frame = encodeFrame(MSG_SET_LEDS, 8, Bytes(66, 0));
  frame[10] ^= 0x40;  // (never to 0x00: that would split it in two)
  for (uint8_t b : frame) board.input.push_back(b);
  board.send(2, 9, {});  // version is right, type is the controller's own: unknown to it as a command
  board.send(MSG_PING, 10, {});
  board.run(c, 5);
  msgs = board.received();
  CHECK(msgs.size() == 3);
  if (msgs.size() != 3) return;
  CHECK_EQ_STR(msgs[0], "nak ref-seq=0 ref-type=0x00 code=corrupt detail=0");
  CHECK_EQ_STR(msgs[1], "nak ref-seq=9 ref-type=frame code=unknown-type detail=2");
  CHECK(msgs[2].rfind("ack ref-seq=10 ref-type=ping", 0) == 0);
  CHECK(c.ledPlan()[0] == 0x10 && c.corruptFrames() == 1);
  // Oversized: 300 bytes without a delimiter.
  for (int i = 0; i < 300; i++) board.input.push_back(0x55);
  board.input.push_back(0);
  board.run(c, 10);
  msgs = board.received();
  CHECK(msgs.size() == 1 && msgs[0] == "nak ref-seq=0 ref-type=0x00 code=oversized detail=0");
}

// The Octi board: a 9x9 grid's HELLO, its 28-byte FRAME with i9 (square 80) alone in the last cell byte,
// and SET_LEDS of 81 squares taken, of 64 refused.
static void testNineByNine() {
  currentTest = "9x9";
  static FakeBoard board;
  board.cols = 9;
  board.values[80] = 1;  // i9 closed
  board.values[40] = 1;  // e5
  Controller c(board, Capabilities{9, 9, SENSOR_PRESENCE, LED_RGB, LAYOUT_SQUARE, 2, DISPLAY_SEGMENTS, 4});
  c.begin();
  auto msgs = board.received();
  CHECK(msgs.size() == 2);
  if (msgs.size() != 2) return;
  CHECK(msgs[0].find(" rows=9 cols=9 sensor=presence ") != std::string::npos);
  CHECK_EQ_STR(msgs[1], "frame cause=request time=0 rows=9 cols=9 cells=" + std::string(40, '-') + "#" + std::string(39, '-') + "#");
  uint8_t body[kMaxBody];
  FrameReport f;
  f.cause = CAUSE_CHANGE;
  f.timeMs = 0;
  f.rows = f.cols = 9;
  memset(f.cells, 0, sizeof f.cells);
  setCell(f.cells, 80, READ_OCCUPIED);
  CHECK(cellBytes(9, 9) == 21 && encodeFrameReport(f, body) == 28 && body[27] == READ_OCCUPIED);
  Bytes leds(2 + 81, 0);
  leds[0] = leds[1] = 9;
  leds[2 + 80] = 0x12;  // i9 steady blue
  board.send(MSG_SET_LEDS, 1, leds);
  Bytes eight(2 + 64, 0);
  eight[0] = eight[1] = 8;
  board.send(MSG_SET_LEDS, 2, eight);
  board.run(c, 5);
  msgs = board.received();
  CHECK(contains(msgs, "ack ref-seq=1 ref-type=set-leds"));
  CHECK(contains(msgs, "nak ref-seq=2 ref-type=set-leds code=bad-argument detail=0"));
  CHECK(c.ledPlan()[80] == 0x12);
  CHECK(!board.ledFrames.empty() && board.ledFrames.back().size() == 81 * 3 && board.ledFrames.back()[80 * 3 + 2] == 64);
}

static void testWrongVersion() {
  currentTest = "version";
  static FakeBoard board;
  Controller c(board, caps8(SENSOR_PRESENCE));
  c.begin();
  board.received();
  uint8_t frame[kMaxFrame];
  size_t n = buildFrame(MSG_PING, 4, nullptr, 0, frame);
  frame[0] = 2;
  uint16_t crc = crc16(frame, n - 2);
  putU16(frame + n - 2, crc);
  uint8_t enc[300];
  size_t e = cobsEncode(frame, n, enc);
  for (size_t i = 0; i < e; i++) board.input.push_back(enc[i]);
  board.input.push_back(0);
  board.run(c, 1);
  auto msgs = board.received();
  CHECK(msgs.size() == 1);
  CHECK_EQ_STR(msgs[0], "nak ref-seq=4 ref-type=ping code=bad-version detail=1");
}

static void testSegments() {
  currentTest = "segments";
  uint8_t s[4];
  layoutSegments("1:05", s, 4);
  CHECK(s[0] == 0x00 && s[1] == (0x06 | 0x80) && s[2] == 0x3F && s[3] == 0x6D);
  layoutSegments("12345", s, 4);
  CHECK(s[0] == 0x06 && s[3] == 0x66);
  layoutSegments("", s, 4);
  CHECK(s[0] == 0 && s[3] == 0);
  layoutSegments("FLAG", s, 4);
  CHECK(s[0] == 0x71 && s[1] == 0x38 && s[2] == 0x77 && s[3] == 0x3D);
}

// ---- the LED chain's order ----

// Each square's place on the chain, as a picture: one line per row from row 1, columns from a.
static std::string chainPicture(uint8_t order, uint8_t rows, uint8_t cols) {
  std::string s;
  char n[8];
  for (uint8_t r = 0; r < rows; r++) {
    for (uint8_t c = 0; c < cols; c++) {
      snprintf(n, sizeof n, c ? " %2d" : "%2d", chainPosition(order, rows, cols, (uint8_t)(r * cols + c)));
      s += n;
    }
    s += "\n";
  }
  return s;
}

static void testLedChainOrders() {
  currentTest = "led chain";
  // A strip laid in a zig-zag from a1 along the rows: every other row runs back.
  CHECK_EQ_STR(chainPicture(CHAIN_SERPENTINE, 8, 8),
               " 0  1  2  3  4  5  6  7\n"
               "15 14 13 12 11 10  9  8\n"
               "16 17 18 19 20 21 22 23\n"
               "31 30 29 28 27 26 25 24\n"
               "32 33 34 35 36 37 38 39\n"
               "47 46 45 44 43 42 41 40\n"
               "48 49 50 51 52 53 54 55\n"
               "63 62 61 60 59 58 57 56\n");
  // Straight from a1 along the rows is the order of the squares themselves (the only order before firmware 1.2.0).
  for (uint8_t i = 0; i < 64; i++) CHECK(chainSquare(0, 8, 8, i) == i);
  // 9x9 from i9 along the columns, serpentine: up column i, down column h, ...
  CHECK_EQ_STR(chainPicture(CHAIN_SERPENTINE | CHAIN_COLUMNS | CHAIN_LAST_COL | CHAIN_LAST_ROW, 9, 9),
               "80 63 62 45 44 27 26  9  8\n"
               "79 64 61 46 43 28 25 10  7\n"
               "78 65 60 47 42 29 24 11  6\n"
               "77 66 59 48 41 30 23 12  5\n"
               "76 67 58 49 40 31 22 13  4\n"
               "75 68 57 50 39 32 21 14  3\n"
               "74 69 56 51 38 33 20 15  2\n"
               "73 70 55 52 37 34 19 16  1\n"
               "72 71 54 53 36 35 18 17  0\n");
  // 10x10 from j1 along the rows, straight: every row from column j.
  CHECK_EQ_STR(chainPicture(CHAIN_LAST_COL, 10, 10).substr(0, 60),
               " 9  8  7  6  5  4  3  2  1  0\n"
               "19 18 17 16 15 14 13 12 11 10\n");
  // Every order on every grid: one LED per square, the first at the named corner, and the chain never
  // jumps within a line (nor, serpentine, from one line to the next).
  const uint8_t sides[3] = {8, 9, 10};
  for (uint8_t side : sides) {
    for (uint8_t order = 0; order < kLedChainOrders; order++) {
      bool seen[kMaxSquares] = {false};
      bool whole = true, adjacent = true;
      uint8_t squares = (uint8_t)(side * side);
      for (uint8_t p = 0; p < squares; p++) {
        uint8_t sq = chainSquare(order, side, side, p);
        whole = whole && sq < squares && !seen[sq] && chainPosition(order, side, side, sq) == p;
        if (sq < squares) seen[sq] = true;
        if (p == 0) continue;
        uint8_t before = chainSquare(order, side, side, (uint8_t)(p - 1));
        int dr = sq / side - before / side, dc = sq % side - before % side;
        bool newLine = p % side == 0;
        if (!newLine || (order & CHAIN_SERPENTINE)) adjacent = adjacent && abs(dr) + abs(dc) == 1;
      }
      CHECK(whole);
      CHECK(adjacent);
      uint8_t first = chainSquare(order, side, side, 0);
      CHECK(first / side == (order & CHAIN_LAST_ROW ? side - 1 : 0));
      CHECK(first % side == (order & CHAIN_LAST_COL ? side - 1 : 0));
      uint8_t second = chainSquare(order, side, side, 1);
      CHECK((order & CHAIN_COLUMNS) ? second % side == first % side : second / side == first / side);
    }
  }

  // The controller sends its LEDs in the order the host names, and refuses an order that is none.
  static FakeBoard board;
  Controller c(board, caps8(SENSOR_PRESENCE));
  c.begin();
  board.received();
  board.send(MSG_SET_LED_CHAIN, 1, {CHAIN_SERPENTINE});
  board.send(MSG_SET_LED_CHAIN, 2, {0x10});
  board.send(MSG_SET_LED_CHAIN, 3, {CHAIN_SERPENTINE, 0});
  Bytes leds(66, 0);
  leds[0] = leds[1] = 8;
  leds[2 + 8] = 0x11;  // a2 steady green
  board.send(MSG_SET_LEDS, 4, leds);
  board.run(c, 5);
  auto msgs = board.received();
  CHECK(msgs.size() == 4);
  if (msgs.size() != 4) return;
  CHECK(msgs[0].rfind("ack ref-seq=1 ref-type=set-led-chain", 0) == 0);
  CHECK_EQ_STR(msgs[1], "nak ref-seq=2 ref-type=set-led-chain code=bad-argument detail=0");
  CHECK_EQ_STR(msgs[2], "nak ref-seq=3 ref-type=set-led-chain code=bad-length detail=1");
  CHECK(msgs[3].rfind("ack ref-seq=4 ref-type=set-leds", 0) == 0);
  CHECK(c.ledChainOrder() == CHAIN_SERPENTINE);
  Bytes chain = board.ledFrames.back();
  CHECK(chain.size() == 64 * 3);
  for (size_t led = 0; led < 64 && chain.size() == 64 * 3; led++) {
    bool lit = chain[led * 3 + 1] != 0;
    CHECK(lit == (led == 15));  // a2 is the 16th LED: row 2 runs back from h2
  }
  // A board without LEDs has no chain to order.
  static FakeBoard dark;
  Controller d(dark, Capabilities{8, 8, SENSOR_PRESENCE, LED_NONE, LAYOUT_SQUARE, 2, DISPLAY_SEGMENTS, 4});
  d.begin();
  dark.received();
  dark.send(MSG_SET_LED_CHAIN, 1, {CHAIN_SERPENTINE});
  dark.run(d, 2);
  msgs = dark.received();
  CHECK(msgs.size() == 1 && msgs[0] == "nak ref-seq=1 ref-type=set-led-chain code=unsupported detail=0");
}

int main(int argc, char** argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: unit-tests VECTORS DEBOUNCE-TABLE\n");
    return 2;
  }
  testCrc();
  testCobs();
  testVectors(argv[1]);
  testFuzz();
  testStartAndHandshake();
  testDebounceAndHeartbeat();
  testDebounceTable(argv[2]);
  testHallClassificationAndCalibration();
  testPerSquareThresholds();
  testButtons();
  testPressesAreRepeated();
  testCommandsAndErrors();
  testNineByNine();
  testWrongVersion();
  testSegments();
  testLedChainOrders();
  printf("firmware unit tests: %d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
