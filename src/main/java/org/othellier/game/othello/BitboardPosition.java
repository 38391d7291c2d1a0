package org.othellier.game.othello;

import java.util.List;
import org.othellier.game.Side;

/** An 8x8 position on two bitboards (see {@link Bitboards} for the layout). */
public record BitboardPosition(OthelloVariant variant, long black, long white, Side toMove) implements OthelloPosition {

    public BitboardPosition {
        if (variant.size() != 8) {
            throw new IllegalArgumentException("bitboards hold 8x8 positions only");
        }
        if ((black & white) != 0) {
            throw new IllegalArgumentException("a square holds two discs");
        }
    }

    static BitboardPosition start(OthelloVariant variant) {
        return variant.start() == Start.OTHELLO
                ? new BitboardPosition(variant, Bitboards.START_BLACK, Bitboards.START_WHITE, Side.BLACK)
                : new BitboardPosition(variant, 0, 0, Side.BLACK);
    }

    static BitboardPosition of(OthelloVariant variant, byte[] cells, Side toMove) {
        long b = 0;
        long w = 0;
        for (int i = 0; i < 64; i++) {
            if (cells[i] == GridPosition.BLACK) {
                b |= 1L << i;
            } else if (cells[i] == GridPosition.WHITE) {
                w |= 1L << i;
            }
        }
        return new BitboardPosition(variant, b, w, toMove);
    }

    /** The mover's discs. */
    public long player() {
        return toMove == Side.BLACK ? black : white;
    }

    /** The opponent's discs. */
    public long opponent() {
        return toMove == Side.BLACK ? white : black;
    }

    @Override
    public Side at(int square) {
        long bit = 1L << square;
        return (black & bit) != 0 ? Side.BLACK : (white & bit) != 0 ? Side.WHITE : null;
    }

    @Override
    public int count(Side side) {
        return Long.bitCount(side == Side.BLACK ? black : white);
    }

    @Override
    public boolean inOpening() {
        return variant.start() == Start.REVERSI && Long.bitCount(black | white) < 4;
    }

    /** The legal squares of the side to move as a bitboard. */
    public long moveBits() {
        return moveBits(player(), opponent());
    }

    private long moveBits(long p, long o) {
        if (inOpening()) {
            return Bitboards.CENTRE & ~(p | o);
        }
        return variant.singleFlank() ? Bitboards.movesSingleFlank(p, o) : Bitboards.moves(p, o);
    }

    private long flipBits(int x, long p, long o) {
        if (inOpening()) {
            return 0;
        }
        return variant.singleFlank() ? Bitboards.flipsSingleFlank(x, p, o) : Bitboards.flips(x, p, o);
    }

    @Override
    public List<OthelloMove> legalMoves() {
        return OthelloPosition.squaresOf(moveBits());
    }

    @Override
    public boolean mustPass() {
        return moveBits() == 0 && moveBits(opponent(), player()) != 0;
    }

    @Override
    public boolean isOver() {
        return moveBits() == 0 && moveBits(opponent(), player()) == 0;
    }

    @Override
    public boolean isLegal(OthelloMove move) {
        if (move.isPass()) {
            return mustPass();
        }
        return (moveBits() & (1L << move.square(8))) != 0;
    }

    @Override
    public int[] flips(OthelloMove move) {
        if (move.isPass()) {
            return new int[0];
        }
        long f = flipBits(move.square(8), player(), opponent());
        int[] squares = new int[Long.bitCount(f)];
        for (int i = 0; f != 0; f &= f - 1) {
            squares[i++] = Long.numberOfTrailingZeros(f);
        }
        return squares;
    }

    @Override
    public BitboardPosition play(OthelloMove move) {
        if (move.isPass()) {
            if (!mustPass()) {
                throw new IllegalOthelloMoveException(move, isOver() ? "the game is over"
                        : "a pass is only allowed with no legal move (O-7)");
            }
            return new BitboardPosition(variant, black, white, toMove.opponent());
        }
        if (move.col() >= 8 || move.row() >= 8) {
            throw new IllegalOthelloMoveException(move, move + " is off the 8x8 board");
        }
        int x = move.square(8);
        long bit = 1L << x;
        if (((black | white) & bit) != 0) {
            throw new IllegalOthelloMoveException(move, move + " is not empty");
        }
        long p = player();
        long o = opponent();
        if ((moveBits(p, o) & bit) == 0) {
            throw new IllegalOthelloMoveException(move, inOpening()
                    ? "the first four discs of a Reversi game go on the centre squares (O-4)"
                    : move + " flanks no " + (variant.singleFlank() ? "single " : "") + "line of "
                    + toMove.opponent().name().toLowerCase() + " discs ("
                    + (variant.singleFlank() ? "O-8" : "O-5") + ")");
        }
        long f = flipBits(x, p, o);
        p ^= f | bit;
        o ^= f;
        return toMove == Side.BLACK
                ? new BitboardPosition(variant, p, o, Side.WHITE)
                : new BitboardPosition(variant, o, p, Side.BLACK);
    }

    @Override
    public String toString() {
        return toObf();
    }
}
