package org.othellier.board.octi;

import org.othellier.game.octi.Dir;
import org.othellier.game.octi.Squares;

/**
 * A hand movement the sensors can see that says something about the invisible part of a move
 * (README, "Octi at the board"). Every gesture ends with the board reading exactly what it read before
 * it began, so it can never be read as a move; it only narrows the moves the board already fits.
 *
 * <ul>
 *   <li>{@link Kind#TAP}: lift every pod of a square and put them back. Picks the moves that involve
 *       the square: a prong inserted there, a pod entered there, pods moved from there, pods captured there.</li>
 *   <li>{@link Kind#POINT}: lift the pods of a square, touch them down on an empty neighbouring square,
 *       lift them again and put them back. Picks the moves that involve the square in that direction:
 *       a prong inserted into that socket, a pod leaving that way.</li>
 * </ul>
 *
 * @param kind    tap or point
 * @param square  the square lifted
 * @param toward  the direction touched (a point), or null (a tap)
 */
public record Gesture(Kind kind, int square, Dir toward) {

    public enum Kind { TAP, POINT }

    public Gesture {
        if (square < 0 || square >= Squares.COUNT) {
            throw new IllegalArgumentException("a gesture on square " + square + ", off the board");
        }
        if ((kind == Kind.POINT) != (toward != null)) {
            throw new IllegalArgumentException("a point has a direction and a tap has none");
        }
    }

    public static Gesture tap(int square) {
        return new Gesture(Kind.TAP, square, null);
    }

    public static Gesture point(int square, Dir toward) {
        return new Gesture(Kind.POINT, square, toward);
    }

    @Override
    public String toString() {
        return kind == Kind.TAP ? "tap " + Squares.name(square) : "point " + Squares.name(square) + " " + toward;
    }
}
