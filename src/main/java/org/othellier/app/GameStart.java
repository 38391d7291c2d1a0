package org.othellier.app;

import java.util.List;
import java.util.function.Supplier;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.store.GameHeader;
import org.othellier.store.JournalEntry;

/**
 * A game about to begin at the board, new or resumed, as its controller made it before anything changes: the board's
 * fit is checked and the AI players are made, so whatever refuses the game has refused it. {@link BoardSession} runs
 * the one sequence of both games with it ({@link BoardSession#startGame}, {@link BoardSession#resumeGame}).
 *
 * @param header  the journal's header of the game, from its start position
 * @param first   the entries journalled with a new game's start (a puzzle's), numbered after it
 * @param size    the side of the grid the game is played on
 * @param sensing what the game's sensors read
 * @param discs   what a board that sets itself out shows for the game; null: the board is left as it is
 * @param install makes the game the controller's: its players, its position and all that follows from them
 * @param discard releases what was made for a game that is not kept (the AI players)
 */
record GameStart(GameHeader header, Supplier<List<JournalEntry>> first, int size, SensorKind sensing, SensorFrame discs,
                 Runnable install, Runnable discard) {
}
