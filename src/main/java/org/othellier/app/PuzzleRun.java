package org.othellier.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.Fix;
import org.othellier.board.othello.OthelloFault;
import org.othellier.board.othello.OthelloObservation;
import org.othellier.board.othello.OthelloReconciler;
import org.othellier.coach.Puzzle;
import org.othellier.coach.PuzzleGrade;
import org.othellier.coach.PuzzleVerdict;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;

/**
 * A puzzle on the board (README "The coach at the board"): its set-up, guided by the LEDs until the board first shows the position,
 * then the first move played, judged against every move's exact score. Owned by the {@link OthelloController}, on the
 * loop's thread; the game itself is an ordinary casual game from the puzzle's position (journalled, with a
 * {@code puzzle} event naming it), so the move is read, taken back and kept as any other.
 */
final class PuzzleRun {

    private final Puzzle puzzle;
    private final PuzzleGrade grade;
    private boolean setUp;
    private PuzzleVerdict verdict;
    /** The set-up in a few steps, as the board was last read (empty before the first reading). */
    private List<String> setUpSteps = List.of();
    /** The best line from the puzzle's position once worked out after the verdict; empty until then. */
    private List<OthelloMove> bestLine = List.of();

    PuzzleRun(Puzzle puzzle, PuzzleGrade grade) {
        this.puzzle = puzzle;
        this.grade = grade;
    }

    Puzzle puzzle() {
        return puzzle;
    }

    /** The grade "next" walks: the one chosen, or the puzzle's own. */
    PuzzleGrade grade() {
        return grade;
    }

    boolean setUp() {
        return setUp;
    }

    void markSetUp() {
        setUp = true;
        setUpSteps = List.of();
    }

    void setUpSteps(List<String> steps) {
        setUpSteps = List.copyOf(steps);
    }

    void bestLine(List<OthelloMove> line) {
        bestLine = List.copyOf(line);
    }

    List<OthelloMove> bestLine() {
        return bestLine;
    }

    PuzzleVerdict verdict() {
        return verdict;
    }

    /** The first move played from the puzzle's position: judged; later moves are the game's own. */
    PuzzleVerdict played(OthelloPosition before, OthelloMove move) {
        if (verdict == null && before.equals(puzzle.position())) {
            verdict = puzzle.judge(move);
            return verdict;
        }
        return null;
    }

    /** Back at the puzzle's position (a takeback): another try. */
    void backAtStart(OthelloPosition p) {
        if (p.equals(puzzle.position())) {
            verdict = null;
            bestLine = List.of(); // shown again only after the next verdict
        }
    }

    CoachView.PuzzleState view() {
        return new CoachView.PuzzleState(puzzle, setUp, verdict, setUpSteps,
                bestLine.stream().map(OthelloMove::toString).toList());
    }

    /**
     * While the puzzle is being set up, the board is read only against its position: in order, or the way to it
     * (the lost-track guidance: put, remove, turn), never as a move or a takeback of the game before it.
     */
    static OthelloObservation guide(OthelloPosition target, SensorFrame frame, SensorKind kind) {
        Reading[] expected = OthelloReconciler.expected(target, kind);
        Reading[] read = new Reading[frame.squares()];
        List<OthelloFault> faults = new ArrayList<>();
        for (int i = 0; i < read.length; i++) {
            Reading x = frame.get(i);
            read[i] = kind == SensorKind.PRESENCE && x.isOccupied() ? Reading.OCCUPIED : x;
            if (read[i] != expected[i]) {
                faults.add(new OthelloFault(i, expected[i] == Reading.EMPTY ? OthelloFault.Kind.EXTRA_DISC
                        : read[i] == Reading.EMPTY ? OthelloFault.Kind.MISSING_DISC : OthelloFault.Kind.WRONG_COLOUR));
            }
        }
        if (faults.isEmpty()) {
            return new OthelloObservation.InSync();
        }
        Map<Integer, Fix> fixes = OthelloReconciler.fixes(read, target, kind);
        return new OthelloObservation.Mismatch(faults, 0, fixes);
    }
}
