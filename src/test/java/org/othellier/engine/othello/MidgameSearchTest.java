package org.othellier.engine.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.othellier.engine.othello.EndgameSolver;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.MidgameSearch;
import org.othellier.formats.Wthor;
import org.othellier.game.othello.Bitboards;
import org.othellier.game.othello.OthelloMove;
import org.othellier.store.DataFiles;

class MidgameSearchTest {

    private static MidgameSearch search(double probCut) {
        MidgameSearch s = new MidgameSearch(Evaluator.shipped(), new TranspositionTable(8 << 20),
                new EndgameSolver(new TranspositionTable(1 << 20)));
        s.setSolveEmpties(0);
        s.setProbCut(probCut);
        return s;
    }

    /** Iterative deepening to {@code depth}, as the engine does: the best move first, its value in scores[0]. */
    private static MidgameSearch.RootMoves deepen(MidgameSearch s, long p, long o, int depth) {
        MidgameSearch.RootMoves root = new MidgameSearch.RootMoves(Bitboards.moves(p, o));
        for (int d = 1; d <= depth; d++) {
            root.scores[0] = s.searchRoot(p, o, root, -MidgameSearch.INF, MidgameSearch.INF, d);
        }
        return root;
    }

    @Test
    void probCutSearchesFarFewerNodesAndMostlyAgreesWithTheFullWidthSearch() throws Exception {
        // Positions of real games at 44, 36 and 28 empties, searched 8 plies with and without ProbCut.
        int positions = 0;
        int sameMove = 0;
        double difference = 0;
        long fullNodes = 0;
        long selectiveNodes = 0;
        int games = 0;
        for (Wthor.Game g : Wthor.readGames(DataFiles.path("wthor/WTH_2020.wtb"))) {
            if (g.moves().size() < 50) {
                continue;
            }
            if (games++ == 20) {
                break;
            }
            long p = Bitboards.START_BLACK;
            long o = Bitboards.START_WHITE;
            for (OthelloMove m : g.moves()) {
                int x = m.square(8);
                if ((Bitboards.moves(p, o) & (1L << x)) == 0) {
                    long t = p;
                    p = o;
                    o = t;
                }
                int empties = Long.bitCount(~(p | o));
                if (empties == 44 || empties == 36 || empties == 28) {
                    MidgameSearch full = search(0);
                    MidgameSearch selective = search(1.5);
                    MidgameSearch.RootMoves a = deepen(full, p, o, 8);
                    MidgameSearch.RootMoves b = deepen(selective, p, o, 8);
                    fullNodes += full.nodes();
                    selectiveNodes += selective.nodes();
                    positions++;
                    sameMove += a.squares[0] == b.squares[0] ? 1 : 0;
                    difference += Math.abs(a.scores[0] - b.scores[0]) / (double) Evaluator.UNIT;
                }
                long f = Bitboards.flips(x, p, o);
                long np = o ^ f;
                o = p ^ f ^ (1L << x);
                p = np;
            }
        }
        assertEquals(60, positions);
        assertTrue(selectiveNodes * 3 < fullNodes, "ProbCut: " + selectiveNodes + " nodes, full width: " + fullNodes);
        assertTrue(sameMove >= 48, "the same best move in " + sameMove + " of 60 positions");
        assertTrue(difference / positions < 1.5, "mean difference " + difference / positions + " discs");
    }

    @Test
    void withoutProbCutTheSearchIsFullWidth() {
        // Off, a null-window search never cuts on a guess: its value equals the open-window one's side of the bound.
        long p = Bitboards.START_BLACK;
        long o = Bitboards.START_WHITE;
        int v = search(0).search(p, o, -MidgameSearch.INF, MidgameSearch.INF, 6);
        assertTrue(search(0).search(p, o, v - 1, v, 6) >= v);
        assertTrue(search(0).search(p, o, v, v + 1, 6) <= v);
    }

    @Test
    void theShallowSearchKeepsTheDeepOnesParityAndIsAboutAQuarterOfIt() {
        assertEquals(1, MidgameSearch.probCutShallowDepth(3));
        assertEquals(2, MidgameSearch.probCutShallowDepth(4));
        assertEquals(4, MidgameSearch.probCutShallowDepth(10));
        assertEquals(5, MidgameSearch.probCutShallowDepth(11));
        for (int d = MidgameSearch.PROBCUT_MIN_DEPTH; d <= 60; d++) {
            int s = MidgameSearch.probCutShallowDepth(d);
            assertTrue(s >= 1 && s < d && (d - s) % 2 == 0, d + " -> " + s);
        }
    }
}
