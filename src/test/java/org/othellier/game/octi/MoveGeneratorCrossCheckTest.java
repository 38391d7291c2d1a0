package org.othellier.game.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The move generator against {@link ReferenceMoves} (a slow literal reading of the rules) on crowded
 * random positions and on positions from random games; every generated move passes the move checker,
 * and near misses are refused exactly when the generator does not produce them. Each check asserts a
 * minimum of positions and moves compared, so a generator that returns nothing cannot pass.
 */
class MoveGeneratorCrossCheckTest {

    private static final int REFERENCE_LIMIT = 20_000;

    @ParameterizedTest
    @EnumSource(OctiVariant.class)
    void crowdedPositionsGiveTheSameMovesAsTheReference(OctiVariant v) {
        Random rng = new Random(7 + v.ordinal());
        int compared = 0;
        long moves = 0;
        for (int i = 0; i < 400; i++) {
            OctiPosition p = RandomPositions.crowded(v, rng, 3 + rng.nextInt(4), 1 + rng.nextInt(3), 0.2 + rng.nextDouble() * 0.4);
            LegalMoves generated = MoveGenerator.normal(p);
            if (generated.count() > REFERENCE_LIMIT) {
                continue;
            }
            moves += compare(p, generated);
            compared++;
        }
        assertTrue(compared > 300, "compared only " + compared);
        assertTrue(moves > 20_000, "only " + moves + " moves compared");
    }

    @ParameterizedTest
    @EnumSource(OctiVariant.class)
    void positionsFromRandomGamesGiveTheSameMovesAsTheReference(OctiVariant v) {
        Random rng = new Random(11 + v.ordinal());
        int compared = 0;
        long moves = 0;
        for (OctiPosition p : RandomPositions.fromRandomGames(v, rng, 6, 7)) {
            LegalMoves generated = MoveGenerator.normal(p);
            if (generated.count() <= REFERENCE_LIMIT) {
                moves += compare(p, generated);
                compared++;
            }
        }
        // A generator (or a game maker) that gives nothing must not pass by comparing nothing: 245 to 288 positions
        // and 2,943 to 6,397 moves are compared with these seeds.
        assertTrue(compared >= 200, "compared only " + compared + " positions");
        assertTrue(moves >= 2_000, "compared only " + moves + " moves");
    }

    private static long compare(OctiPosition p, LegalMoves generated) {
        List<OctiMove> list = generated.toList(REFERENCE_LIMIT);
        Set<OctiMove> set = new HashSet<>(list);
        assertEquals(list.size(), set.size(), () -> "duplicate moves in\n" + p.toPicture());
        Set<OctiMove> reference = ReferenceMoves.normalMoves(p);
        if (!reference.equals(set)) {
            Set<OctiMove> missing = new HashSet<>(reference);
            missing.removeAll(set);
            Set<OctiMove> extra = new HashSet<>(set);
            extra.removeAll(reference);
            throw new AssertionError("generator differs from the reference in\n" + p.toPicture() + "missing "
                    + describe(p, missing) + "\nextra " + describe(p, extra));
        }
        return list.size();
    }

    private static String describe(OctiPosition p, Set<OctiMove> moves) {
        List<String> out = new ArrayList<>();
        for (OctiMove m : moves) {
            out.add(m.toString());
            if (out.size() > 10) {
                break;
            }
        }
        return moves.size() + " " + out;
    }

    @ParameterizedTest
    @EnumSource(OctiVariant.class)
    void generatedMovesAreLegalAndNearMissesAreRefusedUnlessGenerated(OctiVariant v) {
        Random rng = new Random(23 + v.ordinal());
        int nearMisses = 0;
        long checked = 0;
        for (int i = 0; i < 150; i++) {
            OctiPosition p = RandomPositions.crowded(v, rng, 3 + rng.nextInt(4), 1 + rng.nextInt(3), 0.3);
            if (p.isOver()) {
                continue;
            }
            LegalMoves moves = p.legalMoves();
            if (moves.count() > REFERENCE_LIMIT) {
                continue;
            }
            Set<OctiMove> set = new HashSet<>(moves.toList(REFERENCE_LIMIT));
            for (OctiMove m : set) {
                assertNull(p.whyIllegal(m), () -> m + " in\n" + p.toPicture());
                p.play(m).checkInvariants();
                checked++;
            }
            for (OctiMove candidate : nearMisses(p, new ArrayList<>(set), rng)) {
                boolean legal = p.isLegal(candidate);
                assertEquals(set.contains(candidate), legal, () -> candidate + " legal=" + legal + " in\n" + p.toPicture()
                        + (legal ? "" : p.whyIllegal(candidate)));
                nearMisses++;
            }
        }
        assertTrue(nearMisses > 1000, "only " + nearMisses + " near misses");
        assertTrue(checked >= 3_000, "only " + checked + " generated moves checked"); // 4,392 to 27,645 with these seeds
    }

    /** Moves one change away from legal ones: another square, a capture more or less, another pod, another prong. */
    private static List<OctiMove> nearMisses(OctiPosition p, List<OctiMove> legal, Random rng) {
        List<OctiMove> out = new ArrayList<>();
        for (int k = 0; k < Math.min(40, legal.size()); k++) {
            OctiMove m = legal.get(rng.nextInt(legal.size()));
            OctiMove core = m instanceof OctiMove.Turn t ? t.normal() : m;
            switch (core) {
                case OctiMove.Enter e -> out.add(new OctiMove.Enter(rng.nextInt(81)));
                case OctiMove.Insert i -> {
                    out.add(new OctiMove.Insert(i.square(), i.pod(), Dir.values()[rng.nextInt(8)], rng.nextBoolean()));
                    out.add(new OctiMove.Insert(rng.nextInt(81), i.pod(), i.dir(), i.superProng()));
                }
                case OctiMove.Walk w -> {
                    OctiMove.Part[] parts = w.parts.clone();
                    int j = rng.nextInt(parts.length);
                    OctiMove.Part part = parts[j];
                    // Another landing square for the last leg.
                    int[] landings = part.route.landings.clone();
                    landings[landings.length - 1] = rng.nextInt(81);
                    Route moved = part.route.jump ? jumpRoute(p, part.route.origin, landings) : Route.step(part.route.origin, landings[0]);
                    if (moved != null) {
                        parts[j] = new OctiMove.Part(part.kind, moved, moved.jump ? part.captured : new int[0]);
                        out.add(new OctiMove.Walk(w.origin, parts.clone()));
                    }
                    // One capture more (any pod on the board) or one fewer.
                    parts = w.parts.clone();
                    int[] caps = part.captured;
                    if (caps.length > 0 && rng.nextBoolean()) {
                        parts[j] = new OctiMove.Part(part.kind, part.route, java.util.Arrays.copyOf(caps, caps.length - 1));
                    } else if (p.pods.length > 0) {
                        int[] more = java.util.Arrays.copyOf(caps, caps.length + 1);
                        more[caps.length] = p.pods[rng.nextInt(p.pods.length)];
                        parts[j] = new OctiMove.Part(part.kind, part.route, more);
                    }
                    out.add(new OctiMove.Walk(w.origin, parts));
                    // Another pod kind, or one more pod doing the same.
                    parts = w.parts.clone();
                    parts[j] = new OctiMove.Part(part.kind ^ 1 << rng.nextInt(8), part.route, part.captured);
                    out.add(new OctiMove.Walk(w.origin, parts));
                    OctiMove.Part[] longer = java.util.Arrays.copyOf(w.parts, w.parts.length + 1);
                    longer[w.parts.length] = part;
                    out.add(new OctiMove.Walk(w.origin, longer));
                }
                default -> { }
            }
        }
        return out;
    }

    /** A jump route through the given landings, or null when a leg is not two squares in a line. */
    private static Route jumpRoute(OctiPosition p, int origin, int[] landings) {
        int[] jumped = new int[landings.length];
        int cur = origin;
        for (int i = 0; i < landings.length; i++) {
            Dir d = Squares.direction(cur, landings[i], 2, p.variant().cylinder());
            if (d == null) {
                return null;
            }
            jumped[i] = Squares.next(cur, d, p.variant().cylinder());
            cur = landings[i];
        }
        return new Route(origin, landings, jumped, true);
    }

    @ParameterizedTest
    @EnumSource(OctiVariant.class)
    void countingAgreesWithListingAndNotationReadsBackEveryMove(OctiVariant v) {
        Random rng = new Random(31 + v.ordinal());
        int positions = 0;
        long readBack = 0;
        for (int i = 0; i < 120; i++) {
            OctiPosition p = RandomPositions.crowded(v, rng, 4, 3, 0.3);
            LegalMoves moves = p.legalMoves();
            if (moves.count() > 5_000) {
                continue;
            }
            long n = 0;
            for (OctiMove m : moves) {
                n++;
                String written = OctiNotation.format(p, m);
                assertEquals(m, OctiNotation.parse(p, written), () -> written + " in\n" + p.toPicture());
            }
            assertEquals(moves.count(), n);
            positions++;
            readBack += n;
        }
        assertTrue(positions >= 100, "only " + positions + " positions"); // 119 or 120 with these seeds
        assertTrue(readBack >= 5_000, "only " + readBack + " moves written and read back"); // 6,756 to 33,265
    }
}
