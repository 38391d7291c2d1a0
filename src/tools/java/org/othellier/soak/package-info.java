/**
 * The reliability campaign behind {@code othellier soak} (docs/RELIABILITY.md), a developers' tool in src/tools,
 * never in the product's jar. {@link HandsSoak}: game {@code i} of a run drawn from its own seed (variant, sensors,
 * clock, casual or tournament), played by {@code OthelloAtTheBoard} and {@code OctiAtTheBoard} (a game at the
 * simulated board through the real controller, with the loop and time in the campaign's hands through
 * {@code app.ManualLoop}, made by noisy hands and checked move by move: a move taken that was not made, a move made
 * and not taken). {@link CrashSoak}: {@code serve} in child JVMs killed with SIGKILL and restarted. {@link TimeSoak}:
 * a day in simulated time, the live heap sampled. {@link WireSoak}: games on the firmware's host simulator
 * ({@code SimulatedController}) through the serial driver over {@code hw.serial.NoisyCable}. {@link SoakResult}: the
 * figures, and each failure with the seed and step that replay it.
 *
 * <p>A composition root: it may use every package below it, concrete backends included; only {@code cli} uses it.
 */
package org.othellier.soak;
