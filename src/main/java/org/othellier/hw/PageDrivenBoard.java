package org.othellier.hw;

import java.util.function.UnaryOperator;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.game.Side;

/**
 * The web page's hands on a board that exists only in memory (the simulated one): the discs it puts, turns and
 * takes away, its clock buttons, and what the page draws of it (the discs with their colours, the display). A board
 * offers it through {@link BoardBackend#pageDriven()}; hardware does not.
 */
public interface PageDrivenBoard {

    /** What its sensors see now. */
    SensorKind kind();

    /** The discs as they stand, colours included ({@code #} where a presence frame said only "occupied"). */
    SensorFrame discs();

    /** The clock display's two texts, as last shown. */
    String[] displayTexts();

    /** Puts the board in this state and delivers the frame; a frame it cannot show is refused, naming why. */
    void setDiscs(SensorFrame frame);

    /** One hand on the board, applied to the discs as they stand when it comes; what it throws leaves them as they were. */
    void change(UnaryOperator<SensorFrame> hand);

    /** A press of one clock button, now: pressed and let go at once. */
    void press(Side side);

    /** One clock button pressed, now, and held until {@link #buttonUp}. */
    void buttonDown(Side side);

    /** One clock button let go, now. */
    void buttonUp(Side side);
}
