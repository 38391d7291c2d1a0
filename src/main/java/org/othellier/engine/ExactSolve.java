package org.othellier.engine;

import org.othellier.game.othello.Move;

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
            return move == -2 ? "--" : move == -1 ? "PA" : Move.at(move, 8).toString().toUpperCase(java.util.Locale.ROOT);
        }
    }

    private final TranspositionTable tt;
    private final EndgameSolver[] solvers;
    private final SplitPoints splitPoints;

    public ExactSolve(long tableBytes, int threads) {
        this.tt = new TranspositionTable(tableBytes);
        this.solvers = new EndgameSolver[threads];
        for (int i = 0; i < threads; i++) {
            solvers[i] = new EndgameSolver(tt, Evaluator.shipped());
        }
        this.splitPoints = threads > 1 ? new SplitPoints(solvers) : null;
    }

    public Result solve(long p, long o) {
        tt.newSearch();
        for (EndgameSolver s : solvers) {
            s.resetNodes();
        }
        EndgameSolver.RootResult r = solvers[0].solveRoot(p, o);
        long nodes = 0;
        for (EndgameSolver s : solvers) {
            nodes += s.nodes();
        }
        return new Result(r.move(), r.score(), nodes);
    }

    /** The nodes the threads after the first searched in the last solve (0 on one thread). */
    long helperNodes() {
        long nodes = 0;
        for (int i = 1; i < solvers.length; i++) {
            nodes += solvers[i].nodes();
        }
        return nodes;
    }

    @Override
    public void close() {
        if (splitPoints != null) {
            splitPoints.close();
        }
    }
}
