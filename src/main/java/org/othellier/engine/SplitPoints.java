package org.othellier.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Young brothers wait: the endgame solver's search (its selective passes and its exact search) on
 * several threads sharing one table. A node of {@link #SPLIT_MIN} empties or more whose first move did
 * not cut, at a moment when a thread is idle, becomes a split point: its other moves are handed out one
 * at a time to the thread that made it and to idle threads, each searching its move with its own
 * {@link EndgameSolver}. The first move to fail high cuts the split point, and every thread searching
 * below it stops (its poll sees the cut on its chain of split points). The thread that made a split
 * point waits for the others before it returns the node's value; while it waits it helps at split
 * points below its own (never elsewhere, so its own suspended frames keep their state: those helped
 * search with fewer empties). A split point whose moves were not all searched, and which did not fail
 * high, has no value: its thread gives up too, and nothing is stored for it.
 *
 * <p>The helpers are daemon threads, each with its own solver sharing the first one's table; they wait idle
 * between splits.
 */
final class SplitPoints implements AutoCloseable {

    /**
     * From this many empties a node may be split. Below it a move's search is too short to be worth
     * handing over (a split costs a lock, a signal and the helper's set-up of its pattern values).
     * 10, 12 and 14 measured alike on FFO 40-49 (docs/BENCHMARKS.md); the system property
     * {@code othellier.splitMin} overrides it, to measure again.
     */
    static final int SPLIT_MIN = Integer.getInteger("othellier.splitMin", 12);

    /** One split node: its position and window, the moves still to hand out, and its best so far. All fields guarded by {@link #lock}. */
    static final class Split {
        final Split parent;
        final long p;
        final long o;
        final int empties;
        final int beta;
        /** The owner's pass ({@link EndgameSolver#level}): a selective one or the exact search. */
        final int level;
        final int[] squares;
        final long[] flips;
        int next;
        int alpha;
        int best;
        int bestMove;
        /** Threads searching one of its moves now. */
        int working;
        /** A helper gave up a move (a cut above it): unless the node failed high, its best is not its value. */
        boolean abandoned;
        /** Failed high, or given up (its owner's search was stopped): nothing more is searched under it. */
        volatile boolean cut;

        Split(Split parent, long p, long o, int empties, int level, int alpha, int beta, int best, int bestMove,
                int[] squares, long[] flips) {
            this.parent = parent;
            this.level = level;
            this.p = p;
            this.o = o;
            this.empties = empties;
            this.alpha = alpha;
            this.beta = beta;
            this.best = best;
            this.bestMove = bestMove;
            this.squares = squares;
            this.flips = flips;
        }

        /** True when this split point or one above it was cut: a search below it is wasted. */
        boolean stopped() {
            for (Split s = this; s != null; s = s.parent) {
                if (s.cut) {
                    return true;
                }
            }
            return false;
        }

        boolean below(Split ancestor) {
            for (Split s = parent; s != null; s = s.parent) {
                if (s == ancestor) {
                    return true;
                }
            }
            return false;
        }
    }

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final List<Split> open = new ArrayList<>();
    /** Threads that would take a move now: helpers waiting for work, and threads waiting at their own split point. */
    private volatile int idle;
    private volatile boolean closed;
    /** A failure (a bug) of a move searched as a helper: the split point it belonged to cannot give a value. */
    private volatile Throwable failure;

    /** The helpers' solvers, one per thread after the first. */
    private final EndgameSolver[] helpers;

    /**
     * Attaches {@code first} (the solver its caller searches with) to these split points, and starts
     * {@code threads - 1} helper threads, each with a solver sharing its table and evaluation.
     */
    SplitPoints(EndgameSolver first, int threads) {
        first.attach(this);
        helpers = new EndgameSolver[threads - 1];
        for (int i = 0; i < helpers.length; i++) {
            EndgameSolver solver = first.sibling();
            solver.attach(this);
            helpers[i] = solver;
            Thread t = new Thread(() -> helperLoop(solver), "solver-" + (i + 1));
            t.setDaemon(true);
            t.start();
        }
    }

    /** The nodes the helpers searched since their last {@link #resetHelperNodes}. */
    long helperNodes() {
        long nodes = 0;
        for (EndgameSolver h : helpers) {
            nodes += h.nodes();
        }
        return nodes;
    }

    /** Before a solve, while the helpers are idle. */
    void resetHelperNodes() {
        for (EndgameSolver h : helpers) {
            h.resetNodes();
        }
    }

    /** Whether a split now would find a thread to take a move. */
    boolean someoneIdle() {
        return idle > 0;
    }

    /**
     * Searches moves {@code from} to {@code to - 1} of {@code sq}/{@code fl} (their flips) at a node of
     * {@code owner}'s search, with idle threads: the node's best value (fail-soft, with {@code best} and
     * {@code bestMove} from the moves searched before) shifted left 8 bits, its move below. Throws
     * {@link SearchAborted} when the owner's search is stopped (a cut above, or its stop condition),
     * after every thread has left the split point.
     */
    long split(EndgameSolver owner, long p, long o, int empties, int alpha, int beta, int best, int bestMove, int[] sq,
            long[] fl, int from, int to) {
        int n = to - from;
        int[] squares = new int[n];
        long[] flips = new long[n];
        System.arraycopy(sq, from, squares, 0, n);
        System.arraycopy(fl, from, flips, 0, n);
        Split s = new Split(owner.split(), p, o, empties, owner.level(), alpha, beta, best, bestMove, squares, flips);
        lock.lock();
        try {
            open.add(s);
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        Split saved = owner.split();
        owner.split(s);
        RuntimeException stopped = null; // SearchAborted, or a failure below that must reach the top
        try {
            while (true) {
                int i;
                int a;
                lock.lock();
                try {
                    if (s.cut || s.next >= n) {
                        break;
                    }
                    i = s.next++;
                    a = s.alpha;
                    s.working++;
                } finally {
                    lock.unlock();
                }
                int v;
                try {
                    v = owner.searchMove(p, o, squares[i], flips[i], empties, a, beta);
                } catch (RuntimeException e) {
                    lock.lock();
                    try {
                        s.working--;
                    } finally {
                        lock.unlock();
                    }
                    throw e;
                }
                report(s, v, squares[i]);
            }
        } catch (RuntimeException e) {
            stopped = e;
            s.cut = true;
        }
        lock.lock();
        try {
            open.remove(s);
            waitForHelpers(owner, s);
            owner.split(saved);
            if (failure != null) {
                throw new IllegalStateException("a solver thread failed: " + failure, failure);
            }
            if (stopped != null && !(stopped instanceof SearchAborted)) {
                throw stopped;
            }
            // A fail high is the node's value however the other moves ended. Otherwise a move given up
            // (by this thread, or by a helper when a cut above reached it first) leaves the best short
            // of the node's value: this thread gives up too, before anything is stored for the node.
            if (s.best < beta && (stopped != null || s.abandoned)) {
                throw stopped != null ? stopped : SearchAborted.INSTANCE;
            }
            return ((long) s.best << 8) | s.bestMove;
        } finally {
            lock.unlock();
        }
    }

    /** Under the lock: a move's value into its split point's best, window and cut. */
    private void reportLocked(Split s, int v, int x) {
        if (v > s.best) {
            s.best = v;
            s.bestMove = x;
            if (v > s.alpha) {
                s.alpha = v;
                if (v >= s.beta) {
                    s.cut = true;
                }
            }
        }
    }

    private void report(Split s, int v, int x) {
        lock.lock();
        try {
            s.working--;
            reportLocked(s, v, x);
            if (s.working == 0) {
                changed.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    /** Under the lock, until no thread searches a move of {@code s}: the owner helps at split points below it meanwhile. */
    private void waitForHelpers(EndgameSolver owner, Split s) {
        while (s.working > 0) {
            Split d = pick(s);
            if (d == null) {
                awaitIdle();
            } else {
                takeAndSearch(owner, d);
            }
        }
    }

    /** Under the lock: waits, counted idle, for the next change (a split point opened, a move's value reported). */
    private void awaitIdle() {
        idle++;
        try {
            changed.awaitUninterruptibly();
        } finally {
            idle--;
        }
    }

    /** Under the lock: an open split point with a move left and nothing above it cut, the one nearest the root; only below {@code within} if given. */
    private Split pick(Split within) {
        Split chosen = null;
        for (Split s : open) {
            if (s.next < s.squares.length && !s.stopped() && (within == null || s.below(within))
                    && (chosen == null || s.empties > chosen.empties)) {
                chosen = s;
            }
        }
        return chosen;
    }

    /** Under the lock (released while searching): one move of {@code s} searched by {@code solver} as a helper. */
    private void takeAndSearch(EndgameSolver solver, Split s) {
        int i = s.next++;
        int a = s.alpha;
        s.working++;
        Split saved = solver.split();
        solver.split(s);
        lock.unlock();
        int v = 0;
        boolean done = false;
        try {
            v = solver.helpMove(s.p, s.o, s.squares[i], s.flips[i], s.empties, a, s.beta, s.level);
            done = true;
        } catch (SearchAborted stopped) {
            // the split point (or one above it) was cut: this move's value is not needed
        } catch (RuntimeException | Error e) {
            failure = e;
            s.cut = true; // its owner must not return a value without this move: it throws the failure
        } finally {
            solver.split(saved);
            lock.lock();
            s.working--;
            if (done) {
                reportLocked(s, v, s.squares[i]);
            } else {
                s.abandoned = true;
            }
            changed.signalAll();
        }
    }

    private void helperLoop(EndgameSolver solver) {
        lock.lock();
        try {
            while (!closed) {
                Split s = pick(null);
                if (s == null) {
                    awaitIdle();
                } else {
                    takeAndSearch(solver, s);
                }
            }
        } finally {
            lock.unlock();
        }
    }

    /** Stops the helper threads (they are daemons: a program that never calls this still exits). */
    @Override
    public void close() {
        lock.lock();
        try {
            closed = true;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }
}
