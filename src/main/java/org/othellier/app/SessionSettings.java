package org.othellier.app;

import org.othellier.board.SensorKind;
import org.othellier.game.GameKind;

/**
 * How the next game is played, whichever game it is: {@link OthelloSettings} for Othello and Reversi,
 * {@link OctiSettings} for Octi. The {@link Companion} runs the controller of the game they name.
 */
public sealed interface SessionSettings permits OthelloSettings, OctiSettings {

    /** Which game: Othello or Octi. */
    GameKind game();

    /** Presence or colour sensors. */
    SensorKind sensors();

    /** A time control such as {@code 25m}, or {@code none}. */
    String clock();

    /** The side of the board the game needs: 6, 8, 10 for Othello, 9 for Octi. */
    int boardSize();
}
