package org.othellier.game.othello;

import java.util.ArrayList;
import java.util.List;
import org.othellier.game.Side;

/**
 * An Othello or Reversi position of any variant: the discs, the side to move, the rules. Immutable;
 * {@link #play} returns the next position. 8x8 positions run on bitboards ({@link BitboardPosition}),
 * other sizes on a plain grid ({@link GridPosition}); both answer the same questions the same way.
 * Squares are indexed row by row from a1: {@code row * size + col}.
 */
public sealed interface OthelloPosition permits BitboardPosition, GridPosition {

    /** The starting position of a variant: O-3 for Othello, an empty board for Reversi (O-4). */
    static OthelloPosition start(OthelloVariant variant) {
        return variant.size() == 8 ? BitboardPosition.start(variant) : GridPosition.start(variant);
    }

    /**
     * A position from one character per square, row by row from a1 ({@code X} or {@code *} Black,
     * {@code O} White, {@code -} or {@code .} empty), and the side to move.
     */
    static OthelloPosition of(OthelloVariant variant, CharSequence squares, Side toMove) {
        int n = variant.squares();
        if (squares.length() != n) {
            throw new IllegalArgumentException("a " + variant.size() + "x" + variant.size() + " position needs " + n
                    + " squares, got " + squares.length());
        }
        byte[] cells = new byte[n];
        for (int i = 0; i < n; i++) {
            cells[i] = switch (squares.charAt(i)) {
                case 'X', 'x', '*' -> GridPosition.BLACK;
                case 'O', 'o' -> GridPosition.WHITE;
                case '-', '.', '_' -> GridPosition.EMPTY;
                default -> throw new IllegalArgumentException("square " + OthelloMove.at(i, variant.size()) + " holds '"
                        + squares.charAt(i) + "', expected X, O or -");
            };
        }
        return variant.size() == 8 ? BitboardPosition.of(variant, cells, toMove) : new GridPosition(variant, cells, toMove);
    }

    /**
     * A position from a text picture such as {@link #toPicture()} prints: every {@code X}, {@code O},
     * {@code -} or {@code .} is a square, row by row; row numbers, column letters and spaces are ignored.
     */
    static OthelloPosition fromPicture(OthelloVariant variant, String picture, Side toMove) {
        StringBuilder squares = new StringBuilder();
        for (String line : picture.split("\n")) {
            String body = line.strip();
            // Skip the column-letter header and caption lines; board rows start with a number or a square.
            if (body.isEmpty() || Character.isLetter(body.charAt(0)) && "XxOo".indexOf(body.charAt(0)) < 0) {
                continue;
            }
            for (char c : body.toCharArray()) {
                if ("XxOo*-.".indexOf(c) >= 0) {
                    squares.append(c);
                }
            }
        }
        return of(variant, squares, toMove);
    }

    OthelloVariant variant();

    default int size() {
        return variant().size();
    }

    Side toMove();

    /** The disc on a square, or {@code null} when it is empty. */
    Side at(int square);

    default Side at(int col, int row) {
        return at(row * size() + col);
    }

    int count(Side side);

    default int empties() {
        return variant().squares() - count(Side.BLACK) - count(Side.WHITE);
    }

    /** True while the first four placements of a Reversi start are being made (O-4): no flanking then. */
    boolean inOpening();

    /** The moves of the side to move (O-5; O-4 during a Reversi opening), never a pass. */
    List<OthelloMove> legalMoves();

    /** True when the side to move has no move but the opponent has: the only legal move is a pass (O-7). */
    boolean mustPass();

    /** True when neither side can move (O-7). */
    boolean isOver();

    default boolean isLegal(OthelloMove move) {
        return move.isPass() ? mustPass() : legalMoves().contains(move);
    }

    /** The squares a move flips, in increasing order; empty for a pass or a placement that flanks nothing. */
    int[] flips(OthelloMove move);

    /** The position after a move. Throws {@link IllegalOthelloMoveException} with the reason when it is not legal. */
    OthelloPosition play(OthelloMove move);

    /** O-9 to O-11: the result; only once the game is over. */
    default OthelloResult result() {
        if (!isOver()) {
            throw new IllegalStateException("the game is not over");
        }
        return Scoring.finalResult(variant(), count(Side.BLACK), count(Side.WHITE));
    }

    /** O-13: the result when {@code flagged} runs out of time in this position. */
    default OthelloResult timeForfeit(Side flagged) {
        return Scoring.timeForfeit(variant(), count(Side.BLACK), count(Side.WHITE), flagged);
    }

    /** O-14: the result when {@code resigned} gives up in this position. */
    default OthelloResult resignation(Side resigned) {
        return Scoring.resignation(variant(), count(Side.BLACK), count(Side.WHITE), resigned);
    }

    /** One character per square, row by row from a1: {@code X}, {@code O} or {@code -}. */
    default String squares() {
        StringBuilder sb = new StringBuilder(variant().squares());
        for (int i = 0; i < variant().squares(); i++) {
            Side s = at(i);
            sb.append(s == null ? '-' : s.symbol());
        }
        return sb.toString();
    }

    /** The OBF form: squares, a space, the side to move ({@code X} or {@code O}). */
    default String toObf() {
        return squares() + " " + toMove().symbol();
    }

    /** A text picture: column letters on top, row numbers on the left, {@code X}, {@code O}, {@code -}. */
    default String toPicture() {
        int n = size();
        StringBuilder sb = new StringBuilder("   ");
        for (int c = 0; c < n; c++) {
            sb.append(' ').append((char) ('a' + c));
        }
        sb.append('\n');
        for (int r = 0; r < n; r++) {
            sb.append(String.format("%2d ", r + 1));
            for (int c = 0; c < n; c++) {
                Side s = at(c, r);
                sb.append(' ').append(s == null ? '-' : s.symbol());
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Moves as a list of squares, used by both implementations. */
    static List<OthelloMove> squaresOf(long bits) {
        List<OthelloMove> list = new ArrayList<>(Long.bitCount(bits));
        for (long b = bits; b != 0; b &= b - 1) {
            list.add(OthelloMove.at(Long.numberOfTrailingZeros(b), 8));
        }
        return list;
    }
}
