package org.othellier.game.othello;

import org.othellier.game.Side;

/** Scores and winners from disc counts (O-9 to O-11, O-13 to O-15). Pure functions. */
public final class Scoring {

    private Scoring() {
    }

    /**
     * The result of a game that ended on the board. Normal rules (O-9, O-10): more discs wins and
     * the empties go to the winner; a draw splits them evenly. Anti-reversi (O-11): fewer discs wins;
     * the score is the counts as they stand.
     */
    public static OthelloResult finalResult(OthelloVariant variant, int blackDiscs, int whiteDiscs) {
        Side winner = blackDiscs == whiteDiscs ? null
                : (blackDiscs > whiteDiscs) != variant.antiReversi() ? Side.BLACK : Side.WHITE;
        if (variant.antiReversi()) {
            return new OthelloResult(blackDiscs, whiteDiscs, winner, OthelloResult.Reason.NO_MOVES);
        }
        int empties = variant.squares() - blackDiscs - whiteDiscs;
        int black = blackDiscs;
        int white = whiteDiscs;
        if (winner == Side.BLACK) {
            black += empties;
        } else if (winner == Side.WHITE) {
            white += empties;
        } else {
            black += empties / 2;
            white += empties - empties / 2;
        }
        return new OthelloResult(black, white, winner, OthelloResult.Reason.NO_MOVES);
    }

    /**
     * O-13: the player whose time ran out loses. If the count at that moment favoured them, the
     * result is the smallest winning margin for the opponent (33:31 on 8x8, N*N/2+1 : N*N/2-1 on
     * other sizes); otherwise the opponent is credited with their discs and every empty square.
     * Anti-reversi (decision): "favoured" means fewer discs; the margin result then gives the
     * winner N*N/2-1 and the loser N*N/2+1, and otherwise the counts stand as they are.
     */
    public static OthelloResult timeForfeit(OthelloVariant variant, int blackDiscs, int whiteDiscs, Side flagged) {
        return forfeit(variant, blackDiscs, whiteDiscs, flagged, OthelloResult.Reason.TIME_FORFEIT);
    }

    /**
     * O-14: a player who resigns loses, scored as a time forfeit (O-13) from the discs on the board when they
     * resigned: the narrowest win when the count favoured the one who resigned, else the opponent's discs and every
     * empty square to the opponent.
     */
    public static OthelloResult resignation(OthelloVariant variant, int blackDiscs, int whiteDiscs, Side resigned) {
        return forfeit(variant, blackDiscs, whiteDiscs, resigned, OthelloResult.Reason.RESIGNATION);
    }

    /** O-15: a draw by agreement is written as half the squares each (32-32 on 8x8), whatever the discs. */
    public static OthelloResult agreedDraw(OthelloVariant variant) {
        int half = variant.squares() / 2;
        return new OthelloResult(half, variant.squares() - half, null, OthelloResult.Reason.AGREED_DRAW);
    }

    private static OthelloResult forfeit(OthelloVariant variant, int blackDiscs, int whiteDiscs, Side flagged,
                                      OthelloResult.Reason reason) {
        Side winner = flagged.opponent();
        int flaggedDiscs = flagged == Side.BLACK ? blackDiscs : whiteDiscs;
        int winnerDiscs = flagged == Side.BLACK ? whiteDiscs : blackDiscs;
        int half = variant.squares() / 2;
        boolean flaggedWasAhead = variant.antiReversi() ? flaggedDiscs < winnerDiscs : flaggedDiscs > winnerDiscs;
        int winnerPoints;
        int loserPoints;
        if (flaggedWasAhead) {
            winnerPoints = variant.antiReversi() ? half - 1 : half + 1;
            loserPoints = variant.antiReversi() ? half + 1 : half - 1;
        } else if (variant.antiReversi()) {
            winnerPoints = winnerDiscs;
            loserPoints = flaggedDiscs;
        } else {
            winnerPoints = variant.squares() - flaggedDiscs;
            loserPoints = flaggedDiscs;
        }
        return winner == Side.BLACK
                ? new OthelloResult(winnerPoints, loserPoints, winner, reason)
                : new OthelloResult(loserPoints, winnerPoints, winner, reason);
    }
}
