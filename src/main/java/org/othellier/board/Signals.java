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
    /** Presence board: a disc to flip the sensors never saw lifted, named at a press (board.unlifted-flips). */
    public static final Led UNLIFTED_FLIP = Led.slowBlink(LedColour.YELLOW);
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
    /** A hint asked for (a long press, the page): the engine's best move for the person to move. */
    public static final Led BEST_MOVE = Led.slowBlink(LedColour.WHITE);

    // Octi (board.octi.OctiLedPlanner); README's "Octi at the board" lists the same.

    /** Octi: the AI's pod (or stack) that moves, takes a prong, or makes a chain. */
    public static final Led AI_POD = Led.steady(LedColour.BLUE);
    /** Octi: a square the AI's chain lands on on its way (its last landing is {@link #AI_PLACE}). */
    public static final Led AI_VIA = Led.steady(LedColour.CYAN);
    /** Octi: the pod the chooser shows (a person's candidate move), or the pod that takes a prong. */
    public static final Led CHOICE_POD = Led.steady(LedColour.WHITE);
    /** Octi: a square the chooser's candidate lands on on its way. */
    public static final Led CHOICE_VIA = Led.steady(LedColour.GREEN);
    /** Octi: where the chooser's candidate ends, or enters a pod. */
    public static final Led CHOICE_PLACE = Led.slowBlink(LedColour.WHITE);
    /** Octi: pods to take off this square (captured, or removed by X-13). */
    public static final Led TAKE = Led.fastBlink(LedColour.MAGENTA);
    /** Octi: the neighbour in the direction of a prong to insert (the pod's own square for a prong toward the edge). */
    public static final Led PRONG = Led.slowBlink(LedColour.YELLOW);
    /** Octi: the same for a super-prong (advanced game, X-14). */
    public static final Led SUPER_PRONG = Led.fastBlink(LedColour.YELLOW);
    /** Octi: several moves fit the board: the squares they start from; a press starts the chooser. */
    public static final Led CHOOSE = Led.steady(LedColour.ORANGE);
}
