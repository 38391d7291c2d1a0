package org.othellier.engine.othello;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import java.util.stream.IntStream;
import org.othellier.engine.othello.Boards;
import org.othellier.engine.othello.EndgameSolver;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.MidgameSearch;
import org.othellier.engine.othello.Patterns;
import org.othellier.formats.Wthor;
import org.othellier.game.othello.Bitboards;
import org.othellier.game.othello.OthelloMove;

/**
 * Learns the evaluation weights ({@link Evaluator}) from games, reproducibly from a seed:
 * <ol>
 *   <li>every position of the WTHOR tournament games where the mover has a move, labelled with the
 *       exact score from the solver when 14 or fewer squares are empty, before that with the game's
 *       theoretical score (perfect play from the database's solving depth) or, for a file without
 *       theoretical scores, the solver's score of the game at 14 empties; a first fit on these;</li>
 *   <li>the positions of the training games before {@link #WTHOR_SOLVE} empties relabelled: half their
 *       game's score, half a search of {@link #searchLabels} plies with the first fit
 *       ({@link #relabelBySearch});</li>
 *   <li>self-play games of the first fit's engine (fixed depth {@link #SELF_PLAY_DEPTH}, a random
 *       opening of 6 to 13 moves, an occasional random move later), every position labelled
 *       with the exact score when {@link #SELF_PLAY_SOLVE} or fewer squares are empty, else with the
 *       game's final result (exact play from there on), then, like the WTHOR positions, half with a
 *       search of the first fit: the self-play games' moves are weaker than the players';</li>
 *   <li>the final fit on both sets.</li>
 * </ol>
 * A later round ({@link #startFrom}) skips the first fit: a previous round's weights play the
 * self-play games and search the labels; {@link #searchWeight} sets the search's share of a label.
 * A fit is stochastic gradient descent on the squared error in discs, per stage, each stage seeing
 * the positions of its own and its two neighbouring stages. One game in ten is held out and the
 * mean absolute error on those positions is reported per stage. The labelling, the self-play games
 * and the stages of a fit run in parallel, each from its own seed, so the weights are the same
 * whatever the number of threads.
 */
public final class PatternTrainer {

    static final int SELF_PLAY_DEPTH = 4;
    static final int SELF_PLAY_SOLVE = 16;
    static final int WTHOR_SOLVE = 14;
    static final int EPOCHS = 20;
    /** Learning rate of the first epoch, times {@link #DECAY} each epoch after. */
    static final float LR = 0.01f;
    static final double DECAY = 0.8;

    /** The default share of a relabelled position's label that comes from the search, the rest from the game. */
    static final float SEARCH_WEIGHT = 0.5f;
    /** Positions searched between two clearings of a thread's table (so the labels do not depend on the threads). */
    private static final int SEARCH_CHUNK = 512;

    private final PrintStream log;
    private final long seed;
    private final ForkJoinPool pool;
    private int searchDepth;
    private float searchWeight = SEARCH_WEIGHT;
    private Evaluator start;

    /** A trainer using {@code threads} threads; the weights it makes do not depend on how many. */
    public PatternTrainer(long seed, int threads, PrintStream log) {
        this.seed = seed;
        this.log = log;
        this.pool = new ForkJoinPool(threads);
    }

    /** Relabel the WTHOR and self-play positions before their solved empties with searches this deep (0: keep the games' scores). */
    public PatternTrainer searchLabels(int depth) {
        this.searchDepth = depth;
        return this;
    }

    /** The share of each relabelled position's label that comes from the search (0 to 1), the rest from its game. */
    public PatternTrainer searchWeight(float weight) {
        if (!(weight >= 0 && weight <= 1)) {
            throw new IllegalArgumentException("search weight " + weight + " is outside 0 to 1");
        }
        this.searchWeight = weight;
        return this;
    }

    /**
     * Another round: {@code evaluator} (a previous training's weights) plays the self-play games and
     * searches the labels instead of a first fit on the WTHOR games (what a second round from the
     * shipped weights gave is in docs/BENCHMARKS.md).
     */
    public PatternTrainer startFrom(Evaluator evaluator) {
        this.start = evaluator;
        return this;
    }

    /** Positions with their labels, features computed once. */
    static final class Samples {
        int n;
        int[] idx = new int[1 << 20];
        long[] boards = new long[2 << 15];
        float[] scalars = new float[3 << 15];
        byte[] empties = new byte[1 << 15];
        float[] target = new float[1 << 15];
        boolean[] heldOut = new boolean[1 << 15];
        private final int[] tmp = new int[Evaluator.FEATURES];

        void add(long p, long o, float label, boolean held) {
            if (n == target.length) {
                int cap = n * 2;
                idx = java.util.Arrays.copyOf(idx, cap * Evaluator.FEATURES);
                scalars = java.util.Arrays.copyOf(scalars, cap * 3);
                empties = java.util.Arrays.copyOf(empties, cap);
                target = java.util.Arrays.copyOf(target, cap);
                heldOut = java.util.Arrays.copyOf(heldOut, cap);
                boards = java.util.Arrays.copyOf(boards, 2 * cap);
            }
            if (idx.length < (n + 1) * Evaluator.FEATURES) {
                idx = java.util.Arrays.copyOf(idx, target.length * Evaluator.FEATURES);
            }
            Patterns.canonicalIndices(p, o, tmp);
            Evaluator.tableIndices(p, o, tmp, Patterns.INSTANCES);
            System.arraycopy(tmp, 0, idx, n * Evaluator.FEATURES, Evaluator.FEATURES);
            Evaluator.scalarFeatures(p, o, scalars, n * 3);
            empties[n] = (byte) Long.bitCount(~(p | o));
            target[n] = label;
            heldOut[n] = held;
            boards[2 * n] = p;
            boards[2 * n + 1] = o;
            n++;
        }
    }

    /** The whole recipe; returns the evaluator, writes it to {@code out} when not null. */
    public Evaluator train(Path wthorDir, int selfPlayGames, Path out) throws IOException {
        long t0 = System.nanoTime();
        Samples wthor = new Samples();
        int games = readWthor(wthorDir, wthor);
        log.printf("wthor: %d games, %d positions (%.0f s)%n", games, wthor.n, seconds(t0));
        float[][] w = null;
        Evaluator first = start;
        if (start == null) {
            w = fit(List.of(wthor));
            first = build(w, "wthor");
            report("fit on wthor", first, List.of(wthor));
        } else {
            report("starting weights (" + start.version() + ") on wthor", start, List.of(wthor));
        }
        searchLabels("wthor", first, wthor, WTHOR_SOLVE);
        Samples selfPlay = new Samples();
        long t1 = System.nanoTime();
        if (selfPlayGames > 0) {
            selfPlay(first, selfPlayGames, selfPlay);
            log.printf("self-play: %d games, %d positions (%.0f s)%n", selfPlayGames, selfPlay.n, seconds(t1));
            searchLabels("self-play", first, selfPlay, SELF_PLAY_SOLVE);
            w = fit(List.of(wthor, selfPlay));
        } else if (w == null || searchDepth > 0) { // no self-play: the WTHOR positions' search labels still count
            w = fit(List.of(wthor));
        }
        Evaluator result = build(w, "2 seed " + seed + " wthor " + games + " search " + searchDepth
                + (searchWeight == SEARCH_WEIGHT ? "" : " weight " + searchWeight) + " self-play " + selfPlayGames
                + (start == null ? "" : " from (" + start.version() + ")"));
        report("final fit", result, List.of(wthor, selfPlay));
        if (out != null) {
            Files.createDirectories(out.toAbsolutePath().getParent());
            try (OutputStream os = Files.newOutputStream(out)) {
                result.write(os);
            }
            log.printf("wrote %s (%d bytes)%n", out, Files.size(out));
        }
        log.printf("training took %.0f s%n", seconds(t0));
        pool.shutdown();
        return result;
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }

    private boolean heldOut(long gameKey) {
        long h = Boards.hash(gameKey, seed);
        return Long.remainderUnsigned(h, 10) == 0;
    }

    /** One game's positions, each with its mover's colour and label (discs, the mover's view), in game order. */
    record LabelledGame(long[] p, long[] o, boolean[] black, float[] label, int n, boolean held) {
        void addTo(Samples samples) {
            for (int i = 0; i < n; i++) {
                samples.add(p[i], o[i], label[i], held);
            }
        }
    }

    /** Runs {@code work} for 0..count-1 on the trainer's threads; results in index order whatever the threads. */
    private <T> List<T> inParallel(int count, IntFunction<T> work) {
        try {
            return pool.submit(() -> IntStream.range(0, count).parallel().mapToObj(work).toList()).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("training interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }

    int readWthor(Path dir, Samples samples) throws IOException {
        List<Path> files = Wthor.gameFiles(dir);
        if (files.isEmpty()) {
            throw new IOException("no .wtb files in " + dir);
        }
        List<Wthor.Game> all = new ArrayList<>();
        for (Path f : files) {
            for (Wthor.Game g : Wthor.readGames(f)) {
                if (g.moves().size() >= 50) { // shorter ones stopped early (time, resignation): no reliable score
                    all.add(g);
                }
            }
        }
        ThreadLocal<EndgameSolver> solvers =
                ThreadLocal.withInitial(() -> new EndgameSolver(new TranspositionTable(8 << 20)));
        List<LabelledGame> labelled = inParallel(all.size(), i -> label(all.get(i), solvers.get()));
        int games = 0;
        for (LabelledGame g : labelled) {
            if (g != null) {
                g.addTo(samples);
                games++;
            }
        }
        return games;
    }

    /**
     * A WTHOR game's positions where the mover has a move, labelled with the exact score at
     * {@link #WTHOR_SOLVE} empties or fewer; before that with the file's theoretical score, or where
     * the file has none, with the score of the game's first position solved (perfect play from
     * there). Null for a game with an illegal move.
     */
    LabelledGame label(Wthor.Game g, EndgameSolver solver) {
        long[] ps = new long[60];
        long[] os = new long[60];
        float[] labels = new float[60];
        boolean[] black = new boolean[60];
        long p = Bitboards.START_BLACK;
        long o = Bitboards.START_WHITE;
        boolean blackToMove = true;
        int n = 0;
        int firstSolved = -1;
        for (OthelloMove m : g.moves()) {
            int x = m.square(8);
            if ((Bitboards.moves(p, o) & (1L << x)) == 0) {
                long t = p; // a pass, not stored in WTHOR
                p = o;
                o = t;
                blackToMove = !blackToMove;
                if ((Bitboards.moves(p, o) & (1L << x)) == 0) {
                    return null;
                }
            }
            ps[n] = p;
            os[n] = o;
            black[n] = blackToMove;
            if (Long.bitCount(~(p | o)) <= WTHOR_SOLVE) {
                labels[n] = solver.solve(p, o, -64, 64);
                if (firstSolved < 0) {
                    firstSolved = n;
                }
            }
            n++;
            long fl = Bitboards.flips(x, p, o);
            long np = o ^ fl;
            o = p ^ fl ^ (1L << x);
            p = np;
            blackToMove = !blackToMove;
        }
        float blackDiff = g.hasTheoreticalScore() || firstSolved < 0 ? 2 * g.theoreticalScore() - 64
                : black[firstSolved] ? labels[firstSolved] : -labels[firstSolved];
        for (int i = 0; i < (firstSolved < 0 ? n : firstSolved); i++) {
            labels[i] = black[i] ? blackDiff : -blackDiff;
        }
        boolean held = heldOut(((long) g.year() << 20) ^ g.number());
        return new LabelledGame(ps, os, black, labels, n, held);
    }

    /** {@link #relabelBySearch} when search labels are asked for, timed and logged. */
    private void searchLabels(String name, Evaluator eval, Samples set, int solved) {
        if (searchDepth > 0) {
            long t = System.nanoTime();
            long nodes = relabelBySearch(eval, set, solved);
            log.printf("search labels, %s: depth %d, %.2f of each label, %d nodes (%.0f s)%n", name, searchDepth,
                    searchWeight, nodes, seconds(t));
        }
    }

    /**
     * Gives every training position of {@code set} with more than {@code solved} empties (its labels
     * are exact from there) the label {@link #searchWeight} x its {@link #searchDepth}-ply search
     * value + the rest x its game's score: a player's mistakes later in the game then weigh less on
     * the positions before them, and the search's look-ahead corrects the evaluation it starts from.
     * Held-out positions keep their game's score, so the reported errors stay comparable. Returns the
     * nodes searched.
     */
    long relabelBySearch(Evaluator eval, Samples set, int solved) {
        record Searcher(TranspositionTable tt, MidgameSearch search) {
        }
        ThreadLocal<Searcher> searchers = ThreadLocal.withInitial(() -> {
            TranspositionTable tt = new TranspositionTable(1 << 20);
            return new Searcher(tt, new MidgameSearch(eval, tt, new EndgameSolver(new TranspositionTable(1 << 20))));
        });
        int chunks = (set.n + SEARCH_CHUNK - 1) / SEARCH_CHUNK;
        List<Long> nodes = inParallel(chunks, c -> {
            Searcher searcher = searchers.get();
            searcher.tt().clear();
            MidgameSearch search = searcher.search();
            search.resetNodes();
            for (int i = c * SEARCH_CHUNK; i < Math.min(set.n, (c + 1) * SEARCH_CHUNK); i++) {
                if (!set.heldOut[i] && set.empties[i] > solved) {
                    float v = search.search(set.boards[2 * i], set.boards[2 * i + 1], -MidgameSearch.INF, MidgameSearch.INF,
                            searchDepth) / (float) Evaluator.UNIT;
                    set.target[i] = searchWeight * v + (1 - searchWeight) * set.target[i];
                }
            }
            return search.nodes();
        });
        return nodes.stream().mapToLong(Long::longValue).sum();
    }

    void selfPlay(Evaluator eval, int games, Samples samples) {
        record Searcher(TranspositionTable tt, TranspositionTable endTt, EndgameSolver solver, MidgameSearch search) {
        }
        ThreadLocal<Searcher> searchers = ThreadLocal.withInitial(() -> {
            TranspositionTable tt = new TranspositionTable(4 << 20);
            TranspositionTable endTt = new TranspositionTable(4 << 20);
            EndgameSolver solver = new EndgameSolver(endTt);
            MidgameSearch search = new MidgameSearch(eval, tt, solver);
            search.setSolveEmpties(SELF_PLAY_SOLVE);
            return new Searcher(tt, endTt, solver, search);
        });
        AtomicInteger done = new AtomicInteger();
        List<LabelledGame> played = inParallel(games, g -> {
            Searcher s = searchers.get();
            s.tt().clear();
            s.endTt().clear();
            LabelledGame game = playOneGame(g, s.search(), s.solver());
            if (done.incrementAndGet() % 1000 == 0) {
                log.printf("  self-play %d games%n", done.get());
            }
            return game;
        });
        played.forEach(g -> g.addTo(samples));
    }

    /** Self-play game number {@code g}: its own random stream, so the games do not depend on the threads. */
    private LabelledGame playOneGame(int g, MidgameSearch search, EndgameSolver solver) {
        SplittableRandom random = new SplittableRandom(Boards.hash(seed, g));
        long[] ps = new long[64];
        long[] os = new long[64];
        float[] labels = new float[64];
        boolean[] black = new boolean[64];
        boolean held = heldOut(~(long) g);
        int randomPlies = 6 + random.nextInt(8);
        long p = Bitboards.START_BLACK;
        long o = Bitboards.START_WHITE;
        boolean blackToMove = true;
        int n = 0;
        int ply = 0;
        while (true) {
            long moves = Bitboards.moves(p, o);
            if (moves == 0) {
                if (Bitboards.moves(o, p) == 0) {
                    break;
                }
                long t = p;
                p = o;
                o = t;
                blackToMove = !blackToMove;
                continue;
            }
            ps[n] = p;
            os[n] = o;
            black[n] = blackToMove;
            n++;
            int x;
            int empties = Long.bitCount(~(p | o));
            if (ply < randomPlies || (empties > SELF_PLAY_SOLVE && random.nextInt(40) == 0)) {
                x = nth(moves, random.nextInt(Long.bitCount(moves)));
            } else {
                MidgameSearch.RootMoves root = new MidgameSearch.RootMoves(moves);
                int depth = empties <= SELF_PLAY_SOLVE ? empties : SELF_PLAY_DEPTH;
                search.searchRoot(p, o, root, -MidgameSearch.INF, MidgameSearch.INF, depth);
                x = root.squares[0];
            }
            long f = Bitboards.flips(x, p, o);
            long np = o ^ f;
            o = p ^ f ^ (1L << x);
            p = np;
            blackToMove = !blackToMove;
            ply++;
        }
        int blackDiff = blackToMove ? Boards.finalScore(p, o) : -Boards.finalScore(p, o);
        for (int i = 0; i < n; i++) {
            int empties = Long.bitCount(~(ps[i] | os[i]));
            labels[i] = empties <= SELF_PLAY_SOLVE ? solver.solve(ps[i], os[i], -64, 64)
                    : black[i] ? blackDiff : -blackDiff;
        }
        return new LabelledGame(ps, os, black, labels, n, held);
    }

    private static int nth(long moves, int k) {
        for (int i = 0; i < k; i++) {
            moves &= moves - 1;
        }
        return Long.numberOfTrailingZeros(moves);
    }

    /** Stage by stage SGD (the stages on the trainer's threads); per stage the canonical pattern weights then the scalars (discs). */
    float[][] fit(List<Samples> sets) {
        return inParallel(Evaluator.STAGES, s -> fitStage(sets, s)).toArray(new float[0][]);
    }

    private float[] fitStage(List<Samples> sets, int s) {
        int count = 0;
        for (Samples set : sets) {
            for (int i = 0; i < set.n; i++) {
                if (!set.heldOut[i] && Math.abs(Evaluator.stage(set.empties[i]) - s) <= 1) {
                    count++;
                }
            }
        }
        int[] memberSet = new int[count];
        int[] member = new int[count];
        count = 0;
        for (int k = 0; k < sets.size(); k++) {
            Samples set = sets.get(k);
            for (int i = 0; i < set.n; i++) {
                if (!set.heldOut[i] && Math.abs(Evaluator.stage(set.empties[i]) - s) <= 1) {
                    memberSet[count] = k;
                    member[count++] = i;
                }
            }
        }
        float[] w = new float[Evaluator.WEIGHTS + Evaluator.SCALARS];
        SplittableRandom random = new SplittableRandom(seed * 31 + s);
        int[] order = new int[count];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        for (int epoch = 0; epoch < EPOCHS; epoch++) {
            for (int i = order.length - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
            float lr = LR * (float) Math.pow(DECAY, epoch);
            float lrScalar = lr * 0.02f;
            for (int m : order) {
                Samples set = sets.get(memberSet[m]);
                int i = member[m];
                int base = i * Evaluator.FEATURES;
                float pred = 0;
                for (int k = 0; k < Evaluator.FEATURES; k++) {
                    pred += w[set.idx[base + k]];
                }
                int sb = i * 3;
                for (int k = 0; k < Evaluator.SCALARS; k++) {
                    pred += w[Evaluator.WEIGHTS + k] * set.scalars[sb + k];
                }
                float err = set.target[i] - pred;
                float step = lr * err;
                for (int k = 0; k < Evaluator.FEATURES; k++) {
                    w[set.idx[base + k]] += step;
                }
                for (int k = 0; k < Evaluator.SCALARS; k++) {
                    w[Evaluator.WEIGHTS + k] += lrScalar * err * set.scalars[sb + k];
                }
            }
        }
        return w;
    }

    /** Expands canonical weights to every configuration and rounds them to units. */
    static Evaluator build(float[][] fitted, String version) {
        short[][] w = new short[Evaluator.STAGES][Evaluator.WEIGHTS];
        float[][] sc = new float[Evaluator.STAGES][Evaluator.SCALARS];
        for (int s = 0; s < Evaluator.STAGES; s++) {
            for (int k = 0; k < Patterns.KINDS.length; k++) {
                int off = Patterns.OFFSET[k];
                int[] canon = Patterns.Canonical.OF[k];
                for (int c = 0; c < canon.length; c++) {
                    w[s][off + c] = toUnits(fitted[s][off + canon[c]]);
                }
            }
            for (int t = Patterns.PATTERN_WEIGHTS; t < Evaluator.WEIGHTS; t++) {
                w[s][t] = toUnits(fitted[s][t]);
            }
            for (int k = 0; k < Evaluator.SCALARS; k++) {
                sc[s][k] = fitted[s][Evaluator.WEIGHTS + k] * Evaluator.UNIT;
            }
        }
        return Evaluator.fromFileOrder(w, sc, version);
    }

    private static short toUnits(float discs) {
        return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(discs * Evaluator.UNIT)));
    }

    /** Mean absolute error in discs per stage, on the held-out games and on the training games. */
    void report(String title, Evaluator eval, List<Samples> sets) {
        log.println(title + ": mean absolute error in discs (held-out games / training games), positions held out");
        double[] heldErr = new double[Evaluator.STAGES];
        int[] heldN = new int[Evaluator.STAGES];
        double[] trainErr = new double[Evaluator.STAGES];
        int[] trainN = new int[Evaluator.STAGES];
        for (Samples set : sets) {
            for (int i = 0; i < set.n; i++) {
                int s = Evaluator.stage(set.empties[i]);
                float pred = predict(eval, set, i);
                double e = Math.abs(pred - set.target[i]);
                if (set.heldOut[i]) {
                    heldErr[s] += e;
                    heldN[s]++;
                } else {
                    trainErr[s] += e;
                    trainN[s]++;
                }
            }
        }
        double allHeld = 0;
        int allHeldN = 0;
        for (int s = 0; s < Evaluator.STAGES; s++) {
            log.printf("  stage %2d (empties %2d-%2d): %5.2f / %5.2f  (%d)%n", s, Math.max(0, 60 - 5 * s - 4), 60 - 5 * s,
                    heldErr[s] / Math.max(1, heldN[s]), trainErr[s] / Math.max(1, trainN[s]), heldN[s]);
            allHeld += heldErr[s];
            allHeldN += heldN[s];
        }
        log.printf("  all stages: %.2f discs on %d held-out positions%n", allHeld / Math.max(1, allHeldN), allHeldN);
    }

    /** The evaluator's value in discs for a stored sample (from its canonical indices: same value by construction). */
    private static float predict(Evaluator eval, Samples set, int i) {
        return eval.evaluateFeatures(set.idx, i * Evaluator.FEATURES, set.scalars, i * 3, set.empties[i])
                / (float) Evaluator.UNIT;
    }
}
