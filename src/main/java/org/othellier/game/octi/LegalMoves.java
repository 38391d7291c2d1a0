package org.othellier.game.octi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The legal moves of a position in compact form. Capture choices and group moves
 * multiply: a stack of seven different pods with eight ways each has millions of group moves, and a
 * chain over four stacks of three has 4^4 capture choices. So the moves are kept as blocks that know
 * their size by counting ({@link #count()} is exact and cheap) and build move number {@code i} on
 * demand ({@link #get(long)}): iteration is lazy, a uniformly random move costs one decode, and
 * nothing is listed unless asked for.
 *
 * <p>What counts as one move (docs/OCTI.md "Counting moves"): identical pods are not told apart, so
 * a capture choice is a sub-multiset of each jumped square's pods and a group move a multiset of
 * (pod kind, route, captures); two routes to the same square are two moves even when they capture
 * the same pods; in the advanced game each ordered sequence of extra moves followed by a normal move
 * is one move.
 */
public final class LegalMoves implements Iterable<OctiMove> {

    static final LegalMoves EMPTY = new LegalMoves(List.of());

    final Block[] blocks;
    final long[] ends;
    private final long count;

    LegalMoves(List<Block> blockList) {
        List<Block> nonEmpty = new ArrayList<>();
        for (Block b : blockList) {
            if (b.count() > 0) {
                nonEmpty.add(b);
            }
        }
        blocks = nonEmpty.toArray(new Block[0]);
        ends = new long[blocks.length];
        long total = 0;
        for (int i = 0; i < blocks.length; i++) {
            total = Math.addExact(total, blocks[i].count());
            ends[i] = total;
        }
        count = total;
    }

    static LegalMoves of(List<OctiMove> moves) {
        return new LegalMoves(List.of(new ListBlock(moves)));
    }

    /** How many legal moves there are, counted without listing them. */
    public long count() {
        return count;
    }

    public boolean isEmpty() {
        return count == 0;
    }

    /** Move number {@code index}, 0 to {@code count() - 1}; the order is fixed for a position. */
    public OctiMove get(long index) {
        if (index < 0 || index >= count) {
            throw new IndexOutOfBoundsException("move " + index + " of " + count);
        }
        int b = slot(ends, index);
        return blocks[b].get(index - start(ends, b));
    }

    /** Which of consecutive ranges, given by their cumulative ends, holds {@code index}. */
    static int slot(long[] ends, long index) {
        int i = Arrays.binarySearch(ends, index);
        return i >= 0 ? i + 1 : -i - 1;
    }

    /** Where range {@code i} starts. */
    static long start(long[] ends, int i) {
        return i == 0 ? 0 : ends[i - 1];
    }

    @Override
    public Iterator<OctiMove> iterator() {
        return new Iterator<>() {
            long next;

            @Override
            public boolean hasNext() {
                return next < count;
            }

            @Override
            public OctiMove next() {
                if (next >= count) {
                    throw new NoSuchElementException();
                }
                return get(next++);
            }
        };
    }

    public Stream<OctiMove> stream() {
        return StreamSupport.stream(Spliterators.spliterator(iterator(), count, Spliterator.ORDERED | Spliterator.SIZED), false);
    }

    /** Every move in a list; refuses when there are more than {@code limit}. */
    public List<OctiMove> toList(int limit) {
        if (count > limit) {
            throw new IllegalStateException(count + " legal moves, more than " + limit + " to list");
        }
        List<OctiMove> list = new ArrayList<>((int) count);
        for (OctiMove m : this) {
            list.add(m);
        }
        return list;
    }

    /**
     * A small subset that always holds a move when there is one, for a search to look at: entries,
     * insertions and passes; every single-pod route once, capturing every enemy pod it jumps and none
     * of its own team's; each square's group steps in which every mover's pod that can steps the same
     * way; in the advanced game the same after each sequence of such extra moves.
     */
    public List<OctiMove> representatives() {
        List<OctiMove> out = new ArrayList<>();
        for (Block b : blocks) {
            b.representatives(out);
        }
        return out;
    }

    /**
     * Every route a single pod may take from its square (steps and jump chains, X-8 and X-9), once capturing
     * every enemy pod it jumps and, where that captures something, once capturing nothing (X-10: taking is a
     * choice): the moves a page offers when a pod and then where it goes are tapped. Not group moves nor the
     * advanced game's extra moves, which the list of moves and the notation still give.
     */
    public List<OctiMove.Walk> singlePodWalks() {
        List<OctiMove.Walk> out = new ArrayList<>();
        for (OctiMove m : representatives()) {
            if (m instanceof OctiMove.Walk w && w.parts.length == 1) {
                out.add(w);
                OctiMove.Part part = w.parts[0];
                if (part.captured.length > 0) {
                    out.add(OctiMove.Walk.single(part.kind, part.route, new int[0]));
                }
            }
        }
        return out;
    }

    // ---- blocks

    interface Block {
        long count();

        OctiMove get(long index);

        void representatives(List<OctiMove> out);
    }

    /** Moves kept as a plain list: entries, insertions, a pass. */
    record ListBlock(List<OctiMove> moves) implements Block {
        @Override
        public long count() {
            return moves.size();
        }

        @Override
        public OctiMove get(long index) {
            return moves.get((int) index);
        }

        @Override
        public void representatives(List<OctiMove> out) {
            out.addAll(moves);
        }
    }

    /** A single pod's route with its numbered capture choices. */
    record RouteOption(int kind, Route route, CaptureChoices captures, int moverTeam) {
        OctiMove.Walk walk(long choice) {
            return OctiMove.Walk.single(kind, route, captures.decode(choice));
        }
    }

    /** Routes only a pod moving alone may take: those that come back over or onto their start square (D-4). */
    static final class SingleBlock implements Block {
        final RouteOption[] options;
        final long[] ends;

        SingleBlock(List<RouteOption> list) {
            options = list.toArray(new RouteOption[0]);
            ends = new long[options.length];
            long total = 0;
            for (int i = 0; i < options.length; i++) {
                total = Math.addExact(total, options[i].captures().total);
                ends[i] = total;
            }
        }

        @Override
        public long count() {
            return ends.length == 0 ? 0 : ends[ends.length - 1];
        }

        @Override
        public OctiMove get(long index) {
            int i = slot(ends, index);
            return options[i].walk(index - start(ends, i));
        }

        @Override
        public void representatives(List<OctiMove> out) {
            for (RouteOption o : options) {
                out.add(o.walk(o.captures().enemiesOnly(o.moverTeam())));
            }
        }
    }

    /**
     * Every walk from one square whose routes stay off that square: single pods and groups.
     * A group is a multiset of steps per pod kind (free to repeat: steps never conflict) plus a
     * "family" of jump routes whose jumped squares are pairwise disjoint (no pod is jumped twice in a
     * move). Families are listed (there are few: each starts over a different neighbour, so at most
     * eight); steps and captures are counted by formula: for kind {@code k} with {@code r} pods left
     * after its jumps and {@code s} step routes, C(s + r, r) multisets of at most {@code r} steps;
     * times each jump's capture choices. Minus one for the family with no jump and no step.
     */
    static final class GroupBlock implements Block {
        final int origin;
        final int[] kinds;
        final int[] pods;
        final Route[][] steps;
        final RouteOption[] jumps;
        final int[] jumpKind;
        final List<int[]> families = new ArrayList<>();
        final long[] ends;

        GroupBlock(int origin, int[] kinds, int[] pods, Route[][] steps, List<RouteOption> jumpList, int[] jumpKind) {
            this.origin = origin;
            this.kinds = kinds;
            this.pods = pods;
            this.steps = steps;
            this.jumps = jumpList.toArray(new RouteOption[0]);
            this.jumpKind = jumpKind;
            enumerate(0, new int[kinds.length], 0, 0, new int[jumps.length], 0);
            ends = new long[families.size()];
            long total = 0;
            for (int f = 0; f < ends.length; f++) {
                total = Math.addExact(total, familyCount(families.get(f)));
                ends[f] = total;
            }
        }

        private void enumerate(int from, int[] used, long lo, long hi, int[] chosen, int size) {
            families.add(Arrays.copyOf(chosen, size));
            for (int j = from; j < jumps.length; j++) {
                int k = jumpKind[j];
                Route r = jumps[j].route();
                if (used[k] < pods[k] && !r.overlaps(lo, hi)) {
                    used[k]++;
                    chosen[size] = j;
                    enumerate(j + 1, used, lo | r.lo, hi | r.hi, chosen, size + 1);
                    used[k]--;
                }
            }
        }

        int[] left(int[] family) {
            int[] left = pods.clone();
            for (int j : family) {
                left[jumpKind[j]]--;
            }
            return left;
        }

        long stepFactor(int[] left) {
            long f = 1;
            for (int k = 0; k < kinds.length; k++) {
                f = Math.multiplyExact(f, Combinatorics.binomial(steps[k].length + left[k], left[k]));
            }
            return f;
        }

        private long familyCount(int[] family) {
            long c = stepFactor(left(family));
            for (int j : family) {
                c = Math.multiplyExact(c, jumps[j].captures().total);
            }
            return family.length == 0 ? c - 1 : c;
        }

        @Override
        public long count() {
            return ends.length == 0 ? 0 : ends[ends.length - 1];
        }

        @Override
        public OctiMove get(long index) {
            int f = slot(ends, index);
            int[] family = families.get(f);
            long i = index - start(ends, f) + (family.length == 0 ? 1 : 0);
            int[] left = left(family);
            long stepIndex = i % stepFactor(left);
            long captureIndex = i / stepFactor(left);
            List<OctiMove.Part> parts = new ArrayList<>();
            for (int j : family) {
                long radix = jumps[j].captures().total;
                parts.add(new OctiMove.Part(kinds[jumpKind[j]], jumps[j].route(), jumps[j].captures().decode(captureIndex % radix)));
                captureIndex /= radix;
            }
            for (int k = 0; k < kinds.length; k++) {
                long radix = Combinatorics.binomial(steps[k].length + left[k], left[k]);
                for (int s : Combinatorics.multiset(steps[k].length, left[k], stepIndex % radix)) {
                    parts.add(new OctiMove.Part(kinds[k], steps[k][s], new int[0]));
                }
                stepIndex /= radix;
            }
            return new OctiMove.Walk(origin, parts.toArray(new OctiMove.Part[0]));
        }

        @Override
        public void representatives(List<OctiMove> out) {
            for (int k = 0; k < kinds.length; k++) {
                for (Route r : steps[k]) {
                    out.add(OctiMove.Walk.single(kinds[k], r, new int[0]));
                }
            }
            for (RouteOption o : jumps) {
                out.add(o.walk(o.captures().enemiesOnly(o.moverTeam())));
            }
            // Group steps: every pod that has the prong moves that way together.
            for (Dir d : Dir.ALL) {
                List<OctiMove.Part> parts = new ArrayList<>();
                for (int k = 0; k < kinds.length; k++) {
                    for (Route r : steps[k]) {
                        // Adjacent squares: read on the cylinder, which also covers the flat board.
                        if (Squares.direction(origin, r.destination(), 1, true) == d) {
                            for (int c = 0; c < pods[k]; c++) {
                                parts.add(new OctiMove.Part(kinds[k], r, new int[0]));
                            }
                        }
                    }
                }
                if (parts.size() > 1) {
                    out.add(new OctiMove.Walk(origin, parts.toArray(new OctiMove.Part[0])));
                }
            }
        }
    }

    /** The moves of another list, as they are (the advanced game's turns without extra moves). */
    record Nested(LegalMoves moves) implements Block {
        @Override
        public long count() {
            return moves.count();
        }

        @Override
        public OctiMove get(long index) {
            return moves.get(index);
        }

        @Override
        public void representatives(List<OctiMove> out) {
            out.addAll(moves.representatives());
        }
    }

    /**
     * a sequence of extra moves, then every normal move of the position they leave ({@code mid},
     * kept so that the board after these turns can be read without playing each; {@link ViewClasses}).
     */
    record TurnBlock(List<OctiMove.Walk> extras, LegalMoves normal, boolean natural, OctiPosition mid) implements Block {
        @Override
        public long count() {
            return normal.count();
        }

        @Override
        public OctiMove get(long index) {
            return new OctiMove.Turn(extras, normal.get(index));
        }

        @Override
        public void representatives(List<OctiMove> out) {
            if (natural) {
                for (OctiMove m : normal.representatives()) {
                    out.add(new OctiMove.Turn(extras, m));
                }
            }
        }
    }
}
