package org.othellier.game.octi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * One turn of Octi. A move names pods by kind (owner and prongs, {@link Pod}), never by identity:
 * identical pods on a square are interchangeable (docs/OCTI.md D-2). Moves are values; whether one is
 * legal is the position's question ({@link OctiPosition#whyIllegal}). Written and read by
 * {@link OctiNotation}.
 */
public sealed interface OctiMove permits OctiMove.Enter, OctiMove.Insert, OctiMove.Walk, OctiMove.Turn, OctiMove.Pass {

    /** X-6 (and ): a pod from reserve, or a captured one where the variant allows, onto a home square. */
    record Enter(int square) implements OctiMove {
    }

    /** a prong (or, X-14, a super-prong) into an empty socket of one of the mover's pods. */
    record Insert(int square, Pod pod, Dir dir, boolean superProng) implements OctiMove {
    }

    /** X-13 decision: a four-player player with no legal move passes (docs/OCTI.md D-8). */
    record Pass() implements OctiMove {
    }

    /**
     * extra moves, one per super-prong used, each a single pod moving in a super-prong's
     * direction, then the normal move. Only with at least one extra; a turn without is the normal move.
     */
    record Turn(List<Walk> extras, OctiMove normal) implements OctiMove {
        public Turn {
            extras = List.copyOf(extras);
            if (extras.isEmpty() || normal instanceof Turn || normal instanceof Pass) {
                throw new IllegalArgumentException("a turn is one or more extra moves and then a normal move");
            }
        }
    }

    /** One pod of a {@link Walk}: its kind, its route, and the pods it captures on the squares it jumps. */
    final class Part implements Comparable<Part> {
        final int kind;
        final Route route;
        /** Captured pods as pod words (square and kind), sorted. */
        final int[] captured;

        Part(int kind, Route route, int[] captured) {
            this.kind = kind;
            this.route = route;
            this.captured = captured.clone();
            Arrays.sort(this.captured);
        }

        public Pod pod() {
            return Pod.of(kind);
        }

        public Route route() {
            return route;
        }

        /** How many pods of {@code pod}'s kind this part captures on {@code square}. */
        public int capturedAt(int square, Pod pod) {
            int w = Pod.word(square, pod.kind());
            int n = 0;
            for (int c : captured) {
                n += c == w ? 1 : 0;
            }
            return n;
        }

        /** The captured pods with their squares, as (square, pod) pairs in board order. */
        public List<Captured> captures() {
            List<Captured> list = new ArrayList<>(captured.length);
            for (int c : captured) {
                list.add(new Captured(Pod.squareOf(c), Pod.of(c)));
            }
            return list;
        }

        @Override
        public int compareTo(Part o) {
            int c = Integer.compare(kind, o.kind);
            if (c == 0) {
                c = route.compareTo(o.route);
            }
            return c != 0 ? c : Arrays.compare(captured, o.captured);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Part p && p.kind == kind && p.route.equals(route) && Arrays.equals(p.captured, captured);
        }

        @Override
        public int hashCode() {
            return kind * 961 + route.hashCode() * 31 + Arrays.hashCode(captured);
        }

        @Override
        public String toString() {
            return Pod.of(kind) + route.toString() + (captured.length == 0 ? "" : " x" + captures());
        }
    }

    /** A captured pod and where it stood. */
    record Captured(int square, Pod pod) {
    }

    /**
     * one or more of the mover's pods leave one square, each by a step or a chain of
     * jumps, capturing what they choose. Parts are kept sorted, so equal moves are equal values.
     */
    final class Walk implements OctiMove {
        final int origin;
        final Part[] parts;

        Walk(int origin, Part[] parts) {
            this.origin = origin;
            this.parts = parts;
            Arrays.sort(this.parts);
        }

        static Walk single(int kind, Route route, int[] captured) {
            return new Walk(route.origin, new Part[] {new Part(kind, route, captured)});
        }

        public int origin() {
            return origin;
        }

        public List<Part> parts() {
            return Collections.unmodifiableList(Arrays.asList(parts));
        }

        public boolean isGroup() {
            return parts.length > 1;
        }

        public boolean captures() {
            for (Part p : parts) {
                if (p.captured.length > 0) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Walk w && w.origin == origin && Arrays.equals(w.parts, parts);
        }

        @Override
        public int hashCode() {
            return origin * 31 + Arrays.hashCode(parts);
        }

        @Override
        public String toString() {
            return "Walk" + Arrays.toString(parts);
        }
    }
}
