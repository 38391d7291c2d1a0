package org.othellier.hw.gpio;

/** One four-digit seven-segment module of the clock display. */
interface DigitModule {

    void show(SevenSegment text);

    void off();

    String describe();
}
