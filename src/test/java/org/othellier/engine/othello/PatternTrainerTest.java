package org.othellier.engine.othello;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.engine.othello.EndgameSolver;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.MidgameSearch;
import org.othellier.engine.othello.PatternTrainer;
import org.othellier.formats.Wthor;
import org.othellier.game.othello.OthelloMove;
import org.othellier.store.DataFiles;

class PatternTrainerTest {

    private final PatternTrainer trainer = new PatternTrainer(1, 1, new PrintStream(OutputStream.nullOutputStream()));
    private final EndgameSolver solver = new EndgameSolver(new TranspositionTable(1 << 20));

    private static Wthor.Game firstLongGame() throws Exception {
        for (Wthor.Game g : Wthor.readGames(DataFiles.path("wthor/WTH_2020.wtb"))) {
            if (g.moves().size() == 60 && g.theoreticalScore() != 32) {
                return g;
            }
        }
        throw new AssertionError("no full game with a decisive theoretical score in WTH_2020.wtb");
    }

    /** The game's positions with their labels, all held out or all for training. */
    private static PatternTrainer.Samples samplesOf(PatternTrainer.LabelledGame l, boolean heldOut) {
        PatternTrainer.Samples samples = new PatternTrainer.Samples();
        for (int i = 0; i < l.n(); i++) {
            samples.add(l.p()[i], l.o()[i], l.label()[i], heldOut);
        }
        return samples;
    }

    private static Wthor.Game withSolvingDepth(Wthor.Game g, int depth, List<OthelloMove> moves) {
        return new Wthor.Game(g.number(), g.year(), g.tournament(), g.blackPlayer(), g.whitePlayer(), g.blackScore(),
                g.theoreticalScore(), depth, moves);
    }

    @Test
    void positionsFromFourteenEmptiesAreSolvedAndEarlierOnesTakeTheFilesTheoreticalScore() throws Exception {
        Wthor.Game g = firstLongGame();
        assertEquals(24, g.solvingDepth(), "the federation's files solve from 24 empties");
        PatternTrainer.LabelledGame l = trainer.label(g, solver);
        int blackDiff = 2 * g.theoreticalScore() - 64;
        for (int i = 0; i < l.n(); i++) {
            int empties = Long.bitCount(~(l.p()[i] | l.o()[i]));
            if (empties <= PatternTrainer.WTHOR_SOLVE) {
                assertEquals(solver.solve(l.p()[i], l.o()[i], -64, 64), l.label()[i], 0, "position " + i);
            } else {
                assertEquals(l.black()[i] ? blackDiff : -blackDiff, l.label()[i], 0, "position " + i);
            }
        }
    }

    @Test
    void aFileWithoutTheoreticalScoresLabelsTheOpeningWithTheScoreSolvedAtFourteenEmpties() throws Exception {
        Wthor.Game g = withSolvingDepth(firstLongGame(), 0, firstLongGame().moves());
        PatternTrainer.LabelledGame l = trainer.label(g, solver);
        int first = 0;
        while (Long.bitCount(~(l.p()[first] | l.o()[first])) > PatternTrainer.WTHOR_SOLVE) {
            first++;
        }
        int solved = solver.solve(l.p()[first], l.o()[first], -64, 64);
        int blackDiff = l.black()[first] ? solved : -solved;
        for (int i = 0; i < first; i++) {
            assertEquals(l.black()[i] ? blackDiff : -blackDiff, l.label()[i], 0, "position " + i);
        }
        assertEquals(solved, l.label()[first], 0);
    }

    @Test
    void theWeightsAreTheSameWhateverTheNumberOfThreads(@TempDir Path dir) throws Exception {
        Files.copy(DataFiles.path("wthor/WTH_1977.wtb"), dir.resolve("WTH_1977.wtb"));
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        ByteArrayOutputStream one = new ByteArrayOutputStream();
        ByteArrayOutputStream two = new ByteArrayOutputStream();
        new PatternTrainer(5, 1, quiet).searchLabels(3).train(dir, 40, null).write(one);
        new PatternTrainer(5, 2, quiet).searchLabels(3).train(dir, 40, null).write(two);
        assertArrayEquals(one.toByteArray(), two.toByteArray());
    }

    @Test
    void searchLabelsBlendTheGamesScoreWithASearchBeforeTheSolvedEmptiesAndSpareHeldOutPositions() throws Exception {
        Wthor.Game g = firstLongGame();
        PatternTrainer.LabelledGame l = trainer.label(g, solver);
        PatternTrainer.Samples training = samplesOf(l, false);
        PatternTrainer.Samples heldOut = samplesOf(l, true);
        Evaluator eval = Evaluator.shipped();
        PatternTrainer searching = new PatternTrainer(1, 2, new PrintStream(OutputStream.nullOutputStream())).searchLabels(2);
        assertEquals(true, searching.relabelBySearch(eval, training, PatternTrainer.WTHOR_SOLVE) > 0);
        assertEquals(0, searching.relabelBySearch(eval, heldOut, PatternTrainer.WTHOR_SOLVE));
        MidgameSearch search = new MidgameSearch(eval, new TranspositionTable(1 << 16), solver);
        for (int i = 0; i < l.n(); i++) {
            long p = l.p()[i];
            long o = l.o()[i];
            assertEquals(l.label()[i], heldOut.target[i], 0, "held-out position " + i);
            if (Long.bitCount(~(p | o)) <= PatternTrainer.WTHOR_SOLVE) {
                assertEquals(l.label()[i], training.target[i], 0, "solved position " + i);
            } else {
                float searched = search.search(p, o, -MidgameSearch.INF, MidgameSearch.INF, 2) / (float) Evaluator.UNIT;
                assertEquals(PatternTrainer.SEARCH_WEIGHT * searched + (1 - PatternTrainer.SEARCH_WEIGHT) * l.label()[i],
                        training.target[i], 1e-4, "position " + i);
            }
        }
    }

    @Test
    void aSearchWeightOfOneLabelsWithTheSearchAlone() throws Exception {
        PatternTrainer.LabelledGame l = trainer.label(firstLongGame(), solver);
        PatternTrainer.Samples set = samplesOf(l, false);
        Evaluator eval = Evaluator.shipped();
        new PatternTrainer(1, 2, new PrintStream(OutputStream.nullOutputStream())).searchLabels(2).searchWeight(1)
                .relabelBySearch(eval, set, PatternTrainer.WTHOR_SOLVE);
        MidgameSearch search = new MidgameSearch(eval, new TranspositionTable(1 << 16), solver);
        for (int i = 0; i < l.n(); i++) {
            long p = l.p()[i];
            long o = l.o()[i];
            float expected = Long.bitCount(~(p | o)) <= PatternTrainer.WTHOR_SOLVE ? l.label()[i]
                    : search.search(p, o, -MidgameSearch.INF, MidgameSearch.INF, 2) / (float) Evaluator.UNIT;
            assertEquals(expected, set.target[i], 0, "position " + i);
        }
    }

    @Test
    void anotherRoundPlaysAndSearchesWithTheWeightsItStartsFrom(@TempDir Path dir) throws Exception {
        Files.copy(DataFiles.path("wthor/WTH_1977.wtb"), dir.resolve("WTH_1977.wtb"));
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        Evaluator first = new PatternTrainer(5, 2, quiet).searchLabels(2).train(dir, 20, null);
        Evaluator fromFirst = new PatternTrainer(5, 2, quiet).searchLabels(2).startFrom(first).train(dir, 20, null);
        Evaluator fromShipped = new PatternTrainer(5, 2, quiet).searchLabels(2).startFrom(Evaluator.shipped())
                .train(dir, 20, null);
        assertTrue(fromFirst.version().endsWith(" from (" + first.version() + ")"), fromFirst.version());
        ByteArrayOutputStream a = new ByteArrayOutputStream();
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        fromFirst.write(a);
        fromShipped.write(b);
        assertFalse(Arrays.equals(a.toByteArray(), b.toByteArray()), "other starting weights, other labels, other fit");
    }

    @Test
    void selfPlayPositionsKeepTheirLabelsOnlyWhereTheyWereSolved() throws Exception {
        PatternTrainer.LabelledGame l = trainer.label(firstLongGame(), solver);
        PatternTrainer.Samples selfPlay = samplesOf(l, false);
        PatternTrainer searching = new PatternTrainer(1, 2, new PrintStream(OutputStream.nullOutputStream())).searchLabels(2);
        searching.relabelBySearch(Evaluator.shipped(), selfPlay, PatternTrainer.SELF_PLAY_SOLVE);
        int kept = 0;
        int relabelled = 0;
        for (int i = 0; i < l.n(); i++) {
            int empties = Long.bitCount(~(l.p()[i] | l.o()[i]));
            if (empties <= PatternTrainer.SELF_PLAY_SOLVE) {
                assertEquals(l.label()[i], selfPlay.target[i], 0, "solved position " + i);
                kept += empties > PatternTrainer.WTHOR_SOLVE ? 1 : 0;
            } else {
                relabelled += selfPlay.target[i] != l.label()[i] ? 1 : 0;
            }
        }
        assertEquals(true, kept > 0, "the game has positions at 15 and 16 empties that only self-play counts as solved");
        assertEquals(true, relabelled > 0, "the earlier positions take the search's half");
    }

    @Test
    void aGameWithAnIllegalMoveGivesNoPositions() throws Exception {
        Wthor.Game g = firstLongGame();
        List<OthelloMove> moves = new ArrayList<>(g.moves());
        moves.set(10, moves.get(0)); // a square already taken
        assertNull(trainer.label(withSolvingDepth(g, 24, moves), solver));
    }
}
