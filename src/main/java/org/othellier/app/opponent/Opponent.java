package org.othellier.app.opponent;

import org.othellier.game.othello.Move;
import org.othellier.game.othello.Position;

/**
 * A computer player. The game controller calls {@link #choose} on a worker thread, never on the
 * event loop, and posts the answer back to the loop; an answer for a position the game has left
 * (a takeback, a new game) is dropped there. The built-in opponent implements it now; the engine
 * and an external NBoard engine plug in through the same interface.
 */
public interface Opponent extends AutoCloseable {

    /** A name for the page and the game record ({@code built-in AI level 2}). */
    String name();

    /**
     * Chooses a move for the side to move of {@code position}, which has at least one legal move.
     *
     * @param timeLeftMillis the mover's time on the clock, or -1 when the game has no clock
     * @throws InterruptedException when the controller no longer wants the answer
     */
    Move choose(Position position, long timeLeftMillis) throws InterruptedException;

    @Override
    default void close() {
    }
}
