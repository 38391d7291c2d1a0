package org.othellier.hw;

import java.util.function.Consumer;

/** The two clock buttons beside the board. Presses are delivered from the driver's thread. */
public interface ClockButtons {

    void start(Consumer<ButtonPress> listener);

    /**
     * Whether the board delivers each button's release (the direct GPIO buttons and the simulated board do, once
     * {@link #startReleases} has a listener), so a press held long can be told from a clock press; the serial protocol
     * reports presses only.
     */
    default boolean sensesReleases() {
        return false;
    }

    /** Delivers each button's release, from the driver's thread, where {@link #sensesReleases()}; otherwise nothing. */
    default void startReleases(Consumer<ButtonRelease> listener) {
    }
}
