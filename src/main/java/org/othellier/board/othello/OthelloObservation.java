package org.othellier.board.othello;

import java.util.List;
import java.util.Map;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;

/** What a stable frame means for the game in progress: the reconciler's answer. Immutable. */
public sealed interface OthelloObservation {

    /** The board shows the game's position exactly. */
    record InSync() implements OthelloObservation {
    }

    /**
     * The board shows a legal move being made: one new disc on a legal square, every other
     * difference being one of its flips (done, still to do, or lifted while being turned).
     *
     * @param move     the move
     * @param mover    who makes it
     * @param toFlip   flips the board does not show yet (on a presence board: all of them, it cannot tell)
     * @param lifted   flips whose disc is off the board right now (tolerated while flipping)
     * @param faults   anything else that is wrong: a wrong flip, a missing disc, the new disc the wrong way up
     * @param complete the board shows the position after the move (presence: every disc in place)
     */
    record MoveSeen(OthelloMove move, Side mover, List<Integer> toFlip, List<Integer> lifted, List<OthelloFault> faults,
                    boolean complete) implements OthelloObservation {
        public MoveSeen {
            toFlip = List.copyOf(toFlip);
            lifted = List.copyOf(lifted);
            faults = List.copyOf(faults);
        }
    }

    /**
     * The board matches neither the position nor a move being made.
     *
     * @param faults the squares at fault, each with its reason
     * @param target the position (as a ply of the game) the board is closest to; the current ply
     *               unless an earlier one is strictly closer and takeback is allowed
     * @param fixes  what to do on each square to get back to {@code target}
     */
    record Mismatch(List<OthelloFault> faults, int target, Map<Integer, Fix> fixes) implements OthelloObservation {
        public Mismatch {
            faults = List.copyOf(faults);
            fixes = Map.copyOf(fixes);
        }
    }

    /** The board shows an earlier position of the game exactly: a takeback to that ply (casual games only). */
    record TakenBack(int ply) implements OthelloObservation {
    }
}
