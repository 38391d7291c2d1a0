// The board controller's logic: scanning and debouncing the sensors, reading the buttons, answering
// the host's commands and showing the LED plan and the clock texts. Everything that touches a pin
// goes through Hardware, so the same code runs on the board, in the host simulator and in unit tests.
#pragma once
#include <stddef.h>
#include <stdint.h>

#include "protocol.h"

namespace oth {

const uint8_t kFirmwareMajor = 1, kFirmwareMinor = 2, kFirmwarePatch = 0;  // 1.2.0: SET_LED_CHAIN

// A press's BUTTON goes out again kPressRepeats times, kPressRepeatMs apart; then, every heartbeat
// period, each button's last kPressHistory presses go out again: the host keeps a press whose BUTTON a
// bad cable damaged, and drops the repeats by their count (PROTOCOL.md, "Presses").
const uint8_t kPressRepeats = 3;
const uint16_t kPressRepeatMs = 50;
// The presses repeated every heartbeat and after a requested HELLO, oldest first: the host gets the
// presses made while the cable was out, or whose BUTTONs were all damaged.
const uint8_t kPressHistory = 4;
// Those repeats go out one at a time, this far apart: a burst would fill the UART's transmit buffer,
// and while the firmware waits for it the receive buffer (64 bytes on an AVR) overflows.
const uint8_t kHistoryGapMs = 2;
// And at most once a second, however short the heartbeat: they cost up to eight frames each time.
const uint16_t kMinHistoryPeriodMs = 1000;

// What this board has; announced in HELLO.
struct Capabilities {
  uint8_t rows, cols;
  uint8_t sensor;  // SensorKindCode: the reference firmware reads SENSOR_PRESENCE (reed matrix) and SENSOR_ANALOG (Hall)
  uint8_t ledKind, ledLayout;
  uint8_t buttons;
  uint8_t display, displayWidth;
};

class Hardware {
 public:
  virtual uint32_t millis() = 0;
  virtual int readByte() = 0;  // -1 when nothing is waiting
  virtual void writeByte(uint8_t b) = 0;
  virtual void endFrame() {}   // a whole frame has been written
  // Reads one row of sensors: 1 or 0 for a switch (closed = something there), the ADC value for a Hall sensor.
  virtual void sampleRow(uint8_t row, uint16_t* values) = 0;
  virtual bool buttonDown(uint8_t side) = 0;
  virtual void beginLeds() = 0;
  virtual void putLed(uint8_t red, uint8_t green, uint8_t blue) = 0;
  virtual void endLeds() = 0;
  // Seven-segment bytes (bit 0 = segment a ... bit 6 = g, bit 7 = the point or colon after it).
  virtual void showSegments(uint8_t side, const uint8_t* segments, uint8_t count) = 0;
  virtual bool loadCalibration(uint16_t* baselines, size_t count) = 0;
  virtual void storeCalibration(const uint16_t* baselines, size_t count) = 0;
  // Each square's two Hall thresholds (black, white: 2 * count bytes, see SET_CALIBRATION), kept across restarts.
  virtual bool loadThresholds(uint8_t* thresholds, size_t count) = 0;
  virtual void storeThresholds(const uint8_t* thresholds, size_t count) = 0;
  // A Hardware is never destroyed through this interface (the firmware keeps one for ever).
 protected:
  ~Hardware() {}
};

#ifndef OTH_SQUARES
#define OTH_SQUARES 100  // the squares this build has room for; a board build sets its own
#endif

// Seven-segment font for the clock texts; unknown characters are blank. Exposed for tests.
uint8_t sevenSegment(char c);
// Lays out text right-aligned on count digits, '.' and ':' lighting the point after the previous digit.
void layoutSegments(const char* text, uint8_t* segments, uint8_t count);

class Controller {
 public:
  Controller(Hardware& hw, const Capabilities& caps);

  void begin();  // at power-up: load the calibration, read the board once, announce HELLO and the frame
  void poll();   // call as often as possible

  // State the simulator and the tests look at.
  const uint8_t* ledPlan() const { return leds_; }
  uint16_t ledPlanChanges() const { return ledChanges_; }
  const char* displayText(uint8_t side) const { return side == 0 ? display_.black : display_.white; }
  uint16_t displayChanges() const { return displayChanges_; }
  uint8_t stableReading(size_t square) const { return squares_[square].stable; }
  uint16_t emptyValue(size_t square) const { return baselines_[square]; }
  uint16_t corruptFrames() const { return corrupt_; }
  const Configure& configuration() const { return config_; }
  uint8_t ledChainOrder() const { return chainOrder_; }

 private:
  struct Square {
    uint8_t stable : 2;
    uint8_t candidate : 2;
    uint8_t count;  // consecutive scans the candidate has been read, up to 255
  };
  struct Button {
    bool stable, candidate;
    bool contact;    // pressed since the last stable release: a press being debounced
    uint8_t count;
    uint32_t since;  // when that contact was first read
    uint16_t presses;
    uint32_t contacts[kPressHistory];  // the first contact of the last presses, latest last
    uint8_t kept;         // how many of them there are
    uint32_t repeatAt;    // when the latest press's BUTTON goes out again quickly
    uint32_t historyAt;   // when the last presses go out again (every heartbeat, whatever the presses)
    uint8_t historyLeft;  // of them, how many are still to go this time (the oldest first)
    uint8_t quickRepeats; // repeats left before they slow down to one a heartbeat
  };

  void receive(uint8_t byte);
  void handle(uint8_t type, uint8_t seq, const uint8_t* body, size_t n);
  void setCalibration(uint8_t seq, const uint8_t* body, size_t n);
  void scan(uint32_t now);
  void scanButtons(uint32_t now);
  void repeatPresses(uint32_t now);
  void sendButton(uint8_t side, uint8_t back);  // back: 0 the latest press, 1 the one before...
  void renderLeds(uint32_t now, bool force);
  void renderDisplay();
  uint8_t classify(size_t square, uint16_t value) const;
  uint8_t requiredScans() const;
  void sendFrame(uint8_t cause);
  void sendHello();
  void sendRaw();
  void sendAck(uint8_t seq, uint8_t type);
  void sendNak(uint8_t seq, uint8_t type, uint8_t code, uint8_t detail);
  void send(uint8_t type, size_t bodyLength);  // the body is in out_ + kHeaderLength

  Hardware& hw_;
  Capabilities caps_;
  Configure config_;
  uint8_t chainOrder_ = 0;  // LedChainFlag: set by the host, like the settings (a1 first, row by row, until then)
  FrameReader reader_;
  uint8_t out_[kMaxFrame];
  uint8_t seq_ = 0;
  Square squares_[OTH_SQUARES];
  uint16_t baselines_[OTH_SQUARES];
  uint8_t thresholds_[OTH_SQUARES][2];  // per square: black, white distance from the empty value; 0: config_.threshold
  uint8_t leds_[OTH_SQUARES];
  Button buttons_[2];
  SetDisplay display_;
  uint32_t lastScan_ = 0, lastFrameSent_ = 0, historySentAt_ = 0;
  uint8_t blinkPhase_ = 0;
  bool ledsDirty_ = true, displayDirty_ = true;
  uint16_t ledChanges_ = 0, displayChanges_ = 0, corrupt_ = 0;
};

}  // namespace oth
