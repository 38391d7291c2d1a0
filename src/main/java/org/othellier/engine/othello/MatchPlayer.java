package org.othellier.engine.othello;

import org.othellier.engine.TimeBudget;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;

/** Something that chooses moves in a game: a level of this engine, a simple reference player, an external engine. */
public interface MatchPlayer extends AutoCloseable {

    String name();

    /** A legal move (or a pass when forced) for the side to move; {@code clock} may be null. */
    OthelloMove play(OthelloGame game, TimeBudget clock);

    /** Called before each game. */
    default void newGame() {
    }

    @Override
    default void close() {
    }
}
