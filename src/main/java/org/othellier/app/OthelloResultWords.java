package org.othellier.app;

import org.othellier.game.othello.OthelloResult;

/** An Othello game's result in words: for the page and the log, and the reason as the journal keeps it. */
final class OthelloResultWords {

    private OthelloResultWords() {
    }

    /** "33-31, Black wins on time", "32-32, a draw by agreement". */
    static String describe(OthelloResult r) {
        return r.score() + (r.winner() == null ? ", a draw" : ", " + OthelloController.name(r.winner()) + " wins")
                + switch (r.reason()) {
                    case TIME_FORFEIT -> " on time";
                    case RESIGNATION -> " by resignation";
                    case AGREED_DRAW -> " by agreement";
                    case ARBITER -> " by the arbiter's decision";
                    case NO_MOVES -> "";
                };
    }

    /** The reason as the journal's result entry keeps it: "time forfeit", "no moves", ... */
    static String reason(OthelloResult r) {
        return r.reason().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
