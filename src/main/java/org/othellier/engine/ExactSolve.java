package org.othellier.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.othellier.game.othello.Bitboards;
import org.othellier.game.othello.Move;

/**
 * Solves 8x8 positions exactly, on one thread or several. With several threads the first move (in
 * the solver's order) is solved alone, then the other moves are shared out: each is first tested
 * with a null window against the best score so far and solved only if it beats it. All threads
 * share one transposition table. One thread is the benchmark reference.
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

    private Result solveParallel(long p, long o) {
        EndgameSolver main = solvers[0];
        // Order the moves as the single-threaded root would, by a quick shallower look.
        List<int[]> order = new ArrayList<>();
        for (long moves = Bitboards.moves(p, o); moves != 0; moves &= moves - 1) {
            int x = Long.numberOfTrailingZeros(moves);
            long f = Bitboards.flips(x, p, o);
            order.add(new int[] {x, Boards.weightedMobility(o ^ f, p ^ f ^ (1L << x))});
        }
        order.sort((a, b) -> Integer.compare(a[1], b[1]));
        int first = order.get(0)[0];
        long f0 = Bitboards.flips(first, p, o);
        int firstScore = -main.solve(o ^ f0, p ^ f0 ^ (1L << first), -64, 64);
        long firstNodes = main.nodes();
        AtomicInteger best = new AtomicInteger(firstScore);
        AtomicInteger bestMove = new AtomicInteger(first);
        AtomicInteger next = new AtomicInteger(1);
        AtomicLong extraNodes = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "solver");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                EndgameSolver solver = solvers[t];
                long before = solver.nodes();
                futures.add(pool.submit(() -> {
                    int i;
                    while ((i = next.getAndIncrement()) < order.size()) {
                        int x = order.get(i)[0];
                        long f = Bitboards.flips(x, p, o);
                        long np = o ^ f;
                        long no = p ^ f ^ (1L << x);
                        int alpha = best.get();
                        int v = -solver.solve(np, no, -alpha - 1, -alpha);
                        while (v > alpha) {
                            alpha = best.get();
                            v = -solver.solve(np, no, -64, -alpha);
                            if (v <= alpha) {
                                break;
                            }
                            synchronized (best) {
                                if (v > best.get()) {
                                    best.set(v);
                                    bestMove.set(x);
                                    break;
                                }
                            }
                            alpha = best.get();
                        }
                    }
                    extraNodes.addAndGet(solver.nodes() - before);
                }));
            }
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (Exception e) {
            throw new IllegalStateException("parallel solve failed: " + e, e);
        } finally {
            pool.shutdownNow();
        }
        return new Result(bestMove.get(), best.get(), firstNodes + extraNodes.get());
    }
}
