package org.othellier.board.octi;

import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.SquareView;
import org.othellier.game.octi.Squares;

/**
 * What the 9x9 grid reads, as a key of one {@link Reading#symbol()} per square: {@code -} empty,
 * {@code #} occupied (presence sensors), {@code X}/{@code O} the Black/White team (colour sensors).
 * Keys are compared as strings, so a frame and a position's expected readings meet in one hash lookup.
 */
public final class OctiSensors {

    private OctiSensors() {
    }

    /** What the sensors read when the board shows {@code position}: never a stack's size nor prongs (docs/RULES.md). */
    public static String expected(OctiPosition position, SensorKind kind) {
        char[] key = new char[Squares.COUNT];
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            key[sq] = symbol(position.view(sq), kind);
        }
        return new String(key);
    }

    /** The same from a position's views as {@code ViewClasses} keys them: one {@link SquareView#symbol()} per square. */
    public static String fromViews(String views, SensorKind kind) {
        char[] key = new char[Squares.COUNT];
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            key[sq] = symbol(VIEWS[views.charAt(sq)], kind);
        }
        return new String(key);
    }

    private static final SquareView[] VIEWS = new SquareView[128];

    static {
        for (SquareView v : SquareView.values()) {
            VIEWS[v.symbol()] = v;
        }
    }

    /** The frame the sensors read when the board shows {@code position}. */
    public static SensorFrame expectedFrame(OctiPosition position, SensorKind kind) {
        return frame(expected(position, kind));
    }

    /** A stable frame as a key; a presence board's colours (a simulated frame may carry them) read as occupied. */
    public static String read(SensorFrame frame, SensorKind kind) {
        if (frame.rows() != Squares.SIZE || frame.cols() != Squares.SIZE) {
            throw new IllegalArgumentException("a " + frame.rows() + "x" + frame.cols() + " frame for the 9x9 Octi board");
        }
        char[] key = new char[Squares.COUNT];
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            Reading r = frame.get(sq);
            key[sq] = kind == SensorKind.PRESENCE && r.isOccupied() ? Reading.OCCUPIED.symbol() : r.symbol();
        }
        return new String(key);
    }

    /** The frame of a key. */
    public static SensorFrame frame(String key) {
        Reading[] cells = new Reading[Squares.COUNT];
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            cells[sq] = Reading.fromSymbol(key.charAt(sq));
        }
        return SensorFrame.of(Squares.SIZE, Squares.SIZE, cells);
    }

    static char symbol(SquareView view, SensorKind kind) {
        if (view == SquareView.EMPTY) {
            return Reading.EMPTY.symbol();
        }
        if (kind == SensorKind.PRESENCE) {
            return Reading.OCCUPIED.symbol();
        }
        return switch (view) {
            case BLACK -> Reading.BLACK.symbol();
            case WHITE -> Reading.WHITE.symbol();
            default -> Reading.OCCUPIED.symbol(); // the rules never put both colours on a square
        };
    }

    static boolean occupied(char symbol) {
        return symbol != Reading.EMPTY.symbol();
    }
}
