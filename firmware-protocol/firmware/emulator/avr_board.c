// The board controller's real firmware image (the Mega 2560 .hex that `make avr` builds) running on an
// emulated ATmega2560 (simavr), wired to an emulated board: a reed-switch matrix with one diode per
// switch, two clock buttons, the WS2812 chain and the two TM1637 clock displays. UART0 is bridged to
// a pseudo-terminal, as the Mega's USB-serial chip would be. It prints "PTY <path>" first and then
// takes the host simulator's commands on standard input (see usage()), so a test drives both alike.
//
// What it reads back is what the pins carry, not the firmware's memory: the LED colours are decoded
// from the WS2812 data line (with its pulse widths checked in CPU cycles), the clock texts from the
// TM1637 bus, and the frames from the UART.
#define _GNU_SOURCE  // posix_openpt, ptsname, cfmakeraw
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include <avr_ioport.h>
#include <avr_uart.h>
#include <sim_avr.h>
#include <sim_hex.h>
#include <sim_io.h>
#include <sim_irq.h>

#define F_CPU 16000000u
#define CYCLES_PER_MS (F_CPU / 1000u)
#define SLICE_CYCLES (CYCLES_PER_MS / 2)  // emulated between two looks at the terminal and stdin
#define MAX_SIDE 10

// ---- the Mega 2560's pins (Arduino's variant table) and registers (ATmega2560 datasheet) ----

typedef struct { char port; uint8_t bit; } Pin;

// Ports this harness watches, with the data-space addresses of PINx (DDRx and PORTx follow it).
static const struct { char name; uint16_t pin; } kPorts[] = {
    {'A', 0x20}, {'B', 0x23}, {'C', 0x26}, {'D', 0x29}, {'E', 0x2C}, {'G', 0x32}, {'H', 0x100},
};
#define PORT_COUNT (sizeof kPorts / sizeof kPorts[0])

// firmware-protocol/firmware/src/board_config.h: rows on 22-31, columns on 32-41, buttons on 2 and 3,
// WS2812 data on 6, TM1637 CLK/DIO on 7/8 (black) and 9/10 (white).
static const Pin kRows[MAX_SIDE] = {{'A', 0}, {'A', 1}, {'A', 2}, {'A', 3}, {'A', 4},
                                    {'A', 5}, {'A', 6}, {'A', 7}, {'C', 7}, {'C', 6}};
static const Pin kCols[MAX_SIDE] = {{'C', 5}, {'C', 4}, {'C', 3}, {'C', 2}, {'C', 1},
                                    {'C', 0}, {'D', 7}, {'G', 2}, {'G', 1}, {'G', 0}};
static const Pin kButtons[2] = {{'E', 4}, {'E', 5}};
static const Pin kLedData = {'H', 3};
static const Pin kDisplayClock[2] = {{'H', 4}, {'H', 6}};
static const Pin kDisplayData[2] = {{'H', 5}, {'B', 4}};
static const uint16_t kEecr = 0x3F, kEearl = 0x41, kEearh = 0x42;

// ---- WS2812 datasheet windows, in CPU cycles at 16 MHz (62.5 ns each) ----
// T0H 0.4 us +-150 ns, T1H 0.8 us +-150 ns; a low of 50 us or more latches the chain.
#define T0H_MIN 4    // 0.25 us
#define T0H_MAX 8    // 0.50 us (0.55 allowed)
#define T1H_MIN 11   // 0.69 us (0.65 allowed)
#define T1H_MAX 15   // 0.94 us (0.95 allowed)
#define LATCH_CYCLES (50u * 16u)

static avr_t* avr;
static int rows = 8, cols = 8;
static const char* imagePath;
static const char* linkPath;
static bool closed[MAX_SIDE * MAX_SIDE];  // a disc on the square closes its reed switch
static bool freeRunning;                  // --free: as fast as the host can, not paced to the wall clock

// Shadow of what the firmware drives: DDR and PORT per watched port.
static uint8_t ddr[PORT_COUNT], port[PORT_COUNT];
// What the board drives onto input pins (reed columns, buttons), per port.
static uint8_t externalMask[PORT_COUNT], externalValue[PORT_COUNT];

static int master = -1, slave = -1;
static bool powered;
static uint8_t txBuffer[8192];
static size_t txFill;
static uint8_t rxBuffer[4096];
static size_t rxFill, rxRead;
static bool uartFull;  // simavr's receive FIFO is full: hold the bytes

static bool buttonHeld[2];
static avr_cycle_count_t buttonReleaseAt[2];

// Figures, for `stats`.
static struct {
  uint64_t scans;                       // row 0 driven low: one whole scan of the matrix begins
  avr_cycle_count_t scanSum, scanMax;   // row 0 driven low to the last row let go: one scan's length
  avr_cycle_count_t poweredCycles;      // cycles since the last power-up or reset
  double emulationSeconds;              // wall time spent inside the emulator
  avr_cycle_count_t emulatedCycles;     // cycles emulated in that time
  uint64_t bytesIn, bytesOut, bytesDropped;
  uint64_t frames[8];                   // frames the firmware sent, by type (1 HELLO .. 6 NAK)
  uint64_t ackedLeds, ackedDisplay;     // ACKs naming SET_LEDS and SET_DISPLAY
  uint64_t nakCorrupt;                  // NAKs for a frame that arrived damaged (code 1)
  avr_cycle_count_t allCycles;          // cycles emulated since the start, across resets and unplugs
  uint64_t ledChains, ledBad, ledBadPulse;
  uint32_t ledT0Min, ledT0Max, ledT1Min, ledT1Max;  // high pulse widths seen, cycles
  avr_cycle_count_t ledLongestGap;      // longest low inside a chain, cycles
  avr_cycle_count_t ledLongestLed;      // longest single LED (24 bits, interrupts off), cycles
  uint64_t displayWrites;
  uint64_t eepromWrites;
  uint16_t eepromMostWritesOneCell;
  uint64_t latencyCount;
  avr_cycle_count_t latencyMin, latencyMax, latencySum;  // switch change to the end of its FRAME, cycles
} stats;
static uint16_t eepromCellWrites[4096];
static avr_cycle_count_t changeAt;  // a switch changed and no change FRAME has left since (0: none)
static bool changePending;

// ---- output ----

static void say(const char* format, ...) {
  va_list args;
  va_start(args, format);
  vprintf(format, args);
  va_end(args);
  putchar('\n');
  fflush(stdout);
}

static double wallSeconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + t.tv_nsec / 1e9;
}

static int portIndex(char name) {
  for (size_t i = 0; i < PORT_COUNT; i++) {
    if (kPorts[i].name == name) return (int)i;
  }
  return -1;
}

// An open-drain line (TM1637) or a driven one: low only when the firmware drives it low.
static int lineLevel(Pin p) {
  int i = portIndex(p.port);
  uint8_t m = (uint8_t)(1u << p.bit);
  return (ddr[i] & m) && !(port[i] & m) ? 0 : 1;
}

static bool drivenLow(Pin p) { return lineLevel(p) == 0; }

// Puts a level on an input pin from outside, as the board's wiring does: simavr keeps it for the
// pin whenever the firmware rewrites that port, and PINx shows it at once.
static void driveInput(Pin p, int level) {
  int i = portIndex(p.port);
  uint8_t m = (uint8_t)(1u << p.bit);
  externalMask[i] |= m;
  externalValue[i] = (uint8_t)(level ? (externalValue[i] | m) : (externalValue[i] & ~m));
  avr_ioport_external_t e = {.name = (unsigned)p.port, .mask = externalMask[i], .value = externalValue[i]};
  avr_ioctl(avr, AVR_IOCTL_IOPORT_SET_EXTERNAL(p.port), &e);
  uint16_t pinReg = kPorts[i].pin;
  avr->data[pinReg] = (uint8_t)(level ? (avr->data[pinReg] | m) : (avr->data[pinReg] & ~m));
  avr_irq_t* irq = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(p.port), p.bit);
  irq->value = (uint32_t)level;
}

// ---- the reed matrix ----

// A column reads low when a closed switch joins it to the row being driven low. The diodes (one in
// series with each switch, conducting from the column to the row) stop the current that would
// otherwise run back up another switch of the same column and light up a square that is empty
// (the "ghost" at the fourth corner of three closed switches).
static void answerScan(void) {
  for (int c = 0; c < cols; c++) {
    int level = 1;  // the firmware's pull-up
    for (int r = 0; r < rows; r++) {
      if (closed[r * cols + c] && drivenLow(kRows[r])) level = 0;
    }
    driveInput(kCols[c], level);
  }
}

// ---- the WS2812 chain, decoded from the data line ----

static struct {
  int level;
  avr_cycle_count_t rose, fell;
  bool inChain;
  uint8_t bytes[MAX_SIDE * MAX_SIDE * 3 + 3];
  int bits;
  bool overflow;
  avr_cycle_count_t ledStart;
  uint32_t rosePc;  // where the firmware was when the line rose, for a report
  char last[MAX_SIDE * MAX_SIDE * 2 + 8];
} led = {.level = 0};

static char colourLetter(const uint8_t* grb) {
  // The firmware scales the palette by the brightness: compare the ratios, nearest wins.
  static const struct { char name; uint8_t rgb[3]; } palette[] = {
      {'R', {255, 0, 0}}, {'G', {0, 255, 0}}, {'B', {0, 0, 255}}, {'Y', {255, 200, 0}},
      {'O', {255, 100, 0}}, {'C', {0, 255, 255}}, {'M', {255, 0, 255}}, {'W', {255, 255, 255}},
  };
  int rgb[3] = {grb[1], grb[0], grb[2]};
  int top = rgb[0] > rgb[1] ? rgb[0] : rgb[1];
  if (rgb[2] > top) top = rgb[2];
  if (top == 0) return '.';
  char best = '?';
  long bestDistance = -1;
  for (size_t p = 0; p < sizeof palette / sizeof palette[0]; p++) {
    long d = 0;
    for (int k = 0; k < 3; k++) {
      long diff = (long)rgb[k] * 255 / top - palette[p].rgb[k];
      d += diff * diff;
    }
    if (bestDistance < 0 || d < bestDistance) {
      bestDistance = d;
      best = palette[p].name;
    }
  }
  return best;
}

static void ledChainEnded(void) {
  led.inChain = false;
  stats.ledChains++;
  int squares = rows * cols;
  if (led.overflow || led.bits != squares * 24) {
    stats.ledBad++;
    fprintf(stderr, "avr-board: the LED chain got %d bits, not %d (24 for each of %d LEDs)\n", led.bits,
            squares * 24, squares);
    return;
  }
  char line[sizeof led.last];
  size_t n = 0;
  for (int i = 0; i < squares; i++) {
    line[n++] = ' ';
    line[n++] = colourLetter(led.bytes + 3 * i);
  }
  line[n] = 0;
  if (strcmp(line, led.last) != 0) {
    strcpy(led.last, line);
    say("LEDS%s", line);
  }
}

static void ledEdge(int level, avr_cycle_count_t now) {
  if (level == led.level) return;
  led.level = level;
  if (level) {
    if (led.inChain && now - led.fell >= LATCH_CYCLES) ledChainEnded();
    if (!led.inChain) {
      led.inChain = true;
      led.bits = 0;
      led.overflow = false;
      memset(led.bytes, 0, sizeof led.bytes);
    } else if (now - led.fell > stats.ledLongestGap) {
      stats.ledLongestGap = now - led.fell;
    }
    if (led.bits % 24 == 0) led.ledStart = now;
    led.rose = now;
    led.rosePc = avr->pc;
    return;
  }
  led.fell = now;
  uint32_t high = (uint32_t)(now - led.rose);
  int bit;
  if (high >= T0H_MIN && high <= T0H_MAX) {
    bit = 0;
    if (!stats.ledT0Min || high < stats.ledT0Min) stats.ledT0Min = high;
    if (high > stats.ledT0Max) stats.ledT0Max = high;
  } else if (high >= T1H_MIN && high <= T1H_MAX) {
    bit = 1;
    if (!stats.ledT1Min || high < stats.ledT1Min) stats.ledT1Min = high;
    if (high > stats.ledT1Max) stats.ledT1Max = high;
  } else {
    stats.ledBadPulse++;
    fprintf(stderr, "avr-board: a WS2812 high pulse of %u cycles is neither a 0 nor a 1 bit (from pc 0x%x to 0x%x)\n",
            high, led.rosePc, avr->pc);
    bit = high > T0H_MAX;
  }
  if (led.bits < (int)sizeof led.bytes * 8) {
    if (bit) led.bytes[led.bits / 8] |= (uint8_t)(0x80 >> (led.bits % 8));  // most significant bit first
  } else {
    led.overflow = true;
  }
  led.bits++;
  if (led.bits % 24 == 0 && now - led.ledStart > stats.ledLongestLed) stats.ledLongestLed = now - led.ledStart;
}

// ---- the TM1637 displays, decoded from their two-wire bus ----

static struct {
  int clk, dio;
  bool inFrame;
  uint8_t byte;
  int bits;
  uint8_t frame[8];
  int frameLength;
  uint8_t address;
  uint8_t segments[6];
  bool on;
  uint8_t brightness;
} tm[2] = {{.clk = 1, .dio = 1}, {.clk = 1, .dio = 1}};
static char shownText[2][16] = {"", ""};

// The firmware's font (src/controller.cpp sevenSegment), read backwards.
static char glyph(uint8_t segments) {
  static const char chars[] = "0123456789AbCcdEFGHhIJLnoPrtUuy-_";
  static const uint8_t codes[] = {0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F, 0x77,
                                  0x7C, 0x39, 0x58, 0x5E, 0x79, 0x71, 0x3D, 0x76, 0x74, 0x30, 0x1E,
                                  0x38, 0x54, 0x5C, 0x73, 0x50, 0x78, 0x3E, 0x1C, 0x6E, 0x40, 0x08};
  segments &= 0x7F;
  if (!segments) return ' ';
  for (size_t i = 0; i < sizeof codes; i++) {
    if (codes[i] == segments) return chars[i];
  }
  return '?';
}

// What a four-digit clock module shows: its colon is the point of the second digit.
static void displayText(int side, char* out) {
  size_t n = 0;
  for (int i = 0; i < 4; i++) {
    out[n++] = tm[side].on ? glyph(tm[side].segments[i]) : ' ';
    if (tm[side].on && (tm[side].segments[i] & 0x80)) out[n++] = i == 1 ? ':' : '.';
  }
  out[n] = 0;
}

static void tmFrameEnded(int side) {
  if (tm[side].frameLength == 0) return;
  uint8_t command = tm[side].frame[0];
  if ((command & 0xC0) == 0xC0) {
    tm[side].address = command & 7;
    for (int i = 1; i < tm[side].frameLength; i++) {
      if (tm[side].address < 6) tm[side].segments[tm[side].address] = tm[side].frame[i];
      tm[side].address++;
    }
  } else if ((command & 0xF0) == 0x80) {
    tm[side].on = command & 8;
    tm[side].brightness = command & 7;
    stats.displayWrites++;
    // The firmware writes black's display, then white's: both are up to date after white's.
    if (side == 1) {
      char black[16], white[16];
      displayText(0, black);
      displayText(1, white);
      if (strcmp(black, shownText[0]) != 0 || strcmp(white, shownText[1]) != 0) {
        strcpy(shownText[0], black);
        strcpy(shownText[1], white);
        say("DISPLAY %s|%s", black, white);
      }
    }
  }
}

static void tmLines(int side, int clk, int dio) {
  int oldClk = tm[side].clk, oldDio = tm[side].dio;
  tm[side].clk = clk;
  tm[side].dio = dio;
  if (clk && oldClk && dio != oldDio) {
    if (!dio) {  // start: data falls while the clock is high
      tm[side].inFrame = true;
      tm[side].bits = 0;
      tm[side].byte = 0;
      tm[side].frameLength = 0;
    } else if (tm[side].inFrame) {  // stop: data rises while the clock is high
      tm[side].inFrame = false;
      tmFrameEnded(side);
    }
    return;
  }
  if (clk && !oldClk && tm[side].inFrame) {  // data is read on the rising clock, least significant bit first
    if (tm[side].bits < 8) {
      if (dio) tm[side].byte |= (uint8_t)(1u << tm[side].bits);
      tm[side].bits++;
    } else {  // the ninth clock: the chip's acknowledgement
      if (tm[side].frameLength < (int)sizeof tm[side].frame) tm[side].frame[tm[side].frameLength++] = tm[side].byte;
      tm[side].bits = 0;
      tm[side].byte = 0;
    }
  }
}

// ---- the firmware's pins changed ----

static void pinsChanged(void) {
  static bool rowZeroLow, lastRowLow;
  static avr_cycle_count_t scanStart;
  bool zero = drivenLow(kRows[0]), last = drivenLow(kRows[rows - 1]);
  if (zero && !rowZeroLow) {
    stats.scans++;
    scanStart = avr->cycle;
  }
  if (!last && lastRowLow && scanStart) {
    avr_cycle_count_t length = avr->cycle - scanStart;
    stats.scanSum += length;
    if (length > stats.scanMax) stats.scanMax = length;
  }
  rowZeroLow = zero;
  lastRowLow = last;
  answerScan();
  int i = portIndex(kLedData.port);
  uint8_t m = (uint8_t)(1u << kLedData.bit);
  ledEdge((ddr[i] & m) && (port[i] & m) ? 1 : 0, avr->cycle);
  for (int side = 0; side < 2; side++) {
    tmLines(side, lineLevel(kDisplayClock[side]), lineLevel(kDisplayData[side]));
  }
}

// DDRx is announced before simavr stores it: the new value comes with the call.
static void onDirection(struct avr_irq_t* irq, uint32_t value, void* param) {
  (void)irq;
  int i = (int)(intptr_t)param;
  ddr[i] = (uint8_t)value;
  pinsChanged();
}

static void onPort(struct avr_irq_t* irq, uint32_t value, void* param) {
  (void)irq;
  int i = (int)(intptr_t)param;
  port[i] = (uint8_t)value;
  pinsChanged();
}

// ---- EEPROM writes, counted per cell (simavr keeps the contents but not the wear) ----

static void onEepromControl(struct avr_t* a, avr_io_addr_t addr, uint8_t v, void* param) {
  (void)addr;
  (void)param;
  if (!(v & 0x02)) return;  // EEPE: a write starts
  uint16_t cell = (uint16_t)((a->data[kEearl] | (a->data[kEearh] << 8)) & 4095);
  stats.eepromWrites++;
  if (++eepromCellWrites[cell] > stats.eepromMostWritesOneCell) stats.eepromMostWritesOneCell = eepromCellWrites[cell];
}

// ---- UART0 <-> the pseudo-terminal ----

static void frameSent(const uint8_t* encoded, size_t n) {
  // COBS-decode just enough to know the type, the cause of a FRAME and what an ACK names.
  uint8_t frame[300];
  size_t out = 0, at = 0;
  while (at < n && out < sizeof frame) {
    uint8_t code = encoded[at++];
    if (code == 0) return;
    for (uint8_t k = 1; k < code && at < n && out < sizeof frame; k++) frame[out++] = encoded[at++];
    if (code != 0xFF && at < n && out < sizeof frame) frame[out++] = 0;
  }
  if (out < 5) return;
  uint8_t type = frame[1];
  if (type < 8) stats.frames[type]++;
  if (type == 0x06 && out >= 5 + 4) {
    if (frame[5] == 1) stats.nakCorrupt++;
    fprintf(stderr, "avr-board: the firmware refused a frame %.1f ms after its start (%.1f ms emulated): NAK code %d, type 0x%02x\n",
            (double)stats.poweredCycles / CYCLES_PER_MS, (double)stats.allCycles / CYCLES_PER_MS, frame[5], frame[4]);
  }
  if (type == 0x05 && out >= 5 + 6) {
    if (frame[4] == 0x82) stats.ackedLeds++;
    if (frame[4] == 0x83) stats.ackedDisplay++;
  }
  if (type == 0x02 && frame[3] == 0 && changePending) {
    avr_cycle_count_t latency = avr->cycle - changeAt;
    changePending = false;
    stats.latencyCount++;
    stats.latencySum += latency;
    if (!stats.latencyMin || latency < stats.latencyMin) stats.latencyMin = latency;
    if (latency > stats.latencyMax) stats.latencyMax = latency;
  }
}

static uint8_t pendingFrame[300];
static size_t pendingFrameLength;

static void onUartOutput(struct avr_irq_t* irq, uint32_t value, void* param) {
  (void)irq;
  (void)param;
  uint8_t b = (uint8_t)value;
  stats.bytesOut++;
  if (txFill < sizeof txBuffer) txBuffer[txFill++] = b;
  else stats.bytesDropped++;
  if (b == 0) {
    frameSent(pendingFrame, pendingFrameLength);
    pendingFrameLength = 0;
  } else if (pendingFrameLength < sizeof pendingFrame) {
    pendingFrame[pendingFrameLength++] = b;
  }
}

static void onUartXoff(struct avr_irq_t* irq, uint32_t value, void* param) {
  (void)irq;
  (void)param;
  uartFull = value != 0;
}

static void flushTx(void) {
  size_t at = 0;
  while (at < txFill && master >= 0) {
    ssize_t n = write(master, txBuffer + at, txFill - at);
    if (n <= 0) {  // nobody reads: a UART's bytes would be lost the same way
      stats.bytesDropped += txFill - at;
      break;
    }
    at += (size_t)n;
  }
  txFill = 0;
}

static void feedRx(void) {
  if (master < 0) return;
  if (rxRead == rxFill) {
    rxRead = rxFill = 0;
    ssize_t n = read(master, rxBuffer, sizeof rxBuffer);
    if (n > 0) rxFill = (size_t)n;
  }
  // simavr's receive FIFO stands for the wire: it hands the firmware one byte per byte time (115200 baud).
  avr_irq_t* input = avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_INPUT);
  while (powered && rxRead < rxFill && !uartFull) {
    avr_raise_irq(input, rxBuffer[rxRead++]);
    stats.bytesIn++;
  }
}

static void removeLink(void) {
  if (linkPath) unlink(linkPath);
}

static void onSignal(int s) {
  (void)s;
  removeLink();
  _exit(0);
}

static const char* openPty(void) {
  master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0) {
    perror("avr-board: cannot open a pseudo-terminal");
    exit(1);
  }
  const char* path = ptsname(master);
  // Kept open here in raw mode, as the host simulator does: the port never hangs up between two of
  // the host's connections, and never echoes the controller's bytes back to it.
  slave = open(path, O_RDWR | O_NOCTTY);
  if (slave < 0) {
    perror("avr-board: cannot open the terminal side");
    exit(1);
  }
  struct termios t;
  tcgetattr(slave, &t);
  cfmakeraw(&t);
  tcsetattr(slave, TCSANOW, &t);
  fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK);
  if (linkPath) {
    unlink(linkPath);
    if (symlink(path, linkPath) != 0) {
      perror("avr-board: cannot make the --link");
      exit(1);
    }
    return linkPath;
  }
  return path;
}

static void closePty(void) {
  if (master >= 0) close(master);
  if (slave >= 0) close(slave);
  master = slave = -1;
  removeLink();
  txFill = 0;
  rxFill = rxRead = 0;
}

// ---- the microcontroller ----

static void loadImage(void) {
  ihex_chunk_p chunks = NULL;
  int count = read_ihex_chunks(imagePath, &chunks);
  if (count <= 0) {
    fprintf(stderr, "avr-board: cannot read the firmware image %s (an Intel hex file from make avr)\n", imagePath);
    exit(2);
  }
  for (int i = 0; i < count; i++) {
    if (chunks[i].baseaddr + chunks[i].size > avr->flashend + 1u) {
      fprintf(stderr, "avr-board: %s does not fit the ATmega2560's flash\n", imagePath);
      exit(2);
    }
    avr_loadcode(avr, chunks[i].data, chunks[i].size, chunks[i].baseaddr);
  }
  free_ihex_chunks(chunks);
}

// After a reset every I/O register reads 0 again, but simavr's notifications only fire on a change:
// forget the values they last carried, and put the board's levels back on the input pins.
static void afterReset(void) {
  for (size_t i = 0; i < PORT_COUNT; i++) {
    ddr[i] = port[i] = 0;
    avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(kPorts[i].name), IOPORT_IRQ_DIRECTION_ALL)->value = 0;
    avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(kPorts[i].name), IOPORT_IRQ_REG_PORT)->value = 0;
  }
  uint32_t flags = 0;  // no sleeping in the status register's polling loop: this harness paces itself
  avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
  uartFull = false;
  led.level = 0;
  led.inChain = false;
  for (int side = 0; side < 2; side++) {
    tm[side].clk = tm[side].dio = 1;
    tm[side].inFrame = false;
    driveInput(kButtons[side], buttonHeld[side] ? 0 : 1);
  }
  pendingFrameLength = 0;
  changePending = false;  // a change made before the start is in the first frame, not a change frame
  answerScan();
  stats.poweredCycles = 0;
}

static void createMcu(void) {
  avr = avr_make_mcu_by_name("atmega2560");
  if (!avr) {
    fprintf(stderr, "avr-board: this simavr has no ATmega2560\n");
    exit(2);
  }
  avr_init(avr);
  avr->frequency = F_CPU;
  avr->log = LOG_WARNING;
  loadImage();
  for (size_t i = 0; i < PORT_COUNT; i++) {
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(kPorts[i].name), IOPORT_IRQ_DIRECTION_ALL),
                            onDirection, (void*)(intptr_t)i);
    avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ(kPorts[i].name), IOPORT_IRQ_REG_PORT), onPort,
                            (void*)(intptr_t)i);
  }
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT), onUartOutput, NULL);
  avr_irq_register_notify(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XOFF), onUartXoff, NULL);
  avr_register_io_write(avr, kEecr, onEepromControl, NULL);
  afterReset();
}

static void reset(void) {
  avr_reset(avr);
  afterReset();
}

// ---- commands ----

static int parseNumber(const char* text) {
  if (!*text) return -1;
  long value = 0;
  for (const char* p = text; *p; p++) {
    if (*p < '0' || *p > '9' || value > 100000) return -1;
    value = value * 10 + (*p - '0');
  }
  return (int)value;
}

static int parseSquare(const char* name) {
  if (strlen(name) < 2) return -1;
  int col = name[0] - 'a';
  int row = parseNumber(name + 1) - 1;
  if (col < 0 || col >= cols || row < 0 || row >= rows) return -1;
  return row * cols + col;
}

// A reed switch closes under any disc: # and the colours all close it.
static int parseReading(char c) {
  switch (c) {
    case '-': case '.': return 0;
    case '#': case 'X': case 'x': case 'O': case 'o': return 1;
    default: return -1;
  }
}

static void setSquare(int square, bool disc) {
  if (closed[square] == disc) return;
  closed[square] = disc;
  if (powered && !changePending) {
    changePending = true;
    changeAt = avr->cycle;
  }
}

static void printStats(void) {
  double emulatedMs = (double)stats.allCycles / CYCLES_PER_MS;
  say("STATS emulated-ms %.0f since-start-ms %.0f speed-mhz %.1f scans %llu scan-hz %.1f bytes-in %llu bytes-out %llu "
      "dropped %llu",
      emulatedMs, (double)stats.poweredCycles / CYCLES_PER_MS,
      stats.emulationSeconds > 0 ? stats.emulatedCycles / stats.emulationSeconds / 1e6 : 0.0,
      (unsigned long long)stats.scans, emulatedMs > 0 ? stats.scans * 1000.0 / emulatedMs : 0.0,
      (unsigned long long)stats.bytesIn, (unsigned long long)stats.bytesOut, (unsigned long long)stats.bytesDropped);
  say("STATS frames hello %llu frame %llu button %llu ack %llu nak %llu nak-corrupt %llu acked-leds %llu "
      "acked-display %llu",
      (unsigned long long)stats.frames[1], (unsigned long long)stats.frames[2], (unsigned long long)stats.frames[3],
      (unsigned long long)stats.frames[5], (unsigned long long)stats.frames[6], (unsigned long long)stats.nakCorrupt,
      (unsigned long long)stats.ackedLeds,
      (unsigned long long)stats.ackedDisplay);
  say("STATS scan-us mean %.0f max %.0f", stats.scans ? stats.scanSum / 16.0 / stats.scans : 0.0, stats.scanMax / 16.0);
  say("STATS latency-ms count %llu min %.2f mean %.2f max %.2f", (unsigned long long)stats.latencyCount,
      stats.latencyMin / (double)CYCLES_PER_MS,
      stats.latencyCount ? stats.latencySum / (double)stats.latencyCount / CYCLES_PER_MS : 0.0,
      stats.latencyMax / (double)CYCLES_PER_MS);
  say("STATS ws2812 chains %llu bad-chains %llu bad-pulses %llu t0h-cycles %u-%u t1h-cycles %u-%u "
      "longest-gap-us %.2f longest-led-us %.2f",
      (unsigned long long)stats.ledChains, (unsigned long long)stats.ledBad, (unsigned long long)stats.ledBadPulse,
      stats.ledT0Min, stats.ledT0Max, stats.ledT1Min, stats.ledT1Max, stats.ledLongestGap / 16.0,
      stats.ledLongestLed / 16.0);
  say("STATS tm1637 writes %llu eeprom writes %llu most-one-cell %u", (unsigned long long)stats.displayWrites,
      (unsigned long long)stats.eepromWrites, stats.eepromMostWritesOneCell);
}

static void powerUp(void);

static void command(char* line) {
  char word[32] = {0}, arg1[512] = {0}, arg2[64] = {0}, extra[8] = {0};
  int n = sscanf(line, "%31s %511s %63s %7s", word, arg1, arg2, extra);
  if (n <= 0) return;
  if (n > 3 && strcmp(word, "board") != 0) {
    say("ERROR %s takes at most two arguments: '%s'", word, line);
    return;
  }
  if (strcmp(word, "board") == 0) {
    char squares[MAX_SIDE * MAX_SIDE + 1];
    int count = 0;
    for (const char* p = line + 5; *p; p++) {
      if (*p == ' ' || *p == '\t' || *p == '\r') continue;
      if (count == rows * cols) { count++; break; }
      squares[count++] = *p;
    }
    if (count != rows * cols) {
      say("ERROR board needs %d squares, got %s%d", rows * cols, count > rows * cols ? "more than " : "",
          count > rows * cols ? rows * cols : count);
      return;
    }
    for (int i = 0; i < count; i++) {
      if (parseReading(squares[i]) < 0) {
        say("ERROR '%c' is not one of - # X O", squares[i]);
        return;
      }
    }
    for (int i = 0; i < count; i++) setSquare(i, parseReading(squares[i]) == 1);
    answerScan();
    say("OK");
  } else if (strcmp(word, "put") == 0) {
    int square = parseSquare(arg1);
    if (n >= 2 && square < 0) {
      say("ERROR '%s' is not a square of this board (a1 to %c%d)", arg1, 'a' + cols - 1, rows);
    } else if (n < 3) {
      say("ERROR usage: put SQUARE READING, e.g. put d3 X");
    } else if (parseReading(arg2[0]) < 0 || arg2[1]) {
      say("ERROR reading must be one of - # X O");
    } else {
      setSquare(square, parseReading(arg2[0]) == 1);
      answerScan();
      say("OK");
    }
  } else if (strcmp(word, "analog") == 0) {
    say("ERROR this board has reed switches, not Hall sensors: use put");
  } else if (strcmp(word, "press") == 0) {
    int side = strcmp(arg1, "black") == 0 ? 0 : strcmp(arg1, "white") == 0 ? 1 : -1;
    int ms = n >= 3 ? parseNumber(arg2) : 60;
    if (side < 0 || ms <= 0) {
      say("ERROR usage: press black|white [MS]");
    } else if (buttonHeld[side]) {
      say("ERROR %s's button is still held: wait for RELEASED %s", arg1, arg1);
    } else {
      buttonHeld[side] = true;
      buttonReleaseAt[side] = avr->cycle + (avr_cycle_count_t)ms * CYCLES_PER_MS;
      driveInput(kButtons[side], 0);
      say("OK");
    }
  } else if (strcmp(word, "reset") == 0) {
    if (!powered) {
      say("ERROR the controller is unplugged: plug it in first");
    } else {
      reset();  // as a watchdog or brown-out reset: the port stays
      say("OK");
    }
  } else if (strcmp(word, "unplug") == 0) {
    if (!powered) {
      say("ERROR the controller is already unplugged");
    } else {
      powered = false;  // USB-powered: the controller stops and its port disappears
      closePty();
      say("OK");
    }
  } else if (strcmp(word, "plug") == 0) {
    if (powered) {
      say("ERROR the controller is already plugged in");
    } else {
      powerUp();
      say("OK");
    }
  } else if (strcmp(word, "stats") == 0) {
    printStats();
    say("OK");
  } else if (strcmp(word, "quit") == 0) {
    exit(0);
  } else {
    say("ERROR unknown command '%s' (board, put, press, reset, unplug, plug, stats, quit)", word);
  }
}

// ---- main loop ----

static double paceWall;               // the wall time at which paceCycle was emulated
static avr_cycle_count_t paceCycle;

static void powerUp(void) {
  say("PTY %s", openPty());
  reset();
  powered = true;
  paceWall = wallSeconds();
  paceCycle = avr->cycle;
}

static void usage(void) {
  fprintf(stderr,
          "usage: avr-board --image FIRMWARE.hex [--rows 6..10] [--cols 6..10] [--link PATH] [--board SQUARES] [--free]\n"
          "  Runs the controller's Mega 2560 image in simavr on an emulated reed-switch board;\n"
          "  prints PTY <path>, then reads commands: board, put, press, reset, unplug, plug, stats, quit.\n");
  exit(2);
}

static void runSlice(void) {
  double start = wallSeconds();
  avr_cycle_count_t from = avr->cycle, end = avr->cycle + SLICE_CYCLES;
  while (avr->cycle < end) {
    int state = avr_run(avr);
    if (state == cpu_Done || state == cpu_Crashed) {
      fprintf(stderr, "avr-board: the firmware stopped (simavr state %d at pc 0x%x)\n", state, avr->pc);
      say("CRASHED");
      powered = false;
      break;
    }
  }
  stats.emulationSeconds += wallSeconds() - start;
  stats.emulatedCycles += avr->cycle - from;
  stats.poweredCycles += avr->cycle - from;
  stats.allCycles += avr->cycle - from;
}

int main(int argc, char** argv) {
  const char* initialBoard = NULL;
  for (int i = 1; i < argc; i++) {
    const char* a = argv[i];
    if (strcmp(a, "--free") == 0) {
      freeRunning = true;
      continue;
    }
    if (i + 1 >= argc) usage();
    const char* v = argv[++i];
    if (strcmp(a, "--rows") == 0 || strcmp(a, "--cols") == 0) {
      int n = parseNumber(v);
      if (n < 6 || n > MAX_SIDE) usage();
      *(strcmp(a, "--rows") == 0 ? &rows : &cols) = n;
    } else if (strcmp(a, "--image") == 0) {
      imagePath = v;
    } else if (strcmp(a, "--link") == 0) {
      linkPath = v;
    } else if (strcmp(a, "--board") == 0) {
      initialBoard = v;
    } else {
      usage();
    }
  }
  if (!imagePath) usage();
  signal(SIGTERM, onSignal);
  signal(SIGINT, onSignal);
  signal(SIGPIPE, SIG_IGN);
  atexit(removeLink);
  createMcu();
  if (initialBoard) {
    for (int i = 0, at = 0; initialBoard[i]; i++) {
      int r = parseReading(initialBoard[i]);
      if (initialBoard[i] == ' ') continue;
      if (r < 0 || at >= rows * cols) {
        fprintf(stderr, "avr-board: --board needs %d squares, each one of - # X O\n", rows * cols);
        return 2;
      }
      closed[at++] = r == 1;
    }
  }
  powerUp();
  char pending[4096];
  size_t fill = 0;
  while (true) {
    if (powered) runSlice();
    flushTx();
    for (int side = 0; side < 2; side++) {
      if (buttonHeld[side] && (!powered || avr->cycle >= buttonReleaseAt[side])) {
        buttonHeld[side] = false;
        driveInput(kButtons[side], 1);
        say("RELEASED %s", side == 0 ? "black" : "white");
      }
    }
    if (powered && led.inChain && led.level == 0 && avr->cycle - led.fell >= LATCH_CYCLES) ledChainEnded();
    // Paced to the wall clock, as the real controller's clock runs; a host too slow to keep up falls
    // behind rather than bursting to catch up.
    int timeout = 0;
    if (powered && !freeRunning) {
      double due = paceWall + (double)(avr->cycle - paceCycle) / F_CPU;
      double now = wallSeconds();
      if (due > now) {
        timeout = (int)((due - now) * 1000);
      } else if (now - due > 0.05) {
        paceWall = now;
        paceCycle = avr->cycle;
      }
    } else if (!powered) {
      timeout = 10;
    }
    struct pollfd fds[2] = {{STDIN_FILENO, POLLIN, 0}, {master, POLLIN, 0}};
    poll(fds, master >= 0 ? 2 : 1, timeout);
    if (fds[0].revents & (POLLIN | POLLHUP)) {
      ssize_t got = read(STDIN_FILENO, pending + fill, sizeof pending - 1 - fill);
      if (got <= 0) exit(0);  // the parent is gone: so is the board
      fill += (size_t)got;
      char* eol;
      pending[fill] = 0;
      while ((eol = memchr(pending, '\n', fill)) != NULL) {
        *eol = 0;
        command(pending);
        size_t used = (size_t)(eol - pending) + 1;
        memmove(pending, pending + used, fill - used);
        fill -= used;
        pending[fill] = 0;
      }
      if (fill == sizeof pending - 1) fill = 0;  // a line too long for any command
    }
    feedRx();
  }
}
