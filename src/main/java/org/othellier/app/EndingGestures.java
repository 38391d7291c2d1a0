package org.othellier.app;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.othellier.game.Side;

/**
 * The clock buttons' gestures for the ways out of a game, on a board that senses releases (README, "Resigning,
 * draws and takebacks"): both buttons held together for {@link #BOTH_MILLIS} (a draw offered or accepted; against the
 * AI, the last move taken back), one button held alone for {@link #RESIGN_MILLIS} (its player resigns). A button
 * pressed while the other is down never counts alone. Each gesture is reported once per hold. Pure: the loop gives
 * the instants.
 */
final class EndingGestures {

    static final long BOTH_MILLIS = 2000;
    static final long RESIGN_MILLIS = 3000;

    /** What the buttons said. */
    sealed interface Gesture {
    }

    /** Both buttons held together. */
    record Both() implements Gesture {
    }

    /** {@code side}'s button held alone: that player resigns. */
    record Resign(Side side) implements Gesture {
    }

    /** A button down since {@code at}; {@code alone}: the other was never down meanwhile; {@code told}: reported. */
    private record Down(long at, boolean alone, boolean told) {
    }

    private final Map<Side, Down> down = new EnumMap<>(Side.class);
    private boolean bothTold;

    /** {@code side}'s button closed at {@code at}. */
    void down(Side side, long at) {
        Down other = down.get(side.opponent());
        if (other != null) {
            down.put(side.opponent(), new Down(other.at(), false, other.told()));
        }
        down.put(side, new Down(at, other == null, false));
        bothTold = false;
    }

    /** Both buttons are down. */
    boolean bothDown() {
        return down.size() == 2;
    }

    /** {@code side}'s button opened. */
    void up(Side side) {
        down.remove(side);
    }

    /** The gestures complete by {@code t}, each once. */
    List<Gesture> due(long t) {
        List<Gesture> out = new ArrayList<>();
        if (down.size() == 2) {
            if (!bothTold && t >= bothSince() + BOTH_MILLIS) {
                bothTold = true;
                out.add(new Both());
            }
            return out;
        }
        for (Map.Entry<Side, Down> e : down.entrySet()) {
            Down d = e.getValue();
            if (d.alone() && !d.told() && t - d.at() >= RESIGN_MILLIS) {
                e.setValue(new Down(d.at(), true, true));
                out.add(new Resign(e.getKey()));
            }
        }
        return out;
    }

    /** When the next gesture completes if the buttons stay as they are, or {@link Long#MAX_VALUE}. */
    long nextDue() {
        if (down.size() == 2) {
            return bothTold ? Long.MAX_VALUE : bothSince() + BOTH_MILLIS;
        }
        long next = Long.MAX_VALUE;
        for (Down d : down.values()) {
            if (d.alone() && !d.told()) {
                next = Math.min(next, d.at() + RESIGN_MILLIS);
            }
        }
        return next;
    }

    /** A new game: whatever was held is forgotten. */
    void clear() {
        down.clear();
        bothTold = false;
    }

    private long bothSince() {
        return Math.max(down.get(Side.BLACK).at(), down.get(Side.WHITE).at());
    }
}
