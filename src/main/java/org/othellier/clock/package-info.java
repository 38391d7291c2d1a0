/**
 * The tournament clock as pure logic: time controls ({@link org.othellier.clock.TimeControl},
 * {@link org.othellier.clock.SideControl}, written as short strings, with
 * {@link org.othellier.clock.Presets}), the clock state machine ({@link org.othellier.clock.ClockState},
 * an immutable value driven by explicit instants from a {@link org.othellier.clock.TimeSource}, with
 * its {@link org.othellier.clock.ClockEvent}s), and its displays ({@link org.othellier.clock.ClockView},
 * {@link org.othellier.clock.ClockFace}). No threads, no sleeping, no reading of the system clock.
 */
package org.othellier.clock;
