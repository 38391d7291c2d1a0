package org.othellier.board.othello;

import org.othellier.game.othello.OthelloMove;

/**
 * A square the board has wrong, and why. The LEDs show every fault; the web page says what it is.
 *
 * @param square the square, row by row from a1
 * @param kind   what is wrong there
 */
public record OthelloFault(int square, Kind kind) {

    public enum Kind {
        /** A disc where none belongs: a second new disc, or one on a square that is no legal move. */
        EXTRA_DISC("a disc that does not belong"),
        /** A disc placed on a square that is not a legal move for the side to move. */
        ILLEGAL_MOVE("not a legal move"),
        /** A disc missing where the game has one. */
        MISSING_DISC("a disc is missing"),
        /** A disc showing the wrong colour: a wrong flip, or a disc placed the wrong way up. */
        WRONG_COLOUR("wrong colour"),
        /** A disc placed for the AI somewhere else than the square it chose. */
        NOT_THE_AI_MOVE("not the AI's move"),
        /** A disc placed for the AI before it has chosen its move. */
        AI_THINKING("the AI has not chosen yet");

        private final String text;

        Kind(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    public String describe(int size) {
        return OthelloMove.at(square, size) + ": " + kind.text();
    }
}
