package org.othellier.store;

/**
 * What the journal keeps about a game when it starts: its rules and players, written as the
 * configuration writes them, and its start position (one character per square, a space, the side to move).
 */
public record GameHeader(String game, int size, String start, String rules, String sensors, String black,
                         String white, String clock, boolean tournament, String startPosition) {
}
