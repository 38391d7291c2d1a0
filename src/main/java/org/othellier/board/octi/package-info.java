/**
 * What sensor frames mean for an Octi game (issue 8): the moves a frame fits ({@link org.othellier.board.octi.MoveIndex},
 * {@link org.othellier.board.octi.OctiReconciler}), the turn at the board with its gestures and candidate chooser
 * ({@link org.othellier.board.octi.OctiTurn}) and what the LEDs show ({@link org.othellier.board.octi.OctiLedPlanner}).
 * Pure: no threads, no clock, no hardware.
 */
package org.othellier.board.octi;
