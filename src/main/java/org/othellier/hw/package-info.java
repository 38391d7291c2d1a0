/**
 * The hardware faces every board backend implements ({@link org.othellier.hw.FrameSource},
 * {@link org.othellier.hw.LedSink}, {@link org.othellier.hw.ClockButtons},
 * {@link org.othellier.hw.ClockDisplay}), and the backends themselves: {@code sim} (the simulated
 * board), {@code serial} (a board controller over USB serial), {@code gpio} (direct Pi4J drivers).
 */
package org.othellier.hw;
