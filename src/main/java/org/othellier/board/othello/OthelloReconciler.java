package org.othellier.board.othello;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.othellier.board.Reading;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;

/**
 * Turns a stable sensor frame into an {@link OthelloObservation} of the Othello game in progress. A pure
 * function of the situation and the frame: nothing here reads a clock or a port, so every physical
 * situation is a test with two board pictures.
 *
 * <p>One new disc on a legal square is that move; its flips may be done, still to do, or lifted
 * while being turned. Anything else (two new discs, an illegal square, a disc taken away, a wrong
 * flip) is a mismatch naming the squares at fault. A board equal to an earlier position is a
 * takeback when the game allows it.
 */
public final class OthelloReconciler {

    private OthelloReconciler() {
    }

    /** What the sensors should read on each square of a position. */
    public static Reading[] expected(OthelloPosition p, SensorKind kind) {
        int n = p.variant().squares();
        Reading[] out = new Reading[n];
        for (int i = 0; i < n; i++) {
            Side s = p.at(i);
            out[i] = s == null ? Reading.EMPTY : kind == SensorKind.PRESENCE ? Reading.OCCUPIED : reading(s);
        }
        return out;
    }

    /** The frame the sensors read when the board shows a position. */
    public static SensorFrame expectedFrame(OthelloPosition p, SensorKind kind) {
        return SensorFrame.of(p.size(), p.size(), expected(p, kind));
    }

    public static Reading reading(Side side) {
        return side == Side.BLACK ? Reading.BLACK : Reading.WHITE;
    }

    public static OthelloObservation observe(Situation s, SensorFrame frame) {
        OthelloPosition p = s.position();
        int n = p.variant().squares();
        if (frame.rows() != p.size() || frame.cols() != p.size()) {
            throw new IllegalArgumentException("a " + frame.rows() + "x" + frame.cols() + " frame for a "
                    + p.size() + "x" + p.size() + " game");
        }
        SensorKind kind = s.kind();
        Reading[] f = read(frame, kind);
        Reading[] e = expected(p, kind);
        List<Integer> added = new ArrayList<>(2);
        boolean same = true;
        for (int i = 0; i < n; i++) {
            if (f[i] != e[i]) {
                same = false;
                if (e[i] == Reading.EMPTY) {
                    added.add(i);
                }
            }
        }
        if (same) {
            return new OthelloObservation.InSync();
        }
        if (added.size() == 1 && !p.isOver()) {
            int q = added.get(0);
            OthelloMove m = OthelloMove.at(q, p.size());
            if (p.isLegal(m)) {
                if (s.aiToMove() && s.requested() == null) {
                    return mismatch(s, f, e, q, OthelloFault.Kind.AI_THINKING);
                }
                if (s.aiToMove() && !m.equals(s.requested())) {
                    return mismatch(s, f, e, q, OthelloFault.Kind.NOT_THE_AI_MOVE);
                }
                return moveSeen(p, kind, m, q, f, e);
            }
            return mismatch(s, f, e, q, OthelloFault.Kind.ILLEGAL_MOVE);
        }
        if (added.isEmpty() && s.takebackAllowed()) {
            for (int ply = s.game().ply() - 1; ply >= 0; ply--) {
                if (java.util.Arrays.equals(f, expected(s.game().positionAt(ply), kind))) {
                    return new OthelloObservation.TakenBack(ply);
                }
            }
        }
        return mismatch(s, f, e, -1, null);
    }

    /**
     * The frame against the game's position alone: in sync, or a mismatch whose fixes lead back to the position. What
     * the board reads after a takeback made by command (the page, the clock buttons) until it shows the position
     * again: the move taken back, still on the board, is never read as being made again.
     */
    public static OthelloObservation restoring(Situation s, SensorFrame frame) {
        Reading[] f = read(frame, s.kind());
        Reading[] e = expected(s.position(), s.kind());
        if (java.util.Arrays.equals(f, e)) {
            return new OthelloObservation.InSync();
        }
        return mismatch(new Situation(s.game(), s.kind(), s.aiToMove(), s.requested(), false), f, e, -1, null);
    }

    private static OthelloObservation moveSeen(OthelloPosition p, SensorKind kind, OthelloMove m, int q, Reading[] f, Reading[] e) {
        Side mover = p.toMove();
        Reading own = reading(mover);
        int[] flips = p.flips(m);
        boolean[] isFlip = new boolean[f.length];
        List<Integer> toFlip = new ArrayList<>();
        List<Integer> lifted = new ArrayList<>();
        for (int sq : flips) {
            isFlip[sq] = true;
            if (f[sq] == Reading.EMPTY) {
                lifted.add(sq);
                toFlip.add(sq);
            } else if (kind == SensorKind.PRESENCE || f[sq] != own) {
                toFlip.add(sq); // a presence board cannot see a flip: every one stays shown until the press
            }
        }
        List<OthelloFault> faults = new ArrayList<>();
        if (kind == SensorKind.COLOUR && f[q] != own) {
            faults.add(new OthelloFault(q, OthelloFault.Kind.WRONG_COLOUR));
        }
        for (int i = 0; i < f.length; i++) {
            if (i != q && !isFlip[i] && f[i] != e[i]) {
                faults.add(new OthelloFault(i, faultKind(e[i], f[i])));
            }
        }
        boolean complete = faults.isEmpty() && lifted.isEmpty()
                && (kind == SensorKind.PRESENCE || toFlip.isEmpty());
        return new OthelloObservation.MoveSeen(m, mover, toFlip, lifted, faults, complete);
    }

    /** Every differing square is a fault; {@code q} (if not -1) gets the given reason. */
    private static OthelloObservation mismatch(Situation s, Reading[] f, Reading[] e, int q, OthelloFault.Kind qKind) {
        List<OthelloFault> faults = new ArrayList<>();
        for (int i = 0; i < f.length; i++) {
            if (i == q) {
                faults.add(new OthelloFault(i, qKind));
            } else if (f[i] != e[i]) {
                faults.add(new OthelloFault(i, faultKind(e[i], f[i])));
            }
        }
        int target = s.game().ply();
        int best = diffCount(f, e);
        if (s.takebackAllowed()) {
            for (int ply = target - 1; ply >= 0; ply--) {
                int d = diffCount(f, expected(s.game().positionAt(ply), s.kind()));
                if (d < best) {
                    best = d;
                    target = ply;
                }
            }
        }
        return new OthelloObservation.Mismatch(faults, target, fixes(f, s.game().positionAt(target), s.kind()));
    }

    /** What to do on each square of {@code f} to make the board show {@code target}. */
    public static Map<Integer, Fix> fixes(Reading[] f, OthelloPosition target, SensorKind kind) {
        Reading[] t = expected(target, kind);
        Map<Integer, Fix> fixes = new HashMap<>();
        for (int i = 0; i < f.length; i++) {
            if (f[i] == t[i]) {
                continue;
            }
            if (t[i] == Reading.EMPTY) {
                fixes.put(i, Fix.REMOVE);
            } else if (f[i] == Reading.EMPTY) {
                fixes.put(i, kind == SensorKind.PRESENCE ? Fix.PUT : t[i] == Reading.BLACK ? Fix.PUT_BLACK : Fix.PUT_WHITE);
            } else {
                fixes.put(i, Fix.FLIP);
            }
        }
        return fixes;
    }

    private static OthelloFault.Kind faultKind(Reading expected, Reading found) {
        if (expected == Reading.EMPTY) {
            return OthelloFault.Kind.EXTRA_DISC;
        }
        return found == Reading.EMPTY ? OthelloFault.Kind.MISSING_DISC : OthelloFault.Kind.WRONG_COLOUR;
    }

    private static int diffCount(Reading[] a, Reading[] b) {
        int d = 0;
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                d++;
            }
        }
        return d;
    }

    /** The frame's readings; a presence board's colours (a simulated frame may carry them) read as occupied. */
    private static Reading[] read(SensorFrame frame, SensorKind kind) {
        Reading[] r = new Reading[frame.squares()];
        for (int i = 0; i < r.length; i++) {
            Reading x = frame.get(i);
            r[i] = kind == SensorKind.PRESENCE && x.isOccupied() ? Reading.OCCUPIED : x;
        }
        return r;
    }
}
