/**
 * What sensor frames mean for an Octi game (issue 8; README, "Octi at the board"), pure: no threads, no clock, no
 * hardware. A sensor sees only {@code OctiPosition.view(square)}, so moves the sensors cannot tell apart
 * (insertions, partial captures of a stack, which pod of a stack went where) stay candidates, and only then are the
 * players asked.
 *
 * <ul>
 * <li>{@link OctiSensors}: a frame, and a position's expected readings, as one comparable key of 81 characters.</li>
 * <li>{@link MoveIndex}: a position's legal moves grouped by what the sensors read after each, built once per
 * position and sensor kind (the position does not change during a turn, so each stable frame is one lookup). It is
 * built by formula, not by playing every move: {@code game.octi.ViewClasses} groups the blocks of
 * {@code game.octi.LegalMoves}, and a class keeps its moves as products of move numbers decoded on demand, sorted by
 * notation only when asked and small enough ({@code SORTED_LIMIT}). {@code MoveIndex.byPlayingEveryMove} is the
 * literal method, kept as the reference the tests and the benchmark hold it to.</li>
 * <li>{@link OctiReconciler}: a stable frame to an {@link OctiObservation}: untouched (with the invisible moves),
 * fits one or several moves with any pods still to take off (X-13 removals, the page's choice of a capture), a
 * mismatch with its {@link OctiFault}s and the pods in the hand, or the touch of a point gesture that picks a legal
 * move. When no class fits exactly, the nearest class that differs only by pods still standing on squares it empties
 * is the move with pods to take off.</li>
 * <li>{@link OctiTurn}: one turn as a state machine of stable frames and clock buttons: {@link Gesture}s read by
 * {@code Gestures} from the turn's last stable frames (each ends on the frame it began on, so it never changes the
 * class the board fits, and only picks: the press after it shows the move in the chooser, a second press plays it),
 * the candidate chooser, and a target (the AI's move, or the page's choice) that ends the turn once the board shows
 * it.</li>
 * <li>{@link OctiLedPlanner}: the turn's state to an LED plan (the AI's move, the candidate, pods to take, faults;
 * the way back once the board has fitted nothing for a while; the winners' pods at the end).</li>
 * <li>{@link HandSteps}: the readings, step by step, of hands making a move (the benchmark and whole-game
 * tests).</li>
 * </ul>
 *
 * <p>Used by {@code app.OctiController} and the page's JSON. Uses {@code board}, {@code game} and
 * {@code game.octi}.
 */
package org.othellier.board.octi;
