package org.othellier.app;

import java.util.ArrayList;
import java.util.List;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.OthelloFault;
import org.othellier.board.othello.OthelloObservation;
import org.othellier.game.othello.OthelloMove;

/** What an Othello board's observation says to the players, in words: its faults, a move not yet complete. Pure. */
final class OthelloObservationText {

    private OthelloObservationText() {
    }

    /** The faults of a mismatch, or of a move being made; empty when there is nothing wrong to say. */
    static String faults(OthelloObservation observation, int size) {
        return switch (observation) {
            case OthelloObservation.Mismatch mm -> mm.faults().stream().map(f -> f.describe(size))
                    .reduce((a, b) -> a + "; " + b).map(s -> "the board does not match: " + s).orElse("");
            case OthelloObservation.MoveSeen seen when !seen.faults().isEmpty() -> OthelloController.name(seen.mover()) + " "
                    + seen.move() + ": " + seen.faults().stream().map(f -> f.describe(size)).reduce((a, b) -> a + "; " + b)
                    .orElse("");
            default -> "";
        };
    }

    /** What a move still needs before it is complete on the board: discs to put back, to turn, faults. */
    static String incomplete(OthelloObservation.MoveSeen seen, int size, SensorKind sensors) {
        List<String> parts = new ArrayList<>();
        if (!seen.lifted().isEmpty()) {
            parts.add("put back " + squares(seen.lifted(), size));
        }
        if (sensors == SensorKind.COLOUR && !seen.toFlip().isEmpty()) {
            parts.add("turn " + squares(seen.toFlip(), size));
        }
        for (OthelloFault f : seen.faults()) {
            parts.add(f.describe(size));
        }
        return String.join("; ", parts);
    }

    static String squares(List<Integer> sq, int size) {
        return String.join(" ", sq.stream().map(i -> OthelloMove.at(i, size).toString()).toList());
    }
}
