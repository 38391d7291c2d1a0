package org.othellier.hw;

import org.othellier.game.Side;

/**
 * One clock button let go: with the press before it, how long it was held (a long press asks for a hint,
 * README "The coach at the board"). Only boards that sense releases deliver it ({@link ClockButtons#startReleases}).
 *
 * @param side     whose button
 * @param atMillis when it was let go, on the service's monotonic clock
 */
public record ButtonRelease(Side side, long atMillis) {
}
