package org.othellier.app;

/**
 * What the page shows of a game, taken on the event loop after each event: {@link OthelloSnapshot} for
 * Othello, {@link OctiSnapshot} for Octi. Immutable.
 */
public sealed interface SessionView permits OthelloSnapshot, OctiSnapshot {

    /** Grows by one with every snapshot of a controller. */
    long version();

    /** The game's number in the journal. */
    long gameId();

    /** Which board the service runs on. */
    String backend();

    /** {@code playing}, {@code paused}, {@code setup} or {@code over}. */
    String status();

    /** Whether the board is there (the link to its controller) and which sensing its games may use. */
    org.othellier.hw.BoardStatus board();
}
