package org.othellier.engine.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPicture;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.octi.OctiResult;

/** The engines on small positions and small matches; the 100-game tables are `octi play` (docs/BENCHMARKS.md). */
class SearchEngineTest {

    private static final OctiPosition WIN_IN_ONE = OctiPicture.parse(OctiVariant.FAST, """
            1 . . . . . . . . .
            2 . . . . . . . . .
            3 . . B . B . : . .
            4 . . . . . . B8 . .
            5 . . . . . . . . .
            6 . . . . W . . . .
            7 . . W . : . W . .
            8 . . . . . . . . .
            9 . . . . . . . . .
            Black to move
            """);

    @Test
    void everyLevelAndTheGreedyPlayerTakeAWinInOne() {
        for (int level = 1; level <= 3; level++) {
            OctiMove m = new SearchEngine(level, new Random(level)).choose(WIN_IN_ONE, 0);
            assertEquals(Side.BLACK, WIN_IN_ONE.play(m).result().winner(), "level " + level + " played "
                    + OctiNotation.format(WIN_IN_ONE, m));
        }
        assertEquals(OctiResult.State.WIN, WIN_IN_ONE.play(new GreedyEngine(new Random(1)).choose(WIN_IN_ONE, 0)).result().state());
    }

    @Test
    void theSearchStopsAWinInOne() {
        // White to move: Black threatens g4-g3; White must fill g3 (an entry does).
        OctiPosition p = OctiPicture.parse(OctiVariant.FAST, """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . B . B . : W2 .
                4 . . . . . . B8 . .
                5 . . . . . . . . .
                6 . . . . W . . . .
                7 . . W . : . W . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                White to move; reserve B4 W3
                """);
        OctiMove move = new SearchEngine(2, new Random(3)).choose(p, 0);
        OctiPosition after = p.play(move);
        OctiMove reply = new SearchEngine(1, new Random(4)).choose(after, 0);
        assertTrue(after.play(reply).result().winner() != Side.BLACK, "White played " + OctiNotation.format(p, move));
    }

    @Test
    void theBudgetStopsTheSearchOnTheInjectedClock() {
        AtomicLong now = new AtomicLong();
        // Each reading of the clock moves it on a millisecond: a 30 ms budget allows about 30 readings.
        SearchEngine engine = new SearchEngine(SearchEngine.MAX_LEVEL, new Random(1), () -> now.addAndGet(1_000_000));
        OctiPosition p = OctiPosition.start(OctiVariant.ADVANCED);
        OctiMove m = engine.choose(p, 30);
        assertNull(p.whyIllegal(m));
        assertTrue(engine.completedDepth() < SearchEngine.MAX_LEVEL, "depth " + engine.completedDepth());
        assertTrue(now.get() < 40 * 1_000_000L, "the clock was read " + now.get() / 1_000_000 + " times");
    }

    @Test
    void aCancelledSearchStopsAtItsNextNodeCheck() {
        // The clock stands still and there is no budget: only the flag can stop this search, at depth 8 of
        // the advanced game's start. It says "cancelled" at its fourth reading, every 256 nodes.
        AtomicInteger readings = new AtomicInteger();
        SearchEngine engine = new SearchEngine(SearchEngine.MAX_LEVEL, new Random(1), () -> 0L);
        OctiPosition p = OctiPosition.start(OctiVariant.ADVANCED);
        OctiMove m = engine.choose(p, 0, () -> readings.incrementAndGet() >= 4);
        assertNull(p.whyIllegal(m), "a legal move all the same");
        assertEquals(4, readings.get());
        assertEquals(4 * 256, engine.nodes(), "stopped at the check that saw the flag");
        assertTrue(engine.completedDepth() < SearchEngine.MAX_LEVEL, "depth " + engine.completedDepth());
    }

    @ParameterizedTest
    @EnumSource(OctiVariant.class)
    void smallMatchesAgainstTheRandomPlayerAreWonWithLegalMoves(OctiVariant v) {
        OctiMatch match = new OctiMatch(new OctiMatch.Settings(v, List.of(EngineSpec.parse("ai:2"), EngineSpec.parse("random")),
                2, 9, 0, 0, 1000, true));
        for (int g = 0; g < 2; g++) {
            OctiMatch.Played played = match.play(g);
            assertEquals(0, played.winnerIndex(List.of("ai:2", "random")), played.result().toString());
        }
        assertTrue(match.pliesChecked() > 0);
    }

    @Test
    void enginesAreNamedOnTheCommandLine() {
        assertEquals(new EngineSpec(EngineSpec.Kind.SEARCH, 3), EngineSpec.parse("AI:3"));
        assertEquals(new EngineSpec(EngineSpec.Kind.SEARCH, EngineSpec.DEFAULT_LEVEL), EngineSpec.parse("ai"));
        assertEquals("greedy", EngineSpec.parse("greedy").toString());
        var e = assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("ai:9"));
        assertEquals("'ai:9': the level of ai:N is a number from 1 to 8", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("human"));
    }
}
