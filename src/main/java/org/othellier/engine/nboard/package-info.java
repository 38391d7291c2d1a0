/**
 * The NBoard protocol both ways. {@link NboardServer} serves this engine on a pair of streams (version 2, the
 * {@code nboard} command), so the NBoard GUI and other tools can use it; {@link NboardEnginePlayer} runs any external
 * NBoard engine as a child process and uses it as an {@code engine.othello.MatchPlayer} ({@code match --white nboard:COMMAND};
 * at the board through {@code app.opponent.NboardOpponent}).
 *
 * <p>Uses {@code engine}, {@code game.othello} and {@code store} (GGF, which the protocol speaks).
 */
package org.othellier.engine.nboard;
