package org.othellier.board.othello;

/** What to do on one square to bring the board back to a position (the lost-track guidance). */
public enum Fix {
    /** Put a black disc here (black face up on a colour board). */
    PUT_BLACK,
    /** Put a white disc here. */
    PUT_WHITE,
    /** Put a disc here: a presence board cannot tell colours, the web page shows which face. */
    PUT,
    /** Take the disc away. */
    REMOVE,
    /** Turn the disc over. */
    FLIP
}
