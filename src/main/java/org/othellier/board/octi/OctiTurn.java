package org.othellier.board.octi;

import java.util.ArrayList;
import java.util.List;
import org.othellier.board.SensorFrame;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.Squares;

/**
 * One turn of Octi at the board, from the position before it to the move that ends it: fed with the
 * stable frames of the turn and the clock buttons, it says what the board shows, which moves it fits,
 * which gestures were made, which candidate the chooser shows, and, once the turn is over, the move.
 * Not thread-safe and reads no clock: the game's event loop owns it, and every situation is a test.
 *
 * <p>How a turn ends (README, "Octi at the board"):
 * <ul>
 *   <li>The board fits exactly one move and is complete: the mover's clock press ends the turn with it.</li>
 *   <li>It fits several (or the move left no trace, like a prong inserted): gestures narrow them
 *       ({@link Gesture}); a press of either button then starts the chooser, which shows the candidates
 *       on the LEDs one at a time. The other player's button steps to the next (after the last it closes
 *       the chooser), the mover's confirms. A move only gestures pick is never played by one press: the
 *       first shows it, the second plays it ({@link Status#PICKED}).</li>
 *   <li>The board fits nothing: the faults are shown and no press ends the turn.</li>
 *   <li>A move the AI chose (or the page chose, one tap) is the target: the LEDs show it; once the board
 *       shows it the turn ends by itself when nothing else leaves the same board (or it was chosen on the
 *       page), or with the mover's press when the invisible part needs saying (a prong inserted).</li>
 * </ul>
 */
public final class OctiTurn {

    /** The two clock buttons as the turn sees them. */
    public enum Button {
        /** The clock button of the player to move (their team's, in the four-player game). */
        MOVER,
        /** The other clock button: steps the chooser. */
        OTHER
    }

    public enum Status {
        /** The board shows the position; invisible moves are still possible (a press starts the chooser). */
        UNTOUCHED,
        /** Only the mover's pods are off the board: a move being made. */
        IN_HAND,
        /**
         * The mover's pods of one square touched down on an empty neighbour where no move ends: the middle of a
         * point gesture that picks {@link State#candidates()} once they are put back ({@link State#lifted()} is
         * their square, {@link State#pointing()} the gesture). Not a fault: any prefix of a legal gesture is none.
         */
        POINTING,
        /** The board fits no legal move: the faults are shown until it is put right. */
        WRONG,
        /** The board fits a move but pods it removes still stand: the game waits until they are gone. */
        TO_REMOVE,
        /** Exactly one move fits the board: the mover's press ends the turn. */
        READY,
        /**
         * Gestures leave one move the board alone does not say (a prong, which pod of a stack): the LEDs show
         * it, and a press only shows it on the clock display (the chooser with one candidate); a second press
         * plays it. A hand putting back a step it should not have made reads as a point, so a gesture never
         * ends a turn by itself (docs/OCTI.md, "An accidental gesture").
         */
        PICKED,
        /** Several moves fit: a press starts the chooser. */
        AMBIGUOUS,
        /** The chooser shows candidate {@code choice}: the other button steps, the mover's confirms. */
        CHOOSING,
        /** The board does not show the AI's (or the page's) move yet; the LEDs show it. */
        SHOWING_TARGET,
        /** The turn is over: {@link State#move()}. */
        DONE
    }

    /**
     * What the turn looks like now. Immutable.
     *
     * @param status     where the turn stands
     * @param candidates the moves the board fits, narrowed by the gestures (notation order)
     * @param choice     the candidate the chooser shows, or -1
     * @param faults     squares at fault (WRONG; or, with a target, squares that belong neither to the
     *                   position nor to the target)
     * @param lifted     squares of the mover's team left empty (a pod in the hand)
     * @param toRemove   pods the move removes that still stand
     * @param gestures   the gestures in force on this board
     * @param target     the AI's or the page's move, or null
     * @param move       the move that ended the turn, or null
     * @param message    what the page says about the last event (a press refused and why), or ""
     * @param board      what the sensors read ({@link OctiSensors#read}): pods already taken off are not
     *                   asked for again
     * @param pointing   the point gesture being made (POINTING), or null
     */
    public record State(Status status, List<OctiMove> candidates, int choice, List<OctiFault> faults,
                        List<Integer> lifted, List<Integer> toRemove, List<Gesture> gestures, OctiMove target,
                        OctiMove move, String message, String board, Gesture pointing) {

        public State(Status status, List<OctiMove> candidates, int choice, List<OctiFault> faults,
                     List<Integer> lifted, List<Integer> toRemove, List<Gesture> gestures, OctiMove target,
                     OctiMove move, String message, String board) {
            this(status, candidates, choice, faults, lifted, toRemove, gestures, target, move, message, board, null);
        }

        public State {
            candidates = MoveIndex.keep(candidates);
            faults = List.copyOf(faults);
            lifted = List.copyOf(lifted);
            toRemove = List.copyOf(toRemove);
            gestures = List.copyOf(gestures);
        }

        /** The move the LEDs show: the target, or the chooser's candidate, or the only candidate; else null. */
        public OctiMove shown() {
            if (target != null) {
                return target;
            }
            if (choice >= 0) {
                return candidates.get(choice);
            }
            boolean one = status == Status.READY || status == Status.PICKED
                    || status == Status.TO_REMOVE && candidates.size() == 1;
            return one ? candidates.get(0) : null;
        }

        /** The clock display's text while choosing, as {@code 2/5}; else "". */
        public String choiceText() {
            return choice < 0 ? "" : (choice + 1) + "/" + candidates.size();
        }
    }

    private static final int HISTORY = 6;

    private final MoveIndex index;
    private final boolean aiTarget;
    private OctiMove target;
    private boolean pageTarget;
    private final List<String> history = new ArrayList<>();
    private final List<Gesture> gestures = new ArrayList<>();
    private String gestureBoard;
    private int choice = -1;
    private OctiMove move;
    private State state;

    private OctiTurn(MoveIndex index, OctiMove aiMove, SensorFrame frame) {
        this.index = index;
        this.aiTarget = aiMove != null;
        this.target = aiMove;
        if (aiMove != null) {
            checkLegal(aiMove);
        }
        history.add(OctiSensors.read(frame, index.kind()));
        state = evaluate("");
    }

    /** A person's turn; {@code frame} is the stable frame when it begins. */
    public static OctiTurn person(MoveIndex index, SensorFrame frame) {
        return new OctiTurn(index, null, frame);
    }

    /** The AI's turn: {@code aiMove} is its chosen move, which the players make on the board for it. */
    public static OctiTurn ai(MoveIndex index, OctiMove aiMove, SensorFrame frame) {
        if (aiMove == null) {
            throw new IllegalArgumentException("the AI's turn needs the AI's move");
        }
        return new OctiTurn(index, aiMove, frame);
    }

    public MoveIndex index() {
        return index;
    }

    public OctiPosition position() {
        return index.position();
    }

    public State state() {
        return state;
    }

    public boolean isDone() {
        return move != null;
    }

    /** A new stable frame. */
    public State frame(SensorFrame frame) {
        String readings = OctiSensors.read(frame, index.kind());
        if (move != null || readings.equals(current())) {
            return state;
        }
        history.add(readings);
        if (history.size() > HISTORY) {
            history.remove(0);
        }
        choice = -1;
        String message = "";
        Gesture g = aiTarget ? null : Gestures.detect(history, position().variant().cylinder());
        if (g != null) {
            message = addGesture(g, readings);
        } else if (readings.equals(gestureBoard)) {
            gestures.clear(); // back where the gestures were made by another way: the player started over
            gestureBoard = null;
        }
        state = evaluate(message);
        return state;
    }

    /** A clock button. */
    public State press(Button button) {
        if (move != null) {
            return state;
        }
        State s = state;
        if (button == Button.OTHER) {
            if (s.status() == Status.CHOOSING) {
                // after the last candidate the chooser closes (the display shows the time again): the way out
                choice = choice + 1 < s.candidates().size() ? choice + 1 : -1;
                state = evaluate("");
            } else if (choosable(s)) {
                choice = 0;
                state = evaluate("");
            } else {
                state = evaluate("the other button only steps through candidate moves");
            }
            return state;
        }
        switch (s.status()) {
            case CHOOSING -> finish(s.candidates().get(choice));
            case READY -> finish(s.target() != null ? s.target() : s.candidates().get(0));
            case PICKED -> {
                choice = 0; // shown on the display; the second press plays it
                state = evaluate("");
            }
            case UNTOUCHED, AMBIGUOUS -> {
                if (s.candidates().isEmpty()) {
                    state = evaluate("no legal move leaves the board as it is");
                } else {
                    choice = 0;
                    state = evaluate("");
                }
            }
            case TO_REMOVE -> state = evaluate("take the pods off " + names(s.toRemove()) + " first");
            case IN_HAND -> state = evaluate("a pod is still in the hand: " + names(s.lifted()));
            case POINTING -> state = evaluate("the pod is pointing " + s.pointing().toward() + " from "
                    + Squares.name(s.pointing().square()) + ": put it back there first");
            case WRONG -> state = evaluate("the board fits no legal move: " + faultText(s.faults()));
            case SHOWING_TARGET -> state = evaluate("the board does not show "
                    + OctiNotation.format(position(), target) + " yet");
            case DONE -> {
            }
        }
        return state;
    }

    /**
     * The page's one-tap choice of a legal move: it becomes the target, and the turn ends as soon as the
     * board shows it (at once when it already does). Throws naming the reason when the move is not legal.
     */
    public State choose(OctiMove chosen) {
        if (move != null) {
            throw new IllegalStateException("the turn is over");
        }
        if (aiTarget) {
            throw new IllegalStateException("the AI's move is being made; the page chooses only a person's move");
        }
        checkLegal(chosen);
        target = chosen;
        pageTarget = true;
        choice = -1;
        state = evaluate("");
        return state;
    }

    private void checkLegal(OctiMove m) {
        String why = position().whyIllegal(m);
        if (why != null) {
            throw new IllegalArgumentException("not a legal move here: " + why);
        }
    }

    private String current() {
        return history.get(history.size() - 1);
    }

    private String addGesture(Gesture g, String board) {
        if (!board.equals(gestureBoard)) {
            gestures.clear();
            gestureBoard = board;
        }
        List<OctiMove> base = baseCandidates(board);
        if (base.stream().noneMatch(m -> Gestures.selects(g, position(), m))) {
            return g + ": no candidate move fits it";
        }
        if (narrow(base).stream().noneMatch(m -> Gestures.selects(g, position(), m))) {
            gestures.clear(); // it contradicts the earlier ones: the player starts over with this one
        }
        gestures.add(g);
        return "";
    }

    private List<OctiMove> baseCandidates(String board) {
        return index.moves(board);
    }

    private List<OctiMove> narrow(List<OctiMove> moves) {
        List<OctiMove> out = moves;
        for (Gesture g : gestures) {
            out = out.stream().filter(m -> Gestures.selects(g, position(), m)).toList();
        }
        return out;
    }

    private State evaluate(String message) {
        String board = current();
        List<Gesture> inForce = board.equals(gestureBoard) ? List.copyOf(gestures) : List.of();
        if (target != null) {
            return evaluateTarget(board, message, inForce);
        }
        OctiObservation o = OctiReconciler.observe(index, board);
        return switch (o) {
            case OctiObservation.Untouched u -> {
                List<OctiMove> c = inForce.isEmpty() ? u.invisible() : narrow(u.invisible());
                Status st = choice >= 0 ? Status.CHOOSING
                        : inForce.isEmpty() ? Status.UNTOUCHED : c.size() == 1 ? Status.PICKED : Status.AMBIGUOUS;
                yield new State(st, c, choice, List.of(), List.of(), List.of(), inForce, null, null, message, board);
            }
            case OctiObservation.Fits f -> {
                List<OctiMove> c = inForce.isEmpty() ? f.candidates() : narrow(f.candidates());
                Status st = !f.complete() ? Status.TO_REMOVE
                        : choice >= 0 ? Status.CHOOSING
                        : c.size() > 1 ? Status.AMBIGUOUS : f.exact() ? Status.READY : Status.PICKED;
                yield new State(st, c, f.complete() ? choice : -1, List.of(), List.of(), f.toRemove(), inForce, null, null,
                        message, board);
            }
            case OctiObservation.Pointing pt -> new State(Status.POINTING, pt.picks(), -1, List.of(),
                    List.of(pt.gesture().square()), List.of(), inForce, null, null, message, board, pt.gesture());
            case OctiObservation.Mismatch m -> new State(m.inHand() ? Status.IN_HAND : Status.WRONG, List.of(), -1,
                    m.faults(), m.lifted(), List.of(), inForce, null, null, message, board);
        };
    }

    private State evaluateTarget(String board, String message, List<Gesture> inForce) {
        String after = index.after(target);
        if (board.equals(after)) {
            boolean selfEvident = index.count(after) == 1 && !after.equals(index.before());
            if (pageTarget || aiTarget && selfEvident) {
                finish(target);
                return state;
            }
            return new State(Status.READY, List.of(target), -1, List.of(), List.of(), List.of(), inForce, target, null,
                    message, board);
        }
        // What is still to do is shown with the target; squares that belong to neither board are wrong.
        String before = index.before();
        OctiObservation.Mismatch m = OctiReconciler.mismatch(position(), index.kind(), before, board);
        List<OctiFault> faults = new ArrayList<>();
        for (OctiFault f : m.faults()) {
            if (board.charAt(f.square()) != after.charAt(f.square())) {
                faults.add(f);
            }
        }
        // Pods still to take off: what the move empties, except the squares its own pods leave.
        java.util.Set<Integer> leaving = origins(target);
        List<Integer> toRemove = new ArrayList<>();
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            if (!OctiSensors.occupied(after.charAt(sq)) && OctiSensors.occupied(board.charAt(sq))
                    && OctiSensors.occupied(before.charAt(sq)) && !leaving.contains(sq)) {
                toRemove.add(sq);
            }
        }
        return new State(Status.SHOWING_TARGET, List.of(target), -1, faults, m.lifted(), toRemove, inForce, target, null,
                message, board);
    }

    private static java.util.Set<Integer> origins(OctiMove m) {
        java.util.Set<Integer> out = new java.util.HashSet<>();
        switch (m) {
            case OctiMove.Walk w -> out.add(w.origin());
            case OctiMove.Turn t -> {
                for (OctiMove.Walk w : t.extras()) {
                    out.add(w.origin());
                }
                out.addAll(origins(t.normal()));
            }
            default -> {
            }
        }
        return out;
    }

    private boolean choosable(State s) {
        return (s.status() == Status.UNTOUCHED || s.status() == Status.AMBIGUOUS || s.status() == Status.PICKED)
                && !s.candidates().isEmpty();
    }

    private void finish(OctiMove m) {
        move = m;
        choice = -1;
        state = new State(Status.DONE, List.of(m), -1, List.of(), List.of(), List.of(), List.of(), target, m, "",
                current());
    }

    private static String names(List<Integer> squares) {
        return String.join(" ", squares.stream().map(Squares::name).toList());
    }

    private static String faultText(List<OctiFault> faults) {
        return String.join(", ", faults.stream().map(OctiFault::describe).toList());
    }
}
