package org.othellier.app;

import java.util.ArrayList;
import java.util.List;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.board.Signals;
import org.othellier.board.othello.FlipWatch;
import org.othellier.board.othello.OthelloLedPlanner;
import org.othellier.board.othello.OthelloObservation;
import org.othellier.board.othello.OthelloReconciler;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;

/**
 * What the hands on an Othello board are doing between two kept moves: the latest stable frame read against the game
 * (in sync, a move being made, a mismatch, a takeback), the flips a presence board saw lifted and what a press on a
 * complete move means then, a takeback by command still being restored, the discs to turn back, and the LEDs and
 * words that show it. Apart from {@link OthelloController}, which keeps what is journalled (the moves, the passes, the
 * takebacks, the result); this holds what only the board's present shows. Runs on the event loop.
 */
final class OthelloHands {

    private final OthelloController at;
    private OthelloObservation observation = new OthelloObservation.InSync();
    /** On a presence board: the move's flips the sensors saw lifted, and what a press on the move means. */
    private final FlipWatch flips = new FlipWatch();
    /** A takeback made by command: until the board shows the position again, nothing on it is read as a move. */
    private boolean restoring;
    /** The LEDs show the way back at once, not after {@code board.lost-track-ms} (a new game, a takeback, a set-up). */
    private boolean guideAtOnce;
    private Side passed;
    private List<Integer> flipBack = List.of();
    private String lastObservationText = "";

    OthelloHands(OthelloController at) {
        this.at = at;
    }

    /** The latest stable frame's reading (in sync before any frame came). */
    OthelloObservation observation() {
        return observation;
    }

    /** A new game installed: nothing waits from the old one. */
    void reset() {
        flips.reset();
        passed = null;
        flipBack = List.of();
        restoring = false;
    }

    /** The board is to be led to the game's position at once (a new game, a set-up cancelled). */
    void guideAtOnce() {
        guideAtOnce = true;
    }

    /** A takeback by command: the board is led back to its position, and nothing on it is a move until it is there. */
    void restoreTakeback() {
        restoring = true;
        guideAtOnce = true;
    }

    /** Reads stable frame {@code f} against the game: the reading the controller acts on. */
    OthelloObservation read(SensorFrame f) {
        observation = observe(f);
        return observation;
    }

    /** The reading stands as {@code o} (a puzzle's set-up guided by the coach). */
    void readAs(OthelloObservation o) {
        observation = o;
    }

    /** What the board's latest frame shows against the game (in sync before any frame came). */
    OthelloObservation observationAt() {
        SensorFrame latest = at.stabilizer.latest();
        return latest == null ? new OthelloObservation.InSync() : observe(latest);
    }

    /** A frame against the game; after a takeback by command only against its position, never as a move. */
    private OthelloObservation observe(SensorFrame f) {
        return restoring ? OthelloReconciler.restoring(at.situation(), f) : OthelloReconciler.observe(at.situation(), f);
    }

    /** After the controller acted on a stable frame: whether the board fits, and its faults said once. */
    void settled(long t) {
        switch (observation) {
            case OthelloObservation.InSync in -> {
                restoring = false;
                at.boardFits(true, t);
                guideAtOnce = false;
            }
            case OthelloObservation.MoveSeen seen -> {
                at.boardFits(true, t);
                guideAtOnce = false;
                passed = null;
                flipBack = List.of();
            }
            case OthelloObservation.Mismatch mm -> {
                passed = null;
                at.boardFits(false, t);
            }
            case OthelloObservation.TakenBack tb -> { }
        }
        String text = OthelloObservationText.faults(observation, at.boardSize());
        if (!text.isEmpty() && !text.equals(lastObservationText)) {
            at.message(text);
        }
        lastObservationText = text;
    }

    /**
     * The mover pressed with {@code seen} on the board: null when the press takes the move, else why not (on a presence
     * board, flips never seen lifted ask or refuse as {@code board.unlifted-flips} says).
     */
    String refusePress(OthelloObservation.MoveSeen seen, String who) {
        SensorKind sensors = at.settings().sensors();
        FlipWatch.Verdict verdict = !seen.complete() || sensors != SensorKind.PRESENCE
                ? FlipWatch.Verdict.ACCEPT : flips.press(at.options.unliftedFlips(), seen);
        String unlifted = OthelloObservationText.squares(flips.unlifted(seen), at.boardSize());
        if (seen.complete() && verdict == FlipWatch.Verdict.ACCEPT) {
            return null;
        } else if (verdict == FlipWatch.Verdict.ASK) {
            return who + " pressed, but the sensors never saw " + unlifted + " lifted: turn " + unlifted
                    + " over, or press again if " + (unlifted.contains(" ") ? "they are" : "it is") + " turned";
        } else if (verdict == FlipWatch.Verdict.REFUSE) {
            return who + " pressed, but the sensors never saw " + unlifted + " lifted: lift each disc"
                    + " to flip and put it back turned over, then press (board.unlifted-flips = \"strict\")";
        }
        return who + " pressed before the move was complete on the board ("
                + OthelloObservationText.incomplete(seen, at.boardSize(), sensors) + ")";
    }

    /** On a presence board, every frame counts for the flips seen lifted (a quick turn may never settle). */
    void frameSeen(SensorFrame frame) {
        if (at.settings().sensors() == SensorKind.PRESENCE && frame.rows() == at.boardSize()) {
            flips.frame(frame);
        }
    }

    /** A move was kept; {@code passer}, when not null, passed after it (O-7). */
    void moved(Side passer) {
        passed = passer;
        flipBack = List.of();
        flips.reset();
    }

    /** {@code passer} had no move and passed (O-7): the LEDs say so. */
    void passed(Side passer) {
        passed = passer;
    }

    /**
     * A takeback from {@code from} to {@code to} was kept; on a presence board the discs whose colour differs are lit
     * to be turned back. Returns whether there are any.
     */
    boolean tookBack(OthelloPosition from, OthelloPosition to) {
        passed = null;
        flips.reset();
        if (at.settings().sensors() == SensorKind.PRESENCE) {
            List<Integer> turn = new ArrayList<>();
            for (int i = 0; i < to.variant().squares(); i++) {
                if (to.at(i) != null && from.at(i) != null && to.at(i) != from.at(i)) {
                    turn.add(i);
                }
            }
            flipBack = turn;
        }
        return !flipBack.isEmpty();
    }

    /** The board fits nothing, and has for long enough (or is to be guided at once): the LEDs show the way back. */
    boolean lostTrack(long t) {
        return observation instanceof OthelloObservation.Mismatch && at.boardWrong() && (guideAtOnce || at.wrongTooLong(t));
    }

    /** The LEDs for the game, the reading and the coach's hint at {@code t}. */
    LedPlan plan(long t, OthelloCoach coach) {
        int size = at.boardSize();
        if (at.status == BoardSession.Status.SETUP || at.stabilizer.stable() == null) {
            return LedPlan.dark(size, size);
        }
        var x = new OthelloLedPlanner.Extras(lostTrack(t), passed, flipBack, at.result(), at.options.hints(), at.options.lastMove());
        LedPlan plan = coach.withHint(OthelloLedPlanner.plan(at.situation(), observation, x), observation, size);
        for (int sq : flips.named(observation)) {
            plan = plan.with(sq, Signals.UNLIFTED_FLIP);
        }
        return plan;
    }

    /** The first disc of the move never seen lifted, as the mover's display names it; null when none is. */
    String firstUnlifted() {
        List<Integer> named = flips.named(observation);
        return named.isEmpty() ? null : OthelloMove.at(named.get(0), at.boardSize()).toString();
    }
}
