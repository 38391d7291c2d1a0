package org.othellier.app.opponent;

import java.util.function.BooleanSupplier;
import org.othellier.engine.TimeBudget;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;

/**
 * A player who is not at this board: the engine at a level ({@link EngineOpponent}), an external engine over the
 * NBoard protocol ({@link NboardOpponent}), or a person at a far board whose moves come over the broker. The game
 * controller calls {@link #choose} on a worker thread, never on the event loop, and posts the answer back to the
 * loop; an answer for a position the game has left (a takeback, a new game) is dropped there.
 */
public interface Opponent extends AutoCloseable {

    /** A name for the page and the game record ({@code AI level 4 (club)}). */
    String name();

    /**
     * Chooses a move for the side to move of {@code game}'s position, which has at least one legal move.
     *
     * @param game      a copy of the game, the caller's to give away
     * @param clock     the mover's clock as a time budget, or null when no time runs out
     * @param cancelled true once the controller no longer wants the answer (the search may stop early)
     * @throws InterruptedException when the worker is interrupted
     */
    OthelloMove choose(OthelloGame game, TimeBudget clock, BooleanSupplier cancelled) throws InterruptedException;

    /**
     * The time the player's own clock showed after its last answer, in milliseconds, or -1 when this board keeps the
     * player's time (the AI does): a far board's player is timed by that board ({@code remote}), and this board's
     * clock takes its word.
     */
    default long reportedTimeLeft() {
        return -1;
    }

    /**
     * The game was taken back to ply {@code ply} by agreement (on the event loop, before the player is asked again): a
     * far board's move of the line taken back, still on its way, is no longer this game's.
     */
    default void tookBack(int ply) {
    }

    @Override
    default void close() {
    }
}
