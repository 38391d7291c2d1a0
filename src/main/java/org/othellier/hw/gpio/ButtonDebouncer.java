package org.othellier.hw.gpio;

import org.othellier.game.Side;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ButtonRelease;

/**
 * One clock button: a press counts once the contact has read closed for {@code debounce}, and is dated
 * at the first of those readings, when the finger actually pressed. A release must settle the same way
 * before the next press counts, so contact bounce never makes two presses.
 */
final class ButtonDebouncer {

    private final Side side;
    private final long debounceMillis;
    private boolean stable;
    private boolean candidate;
    private long since;
    private ButtonRelease released;

    ButtonDebouncer(Side side, long debounceMillis) {
        this.side = side;
        this.debounceMillis = debounceMillis;
    }

    /** One reading at {@code nowMillis}; a press when this reading completes one, else null. */
    ButtonPress sample(boolean pressed, long nowMillis) {
        if (pressed != candidate) {
            candidate = pressed;
            since = nowMillis;
        }
        if (candidate != stable && nowMillis - since >= debounceMillis) {
            stable = candidate;
            if (stable) {
                return new ButtonPress(side, since);
            }
            released = new ButtonRelease(side, since); // dated, like a press, when the contact first opened
        }
        return null;
    }

    /** The release the last readings completed, once; null when there is none. */
    ButtonRelease takeRelease() {
        ButtonRelease r = released;
        released = null;
        return r;
    }
}
