package org.othellier.app;

import java.util.ArrayList;
import java.util.List;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.Fault;
import org.othellier.board.othello.Observation;
import org.othellier.game.othello.Move;

/** What an Othello board's observation says to the players, in words: its faults, a move not yet complete. Pure. */
final class ObservationText {

    private ObservationText() {
    }

    /** The faults of a mismatch, or of a move being made; empty when there is nothing wrong to say. */
    static String faults(Observation observation, int size) {
        return switch (observation) {
            case Observation.Mismatch mm -> mm.faults().stream().map(f -> f.describe(size))
                    .reduce((a, b) -> a + "; " + b).map(s -> "the board does not match: " + s).orElse("");
            case Observation.MoveSeen seen when !seen.faults().isEmpty() -> GameController.name(seen.mover()) + " "
                    + seen.move() + ": " + seen.faults().stream().map(f -> f.describe(size)).reduce((a, b) -> a + "; " + b)
                    .orElse("");
            default -> "";
        };
    }

    /** What a move still needs before it is complete on the board: discs to put back, to turn, faults. */
    static String incomplete(Observation.MoveSeen seen, int size, SensorKind sensors) {
        List<String> parts = new ArrayList<>();
        if (!seen.lifted().isEmpty()) {
            parts.add("put back " + squares(seen.lifted(), size));
        }
        if (sensors == SensorKind.COLOUR && !seen.toFlip().isEmpty()) {
            parts.add("turn " + squares(seen.toFlip(), size));
        }
        for (Fault f : seen.faults()) {
            parts.add(f.describe(size));
        }
        return String.join("; ", parts);
    }

    static String squares(List<Integer> sq, int size) {
        return String.join(" ", sq.stream().map(i -> Move.at(i, size).toString()).toList());
    }
}
