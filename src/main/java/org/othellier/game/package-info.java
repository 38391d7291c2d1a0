/**
 * The rules of the games, pure and fast: no hardware, threads or clocks. {@code othello} holds
 * Othello and Reversi in every variant of the rules (O-1 to O-13), {@code octi} the Octi game; {@link
 * org.othellier.game.GameKind} says which of the two a game is.
 */
package org.othellier.game;
