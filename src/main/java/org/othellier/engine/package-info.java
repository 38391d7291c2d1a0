/**
 * What both games' AIs share: {@link Level} (1 to 10, the strength a player picks, with its depth and time) and
 * {@link TimeBudget} (what the game's clock leaves for one move: remaining, increment, delay, moves to go, given to an
 * AI by the controller). The Othello engine is {@code engine.othello}, Octi's {@code engine.octi}, and the NBoard
 * bridge {@code engine.nboard}; each uses this package, never the reverse. Uses nothing of the project but the
 * rules' vocabulary, so the clock's view of time can be handed to any AI without it knowing the clock.
 */
package org.othellier.engine;
