/**
 * Othello and Reversi in every variant of the rules (docs/RULES.md O-1 to O-15), pure: no hardware, threads or
 * clocks.
 *
 * <ul>
 * <li>{@link Variant} (size 6, 8 or 10, Othello or Reversi start, single flank, anti-reversi) and {@link Start};
 * {@link Move} (a square or the pass of O-7).</li>
 * <li>{@link Position}, immutable, with two implementations: {@link BitboardPosition} for 8x8 on two
 * {@code long}s and {@link GridPosition}, a byte grid for every size, which on 8x8 is the reference the bitboards are
 * tested against. {@link Bitboards} generates moves and flips by shifts and masks, with no loop over squares: each
 * direction's flips from precomputed rays with a carry trick (toward higher bits) or the highest set bit (toward
 * lower bits), mobility by a parallel-prefix fill; {@code VectorBitboards} does the same four directions at a time
 * in 256-bit vectors when the JVM has the Vector API module and the processor 256-bit vectors (a Pi's NEON has not),
 * checked against the scalar code at start. {@link Perft} counts leaves on any position.</li>
 * <li>{@link Game} (positions from the start and the moves between them: undo is dropping the last),
 * {@link Transcript} ({@code f5d6c3}, passes written or left out), {@link Scoring} and {@link GameResult} (O-9 to
 * O-11; the time forfeit of O-13; the resignation and the draw agreed of O-14 and O-15).</li>
 * </ul>
 *
 * <p>Uses {@code game} and {@code text} only; everything that reads a board, a clock or a file is above it.
 */
package org.othellier.game.othello;
