package org.othellier.engine;

import org.othellier.game.othello.Game;
import org.othellier.game.othello.Move;

/** Something that chooses moves in a game: a level of this engine, a simple reference player, an external engine. */
public interface MatchPlayer extends AutoCloseable {

    String name();

    /** A legal move (or a pass when forced) for the side to move; {@code clock} may be null. */
    Move play(Game game, TimeBudget clock);

    /** Called before each game. */
    default void newGame() {
    }

    @Override
    default void close() {
    }
}
