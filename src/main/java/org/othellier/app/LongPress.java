package org.othellier.app;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.othellier.game.Side;

/**
 * The clock buttons held down, on a board that senses releases: a button held for {@code holdMillis} is a long press
 * (a hint), not a clock press. A press that would do nothing at once anyway (the player to move, no move on the board)
 * is deferred: let go before the hold time it acts as the plain press it was, dated when the contact closed; held, it
 * is the long press only. Any other press acts at once, so a move is never delayed. Pure: the loop gives the instants.
 */
final class LongPress {

    /** A button held long: whether its press was deferred (so it is the long press only). */
    record Held(Side side, boolean deferred) {
    }

    private record Down(long at, boolean deferred) {
    }

    private final long holdMillis;
    private final Map<Side, Down> down = new EnumMap<>(Side.class);

    LongPress(long holdMillis) {
        this.holdMillis = holdMillis;
    }

    long holdMillis() {
        return holdMillis;
    }

    /** {@code side}'s button closed at {@code at}; {@code deferred}: its press waits for the release. */
    void down(Side side, long at, boolean deferred) {
        down.put(side, new Down(at, deferred));
    }

    /** {@code side}'s button let go: the instant of its deferred press, now due as a plain press; empty otherwise. */
    OptionalLong up(Side side) {
        Down d = down.remove(side);
        return d != null && d.deferred() ? OptionalLong.of(d.at()) : OptionalLong.empty();
    }

    /** The buttons held for the hold time by {@code t}, each reported once (its release then does nothing). */
    List<Held> due(long t) {
        List<Held> out = new ArrayList<>();
        for (Map.Entry<Side, Down> e : down.entrySet()) {
            Down d = e.getValue();
            if (d.at() != Long.MIN_VALUE && t - d.at() >= holdMillis) {
                out.add(new Held(e.getKey(), d.deferred()));
            }
        }
        for (Held h : out) {
            down.put(h.side(), new Down(Long.MIN_VALUE, false)); // still down, already reported
        }
        return out;
    }

    /** When the next long press comes due, if a button is down. */
    long nextDue() {
        long next = Long.MAX_VALUE;
        for (Down d : down.values()) {
            if (d.at() != Long.MIN_VALUE) {
                next = Math.min(next, d.at() + holdMillis);
            }
        }
        return next;
    }

    /** A change of game: whatever was held is forgotten (its release does nothing). */
    void clear() {
        down.clear();
    }
}
