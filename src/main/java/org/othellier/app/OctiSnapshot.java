package org.othellier.app;

import java.util.List;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorFrame;
import org.othellier.board.octi.OctiTurn;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiPlayer;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiResult;
import org.othellier.hw.BoardStatus;

/**
 * Everything the page and {@code GET /api/state} show of an Octi game, taken on the event loop after
 * each event. Immutable (positions and turn states are immutable values).
 *
 * @param version   grows by one with every snapshot
 * @param gameId    the game's number in the journal
 * @param settings  variant, sensors, players, clock
 * @param status    {@code playing}, {@code paused}, {@code setup} or {@code over}
 * @param toMove    the player to move, or null once the game is over
 * @param position  the position in play
 * @param moves     the moves so far in the notation
 * @param frame     the last frame the sensors sent, or null
 * @param stable    the last stable frame, or null
 * @param leds      what the LEDs show
 * @param turn      the turn at the board (what the board fits, gestures, the chooser), null once over
 * @param aiTurn    the turn's target is the AI's move, shown on the LEDs
 * @param clock     the two-sided clock (teams in the four-player game)
 * @param players   who plays each seat, in turn order
 * @param thinking  the AI is choosing its move
 * @param result    the result once the game is over, or null
 * @param endReason why it ended when the position does not say (a flag fall), or null
 * @param messages  the latest messages, oldest first
 * @param backend   which board the service runs on
 * @param board     whether the board is there (its link) and which sensing it plays
 * @param legal     the first {@link #LISTED_MOVES} legal moves of the player to move in notation order ("your
 *                  moves" on the page; empty once over)
 * @param legalCount how many legal moves the player to move has
 */
public record OctiSnapshot(long version, long gameId, OctiSettings settings, String status, OctiPlayer toMove,
                           OctiPosition position, List<String> moves, SensorFrame frame, SensorFrame stable, LedPlan leds,
                           OctiTurn.State turn, boolean aiTurn, OthelloSnapshot.ClockReading clock, List<String> players,
                           boolean thinking, OctiResult result, String endReason, List<OthelloSnapshot.Message> messages,
                           String backend, BoardStatus board, List<OctiMove> legal, long legalCount) implements SessionView {

    /** The page lists at most this many moves (an untouched board fits every prong insertion). */
    public static final int LISTED_MOVES = 100;

    public OctiSnapshot {
        legal = List.copyOf(legal);
    }
}
