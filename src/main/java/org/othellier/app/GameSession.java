package org.othellier.app;

import java.util.OptionalLong;
import java.util.function.Consumer;
import org.othellier.board.SensorFrame;
import org.othellier.game.Side;
import org.othellier.hw.ButtonPress;

/**
 * A game at the board as the event loop, the web server and the service drive it: frames, presses
 * and timer ticks in; snapshots out; the arbiter's commands. {@link OthelloController} plays Othello,
 * {@link OctiController} Octi, and the {@link Companion} runs whichever the current game is. Every
 * method is called on the {@link EventLoop}'s thread, except {@link #snapshot()}.
 */
public interface GameSession {

    /** Resumes the journal's game in progress, or starts one with these settings. */
    void begin(SessionSettings defaults);

    /** Starts a new game; throws IllegalArgumentException (and changes nothing) when it cannot be played here. */
    void newGame(SessionSettings settings);

    void onFrame(SensorFrame frame);

    void onPress(ButtonPress press);

    /** A clock button let go, on a board that senses releases: a press held long is a long press (a hint). */
    default void onRelease(org.othellier.hw.ButtonRelease release) {
    }

    /** The board's {@link org.othellier.hw.BoardBackend#status() status} may have changed: the link lost, refused or back. */
    void boardChanged();

    /** The timer: whatever was waiting for this instant. */
    void onTick();

    /** The journal failed to keep an event (a full or failing disk): told once, the clock stopped (BoardSession). */
    void journalFailed(RuntimeException e);

    /** When {@link #onTick} has something to do next, if ever. */
    OptionalLong nextWakeUp();

    /** The latest snapshot (safe from any thread); null before the first game. */
    SessionView snapshot();

    void addListener(Consumer<SessionView> listener);

    void pause();

    void resume();

    /** Set-up mode: the board is free to arrange; nothing on it counts until it is taken or cancelled. */
    void beginSetup();

    void cancelSetup();

    /**
     * Takes the board, in set-up, as the start of a new game. Othello: {@code toMove} to move and, on a presence
     * board, the squares' colours as {@code position} (one {@code X}/{@code O}/{@code -} per square). Octi: the
     * position as a picture (docs/OCTI.md), which says who moves, so {@code toMove} is null. Throws
     * IllegalArgumentException, naming what is wrong, when the board does not show it.
     */
    void takeSetup(Side toMove, String position);

    /**
     * The page's one-tap choice of the move for the person to move, in the game's notation (Octi); the board then
     * shows how to make it. Throws IllegalArgumentException for a move that is not legal, or in Othello.
     */
    void choose(String move);

    /**
     * The arbiter starts the clock of a game nobody has started yet (the club hub's "start the round"), as a press
     * on the untouched board would; nothing happens when it runs already. Throws IllegalArgumentException when the
     * game is not playing or the board does not show its position.
     */
    void startClock();

    /**
     * {@code side} resigns (null: the only person at the board): the game ends, journalled with its result (Othello
     * O-14; Octi: the opponent wins). Throws IllegalArgumentException when the game is over or the side is the AI.
     */
    void resign(Side side);

    /**
     * {@code side} (null: the only person at the board) offers {@code what}: {@code draw} (O-15) or {@code takeback}
     * of their last move, which against the AI is made at once. Throws IllegalArgumentException when it cannot be.
     */
    void offer(Side side, String what);

    /** {@code side} (null: whoever the offer waits for) accepts or declines the offer waiting. */
    void answerOffer(Side side, boolean accept);

    /** A line on the page's messages from outside the game (the club's pairing: who plays whom). */
    void announce(String text);

    /**
     * The names of the people playing game {@code gameId} (the club's pairing), shown instead of "human" while it is
     * the current game; ignored for another game. Octi shows its seats as they are.
     */
    default void namePlayers(long gameId, String black, String white) {
    }

    /** Stops the AI (its answers are dropped) and releases the players. */
    void close();
}
