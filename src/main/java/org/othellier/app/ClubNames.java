package org.othellier.app;

import java.util.List;
import org.othellier.game.Side;

/** The club's names of the people playing one game at the board (the hub's pairing), for that game only. */
final class ClubNames {

    private long gameId = -1;
    private final String[] names = new String[2];

    void name(long game, String black, String white) {
        gameId = game;
        names[0] = black;
        names[1] = white;
    }

    /** {@code side}'s name in game {@code game}, or null when the club named nobody for it. */
    String of(long game, Side side) {
        return game == gameId ? names[side.ordinal()] : null;
    }

    /**
     * A 16x2 character display names the players of a club's pairing until the clock starts, so that each
     * sits at the right colour; then it shows the time. A four-digit display has no room for names: the page has them.
     * Null when the display shows the clock.
     */
    String[] beforeTheStart(long game, boolean characterLines, boolean clockStarted, boolean over) {
        if (game != gameId || !characterLines || clockStarted || over) {
            return null;
        }
        return new String[] {wholeLine("B " + names[0]), wholeLine("W " + names[1])};
    }

    /** What the page's snapshot depends on. */
    List<Object> key() {
        return java.util.Arrays.asList(gameId, names[0], names[1]);
    }

    private static String wholeLine(String text) {
        String line = text.length() > 16 ? text.substring(0, 16) : text;
        return line + " ".repeat(16 - line.length());
    }
}
