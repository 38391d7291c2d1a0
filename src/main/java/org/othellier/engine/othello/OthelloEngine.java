package org.othellier.engine.othello;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.othellier.engine.Level;
import org.othellier.engine.TimeBudget;
import org.othellier.game.othello.BitboardPosition;
import org.othellier.game.othello.Bitboards;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;

/**
 * The engine as the rest of the program uses it: give it a position, a {@link Level} and
 * optionally the clock, get a move. Standard 8x8 Othello runs on the bitboard search
 * ({@link MidgameSearch}, {@link EndgameSolver}); other sizes and rule sets on {@link GenericSearch}.
 *
 * <p>Thread-safety: every public method may be called from any thread; calls are serialised (one
 * search at a time per engine, the tables are reused from move to move). A search is cancelled
 * through the {@code cancelled} supplier, polled every few thousand nodes: it then returns the best
 * move found so far, never nothing.
 */
public final class OthelloEngine {

    /**
     * ProbCut's confidence, in standard deviations, for the level that plays on time: at 1.1 (73%) a
     * second reaches about a ply and a half deeper than at 1.5, and against Novello at 1 s a move it
     * scored 42.5% where 1.5 scored 27.5% and 0.8 40.0% (40 games each, docs/BENCHMARKS.md).
     */
    static final double TIMED_PROBCUT = 1.1;

    private final TranspositionTable midTable;
    private final TranspositionTable endTable;
    private final Evaluator eval;
    private final EndgameSolver solver;
    private final MidgameSearch mid;
    /** The threads after the first (null on one thread). */
    private final SplitPoints splitPoints;
    private final GenericSearch generic = new GenericSearch();
    private final EngineTime time;
    private final SplittableRandom random;
    private double probCut;

    /** An engine with the default table size, the shipped weights, the system clock and a random seed. */
    public OthelloEngine() {
        this((long) EngineDefaults.DEFAULT_TABLE_MB << 20, Evaluator.shipped(), EngineTime.SYSTEM, System.nanoTime());
    }

    /**
     * @param tableBytes memory for the transposition tables (split between the middle game and the endgame)
     * @param eval       the 8x8 evaluation
     * @param time       the clock the search reads (a simulated one in tests)
     * @param seed       seed of the deliberate imprecision of the lower levels
     */
    public OthelloEngine(long tableBytes, Evaluator eval, EngineTime time, long seed) {
        this(tableBytes, eval, time, seed, 1);
    }

    /**
     * An engine whose 8x8 searches (the middle game's, the levels' exact solves, the probable solve of
     * the level that plays on time, {@link #solve}) run on {@code threads} threads ({@link SplitPoints}:
     * young brothers wait). The threads after the first are daemons, idle between searches. Other
     * boards' search stays on one thread.
     */
    public OthelloEngine(long tableBytes, Evaluator eval, EngineTime time, long seed, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads + " is below 1");
        }
        this.midTable = new TranspositionTable(tableBytes / 2);
        this.endTable = new TranspositionTable(tableBytes / 2);
        this.eval = eval;
        this.solver = new EndgameSolver(endTable, eval);
        this.mid = new MidgameSearch(eval, midTable, solver);
        this.time = time;
        this.random = new SplittableRandom(seed);
        if (threads > 1) {
            splitPoints = new SplitPoints(solver, threads); // attaches the solver and starts its helpers
            splitPoints.attachMidgame(mid);
        } else {
            splitPoints = null;
        }
    }

    /** Before an 8x8 search: its node count from zero, on every thread. */
    private void resetFastNodes() {
        mid.resetNodes(); // the solver's too
        if (splitPoints != null) {
            splitPoints.resetHelperNodes();
        }
    }

    /** The nodes of the last 8x8 search on every thread (the clock and its stops read the first thread's alone). */
    private long fastNodes() {
        return mid.nodes() + (splitPoints == null ? 0 : splitPoints.helperNodes());
    }

    /**
     * How many nodes pass between two looks at the clock and the cancellation (default a few
     * thousand; a simulated clock that charges a lot per node wants it small).
     */
    public synchronized void setPollInterval(int nodes) {
        mid.setPollInterval(nodes);
        generic.setPollInterval(nodes);
    }

    /** Memory held by the tables, in bytes. */
    public long tableBytes() {
        return midTable.bytes() + endTable.bytes();
    }

    /** Forgets everything learned in the tables (a new game needs nothing else). */
    public synchronized void newGame() {
        midTable.clear();
        endTable.clear();
    }

    /** True when a position runs on the fast 8x8 search: standard Othello rules after any opening placements. */
    public static boolean isFast(OthelloPosition position) {
        return position instanceof BitboardPosition b && !b.variant().singleFlank() && !b.variant().antiReversi()
                && !b.inOpening();
    }

    /** Chooses a move. {@code clock} may be null (then the level's own time, if any); {@code cancelled} may be null. */
    public synchronized SearchResult think(OthelloPosition position, Level level, TimeBudget clock, BooleanSupplier cancelled) {
        if (position.isOver()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        if (position.mustPass()) {
            return new SearchResult(OthelloMove.PASS, 0, false, 0, 0, 0, List.of(OthelloMove.PASS));
        }
        long start = time.nanos(0);
        TimeManager.Plan plan = plan(position, level, clock);
        Search s = new Search(start, plan, cancelled);
        List<OthelloMove> legal = position.legalMoves();
        if (level.randomMoves() > 0 && random.nextDouble() < level.randomMoves()) {
            OthelloMove m = legal.get(random.nextInt(legal.size()));
            return new SearchResult(m, 0, false, 0, 0, millis(start, 0), List.of(m));
        }
        if (level.noise() > 0) {
            return noisy(position, level, s);
        }
        return isFast(position) ? thinkFast((BitboardPosition) position, level, s) : thinkGeneric(position, level, s);
    }

    /** The value of every legal move at the level's depth (level 10: 14 plies, exact from 20 empties). */
    public synchronized List<MoveScore> analyze(OthelloPosition position, Level level, BooleanSupplier cancelled) {
        if (position.isOver() || position.mustPass()) {
            return List.of();
        }
        Search s = new Search(time.nanos(0), null, cancelled);
        int depth = level.timed() ? 14 : level.depth();
        int exactEmpties = level.timed() ? 20 : level.exactEmpties();
        return scoreAll(position, depth, exactEmpties, s);
    }

    /**
     * The value of every legal move, searched {@code depth} plies deep, or solved exactly when the moves leave
     * fewer than {@code exactEmpties} empties (the game review's own settings, not a level's). A search that was
     * cancelled leaves estimates behind: a caller that needs true values looks at {@code cancelled} afterwards.
     */
    public synchronized List<MoveScore> analyze(OthelloPosition position, int depth, int exactEmpties, BooleanSupplier cancelled) {
        if (position.isOver() || position.mustPass()) {
            return List.of();
        }
        return scoreAll(position, Math.max(1, depth), exactEmpties, new Search(time.nanos(0), null, cancelled));
    }

    /**
     * The exact result of a standard 8x8 position with best play from both sides: the best move and the final
     * disc difference for the side to move. Throws {@link java.util.concurrent.CancellationException} when
     * {@code cancelled} stops it first.
     */
    public synchronized SearchResult solve(OthelloPosition position, BooleanSupplier cancelled) {
        if (!isFast(position)) {
            throw new IllegalArgumentException("the exact solver plays standard 8x8 Othello only");
        }
        BitboardPosition b = (BitboardPosition) position;
        Search s = new Search(time.nanos(0), null, cancelled);
        resetFastNodes();
        solver.setStop(s.condition(solver::nodes));
        endTable.newSearch();
        try {
            EndgameSolver.RootResult r = solver.solveRoot(b.player(), b.opponent());
            OthelloMove m = r.move() == -2 ? null : r.move() == -1 ? OthelloMove.PASS : OthelloMove.at(r.move(), 8);
            return new SearchResult(m == null ? OthelloMove.PASS : m, r.score(), true, position.empties(), fastNodes(),
                    millis(s.start, solver.nodes()), m == null ? List.of() : List.of(m));
        } catch (SearchAborted e) {
            throw new java.util.concurrent.CancellationException("the exact solve was cancelled");
        } finally {
            solver.setStop(null);
        }
    }

    /**
     * The line the last searches expect after {@code first} in a standard 8x8 position (read from the
     * middle-game table, so it follows an {@link #analyze} of the same position): at most {@code max} moves,
     * starting with {@code first}, passes included.
     */
    public synchronized List<OthelloMove> expectedLine(OthelloPosition position, OthelloMove first, int max) {
        if (!isFast(position) || first.isPass()) {
            return List.of(first);
        }
        BitboardPosition b = (BitboardPosition) position;
        List<OthelloMove> line = new ArrayList<>();
        for (int x : mid.principalVariation(b.player(), b.opponent(), first.square(8), max)) {
            line.add(x < 0 ? OthelloMove.PASS : OthelloMove.at(x, 8));
        }
        return line.isEmpty() ? List.of(first) : line;
    }

    /**
     * Sets the middle-game search's ProbCut; a change empties its table, whose bounds hold only for the
     * selectivity that found them (a full-width analysis must not read a selective search's cuts).
     */
    private void selectivity(double probCut) {
        if (probCut != this.probCut) {
            midTable.clear();
            this.probCut = probCut;
        }
        mid.setProbCut(probCut);
    }

    private TimeManager.Plan plan(OthelloPosition position, Level level, TimeBudget clock) {
        if (clock != null) {
            return TimeManager.plan(clock, position.empties());
        }
        if (level.timed()) {
            // No new iteration after 45% of the move time, stopped at all of it. (With half of it as
            // the soft target the cut came at 22%: 1 s moves used 380 ms on average, now 520 ms.)
            long ns = level.moveTimeMs() * 1_000_000L;
            return new TimeManager.Plan(ns, ns);
        }
        return null;
    }

    private long millis(long start, long nodes) {
        return (time.nanos(nodes) - start) / 1_000_000L;
    }

    /** One move's search state: when it started, its time plan, its cancellation. */
    private final class Search {
        final long start;
        final TimeManager.Plan plan;
        final BooleanSupplier cancelled;
        boolean stopped;

        Search(long start, TimeManager.Plan plan, BooleanSupplier cancelled) {
            this.start = start;
            this.plan = plan;
            this.cancelled = cancelled;
        }

        StopCondition condition(LongSupplierOfNodes nodes) {
            return n -> {
                if (cancelled != null && cancelled.getAsBoolean()) {
                    stopped = true;
                    return true;
                }
                if (plan != null && time.nanos(nodes.get()) - start > plan.hardNs()) {
                    stopped = true;
                    return true;
                }
                return false;
            };
        }

        long elapsed(long nodes) {
            return time.nanos(nodes) - start;
        }
    }

    @FunctionalInterface
    private interface LongSupplierOfNodes {
        long get();
    }

    // ---------------------------------------------------------------- 8x8

    /**
     * Where a level would solve exactly but its time does not allow it (from the solver's selective
     * passes' {@link EndgameSolver#SELECTIVE_MIN} empties), the middle game's iterations stop at this share
     * of the hard limit and the rest goes to a probable solve: the solver's selective passes (ProbCut
     * to the end), whose last finished pass's move is played when the clock stops the exact search.
     */
    static final double PROBABLE_SOLVE_START = 0.3;

    /** Exact solving time estimate (ms) by empties, generous: whether a solve fits the plan. */
    static double solveEstimateMs(int empties) {
        return 2 * Math.pow(2.5, empties - 14);
    }

    private SearchResult thinkFast(BitboardPosition position, Level level, Search s) {
        long p = position.player();
        long o = position.opponent();
        int empties = position.empties();
        resetFastNodes();
        mid.setStop(s.condition(mid::nodes));
        mid.setSolveEmpties(level.exactEmpties());
        // The level that plays on time prunes selectively: it sees deeper in its time; the fixed-depth
        // levels stay full width, so their depth means what it says.
        selectivity(level.timed() ? TIMED_PROBCUT : 0);
        midTable.newSearch();
        endTable.newSearch();
        long moves = Bitboards.moves(p, o);
        MidgameSearch.RootMoves root = new MidgameSearch.RootMoves(moves);
        sortByEvaluation(p, o, root);
        int bestScore = 0;
        int bestMove = root.squares[0];
        int completed = 0;
        boolean exact = false;
        boolean solveNow = empties <= level.exactEmpties()
                && (s.plan == null || solveEstimateMs(empties) * 1e6 < s.plan.hardNs());
        int maxDepth = Math.min(level.depth(), empties - 1);
        if (solveNow) {
            maxDepth = Math.min(maxDepth, s.plan == null ? 0 : 6); // a quick fallback move for a timed solve
        }
        boolean probableSolve = !solveNow && s.plan != null && empties <= level.exactEmpties()
                && empties >= EndgameSolver.SELECTIVE_MIN;
        int previousScore = 0;
        try {
            for (int depth = 1; depth <= maxDepth; depth++) {
                // Odd and even depths differ by discs (the side that chooses last gains), so the window
                // is centred on the last score of the same parity: 13% fewer nodes to depth 14.
                int v = aspiration(p, o, root, depth, completed > 1 ? previousScore : completed > 0 ? bestScore : 0);
                previousScore = bestScore;
                boolean changed = root.squares[0] != bestMove;
                bestMove = root.squares[0];
                bestScore = v;
                completed = depth;
                if (probableSolve && s.elapsed(mid.nodes()) > PROBABLE_SOLVE_START * s.plan.hardNs()) {
                    break;
                }
                if (s.plan != null && !solveNow) {
                    double stretch = (changed && depth > 4) || (depth > 4 && v < previousScore - 2 * Evaluator.UNIT) ? 2.0 : 1.0;
                    if (s.elapsed(mid.nodes()) > 0.45 * s.plan.extended(stretch)) {
                        break;
                    }
                }
            }
        } catch (SearchAborted e) {
            if (root.searched > 0 || completed == 0) {
                bestMove = root.squares[0];
            }
        }
        if ((solveNow || probableSolve) && !s.stopped) {
            try {
                EndgameSolver.RootResult r = solver.solveRoot(p, o);
                bestMove = r.move();
                bestScore = r.score() * Evaluator.UNIT;
                exact = true;
                completed = empties;
            } catch (SearchAborted e) {
                // the last selective pass's move if one finished (it sees to the end, the iterations
                // do not), else the middle-game move
                EndgameSolver.RootResult pass = solver.lastSelectivePass();
                if (pass != null) {
                    bestMove = pass.move();
                    bestScore = pass.score() * Evaluator.UNIT;
                    completed = empties;
                }
            }
        }
        if (completed == 0 && !exact) {
            bestScore = -eval.evaluate(o ^ Bitboards.flips(bestMove, p, o), p ^ Bitboards.flips(bestMove, p, o) ^ (1L << bestMove));
        }
        List<OthelloMove> pv = new ArrayList<>();
        for (int x : mid.principalVariation(p, o, bestMove, 12)) {
            pv.add(x < 0 ? OthelloMove.PASS : OthelloMove.at(x, 8));
        }
        if (pv.isEmpty()) {
            pv.add(OthelloMove.at(bestMove, 8));
        }
        return new SearchResult(OthelloMove.at(bestMove, 8), bestScore / (double) Evaluator.UNIT, exact, completed, fastNodes(),
                millis(s.start, mid.nodes()), pv);
    }

    /** A root iteration inside a window around the last score, widened until the score falls inside. */
    private int aspiration(long p, long o, MidgameSearch.RootMoves root, int depth, int guess) {
        if (depth < 3) {
            return mid.searchRoot(p, o, root, -MidgameSearch.INF, MidgameSearch.INF, depth);
        }
        int delta = 2 * Evaluator.UNIT;
        int lo = Math.max(-MidgameSearch.INF, guess - delta);
        int hi = Math.min(MidgameSearch.INF, guess + delta);
        while (true) {
            int v = mid.searchRoot(p, o, root, lo, hi, depth);
            if (v <= lo && lo > -MidgameSearch.INF) {
                delta *= 3;
                lo = Math.max(-MidgameSearch.INF, v - delta);
            } else if (v >= hi && hi < MidgameSearch.INF) {
                delta *= 3;
                hi = Math.min(MidgameSearch.INF, v + delta);
            } else {
                return v;
            }
        }
    }

    private void sortByEvaluation(long p, long o, MidgameSearch.RootMoves root) {
        int n = root.squares.length;
        int[] keys = new int[n];
        for (int i = 0; i < n; i++) {
            int x = root.squares[i];
            long f = Bitboards.flips(x, p, o);
            keys[i] = eval.evaluate(o ^ f, p ^ f ^ (1L << x));
        }
        for (int i = 1; i < n; i++) {
            for (int j = i; j > 0 && keys[j - 1] > keys[j]; j--) {
                int t = keys[j];
                keys[j] = keys[j - 1];
                keys[j - 1] = t;
                t = root.squares[j];
                root.squares[j] = root.squares[j - 1];
                root.squares[j - 1] = t;
            }
        }
    }

    // ---------------------------------------------------------------- every size and rule set

    private SearchResult thinkGeneric(OthelloPosition position, Level level, Search s) {
        generic.resetNodes();
        generic.setStop(s.condition(generic::nodes));
        List<OthelloMove> moves = new ArrayList<>(generic.ordered(position, 2));
        int empties = position.empties();
        // The generic search is slower: the exact end only from 12 empties, and depth as time allows.
        boolean solve = empties <= Math.min(12, level.exactEmpties());
        int maxDepth = solve ? empties : Math.min(level.depth(), empties);
        OthelloMove best = moves.get(0);
        int bestScore = 0;
        int completed = 0;
        try {
            for (int depth = 1; depth <= maxDepth; depth++) {
                int alpha = -GenericSearch.INF;
                int iterationBest = -GenericSearch.INF;
                OthelloMove iterationMove = moves.get(0);
                for (int i = 0; i < moves.size(); i++) {
                    int v = -generic.search(position.play(moves.get(i)), -GenericSearch.INF, -alpha, depth - 1);
                    if (v > iterationBest) {
                        iterationBest = v;
                        iterationMove = moves.get(i);
                        alpha = Math.max(alpha, v);
                    }
                }
                moves.remove(iterationMove);
                moves.add(0, iterationMove);
                best = iterationMove;
                bestScore = iterationBest;
                completed = depth;
                if (s.plan != null && s.elapsed(generic.nodes()) > 0.45 * s.plan.softNs()) {
                    break;
                }
            }
        } catch (SearchAborted e) {
            // keep the last completed iteration's move
        }
        boolean exact = completed > 0 && completed >= empties;
        long nodes = generic.nodes();
        return new SearchResult(best, bestScore / (double) Evaluator.UNIT, exact, completed, nodes,
                millis(s.start, nodes), List.of(best));
    }

    // ---------------------------------------------------------------- every move's value

    private SearchResult noisy(OthelloPosition position, Level level, Search s) {
        List<MoveScore> scores = scoreAll(position, level.depth(), level.exactEmpties(), s);
        MoveScore best = null;
        double bestNoisy = Double.NEGATIVE_INFINITY;
        for (MoveScore m : scores) {
            double v = m.score() + random.nextGaussian() * level.noise();
            if (v > bestNoisy) {
                bestNoisy = v;
                best = m;
            }
        }
        long nodes = isFast(position) ? mid.nodes() : generic.nodes();
        return new SearchResult(best.move(), best.score(), best.exact(), best.depth(),
                isFast(position) ? fastNodes() : nodes, millis(s.start, nodes), List.of(best.move()));
    }

    private List<MoveScore> scoreAll(OthelloPosition position, int depth, int exactEmpties, Search s) {
        List<MoveScore> out = new ArrayList<>();
        int childEmpties = position.empties() - 1;
        boolean exact = childEmpties < exactEmpties;
        if (isFast(position)) {
            BitboardPosition b = (BitboardPosition) position;
            long p = b.player();
            long o = b.opponent();
            resetFastNodes();
            mid.setStop(s.condition(mid::nodes));
            mid.setSolveEmpties(exactEmpties);
            selectivity(0);
            midTable.newSearch();
            for (long moves = Bitboards.moves(p, o); moves != 0; moves &= moves - 1) {
                int x = Long.numberOfTrailingZeros(moves);
                long f = Bitboards.flips(x, p, o);
                long np = o ^ f;
                long no = p ^ f ^ (1L << x);
                int v;
                try {
                    v = exact ? -solver.solve(np, no, -64, 64) * Evaluator.UNIT
                            : -mid.search(np, no, -MidgameSearch.INF, MidgameSearch.INF, depth - 1);
                } catch (SearchAborted e) {
                    v = -eval.evaluate(np, no);
                }
                out.add(new MoveScore(OthelloMove.at(x, 8), v / (double) Evaluator.UNIT, exact, exact ? childEmpties : depth));
            }
        } else {
            generic.resetNodes();
            generic.setStop(s.condition(generic::nodes));
            boolean genericExact = childEmpties <= Math.min(12, exactEmpties);
            for (OthelloMove m : position.legalMoves()) {
                OthelloPosition child = position.play(m);
                int d = genericExact ? childEmpties + 1 : depth - 1;
                int v;
                try {
                    v = -generic.search(child, -GenericSearch.INF, GenericSearch.INF, d);
                } catch (SearchAborted e) {
                    v = -GenericSearch.evaluate(child);
                }
                out.add(new MoveScore(m, v / (double) Evaluator.UNIT, genericExact, genericExact ? childEmpties : depth));
            }
        }
        out.sort((a, c) -> Double.compare(c.score(), a.score()));
        return out;
    }
}
