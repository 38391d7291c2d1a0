package org.othellier.engine.othello;

import org.othellier.engine.othello.Boards;
import org.othellier.engine.othello.EndgameSolver;
import org.othellier.engine.othello.Evaluator;
import org.othellier.game.othello.Bitboards;

/**
 * Depth-limited 8x8 search on raw bitboards: negamax with principal-variation search, a
 * transposition table, and move ordering by table move, then by the evaluation of each child
 * (a shallow search of it at larger depths), then by the opponent's mobility; optionally selective
 * with ProbCut ({@link #setProbCut}). Where the depth reaches the end of the game it hands over to
 * the exact {@link EndgameSolver}. Scores are in
 * {@link Evaluator#UNIT}s, fail-soft. One instance per thread; no allocation on the search path but
 * at split points, where several threads search one node's moves ({@link SplitPoints}).
 */
public final class MidgameSearch implements SplitPoints.Searcher {

    public static final int INF = Evaluator.MAX + 1;
    private static final int STRIDE = 36;
    private static final int POLL_INTERVAL = 0xFFF;
    /**
     * From this depth on, children are ordered by a one-ply search (two-ply from
     * {@link #DEEPER_ORDER_DEPTH}) instead of their static value. Below it the search's savings do not
     * pay for it: with one ply from 7 and two from 9, depth 16 took 27% more nodes and about 11% more
     * time on positions of real games.
     */
    private static final int SHALLOW_ORDER_DEPTH = 11;
    private static final int DEEPER_ORDER_DEPTH = 16;
    /**
     * From this depth on, children are ordered by their evaluation, below it by the opponent's
     * mobility: the evaluation is most of the search's time, and at two plies its better order saved
     * fewer nodes (6%) than it cost (to depth 15 on 120 positions of real games: 113 ms a position
     * against 147 to 183 ms).
     */
    private static final int EVAL_ORDER_DEPTH = 3;

    private final Evaluator eval;
    private final TranspositionTable tt;
    private final EndgameSolver solver;
    private StopCondition stop = StopCondition.NEVER;
    private long nodes;
    private int pollInterval = POLL_INTERVAL;
    private long nextPoll = POLL_INTERVAL;
    /** The number of empties from which the search solves exactly once its depth reaches the end. */
    private int solveEmpties = 24;
    /**
     * ProbCut's confidence in standard deviations (Buro's multi-ProbCut): a null-window node at least
     * {@link #PROBCUT_MIN_DEPTH} deep is cut when a shallow search predicts with this confidence that the
     * deep one would fail high (or low). 0: off, the search is full width.
     */
    private double probCut = 0;

    private final int[] moveSquare = new int[64 * STRIDE];
    private final long[] moveFlips = new long[64 * STRIDE];
    private final int[] moveKey = new int[64 * STRIDE];

    /**
     * The pattern values ({@link Patterns#balanced}) of the positions on the line being searched, one
     * slice per move from the root, the root's mover counting +1: a move updates only the patterns
     * through the squares it changes, where evaluating from the bitboards reads all 50 (on positions
     * of random games, 100 to 130 ns of an evaluation's 220 on the development machine).
     */
    private final int[] patterns = new int[61 * Patterns.INSTANCES];
    /** The current node's slice in {@link #patterns}. */
    private int at;
    /** +1 when the current node's mover is the root's mover, -1 when it is the other side. */
    private int sign = 1;

    public MidgameSearch(Evaluator eval, TranspositionTable tt, EndgameSolver solver) {
        this.eval = eval;
        this.tt = tt;
        this.solver = solver;
    }

    public void setStop(StopCondition stop) {
        this.stop = stop == null ? StopCondition.NEVER : stop;
        solver.setStop(this.stop);
    }

    /** How many nodes between two questions to the stop condition (simulated clocks want it small). */
    public void setPollInterval(int nodes) {
        this.pollInterval = Math.max(1, nodes);
        this.nextPoll = this.nodes + pollInterval;
        solver.setPollInterval(nodes);
    }

    public void setSolveEmpties(int empties) {
        this.solveEmpties = empties;
    }

    /** Selective search: ProbCut at {@code sigmas} standard deviations (1.5 is usual), 0 for full width. */
    public void setProbCut(double sigmas) {
        this.probCut = sigmas;
    }

    static final int PROBCUT_MIN_DEPTH = 3;

    /** The depth of ProbCut's shallow search for a deep one (Edax's choice: about a quarter, same parity). */
    static int probCutShallowDepth(int depth) {
        int shallow = 2 * (depth / 4) + (depth & 1);
        return shallow == 0 ? depth - 2 : shallow;
    }

    /**
     * The standard deviation, in units, of a {@code depth}-ply value around the value the shallow search
     * for it finds, at this many empties: a plane fitted to searches of WTHOR positions (see
     * docs/BENCHMARKS.md, "ProbCut's error model").
     */
    static double probCutSigma(int empties, int depth, int shallow) {
        return Evaluator.UNIT * (SIGMA_CONSTANT + SIGMA_PER_EMPTY * empties + SIGMA_PER_PLY * (depth - shallow));
    }

    static final double SIGMA_CONSTANT = 5.15;
    static final double SIGMA_PER_EMPTY = -0.054;
    static final double SIGMA_PER_PLY = 0.034;

    /**
     * ProbCut's verdict for a null-window node: beta when a shallow search says the deep one would fail
     * high, alpha when it says it would fail low, else {@link #NO_CUT}.
     */
    private int probCut(long p, long o, int alpha, int beta, int depth, int empties) {
        int shallow = probCutShallowDepth(depth);
        int margin = (int) Math.ceil(probCut * probCutSigma(empties, depth, shallow));
        if (beta + margin < INF) {
            int bound = beta + margin;
            if (node(p, o, bound - 1, bound, shallow) >= bound) {
                return beta;
            }
        }
        if (alpha - margin > -INF) {
            int bound = alpha - margin;
            if (node(p, o, bound, bound + 1, shallow) <= bound) {
                return alpha;
            }
        }
        return NO_CUT;
    }

    private static final int NO_CUT = Integer.MIN_VALUE;

    public long nodes() {
        return nodes + solver.nodes();
    }

    public void resetNodes() {
        nodes = 0;
        nextPoll = pollInterval;
        solver.resetNodes();
    }

    public Evaluator evaluator() {
        return eval;
    }

    private void poll() {
        nextPoll = nodes + pollInterval;
        if (stop.shouldStop(nodes + solver.nodes()) || split != null && split.stopped()) {
            throw SearchAborted.INSTANCE;
        }
    }

    /** Exact score in units, through the endgame solver, with the window converted to discs. */
    private int exact(long p, long o, int alpha, int beta) {
        int a = Math.floorDiv(alpha, Evaluator.UNIT);
        int b = -Math.floorDiv(-beta, Evaluator.UNIT);
        a = Math.max(-65, Math.min(64, a));
        b = Math.max(-64, Math.min(65, b));
        if (a >= b) {
            b = a + 1;
        }
        return solver.solve(p, o, a, b) * Evaluator.UNIT;
    }

    /** The value of the position searched {@code depth} plies deep, within (alpha, beta). */
    public int search(long p, long o, int alpha, int beta, int depth) {
        start(p, o);
        return node(p, o, alpha, beta, depth);
    }

    /** Makes (p, o) the root of the pattern values. */
    private void start(long p, long o) {
        at = 0;
        sign = 1;
        Patterns.balanced(p, o, patterns, 0);
    }

    /** Steps into the child after the mover plays {@code x} turning {@code flips}. */
    private void enter(int x, long flips) {
        Patterns.play(patterns, at, at + Patterns.INSTANCES, x, flips, sign);
        at += Patterns.INSTANCES;
        sign = -sign;
    }

    private void leave() {
        at -= Patterns.INSTANCES;
        sign = -sign;
    }

    private int node(long p, long o, int alpha, int beta, int depth) {
        if (++nodes >= nextPoll) {
            poll();
        }
        int empties = 64 - Long.bitCount(p | o);
        if (depth >= empties && empties <= solveEmpties) {
            return exact(p, o, alpha, beta);
        }
        if (depth <= 0) {
            return eval.evaluate(p, o, patterns, at, sign);
        }
        long hash = Boards.hash(p, o);
        long d = tt.probe(hash);
        int ttMove = TranspositionTable.NO_MOVE;
        if (d != 0) {
            ttMove = TranspositionTable.move(d);
            if (TranspositionTable.depth(d) >= depth) {
                int lower = TranspositionTable.lower(d);
                int upper = TranspositionTable.upper(d);
                if (lower >= beta) {
                    return lower;
                }
                if (upper <= alpha) {
                    return upper;
                }
                if (lower == upper) {
                    return lower;
                }
            }
        }
        long moves = Bitboards.moves(p, o);
        if (moves == 0) {
            if (Bitboards.moves(o, p) == 0) {
                return Boards.finalScore(p, o) * Evaluator.UNIT;
            }
            sign = -sign;
            int v = -node(o, p, -beta, -alpha, depth);
            sign = -sign;
            return v;
        }
        if (probCut > 0 && depth >= PROBCUT_MIN_DEPTH && beta == alpha + 1 && depth < empties) {
            int cut = probCut(p, o, alpha, beta, depth, empties);
            if (cut != NO_CUT) {
                return cut;
            }
        }
        int best = -INF;
        int bestMove = TranspositionTable.NO_MOVE;
        int a = alpha;
        if (ttMove < 64 && (moves & (1L << ttMove)) != 0) {
            // The table's move alone first: when it cuts, the others are never ordered (which costs an
            // evaluation, or a shallow search, of each).
            long f = Bitboards.flips(ttMove, p, o);
            enter(ttMove, f);
            best = -node(o ^ f, p ^ f ^ (1L << ttMove), -beta, -a, depth - 1);
            leave();
            bestMove = ttMove;
            moves &= ~(1L << ttMove);
            if (best > a) {
                a = best;
            }
            if (best >= beta || moves == 0) {
                tt.store(hash, depth, alpha, beta, best, bestMove, -INF, INF);
                return best;
            }
        }
        int n = order(p, o, moves, depth);
        int base = depth * STRIDE;
        for (int i = 0; i < n; i++) {
            if (maySplit(depth, i, bestMove != TranspositionTable.NO_MOVE, n - i)) {
                long r = splitPoints.split(this, p, o, depth, 0, probCut, solveEmpties, a, beta, best, bestMove,
                        moveSquare, moveFlips, base + i, base + n, null);
                best = (int) (r >> 8);
                bestMove = (int) (r & 0xFF);
                break;
            }
            int x = moveSquare[base + i];
            long f = moveFlips[base + i];
            long np = o ^ f;
            long no = p ^ f ^ (1L << x);
            enter(x, f);
            int v;
            if (i == 0 && bestMove == TranspositionTable.NO_MOVE) {
                v = -node(np, no, -beta, -a, depth - 1);
            } else {
                v = -node(np, no, -a - 1, -a, depth - 1);
                if (v > a && v < beta) {
                    v = -node(np, no, -beta, -v, depth - 1);
                }
            }
            leave();
            if (v > best) {
                best = v;
                bestMove = x;
                if (v > a) {
                    a = v;
                    if (v >= beta) {
                        break;
                    }
                }
            }
        }
        tt.store(hash, depth, alpha, beta, best, bestMove, -INF, INF);
        return best;
    }

    /*
     * Several threads (SplitPoints): each has its own search over its own solver, all sharing the
     * tables. A node may be split once its first move has been searched; this search then searches some
     * of its moves on its own line (searchMove) while others search the rest from the child's position
     * (helpMove), with the split's owner's selectivity.
     */
    /** Poll often enough beside other threads that a cut above stops this one within a few hundred microseconds. */
    private static final int SPLIT_POLL_INTERVAL = 1024;
    private SplitPoints splitPoints;
    /** The split point whose move this search is searching now (null: none, or a single thread). */
    private SplitPoints.Split split;

    /** A search for another thread over {@code solver}: the same table and evaluation. */
    MidgameSearch sibling(EndgameSolver solver) {
        return new MidgameSearch(eval, tt, solver);
    }

    /** The solver its exact searches use. */
    EndgameSolver solver() {
        return solver;
    }

    void attach(SplitPoints splitPoints) {
        this.splitPoints = splitPoints;
        setPollInterval(SPLIT_POLL_INTERVAL);
    }

    @Override
    public SplitPoints.Split split() {
        return split;
    }

    @Override
    public void split(SplitPoints.Split s) {
        split = s;
    }

    /** Whether the node at this loop position may be split: deep enough, a move searched and two left, a thread idle. */
    private boolean maySplit(int depth, int moveIndex, boolean searched, int left) {
        return splitPoints != null
                && splitPoints.worthSplitting(depth, SplitPoints.MIDGAME_SPLIT_MIN, moveIndex > 0 || searched, left);
    }

    /** One move of a split node on this search's own line (it is at that node): its value, fail-soft. */
    @Override
    public int searchMove(long p, long o, int x, long f, int depth, int a, int beta) {
        int savedAt = at;
        int savedSign = sign;
        try {
            enter(x, f);
            return youngerBrother(o ^ f, p ^ f ^ (1L << x), depth - 1, a, beta);
        } finally {
            at = savedAt; // a stopped search leaves them anywhere: the split node's frame goes on with them
            sign = savedSign;
        }
    }

    /**
     * One move of another search's split node, with that search's selectivity and solving depth, its
     * child's pattern values computed afresh in the slice after this search's current one (free: this
     * thread is idle, or waits at a split point above {@code s} and searches nothing deeper of its own).
     */
    @Override
    public int helpMove(SplitPoints.Split s, int i, int a) {
        int savedAt = at;
        int savedSign = sign;
        double savedProbCut = probCut;
        int savedSolveEmpties = solveEmpties;
        try {
            probCut = s.probCut;
            solveEmpties = s.solveEmpties;
            long np = s.o ^ s.flips[i];
            long no = s.p ^ s.flips[i] ^ (1L << s.squares[i]);
            at += Patterns.INSTANCES;
            sign = 1;
            Patterns.balanced(np, no, patterns, at);
            return youngerBrother(np, no, s.depth - 1, a, s.beta);
        } finally {
            at = savedAt;
            sign = savedSign;
            probCut = savedProbCut;
            solveEmpties = savedSolveEmpties;
        }
    }

    /** A move after the first: a null window on {@code a}, searched again when it lands inside (a, beta). */
    private int youngerBrother(long np, long no, int childDepth, int a, int beta) {
        int v = -node(np, no, -a - 1, -a, childDepth);
        if (v > a && v < beta) {
            v = -node(np, no, -beta, -v, childDepth);
        }
        return v;
    }

    /** Fills the move slice for {@code depth}, best first; returns the move count. */
    private int order(long p, long o, long moves, int depth) {
        int base = depth * STRIDE;
        int n = 0;
        do {
            int x = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards.flips(x, p, o);
            long np = o ^ f;
            long no = p ^ f ^ (1L << x);
            int k;
            if (depth >= SHALLOW_ORDER_DEPTH) {
                enter(x, f);
                k = node(np, no, -INF, INF, depth >= DEEPER_ORDER_DEPTH ? 2 : 1);
                leave();
            } else if (depth >= EVAL_ORDER_DEPTH) {
                int next = at + Patterns.INSTANCES;
                Patterns.play(patterns, at, next, x, f, sign);
                k = eval.evaluate(np, no, patterns, next, -sign);
            } else {
                k = Boards.weightedMobility(np, no);
            }
            int j = base + n;
            while (j > base && moveKey[j - 1] > k) {
                moveKey[j] = moveKey[j - 1];
                moveSquare[j] = moveSquare[j - 1];
                moveFlips[j] = moveFlips[j - 1];
                j--;
            }
            moveKey[j] = k;
            moveSquare[j] = x;
            moveFlips[j] = f;
            n++;
        } while (moves != 0);
        return n;
    }

    /** Root moves of one iteration: squares best first (by the previous iteration), scores filled by {@link #searchRoot}. */
    public static final class RootMoves {
        public final int[] squares;
        public final int[] scores;
        public int searched;

        public RootMoves(long moves) {
            squares = new int[Long.bitCount(moves)];
            scores = new int[squares.length];
            for (int i = 0; moves != 0; moves &= moves - 1, i++) {
                squares[i] = Long.numberOfTrailingZeros(moves);
            }
        }

        /** Moves {@code square} to the front, keeping the others' order. */
        void squareToFront(int square) {
            for (int i = 1; i < squares.length; i++) {
                if (squares[i] == square) {
                    toFront(i);
                }
            }
        }

        /** Moves the square at {@code i} to the front, keeping the others' order. */
        public void toFront(int i) {
            int s = squares[i];
            int v = scores[i];
            System.arraycopy(squares, 0, squares, 1, i);
            System.arraycopy(scores, 0, scores, 1, i);
            squares[0] = s;
            scores[0] = v;
        }
    }

    /**
     * One root iteration over {@code root}'s moves in their order with PVS and window (alpha, beta);
     * the best move ends up first. Returns the best score. {@code root.searched} counts the moves done,
     * so a caller that is stopped half way still knows whether the first (best so far) is settled. On
     * several threads the moves after the first are shared out like any split node's (their
     * {@code scores} are then not filled in).
     */
    public int searchRoot(long p, long o, RootMoves root, int alpha, int beta, int depth) {
        start(p, o);
        int best = -INF;
        int a = alpha;
        root.searched = 0;
        int n = root.squares.length;
        for (int i = 0; i < n; i++) {
            if (maySplit(depth, i, false, n - i)) {
                long[] flips = new long[n];
                for (int j = i; j < n; j++) {
                    flips[j] = Bitboards.flips(root.squares[j], p, o);
                }
                long[] whenStopped = {root.squares[0]};
                long r;
                try {
                    r = splitPoints.split(this, p, o, depth, 0, probCut, solveEmpties, a, beta, best, root.squares[0],
                            root.squares, flips, i, n, whenStopped);
                } catch (SearchAborted e) {
                    // a move searched to the end and better than the first goes first, as on one thread
                    root.squareToFront((int) (whenStopped[0] & 0xFF));
                    throw e;
                }
                best = (int) (r >> 8);
                root.squareToFront((int) (r & 0xFF));
                root.searched = n;
                break;
            }
            int x = root.squares[i];
            long f = Bitboards.flips(x, p, o);
            long np = o ^ f;
            long no = p ^ f ^ (1L << x);
            enter(x, f);
            int v;
            if (i == 0) {
                v = -node(np, no, -beta, -a, depth - 1);
            } else {
                v = -node(np, no, -a - 1, -a, depth - 1);
                if (v > a && v < beta) {
                    v = -node(np, no, -beta, -v, depth - 1);
                }
            }
            leave();
            root.scores[i] = v;
            root.searched = i + 1;
            if (v > best) {
                best = v;
                if (i > 0) {
                    root.toFront(i);
                }
                if (v > a) {
                    a = v;
                    if (v >= beta) {
                        break;
                    }
                }
            }
        }
        int bestSquare = root.squares[0];
        tt.store(Boards.hash(p, o), depth, alpha, beta, best, bestSquare, -INF, INF);
        return best;
    }

    /** The principal variation from the table, starting with {@code first}. */
    public int[] principalVariation(long p, long o, int first, int max) {
        int[] pv = new int[max];
        int n = 0;
        int x = first;
        while (n < max && x >= 0 && x < 64) {
            long f = Bitboards.flips(x, p, o);
            if (f == 0 || ((p | o) & (1L << x)) != 0) {
                break;
            }
            pv[n++] = x;
            long np = o ^ f;
            o = p ^ f ^ (1L << x);
            p = np;
            if (Bitboards.moves(p, o) == 0) {
                if (Bitboards.moves(o, p) == 0) {
                    break;
                }
                if (n == max) {
                    break; // no room left for the pass
                }
                pv[n++] = -1; // pass
                long t = p;
                p = o;
                o = t;
            }
            long d = tt.probe(Boards.hash(p, o));
            x = d == 0 ? -1 : TranspositionTable.move(d);
        }
        return java.util.Arrays.copyOf(pv, n);
    }
}
