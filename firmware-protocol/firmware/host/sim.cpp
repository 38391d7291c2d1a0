// The board controller simulator: the firmware (firmware.ino and src/) running on a PC against a
// simulated board. It opens a pseudo-terminal for the host side of the link, prints
// "PTY <path>" as its first line, and then reads commands on standard input:
//
//   board SQUARES          the whole board, one of - # X O per square, row by row from a1 (spaces ignored)
//   put SQUARE READING     one square, e.g. "put d3 X"
//   analog SQUARE VALUE    a Hall sensor's raw ADC value (0..1023), until the square's disc changes
//   sensor SQUARE EMPTY FIELD  how the Hall sensor under SQUARE reads from now on: EMPTY with nothing on
//                          it (default 512), and a disc moves it by FIELD counts (default 300), down for
//                          black, up for white (clipped to 0..1023): an offset sensor, a weak magnet
//   press black|white [MS] a clock button, held MS milliseconds (default 60); refused while still held
//   reset                  the controller restarts (as after a watchdog reset; the port stays)
//   quit                   (or end of input) the simulator stops
//
// Options: --rows, --cols (6..10, default 8), --sensor hall|reed (default hall), --link PATH (a
// symbolic link to the terminal, replaced at each start, so that a restarted simulator keeps its
// path), --board SQUARES (the board at power-up).
//
// It answers each command with "OK" or "ERROR <why>", and prints "LEDS ..." (the plan, square by square
// from a1) and "DISPLAY <black>|<white>" whenever the controller applies a new LED plan or clock text,
// "CHAIN ..." whenever what goes down the WS2812 chain changes (LED by LED in the chain's order, a colour
// letter or . for dark: blinking shows as alternating lines), and "RELEASED black|white" when a pressed
// button is let go (a script waits for it before pressing again).
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include <string>

#include "../src/board_config.h"
#include "../src/controller.h"
#include "../src/ws2812.h"
#include "Arduino.h"
#include "EEPROM.h"

extern oth::Capabilities capabilities;
oth::Controller& boardController();
void setup();
void loop();

HostSerial Serial;
HostEeprom EEPROM;

namespace {

const int kPins = 70;
uint8_t pinModes[kPins], pinValues[kPins];
uint8_t board[oth::kMaxSquares];      // what stands on each square (ReadingCode)
uint16_t hall[oth::kMaxSquares];      // the Hall sensors' ADC values
uint16_t hallEmpty[oth::kMaxSquares];  // each sensor's reading with nothing on it (the sensor command)
uint16_t hallField[oth::kMaxSquares];  // how far a disc moves it
bool buttonHeld[2];
unsigned long buttonReleaseAt[2];
int master = -1;
uint16_t reportedLedChanges = 0, reportedDisplayChanges = 0;  // what reportChanges() last printed
std::string shownChain;  // the last CHAIN line printed
const char* initialBoard = nullptr;
const char* linkPath = nullptr;
uint8_t rxBuffer[4096];
size_t rxFill = 0, rxRead = 0;
uint8_t txBuffer[4096];
size_t txFill = 0;
unsigned long droppedBytes = 0;
double clockBase = 0;

double monotonicMs() {
  timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

const uint16_t kEmptyHall = 512, kHallSwing = 300;

int squareCount() { return capabilities.rows * capabilities.cols; }

void setSquare(int square, uint8_t reading) {
  board[square] = reading;
  int empty = hallEmpty[square], field = hallField[square];
  int value = reading == oth::READ_BLACK ? empty - field : reading == oth::READ_WHITE ? empty + field : empty;
  hall[square] = (uint16_t)(value < 0 ? 0 : value > 1023 ? 1023 : value);  // the ADC's range
}

void removeLink() {
  if (linkPath) unlink(linkPath);
}

void onSignal(int) {
  removeLink();
  _exit(0);
}

void openPty() {
  master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0) {
    perror("sim: cannot open a pseudo-terminal");
    exit(1);
  }
  const char* path = ptsname(master);
  // The simulator keeps the terminal side open itself, in raw mode: the port then never hangs up
  // between two connections of the host, and never echoes the controller's bytes back to it.
  int slave = open(path, O_RDWR | O_NOCTTY);
  if (slave < 0) {
    perror("sim: cannot open the terminal side");
    exit(1);
  }
  termios t;
  tcgetattr(slave, &t);
  cfmakeraw(&t);
  tcsetattr(slave, TCSANOW, &t);
  fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK);
  if (linkPath) {
    unlink(linkPath);
    if (symlink(path, linkPath) != 0) {
      perror("sim: cannot make the --link");
      exit(1);
    }
    atexit(removeLink);
  }
  printf("PTY %s\n", linkPath ? linkPath : path);
  fflush(stdout);
}

void fillRx() {
  if (rxRead == rxFill) rxRead = rxFill = 0;
  if (rxFill == sizeof rxBuffer) return;
  ssize_t n = read(master, rxBuffer + rxFill, sizeof rxBuffer - rxFill);
  if (n > 0) rxFill += (size_t)n;
}

void flushTx() {
  size_t at = 0;
  while (at < txFill) {
    ssize_t n = write(master, txBuffer + at, txFill - at);
    if (n <= 0) {  // nobody reads: a UART's bytes would be lost the same way
      droppedBytes += txFill - at;
      break;
    }
    at += (size_t)n;
  }
  txFill = 0;
}

// A whole decimal number, nothing before or after it ("3", not "3-junk" or "3 "); -1 otherwise.
int parseNumber(const char* text) {
  if (!*text) return -1;
  long value = 0;
  for (const char* p = text; *p; p++) {
    if (*p < '0' || *p > '9' || value > 100000) return -1;
    value = value * 10 + (*p - '0');
  }
  return (int)value;
}

int parseSquare(const std::string& name) {
  if (name.size() < 2) return -1;
  int col = name[0] - 'a';
  int row = parseNumber(name.c_str() + 1) - 1;
  if (col < 0 || col >= capabilities.cols || row < 0 || row >= capabilities.rows) return -1;
  return row * capabilities.cols + col;
}

int parseReading(char c) {
  switch (c) {
    case '-': case '.': return oth::READ_EMPTY;
    case '#': return oth::READ_OCCUPIED;
    case 'X': case 'x': return oth::READ_BLACK;
    case 'O': case 'o': return oth::READ_WHITE;
    default: return -1;
  }
}

// A reed switch sees any disc; a Hall sensor needs to know the disc's colour.
const char* placeable(int reading) {
  if (reading == oth::READ_OCCUPIED && capabilities.sensor == oth::SENSOR_ANALOG) {
    return "Hall sensors see a colour: use X or O, not #";
  }
  return nullptr;
}

std::string command(const std::string& line) {
  char word[32] = {0}, arg1[512] = {0}, arg2[64] = {0}, extra[8] = {0};
  int n = sscanf(line.c_str(), "%31s %511s %63s %7s", word, arg1, arg2, extra);
  if (n <= 0) return "";
  std::string cmd = word;
  if (n > 3 && cmd != "board" && cmd != "sensor") return "ERROR " + cmd + " takes at most two arguments: '" + line + "'";
  if (cmd == "board") {
    std::string squares;
    for (const char* p = line.c_str() + 5; *p; p++) if (*p != ' ' && *p != '\t' && *p != '\r') squares += *p;
    if ((int)squares.size() != squareCount()) {
      return "ERROR board needs " + std::to_string(squareCount()) + " squares, got " + std::to_string(squares.size());
    }
    for (int i = 0; i < squareCount(); i++) {
      int r = parseReading(squares[i]);
      if (r < 0) return std::string("ERROR '") + squares[i] + "' is not one of - # X O";
      if (placeable(r)) return std::string("ERROR ") + placeable(r);
    }
    for (int i = 0; i < squareCount(); i++) setSquare(i, (uint8_t)parseReading(squares[i]));
    return "OK";
  }
  if (cmd == "put") {
    int square = parseSquare(arg1);
    if (n >= 2 && square < 0) return std::string("ERROR '") + arg1 + "' is not a square of this board (a1 to "
        + (char)('a' + capabilities.cols - 1) + std::to_string(capabilities.rows) + ")";
    if (n < 3) return "ERROR usage: put SQUARE READING, e.g. put d3 X";
    int r = parseReading(arg2[0]);
    if (r < 0 || arg2[1]) return "ERROR reading must be one of - # X O";
    if (placeable(r)) return std::string("ERROR ") + placeable(r);
    setSquare(square, (uint8_t)r);
    return "OK";
  }
  if (cmd == "analog") {
    int square = parseSquare(arg1);
    int value = parseNumber(arg2);
    if (n < 3 || square < 0 || value < 0 || value > 1023) return "ERROR usage: analog SQUARE 0..1023";
    hall[square] = (uint16_t)value;
    return "OK";
  }
  if (cmd == "sensor") {
    char square[8] = {0}, empty[16] = {0}, field[16] = {0}, more[8] = {0};
    int k = sscanf(line.c_str(), "%*s %7s %15s %15s %7s", square, empty, field, more);
    int at = parseSquare(square), e = parseNumber(empty), f = parseNumber(field);
    if (k != 3 || at < 0 || e < 0 || e > 1023 || f < 0 || f > 1023) {
      return "ERROR usage: sensor SQUARE EMPTY FIELD, e.g. sensor d3 540 80 (EMPTY and FIELD 0..1023)";
    }
    hallEmpty[at] = (uint16_t)e;
    hallField[at] = (uint16_t)f;
    setSquare(at, board[at]);
    return "OK";
  }
  if (cmd == "press") {
    int side = strcmp(arg1, "black") == 0 ? 0 : strcmp(arg1, "white") == 0 ? 1 : -1;
    int ms = n >= 3 ? parseNumber(arg2) : 60;
    if (side < 0 || ms <= 0) return "ERROR usage: press black|white [MS]";
    if (buttonHeld[side]) return std::string("ERROR ") + arg1 + "'s button is still held: wait for RELEASED " + arg1;
    buttonHeld[side] = true;
    buttonReleaseAt[side] = millis() + (unsigned long)ms;
    return "OK";
  }
  if (cmd == "reset") {
    clockBase = monotonicMs();  // a reset restarts the controller's clock at 0
    reportedLedChanges = reportedDisplayChanges = 0;
    shownChain.clear();
    setup();
    return "OK";
  }
  if (cmd == "quit") exit(0);
  return "ERROR unknown command '" + cmd + "' (board, put, analog, sensor, press, reset, quit)";
}

void reportChanges() {
  uint16_t& ledChanges = reportedLedChanges;
  uint16_t& displayChanges = reportedDisplayChanges;
  oth::Controller& c = boardController();
  if (c.ledPlanChanges() != ledChanges) {
    ledChanges = c.ledPlanChanges();
    static const char colours[] = "RGBYOCMW";
    std::string out = "LEDS";
    for (int i = 0; i < squareCount(); i++) {
      uint8_t led = c.ledPlan()[i];
      out += ' ';
      if (led >> 4) {
        out += colours[led & 15];
        out += (char)('0' + (led >> 4));
      } else {
        out += '.';
      }
    }
    printf("%s\n", out.c_str());
  }
  if (c.displayChanges() != displayChanges) {
    displayChanges = c.displayChanges();
    printf("DISPLAY %s|%s\n", c.displayText(0), c.displayText(1));
  }
  fflush(stdout);
}

void usage() {
  fprintf(stderr,
          "usage: sim [--rows 6..10] [--cols 6..10] [--sensor hall|reed] [--link PATH] [--board SQUARES]\n"
          "  Runs the board controller firmware on a simulated board; prints PTY <path>, then reads commands.\n");
  exit(2);
}

}  // namespace

// ---- the Arduino stand-in, on the simulated board ----

void pinMode(uint8_t pin, uint8_t mode) {
  if (pin < kPins) {
    pinModes[pin] = mode;
    if (mode == INPUT_PULLUP) pinValues[pin] = HIGH;
  }
}

void digitalWrite(uint8_t pin, uint8_t value) {
  if (pin < kPins) pinValues[pin] = value;
}

int digitalRead(uint8_t pin) {
  for (uint8_t side = 0; side < 2; side++) {
    if (pin == pins::kButtons[side]) return buttonHeld[side] ? LOW : HIGH;
  }
  for (uint8_t c = 0; c < capabilities.cols; c++) {
    if (pin != pins::kCols[c]) continue;
    // A closed switch on a row driven low pulls its column low through the diode.
    for (uint8_t r = 0; r < capabilities.rows; r++) {
      uint8_t row = pins::kRows[r];
      if (pinModes[row] == OUTPUT && pinValues[row] == LOW && board[r * capabilities.cols + c] != oth::READ_EMPTY) {
        return LOW;
      }
    }
    return HIGH;
  }
  return pinValues[pin < kPins ? pin : 0];
}

int analogRead(uint8_t pin) {
  int mux = pin - A0;
  int channel = 0;
  for (int bit = 0; bit < 4; bit++) channel |= (pinValues[pins::kMuxSelect[bit]] ? 1 : 0) << bit;
  int square = mux * 16 + channel;
  return square < squareCount() ? hall[square] : 0;
}

unsigned long millis() { return (unsigned long)(uint32_t)(monotonicMs() - clockBase); }
unsigned long micros() { return (unsigned long)(uint32_t)((monotonicMs() - clockBase) * 1000); }
void delay(unsigned long) {}
void delayMicroseconds(unsigned int) {}

void HostSerial::begin(unsigned long) {}
int HostSerial::available() {
  if (rxRead == rxFill) fillRx();
  return (int)(rxFill - rxRead);
}
int HostSerial::read() { return available() > 0 ? rxBuffer[rxRead++] : -1; }
size_t HostSerial::write(uint8_t b) {
  txBuffer[txFill++] = b;
  if (b == 0 || txFill == sizeof txBuffer) flushTx();  // one write() per frame
  return 1;
}
void HostSerial::flush() { flushTx(); }

// The LED chain: what the controller sends down it, LED by LED in the chain's order (CHAIN lines),
// each LED's colour named by the nearest of the palette (the firmware scales it by the brightness).
namespace {
char colourLetter(const uint8_t* rgb) {
  static const struct { char name; uint8_t rgb[3]; } palette[] = {
      {'R', {255, 0, 0}}, {'G', {0, 255, 0}}, {'B', {0, 0, 255}}, {'Y', {255, 200, 0}},
      {'O', {255, 100, 0}}, {'C', {0, 255, 255}}, {'M', {255, 0, 255}}, {'W', {255, 255, 255}},
  };
  int top = rgb[0] > rgb[1] ? rgb[0] : rgb[1];
  if (rgb[2] > top) top = rgb[2];
  if (top == 0) return '.';
  char best = '?';
  long bestDistance = -1;
  for (const auto& p : palette) {
    long d = 0;
    for (int k = 0; k < 3; k++) {
      long diff = (long)rgb[k] * 255 / top - p.rgb[k];
      d += diff * diff;
    }
    if (bestDistance < 0 || d < bestDistance) {
      bestDistance = d;
      best = p.name;
    }
  }
  return best;
}
}  // namespace

namespace oth {
uint8_t simulatedLeds[kMaxSquares][3];
size_t simulatedLedCount;
void ws2812Begin(uint8_t) { simulatedLedCount = 0; }
void ws2812Put(uint8_t red, uint8_t green, uint8_t blue) {
  if (simulatedLedCount < kMaxSquares) {
    simulatedLeds[simulatedLedCount][0] = red;
    simulatedLeds[simulatedLedCount][1] = green;
    simulatedLeds[simulatedLedCount][2] = blue;
    simulatedLedCount++;
  }
}
void ws2812End() {
  std::string line = "CHAIN";
  for (size_t i = 0; i < simulatedLedCount; i++) {
    line += ' ';
    line += colourLetter(simulatedLeds[i]);
  }
  if (line != shownChain) {
    shownChain = line;
    printf("%s\n", line.c_str());
  }
}
}  // namespace oth

int main(int argc, char** argv) {
  for (int i = 1; i < argc; i++) {
    std::string a = argv[i];
    if (i + 1 >= argc) usage();
    const char* v = argv[++i];
    if (a == "--rows" || a == "--cols") {
      int n = atoi(v);
      if (n < oth::kMinRows || n > oth::kMaxRows) usage();
      (a == "--rows" ? capabilities.rows : capabilities.cols) = (uint8_t)n;
    } else if (a == "--sensor") {
      if (strcmp(v, "hall") == 0) capabilities.sensor = oth::SENSOR_ANALOG;
      else if (strcmp(v, "reed") == 0) capabilities.sensor = oth::SENSOR_PRESENCE;
      else usage();
    } else if (a == "--link") {
      linkPath = v;
    } else if (a == "--board") {
      initialBoard = v;  // what stands on the board at power-up, as for the board command
    } else {
      usage();
    }
  }
  signal(SIGTERM, onSignal);
  signal(SIGINT, onSignal);
  signal(SIGPIPE, SIG_IGN);
  for (size_t i = 0; i < oth::kMaxSquares; i++) {
    hallEmpty[i] = kEmptyHall;
    hallField[i] = kHallSwing;
    setSquare((int)i, oth::READ_EMPTY);
  }
  for (int p = 0; p < kPins; p++) pinValues[p] = HIGH;
  clockBase = monotonicMs();
  if (initialBoard) {
    std::string reply = command(std::string("board ") + initialBoard);
    if (reply != "OK") {
      fprintf(stderr, "sim: --board: %s\n", reply.c_str() + 6);
      return 2;
    }
  }
  openPty();
  setup();
  std::string pending;
  while (true) {
    pollfd fds[2] = {{master, POLLIN, 0}, {STDIN_FILENO, POLLIN, 0}};
    poll(fds, 2, 1);
    if (fds[1].revents & (POLLIN | POLLHUP)) {
      char chunk[1024];
      ssize_t n = read(STDIN_FILENO, chunk, sizeof chunk);
      if (n <= 0) exit(0);  // the parent is gone: so is the board
      pending.append(chunk, (size_t)n);
      size_t eol;
      while ((eol = pending.find('\n')) != std::string::npos) {
        std::string reply = command(pending.substr(0, eol));
        pending.erase(0, eol + 1);
        loop();  // the command's effect reaches the controller before the answer
        reportChanges();
        if (!reply.empty()) printf("%s\n", reply.c_str());
        fflush(stdout);
      }
    }
    for (int side = 0; side < 2; side++) {
      if (buttonHeld[side] && millis() >= buttonReleaseAt[side]) {
        buttonHeld[side] = false;
        printf("RELEASED %s\n", side == 0 ? "black" : "white");
        fflush(stdout);
      }
    }
    loop();
    reportChanges();
  }
}
