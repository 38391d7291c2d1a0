// othellier board controller: scans the sensor matrix, drives the LEDs and the clock displays, reads
// the clock buttons, and talks to the Raspberry Pi over USB serial with the protocol of
// ../PROTOCOL.md. The logic lives in src/ (portable C++, unit-tested on the host); this file wires
// it to the pins with the Arduino API. The host simulator compiles this same file.
#include <Arduino.h>
#include <EEPROM.h>
#include <new>

#include "src/board_config.h"
#include "src/controller.h"
#include "src/tm1637.h"
#include "src/ws2812.h"

static_assert(OTH_ROWS * OTH_COLS <= OTH_SQUARES, "OTH_SQUARES must make room for every square (set it for all files)");

// What this board has; the host simulator changes it before setup() to simulate other boards.
oth::Capabilities capabilities = {
    OTH_ROWS, OTH_COLS, (uint8_t)(OTH_SENSOR), oth::LED_RGB, oth::LAYOUT_SQUARE,
    OTH_BUTTONS, oth::DISPLAY_SEGMENTS, OTH_DISPLAY_WIDTH,
};

namespace {

const uint16_t kCalibrationMagic = 0x0CA1;  // marks a stored calibration; bump when its layout changes
// The thresholds (SET_CALIBRATION) follow the largest board's empty values, behind a mark of their own.
const int kThresholdsAt = 4 + 2 * oth::kMaxSquares;
const uint16_t kThresholdsMagic = 0x7E5D;

class ArduinoHardware : public oth::Hardware {
 public:
  uint32_t millis() override { return ::millis(); }
  int readByte() override { return Serial.available() > 0 ? Serial.read() : -1; }
  void writeByte(uint8_t b) override { Serial.write(b); }

  void sampleRow(uint8_t row, uint16_t* values) override {
    if (capabilities.sensor == oth::SENSOR_ANALOG) {
      for (uint8_t c = 0; c < capabilities.cols; c++) {
        uint8_t square = (uint8_t)(row * capabilities.cols + c);
        uint8_t channel = square & 15;
        for (uint8_t bit = 0; bit < 4; bit++) digitalWrite(pins::kMuxSelect[bit], (channel >> bit) & 1 ? HIGH : LOW);
        delayMicroseconds(4);  // the multiplexer and the ADC's sample capacitor settle
        values[c] = (uint16_t)analogRead(pins::kMuxSignal[square >> 4]);
      }
      return;
    }
    // Reed matrix: only the scanned row is driven (low); the others float so their diodes block.
    pinMode(pins::kRows[row], OUTPUT);
    digitalWrite(pins::kRows[row], LOW);
    delayMicroseconds(10);
    for (uint8_t c = 0; c < capabilities.cols; c++) values[c] = digitalRead(pins::kCols[c]) == LOW ? 1 : 0;
    pinMode(pins::kRows[row], INPUT);
  }

  bool buttonDown(uint8_t side) override { return digitalRead(pins::kButtons[side]) == LOW; }

  void beginLeds() override { oth::ws2812Begin(pins::kLedData); }
  void putLed(uint8_t red, uint8_t green, uint8_t blue) override { oth::ws2812Put(red, green, blue); }
  void endLeds() override { oth::ws2812End(); }

  void showSegments(uint8_t side, const uint8_t* segments, uint8_t count) override {
    oth::tm1637Write(pins::kDisplayClock[side], pins::kDisplayData[side], segments, count, 255);
  }

  bool loadCalibration(uint16_t* baselines, size_t count) override {
    uint16_t magic, stored;
    EEPROM.get(0, magic);
    EEPROM.get(2, stored);
    if (magic != kCalibrationMagic || stored != count) return false;
    for (size_t i = 0; i < count; i++) EEPROM.get((int)(4 + 2 * i), baselines[i]);
    return true;
  }

  void storeCalibration(const uint16_t* baselines, size_t count) override {
    EEPROM.put(0, kCalibrationMagic);
    EEPROM.put(2, (uint16_t)count);
    for (size_t i = 0; i < count; i++) EEPROM.put((int)(4 + 2 * i), baselines[i]);  // put() skips unchanged cells
  }

  bool loadThresholds(uint8_t* thresholds, size_t count) override {
    uint16_t magic, stored;
    EEPROM.get(kThresholdsAt, magic);
    EEPROM.get(kThresholdsAt + 2, stored);
    if (magic != kThresholdsMagic || stored != count) return false;
    for (size_t i = 0; i < 2 * count; i++) EEPROM.get((int)(kThresholdsAt + 4 + i), thresholds[i]);
    return true;
  }

  void storeThresholds(const uint8_t* thresholds, size_t count) override {
    EEPROM.put(kThresholdsAt, kThresholdsMagic);
    EEPROM.put(kThresholdsAt + 2, (uint16_t)count);
    for (size_t i = 0; i < 2 * count; i++) EEPROM.put((int)(kThresholdsAt + 4 + i), thresholds[i]);
  }
};

ArduinoHardware hardware;
alignas(oth::Controller) uint8_t controllerMemory[sizeof(oth::Controller)];
oth::Controller* controller;

}  // namespace

oth::Controller& boardController() { return *controller; }

void setup() {
  Serial.begin(115200);
  if (capabilities.sensor == oth::SENSOR_ANALOG) {
    for (uint8_t bit = 0; bit < 4; bit++) pinMode(pins::kMuxSelect[bit], OUTPUT);
  } else {
    for (uint8_t r = 0; r < capabilities.rows; r++) pinMode(pins::kRows[r], INPUT);
    for (uint8_t c = 0; c < capabilities.cols; c++) pinMode(pins::kCols[c], INPUT_PULLUP);
  }
  for (uint8_t side = 0; side < capabilities.buttons; side++) pinMode(pins::kButtons[side], INPUT_PULLUP);
  // Made here rather than as a static so that the capabilities are final; setup() again is a reset.
  controller = new (controllerMemory) oth::Controller(hardware, capabilities);
  controller->begin();
}

void loop() { controller->poll(); }
