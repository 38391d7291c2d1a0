package org.othellier.app.opponent;

import java.util.List;
import org.othellier.game.othello.Move;

/** The opening table's orientation, for the variety count: every game turned to begin with f5. */
final class OpeningsProbe {

    private OpeningsProbe() {
    }

    static String canonical(List<Move> moves) {
        if (moves.isEmpty()) {
            return "";
        }
        // the four symmetries that keep the start position: identity, half turn, the two diagonals
        Move f5 = Move.parse("f5");
        for (int t = 0; t < 4; t++) {
            if (turn(moves.get(0), t).equals(f5)) {
                StringBuilder sb = new StringBuilder();
                for (Move m : moves) {
                    sb.append(turn(m, t));
                }
                return sb.toString();
            }
        }
        return moves.toString();
    }

    private static Move turn(Move m, int t) {
        if (m.isPass()) {
            return m;
        }
        int c = m.col();
        int r = m.row();
        return switch (t) {
            case 0 -> m;
            case 1 -> new Move(7 - c, 7 - r);
            case 2 -> new Move(r, c);
            default -> new Move(7 - r, 7 - c);
        };
    }
}
