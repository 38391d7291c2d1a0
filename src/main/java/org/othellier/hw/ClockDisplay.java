package org.othellier.hw;

/**
 * The clock display beside the board: one text per player, as the clock's display format makes it
 * (digits, letters a seven-segment digit can show, {@code :} and {@code .} marking the colon and
 * decimal points). A character display shows the same texts on its two lines; one that says
 * {@link #characterLines()} also takes whole 16-character lines ({@code ClockFace.lcd}) in their place.
 */
public interface ClockDisplay {

    void show(String black, String white);

    /** Whether this is a 16x2 character display, which shows a text of 16 characters as a whole line. */
    default boolean characterLines() {
        return false;
    }
}
