/**
 * The players who are not at this board. {@link Opponent} is one: asked on the AI worker thread with a copy of the
 * game, the clock as an {@code engine.TimeBudget} (from {@code app.clock.GameClock.budget}) and a cancellation flag,
 * it answers a move. {@link EngineOpponent} is the engine at a level (one {@code engine.othello.OthelloEngine} shared by both sides;
 * levels 1 to 5 open with a random pick among the named openings' moves), {@link NboardOpponent} an external NBoard
 * engine started on the worker on first use. {@link PlayerSpec} says who plays a side ({@code human}, {@code ai:N},
 * {@code nboard}, {@code remote:BOARD}); a {@code remote:BOARD} player is the far board's person, made by
 * {@code remote.RemoteLink}, which reports its own board's time with each move ({@code Opponent.reportedTimeLeft}).
 * {@link Opponents} makes the player for a side; {@link OpponentFactory} makes what the configuration allows (the
 * engine and its tables made when an AI first plays, then kept).
 *
 * <p>Uses {@code engine}, {@code engine.nboard}, {@code coach} ({@code Openings}) and {@code game.othello}; used by
 * {@code app} and {@code remote}.
 */
package org.othellier.app.opponent;
