package org.othellier.app.opponent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.othellier.coach.Openings;
import org.othellier.engine.Level;
import org.othellier.engine.othello.EngineTime;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Transcript;

/**
 * The AI's openings vary at the low levels: 100 games of the AI against itself, seeded one by one, counted by their
 * first ten moves, as played and up to the board's symmetries (the same game turned is the same game to a person).
 */
class OpeningVarietyTest {

    /** The first ten moves of a game of level {@code level} against itself, the book (when used) and the engine seeded with {@code seed}. */
    private static List<OthelloMove> firstTen(int level, long seed, boolean book, String opening) throws Exception {
        Random random = book ? new Random(seed) : null;
        // the engine's own imprecision (levels 1 to 5) is seeded too: a game is the same for the same seed
        OthelloEngine engine = new OthelloEngine(1L << 20, Evaluator.shipped(), EngineTime.SYSTEM, seed);
        EngineOpponent ai = new EngineOpponent(engine, Level.of(level), random);
        OthelloGame g = Transcript.replay(OthelloVariant.OTHELLO, opening);
        while (g.ply() < 10 && !g.isOver()) {
            g.play(ai.choose(g.copy(), null, null));
        }
        return g.moves();
    }

    private static int[] variety(int level, boolean book, String opening) throws Exception {
        Set<List<OthelloMove>> played = new HashSet<>();
        Set<String> turned = new HashSet<>();
        for (long seed = 0; seed < 100; seed++) {
            List<OthelloMove> ten = firstTen(level, seed, book, opening);
            played.add(ten);
            turned.add(Openings.canonical(ten).toString());
        }
        return new int[] {played.size(), turned.size()};
    }

    @Test
    void lowLevelsOpenWithManyDifferentNamedOpenings() throws Exception {
        int[] level2 = variety(2, true, "");
        int[] level5 = variety(5, true, "");
        int[] level5NoBook = variety(5, false, "");
        int[] level5AfterF5 = variety(5, true, "f5");
        System.out.printf("opening variety over 100 games, distinct first-10-move sequences (as played / up to symmetry):"
                + " level 2 %d/%d, level 5 %d/%d, level 5 without the book %d/%d, level 5 answering f5 %d/%d%n",
                level2[0], level2[1], level5[0], level5[1], level5NoBook[0], level5NoBook[1], level5AfterF5[0], level5AfterF5[1]);
        assertTrue(level5[1] >= 30, "level 5 up to symmetry: " + level5[1]);
        assertTrue(level5AfterF5[1] >= 20, "level 5 answering a person's f5: " + level5AfterF5[1]);
        assertTrue(level5[1] > level5NoBook[1], "the book adds variety at level 5");
    }

    @Test
    void theSameSeedPlaysTheSameOpeningAndLevelsAboveTheBookNeverUseIt() throws Exception {
        assertEquals(firstTen(3, 42, true, ""), firstTen(3, 42, true, ""));
        // level 6 plays the engine's own moves whatever the seed
        assertEquals(firstTen(6, 1, true, "f5"), firstTen(6, 2, true, "f5"));
    }
}
