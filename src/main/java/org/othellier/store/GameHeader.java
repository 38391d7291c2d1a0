package org.othellier.store;

import org.othellier.game.GameKind;

/**
 * What the journal keeps about a game when it starts: its rules and players, written as the
 * configuration writes them, and its start position (one character per square, a space, the side to move).
 */
public record GameHeader(String game, int size, String start, String rules, String sensors, String black,
                         String white, String clock, boolean tournament, String startPosition) {

    /** Which game the header's {@code game} names; refused, naming the kinds there are, when it names none. */
    public GameKind kind() {
        return GameKind.parse(game);
    }
}
