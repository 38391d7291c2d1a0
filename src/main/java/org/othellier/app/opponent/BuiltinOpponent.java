package org.othellier.app.opponent;

import java.util.List;
import java.util.random.RandomGenerator;
import org.othellier.game.othello.Move;
import org.othellier.game.othello.Position;

/**
 * A small opponent that stands in until the engine lands: level 1 plays a random legal move,
 * level 2 a greedy move on a square table (corners good, squares next to them bad) with a little
 * randomness, level 3 looks two plies ahead on the same table and mobility. Fast enough for a Pi
 * Zero; not strong, and not meant to be.
 */
public final class BuiltinOpponent implements Opponent {

    public static final int MAX_LEVEL = 3;

    private static final int[] TABLE_8 = {
        100, -20, 10, 5, 5, 10, -20, 100,
        -20, -50, -2, -2, -2, -2, -50, -20,
        10, -2, 1, 1, 1, 1, -2, 10,
        5, -2, 1, 0, 0, 1, -2, 5,
        5, -2, 1, 0, 0, 1, -2, 5,
        10, -2, 1, 1, 1, 1, -2, 10,
        -20, -50, -2, -2, -2, -2, -50, -20,
        100, -20, 10, 5, 5, 10, -20, 100,
    };

    private final int level;
    private final RandomGenerator random;

    public BuiltinOpponent(int level, RandomGenerator random) {
        if (level < 1 || level > MAX_LEVEL) {
            throw new IllegalArgumentException("AI level " + level + " is outside 1 to " + MAX_LEVEL);
        }
        this.level = level;
        this.random = random;
    }

    @Override
    public String name() {
        return "built-in AI level " + level;
    }

    @Override
    public Move choose(Position position, long timeLeftMillis) throws InterruptedException {
        List<Move> moves = position.legalMoves();
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("the side to move has no legal move");
        }
        if (level == 1) {
            return moves.get(random.nextInt(moves.size()));
        }
        Move best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Move m : moves) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            Position next = position.play(m);
            double score = level == 2 ? value(next, position.sideToMove()) : -replyValue(next);
            score += random.nextDouble() * (level == 2 ? 6 : 2);
            if (score > bestScore) {
                bestScore = score;
                best = m;
            }
        }
        return best;
    }

    /** The opponent's best answer's value for the opponent (two plies), with mobility. */
    private static double replyValue(Position p) {
        if (p.isGameOver()) {
            int d = p.count(p.sideToMove()) - p.count(p.sideToMove().opponent());
            return d * 1000.0;
        }
        List<Move> replies = p.legalMoves();
        if (replies.isEmpty()) {
            Position passed = p.play(Move.PASS);
            return -value(passed, passed.sideToMove()) - 20;
        }
        double best = Double.NEGATIVE_INFINITY;
        for (Move r : replies) {
            Position q = p.play(r);
            double v = value(q, p.sideToMove()) - 3.0 * q.legalMoves().size();
            best = Math.max(best, v);
        }
        return best;
    }

    /** The square-table value of a position for {@code side}. */
    private static double value(Position p, org.othellier.game.Side side) {
        int n = p.size();
        double v = 0;
        for (int i = 0; i < n * n; i++) {
            var s = p.at(i);
            if (s != null) {
                int w = weight(i % n, i / n, n);
                v += s == side ? w : -w;
            }
        }
        return v;
    }

    /** The 8x8 table, stretched to 6x6 and 10x10 by keeping edges and corners at the edges. */
    private static int weight(int col, int row, int n) {
        return TABLE_8[map(row, n) * 8 + map(col, n)];
    }

    private static int map(int i, int n) {
        if (n == 8) {
            return i;
        }
        if (i < 2) {
            return i;
        }
        if (i >= n - 2) {
            return 8 - (n - i);
        }
        return 2 + (i - 2) * 4 / (n - 4);
    }
}
