package org.othellier.game.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link ViewClasses} groups moves by formula; these tests hold it to the literal method (play every
 * legal move and read the views) on positions where every rule that changes the board occurs: stacks
 * and group moves, chains over stacks with every capture choice, own captures, X-13
 * removals, and (advanced) extra moves with the cylinder edge.
 */
class ViewClassesTest {

    /** Positions with more moves are left to the benchmark: playing each move is the slow part. */
    private static final long LITERAL_LIMIT = 40_000;

    @ParameterizedTest
    @EnumSource(OctiVariant.class)
    void crowdedPositionsGroupAsPlayingEveryMoveDoes(OctiVariant v) {
        Random rng = new Random(800 + v.ordinal());
        int checked = 0;
        for (int i = 0; i < 150; i++) {
            OctiPosition p = RandomPositions.crowded(v, rng, 3 + rng.nextInt(4), 1 + rng.nextInt(4), 0.2 + rng.nextDouble() * 0.5);
            checked += crossCheck(p) ? 1 : 0;
        }
        assertTrue(checked > 60, checked + " positions checked");
    }

    @ParameterizedTest
    @EnumSource(OctiVariant.class)
    void positionsOfRandomGamesGroupAsPlayingEveryMoveDoes(OctiVariant v) {
        int checked = 0;
        for (OctiPosition p : RandomPositions.fromRandomGames(v, new Random(80 + v.ordinal()), 6, 7)) {
            checked += crossCheck(p) ? 1 : 0;
        }
        assertTrue(checked > 30, checked + " positions checked");
    }

    @Test
    void aStackOfSevenCountsMillionsOfMovesInAFewHundredClasses() {
        // seven different pods with 7 or 8 prongs, all on e5; every subset moves, each its own way.
        OctiPosition p = HardPositions.stackOfSeven();
        Map<String, ViewClasses.Group> classes = ViewClasses.of(p);
        long total = 0;
        for (ViewClasses.Group g : classes.values()) {
            total += g.count();
        }
        assertEquals(p.legalMoves().count(), total);
        assertTrue(total > 1_000_000, total + " moves");
        // Which of the eight neighbours hold pods afterwards, and whether e5 empties: at most 2 x 2^8 boards.
        assertTrue(classes.size() <= 512, classes.size() + " classes");
        // Spot checks: moves drawn from every class leave that class's views.
        Random rng = new Random(5);
        for (Map.Entry<String, ViewClasses.Group> e : classes.entrySet()) {
            for (int i = 0; i < 3; i++) {
                long n = e.getValue().number((long) (rng.nextDouble() * e.getValue().count()));
                assertEquals(e.getKey(), ViewClasses.key(p.play(p.legalMoves().get(n))));
            }
        }
    }

    /** Compares with the literal grouping; false when the position has too many moves to play each. */
    static boolean crossCheck(OctiPosition p) {
        LegalMoves moves = p.legalMoves();
        if (moves.count() > LITERAL_LIMIT) {
            return false;
        }
        Map<String, List<Long>> literal = new HashMap<>();
        for (long i = 0; i < moves.count(); i++) {
            literal.computeIfAbsent(ViewClasses.key(p.play(moves.get(i))), k -> new ArrayList<>()).add(i);
        }
        Map<String, ViewClasses.Group> classes = ViewClasses.of(p);
        assertEquals(literal.keySet(), classes.keySet(), p.toPicture());
        for (Map.Entry<String, List<Long>> e : literal.entrySet()) {
            ViewClasses.Group g = classes.get(e.getKey());
            assertEquals(e.getValue().size(), g.count(), p.toPicture());
            long[] numbers = new long[(int) g.count()];
            for (int i = 0; i < numbers.length; i++) {
                numbers[i] = g.number(i);
            }
            Arrays.sort(numbers);
            long[] expected = e.getValue().stream().mapToLong(Long::longValue).toArray();
            assertTrue(Arrays.equals(expected, numbers), "move numbers of a class differ:\n" + p.toPicture());
        }
        return true;
    }
}
