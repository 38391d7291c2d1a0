package org.othellier.game.octi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * The legal moves of a position grouped by what a sensor grid sees after each: the {@link SquareView}
 * of every square. Built from the blocks of {@link LegalMoves} without playing every move, since a
 * stack or a long chain has millions of moves but few different boards after them.
 *
 * <p>What a walk leaves is fixed by which players still have a pod on each square before the X-13
 * removals: the origin loses the mover only when all the mover's pods there leave, a jumped square
 * keeps a player when some of that player's pods there are not captured, every landing gains
 * the mover, and X-13 then removes a player whose home holds an enemy and who still has pods. So the
 * capture choices of a route are grouped per jumped square by the players they leave there (a few
 * groups of many choices each), and the step multisets of a group move by the squares they
 * reach and whether the stack empties, counted per pod kind and combined layer by layer. A class is then
 * a union of products of such groups: its size is known by formula and its move numbers are decoded on
 * demand ({@link Group#number}). Entries, insertions and passes are few and are simply played.
 */
public final class ViewClasses {

    private final OctiPosition root;
    private final Map<String, Builder> classes = new HashMap<>();

    private ViewClasses(OctiPosition root) {
        this.root = root;
    }

    /**
     * Every legal move of {@code position}, grouped by the views after it, keyed by the views'
     * {@link SquareView#symbol() symbols} in square order (the same string as {@link #key}).
     */
    public static Map<String, Group> of(OctiPosition position) {
        ViewClasses v = new ViewClasses(position);
        v.blocks(position.legalMoves(), position, 0, UnaryOperator.identity());
        Map<String, Group> out = new HashMap<>();
        v.classes.forEach((k, b) -> out.put(k, b.build()));
        return out;
    }

    /** The key of a position's views: one {@link SquareView#symbol()} per square. */
    public static String key(OctiPosition position) {
        char[] c = new char[Squares.COUNT];
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            c[sq] = position.view(sq).symbol();
        }
        return new String(c);
    }

    private void blocks(LegalMoves moves, OctiPosition from, long offset, UnaryOperator<OctiMove> wrap) {
        // Per square: one bit per player whose pods stand there.
        int[] base = new int[Squares.COUNT];
        for (int w : from.pods) {
            base[Pod.squareOf(w)] |= 1 << Pod.ownerOf(w);
        }
        for (int b = 0; b < moves.blocks.length; b++) {
            long start = offset + LegalMoves.start(moves.ends, b);
            switch (moves.blocks[b]) {
                case LegalMoves.GroupBlock g -> group(g, from, base, start);
                case LegalMoves.SingleBlock s -> single(s, from, base, start);
                case LegalMoves.Nested n -> blocks(n.moves(), from, start, wrap);
                case LegalMoves.TurnBlock t ->
                        blocks(t.normal(), t.mid(), start, m -> wrap.apply(new OctiMove.Turn(t.extras(), m)));
                default -> played(moves.blocks[b], start, wrap);
            }
        }
    }

    /** Entries, insertions, passes: few, so played (from the root, so X-14 turns are whole). */
    private void played(LegalMoves.Block block, long start, UnaryOperator<OctiMove> wrap) {
        for (long i = 0; i < block.count(); i++) {
            String k = key(OctiRules.apply(root, wrap.apply(block.get(i))));
            builder(k).explicit.add(start + i);
        }
    }

    private Builder builder(String key) {
        return classes.computeIfAbsent(key, x -> new Builder());
    }

    /** Routes of a pod moving alone that come back over or onto its start square. */
    private void single(LegalMoves.SingleBlock block, OctiPosition from, int[] base, long start) {
        int mover = from.toMove;
        int moverBit = 1 << mover;
        for (int i = 0; i < block.options.length; i++) {
            LegalMoves.RouteOption o = block.options[i];
            Route r = o.route();
            int origin = r.origin;
            int[] after = base.clone();
            if (ownPods(from, origin, mover) == 1) {
                after[origin] &= ~moverBit; // a jumped origin is set again from its capture choices below
            }
            Captures c = new Captures(o.captures(), 1);
            long first = start + LegalMoves.start(block.ends, i);
            c.forEachCombination(after, (owners, picks, count) -> {
                owners[r.destination()] |= moverBit;
                add(owners, new Term(first, picks, null, 0, false, count));
            });
        }
    }

    /** Group moves and the single routes that stay off the start square. */
    private void group(LegalMoves.GroupBlock g, OctiPosition from, int[] base, long start) {
        int mover = from.toMove;
        int moverBit = 1 << mover;
        // The squares steps reach, each a bit of a step set.
        int[] destSquares = new int[8];
        int dests = 0;
        for (Route[] rs : g.steps) {
            for (Route r : rs) {
                int d = r.destination();
                int j = 0;
                while (j < dests && destSquares[j] != d) {
                    j++;
                }
                if (j == dests) {
                    destSquares[dests++] = d;
                }
            }
        }
        Map<String, Steps> stepCache = new HashMap<>();
        for (int f = 0; f < g.families.size(); f++) {
            int[] family = g.families.get(f);
            boolean empty = family.length == 0;
            int[] left = g.left(family);
            long stepFactor = g.stepFactor(left);
            long first = start + LegalMoves.start(g.ends, f) - (empty ? 1 : 0);
            long[] jumpedLo = new long[2];
            Captures captures = new Captures(null, 0);
            long weight = stepFactor;
            for (int j : family) {
                CaptureChoices cc = g.jumps[j].captures();
                captures.addRoute(g.jumps[j].route(), cc, weight);
                weight *= cc.total;
                Route r = g.jumps[j].route();
                jumpedLo[0] |= r.lo;
                jumpedLo[1] |= r.hi;
            }
            // A step only changes what a square holds when the mover may be missing there afterwards.
            int relevant = 0;
            for (int j = 0; j < dests; j++) {
                int d = destSquares[j];
                boolean jumped = d < 64 ? (jumpedLo[0] & 1L << d) != 0 : (jumpedLo[1] & 1L << (d - 64)) != 0;
                if ((base[d] & moverBit) == 0 || jumped) {
                    relevant |= 1 << j;
                }
            }
            int rel = relevant;
            Steps steps = stepCache.computeIfAbsent(Arrays.toString(left) + rel,
                    x -> new Steps(g.steps, left, destSquares, rel));
            int zero = steps.zeroState();
            int[] after = base.clone();
            for (int j : family) {
                after[g.jumps[j].route().destination()] |= moverBit;
            }
            captures.forEachCombination(after, (owners, picks, count) -> {
                for (int state = 0; state < Steps.STATES; state++) {
                    long n = steps.count(state);
                    if (n == 0) {
                        continue;
                    }
                    boolean skip = empty && state == zero; // the empty family's "move nothing"
                    if (skip && n == 1) {
                        continue;
                    }
                    int[] o = owners.clone();
                    if ((state & 1) != 0) {
                        o[g.origin] &= ~moverBit;
                    }
                    for (int j = 0; j < destSquares.length; j++) {
                        if ((state >>> 1 & 1 << j) != 0) {
                            o[destSquares[j]] |= moverBit;
                        }
                    }
                    add(o, new Term(first, picks, steps, state, skip, count * n - (skip ? 1 : 0)));
                }
            });
        }
    }

    private static int ownPods(OctiPosition p, int square, int player) {
        int n = 0;
        for (int i = p.from(square); i < p.to(square); i++) {
            n += Pod.ownerOf(p.pods[i]) == player ? 1 : 0;
        }
        return n;
    }

    private void add(int[] owners, Term term) {
        if (root.variant().fourPlayer()) {
            removeOccupiedPlayers(owners);
        }
        char[] c = new char[Squares.COUNT];
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            int o = owners[sq];
            c[sq] = SquareView.ofTeams(((o & 0b0101) != 0 ? 1 : 0) | ((o & 0b1010) != 0 ? 2 : 0)).symbol();
        }
        builder(new String(c)).terms.add(term);
    }

    /** X-13 as {@code OctiWork.removeOccupiedPlayers} makes it, on the players per square. */
    private void removeOccupiedPlayers(int[] owners) {
        OctiVariant v = root.variant();
        for (int p = 0; p < v.players(); p++) {
            int enemies = (p & 1) == 0 ? 0b1010 : 0b0101;
            if ((owners[v.homesOf(p)[0]] & enemies) == 0) {
                continue;
            }
            boolean hasPods = false;
            for (int o : owners) {
                hasPods |= (o & 1 << p) != 0;
            }
            if (hasPods) {
                for (int sq = 0; sq < owners.length; sq++) {
                    owners[sq] &= ~(1 << p);
                }
            }
        }
    }

    // ---- capture choices, grouped per jumped square by the players they leave there

    private interface Combination {
        void accept(int[] owners, long[][] picks, long count);
    }

    /**
     * The capture choices of the jumps of one move, as a mixed-radix number: per jumped square, the
     * choices grouped by which players keep a pod there, each with the part of the move number it adds.
     */
    private static final class Captures {
        final List<Integer> squares = new ArrayList<>();
        final List<int[]> masks = new ArrayList<>();
        final List<long[][]> values = new ArrayList<>();

        Captures(CaptureChoices only, long weight) {
            if (only != null) {
                addChoices(only, weight);
            }
        }

        void addRoute(Route route, CaptureChoices cc, long weight) {
            addChoices(cc, weight);
        }

        private void addChoices(CaptureChoices cc, long weight) {
            long w = weight;
            for (int j = 0; j < cc.words.length; j++) {
                int[] words = cc.words[j];
                int[] counts = cc.counts[j];
                Map<Integer, LongList> byMask = new LinkedHashMap<>();
                int[] digit = new int[words.length];
                long[] place = new long[words.length];
                long p = w;
                for (int i = 0; i < words.length; i++) {
                    place[i] = p;
                    p *= counts[i] + 1;
                }
                while (true) {
                    int mask = 0;
                    long value = 0;
                    for (int i = 0; i < words.length; i++) {
                        if (digit[i] < counts[i]) {
                            mask |= 1 << Pod.ownerOf(words[i]);
                        }
                        value += digit[i] * place[i];
                    }
                    byMask.computeIfAbsent(mask, x -> new LongList()).add(value);
                    int i = 0;
                    while (i < words.length && digit[i] == counts[i]) {
                        digit[i++] = 0;
                    }
                    if (i == words.length) {
                        break;
                    }
                    digit[i]++;
                }
                int[] m = new int[byMask.size()];
                long[][] v = new long[m.length][];
                int k = 0;
                for (Map.Entry<Integer, LongList> e : byMask.entrySet()) {
                    m[k] = e.getKey();
                    v[k++] = e.getValue().toArray();
                }
                squares.add(jumpedSquare(cc, j));
                masks.add(m);
                values.add(v);
                w = p;
            }
        }

        private static int jumpedSquare(CaptureChoices cc, int j) {
            if (cc.words[j].length > 0) {
                return Pod.squareOf(cc.words[j][0]);
            }
            throw new IllegalStateException("a jumped square without pods");
        }

        /** Calls back once per combination of groups, with the players per square it leaves. */
        void forEachCombination(int[] after, Combination action) {
            int n = squares.size();
            int[] pick = new int[n];
            while (true) {
                int[] owners = after.clone();
                long[][] picks = new long[n][];
                long count = 1;
                for (int i = 0; i < n; i++) {
                    owners[squares.get(i)] = masks.get(i)[pick[i]];
                    picks[i] = values.get(i)[pick[i]];
                    count *= picks[i].length;
                }
                action.accept(owners, picks, count);
                int i = 0;
                while (i < n && pick[i] == masks.get(i).length - 1) {
                    pick[i++] = 0;
                }
                if (i == n) {
                    return;
                }
                pick[i]++;
            }
        }
    }

    // ---- step multisets of a group move, grouped by the squares they reach

    /**
     * The step multisets of one group: per pod kind, at most {@code left} of its step routes
     * (each multiset a digit of the move number), grouped by the state they leave: bit 0 when every
     * pod of the mover on the origin leaves, bits 1-8 the step squares reached that matter. States are
     * combined kind by kind, so a class's size is a sum over few states, not a count of moves.
     */
    static final class Steps {
        static final int STATES = 512;
        private final int kinds;
        private final int[][] effects;
        private final long[][][] values;
        private final long[] finals;
        private final int zero;
        private final Map<Integer, long[][]> paths = new ConcurrentHashMap<>();

        Steps(Route[][] steps, int[] left, int[] destSquares, int relevant) {
            kinds = steps.length;
            effects = new int[kinds][];
            values = new long[kinds][][];
            long weight = 1;
            int zeroState = 1;
            for (int k = 0; k < kinds; k++) {
                int[] bit = new int[steps[k].length];
                for (int s = 0; s < bit.length; s++) {
                    int d = steps[k][s].destination();
                    int j = 0;
                    while (destSquares[j] != d) {
                        j++;
                    }
                    bit[s] = (relevant & 1 << j) != 0 ? 1 << j : 0;
                }
                long radix = Combinatorics.binomial(bit.length + left[k], left[k]);
                Map<Integer, LongList> byEffect = new LinkedHashMap<>();
                for (long idx = 0; idx < radix; idx++) {
                    int[] ms = Combinatorics.multiset(bit.length, left[k], idx);
                    int reached = 0;
                    for (int s : ms) {
                        reached |= bit[s];
                    }
                    int effect = reached << 1 | (ms.length == left[k] ? 1 : 0);
                    byEffect.computeIfAbsent(effect, x -> new LongList()).add(idx * weight);
                }
                effects[k] = new int[byEffect.size()];
                values[k] = new long[byEffect.size()][];
                int e = 0;
                for (Map.Entry<Integer, LongList> en : byEffect.entrySet()) {
                    effects[k][e] = en.getKey();
                    values[k][e++] = en.getValue().toArray();
                }
                zeroState &= left[k] == 0 ? 1 : 0;
                weight *= radix;
            }
            zero = zeroState;
            long[] layer = new long[STATES];
            layer[1] = 1;
            for (int k = 0; k < kinds; k++) {
                long[] next = new long[STATES];
                for (int s = 0; s < STATES; s++) {
                    if (layer[s] != 0) {
                        for (int e = 0; e < effects[k].length; e++) {
                            next[combine(s, effects[k][e])] += layer[s] * values[k][e].length;
                        }
                    }
                }
                layer = next;
            }
            finals = layer;
        }

        private static int combine(int state, int effect) {
            return ((state | effect) & ~1) | (state & effect & 1);
        }

        /** The state of the multiset with no step at all. */
        int zeroState() {
            return zero;
        }

        long count(int state) {
            return finals[state];
        }

        /** The part of the move number of multiset combination {@code rank} (0-based) among those leaving {@code state}. */
        long value(int state, long rank) {
            long[][] ways = paths.computeIfAbsent(state, this::ways);
            int s = 1;
            long v = 0;
            for (int k = 0; k < kinds; k++) {
                for (int e = 0; e < effects[k].length; e++) {
                    int n = combine(s, effects[k][e]);
                    long c = ways[k + 1][n];
                    if (c == 0) {
                        continue;
                    }
                    long block = values[k][e].length * c;
                    if (rank < block) {
                        v += values[k][e][(int) (rank / c)];
                        rank %= c;
                        s = n;
                        break;
                    }
                    rank -= block;
                }
            }
            return v;
        }

        /** Per layer and state: how many ways lead from there to {@code target}. */
        private long[][] ways(int target) {
            long[][] w = new long[kinds + 1][STATES];
            w[kinds][target] = 1;
            for (int k = kinds - 1; k >= 0; k--) {
                for (int s = 0; s < STATES; s++) {
                    long sum = 0;
                    for (int e = 0; e < effects[k].length; e++) {
                        sum += values[k][e].length * w[k + 1][combine(s, effects[k][e])];
                    }
                    w[k][s] = sum;
                }
            }
            return w;
        }
    }

    // ---- classes

    /**
     * The move numbers ({@link LegalMoves#get}) of one class: a union of terms, each a product of
     * groups of capture choices and step multisets. Its size is exact; {@link #number} decodes one.
     */
    public static final class Group {
        private final Term[] terms;
        private final long[] ends;

        private Group(List<Term> list) {
            terms = list.toArray(new Term[0]);
            ends = new long[terms.length];
            long total = 0;
            for (int i = 0; i < terms.length; i++) {
                total = Math.addExact(total, terms[i].count);
                ends[i] = total;
            }
        }

        /** The classes together (for sensors that tell fewer boards apart). */
        public static Group union(List<Group> groups) {
            List<Term> all = new ArrayList<>();
            for (Group g : groups) {
                all.addAll(Arrays.asList(g.terms));
            }
            return new Group(all);
        }

        public long count() {
            return ends.length == 0 ? 0 : ends[ends.length - 1];
        }

        /** The number of the {@code rank}-th move of the class (in a fixed order of its own, not ascending). */
        public long number(long rank) {
            if (rank < 0 || rank >= count()) {
                throw new IndexOutOfBoundsException("move " + rank + " of a class of " + count());
            }
            int t = LegalMoves.slot(ends, rank);
            return terms[t].number(rank - LegalMoves.start(ends, t));
        }
    }

    /**
     * Moves {@code first + sum of one value from each of picks + steps' value}; with {@code skipFirst}
     * the combination of all zeros (the empty family's move of nothing) is left out.
     */
    private record Term(long first, long[][] picks, Steps steps, int state, boolean skipFirst, long count) {
        long number(long rank) {
            long r = rank + (skipFirst ? 1 : 0);
            long v = first;
            if (steps != null) {
                long n = steps.count(state);
                v += steps.value(state, r % n);
                r /= n;
            }
            for (long[] p : picks) {
                v += p[(int) (r % p.length)];
                r /= p.length;
            }
            return v;
        }
    }

    private static final class Builder {
        final List<Term> terms = new ArrayList<>();
        final LongList explicit = new LongList();

        Group build() {
            if (explicit.size > 0) {
                long[] numbers = explicit.toArray();
                terms.add(new Term(0, new long[][] {numbers}, null, 0, false, numbers.length));
            }
            return new Group(terms);
        }
    }

    private static final class LongList {
        long[] items = new long[4];
        int size;

        void add(long x) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = x;
        }

        long[] toArray() {
            return Arrays.copyOf(items, size);
        }
    }
}
