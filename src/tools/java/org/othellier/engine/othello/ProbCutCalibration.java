package org.othellier.engine.othello;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.othellier.engine.othello.EndgameSolver;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.MidgameSearch;
import org.othellier.formats.Wthor;
import org.othellier.game.othello.Bitboards;
import org.othellier.game.othello.OthelloMove;

/**
 * ProbCut's error model for the solver's selective passes, measured: positions from real games at a
 * given number of empties, each solved exactly and searched by the middle-game search (full width,
 * never solving) to shallow depths; the exact score minus the shallow value, in discs, has a mean and a
 * standard deviation per (empties, depth). {@link EndgameSolver#probCutSigma} holds the deviations
 * averaged over the empties, from the {@code calibrate-solver} command's run recorded in docs/BENCHMARKS.md.
 */
public final class ProbCutCalibration {

    private ProbCutCalibration() {
    }

    /** The exact score less the shallow value, in discs, over {@code positions} positions. */
    public record Row(int empties, int depth, int positions, double meanDiscs, double sdDiscs) {
    }

    /**
     * Measures every (empties, depth) pair on up to {@code perEmpties} positions each: for each number
     * of empties, the games (in an order shuffled by {@code seed}) give their position with that many
     * empties where the mover has a move; games with an illegal move are skipped.
     */
    public static List<Row> measure(List<Wthor.Game> games, int[] empties, int[] depths, int perEmpties, long seed) {
        List<Wthor.Game> order = new ArrayList<>(games);
        Collections.shuffle(order, new Random(seed));
        Evaluator eval = Evaluator.shipped();
        MidgameSearch shallow = new MidgameSearch(eval, new TranspositionTable(EndgameSolver.PROBER_TABLE_BYTES),
                new EndgameSolver(new TranspositionTable(1 << 16)));
        shallow.setSolveEmpties(0);
        TranspositionTable table = new TranspositionTable(64 << 20);
        EndgameSolver solver = new EndgameSolver(table, eval);
        List<Row> rows = new ArrayList<>();
        for (int e : empties) {
            double[] sum = new double[depths.length];
            double[] squares = new double[depths.length];
            int n = 0;
            for (Wthor.Game g : order) {
                if (n >= perEmpties) {
                    break;
                }
                long[] pos = positionAt(g, e);
                if (pos == null) {
                    continue;
                }
                table.newSearch();
                int exact = solver.solveRoot(pos[0], pos[1]).score();
                for (int d = 0; d < depths.length; d++) {
                    int v = shallow.search(pos[0], pos[1], -MidgameSearch.INF, MidgameSearch.INF, depths[d]);
                    double diff = exact - v / (double) Evaluator.UNIT;
                    sum[d] += diff;
                    squares[d] += diff * diff;
                }
                n++;
            }
            for (int d = 0; d < depths.length; d++) {
                double mean = n == 0 ? 0 : sum[d] / n;
                double sd = n == 0 ? 0 : Math.sqrt(Math.max(0, squares[d] / n - mean * mean));
                rows.add(new Row(e, depths[d], n, mean, sd));
            }
        }
        return rows;
    }

    /** The game's position with {@code empties} empties, as {mover, opponent}, if the mover has a move there. */
    static long[] positionAt(Wthor.Game g, int empties) {
        long p = Bitboards.START_BLACK;
        long o = Bitboards.START_WHITE;
        for (OthelloMove m : g.moves()) {
            if (Long.bitCount(~(p | o)) == empties) {
                return Bitboards.moves(p, o) != 0 ? new long[] {p, o} : null;
            }
            int x = m.square(8);
            if ((Bitboards.moves(p, o) & (1L << x)) == 0) {
                long t = p; // a pass, not stored in WTHOR
                p = o;
                o = t;
                if ((Bitboards.moves(p, o) & (1L << x)) == 0) {
                    return null;
                }
            }
            long f = Bitboards.flips(x, p, o);
            long np = o ^ f;
            o = p ^ f ^ (1L << x);
            p = np;
        }
        return null;
    }
}
