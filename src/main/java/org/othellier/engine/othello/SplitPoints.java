package org.othellier.engine.othello;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.othellier.engine.othello.EndgameSolver;
import org.othellier.engine.othello.MidgameSearch;
import org.othellier.engine.othello.SearchAborted;

/**
 * Young brothers wait: the endgame solver's search (its selective passes and its exact search) and,
 * once {@link #attachMidgame attached}, the middle-game search, on several threads sharing their
 * tables. A node deep enough (the solver's {@link #SPLIT_MIN} empties, the middle game's
 * {@link #MIDGAME_SPLIT_MIN} plies) whose first move did not cut, at a moment when a thread is idle,
 * becomes a split point: its other moves are handed out one at a time to the thread that made it and
 * to idle threads, each searching its move with its own searcher. The first move to fail high cuts the
 * split point, and every thread searching below it stops (its poll sees the cut on its chain of split
 * points). The thread that made a split point waits for the others before it returns the node's
 * value; while it waits it helps at split points below its own (never elsewhere, so its own suspended
 * frames keep their state: those helped search shallower, with fewer empties). A split point whose
 * moves were not all searched, and which did not fail high, has no value: its thread gives up too, and
 * nothing is stored for it.
 *
 * <p>The helpers are daemon threads, each with its own solver (and middle-game search) sharing the
 * first thread's tables; they wait idle between splits. One pool serves both searches, so N threads
 * never search more than N moves at once.
 */
final class SplitPoints implements AutoCloseable {

    /**
     * From this many empties a node may be split. Below it a move's search is too short to be worth
     * handing over (a split costs a lock, a signal and the helper's set-up of its pattern values).
     * 10, 12 and 14 measured alike on FFO 40-49 (docs/BENCHMARKS.md); the system property
     * {@code othellier.splitMin} overrides it, to measure again.
     */
    static final int SPLIT_MIN = Integer.getInteger("othellier.splitMin", 12);

    /**
     * From this many plies left a middle-game node may be split (system property
     * {@code othellier.midSplitMin} to measure again; docs/BENCHMARKS.md).
     */
    static final int MIDGAME_SPLIT_MIN = Integer.getInteger("othellier.midSplitMin", 5);

    /** A search that splits its nodes here: an {@link EndgameSolver} or a {@link MidgameSearch}, one per thread. */
    interface Searcher {
        /** The split point whose move this searcher is searching now (null: none). */
        Split split();

        void split(Split s);

        /** One move of a split node on this searcher's own line (it is at that node): its value, fail-soft. */
        int searchMove(long p, long o, int x, long f, int depth, int a, int beta);

        /** Move {@code i} of another searcher's split node {@code s}, within (a, s.beta): its value, fail-soft. */
        int helpMove(Split s, int i, int a);
    }

    /** One split node: its position and window, the moves still to hand out, and its best so far. All fields guarded by {@link #lock}. */
    static final class Split {
        final Split parent;
        /** The searcher that made it: which of a helper's two searchers its moves need. */
        final Searcher owner;
        final long p;
        final long o;
        /** How deep its moves are searched: empties for the solver, plies left for the middle game. */
        final int depth;
        final int beta;
        /** A solver owner's pass (the solver's {@code level}): one of its selective passes or its exact search. */
        final int level;
        /** A middle-game owner's ProbCut confidence and the empties it solves from: its helpers search as it does. */
        final double probCut;
        final int solveEmpties;
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

        Split(Split parent, Searcher owner, long p, long o, int depth, int level, double probCut, int solveEmpties,
                int alpha, int beta, int best, int bestMove, int[] squares, long[] flips) {
            this.parent = parent;
            this.owner = owner;
            this.level = level;
            this.probCut = probCut;
            this.solveEmpties = solveEmpties;
            this.p = p;
            this.o = o;
            this.depth = depth;
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
    /** The helpers' middle-game searches (each over its solver), once {@link #attachMidgame} made them; guarded by {@link #lock}. */
    private final MidgameSearch[] helperMids;

    /**
     * Attaches {@code first} (the solver its caller searches with) to these split points, and starts
     * {@code threads - 1} helper threads, each with a solver sharing its table and evaluation.
     */
    SplitPoints(EndgameSolver first, int threads) {
        first.attach(this);
        helpers = new EndgameSolver[threads - 1];
        helperMids = new MidgameSearch[threads - 1];
        for (int i = 0; i < helpers.length; i++) {
            EndgameSolver solver = first.sibling();
            solver.attach(this);
            helpers[i] = solver;
            int index = i;
            Thread t = new Thread(() -> helperLoop(index), "search-" + (i + 1));
            t.setDaemon(true);
            t.start();
        }
    }

    /**
     * Attaches {@code first}, the middle-game search over the first solver, so that its nodes split too:
     * every helper gets a middle-game search over its own solver, sharing {@code first}'s table.
     */
    void attachMidgame(MidgameSearch first) {
        first.attach(this);
        lock.lock();
        try {
            for (int i = 0; i < helpers.length; i++) {
                helperMids[i] = first.sibling(helpers[i]);
                helperMids[i].attach(this);
            }
        } finally {
            lock.unlock();
        }
    }

    /** The nodes the helpers searched since their last {@link #resetHelperNodes} (their solvers' included). */
    long helperNodes() {
        lock.lock();
        try {
            long nodes = 0;
            for (int i = 0; i < helpers.length; i++) {
                MidgameSearch m = helperMids[i];
                nodes += m != null ? m.nodes() : helpers[i].nodes();
            }
            return nodes;
        } finally {
            lock.unlock();
        }
    }

    /** Before a search, while the helpers are idle. */
    void resetHelperNodes() {
        lock.lock();
        try {
            for (int i = 0; i < helpers.length; i++) {
                MidgameSearch m = helperMids[i];
                if (m != null) {
                    m.resetNodes(); // its solver's too
                } else {
                    helpers[i].resetNodes();
                }
            }
        } finally {
            lock.unlock();
        }
    }

    /**
     * Whether a node {@code depth} deep (empties or plies left, at least {@code min}) with a move
     * searched and {@code left} still to search is worth splitting now: two moves left or more, and a
     * thread idle to take one.
     */
    boolean worthSplitting(int depth, int min, boolean searched, int left) {
        return depth >= min && searched && left >= 2 && idle > 0;
    }

    /**
     * Searches moves {@code from} to {@code to - 1} of {@code sq}/{@code fl} (their flips) at a node of
     * {@code owner}'s search ({@code depth} deep; {@code level}, {@code probCut} and {@code solveEmpties}
     * as {@link Split} keeps them), with idle threads: the node's best value (fail-soft, with {@code best}
     * and {@code bestMove} from the moves searched before) shifted left 8 bits, its move below. Throws
     * {@link SearchAborted} when the owner's search is stopped (a cut above, or its stop condition),
     * after every thread has left the split point; then {@code whenStopped}, if given, gets the best of
     * the moves searched to the end, coded the same way (a root keeps a better move found before its
     * time ran out).
     */
    long split(Searcher owner, long p, long o, int depth, int level, double probCut, int solveEmpties, int alpha,
            int beta, int best, int bestMove, int[] sq, long[] fl, int from, int to, long[] whenStopped) {
        int n = to - from;
        int[] squares = new int[n];
        long[] flips = new long[n];
        System.arraycopy(sq, from, squares, 0, n);
        System.arraycopy(fl, from, flips, 0, n);
        Split s = new Split(owner.split(), owner, p, o, depth, level, probCut, solveEmpties, alpha, beta, best, bestMove,
                squares, flips);
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
                    v = owner.searchMove(p, o, squares[i], flips[i], depth, a, beta);
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
            long value = ((long) s.best << 8) | s.bestMove;
            if (s.best < beta && (stopped != null || s.abandoned)) {
                if (whenStopped != null) {
                    whenStopped[0] = value;
                }
                throw stopped != null ? stopped : SearchAborted.INSTANCE;
            }
            return value;
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
    private void waitForHelpers(Searcher owner, Split s) {
        while (s.working > 0) {
            Split d = pick(s);
            if (d == null) {
                awaitIdle();
            } else {
                takeAndSearch(searcherFor(owner, d), d);
            }
        }
    }

    /**
     * Which of a thread's two searchers (its middle-game search, or the solver below it) searches a
     * move of {@code s}: the kind that made {@code s}. (A search waiting at its own split point meets
     * only its own kind below it: the middle game reaches the solver only at its root, when its depth
     * reaches the end of the game.)
     */
    private static Searcher searcherFor(Searcher thread, Split s) {
        if (s.owner instanceof MidgameSearch || !(thread instanceof MidgameSearch m)) {
            return thread;
        }
        return m.solver();
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
                    && (chosen == null || s.depth > chosen.depth)) {
                chosen = s;
            }
        }
        return chosen;
    }

    /** Under the lock (released while searching): one move of {@code s} searched by {@code searcher} as a helper. */
    private void takeAndSearch(Searcher searcher, Split s) {
        int i = s.next++;
        int a = s.alpha;
        s.working++;
        Split saved = searcher.split();
        searcher.split(s);
        lock.unlock();
        int v = 0;
        boolean done = false;
        try {
            v = searcher.helpMove(s, i, a);
            done = true;
        } catch (SearchAborted stopped) {
            // the split point (or one above it) was cut: this move's value is not needed
        } catch (RuntimeException | Error e) {
            failure = e;
            s.cut = true; // its owner must not return a value without this move: it throws the failure
        } finally {
            searcher.split(saved);
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

    private void helperLoop(int index) {
        lock.lock();
        try {
            while (!closed) {
                Split s = pick(null);
                if (s == null) {
                    awaitIdle();
                } else {
                    Searcher thread = helperMids[index] != null ? helperMids[index] : helpers[index];
                    takeAndSearch(searcherFor(thread, s), s);
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
