package org.othellier.game.octi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Where one pod goes in a move: a single step or a chain of jumps, given by its start and
 * the squares it lands on. The squares jumped over follow from the landings; {@code touchesOrigin}
 * marks chains that land on or jump over their own start square, which only a pod moving alone may
 * do (docs/OCTI.md D-3).
 */
public final class Route {

    final int origin;
    final int[] landings;
    final int[] jumped;
    final boolean jump;
    /** The jumped squares as a 128-bit mask (squares 0-63 in lo, 64-80 in hi): routes of one move must not share any. */
    final long lo;
    final long hi;
    final boolean touchesOrigin;

    Route(int origin, int[] landings, int[] jumped, boolean jump) {
        this.origin = origin;
        this.landings = landings;
        this.jumped = jumped;
        this.jump = jump;
        long l = 0;
        long h = 0;
        boolean touches = false;
        for (int sq : jumped) {
            if (sq < 64) {
                l |= 1L << sq;
            } else {
                h |= 1L << (sq - 64);
            }
            touches |= sq == origin;
        }
        for (int sq : landings) {
            touches |= sq == origin;
        }
        this.lo = l;
        this.hi = h;
        this.touchesOrigin = touches;
    }

    static Route step(int origin, int target) {
        return new Route(origin, new int[] {target}, new int[0], false);
    }

    public int origin() {
        return origin;
    }

    /** The square the pod ends on. */
    public int destination() {
        return landings[landings.length - 1];
    }

    public boolean isJump() {
        return jump;
    }

    public List<Integer> landings() {
        return toList(landings);
    }

    /** The squares jumped over, in order (empty for a step). */
    public List<Integer> jumped() {
        return toList(jumped);
    }

    boolean overlaps(long otherLo, long otherHi) {
        return (lo & otherLo) != 0 || (hi & otherHi) != 0;
    }

    boolean jumps(int square) {
        return square < 64 ? (lo & 1L << square) != 0 : (hi & 1L << (square - 64)) != 0;
    }

    private static List<Integer> toList(int[] a) {
        List<Integer> list = new ArrayList<>(a.length);
        for (int x : a) {
            list.add(x);
        }
        return list;
    }

    int compareTo(Route o) {
        if (jump != o.jump) {
            return jump ? 1 : -1;
        }
        return Arrays.compare(landings, o.landings);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Route r && r.origin == origin && r.jump == jump && Arrays.equals(r.landings, landings);
    }

    @Override
    public int hashCode() {
        return origin * 31 + Arrays.hashCode(landings) + (jump ? 7 : 0);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(Squares.name(origin));
        for (int sq : landings) {
            sb.append(jump ? ':' : '-').append(Squares.name(sq));
        }
        return sb.toString();
    }
}
