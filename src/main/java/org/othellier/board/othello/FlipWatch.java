package org.othellier.board.othello;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.game.othello.OthelloMove;

/**
 * On a presence board, the discs of the move being made that the sensors saw lifted. A reed switch reads a disc
 * turned over where it lies the same as a disc never touched, so a complete move's press cannot tell a flip made
 * without lifting from a flip forgotten; the sensors' one clue is a square read empty while the move was made (any
 * frame, not only a stable one: a quick turn may never settle). A pure record of frames, the reconciler's companion;
 * the controller says when a move begins ({@link #reset}) and asks what a press means ({@link #press}).
 */
public final class FlipWatch {

    /** What a press does on a complete move whose flips were not all seen lifted ({@code board.unlifted-flips}). */
    public enum Mode {
        /** Taken at once: players who turn discs without lifting them. */
        OFF,
        /** The squares are named and blink; a second press confirms (turned without lifting, or forgotten). */
        CONFIRM,
        /** An arbiter's rule: every flip must be seen lifted; the press is refused until it is. */
        STRICT
    }

    /** What a press on a complete move means. */
    public enum Verdict { ACCEPT, ASK, REFUSE }

    private final Set<Integer> seenEmpty = new HashSet<>();
    private OthelloMove asked;
    private List<Integer> named = List.of();

    /** A move begins (a move taken, a takeback, a new position): nothing of it was seen lifted yet. */
    public void reset() {
        seenEmpty.clear();
        asked = null;
        named = List.of();
    }

    /** A frame from the sensors, stable or not. */
    public void frame(SensorFrame f) {
        for (int i = 0; i < f.rows() * f.cols(); i++) {
            if (f.get(i) == Reading.EMPTY) {
                seenEmpty.add(i);
            }
        }
    }

    /** The flips of {@code seen} the sensors never saw lifted since the move began. */
    public List<Integer> unlifted(OthelloObservation.MoveSeen seen) {
        return seen.toFlip().stream().filter(sq -> !seenEmpty.contains(sq)).toList();
    }

    /**
     * A press on the complete move {@code seen}: accepted when every flip was seen lifted or the mode is {@code off};
     * else refused ({@code strict}), or asked about, accepted at the second press on the same move with the same
     * squares unlifted ({@code confirm}). The squares asked about or refused stay {@link #named} until the next move.
     */
    public Verdict press(Mode mode, OthelloObservation.MoveSeen seen) {
        List<Integer> unlifted = unlifted(seen);
        if (mode == Mode.OFF || unlifted.isEmpty()) {
            return Verdict.ACCEPT;
        }
        if (mode == Mode.CONFIRM && seen.move().equals(asked) && unlifted.equals(named)) {
            return Verdict.ACCEPT;
        }
        asked = seen.move();
        named = unlifted;
        return mode == Mode.STRICT ? Verdict.REFUSE : Verdict.ASK;
    }

    /** The squares the last press named (blinking, on the display), still unlifted on {@code seen}; empty when none. */
    public List<Integer> named(OthelloObservation observation) {
        if (!(observation instanceof OthelloObservation.MoveSeen seen) || !seen.move().equals(asked)) {
            return List.of();
        }
        List<Integer> still = unlifted(seen);
        return named.stream().filter(still::contains).toList();
    }
}
