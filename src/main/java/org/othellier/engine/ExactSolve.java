package org.othellier.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.othellier.game.othello.Bitboards;
import org.othellier.game.othello.Move;

/**
 * Solves 8x8 positions exactly, on one thread or several. With several threads the root's windows
 * are the single thread's; in each, the first move (in the solver's order) is searched alone, then
 * the other moves are shared out one at a time, and the first to fail high stops the others. All
 * threads share one transposition table. One thread is the benchmark reference.
 */
public final class ExactSolve {

    /** The best move (square index, -1 pass, -2 game over), the exact score and the nodes searched. */
    public record Result(int move, int score, long nodes) {

        public String moveName() {
            return move == -2 ? "--" : move == -1 ? "PA" : Move.at(move, 8).toString().toUpperCase(java.util.Locale.ROOT);
        }
    }

    private final TranspositionTable tt;
    private final int threads;
    private final EndgameSolver[] solvers;

    public ExactSolve(long tableBytes, int threads) {
        this.tt = new TranspositionTable(tableBytes);
        this.threads = threads;
        this.solvers = new EndgameSolver[threads];
        for (int i = 0; i < threads; i++) {
            solvers[i] = new EndgameSolver(tt, Evaluator.shipped());
        }
    }

    public Result solve(long p, long o) {
        tt.newSearch();
        for (EndgameSolver s : solvers) {
            s.resetNodes();
        }
        if (threads == 1 || Bitboards.moves(p, o) == 0) {
            EndgameSolver.RootResult r = solvers[0].solveRoot(p, o);
            return new Result(r.move(), r.score(), solvers[0].nodes());
        }
        return solveParallel(p, o);
    }

    /**
     * The single-threaded root's windows (two wide around a guess, see {@link EndgameSolver#solveRoot}),
     * each searched by all threads: the first move alone (it usually decides a window that fails high),
     * then the others shared out one at a time; the first that fails high stops the rest.
     */
    private Result solveParallel(long p, long o) {
        EndgameSolver main = solvers[0];
        int empties = Long.bitCount(~(p | o));
        int guess = main.guess(p, o, empties);
        int[] order = main.rootMoves(p, o); // after the guess: its selective passes leave their best move in the table
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "solver");
            t.setDaemon(true);
            return t;
        });
        long result;
        try {
            result = EndgameSolver.mtdf(guess, order[0], (alpha, beta) -> window(pool, p, o, order, alpha, beta));
        } finally {
            pool.shutdownNow();
        }
        long nodes = 0;
        for (EndgameSolver s : solvers) {
            nodes += s.nodes();
        }
        return new Result((int) (result & 0xFF), (int) (result >> 8), nodes);
    }

    /** One window over the root's moves on every thread: the best score (fail-soft) shifted left 8 bits, its square below. */
    private long window(ExecutorService pool, long p, long o, int[] order, int alpha, int beta) {
        long f0 = Bitboards.flips(order[0], p, o);
        int first = -solvers[0].solve(o ^ f0, p ^ f0 ^ (1L << order[0]), -beta, -alpha);
        if (first >= beta || order.length == 1) {
            return ((long) first << 8) | order[0];
        }
        AtomicLong best = new AtomicLong(((long) first << 8) | order[0]);
        AtomicInteger next = new AtomicInteger(1);
        AtomicBoolean cut = new AtomicBoolean();
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            EndgameSolver solver = solvers[t];
            futures.add(pool.submit(() -> {
                solver.setStop(nodes -> cut.get());
                try {
                    int i;
                    while (!cut.get() && (i = next.getAndIncrement()) < order.length) {
                        int x = order[i];
                        long f = Bitboards.flips(x, p, o);
                        int v = -solver.solve(o ^ f, p ^ f ^ (1L << x), -beta, -alpha);
                        long packed = ((long) v << 8) | x;
                        best.accumulateAndGet(packed, (a, b) -> (a >> 8) >= (b >> 8) ? a : b);
                        if (v >= beta) {
                            cut.set(true);
                        }
                    }
                } catch (SearchAborted stopped) {
                    // another move failed high: this one's result is not needed
                } finally {
                    solver.setStop(StopCondition.NEVER);
                }
            }));
        }
        try {
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (Exception e) {
            throw new IllegalStateException("parallel solve failed: " + e, e);
        }
        return best.get();
    }
}
