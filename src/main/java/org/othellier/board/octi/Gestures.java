package org.othellier.board.octi;

import java.util.List;
import org.othellier.game.octi.Dir;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.Squares;

/** Reading gestures from the stable frames of a turn, and which moves a gesture picks. Pure. */
final class Gestures {

    private Gestures() {
    }

    /**
     * The gesture the last stable frames complete, or null. {@code history} holds the turn's stable
     * readings, oldest first; a gesture is recognised only when the newest equals the one it began at.
     */
    static Gesture detect(List<String> history, boolean cylinder) {
        int n = history.size();
        if (n >= 5) {
            String a = history.get(n - 1);
            String lifted = history.get(n - 4);
            String touched = history.get(n - 3);
            if (history.get(n - 5).equals(a) && history.get(n - 2).equals(lifted)) {
                int s = onlyEmptied(a, lifted);
                int t = onlyFilled(lifted, touched);
                if (s >= 0 && t >= 0) {
                    Dir d = Squares.direction(s, t, 1, cylinder);
                    if (d != null) {
                        return Gesture.point(s, d);
                    }
                }
            }
        }
        if (n >= 3) {
            String a = history.get(n - 1);
            if (history.get(n - 3).equals(a)) {
                int s = onlyEmptied(a, history.get(n - 2));
                if (s >= 0) {
                    return Gesture.tap(s);
                }
            }
        }
        return null;
    }

    /** The one square occupied in {@code from} and empty in {@code to}, all else equal; or -1. */
    private static int onlyEmptied(String from, String to) {
        int found = -1;
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            if (from.charAt(sq) != to.charAt(sq)) {
                if (found >= 0 || !OctiSensors.occupied(from.charAt(sq)) || OctiSensors.occupied(to.charAt(sq))) {
                    return -1;
                }
                found = sq;
            }
        }
        return found;
    }

    private static int onlyFilled(String from, String to) {
        return onlyEmptied(to, from);
    }

    /** Whether {@code gesture} picks {@code move}: the move involves the square (and, for a point, that direction). */
    static boolean selects(Gesture gesture, OctiPosition position, OctiMove move) {
        boolean cylinder = position.variant().cylinder();
        return switch (move) {
            case OctiMove.Enter e -> gesture.kind() == Gesture.Kind.TAP && e.square() == gesture.square();
            case OctiMove.Insert i -> i.square() == gesture.square()
                    && (gesture.kind() == Gesture.Kind.TAP || i.dir() == gesture.toward());
            case OctiMove.Walk w -> selectsWalk(gesture, w, cylinder);
            case OctiMove.Turn t -> t.extras().stream().anyMatch(w -> selectsWalk(gesture, w, cylinder))
                    || selects(gesture, position, t.normal());
            case OctiMove.Pass p -> false;
        };
    }

    private static boolean selectsWalk(Gesture gesture, OctiMove.Walk walk, boolean cylinder) {
        for (OctiMove.Part part : walk.parts()) {
            if (gesture.kind() == Gesture.Kind.TAP) {
                if (walk.origin() == gesture.square()
                        || part.captures().stream().anyMatch(c -> c.square() == gesture.square())) {
                    return true;
                }
            } else if (walk.origin() == gesture.square() && firstDirection(part, cylinder) == gesture.toward()) {
                return true;
            }
        }
        return false;
    }

    static Dir firstDirection(OctiMove.Part part, boolean cylinder) {
        var route = part.route();
        return Squares.direction(route.origin(), route.landings().get(0), route.isJump() ? 2 : 1, cylinder);
    }
}
