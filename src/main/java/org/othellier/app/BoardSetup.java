package org.othellier.app;

import java.util.ArrayList;
import java.util.List;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.octi.OctiSensors;
import org.othellier.board.othello.OthelloReconciler;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiPicture;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.octi.Squares;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;

/**
 * The position an arbiter's set-up takes, checked against what the board reads: pure, for both games'
 * controllers. What the sensors cannot see (colours on a presence board, Octi's prongs and stacks) the
 * page gives; a square where that and the board disagree is named.
 */
final class BoardSetup {

    private BoardSetup() {
    }

    /**
     * The Othello position the board {@code f} shows, with {@code toMove} to move. A presence board cannot tell
     * colours: {@code squares} (one {@code X}/{@code O}/{@code -} per square) gives them, and must have a disc
     * exactly where the board has one. A colour board needs no squares (when given, they must equal the board).
     */
    static OthelloPosition othello(SensorFrame f, OthelloVariant v, SensorKind sensors, Side toMove, String squares) {
        if (toMove == null) {
            throw new IllegalArgumentException("an Othello set-up needs the side to move (black or white)");
        }
        if (squares == null || squares.isBlank()) {
            if (sensors == SensorKind.PRESENCE) {
                throw new IllegalArgumentException("a presence board cannot see colours: give the position's squares");
            }
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < f.squares(); i++) {
                Reading r = f.get(i);
                if (r == Reading.OCCUPIED) {
                    throw new IllegalArgumentException("square " + OthelloMove.at(i, v.size()) + " reads occupied without a colour");
                }
                sb.append(r.symbol());
            }
            return OthelloPosition.of(v, sb.toString(), toMove);
        }
        OthelloPosition p = OthelloPosition.of(v, squares.strip(), toMove);
        for (int i = 0; i < f.squares(); i++) {
            Reading r = f.get(i);
            Side s = p.at(i);
            boolean ok = sensors == SensorKind.PRESENCE ? r.isOccupied() == (s != null)
                    : r == (s == null ? Reading.EMPTY : OthelloReconciler.reading(s));
            if (!ok) {
                throw new IllegalArgumentException("square " + OthelloMove.at(i, v.size()) + ": the position has "
                        + (s == null ? "no disc" : (s == Side.BLACK ? "Black" : "White") + "'s disc") + ", the board reads "
                        + r.name().toLowerCase(java.util.Locale.ROOT));
            }
        }
        return p;
    }

    /**
     * The Octi position {@code picture} gives ({@link OctiPicture}: the sensors cannot see prongs nor stack sizes),
     * which the board {@code f} must read exactly.
     */
    static OctiPosition octi(SensorFrame f, OctiVariant v, SensorKind sensors, String picture) {
        if (picture == null || picture.isBlank()) {
            throw new IllegalArgumentException("an Octi set-up needs the position as a picture (docs/OCTI.md)");
        }
        OctiPosition p = OctiPicture.parse(v, picture);
        if (f == null || f.rows() != Squares.SIZE) {
            throw new IllegalArgumentException("the board has sent no 9x9 frame yet");
        }
        String board = OctiSensors.read(f, sensors);
        String expected = OctiSensors.expected(p, sensors);
        List<String> wrong = new ArrayList<>();
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            if (board.charAt(sq) != expected.charAt(sq)) {
                wrong.add(Squares.name(sq) + " (the position has " + pods(expected.charAt(sq)) + ", the board reads "
                        + pods(board.charAt(sq)) + ")");
            }
        }
        if (!wrong.isEmpty()) {
            throw new IllegalArgumentException("the board does not show this position: " + String.join(", ", wrong));
        }
        return p;
    }

    private static String pods(char reading) {
        return switch (reading) {
            case '-' -> "no pod";
            case 'X' -> "black pods";
            case 'O' -> "white pods";
            default -> "pods";
        };
    }
}
