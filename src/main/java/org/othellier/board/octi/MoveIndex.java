package org.othellier.board.octi;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import java.util.concurrent.ConcurrentHashMap;
import org.othellier.board.SensorKind;
import org.othellier.game.octi.LegalMoves;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.ViewClasses;

/**
 * Every legal move of one position, grouped by what the sensors read after it. Built once per position
 * and sensor kind (the position does not change while a player makes a move, and every stable frame of
 * the turn is one lookup). Immutable after construction.
 *
 * <p>A big stack's group moves or a chain over stacks (X-10 capture choices) make millions of
 * moves but few different boards, so the index is not built by playing every move: {@link ViewClasses}
 * groups the moves by formula from the blocks of {@link LegalMoves}, and a class keeps its moves as
 * products of move numbers decoded only when asked for. {@link #byPlayingEveryMove} is the literal
 * method, kept as the reference the tests and the benchmark hold this one to.
 */
public final class MoveIndex {

    /**
     * Classes up to this size are listed in notation order; a bigger one (a stack's moves that leave the
     * board as it was, say) is a list decoded on demand in an order of its own, so that asking for it
     * costs no memory.
     */
    public static final int SORTED_LIMIT = 10_000;

    /** {@link #listed} sorts at most this many moves. */
    static final int LISTED_POOL = 2_000;

    /**
     * A list of candidates as a value: small lists copied, the index's own big lists (immutable, decoded on
     * demand) kept as they are, so a class of millions of moves is never turned into objects.
     */
    public static List<OctiMove> keep(List<OctiMove> moves) {
        return moves instanceof Decoded ? moves : List.copyOf(moves);
    }

    private final OctiPosition position;
    private final SensorKind kind;
    private final String before;
    private final Map<String, ViewClasses.Group> classes;
    private final Map<String, List<OctiMove>> sorted = new ConcurrentHashMap<>();
    private volatile List<OctiMove> listed;

    private MoveIndex(OctiPosition position, SensorKind kind) {
        this.position = position;
        this.kind = kind;
        this.before = OctiSensors.expected(position, kind);
        // Presence sensors tell fewer boards apart than the views: their classes are unions.
        Map<String, List<ViewClasses.Group>> byReadings = new HashMap<>();
        ViewClasses.of(position).forEach((views, group) ->
                byReadings.computeIfAbsent(OctiSensors.fromViews(views, kind), k -> new ArrayList<>()).add(group));
        Map<String, ViewClasses.Group> built = new HashMap<>();
        byReadings.forEach((k, v) -> built.put(k, v.size() == 1 ? v.get(0) : ViewClasses.Group.union(v)));
        this.classes = built;
    }

    /** Groups the legal moves of {@code position} by what {@code kind} sensors read after each. */
    public static MoveIndex of(OctiPosition position, SensorKind kind) {
        if (position == null || kind == null) {
            throw new IllegalArgumentException("a move index needs a position and a sensor kind");
        }
        return new MoveIndex(position, kind);
    }

    public OctiPosition position() {
        return position;
    }

    public SensorKind kind() {
        return kind;
    }

    /** What the sensors read while the board shows the position. */
    public String before() {
        return before;
    }

    /** How many different readings the legal moves leave. */
    public int classCount() {
        return classes.size();
    }

    /** Every reading some legal move leaves. */
    public java.util.Set<String> readings() {
        return java.util.Collections.unmodifiableSet(classes.keySet());
    }

    /** How many legal moves leave exactly these readings (at most {@code Integer.MAX_VALUE}). */
    public int count(String readings) {
        ViewClasses.Group g = classes.get(readings);
        return g == null ? 0 : (int) Math.min(g.count(), Integer.MAX_VALUE);
    }

    /** Whether some legal move leaves these readings. */
    public boolean fits(String readings) {
        return classes.containsKey(readings);
    }

    /**
     * The legal moves that leave these readings, in notation order (a stable order for the chooser);
     * empty when none does. A class of more than {@link #SORTED_LIMIT} moves comes as a list that
     * decodes each move when asked, in the order of its terms rather than of notation.
     */
    public List<OctiMove> moves(String readings) {
        ViewClasses.Group group = classes.get(readings);
        if (group == null) {
            return List.of();
        }
        if (group.count() > SORTED_LIMIT) {
            return new Decoded(position.legalMoves(), group);
        }
        return sorted.computeIfAbsent(readings, r -> {
            record Named(OctiMove move, String text) {
            }
            List<Named> named = new ArrayList<>((int) group.count());
            for (long i = 0; i < group.count(); i++) {
                OctiMove m = position.legalMoves().get(group.number(i));
                named.add(new Named(m, OctiNotation.format(position, m)));
            }
            named.sort(Comparator.comparing(Named::text));
            return named.stream().map(Named::move).toList();
        });
    }

    /**
     * The first {@code limit} legal moves in notation order, every one when there are fewer: what a page lists
     * as "your moves". Of a position with more than {@link #LISTED_POOL} moves (a big stack's group moves)
     * only the first that many the generator makes are sorted, so the list costs a few milliseconds once per
     * turn whatever the count.
     */
    public List<OctiMove> listed(int limit) {
        List<OctiMove> all = listed;
        if (all == null) {
            LegalMoves legal = position.legalMoves();
            long n = Math.min(legal.count(), LISTED_POOL);
            List<String> texts = new ArrayList<>((int) n);
            Map<String, OctiMove> byText = new HashMap<>();
            for (long i = 0; i < n; i++) {
                OctiMove m = legal.get(i);
                String text = OctiNotation.format(position, m);
                if (byText.putIfAbsent(text, m) == null) {
                    texts.add(text);
                }
            }
            texts.sort(null);
            all = texts.stream().map(byText::get).toList();
            listed = all;
        }
        return all.subList(0, Math.min(limit, all.size()));
    }

    /** How many legal moves the position has (at most {@code Long.MAX_VALUE}). */
    public long legalCount() {
        return position.legalMoves().count();
    }

    /** The readings a move leaves (it must be legal here). */
    public String after(OctiMove move) {
        return OctiSensors.expected(position.play(move), kind);
    }

    /** Every reading some legal move leaves, with the number of moves leaving it: for tests and diagnostics. */
    public Map<String, Integer> classSizes() {
        Map<String, Integer> sizes = new HashMap<>();
        classes.forEach((k, v) -> sizes.put(k, (int) Math.min(v.count(), Integer.MAX_VALUE)));
        return sizes;
    }

    /**
     * The literal method: plays every legal move and groups the move numbers by the readings after it.
     * Seconds or out of memory on a big stack; the reference for tests and the benchmark only.
     */
    public static Map<String, long[]> byPlayingEveryMove(OctiPosition position, SensorKind kind) {
        LegalMoves moves = position.legalMoves();
        Map<String, List<Long>> grouping = new HashMap<>(); // the slow reference: boxing does not matter
        for (long i = 0; i < moves.count(); i++) {
            String after = OctiSensors.expected(position.play(moves.get(i)), kind);
            grouping.computeIfAbsent(after, k -> new ArrayList<>()).add(i);
        }
        Map<String, long[]> built = new HashMap<>();
        grouping.forEach((k, v) -> built.put(k, v.stream().mapToLong(Long::longValue).toArray()));
        return built;
    }

    /** A big class's moves, decoded one at a time. */
    private static final class Decoded extends AbstractList<OctiMove> implements RandomAccess {
        private final LegalMoves moves;
        private final ViewClasses.Group group;

        Decoded(LegalMoves moves, ViewClasses.Group group) {
            this.moves = moves;
            this.group = group;
        }

        @Override
        public OctiMove get(int index) {
            return moves.get(group.number(index));
        }

        @Override
        public int size() {
            return (int) Math.min(group.count(), Integer.MAX_VALUE);
        }
    }
}
