package org.othellier.engine.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.othellier.engine.Level;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.game.Side;
import org.othellier.game.othello.BitboardPosition;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Start;
import org.othellier.game.othello.Transcript;

/** The engine's API on every variant, its exact scores, cancellation and levels. */
class OthelloEngineTest {

    private static OthelloEngine engine() {
        return new OthelloEngine(1 << 22, Evaluator.shipped(), EngineTime.SYSTEM, 1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"othello 8", "othello 6", "othello 10", "reversi 8", "reversi 6", "single-flank 8",
        "anti-reversi 8", "anti-reversi 6"})
    void playsLegalMovesToTheEndOnEveryVariant(String spec) {
        String[] w = spec.split(" ");
        int size = Integer.parseInt(w[1]);
        OthelloVariant variant = w[0].equals("reversi") ? OthelloVariant.of(size, Start.REVERSI)
                : w[0].equals("othello") ? OthelloVariant.of(size, Start.OTHELLO) : OthelloVariant.of(size, Start.OTHELLO).withRules(w[0]);
        OthelloEngine engine = engine();
        OthelloGame game = new OthelloGame(variant);
        Level level = Level.of(size == 10 ? 3 : 4);
        while (!game.isOver()) {
            SearchResult r = engine.think(game.position(), level, null, null);
            assertTrue(game.position().isLegal(r.move()), r.move() + " in " + game.position().toObf());
            game.play(r.move());
        }
    }

    @Test
    void aPrincipalVariationWhoseLastMoveForcesAPassStopsAtItsLength() {
        // After f5 White's only disc, e7, has no move (O-7): the line is f5, pass, f7. A line of one
        // move used to write the pass past its end (found by level 9 against level 8).
        BitboardPosition pos = (BitboardPosition) OthelloPosition.fromPicture(OthelloVariant.OTHELLO, """
                  a b c d e f g h
                1 - - - - - - - -
                2 - - - - - - - -
                3 - - - - - - - -
                4 - - - - - - - -
                5 - - - X O - - -
                6 - - - - - - - -
                7 X X X X O - - -
                8 - - - - - - - -
                """, Side.BLACK);
        MidgameSearch search = new MidgameSearch(Evaluator.shipped(), new TranspositionTable(1 << 16),
                new EndgameSolver(new TranspositionTable(1 << 16)));
        int f5 = OthelloMove.parse("f5").square(8);
        assertEquals(List.of(f5), toList(search.principalVariation(pos.player(), pos.opponent(), f5, 1)));
        assertEquals(List.of(f5, -1), toList(search.principalVariation(pos.player(), pos.opponent(), f5, 2)));
    }

    private static List<Integer> toList(int[] squares) {
        return java.util.Arrays.stream(squares).boxed().toList();
    }

    @Test
    void aFullWidthAnalysisAfterTheSelectiveTimedLevelReadsNoneOfItsCuts() {
        // Level 10 prunes with ProbCut and the analysis must not: on a shared table it would read the
        // selective search's bounds. After a timed move the analysis is the one a fresh engine gives.
        OthelloPosition pos = Transcript.replay(OthelloVariant.OTHELLO, "f5d6c3d3c4f4f6f3e6e7").position();
        List<MoveScore> fresh = engine().analyze(pos, 8, 0, () -> false);
        OthelloEngine engine = new OthelloEngine(1 << 22, Evaluator.shipped(), nodes -> nodes * 1_000L, 1); // a microsecond a node
        engine.setPollInterval(16);
        SearchResult timed = engine.think(pos, Level.of(10).withMoveTime(200), null, null);
        assertTrue(timed.depth() >= 8, "the timed search went " + timed.depth() + " plies deep");
        assertEquals(fresh, engine.analyze(pos, 8, 0, () -> false));
    }

    @Test
    void aCancelledSearchStillAnswersWithALegalMove() {
        OthelloPosition pos = Transcript.replay(OthelloVariant.OTHELLO, "f5d6c3d3c4f4f6").position();
        SearchResult r = engine().think(pos, Level.of(10), null, () -> true);
        assertTrue(pos.isLegal(r.move()));
    }

    @Test
    void exactScoresOfEveryMoveMatchPlainMinimax() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(3);
        for (int i = 0; i < 10; i++) {
            long[] pos = Boards.randomPosition(random, 12);
            if (org.othellier.game.othello.Bitboards.moves(pos[0], pos[1]) == 0) {
                continue;
            }
            OthelloPosition position = new BitboardPosition(OthelloVariant.OTHELLO, pos[0], pos[1], Side.BLACK);
            List<MoveScore> scores = engine().analyze(position, Level.of(8), null);
            for (MoveScore s : scores) {
                assertTrue(s.exact());
                int x = s.move().square(8);
                long f = org.othellier.game.othello.Bitboards.flips(x, pos[0], pos[1]);
                int expected = -EndgameSolverTest.reference(pos[1] ^ f, pos[0] ^ f ^ (1L << x), -64, 64);
                assertEquals(expected, s.score(), 0.0, position.toObf() + " " + s.move());
            }
            SearchResult best = engine().think(position, Level.of(8), null, null);
            assertTrue(best.exact());
            assertEquals(scores.get(0).score(), best.score(), 0.0);
        }
    }

    /** Plain minimax through the Position interface: the reference for the generic search. */
    static int minimax(OthelloPosition pos) {
        if (pos.isOver()) {
            return GenericSearch.terminal(pos) / Evaluator.UNIT;
        }
        if (pos.mustPass()) {
            return -minimax(pos.play(OthelloMove.PASS));
        }
        int best = Integer.MIN_VALUE;
        for (OthelloMove m : pos.legalMoves()) {
            best = Math.max(best, -minimax(pos.play(m)));
        }
        return best;
    }

    @ParameterizedTest
    @ValueSource(strings = {"standard", "anti-reversi", "single-flank"})
    void genericExactScoresMatchMinimaxOn6x6(String rules) {
        OthelloVariant variant = OthelloVariant.of(6, Start.OTHELLO).withRules(rules);
        java.util.SplittableRandom random = new java.util.SplittableRandom(5);
        int checked = 0;
        while (checked < 6) {
            OthelloPosition pos = OthelloPosition.start(variant);
            while (pos.empties() > 8 && !pos.isOver()) {
                List<OthelloMove> moves = pos.mustPass() ? List.of(OthelloMove.PASS) : pos.legalMoves();
                pos = pos.play(moves.get(random.nextInt(moves.size())));
            }
            if (pos.isOver() || pos.mustPass()) {
                continue;
            }
            List<MoveScore> scores = engine().analyze(pos, Level.of(8), null);
            for (MoveScore s : scores) {
                assertTrue(s.exact());
                assertEquals(-minimax(pos.play(s.move())), s.score(), 0.0, pos.toObf() + " " + s.move());
            }
            checked++;
        }
    }

    @Test
    void antiReversiPlaysToLoseDiscs() {
        // O-11: with few squares left, the engine's exact choice is the one that ends with fewer discs.
        OthelloVariant anti = OthelloVariant.OTHELLO.withRules("anti");
        java.util.SplittableRandom random = new java.util.SplittableRandom(9);
        OthelloPosition pos = OthelloPosition.start(anti);
        while (pos.empties() > 9 && !pos.isOver()) {
            List<OthelloMove> moves = pos.mustPass() ? List.of(OthelloMove.PASS) : pos.legalMoves();
            pos = pos.play(moves.get(random.nextInt(moves.size())));
        }
        assertFalse(OthelloEngine.isFast(pos));
        if (!pos.isOver() && !pos.mustPass()) {
            SearchResult r = engine().think(pos, Level.of(8), null, null);
            assertTrue(r.exact());
            assertEquals(minimax(pos), r.score(), 0.0);
        }
    }

    @Test
    void levelsAreDescribedByWhatTheyDo() {
        assertEquals(10, Level.all().size());
        for (Level l : Level.all()) {
            assertTrue(l.describe().startsWith(l.number() + " "), l.describe());
        }
        assertTrue(Level.of(1).describe().contains("random move 30%"));
    }
}
