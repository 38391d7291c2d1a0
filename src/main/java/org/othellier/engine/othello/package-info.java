/**
 * The Othello engine, beside {@code engine.octi}: {@code OthelloEngine.think(position, level, clock, cancelled)}
 * (iterative deepening over {@code MidgameSearch} on bitboards, {@code EndgameSolver} near the end, a generic search
 * for other sizes), its evaluation ({@code Evaluator} over {@code Patterns}, weights shipped as a resource), its time
 * management ({@code TimeManager} turning the shared {@code engine.TimeBudget} into soft and hard limits), and
 * matches between players. What both engines share, {@code Level} and {@code TimeBudget}, stays in {@code engine}.
 * The training and calibration tools of this package live in src/tools.
 */
package org.othellier.engine.othello;
