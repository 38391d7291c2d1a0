/**
 * The simulated board: {@link SimulatedBoard}, a {@code hw.PageDrivenBoard} that exists only in memory, with all four
 * faces (discs with their colours even behind presence sensors, LEDs, buttons, display). It sets itself out at any
 * size and sensing for a new game ({@code setsItselfOut}), and is driven by the web page and
 * {@code POST /api/sim/...} (a tap as one hand on one square; a whole frame; the clock buttons). It is the default
 * backend of {@code serve}, and the board of the soak campaign and of most whole-service tests.
 *
 * <p>Uses {@code hw}, {@code board} and {@code game}; only the composition roots name it, and everything else reaches
 * it through {@code BoardBackend.pageDriven()}.
 */
package org.othellier.hw.sim;
