package org.othellier.board.octi;

import java.util.ArrayList;
import java.util.List;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.game.octi.Dir;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.SquareView;
import org.othellier.game.octi.Squares;

/**
 * Turns a stable frame of the 9x9 grid into an {@link OctiObservation} of the position in play: a pure
 * function of the {@link MoveIndex} (the position's legal moves grouped by what they leave) and the
 * frame. Every physical situation is a test with two board pictures.
 *
 * <p>The board fits a move when it reads exactly what the position after that move would read; the
 * sensors see pods on squares and (colour sensors) their team colour, never prongs nor how many pods
 * stand in a stack (docs/RULES.md), so several moves may fit one frame and some fit the unchanged board.
 */
public final class OctiReconciler {

    private OctiReconciler() {
    }

    public static OctiObservation observe(MoveIndex index, SensorFrame frame) {
        return observe(index, OctiSensors.read(frame, index.kind()));
    }

    /** The same for a frame already read as a key ({@link OctiSensors#read}). */
    public static OctiObservation observe(MoveIndex index, String readings) {
        if (readings.length() != Squares.COUNT) {
            throw new IllegalArgumentException("readings of " + readings.length() + " squares for the 9x9 Octi board");
        }
        if (readings.equals(index.before())) {
            return new OctiObservation.Untouched(index.moves(readings));
        }
        if (index.fits(readings)) {
            return new OctiObservation.Fits(index.moves(readings), List.of());
        }
        OctiObservation.Fits pending = pendingRemoval(index, readings);
        if (pending != null) {
            return pending;
        }
        OctiObservation.Pointing pointing = pointing(index, readings);
        return pointing != null ? pointing : mismatch(index.position(), index.kind(), index.before(), readings);
    }

    /**
     * The touch of a point gesture (README, "Octi at the board"): the readings are a board the turn fits (or the
     * position itself) with the mover's pods of one square lifted and touched down on an empty neighbour, and
     * pointing that way picks a legal move of that board (a prong into that socket, X-7; a pod leaving that way,
     * The first such touch in board order, or null when there is none: then the board is wrong.
     */
    static OctiObservation.Pointing pointing(MoveIndex index, String readings) {
        OctiPosition p = index.position();
        boolean cylinder = p.variant().cylinder();
        char mover = OctiSensors.symbol(SquareView.of(p.toMove().team()), index.kind());
        char[] board = readings.toCharArray();
        for (int touched = 0; touched < Squares.COUNT; touched++) {
            if (board[touched] != mover) {
                continue;
            }
            for (Dir toward : Dir.values()) {
                int from = Squares.next(touched, toward.opposite(), cylinder);
                if (from < 0 || OctiSensors.occupied(board[from])) {
                    continue;
                }
                board[from] = mover;
                board[touched] = Reading.EMPTY.symbol();
                String before = new String(board);
                board[from] = Reading.EMPTY.symbol();
                board[touched] = mover;
                if (!before.equals(index.before()) && !index.fits(before)) {
                    continue;
                }
                Gesture point = Gesture.point(from, toward);
                List<OctiMove> picks = index.moves(before).stream().filter(m -> Gestures.selects(point, p, m)).toList();
                if (!picks.isEmpty()) {
                    return new OctiObservation.Pointing(point, picks);
                }
            }
        }
        return null;
    }

    /**
     * The one set of readings some legal move leaves from which the board differs only by pods not yet
     * taken away (squares the move empties that still read as before), with the fewest such squares;
     * null when there is none or the nearest are several. A jump whose jumped pods still stand is not
     * this: it fits the same jump capturing nothing, and taking pods is the player's choice.
     */
    private static OctiObservation.Fits pendingRemoval(MoveIndex index, String readings) {
        String before = index.before();
        String best = null;
        int bestCount = Integer.MAX_VALUE;
        boolean tie = false;
        for (String after : index.readings()) {
            int pending = 0;
            for (int sq = 0; sq < Squares.COUNT && pending >= 0; sq++) {
                char a = after.charAt(sq);
                char f = readings.charAt(sq);
                if (a != f) {
                    pending = !OctiSensors.occupied(a) && f == before.charAt(sq) ? pending + 1 : -1;
                }
            }
            if (pending > 0 && pending <= bestCount) {
                tie = pending == bestCount;
                bestCount = pending;
                best = after;
            }
        }
        if (best == null || tie) {
            return null;
        }
        List<Integer> toRemove = new ArrayList<>();
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            if (best.charAt(sq) != readings.charAt(sq)) {
                toRemove.add(sq);
            }
        }
        return new OctiObservation.Fits(index.moves(best), toRemove);
    }

    /** Every square that differs from the position, except the mover's team's squares left empty (pods in the hand). */
    static OctiObservation.Mismatch mismatch(OctiPosition position, SensorKind kind, String before, String readings) {
        List<OctiFault> faults = new ArrayList<>();
        List<Integer> lifted = new ArrayList<>();
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            char e = before.charAt(sq);
            char f = readings.charAt(sq);
            if (e == f) {
                continue;
            }
            if (f == Reading.EMPTY.symbol()) {
                if (ownTeamThere(position, sq)) {
                    lifted.add(sq);
                } else {
                    faults.add(new OctiFault(sq, OctiFault.Kind.MISSING_POD));
                }
            } else if (e == Reading.EMPTY.symbol()) {
                faults.add(new OctiFault(sq, OctiFault.Kind.EXTRA_POD));
            } else {
                faults.add(new OctiFault(sq, OctiFault.Kind.WRONG_COLOUR));
            }
        }
        return new OctiObservation.Mismatch(faults, lifted);
    }

    private static boolean ownTeamThere(OctiPosition position, int square) {
        return position.view(square) == SquareView.of(position.toMove().team());
    }
}
