/**
 * The tournament clock in use. For the games at the board: {@link GameClock}, the controllers' view of a clock (an
 * immutable value driven by explicit instants; {@code budget} maps it to the engine's {@code TimeBudget},
 * {@code reported} takes a far board's word for its player's time), with {@link TournamentClock} over
 * {@code clock.ClockState}, {@link NoClock} for a game without one, and {@link GameClocks} to make and restore them
 * from their written forms. Without a board: {@link StandaloneClock} ({@code othellier clock}), a loop over any
 * {@code hw.ClockButtons} and {@code hw.ClockDisplay}, with {@link KeyboardButtons} and {@link TerminalDisplay}
 * standing in for the hardware.
 *
 * <p>Uses {@code clock}, {@code engine} ({@code TimeBudget}), {@code hw} and {@code game}; used by {@code app}.
 */
package org.othellier.app.clock;
