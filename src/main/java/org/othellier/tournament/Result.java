package org.othellier.tournament;

import org.othellier.game.Side;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Scoring;

/**
 * A game's result as the standings count it: each side's discs (O-10: empties to the winner; a time
 * forfeit as O-13 scores it) and how the game ended. More discs wins: a win is one point, a draw half.
 *
 * @param black  Black's discs
 * @param white  White's discs
 * @param ending how the game ended
 */
public record Result(int black, int white, Ending ending) {

    /** How a game ended. */
    public enum Ending {
        /** Played to the end on the board (O-7, O-10). */
        PLAYED,
        /** A player's time ran out; the discs are those of O-13. */
        TIME_FORFEIT,
        /** Set by the arbiter (a resignation, a default, a correction of a wrong count, a decision). */
        ADJUSTED
    }

    public Result {
        if (ending == null) {
            throw new TournamentException("a result needs how the game ended (played, time-forfeit, adjusted)");
        }
        if (black < 0 || white < 0) {
            throw new TournamentException("discs are 0 or more, not " + black + "-" + white);
        }
    }

    /** A game played to the end: the counts with the empties already given to the winner (O-10). */
    public static Result played(int black, int white) {
        return new Result(black, white, Ending.PLAYED);
    }

    /**
     * A time forfeit scored by O-13 from the discs on the board when the flag fell
     * ({@link Scoring#timeForfeit}).
     */
    public static Result timeForfeit(OthelloVariant variant, int blackOnBoard, int whiteOnBoard, Side flagged) {
        OthelloResult r = Scoring.timeForfeit(variant, blackOnBoard, whiteOnBoard, flagged);
        return new Result(r.black(), r.white(), Ending.TIME_FORFEIT);
    }

    /** A result set by the arbiter. */
    public static Result adjusted(int black, int white) {
        return new Result(black, white, Ending.ADJUSTED);
    }

    /** The result of a game the board kept (a resignation (O-14) or a draw by
     * agreement (O-15) becomes {@link Ending#ADJUSTED}, with the game's score). */
    public static Result of(OthelloResult game) {
        Ending ending = switch (game.reason()) {
            case NO_MOVES -> Ending.PLAYED;
            case TIME_FORFEIT -> Ending.TIME_FORFEIT;
            case RESIGNATION, AGREED_DRAW, ARBITER -> Ending.ADJUSTED;
        };
        return new Result(game.black(), game.white(), ending);
    }

    /** The winner, {@code null} for a draw: more discs wins. */
    public Side winner() {
        return black == white ? null : black > white ? Side.BLACK : Side.WHITE;
    }

    /** One side's points in halves: 2 for a win, 1 for a draw, 0 for a loss. */
    public int halfPoints(Side side) {
        Side w = winner();
        return w == null ? 1 : w == side ? 2 : 0;
    }

    /** One side's discs. */
    public int discs(Side side) {
        return side == Side.BLACK ? black : white;
    }

    /** {@code 33-31}, then {@code  (time forfeit)} or {@code  (adjusted)} when not played out. */
    @Override
    public String toString() {
        return black + "-" + white + (ending == Ending.PLAYED ? "" : " (" + ending.name().toLowerCase().replace('_', ' ') + ")");
    }
}
