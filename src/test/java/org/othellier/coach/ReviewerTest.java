package org.othellier.coach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.atLeast;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.io.Reader;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;
import org.othellier.engine.Level;
import org.othellier.engine.othello.EngineTime;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.formats.Obf;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Transcript;
import org.othellier.store.DataFiles;

/** The review's values against positions whose every move's exact value is published (the FFO set). */
class ReviewerTest {

    private static OthelloEngine engine() {
        return new OthelloEngine(8L << 20, Evaluator.shipped(), EngineTime.SYSTEM, 1);
    }

    private static List<Obf.Entry> ffo(String file) throws Exception {
        try (Reader r = Files.newBufferedReader(DataFiles.path("ffo/" + file))) {
            return Obf.read(r, OthelloVariant.OTHELLO).entries();
        }
    }

    @Test
    void everyMoveOfTheForumPositionsIsValuedAsPublished() throws Exception {
        Reviewer reviewer = new Reviewer(engine(), Level.of(4), 30);
        int checked = 0;
        for (Obf.Entry e : ffo("fforum-1-19.obf").subList(0, 6)) {
            List<Obf.ScoredMove> known = e.knownMoves();
            // the best move, and a worse one from the published list: a one-move game each
            for (Obf.ScoredMove played : List.of(known.get(0), known.get(known.size() - 1))) {
                OthelloGame g = new OthelloGame(e.position());
                g.play(played.move());
                PlyReview p = reviewer.review(g, Reviewer.Gate.NEVER).plies().get(0);
                String at = "line " + e.line() + " " + played.move();
                assertTrue(p.exact(), at);
                assertEquals(played.score(), p.value(), 0, at);
                assertEquals(known.get(0).score(), p.bestValue(), 0, at);
                assertEquals(known.get(0).score() - played.score(), p.loss(), 0, at);
                assertEquals(MistakeClass.of(p.loss()), p.kind(), at);
                if (p.kind().isError()) {
                    assertEquals(p.best(), p.bestLine().get(0), at + ": the best line starts with the best move");
                    assertTrue(e.knownMoves().stream().filter(k -> k.score() == known.get(0).score())
                            .anyMatch(k -> k.move().toString().equals(p.best())), at + ": best " + p.best());
                }
                checked++;
            }
        }
        assertEquals(12, checked);
    }

    @Test
    void aWholeGameIsReviewedSearchedThenExactAndItsOpeningNamed() throws Exception {
        // the Tiger, then the engine at level 2 against itself to the end; reviewed at level 3, the last 14 empties solved
        OthelloGame g = Transcript.replay(OthelloVariant.OTHELLO, "f5d6c3d3c4");
        OthelloEngine player = new OthelloEngine(4L << 20, Evaluator.shipped(), EngineTime.SYSTEM, 7);
        while (!g.isOver()) {
            g.play(player.think(g.position(), Level.of(2), null, null).move());
        }
        Review r = new Reviewer(engine(), Level.of(3), 14).review(g, Reviewer.Gate.NEVER);
        assertEquals("Tiger", r.opening());
        assertTrue(r.leftTheory() > 5, "left theory at " + r.leftTheory());
        assertEquals(g.moves().stream().filter(m -> !m.isPass()).count(), r.plies().size());
        for (PlyReview p : r.plies()) {
            assertTrue(p.loss() >= 0, "ply " + p.ply());
            int empties = g.positionAt(p.ply() - 1).empties();
            assertEquals(empties <= 14, p.exact(), "ply " + p.ply() + " with " + empties + " empties");
        }
        // the last move's value is the game's result for its mover
        PlyReview last = r.plies().get(r.plies().size() - 1);
        var res = g.result();
        int diff = res.black() - res.white();
        assertEquals(last.mover() == org.othellier.game.Side.BLACK ? diff : -diff, last.value(), 0);
        // the text kept in the journal reads back the same
        assertEquals(r, Review.decode(r.encode()));
    }

    /** A mocked gate: the engine wanted at the looks (1, 2, ...) {@code wanted} accepts; its waits are verified. */
    private static Reviewer.Gate gate(IntPredicate wanted) {
        AtomicInteger looks = new AtomicInteger();
        Reviewer.Gate gate = mock(Reviewer.Gate.class);
        when(gate.wanted()).thenAnswer(inv -> wanted.test(looks.incrementAndGet()));
        return gate;
    }

    @Test
    void aMoveInterruptedByTheGameIsValuedAgainOnceTheEngineIsFree() throws Exception {
        Obf.Entry e = ffo("fforum-1-19.obf").get(0);
        OthelloGame g = new OthelloGame(e.position());
        g.play(e.knownMoves().get(1).move());
        // the engine is wanted for the first few looks of the search (the game's AI asking), then free
        Reviewer.Gate gate = gate(look -> look < 3);
        PlyReview p = new Reviewer(engine(), Level.of(4), 30).review(g, gate).plies().get(0);
        verify(gate, atLeast(2)).awaitFree();
        assertEquals(e.knownMoves().get(1).score(), p.value(), 0);
    }

    @Test
    void aSearchCutShortIsNeverKeptEvenIfTheEngineIsFreeWhenItStops() throws Exception {
        // the Tiger's third move, searched (not exact): the engine is wanted at the search's first look only
        OthelloGame g = Transcript.replay(OthelloVariant.OTHELLO, "f5d6c3");
        Reviewer.Gate gate = gate(look -> look == 1);
        Review r = new Reviewer(engine(), Level.of(7), 14).review(g, gate); // deep enough to look at the gate while searching
        assertEquals(3, r.plies().size());
        // the first move valued twice (the cut-short search thrown away), the others once
        verify(gate, times(4)).awaitFree();
    }

    @Test
    void otherVariantsAreRefusedSayingWhy() {
        OthelloGame g = new OthelloGame(OthelloVariant.of(6, org.othellier.game.othello.Start.OTHELLO));
        g.play(g.position().legalMoves().get(0));
        var ex = assertThrows(IllegalArgumentException.class, () -> new Reviewer(engine(), Level.of(3), 10).review(g,
                Reviewer.Gate.NEVER));
        assertTrue(ex.getMessage().contains("8x8"), ex.getMessage());
    }

    @Test
    void lossesAreClassedByTheDocumentedThresholds() {
        assertEquals(MistakeClass.BEST, MistakeClass.of(0));
        assertEquals(MistakeClass.GOOD, MistakeClass.of(1.9));
        assertEquals(MistakeClass.INACCURACY, MistakeClass.of(2));
        assertEquals(MistakeClass.MISTAKE, MistakeClass.of(4));
        assertEquals(MistakeClass.BLUNDER, MistakeClass.of(8));
        assertEquals(MistakeClass.BLUNDER, MistakeClass.of(OthelloMove.parse("a1").col() + 30));
    }
}
