package org.othellier.engine.octi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiPlayer;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiResult;

/**
 * Alpha-beta (negamax) with iterative deepening, a transposition table, children ordered by their
 * static score, and a short quiescence search over captures and home-square landings. Turns always
 * alternate between the two colours (the four-player order alternates teams too), so one negamax
 * serves every variant. It searches {@code LegalMoves.representatives()}: every move kind, single
 * pods capturing every enemy pod they jump, whole-stack steps; the full set of capture subsets and
 * group combinations is legal but rarely better and far too many to search.
 *
 * <p>The level is the deepest iteration; the budget stops the search between nodes and the move of
 * the last finished iteration is played, so a budget derived from the clock is kept to within a few
 * milliseconds. A cancellation flag stops it at the same checks (every 256 nodes): a search nobody
 * waits for any more frees the AI worker at once. The clock is injectable (tests fake it).
 */
public final class SearchEngine implements OctiEngine {

    /** The deepest level: under a clock it is the budget, not the depth, that stops it. */
    public static final int MAX_LEVEL = 8;

    private static final int TABLE_BITS = 18;
    private static final int EXACT = 0;
    private static final int LOWER = 1;
    private static final int UPPER = 2;
    private static final int QUIESCENCE_DEPTH = 2;

    private final int level;
    private final Random random;
    private final LongSupplier nanoClock;

    private final long[] keys = new long[1 << TABLE_BITS];
    private final int[] data = new int[1 << TABLE_BITS];
    private final int[] scores = new int[1 << TABLE_BITS];
    private final OctiMove[] bestMoves = new OctiMove[1 << TABLE_BITS];

    private long deadline;
    private BooleanSupplier cancelled = () -> false;
    private long nodes;
    private int completedDepth;

    public SearchEngine(int level, Random random) {
        this(level, random, System::nanoTime);
    }

    public SearchEngine(int level, Random random, LongSupplier nanoClock) {
        if (level < 1 || level > MAX_LEVEL) {
            throw new IllegalArgumentException("level " + level + " is outside 1 to " + MAX_LEVEL);
        }
        this.level = level;
        this.random = random;
        this.nanoClock = nanoClock;
    }

    @Override
    public String name() {
        return "ai:" + level;
    }

    /** Nodes visited by the last search. */
    public long nodes() {
        return nodes;
    }

    /** The deepest iteration the last search finished. */
    public int completedDepth() {
        return completedDepth;
    }

    @Override
    public OctiMove choose(OctiPosition root, long budgetMillis) {
        return choose(root, budgetMillis, () -> false);
    }

    @Override
    public OctiMove choose(OctiPosition root, long budgetMillis, BooleanSupplier cancelled) {
        this.cancelled = cancelled;
        nodes = 0;
        completedDepth = 0;
        deadline = budgetMillis > 0 ? nanoClock.getAsLong() + budgetMillis * 1_000_000L : Long.MAX_VALUE;
        List<OctiMove> moves = new ArrayList<>(root.legalMoves().representatives());
        if (moves.isEmpty()) {
            return root.legalMoves().get(0);
        }
        Collections.shuffle(moves, random);
        List<Child> children = children(root, moves);
        OctiMove best = children.get(0).move;
        if (children.size() == 1) {
            return best;
        }
        for (int depth = 1; depth <= level; depth++) {
            try {
                int alpha = -Evaluation.WIN - 1;
                Child bestChild = null;
                for (Child c : children) {
                    int score = -search(c.position, depth - 1, -Evaluation.WIN - 1, -alpha, 1);
                    c.score = score;
                    if (bestChild == null || score > alpha) {
                        alpha = score;
                        bestChild = c;
                    }
                }
                best = bestChild.move;
                completedDepth = depth;
                // Best first for the next iteration (stable, so earlier ties keep their random order).
                children.sort((a, b) -> Integer.compare(b.score, a.score));
                if (alpha >= Evaluation.WIN - 100 || alpha <= -Evaluation.WIN + 100) {
                    break; // a forced win or loss is found: deeper search changes nothing
                }
            } catch (TimeUp e) {
                break;
            }
        }
        return best;
    }

    /** The budget is spent or nobody wants the answer any more. */
    private boolean stop() {
        return nanoClock.getAsLong() > deadline || cancelled.getAsBoolean();
    }

    private static final class TimeUp extends RuntimeException {
        TimeUp() {
            super(null, null, false, false);
        }
    }

    private static final class Child {
        final OctiMove move;
        final OctiPosition position;
        int score;

        Child(OctiMove move, OctiPosition position, int score) {
            this.move = move;
            this.position = position;
            this.score = score;
        }
    }

    /** The children, best static score for the mover first. */
    private List<Child> children(OctiPosition p, List<OctiMove> moves) {
        Side us = p.toMove().team();
        List<Child> list = new ArrayList<>(moves.size());
        for (OctiMove m : moves) {
            OctiPosition child = p.play(m);
            list.add(new Child(m, child, GreedyEngine.score(child, us)));
        }
        list.sort((a, b) -> Integer.compare(b.score, a.score));
        return list;
    }

    private int search(OctiPosition p, int depth, int alpha, int beta, int ply) {
        if ((++nodes & 255) == 0 && stop()) {
            throw new TimeUp();
        }
        OctiResult o = p.result();
        if (o.isOver()) {
            return terminal(p, o, ply);
        }
        if (depth <= 0) {
            return quiesce(p, alpha, beta, ply, QUIESCENCE_DEPTH);
        }
        long key = p.hash64();
        int slot = (int) (key & ((1 << TABLE_BITS) - 1));
        OctiMove ttMove = null;
        if (keys[slot] == key) {
            int entryDepth = data[slot] >> 2;
            int flag = data[slot] & 3;
            int s = scores[slot];
            if (entryDepth >= depth && (flag == EXACT || flag == LOWER && s >= beta || flag == UPPER && s <= alpha)) {
                return s;
            }
            ttMove = bestMoves[slot];
        }
        List<OctiMove> moves = p.legalMoves().representatives();
        int originalAlpha = alpha;
        int best = -Evaluation.WIN - 1;
        OctiMove bestMove = null;
        if (depth >= 2) {
            List<Child> children = children(p, moves);
            if (ttMove != null) {
                for (int i = 0; i < children.size(); i++) {
                    if (children.get(i).move.equals(ttMove)) {
                        children.add(0, children.remove(i));
                        break;
                    }
                }
            }
            for (Child c : children) {
                int score = -search(c.position, depth - 1, -beta, -alpha, ply + 1);
                if (score > best) {
                    best = score;
                    bestMove = c.move;
                }
                alpha = Math.max(alpha, score);
                if (alpha >= beta) {
                    break;
                }
            }
        } else {
            for (OctiMove m : moves) {
                int score = -search(p.play(m), depth - 1, -beta, -alpha, ply + 1);
                if (score > best) {
                    best = score;
                    bestMove = m;
                }
                alpha = Math.max(alpha, score);
                if (alpha >= beta) {
                    break;
                }
            }
        }
        keys[slot] = key;
        data[slot] = depth << 2 | (best <= originalAlpha ? UPPER : best >= beta ? LOWER : EXACT);
        scores[slot] = best;
        bestMoves[slot] = bestMove;
        return best;
    }

    /** Stand pat, or a capture or a landing on an enemy home square that does better. */
    private int quiesce(OctiPosition p, int alpha, int beta, int ply, int depth) {
        Side us = p.toMove().team();
        int stand = Evaluation.evaluate(p, us);
        if (stand >= beta || depth == 0) {
            return stand;
        }
        alpha = Math.max(alpha, stand);
        int best = stand;
        for (OctiMove m : p.legalMoves().representatives()) {
            if (!forcing(p, m)) {
                continue;
            }
            if ((++nodes & 255) == 0 && stop()) {
                throw new TimeUp();
            }
            OctiPosition child = p.play(m);
            OctiResult o = child.result();
            int score = o.isOver() ? -terminal(child, o, ply + 1) : -quiesce(child, -beta, -alpha, ply + 1, depth - 1);
            best = Math.max(best, score);
            alpha = Math.max(alpha, score);
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }

    /** Captures and moves onto an enemy home square: what can change the score a lot in one move. */
    private static boolean forcing(OctiPosition p, OctiMove m) {
        OctiMove core = m instanceof OctiMove.Turn t ? t.normal() : m;
        if (m instanceof OctiMove.Turn t) {
            for (OctiMove.Walk w : t.extras()) {
                if (w.captures()) {
                    return true;
                }
            }
        }
        if (!(core instanceof OctiMove.Walk w)) {
            return false;
        }
        if (w.captures()) {
            return true;
        }
        for (OctiMove.Part part : w.parts()) {
            var owner = p.variant().homeOwner(part.route().destination());
            if (owner != null && owner.isEnemyOf(p.toMove())) {
                return true;
            }
        }
        return false;
    }

    /** The score of a finished game for the player to move in it: a win sooner is better, a loss later. */
    private static int terminal(OctiPosition p, OctiResult o, int ply) {
        if (o.state() == OctiResult.State.DRAW) {
            return 0;
        }
        return o.winner() == p.toMove().team() ? Evaluation.WIN - ply : -Evaluation.WIN + ply;
    }
}
