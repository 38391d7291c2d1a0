package org.othellier.hw;

import org.othellier.game.Side;

/**
 * A press of one clock button.
 *
 * @param side     whose button: the player of that colour sits behind it
 * @param atMillis when it was pressed, on the service's monotonic clock (drivers convert their own time)
 */
public record ButtonPress(Side side, long atMillis) {
}
