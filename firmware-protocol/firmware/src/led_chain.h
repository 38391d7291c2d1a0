// Where each square's LED sits on the WS2812 chain. A strip is laid over the board in one of 16 orders
// (protocol.h, LedChainFlag): from any of the four corners, along the rows or along the columns, every
// line the same way (straight) or every other line back (serpentine, as a strip laid in a zig-zag runs).
// The host names the order with SET_LED_CHAIN; the controller sends the LEDs in chain order, each with
// the colour of its square. No division in chainSquareAt: it runs between two LEDs of a chain that
// latches after 50 us of silence.
#pragma once
#include <stdint.h>

#include "protocol.h"

namespace oth {

// The square (row * cols + col, a1 = 0) of the LED at place `along` of line `line` of the chain (a line
// is a row, or a column when the chain runs along the columns).
inline uint8_t chainSquareAt(uint8_t order, uint8_t rows, uint8_t cols, uint8_t line, uint8_t along) {
  bool columns = order & CHAIN_COLUMNS;
  uint8_t lineLength = columns ? rows : cols;
  if ((order & CHAIN_SERPENTINE) && (line & 1)) along = (uint8_t)(lineLength - 1 - along);
  uint8_t row = columns ? along : line, col = columns ? line : along;
  if (order & CHAIN_LAST_ROW) row = (uint8_t)(rows - 1 - row);
  if (order & CHAIN_LAST_COL) col = (uint8_t)(cols - 1 - col);
  return (uint8_t)(row * cols + col);
}

// The square of the LED at `position` on the chain (0 is the LED nearest the controller).
inline uint8_t chainSquare(uint8_t order, uint8_t rows, uint8_t cols, uint8_t position) {
  uint8_t lineLength = (order & CHAIN_COLUMNS) ? rows : cols;
  return chainSquareAt(order, rows, cols, (uint8_t)(position / lineLength), (uint8_t)(position % lineLength));
}

// Where on the chain the LED of `square` sits: the inverse of chainSquare.
inline uint8_t chainPosition(uint8_t order, uint8_t rows, uint8_t cols, uint8_t square) {
  uint8_t row = (uint8_t)(square / cols), col = (uint8_t)(square % cols);
  if (order & CHAIN_LAST_ROW) row = (uint8_t)(rows - 1 - row);
  if (order & CHAIN_LAST_COL) col = (uint8_t)(cols - 1 - col);
  bool columns = order & CHAIN_COLUMNS;
  uint8_t lineLength = columns ? rows : cols;
  uint8_t line = columns ? col : row, along = columns ? row : col;
  if ((order & CHAIN_SERPENTINE) && (line & 1)) along = (uint8_t)(lineLength - 1 - along);
  return (uint8_t)(line * lineLength + along);
}

}  // namespace oth
