package org.othellier.game.othello;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.othellier.game.Side;

/**
 * A position on a plain grid, for every size (6x6 and 10x10 use it; on 8x8 it is the reference the
 * bitboards are tested against). One byte per square.
 */
public final class GridPosition implements OthelloPosition {

    static final byte EMPTY = 0;
    static final byte BLACK = 1;
    static final byte WHITE = 2;

    private static final int[][] DIRECTIONS = {
        {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}
    };

    private final OthelloVariant variant;
    private final byte[] cells;
    private final Side sideToMove;

    GridPosition(OthelloVariant variant, byte[] cells, Side sideToMove) {
        this.variant = variant;
        this.cells = cells;
        this.sideToMove = sideToMove;
    }

    static GridPosition start(OthelloVariant variant) {
        int n = variant.size();
        byte[] cells = new byte[n * n];
        if (variant.start() == Start.OTHELLO) {
            int c = n / 2 - 1;
            cells[c * n + c] = WHITE;
            cells[(c + 1) * n + c + 1] = WHITE;
            cells[c * n + c + 1] = BLACK;
            cells[(c + 1) * n + c] = BLACK;
        }
        return new GridPosition(variant, cells, Side.BLACK);
    }

    /** An 8x8 grid copy of any 8x8 position, for cross-checks. */
    public static GridPosition copyOf(OthelloPosition p) {
        byte[] cells = new byte[p.variant().squares()];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = code(p.at(i));
        }
        return new GridPosition(p.variant(), cells, p.toMove());
    }

    private static byte code(Side side) {
        return side == null ? EMPTY : side == Side.BLACK ? BLACK : WHITE;
    }

    @Override
    public OthelloVariant variant() {
        return variant;
    }

    @Override
    public Side toMove() {
        return sideToMove;
    }

    @Override
    public Side at(int square) {
        byte b = cells[square];
        return b == EMPTY ? null : b == BLACK ? Side.BLACK : Side.WHITE;
    }

    @Override
    public int count(Side side) {
        byte code = code(side);
        int count = 0;
        for (byte b : cells) {
            if (b == code) {
                count++;
            }
        }
        return count;
    }

    @Override
    public boolean inOpening() {
        return variant.start() == Start.REVERSI && count(Side.BLACK) + count(Side.WHITE) < 4;
    }

    private boolean isCentre(int col, int row) {
        int c = variant.size() / 2 - 1;
        return (col == c || col == c + 1) && (row == c || row == c + 1);
    }

    /** Appends the flips of a placement by {@code mover} at (col, row) to {@code out}; returns how many. */
    private int collectFlips(int col, int row, byte mover, List<Integer> out) {
        int n = variant.size();
        byte other = mover == BLACK ? WHITE : BLACK;
        int total = 0;
        for (int[] d : DIRECTIONS) {
            int c = col + d[0];
            int r = row + d[1];
            int run = 0;
            while (c >= 0 && c < n && r >= 0 && r < n && cells[r * n + c] == other) {
                c += d[0];
                r += d[1];
                run++;
            }
            boolean anchored = run > 0 && c >= 0 && c < n && r >= 0 && r < n && cells[r * n + c] == mover;
            if (anchored && (!variant.singleFlank() || run == 1)) {
                total += run;
                if (out != null) {
                    for (int k = 1; k <= run; k++) {
                        out.add((row + k * d[1]) * n + col + k * d[0]);
                    }
                }
            }
        }
        return total;
    }

    private List<OthelloMove> movesOf(byte mover) {
        int n = variant.size();
        List<OthelloMove> moves = new ArrayList<>();
        boolean opening = inOpening();
        for (int sq = 0; sq < n * n; sq++) {
            if (cells[sq] != EMPTY) {
                continue;
            }
            int col = sq % n;
            int row = sq / n;
            if (opening ? isCentre(col, row) : collectFlips(col, row, mover, null) > 0) {
                moves.add(new OthelloMove(col, row));
            }
        }
        return moves;
    }

    @Override
    public List<OthelloMove> legalMoves() {
        return movesOf(code(sideToMove));
    }

    @Override
    public boolean mustPass() {
        return legalMoves().isEmpty() && !movesOf(code(sideToMove.opponent())).isEmpty();
    }

    @Override
    public boolean isOver() {
        return legalMoves().isEmpty() && movesOf(code(sideToMove.opponent())).isEmpty();
    }

    @Override
    public int[] flips(OthelloMove move) {
        if (move.isPass() || inOpening() || move.col() >= variant.size() || move.row() >= variant.size()) {
            return new int[0];
        }
        List<Integer> out = new ArrayList<>();
        collectFlips(move.col(), move.row(), code(sideToMove), out);
        return out.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    @Override
    public GridPosition play(OthelloMove move) {
        if (move.isPass()) {
            if (!mustPass()) {
                throw new IllegalOthelloMoveException(move, isOver() ? "the game is over"
                        : "a pass is only allowed with no legal move (O-7)");
            }
            return new GridPosition(variant, cells, sideToMove.opponent());
        }
        int n = variant.size();
        if (move.col() >= n || move.row() >= n) {
            throw new IllegalOthelloMoveException(move, move + " is off the " + n + "x" + n + " board");
        }
        int sq = move.square(n);
        if (cells[sq] != EMPTY) {
            throw new IllegalOthelloMoveException(move, move + " is not empty");
        }
        byte mover = code(sideToMove);
        byte[] next = cells.clone();
        next[sq] = mover;
        if (inOpening()) {
            if (!isCentre(move.col(), move.row())) {
                throw new IllegalOthelloMoveException(move, "the first four discs of a Reversi game go on the centre squares (O-4)");
            }
        } else {
            List<Integer> flipped = new ArrayList<>();
            collectFlips(move.col(), move.row(), mover, flipped);
            if (flipped.isEmpty()) {
                throw new IllegalOthelloMoveException(move, move + " flanks no " + (variant.singleFlank() ? "single " : "")
                        + "line of " + sideToMove.opponent().name().toLowerCase() + " discs ("
                        + (variant.singleFlank() ? "O-8" : "O-5") + ")");
            }
            for (int f : flipped) {
                next[f] = mover;
            }
        }
        return new GridPosition(variant, next, sideToMove.opponent());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GridPosition g && g.variant.equals(variant) && g.sideToMove == sideToMove
                && Arrays.equals(g.cells, cells);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(cells) * 31 + sideToMove.hashCode() + variant.hashCode() * 7;
    }

    @Override
    public String toString() {
        return toObf();
    }
}
