package org.othellier.engine.othello;

import java.util.List;
import org.othellier.engine.othello.Evaluator;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;

/**
 * Search for every board and rule set through the {@link OthelloPosition} interface: 6x6 and 10x10,
 * single flank (O-8), anti-reversi (O-11), and the Reversi opening placements (O-4). Slower than the
 * 8x8 bitboard search but the same shape: negamax alpha-beta with principal-variation windows,
 * children ordered by their static value, exact scores at the end of the game.
 *
 * <p>The evaluation, in {@link Evaluator#UNIT}s for the side to move:
 * <ul>
 *   <li>normal rules: square values (corner +8 discs, the square diagonally inside a corner -4,
 *       the edge squares beside a corner -2, other edge squares +1) summed for the mover minus the
 *       opponent, plus half a disc per move of mobility advantage;</li>
 *   <li>anti-reversi, where the player with fewer discs wins: the square values count against
 *       their owner (a corner is a disc that can never be given back), mobility counts as before
 *       (having moves keeps one from being forced to take discs), and each disc of advantage counts
 *       a quarter of a disc against;</li>
 *   <li>a finished game: the exact result (empties to the winner under normal rules, the counts as
 *       they stand in anti-reversi, O-10 and O-11).</li>
 * </ul>
 */
public final class GenericSearch {

    public static final int INF = MidgameSearch.INF;

    private StopCondition stop = StopCondition.NEVER;
    private long nodes;
    private int pollInterval = 256;

    public void setStop(StopCondition stop) {
        this.stop = stop == null ? StopCondition.NEVER : stop;
    }

    /** How many nodes between two questions to the stop condition. */
    public void setPollInterval(int nodes) {
        this.pollInterval = Math.max(1, nodes);
    }

    public long nodes() {
        return nodes;
    }

    public void resetNodes() {
        nodes = 0;
    }

    /** The exact result of a finished game for the side to move, in units. */
    static int terminal(OthelloPosition pos) {
        Side me = pos.toMove();
        if (pos.variant().antiReversi()) {
            return (pos.count(me.opponent()) - pos.count(me)) * Evaluator.UNIT;
        }
        OthelloResult r = pos.result();
        return (r.points(me) - r.points(me.opponent())) * Evaluator.UNIT;
    }

    private static int squareValue(int col, int row, int n) {
        boolean edgeC = col == 0 || col == n - 1;
        boolean edgeR = row == 0 || row == n - 1;
        if (edgeC && edgeR) {
            return 8;
        }
        boolean nearC = col == 1 || col == n - 2;
        boolean nearR = row == 1 || row == n - 2;
        if (nearC && nearR) {
            return -4;
        }
        if ((edgeC && nearR) || (edgeR && nearC)) {
            return -2;
        }
        return edgeC || edgeR ? 1 : 0;
    }

    /** The static value for the side to move, in units (see the class comment). */
    public static int evaluate(OthelloPosition pos) {
        if (pos.isOver()) {
            return terminal(pos);
        }
        OthelloVariant v = pos.variant();
        int n = v.size();
        Side me = pos.toMove();
        int squares = 0;
        for (int i = 0; i < v.squares(); i++) {
            Side s = pos.at(i);
            if (s != null) {
                int value = squareValue(i % n, i / n, n);
                squares += s == me ? value : -value;
            }
        }
        int myMoves = pos.legalMoves().size();
        int theirMoves = OthelloPosition.of(v, pos.squares(), me.opponent()).legalMoves().size();
        int mobility = myMoves - theirMoves;
        int value;
        if (v.antiReversi()) {
            int discs = pos.count(me) - pos.count(me.opponent());
            value = -squares * Evaluator.UNIT + mobility * Evaluator.UNIT / 2 - discs * Evaluator.UNIT / 4;
        } else {
            value = squares * Evaluator.UNIT + mobility * Evaluator.UNIT / 2;
        }
        return Math.max(-Evaluator.MAX, Math.min(Evaluator.MAX, value));
    }

    /** The value of {@code pos} searched {@code depth} plies, within (alpha, beta), fail-soft. */
    public int search(OthelloPosition pos, int alpha, int beta, int depth) {
        if (++nodes % pollInterval == 0 && stop.shouldStop(nodes)) {
            throw SearchAborted.INSTANCE;
        }
        if (pos.isOver()) {
            return terminal(pos);
        }
        if (pos.mustPass()) {
            return -search(pos.play(OthelloMove.PASS), -beta, -alpha, depth);
        }
        if (depth <= 0) {
            return evaluate(pos);
        }
        List<OthelloMove> moves = ordered(pos, depth);
        int best = -INF;
        int a = alpha;
        for (int i = 0; i < moves.size(); i++) {
            OthelloPosition child = pos.play(moves.get(i));
            int v;
            if (i == 0) {
                v = -search(child, -beta, -a, depth - 1);
            } else {
                v = -search(child, -a - 1, -a, depth - 1);
                if (v > a && v < beta) {
                    v = -search(child, -beta, -v, depth - 1);
                }
            }
            if (v > best) {
                best = v;
                if (v > a) {
                    a = v;
                    if (v >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    /** Legal moves, best first by the child's static value (from the opponent's side: lowest first). */
    List<OthelloMove> ordered(OthelloPosition pos, int depth) {
        List<OthelloMove> moves = new java.util.ArrayList<>(pos.legalMoves());
        if (depth >= 2 && moves.size() > 1) {
            int[] keys = new int[moves.size()];
            Integer[] idx = new Integer[moves.size()];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = evaluate(pos.play(moves.get(i)));
                idx[i] = i;
            }
            java.util.Arrays.sort(idx, (x, y) -> Integer.compare(keys[x], keys[y]));
            List<OthelloMove> sorted = new java.util.ArrayList<>(moves.size());
            for (Integer i : idx) {
                sorted.add(moves.get(i));
            }
            return sorted;
        }
        return moves;
    }
}
