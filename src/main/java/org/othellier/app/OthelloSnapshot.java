package org.othellier.app;

import java.util.List;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorFrame;
import org.othellier.board.othello.OthelloObservation;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloResult;
import org.othellier.hw.BoardStatus;

/**
 * Everything the web page and {@code GET /api/state} show, taken on the event loop after each
 * event: an immutable value, so readers on other threads never see a half-made change.
 *
 * @param version     grows by one with every snapshot
 * @param gameId      the game's number in the journal
 * @param settings    rules, sensors, players, clock, tournament mode
 * @param status      {@code playing}, {@code paused}, {@code setup} or {@code over}
 * @param toMove      the side to move, or null once the game is over
 * @param position    one character per square, row by row from a1: {@code X}, {@code O}, {@code -}
 * @param moves       the moves so far, passes as {@code PA}
 * @param frame       the last frame the sensors sent (stable or not), or null before the first
 * @param stable      the last stable frame, or null
 * @param leds        what the LEDs show
 * @param observation what the last stable frame means
 * @param clock       the clock's state
 * @param players     names of the two players, Black first
 * @param requested   the AI's move waiting to be made on the board, or null
 * @param thinking    the AI is choosing its move
 * @param lostTrack   the LEDs show the way back to the position
 * @param result      the result once the game is over, or null
 * @param messages    the latest messages, oldest first
 * @param backend     which board the service runs on
 * @param board       whether the board is there (its link) and which sensing it plays
 * @param coach       the hints of the game and the puzzle on the board
 * @param offer       a player's draw or takeback offer waiting for the opponent's answer, or null
 */
public record OthelloSnapshot(long version, long gameId, OthelloSettings settings, String status, Side toMove, String position,
                       List<String> moves, SensorFrame frame, SensorFrame stable, LedPlan leds, OthelloObservation observation,
                       ClockReading clock, List<String> players, String requested, boolean thinking, boolean lostTrack,
                       OthelloResult result, List<Message> messages, String backend, BoardStatus board, CoachView coach,
                       Offer offer)
        implements SessionView {

    /** One line for the page's message list. */
    public record Message(String at, String text) {
    }

    /**
     * The clock as it stood when the snapshot was taken.
     *
     * @param control   the time control, or {@code none}
     * @param started   the clock has been started
     * @param running   whose time runs, or null
     * @param paused    the arbiter paused it
     * @param black     Black's time left in milliseconds (-1 without a clock)
     * @param white     White's time left
     * @param display   the clock display's two texts
     * @param stands    why the clock stands though nobody paused it ({@code the board's link is down}), or null
     */
    public record ClockReading(String control, boolean started, Side running, boolean paused, long black, long white,
                             List<String> display, String stands) {
    }
}
