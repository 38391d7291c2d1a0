package org.othellier.board;

/**
 * The LED legend: what each colour and pattern means on the board. Patterns carry the meaning
 * (a single-colour LED board still tells them apart); colours add to it on RGB and bicolour boards.
 * README's "What the LEDs mean" lists the same.
 */
public final class Signals {

    private Signals() {
    }

    /** A disc still to flip for the move being made by a person (and, after a takeback, a disc to turn back). */
    public static final Led FLIP = Led.steady(LedColour.YELLOW);
    /** Where the AI wants its disc. */
    public static final Led AI_PLACE = Led.slowBlink(LedColour.BLUE);
    /** A disc to flip for the AI's move. */
    public static final Led AI_FLIP = Led.steady(LedColour.BLUE);
    /** A square at fault: a disc that does not belong, a missing disc, a wrong colour. */
    public static final Led FAULT = Led.fastBlink(LedColour.RED);
    /** Lost track: put a disc here. */
    public static final Led PUT = Led.slowBlink(LedColour.GREEN);
    /** Lost track: take this disc away. */
    public static final Led REMOVE = Led.fastBlink(LedColour.RED);
    /** Lost track: turn this disc over. */
    public static final Led TURN = Led.steady(LedColour.YELLOW);
    /** The four corners: the side to move had no move and passed (O-7). */
    public static final Led PASS = Led.slowBlink(LedColour.MAGENTA);
    /** Game over: the winner's discs. */
    public static final Led WINNER = Led.slowBlink(LedColour.GREEN);
    /** Game over in a draw: every disc. */
    public static final Led DRAW = Led.slowBlink(LedColour.CYAN);
    /** Optional: the legal moves of a person to move. */
    public static final Led HINT = Led.steady(LedColour.GREEN);
    /** Optional: the last move played. */
    public static final Led LAST_MOVE = Led.steady(LedColour.WHITE);
}
