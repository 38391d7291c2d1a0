/**
 * The physical board as values and pure logic, whichever game is played on it: what the sensors read and what the
 * LEDs show. Nothing here reads a clock, a port or a thread; time comes in as explicit instants.
 *
 * <ul>
 * <li>{@link SensorFrame} (one reading of every square, row by row from a1, written one character a square) of
 * {@link Reading}s, and {@link SensorKind} (presence only, as reed switches give, or colour, as Hall sensors and the
 * simulated board give).</li>
 * <li>{@link DeferFrameDebouncer}: passes a frame on only once it has stood unchanged for the settle time
 * ({@code board.settle-ms}), so a slid disc, a hovering hand, a bouncing switch or the brief lift of a flip never
 * reaches a reconciler. It is the service's debouncer of whole frames; the switches are debounced before it by the
 * drivers ({@code hw.gpio.DeferPerKeyDebouncer}) or by the controller's firmware.</li>
 * <li>{@link LedPlan} (what every LED shows, one per square), {@link Led}, {@link LedColour}, {@link LedPattern},
 * and {@link Signals}, the LED legend both games use (patterns carry the meaning, so a single-colour board still
 * tells them apart).</li>
 * </ul>
 *
 * <p>What a frame means is each game's own: {@code board.othello} and {@code board.octi}. Uses {@code text}; never a
 * driver, the journal or the event loop.
 */
package org.othellier.board;
