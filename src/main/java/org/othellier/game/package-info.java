/**
 * The rules of the games, pure and fast: no hardware, threads or clocks. This package holds what both games share:
 * {@link org.othellier.game.Side} (the two sides of a two-player game and of the clock) and
 * {@link org.othellier.game.GameKind}, which says whether a game is Othello or Octi: the one parser of the
 * configuration's, the API's and the journal's {@code othello} and {@code octi}, refusing anything else by naming
 * both ({@code store.GameHeader.kind()}, {@code app.SessionSettings.game()} and {@code app.Companion.playing()}
 * answer with it). The rules themselves are in {@code game.othello} (Othello and Reversi, docs/RULES.md O-1 to
 * O-15) and {@code game.octi} (Octi, X-1 to X-14).
 *
 * <p>Bottom layer: uses nothing of the project; must never learn of boards, drivers, the journal or the clock.
 */
package org.othellier.game;
