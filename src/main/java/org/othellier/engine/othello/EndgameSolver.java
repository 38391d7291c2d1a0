package org.othellier.engine.othello;

import static org.othellier.engine.othello.Boards.NEIGHBOURS;
import static org.othellier.engine.othello.Boards.QUADRANT;

import org.othellier.engine.othello.Boards;
import org.othellier.game.othello.Bitboards;

/**
 * Exact 8x8 endgame solver: the final disc difference for the side to move with perfect play by
 * both sides (empties to the winner, O-10), within a window. One instance per thread; instances
 * may share a {@link TranspositionTable}.
 *
 * <p>Three regimes by the number of empty squares:
 * <ul>
 *   <li>deep (more than {@link #SHALLOW}): the table's move searched alone first, then the other
 *       moves generated and searched fastest-first (fewest replies for the opponent, corners counted
 *       twice, odd regions first), principal-variation search with null windows, the transposition
 *       table from {@link #TT_MIN} empties, and a cutoff when the opponent's stable discs already cap
 *       the score below the window; with an evaluator, far from the end ({@link #EVAL_ORDER_MIN}
 *       empties and more) the fastest-first key is weighed against the child's evaluation (one- or
 *       two-ply searches further out), and every child is looked up in the table before any is
 *       searched;</li>
 *   <li>shallow (up to {@link #SHALLOW}): no move generation, each empty square tried in parity
 *       order (squares in regions with an odd number of empties first), and the same stable-disc
 *       cutoff from 4 empties (a quarter of the nodes of FFO 40-49 gone, 10% of the time);</li>
 *   <li>the last two empty squares written out, and the last one: the score from the flip count alone.</li>
 * </ul>
 * At the root ({@link #solveRoot}) the score is found by windows two wide around a guess (MTD(f)),
 * so every search below it has a null window; from 20 empties the guess is a selective middle-game
 * search's, 14 plies deep (ProbCut), which saves a fifth of the nodes of FFO 40-49, then refined by
 * selective passes of this solver (ProbCut to the end, {@link #CONFIDENCE}), whose best moves
 * order the exact search.
 * Scores are fail-soft. No allocation on the search path.
 */
public final class EndgameSolver implements SplitPoints.Searcher {

    static final int SHALLOW = 6;
    static final int TT_MIN = 9;
    private static final int STRIDE = 36;
    private static final int POLL_INTERVAL = 0x3FFF;

    /** Squares of the odd-parity quadrants for each 4-bit parity value. */
    private static final long[] PARITY_MASK = new long[16];

    static {
        for (int i = 0; i < 16; i++) {
            long m = 0;
            for (int q = 0; q < 4; q++) {
                if ((i & (1 << q)) != 0) {
                    m |= Boards.QUADRANT_MASK[q];
                }
            }
            PARITY_MASK[i] = m;
        }
    }

    private final TranspositionTable tt;
    private StopCondition stop = StopCondition.NEVER;
    private long nodes;
    private int pollInterval = POLL_INTERVAL;
    private long nextPoll = POLL_INTERVAL;

    // Move lists, one slice per number of empties (a pass keeps the count but never uses its slice).
    private final int[] moveSquare = new int[61 * STRIDE];
    private final long[] moveFlips = new long[61 * STRIDE];
    private final int[] moveKey = new int[61 * STRIDE];

    /**
     * With an evaluator, the pattern values ({@link Patterns#balanced}) of the positions on the line
     * being searched, one slice per count of empties, kept move by move where the evaluation orders
     * the moves (from {@link #EVAL_ORDER_MIN} empties), as the middle-game search keeps them;
     * {@link #sign} +1 when they count the current mover's discs as +1.
     */
    private final int[] patterns = new int[61 * Patterns.INSTANCES];
    private int sign = 1;

    /*
     * Chosen by FFO node counts and times (single thread, one solve each). FFO 40-44: mobility
     * ordering alone 591 million nodes; with the evaluation of each child from 16 empties 363
     * million; from 11 empties with enhanced transposition cutoffs from 12, mobility weighted 16, 268
     * million (settings tried: 10 to 18 empties, weights 0 to 64). Below 11 empties the evaluation
     * costs more than the nodes it saves. Then a one-ply search of each child instead of its
     * evaluation from 14 empties: 199 million (from 12: 191 million but slower; from 16 and 18: 206
     * and 220 million). Over FFO 40-49, two plies from 20 empties, mobility weighted 16: 2.64
     * billion nodes, against 4.92 billion without the shallow searches; with mobility weighted 32,
     * 3.32 billion (two plies from 16) and 3.58 billion (from 20). Three plies from 22 empties cost
     * more than they saved. Last, with the shallow searches in place, the evaluation from 12 empties
     * rather than 11: 2.68 billion nodes but 11% less time (the same load); from 13, or the
     * transposition cutoffs from 13, slower again. With the root's null windows (MTD(f)), two plies
     * from 18 empties rather than 20: FFO 45 and 49 916 million nodes against 972 million, 5% less
     * thread CPU time (from 16: 875 million but slower; from 22: 1.05 billion). With the selective
     * passes and the table's move searched before any ordering, the one-ply searches from 15 empties
     * rather than 14: FFO 40-49 2% more nodes, 6 to 16% less time (pairs run at once, one per core).
     */
    /** From this many empties, moves are ordered by the evaluation of each child as well as by mobility. */
    static final int EVAL_ORDER_MIN = 12;
    /** From this many empties, each child is looked up in the table before any is searched (enhanced transposition cutoff). */
    static final int ETC_MIN = 12;
    /** From this many empties, the evaluation is that of a one-ply search of the child. */
    static final int ONE_PLY_MIN = 15;
    /** From this many empties, of a two-ply search. */
    static final int TWO_PLY_MIN = 18;
    /** How much one unit of the mobility key weighs against one unit of the evaluation. */
    static final int MOB_WEIGHT = 16;
    /** Plies of the search whose evaluation is the root's first guess. */
    static final int GUESS_DEPTH = 6;

    private final Evaluator eval;

    /** Negamax to {@code depth} with the evaluation at the horizon and alpha-beta: for move ordering only. */
    private int shallowValue(long p, long o, int depth, int alpha, int beta, int at, int sg) {
        if (depth == 0) {
            return eval.evaluate(p, o, patterns, at, sg);
        }
        long moves = Bitboards.moves(p, o);
        if (moves == 0) {
            if (Bitboards.moves(o, p) == 0) {
                return Math.max(-Evaluator.MAX, Math.min(Evaluator.MAX, Boards.finalScore(p, o) * Evaluator.UNIT));
            }
            return -shallowValue(o, p, depth, -beta, -alpha, at, -sg);
        }
        int best = -Evaluator.MAX - 1;
        do {
            int x = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards.flips(x, p, o);
            Patterns.play(patterns, at, at - Patterns.INSTANCES, x, f, sg);
            int v = -shallowValue(o ^ f, p ^ f ^ (1L << x), depth - 1, -beta, -Math.max(alpha, best),
                    at - Patterns.INSTANCES, -sg);
            if (v > best) {
                best = v;
                if (v >= beta) {
                    break;
                }
            }
        } while (moves != 0);
        return best;
    }

    /** A solver ordering moves by mobility alone. */
    public EndgameSolver(TranspositionTable tt) {
        this(tt, null);
    }

    /** A solver that also orders by the evaluation where many squares are empty ({@code eval} may be null). */
    public EndgameSolver(TranspositionTable tt, Evaluator eval) {
        this.tt = tt;
        this.eval = eval;
    }

    public void setStop(StopCondition stop) {
        this.stop = stop == null ? StopCondition.NEVER : stop;
    }

    /** How many nodes between two questions to the stop condition (simulated clocks want it small). */
    public void setPollInterval(int nodes) {
        this.pollInterval = Math.max(1, nodes);
        this.nextPoll = this.nodes + pollInterval;
    }

    public long nodes() {
        return nodes + (presearch == null ? 0 : presearch.nodes() - presearchBase)
                + (prober == null ? 0 : prober.nodes() - proberBase);
    }

    /** The nodes of ProbCut's shallow searches in the selective passes since the last {@link #resetNodes} (part of {@link #nodes}). */
    long selectiveProbeNodes() {
        return prober == null ? 0 : prober.nodes() - proberBase;
    }

    public void resetNodes() {
        nodes = 0;
        nextPoll = pollInterval;
        presearchBase = presearch == null ? 0 : presearch.nodes();
        proberBase = prober == null ? 0 : prober.nodes();
    }

    /** The parity word of a position: one bit per quadrant holding an odd number of empties. */
    static int parity(long empty) {
        int parity = 0;
        for (int q = 0; q < 4; q++) {
            parity |= (Long.bitCount(empty & Boards.QUADRANT_MASK[q]) & 1) << q;
        }
        return parity;
    }

    /** The exact score if it lies inside (alpha, beta), else a bound on the same side of the window. */
    public int solve(long p, long o, int alpha, int beta) {
        long empty = ~(p | o);
        int empties = Long.bitCount(empty);
        start(p, o, empties);
        return search(p, o, alpha, beta, empties, parity(empty));
    }

    /** Makes (p, o) the first position of the pattern values, where the evaluation will order moves. */
    private void start(long p, long o, int empties) {
        sign = 1;
        if (eval != null && empties >= EVAL_ORDER_MIN) {
            Patterns.balanced(p, o, patterns, empties * Patterns.INSTANCES);
        }
    }

    /** Steps into the child after {@code x} turning {@code flips} (with {@code empties} before it): its values where it needs them. */
    private void enter(int x, long flips, int empties) {
        if (eval != null && empties - 1 >= EVAL_ORDER_MIN) {
            Patterns.play(patterns, empties * Patterns.INSTANCES, (empties - 1) * Patterns.INSTANCES, x, flips, sign);
        }
        sign = -sign;
    }

    /**
     * Best move and exact score of a position ({@code move} -1 for a pass, -2 when the game is over).
     * The root's moves are ordered once (the table's move first, then fastest-first); the score is
     * then found by windows two wide around a guess (MTD(f) on even scores): the evaluation of a short
     * search first, then each window's bound, until the lower and upper bounds meet. Every probe is a
     * null-window search, cheaper than one open window, and the table keeps what each probe learnt.
     */
    public RootResult solveRoot(long p, long o) {
        selective = null;
        long moves = Bitboards.moves(p, o);
        if (moves == 0) {
            if (Bitboards.moves(o, p) == 0) {
                return new RootResult(-2, Boards.finalScore(p, o));
            }
            RootResult r = solveRoot(o, p);
            return new RootResult(-1, -r.score());
        }
        int empties = Long.bitCount(~(p | o));
        int guess = guess(p, o, empties);
        int[] sq = rootMoves(p, o); // after the guess: its selective passes leave their best move in the table
        long r = mtdf(guess, sq[0], (alpha, beta) -> rootWindow(p, o, sq, alpha, beta, empties));
        int score = (int) (r >> 8);
        int bestMove = (int) (r & 0xFF);
        tt.store(Boards.hash(p, o), tableDepth(empties, EXACT), -64, 64, score, bestMove, -64, 64);
        return new RootResult(bestMove, score);
    }

    /** The root's legal moves in the order they are searched: the table's move first, then fastest-first. */
    private int[] rootMoves(long p, long o) {
        long moves = Bitboards.moves(p, o);
        int n = Long.bitCount(moves);
        int[] sq = new int[n];
        int[] key = new int[n];
        long ttData = tt.probe(Boards.hash(p, o));
        int ttMove = ttData != 0 ? TranspositionTable.move(ttData) : TranspositionTable.NO_MOVE;
        for (int i = 0; i < n; i++) {
            int x = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards.flips(x, p, o);
            int k = x == ttMove ? -1000 : Boards.weightedMobility(o ^ f, p ^ f ^ (1L << x)) * 4;
            int j = i;
            while (j > 0 && key[j - 1] > k) {
                key[j] = key[j - 1];
                sq[j] = sq[j - 1];
                j--;
            }
            key[j] = k;
            sq[j] = x;
        }
        return sq;
    }

    /**
     * The first window's centre, in discs and even as every final score is: the evaluation of a short
     * search, or from {@link #PRESEARCH_MIN} empties a selective search's (ProbCut, {@link #PRESEARCH_DEPTH}
     * plies). Only its value is used: its best move searched first made FFO #59 (34 empties, +64) take 46
     * times the nodes. Its nodes count as the solver's as they are searched (a clock read by node count
     * sees them).
     */
    private int guess(long p, long o, int empties) {
        if (eval == null) {
            return 0;
        }
        int v;
        if (empties >= PRESEARCH_MIN && Bitboards.moves(p, o) != 0) {
            if (presearch == null) {
                // Its own solver only ever meets full boards: it never searches to the end.
                presearch = new MidgameSearch(eval, new TranspositionTable(PRESEARCH_TABLE_BYTES),
                        new EndgameSolver(new TranspositionTable(1 << 16)));
                presearch.setSolveEmpties(0);
                presearch.setProbCut(PRESEARCH_PROBCUT);
                presearchBase = 0;
            }
            presearch.setStop(stop);
            presearch.setPollInterval(pollInterval);
            MidgameSearch.RootMoves root = new MidgameSearch.RootMoves(Bitboards.moves(p, o));
            v = 0;
            for (int depth = 1; depth <= PRESEARCH_DEPTH; depth++) {
                v = presearch.searchRoot(p, o, root, -MidgameSearch.INF, MidgameSearch.INF, depth);
            }
        } else {
            Patterns.balanced(p, o, patterns, empties * Patterns.INSTANCES);
            v = shallowValue(p, o, Math.min(GUESS_DEPTH, empties), -Evaluator.MAX - 1, Evaluator.MAX + 1,
                    empties * Patterns.INSTANCES, 1);
        }
        int discs = Math.round(v / (2f * Evaluator.UNIT)) * 2;
        int guess = Math.max(-64, Math.min(64, discs));
        if (empties >= SELECTIVE_MIN && Bitboards.moves(p, o) != 0) {
            ensureProber();
            try {
                for (level = 0; level < EXACT; level++) {
                    int[] sq = rootMoves(p, o);
                    long r = mtdf(guess, sq[0], (alpha, beta) -> rootWindow(p, o, sq, alpha, beta, empties));
                    guess = (int) (r >> 8) & ~1; // a selective value may be odd
                    selective = new RootResult((int) (r & 0xFF), (int) (r >> 8));
                }
            } finally {
                level = EXACT;
            }
        }
        return guess;
    }

    /**
     * The last selective pass finished by the last {@link #solveRoot}, or null (none ran or none
     * finished): a clock that stops the exact search still has the pass's move, far better than a
     * short middle-game search's.
     */
    public RootResult lastSelectivePass() {
        return selective;
    }

    /** One pass over the root's moves with window (alpha, beta): the score shifted left 8 bits, the best square below. */
    private interface RootWindow {
        long search(int alpha, int beta);
    }

    /**
     * The root's score by windows two wide around {@code guess} (MTD(f)), each searched by {@code window},
     * shifted left 8 bits, with the best square below ({@code firstMove} when no window found a better one).
     */
    private static long mtdf(int guess, int firstMove, RootWindow window) {
        int lower = -64;
        int upper = 64;
        int bestMove = firstMove;
        while (lower < upper) {
            int g = Math.max(lower, Math.min(upper, guess));
            long r = window.search(g - 1, g + 1);
            int v = (int) (r >> 8);
            if (v <= g - 1) {
                upper = v;
            } else {
                lower = v;
                if (v < g + 1) {
                    upper = v; // inside the window: the score
                }
                bestMove = (int) (r & 0xFF);
            }
            guess = v;
        }
        return ((long) lower << 8) | bestMove;
    }

    /*
     * Selective passes (Buro's ProbCut carried to the end of the game, as Zebra and Edax run them): from
     * SELECTIVE_MIN empties the root is first solved with ProbCut at rising confidence, each pass's
     * score the next one's first window; their best moves, left in the table, order the exact search.
     * A node of PROBCUT_MIN empties or more is cut when a shallow middle-game search of it predicts the
     * exact score beyond the window by CONFIDENCE[level] standard deviations. The table's depth field
     * keeps the level of each result (tableDepth), so a selective bound never cuts an exact search,
     * while its move still orders it.
     */
    /** ProbCut's confidence, in standard deviations, in each selective pass (87% and 95%). */
    static final double[] CONFIDENCE = {1.5, 2.0};
    /** The level of the exact search (no cuts), after the selective ones. */
    static final int EXACT = CONFIDENCE.length;
    /** From this many empties at the root, selective passes come before the exact one. */
    static final int SELECTIVE_MIN = 20;
    /** From this many empties a node of a selective pass may be cut. */
    static final int PROBCUT_MIN = 14;
    /** The table of the shallow searches: they go 8 plies deep at most. */
    static final long PROBER_TABLE_BYTES = 1 << 20;
    private RootResult selective;
    /** The current pass: an index into CONFIDENCE, or EXACT. */
    private int level = EXACT;
    /** The shallow searches of the selective passes, made and given the stop condition by {@link #guess}. */
    private MidgameSearch prober;
    private long proberBase;

    /** The table's depth for a result at this many empties and level: exact results rank above every selective one. */
    static int tableDepth(int empties, int level) {
        return empties * (EXACT + 1) + level;
    }

    /** The shallow search's depth for ProbCut at this many empties: even, about a quarter (2 plies at 14, 8 from 32). */
    static int probCutDepth(int empties) {
        return Math.min(8, 2 * (empties / 8));
    }

    /**
     * The standard deviation, in discs, of the exact score around the value of a shallow search of
     * {@code depth} (even) plies: measured on positions of 12 to 22 empties from the 2001 and 2020
     * WTHOR games (docs/BENCHMARKS.md, "The solver's selective passes").
     */
    static double probCutSigma(int depth) {
        return depth <= 2 ? 6.9 : depth <= 4 ? 5.2 : depth <= 6 ? 4.6 : 4.1;
    }

    /** ProbCut's verdict at this node: beta or alpha (fail-hard) when the shallow search predicts it, else {@link #NO_CUT}. */
    private int probCut(long p, long o, int alpha, int beta, int empties) {
        int depth = probCutDepth(empties);
        int margin = (int) Math.ceil(CONFIDENCE[level] * probCutSigma(depth) * Evaluator.UNIT);
        if (beta < 64) {
            int bound = beta * Evaluator.UNIT + margin;
            if (bound < MidgameSearch.INF && prober.search(p, o, bound - 1, bound, depth) >= bound) {
                return beta;
            }
        }
        if (alpha > -64) {
            int bound = alpha * Evaluator.UNIT - margin;
            if (bound > -MidgameSearch.INF && prober.search(p, o, bound, bound + 1, depth) <= bound) {
                return alpha;
            }
        }
        return NO_CUT;
    }

    private static final int NO_CUT = Integer.MIN_VALUE;

    /** Makes the shallow searches of the selective passes on first use, with this solver's stop condition. */
    private void ensureProber() {
        if (prober == null) {
            prober = new MidgameSearch(eval, new TranspositionTable(PROBER_TABLE_BYTES),
                    new EndgameSolver(new TranspositionTable(1 << 16)));
            prober.setSolveEmpties(0);
            proberBase = 0;
        }
        prober.setStop(stop);
        prober.setPollInterval(pollInterval);
    }

    /** From this many empties the root's guess comes from a selective search. */
    static final int PRESEARCH_MIN = 20;
    static final int PRESEARCH_DEPTH = 14;
    static final double PRESEARCH_PROBCUT = 1.5;
    static final long PRESEARCH_TABLE_BYTES = 4 << 20;
    private MidgameSearch presearch;
    /** The selective search's node count at the last {@link #resetNodes}. */
    private long presearchBase;

    /** One fail-soft PVS pass over the root's ordered moves: the score shifted left 8 bits, the best square below. */
    private long rootWindow(long p, long o, int[] sq, int alpha, int beta, int empties) {
        int parity = parity(~(p | o));
        start(p, o, empties);
        int best = -65;
        int bestMove = sq[0];
        int a = alpha;
        for (int i = 0; i < sq.length; i++) {
            if (maySplit(empties, i, false, sq.length - i)) {
                long[] flips = new long[sq.length];
                for (int j = i; j < sq.length; j++) {
                    flips[j] = Bitboards.flips(sq[j], p, o);
                }
                long r = splitPoints.split(this, p, o, empties, level, 0, 0, a, beta, best, bestMove, sq, flips, i,
                        sq.length, null);
                best = (int) (r >> 8);
                bestMove = (int) (r & 0xFF);
                break;
            }
            int x = sq[i];
            long f = Bitboards.flips(x, p, o);
            long np = o ^ f;
            long no = p ^ f ^ (1L << x);
            enter(x, f, empties);
            int v;
            if (i == 0) {
                v = -search(np, no, -beta, -a, empties - 1, parity ^ QUADRANT[x]);
            } else {
                v = -search(np, no, -a - 1, -a, empties - 1, parity ^ QUADRANT[x]);
                if (v > a && v < beta) {
                    v = -search(np, no, -beta, -v, empties - 1, parity ^ QUADRANT[x]);
                }
            }
            sign = -sign;
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
        return ((long) best << 8) | bestMove;
    }

    /** A root's answer: the best square (bit index) or -1 for a pass, -2 for a finished game, and the score. */
    public record RootResult(int move, int score) {
    }

    private void poll() {
        nextPoll = nodes + pollInterval;
        if (stop.shouldStop(nodes) || split != null && split.stopped()) {
            throw SearchAborted.INSTANCE;
        }
    }

    /*
     * Several threads (SplitPoints): each has its own solver, all attached to the same split points.
     * A node of a selective pass or of the exact search may be split once its first move has been
     * searched; this solver then searches some of its moves on its own line (searchMove) while other
     * solvers search the rest from the child's position (helpMove).
     */
    /** Poll often enough when searching beside other threads that a cut above stops this one within a few hundred microseconds. */
    private static final int SPLIT_POLL_INTERVAL = 1024;
    private SplitPoints splitPoints;
    /** The split point whose move this solver is searching now (null: none, or a single thread). */
    private SplitPoints.Split split;

    /** A solver for another thread: the same table and evaluation. */
    EndgameSolver sibling() {
        return new EndgameSolver(tt, eval);
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
    private boolean maySplit(int empties, int moveIndex, boolean searched, int left) {
        return splitPoints != null
                && splitPoints.worthSplitting(empties, SplitPoints.SPLIT_MIN, moveIndex > 0 || searched, left);
    }

    /** One move of a split node on this solver's own line (the node's pattern values are at {@code empties}): its value, fail-soft. */
    @Override
    public int searchMove(long p, long o, int x, long f, int empties, int a, int beta) {
        int saved = sign;
        try {
            enter(x, f, empties);
            return youngerBrother(o ^ f, p ^ f ^ (1L << x), empties - 1, a, beta);
        } finally {
            sign = saved;
        }
    }

    /** One move of another solver's split node, at its pass, its child's pattern values computed afresh: its value, fail-soft. */
    @Override
    public int helpMove(SplitPoints.Split s, int i, int a) {
        long p = s.p;
        long o = s.o;
        int x = s.squares[i];
        long f = s.flips[i];
        int empties = s.depth;
        int beta = s.beta;
        int saved = sign;
        int savedLevel = level;
        try {
            level = s.level;
            if (level < EXACT) {
                ensureProber();
            }
            long np = o ^ f;
            long no = p ^ f ^ (1L << x);
            start(np, no, empties - 1);
            return youngerBrother(np, no, empties - 1, a, beta);
        } finally {
            sign = saved;
            level = savedLevel;
        }
    }

    /** A move after the first: a null window on {@code a}, searched again when it lands inside (a, beta). */
    private int youngerBrother(long np, long no, int childEmpties, int a, int beta) {
        int parity = parity(~(np | no));
        int v = -search(np, no, -a - 1, -a, childEmpties, parity);
        if (v > a && v < beta) {
            v = -search(np, no, -beta, -v, childEmpties, parity);
        }
        return v;
    }

    /** Stability cutoff only where it can fire: alpha above what the empties alone allow to lose. */
    private static final int[] STABILITY_THRESHOLD = {
        99, 99, 99, 99, 6, 14, 22, 30, 8, 16, 24, 32, 10, 18, 26, 34, 12, 20, 28, 36, 14, 22, 30, 38,
        16, 24, 32, 40, 18, 26, 34, 42, 20, 28, 36, 44, 22, 30, 38, 46, 24, 32, 40, 48, 26, 34, 42, 50,
        28, 36, 44, 52, 30, 38, 46, 54, 32, 40, 48, 56, 34, 42, 50, 58, 36};

    int search(long p, long o, int alpha, int beta, int empties, int parity) {
        if (empties <= SHALLOW) {
            return shallow(p, o, alpha, beta, empties, parity);
        }
        if (++nodes >= nextPoll) {
            poll();
        }
        if (alpha >= STABILITY_THRESHOLD[empties]) {
            int max = 64 - 2 * Long.bitCount(Boards.stable(o, p));
            if (max <= alpha) {
                return max;
            }
            if (max < beta) {
                beta = max;
            }
        }
        long hash = 0;
        int ttMove = TranspositionTable.NO_MOVE;
        if (empties >= TT_MIN) {
            hash = Boards.hash(p, o);
            long d = tt.probe(hash);
            if (d != 0) {
                ttMove = TranspositionTable.move(d);
                if (TranspositionTable.depth(d) >= tableDepth(empties, level)) {
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
                    if (lower > alpha) {
                        alpha = lower;
                    }
                    if (upper < beta) {
                        beta = upper;
                    }
                }
            }
        }
        long moves = Bitboards.moves(p, o);
        if (moves == 0) {
            if (Bitboards.moves(o, p) == 0) {
                return Boards.finalScore(p, o);
            }
            sign = -sign;
            int v = -search(o, p, -beta, -alpha, empties, parity);
            sign = -sign;
            return v;
        }
        if (level < EXACT && empties >= PROBCUT_MIN) {
            int bound = probCut(p, o, alpha, beta, empties);
            if (bound != NO_CUT) {
                tt.store(hash, tableDepth(empties, level), alpha, beta, bound, TranspositionTable.NO_MOVE, -64, 64);
                return bound;
            }
        }
        int nodeLevel = empties >= PROBCUT_MIN ? level : EXACT;
        int best = -65;
        int bestMove = TranspositionTable.NO_MOVE;
        int a = alpha;
        boolean searched = false;
        if (ttMove != TranspositionTable.NO_MOVE && (moves & (1L << ttMove)) != 0) {
            // The table's move alone first: when it cuts, as it mostly does, no other move is ordered.
            long f = Bitboards.flips(ttMove, p, o);
            enter(ttMove, f, empties);
            best = -search(o ^ f, p ^ f ^ (1L << ttMove), -beta, -a, empties - 1, parity ^ QUADRANT[ttMove]);
            sign = -sign;
            bestMove = ttMove;
            searched = true;
            moves &= ~(1L << ttMove);
            if (best > a) {
                a = best;
            }
            if (best >= beta || moves == 0) {
                if (empties >= TT_MIN) {
                    tt.store(hash, tableDepth(empties, nodeLevel), alpha, beta, best, bestMove, -64, 64);
                }
                return best;
            }
        }
        int base = empties * STRIDE;
        int n = 0;
        long odd = PARITY_MASK[parity];
        boolean byEval = eval != null && empties >= EVAL_ORDER_MIN;
        boolean etc = empties >= ETC_MIN;
        boolean single = (moves & (moves - 1)) == 0; // nothing to order: no mobility, no shallow search
        do {
            int x = Long.numberOfTrailingZeros(moves);
            moves &= moves - 1;
            long f = Bitboards.flips(x, p, o);
            long np = o ^ f;
            long no = p ^ f ^ (1L << x);
            if (etc) {
                // Enhanced transposition cutoff: a child already known to be bad enough for the opponent.
                long cd = tt.probe(Boards.hash(np, no));
                if (cd != 0 && TranspositionTable.depth(cd) >= tableDepth(empties - 1, level)) {
                    int bound = -TranspositionTable.upper(cd);
                    if (bound >= beta) {
                        return bound;
                    }
                }
            }
            int k;
            if (single) {
                k = 0;
            } else {
                long replies = Bitboards.moves(np, no);
                k = ((Long.bitCount(replies) + Long.bitCount(replies & Boards.CORNERS)) << 3)
                        - (((1L << x) & odd) != 0 ? 2 : 0);
                if (byEval) {
                    int child = (empties - 1) * Patterns.INSTANCES;
                    Patterns.play(patterns, empties * Patterns.INSTANCES, child, x, f, sign);
                    int value = empties >= ONE_PLY_MIN
                            ? shallowValue(np, no, empties >= TWO_PLY_MIN ? 2 : 1, -Evaluator.MAX - 1, Evaluator.MAX + 1,
                                    child, -sign)
                            : eval.evaluate(np, no, patterns, child, -sign);
                    k = k * MOB_WEIGHT + value;
                }
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

        for (int i = 0; i < n; i++) {
            if (maySplit(empties, i, searched, n - i)) {
                long r = splitPoints.split(this, p, o, empties, level, 0, 0, a, beta, best, bestMove, moveSquare,
                        moveFlips, base + i, base + n, null);
                best = (int) (r >> 8);
                bestMove = (int) (r & 0xFF);
                break;
            }
            int x = moveSquare[base + i];
            long f = moveFlips[base + i];
            long np = o ^ f;
            long no = p ^ f ^ (1L << x);
            int childParity = parity ^ QUADRANT[x];
            enter(x, f, empties);
            int v;
            if (i == 0 && !searched) {
                v = -search(np, no, -beta, -a, empties - 1, childParity);
            } else {
                v = -search(np, no, -a - 1, -a, empties - 1, childParity);
                if (v > a && v < beta) {
                    v = -search(np, no, -beta, -v, empties - 1, childParity);
                }
            }
            sign = -sign;
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
        if (empties >= TT_MIN) {
            tt.store(hash, tableDepth(empties, nodeLevel), alpha, beta, best, bestMove, -64, 64);
        }
        return best;
    }

    /** Up to {@link #SHALLOW} empties: every empty square next to an opponent disc, odd regions first. */
    private int shallow(long p, long o, int alpha, int beta, int empties, int parity) {
        long empty = ~(p | o);
        if (empties <= 2) {
            return empties == 2 ? lastTwo(p, o, alpha, beta, empty)
                    : empties == 1 ? lastOne(p, o, Long.numberOfTrailingZeros(empty)) : Boards.finalScore(p, o);
        }
        if (++nodes >= nextPoll) {
            poll();
        }
        if (alpha >= STABILITY_THRESHOLD[empties]) {
            int max = 64 - 2 * Long.bitCount(Boards.stable(o, p));
            if (max <= alpha) {
                return max;
            }
            if (max < beta) {
                beta = max;
            }
        }
        int best = -65;
        long odd = PARITY_MASK[parity];
        long first = empty & odd;
        long squares = first != 0 ? first : empty;
        boolean moved = false;
        for (int round = 0; round < 2; round++) {
            while (squares != 0) {
                int x = Long.numberOfTrailingZeros(squares);
                squares &= squares - 1;
                if ((NEIGHBOURS[x] & o) == 0) {
                    continue;
                }
                long f = Bitboards.flips(x, p, o);
                if (f == 0) {
                    continue;
                }
                moved = true;
                int v = -shallow(o ^ f, p ^ f ^ (1L << x), -beta, -alpha, empties - 1, parity ^ QUADRANT[x]);
                if (v > best) {
                    best = v;
                    if (v > alpha) {
                        if (v >= beta) {
                            return v;
                        }
                        alpha = v;
                    }
                }
            }
            if (first == 0 || first == empty) {
                break;
            }
            squares = empty & ~odd;
        }
        if (moved) {
            return best;
        }
        if (Bitboards.moves(o, p) == 0) {
            return Boards.finalScore(p, o);
        }
        return -shallow(o, p, -beta, -alpha, empties, parity);
    }

    /**
     * Two empty squares left, written out (the same search as {@link #shallow}: the first square, then
     * the second unless the first reached beta; a pass when neither is a move).
     */
    private int lastTwo(long p, long o, int alpha, int beta, long empty) {
        if (++nodes >= nextPoll) {
            poll();
        }
        int x1 = Long.numberOfTrailingZeros(empty);
        int x2 = 63 - Long.numberOfLeadingZeros(empty);
        int best = -65;
        long f;
        if ((NEIGHBOURS[x1] & o) != 0 && (f = Bitboards.flips(x1, p, o)) != 0) {
            best = -lastOne(o ^ f, p ^ f ^ (1L << x1), x2);
            if (best >= beta) {
                return best;
            }
        }
        if ((NEIGHBOURS[x2] & o) != 0 && (f = Bitboards.flips(x2, p, o)) != 0) {
            return Math.max(best, -lastOne(o ^ f, p ^ f ^ (1L << x2), x1));
        }
        if (best != -65) {
            return best;
        }
        // The mover passes: the opponent's turn on the same two squares (a node), or the end.
        long f1 = (NEIGHBOURS[x1] & p) != 0 ? Bitboards.flips(x1, o, p) : 0;
        long f2 = (NEIGHBOURS[x2] & p) != 0 ? Bitboards.flips(x2, o, p) : 0;
        if ((f1 | f2) == 0) {
            return Boards.finalScore(p, o);
        }
        if (++nodes >= nextPoll) {
            poll();
        }
        int reply = -65; // the opponent's best, its own beta being -alpha
        if (f1 != 0) {
            reply = -lastOne(p ^ f1, o ^ f1 ^ (1L << x1), x2);
            if (reply >= -alpha || f2 == 0) {
                return -reply;
            }
        }
        return -Math.max(reply, -lastOne(p ^ f2, o ^ f2 ^ (1L << x2), x1));
    }

    /** One empty square left: the mover plays it if it can, else the opponent, else the game ends. */
    private int lastOne(long p, long o, int x) {
        nodes++;
        int diff = 2 * Long.bitCount(p) - 63;
        long f = Bitboards.flips(x, p, o);
        if (f != 0) {
            return diff + 2 * Long.bitCount(f) + 1;
        }
        f = Bitboards.flips(x, o, p);
        if (f != 0) {
            return diff - 2 * Long.bitCount(f) - 1;
        }
        return diff > 0 ? diff + 1 : diff - 1;
    }
}
