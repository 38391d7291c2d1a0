package org.othellier.hw;

/**
 * The clock display beside the board: one text per player, as the clock's display format makes it
 * (digits, letters a seven-segment digit can show, {@code :} and {@code .} marking the colon and
 * decimal points). A character display shows the same texts on its two lines.
 */
public interface ClockDisplay {

    void show(String black, String white);
}
