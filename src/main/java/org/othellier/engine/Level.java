package org.othellier.engine;

import java.util.List;

/**
 * A playing strength. A level is what it does: how deep it looks in the middle game, from how many
 * empty squares it plays the end perfectly, and how much imprecision it adds on purpose (noise in
 * discs added to each move's score before choosing, and a chance of playing a random move).
 * Levels 1 to 9 search to a fixed depth (and stop early only when the clock demands it); level 10
 * deepens until its time plan says stop.
 *
 * @param number        1 (weakest) to 10
 * @param name          a short name for menus
 * @param depth         middle-game search depth in plies
 * @param exactEmpties  from this many empties on, the level solves to the end exactly
 * @param noise         standard deviation (discs) of the random noise added to each move's score
 * @param randomMoves   chance (0..1) of playing a uniformly random legal move instead
 * @param moveTimeMs    thinking time per move when no clock runs (0: fixed depth only)
 */
public record Level(int number, String name, int depth, int exactEmpties, double noise, double randomMoves,
                    long moveTimeMs) {

    public static final int MIN = 1;
    public static final int MAX = 10;

    private static final List<Level> LEVELS = List.of(
            new Level(1, "beginner", 1, 0, 16, 0.30, 0),
            new Level(2, "novice", 1, 4, 8, 0.10, 0),
            new Level(3, "casual", 2, 6, 4, 0.03, 0),
            new Level(4, "club", 3, 8, 2, 0, 0),
            new Level(5, "intermediate", 4, 10, 1, 0, 0),
            new Level(6, "advanced", 6, 12, 0, 0, 0),
            new Level(7, "strong", 8, 14, 0, 0, 0),
            new Level(8, "expert", 10, 16, 0, 0, 0),
            new Level(9, "master", 12, 18, 0, 0, 0),
            new Level(10, "strongest", 60, 24, 0, 0, 10_000));

    public static Level of(int number) {
        if (number < MIN || number > MAX) {
            throw new IllegalArgumentException("level " + number + " is outside " + MIN + " to " + MAX);
        }
        return LEVELS.get(number - 1);
    }

    public static List<Level> all() {
        return LEVELS;
    }

    /** True for the level that deepens until its time runs out. */
    public boolean timed() {
        return moveTimeMs > 0;
    }

    /** The same level with another thinking time per move (for matches and tests). */
    public Level withMoveTime(long ms) {
        return new Level(number, name, depth, exactEmpties, noise, randomMoves, ms);
    }

    /** One line: what this level does. */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        sb.append(number).append(" ").append(name).append(": ");
        sb.append(timed() ? "deepens while its time lasts (" + moveTimeMs / 1000.0 + " s a move without a clock)"
                : "searches " + depth + (depth == 1 ? " ply" : " plies"));
        sb.append(exactEmpties > 0 ? ", perfect play from " + exactEmpties + " empties" : ", no endgame solving");
        if (noise > 0) {
            sb.append(", score noise ").append(noise).append(" discs");
        }
        if (randomMoves > 0) {
            sb.append(", random move ").append(Math.round(randomMoves * 100)).append("% of the time");
        }
        return sb.toString();
    }
}
