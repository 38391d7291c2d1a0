package org.othellier.hw.gpio;

/**
 * Debounce "defer per key" (one of the four named in hardware/README.md, tested from firmware-protocol/vectors/
 * debounce.txt): a square takes a new reading only after every scan for {@code debounce} has read it. A reed switch
 * chatters for a few milliseconds as a disc lands; a hand sliding a disc across squares closes switches for a moment
 * on the way. Neither reaches the game.
 */
final class DeferPerKeyDebouncer {

    private final long debounceNanos;
    private final boolean[] stable;
    private final boolean[] candidate;
    private final long[] since;
    private boolean started;
    private int pending;

    DeferPerKeyDebouncer(int squares, long debounceNanos) {
        this.debounceNanos = debounceNanos;
        this.stable = new boolean[squares];
        this.candidate = new boolean[squares];
        this.since = new long[squares];
    }

    /** Takes one scan read at {@code now}; true when a square's stable state changed (and on the first scan). */
    boolean update(boolean[] raw, long now) {
        if (!started) {
            System.arraycopy(raw, 0, stable, 0, raw.length);
            System.arraycopy(raw, 0, candidate, 0, raw.length);
            started = true;
            return true;
        }
        boolean changed = false;
        pending = 0;
        for (int i = 0; i < raw.length; i++) {
            boolean r = raw[i];
            if (r == stable[i]) {
                candidate[i] = r;
                continue;
            }
            if (candidate[i] != r) {
                candidate[i] = r;
                since[i] = now;
            }
            if (now - since[i] >= debounceNanos) {
                stable[i] = r;
                changed = true;
            } else {
                pending++;
            }
        }
        return changed;
    }

    /** Whether a square has read differently from its stable state and is waiting out its debounce. */
    boolean settling() {
        return pending > 0;
    }

    boolean stable(int square) {
        return stable[square];
    }
}
