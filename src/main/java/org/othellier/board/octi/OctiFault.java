package org.othellier.board.octi;

import org.othellier.game.octi.Squares;

/**
 * A square the board has wrong compared with the game's position, and why. The LEDs show every fault
 * until the board is put right; the web page says what it is.
 *
 * @param square the square, row by row from a1
 * @param kind   what is wrong there
 */
public record OctiFault(int square, Kind kind) {

    public enum Kind {
        /** Pods stand where the position has none, and no legal move puts any there. */
        EXTRA_POD("pods that do not belong"),
        /** The position has pods here (not the mover's: those may be in the player's hand) and the square is empty. */
        MISSING_POD("pods are missing"),
        /** The square shows the other colour. */
        WRONG_COLOUR("wrong colour");

        private final String text;

        Kind(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    public String describe() {
        return Squares.name(square) + ": " + kind.text();
    }
}
