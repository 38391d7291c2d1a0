package org.othellier.coach;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;

/**
 * An endgame puzzle: a position with the exact score of every legal move (the final disc difference for the side
 * to move with perfect play after it, empties to the winner), so a move played on the board is judged at once,
 * with no search.
 *
 * @param id       {@code ffo-41}, {@code own-7}: stable, what the page and the journal name it by
 * @param name     what the page shows: {@code FFO #41}
 * @param position the position, 8x8 Othello, side to move to play
 * @param scores   every legal move with its exact score
 */
public record Puzzle(String id, String name, OthelloPosition position, Map<OthelloMove, Integer> scores) {

    public Puzzle {
        scores = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(scores));
        List<OthelloMove> legal = position.legalMoves();
        if (legal.isEmpty() || !scores.keySet().containsAll(legal) || scores.size() != legal.size()) {
            throw new IllegalArgumentException("puzzle " + id + ": the scores must name every legal move exactly ("
                    + legal + "), got " + scores.keySet());
        }
    }

    public int empties() {
        return position.empties();
    }

    public PuzzleGrade grade() {
        return PuzzleGrade.of(empties());
    }

    /** The best score the side to move can reach. */
    public int bestScore() {
        return scores.values().stream().max(Integer::compare).orElseThrow();
    }

    /** Every move that reaches the best score (often one, sometimes several). */
    public List<OthelloMove> bestMoves() {
        List<OthelloMove> best = new ArrayList<>();
        int b = bestScore();
        scores.forEach((m, s) -> {
            if (s == b) {
                best.add(m);
            }
        });
        return best;
    }

    /** The verdict on {@code move} played in the puzzle's position; throws for a move that is not legal there. */
    public PuzzleVerdict judge(OthelloMove move) {
        Integer s = scores.get(move);
        if (s == null) {
            throw new IllegalArgumentException(move + " is not a legal move in puzzle " + id);
        }
        return new PuzzleVerdict(move, s, bestScore(), bestMoves());
    }

    /**
     * The best line from the puzzle's position: {@code first} (a best move), then each side's best reply as the exact
     * solver finds it (a forced pass as {@code PA}), at most {@code max} moves or to the end. Throws
     * {@link java.util.concurrent.CancellationException} once {@code cancelled} says so.
     */
    public List<OthelloMove> bestLine(OthelloMove first, OthelloEngine engine, int max, BooleanSupplier cancelled) {
        if (!bestMoves().contains(first)) {
            throw new IllegalArgumentException(first + " is not a best move of puzzle " + id);
        }
        List<OthelloMove> line = new ArrayList<>();
        OthelloPosition p = position;
        OthelloMove m = first;
        while (true) {
            line.add(m);
            p = p.play(m);
            if (line.size() >= max || p.isOver()) {
                return line;
            }
            m = engine.solve(p, cancelled).move();
        }
    }
}
