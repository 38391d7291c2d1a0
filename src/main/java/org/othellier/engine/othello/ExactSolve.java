package org.othellier.engine.othello;

import org.othellier.engine.othello.EndgameSolver;
import org.othellier.engine.othello.Evaluator;
import org.othellier.game.othello.OthelloMove;

/**
 * Solves 8x8 positions exactly, on one thread or several. With several threads the search is the
 * single thread's, its nodes split among the threads where they have many empties
 * ({@link SplitPoints}: young brothers wait); all threads share one transposition table. One thread
 * is the benchmark reference. Close it to stop the helper threads (they are daemons).
 */
public final class ExactSolve implements AutoCloseable {

    /** The best move (square index, -1 pass, -2 game over), the exact score and the nodes searched. */
    public record Result(int move, int score, long nodes) {

        public String moveName() {
            return move == -2 ? "--" : move == -1 ? "PA" : OthelloMove.at(move, 8).toString().toUpperCase(java.util.Locale.ROOT);
        }
    }

    private final TranspositionTable tt;
    private final EndgameSolver solver;
    private final SplitPoints splitPoints;

    public ExactSolve(long tableBytes, int threads) {
        this.tt = new TranspositionTable(tableBytes);
        this.solver = new EndgameSolver(tt, Evaluator.shipped());
        this.splitPoints = threads > 1 ? new SplitPoints(solver, threads) : null;
    }

    public Result solve(long p, long o) {
        tt.newSearch();
        solver.resetNodes();
        if (splitPoints != null) {
            splitPoints.resetHelperNodes();
        }
        EndgameSolver.RootResult r = solver.solveRoot(p, o);
        return new Result(r.move(), r.score(), solver.nodes() + helperNodes());
    }

    /** The nodes the threads after the first searched in the last solve (0 on one thread). */
    long helperNodes() {
        return splitPoints == null ? 0 : splitPoints.helperNodes();
    }

    @Override
    public void close() {
        if (splitPoints != null) {
            splitPoints.close();
        }
    }
}
