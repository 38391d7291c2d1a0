package org.othellier.store;

/**
 * One accepted event of a game, as committed.
 *
 * @param seq   its place in the game, from 1
 * @param at    wall-clock time (ISO-8601, UTC), for people reading the record
 * @param kind  {@code move}, {@code pass}, {@code takeback}, {@code clock-start}, {@code pause},
 *              {@code resume}, {@code press-ignored}, {@code result}
 * @param side  the side concerned ({@code black}/{@code white}), or null
 * @param data  the move ({@code f5}), the ply taken back to, the result, or a note
 * @param clock the clock's state after the event ({@code GameClock.encode()}), or null when unchanged
 */
public record JournalEntry(int seq, String at, String kind, String side, String data, String clock) {
}
