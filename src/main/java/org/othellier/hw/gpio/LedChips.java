package org.othellier.hw.gpio;

/** The chips that drive the LEDs, taking a whole {@link LedImage} at a time. */
interface LedChips {

    /** How many LEDs the chips have; LED {@code k} of an image is output {@code k}. */
    int capacity();

    /** Whether the chips light a red and a green element per LED. */
    boolean bicolour();

    void show(LedImage image);

    /** All LEDs off and the chips in standby. */
    void shutdown();

    String describe();
}
