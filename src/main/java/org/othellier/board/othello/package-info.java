/**
 * What sensor frames mean for an Othello game, pure. {@link Reconciler} is a function of a {@link Situation} (the
 * game, read only; what the sensors can tell; who is to move) and a stable frame to an {@link Observation}: in sync;
 * a move being made, with its flips and whether it is complete; a mismatch with its {@link Fault}s and the
 * {@link Fix}es back to the position (the lost-track guidance); or a takeback. {@code OthelloReconciler.restoring} reads the
 * frame against the position alone, after a takeback by command, and {@code OthelloReconciler.expectedFrame} is what a
 * position reads.
 *
 * <p>{@link OthelloLedPlanner} turns an observation into an LED plan (the legend in {@code board.Signals}).
 * {@link FlipWatch} keeps, on a presence board, the flips of the move being made that some frame saw lifted (a reed
 * switch reads a disc turned over where it lies the same as one never touched), and what a press on a complete move
 * means by {@code board.unlifted-flips}: taken, asked about until a second press, or refused.
 *
 * <p>Used by {@code app.OthelloController}. Uses {@code board}, {@code game} and {@code game.othello}; never a driver,
 * a clock or the journal, so every case is a test of a picture and a frame.
 */
package org.othellier.board.othello;
