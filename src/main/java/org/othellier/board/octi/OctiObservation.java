package org.othellier.board.octi;

import java.util.List;
import org.othellier.game.octi.OctiMove;

/** What one stable frame means for the Octi position in play: the reconciler's answer. Immutable. */
public sealed interface OctiObservation {

    /**
     * The mover's pods of one square touched down on an empty neighbour, which no legal move leaves: the middle
     * of a point gesture (README, "Octi at the board") that picks at least one legal move ({@code picks}), so
     * nothing is wrong yet. Put back on their square they make the gesture; put elsewhere the board is read
     * again. Any prefix of a legal gesture is no fault: a lift is a pod in the hand, and this is the touch.
     */
    record Pointing(Gesture gesture, List<OctiMove> picks) implements OctiObservation {
        public Pointing {
            picks = MoveIndex.keep(picks);
            if (gesture.kind() != Gesture.Kind.POINT || picks.isEmpty()) {
                throw new IllegalArgumentException("pointing is a point that picks at least one legal move");
            }
        }
    }


    /**
     * The board shows the position as it is. {@code invisible} are the legal moves that leave it
     * looking the same (prong insertions, an entry onto an own stack, a pod moved onto an own stack,
     * a pass): only gestures, the clock buttons or the page can say that one of them was made.
     */
    record Untouched(List<OctiMove> invisible) implements OctiObservation {
        public Untouched {
            invisible = MoveIndex.keep(invisible);
        }
    }

    /**
     * The board shows what these legal moves (one or more, in notation order) leave, and nothing else
     * does. One is the move; several differ only in what the sensors cannot see (which pods of a stack
     * moved or were captured, a loop back home) and the player chooses.
     *
     * @param toRemove squares the moves empty whose pods still stand (pods the move removes without a
     *                 choice: a four-player player's pods when an enemy reaches their home, X-13); the
     *                 game waits until they are gone. Empty when the board shows the move completely.
     */
    record Fits(List<OctiMove> candidates, List<Integer> toRemove) implements OctiObservation {
        public Fits {
            candidates = MoveIndex.keep(candidates);
            toRemove = List.copyOf(toRemove);
            if (candidates.isEmpty()) {
                throw new IllegalArgumentException("a frame that fits moves fits at least one");
            }
        }

        public boolean exact() {
            return candidates.size() == 1;
        }

        public boolean complete() {
            return toRemove.isEmpty();
        }
    }

    /**
     * No legal move leaves what the board shows. {@code faults} are the squares that differ from the
     * position (shown on the LEDs until put right); {@code lifted} are squares of the mover's team that
     * are empty now, which is how a move in progress looks (a pod in the hand), so they are not faults.
     */
    record Mismatch(List<OctiFault> faults, List<Integer> lifted) implements OctiObservation {
        public Mismatch {
            faults = List.copyOf(faults);
            lifted = List.copyOf(lifted);
        }

        /** Only pods of the mover lifted: a move being made, nothing wrong yet. */
        public boolean inHand() {
            return faults.isEmpty();
        }
    }
}
