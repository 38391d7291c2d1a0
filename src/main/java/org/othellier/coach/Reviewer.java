package org.othellier.coach;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.othellier.engine.Level;
import org.othellier.engine.othello.MoveScore;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.engine.othello.SearchResult;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;

/**
 * Reviews a game of standard 8x8 Othello with the engine: for every move its value and the best move's, solved
 * exactly from {@code exactFrom} empties and searched at the level's depth before that. Runs on the caller's
 * thread and gives way: before each move it waits at the {@link Gate}, and a move whose search the gate
 * interrupted is valued again once the gate opens, so a review that yields loses nothing but time.
 *
 * <p>Exact values cost one exact solve per position: the played move's value is the next position's result
 * (the same side's, or the other's negated), so the solve of each position serves two moves.
 */
public final class Reviewer {

    /** Where the review waits for the engine: the game's AI comes first. */
    public interface Gate {
        /** Blocks while the engine is wanted elsewhere. */
        void awaitFree() throws InterruptedException;

        /** True while the engine is wanted elsewhere: a search in progress stops at its next check. */
        boolean wanted();

        Gate NEVER = new Gate() {
            @Override
            public void awaitFree() {
            }

            @Override
            public boolean wanted() {
                return false;
            }
        };
    }

    /** The longest best line kept for a mistake. */
    static final int LINE = 10;
    /** Default empties from which the review solves exactly (docs/REVIEW.md: a few seconds a position on a Pi 4). */
    public static final int DEFAULT_EXACT_FROM = 18;
    /** Default level whose depth values the moves before the exact solve. */
    public static final int DEFAULT_LEVEL = 6;

    private final OthelloEngine engine;
    private final Level level;
    private final int depth;
    private final int exactFrom;

    /**
     * @param engine    the review's engine (its own tables: it runs beside the game's)
     * @param level     the level whose depth values the moves before the exact solve (level 10: 14 plies)
     * @param exactFrom from this many empties the moves are solved exactly (0: never)
     */
    public Reviewer(OthelloEngine engine, Level level, int exactFrom) {
        if (exactFrom < 0 || exactFrom > 30) {
            throw new IllegalArgumentException("exact-from " + exactFrom + " is outside 0 to 30 empties");
        }
        this.engine = engine;
        this.level = level;
        this.depth = level.timed() ? 14 : level.depth();
        this.exactFrom = exactFrom;
    }

    /** True when the review can value this game's moves: standard 8x8 Othello (other variants are not reviewed). */
    public static boolean reviewable(OthelloVariant variant) {
        return variant.size() == 8 && !variant.singleFlank() && !variant.antiReversi();
    }

    /** Says why a game of this variant cannot be reviewed, or null when it can. */
    public static String refusal(OthelloVariant variant) {
        return reviewable(variant) ? null : "the review is for standard 8x8 Othello only (" + variant.describe()
                + " is not reviewed: the engine's exact solver and the opening table are 8x8 standard)";
    }

    /** Reviews a whole game; the gate may hold it up any number of times. */
    public Review review(OthelloGame game, Gate gate) throws InterruptedException {
        String why = refusal(game.variant());
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
        engine.newGame();
        Map<Integer, SearchResult> solved = new HashMap<>();
        List<PlyReview> plies = new ArrayList<>();
        List<OthelloMove> moves = game.moves();
        for (int k = 0; k < moves.size(); k++) {
            OthelloMove played = moves.get(k);
            OthelloPosition before = game.positionAt(k);
            if (played.isPass() || !OthelloEngine.isFast(before)) {
                continue; // a forced pass, or a Reversi opening placement: no choice to value
            }
            while (true) {
                gate.awaitFree();
                // latched: once the engine was wanted, this search's figures are cut short even if it is free again
                java.util.concurrent.atomic.AtomicBoolean stopped = new java.util.concurrent.atomic.AtomicBoolean();
                BooleanSupplier stop = () -> {
                    if (gate.wanted()) {
                        stopped.set(true);
                    }
                    return stopped.get();
                };
                try {
                    plies.add(before.empties() <= exactFrom ? exact(game, k, solved, stop) : searched(game, k, stop));
                    break;
                } catch (CancellationException e) {
                    // the engine was wanted: this move is valued again once it is free
                }
            }
        }
        Openings.Recognised opening = game.start().equals(OthelloPosition.start(game.variant()))
                ? Openings.standard().recognise(game.variant(), moves) : new Openings.Recognised(null, 0, 0);
        return new Review(level.number(), depth, exactFrom, opening.name(), opening.leftTheoryAt(), plies);
    }

    private PlyReview searched(OthelloGame game, int k, BooleanSupplier stop) {
        OthelloPosition before = game.positionAt(k);
        OthelloMove played = game.moves().get(k);
        List<MoveScore> scores = engine.analyze(before, depth, exactFrom, stop);
        if (stop.getAsBoolean()) {
            throw new CancellationException();
        }
        MoveScore best = scores.get(0);
        MoveScore mine = scores.stream().filter(s -> s.move().equals(played)).findFirst()
                .orElseThrow(() -> new IllegalStateException("move " + played + " is not among the legal moves"));
        double loss = Math.max(0, best.score() - mine.score());
        MistakeClass kind = MistakeClass.of(loss);
        OthelloMove bestMove = kind == MistakeClass.BEST ? played : best.move();
        List<String> line = kind.isError() ? names(engine.expectedLine(before, bestMove, LINE)) : List.of();
        return new PlyReview(k + 1, before.toMove(), played.toString(), mine.score(), bestMove.toString(),
                kind == MistakeClass.BEST ? mine.score() : best.score(), loss, kind, false, depth, line);
    }

    private PlyReview exact(OthelloGame game, int k, Map<Integer, SearchResult> solved, BooleanSupplier stop) {
        OthelloPosition before = game.positionAt(k);
        Side mover = before.toMove();
        OthelloMove played = game.moves().get(k);
        SearchResult best = solve(game, k, solved, stop);
        SearchResult next = solve(game, k + 1, solved, stop);
        OthelloPosition after = game.positionAt(k + 1);
        double value = after.toMove() == mover ? next.score() : -next.score();
        double loss = Math.max(0, best.score() - value);
        MistakeClass kind = MistakeClass.of(loss);
        OthelloMove bestMove = kind == MistakeClass.BEST ? played : best.move();
        List<String> line = List.of();
        if (kind.isError()) {
            List<OthelloMove> l = new ArrayList<>();
            OthelloPosition p = before;
            OthelloMove m = bestMove;
            while (l.size() < LINE) {
                l.add(m);
                p = p.play(m);
                if (p.isOver()) {
                    break;
                }
                m = engine.solve(p, stop).move();
            }
            line = names(l);
        }
        return new PlyReview(k + 1, mover, played.toString(), value, bestMove.toString(), kind == MistakeClass.BEST
                ? value : best.score(), loss, kind, true, before.empties(), line);
    }

    /** The exact result of the position before move {@code k} (the game's end included), each solved once. */
    private SearchResult solve(OthelloGame game, int k, Map<Integer, SearchResult> solved, BooleanSupplier stop) {
        SearchResult r = solved.get(k);
        if (r == null) {
            r = engine.solve(game.positionAt(k), stop); // throws CancellationException when stopped
            solved.put(k, r);
        }
        return r;
    }

    private static List<String> names(List<OthelloMove> moves) {
        return moves.stream().map(OthelloMove::toString).toList();
    }
}
