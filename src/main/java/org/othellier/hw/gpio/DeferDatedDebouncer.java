package org.othellier.hw.gpio;

import org.othellier.game.Side;
import org.othellier.hw.ButtonPress;
import org.othellier.hw.ButtonRelease;

/**
 * Debounce "defer, dated" (one of the four named in hardware/README.md, tested from firmware-protocol/vectors/
 * debounce.txt): one clock button, whose press counts once the contact has read closed for {@code debounce}, and is
 * dated at its first contact since the button last rested released, when the finger actually pressed, not at a later
 * bounce (as the controller's firmware dates its presses). A release must settle the same way before the next press
 * counts, so contact bounce never makes two presses.
 */
final class DeferDatedDebouncer {

    private final Side side;
    private final long debounceMillis;
    private boolean stable;
    private boolean candidate;
    private long since;
    /** Touched since the button last rested released: the press being debounced dates from {@link #contactAt}. */
    private boolean contact;
    private long contactAt;
    private ButtonRelease released;

    DeferDatedDebouncer(Side side, long debounceMillis) {
        this.side = side;
        this.debounceMillis = debounceMillis;
    }

    /** One reading at {@code nowMillis}; a press when this reading completes one, else null. */
    ButtonPress sample(boolean pressed, long nowMillis) {
        if (pressed && !stable && !contact) {
            contact = true;
            contactAt = nowMillis;
        }
        if (pressed != candidate) {
            candidate = pressed;
            since = nowMillis;
        }
        if (nowMillis - since < debounceMillis) {
            return null;
        }
        ButtonPress press = null;
        if (candidate != stable) {
            stable = candidate;
            if (stable) {
                press = new ButtonPress(side, contactAt);
            } else {
                released = new ButtonRelease(side, since); // dated when the contact last opened
            }
        }
        if (!candidate) {
            contact = false; // released for the debounce time: a contact before was a glitch, no press
        }
        return press;
    }

    /** The release the last readings completed, once; null when there is none. */
    ButtonRelease takeRelease() {
        ButtonRelease r = released;
        released = null;
        return r;
    }
}
