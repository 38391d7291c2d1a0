package org.othellier.coach;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.othellier.engine.othello.Boards;
import org.othellier.engine.othello.ExactSolve;
import org.othellier.game.Side;
import org.othellier.game.othello.BitboardPosition;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;

/**
 * Exact scores of every move of a position with our solver ({@link ExactSolve}): how our own puzzles are made, and
 * how the tests check every shipped score. Single-threaded; seconds at 20 empties, far more beyond.
 */
public final class PuzzleSolver {

    private final ExactSolve solver;

    public PuzzleSolver(long tableBytes) {
        this.solver = new ExactSolve(tableBytes, 1);
    }

    /** Every legal move of {@code p} (8x8 standard Othello) with its exact score for the side to move. */
    public Map<OthelloMove, Integer> scoreEveryMove(OthelloPosition p) {
        if (!(p instanceof BitboardPosition) || !p.variant().equals(OthelloVariant.OTHELLO)) {
            throw new IllegalArgumentException("puzzles are 8x8 standard Othello positions");
        }
        Map<OthelloMove, Integer> scores = new LinkedHashMap<>();
        for (OthelloMove m : p.legalMoves()) {
            BitboardPosition child = (BitboardPosition) p.play(m);
            // the child's side to move is the opponent (who may have to pass: the solver plays the pass itself)
            int childScore = solver.solve(child.player(), child.opponent()).score();
            scores.put(m, -childScore);
        }
        return scores;
    }

    /**
     * Our own puzzles: positions of {@code minEmpties} to {@code maxEmpties} reached by seeded random play, kept when
     * exactly one move is best and another gives away at least {@code minGap} discs (a real choice), as OBF lines
     * named {@code own #1}, {@code own #2}, ...
     */
    public List<String> make(long seed, int count, int minEmpties, int maxEmpties, int minGap) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> lines = new ArrayList<>();
        while (lines.size() < count) {
            int empties = minEmpties + random.nextInt(maxEmpties - minEmpties + 1);
            long[] po = Boards.randomPosition(random, empties);
            Side toMove = random.nextBoolean() ? Side.BLACK : Side.WHITE;
            OthelloPosition p = toMove == Side.BLACK ? new BitboardPosition(OthelloVariant.OTHELLO, po[0], po[1], Side.BLACK)
                    : new BitboardPosition(OthelloVariant.OTHELLO, po[1], po[0], Side.WHITE);
            if (p.legalMoves().size() < 3) {
                continue;
            }
            Map<OthelloMove, Integer> scores = scoreEveryMove(p);
            Puzzle candidate = new Puzzle("own-x", "own", p, scores);
            int worst = scores.values().stream().min(Integer::compare).orElseThrow();
            if (candidate.bestMoves().size() != 1 || candidate.bestScore() - worst < minGap) {
                continue;
            }
            StringBuilder sb = new StringBuilder(p.squares()).append(' ').append(p.toMove().symbol()).append(';');
            scores.entrySet().stream().sorted((a, b) -> Integer.compare(b.getValue(), a.getValue()))
                    .forEach(e -> sb.append(' ').append(e.getKey().toString().toUpperCase(java.util.Locale.ROOT)).append(':')
                            .append(e.getValue() >= 0 ? "+" : "").append(e.getValue()).append(';'));
            sb.append(" % own #").append(lines.size() + 1);
            lines.add(sb.toString());
        }
        return lines;
    }
}
