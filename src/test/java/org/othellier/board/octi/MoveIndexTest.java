package org.othellier.board.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.othellier.board.SensorKind;
import org.othellier.engine.octi.RandomEngine;
import org.othellier.game.octi.LegalMoves;
import org.othellier.game.octi.HardPositions;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;

/**
 * The index is built by formula; here it must give the same answers as playing every legal move and
 * reading the sensors after it, on midgame positions of random games (stacks, group moves, partial and
 * own captures, X-13 removals, extra moves) for both sensor kinds.
 */
class MoveIndexTest {

    private static final long LITERAL_LIMIT = 30_000;

    @ParameterizedTest
    @EnumSource(OctiVariant.class)
    void answersAsPlayingEveryMoveDoes(OctiVariant variant) {
        int checked = 0;
        for (int game = 0; game < 4; game++) {
            RandomEngine engine = new RandomEngine(new Random(variant.ordinal() * 100L + game));
            OctiPosition p = OctiPosition.start(variant);
            for (int ply = 0; ply < 160 && !p.isOver(); ply++) {
                if (ply % 5 == 0 && p.legalMoves().count() <= LITERAL_LIMIT) {
                    for (SensorKind kind : SensorKind.values()) {
                        crossCheck(p, kind);
                    }
                    checked++;
                }
                p = p.play(engine.choose(p, 0));
            }
        }
        assertTrue(checked > 40, checked + " positions checked");
    }

    @Test
    void aBigClassIsDecodedOnDemandAndHoldsExactlyItsMoves() {
        OctiPosition p = HardPositions.stackOfSeven();
        MoveIndex index = MoveIndex.of(p, SensorKind.PRESENCE);
        String biggest = index.classSizes().entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        int size = index.count(biggest);
        assertTrue(size > MoveIndex.SORTED_LIMIT, size + " moves");
        List<OctiMove> moves = index.moves(biggest);
        assertEquals(size, moves.size());
        Set<OctiMove> seen = new HashSet<>();
        for (int i = 0; i < size; i += 97) {
            OctiMove m = moves.get(i);
            assertTrue(seen.add(m), "listed twice: " + m);
            assertEquals(biggest, index.after(m));
        }
        long total = index.classSizes().values().stream().mapToLong(Integer::longValue).sum();
        assertEquals(p.legalMoves().count(), total);
    }

    private static void crossCheck(OctiPosition p, SensorKind kind) {
        MoveIndex index = MoveIndex.of(p, kind);
        Map<String, long[]> literal = MoveIndex.byPlayingEveryMove(p, kind);
        String where = kind + "\n" + p.toPicture();
        assertEquals(literal.keySet(), index.readings(), where);
        assertEquals(literal.size(), index.classCount(), where);
        assertEquals(OctiSensors.expected(p, kind), index.before(), where);
        LegalMoves legal = p.legalMoves();
        for (Map.Entry<String, long[]> e : literal.entrySet()) {
            String readings = e.getKey();
            assertTrue(index.fits(readings), where);
            assertEquals(e.getValue().length, index.count(readings), where);
            assertEquals(e.getValue().length, index.classSizes().get(readings), where);
            Set<OctiMove> expected = new HashSet<>();
            for (long n : e.getValue()) {
                expected.add(legal.get(n));
            }
            List<OctiMove> moves = index.moves(readings);
            assertEquals(expected, new HashSet<>(moves), where);
            assertEquals(expected.size(), moves.size(), where);
            if (moves.size() <= MoveIndex.SORTED_LIMIT) {
                List<String> names = moves.stream().map(m -> OctiNotation.format(p, m)).toList();
                assertEquals(names.stream().sorted(Comparator.naturalOrder()).toList(), names, "notation order\n" + where);
            }
            assertEquals(readings, index.after(moves.get(0)), where);
        }
        assertEquals(List.of(), index.moves("-".repeat(81).replace('-', '?')));
    }
}
