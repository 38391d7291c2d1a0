package org.othellier.board.octi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.othellier.board.SensorKind;
import org.othellier.game.octi.LegalMoves;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPosition;

/**
 * Every legal move of one position, grouped by what the sensors read after it. Built once per position
 * and sensor kind (the position does not change while a player makes a move, and every stable frame of
 * the turn is one lookup); moves are kept as their numbers in {@link LegalMoves}, so even the
 * hundred thousand group moves of a big stack cost a few bytes each. Immutable after construction.
 */
public final class MoveIndex {

    private static final long[] NONE = new long[0];

    private final OctiPosition position;
    private final SensorKind kind;
    private final String before;
    private final Map<String, long[]> classes;
    private final Map<String, List<OctiMove>> sorted = new ConcurrentHashMap<>();

    private MoveIndex(OctiPosition position, SensorKind kind) {
        this.position = position;
        this.kind = kind;
        this.before = OctiSensors.expected(position, kind);
        LegalMoves moves = position.legalMoves();
        Map<String, LongList> grouping = new HashMap<>();
        for (long i = 0; i < moves.count(); i++) {
            String after = OctiSensors.expected(position.play(moves.get(i)), kind);
            grouping.computeIfAbsent(after, k -> new LongList()).add(i);
        }
        Map<String, long[]> built = new HashMap<>();
        grouping.forEach((k, v) -> built.put(k, v.toArray()));
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

    /** How many legal moves leave exactly these readings. */
    public int count(String readings) {
        return classes.getOrDefault(readings, NONE).length;
    }

    /** Whether some legal move leaves these readings. */
    public boolean fits(String readings) {
        return classes.containsKey(readings);
    }

    /**
     * The legal moves that leave these readings, in notation order (a stable order for the chooser).
     * Empty when none does.
     */
    public List<OctiMove> moves(String readings) {
        long[] numbers = classes.get(readings);
        if (numbers == null) {
            return List.of();
        }
        return sorted.computeIfAbsent(readings, r -> {
            record Named(OctiMove move, String text) {
            }
            List<Named> named = new ArrayList<>(numbers.length);
            for (long n : numbers) {
                OctiMove m = position.legalMoves().get(n);
                named.add(new Named(m, OctiNotation.format(position, m)));
            }
            named.sort(Comparator.comparing(Named::text));
            return named.stream().map(Named::move).toList();
        });
    }

    /** The readings a move leaves (it must be legal here). */
    public String after(OctiMove move) {
        return OctiSensors.expected(position.play(move), kind);
    }

    /** Every reading some legal move leaves, with the number of moves leaving it: for tests and diagnostics. */
    public Map<String, Integer> classSizes() {
        Map<String, Integer> sizes = new HashMap<>();
        classes.forEach((k, v) -> sizes.put(k, v.length));
        return sizes;
    }

    /** A growable list of move numbers. */
    private static final class LongList {
        private long[] items = new long[4];
        private int size;

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
