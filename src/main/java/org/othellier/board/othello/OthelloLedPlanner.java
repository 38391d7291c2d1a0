package org.othellier.board.othello;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.othellier.board.Led;
import org.othellier.board.LedPlan;
import org.othellier.board.Signals;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloResult;

/** What the LEDs show for an observation of an Othello game: a pure function, the legend in {@link Signals}. */
public final class OthelloLedPlanner {

    /**
     * What the planner shows beside the observation.
     *
     * @param lostTrack show the way back ({@link OthelloObservation.Mismatch#fixes()}) instead of the faults
     * @param passed    the side that just passed, shown on the corners until the board changes; or null
     * @param flipBack  after a takeback on a presence board, the discs to turn back (it cannot see them)
     * @param result    the result once the game is over, or null
     * @param hints     show the legal moves of a person to move
     * @param lastMove  show the last move played
     */
    public record Extras(boolean lostTrack, Side passed, List<Integer> flipBack, OthelloResult result, boolean hints,
                         boolean lastMove) {
        public static final Extras NONE = new Extras(false, null, List.of(), null, false, false);

        public Extras {
            flipBack = List.copyOf(flipBack);
        }
    }

    private OthelloLedPlanner() {
    }

    public static LedPlan plan(Situation s, OthelloObservation o, Extras x) {
        OthelloPosition p = s.position();
        int size = p.size();
        Led[] leds = new Led[size * size];
        Arrays.fill(leds, Led.OFF);
        if (x.result() != null) {
            for (int i = 0; i < leds.length; i++) {
                Side d = p.at(i);
                if (d != null && (x.result().winner() == null || d == x.result().winner())) {
                    leds[i] = x.result().winner() == null ? Signals.DRAW : Signals.WINNER;
                }
            }
            return LedPlan.of(size, size, leds);
        }
        switch (o) {
            case OthelloObservation.InSync in -> {
                if (s.aiToMove() && s.requested() != null) {
                    showAiMove(p, s.requested(), leds);
                } else if (x.passed() != null) {
                    int last = size - 1;
                    for (int sq : new int[] {0, last, last * size, last * size + last}) {
                        leds[sq] = Signals.PASS;
                    }
                } else {
                    if (x.hints() && !s.aiToMove()) {
                        for (OthelloMove m : p.legalMoves()) {
                            leds[m.square(size)] = Signals.HINT;
                        }
                    }
                    if (x.lastMove()) {
                        List<OthelloMove> moves = s.game().moves();
                        for (int i = moves.size() - 1; i >= 0; i--) {
                            if (!moves.get(i).isPass()) {
                                leds[moves.get(i).square(size)] = Signals.LAST_MOVE;
                                break;
                            }
                        }
                    }
                }
                for (int sq : x.flipBack()) {
                    leds[sq] = Signals.FLIP;
                }
            }
            case OthelloObservation.MoveSeen seen -> {
                boolean ai = s.aiToMove();
                for (int sq : seen.toFlip()) {
                    leds[sq] = ai ? Signals.AI_FLIP : Signals.FLIP;
                }
                for (OthelloFault f : seen.faults()) {
                    leds[f.square()] = Signals.FAULT;
                }
            }
            case OthelloObservation.Mismatch mm -> {
                if (s.aiToMove() && s.requested() != null) {
                    showAiMove(p, s.requested(), leds);
                }
                if (x.lostTrack()) {
                    for (Map.Entry<Integer, Fix> e : mm.fixes().entrySet()) {
                        leds[e.getKey()] = switch (e.getValue()) {
                            case PUT, PUT_BLACK, PUT_WHITE -> Signals.PUT;
                            case REMOVE -> Signals.REMOVE;
                            case FLIP -> Signals.TURN;
                        };
                    }
                } else {
                    for (OthelloFault f : mm.faults()) {
                        leds[f.square()] = Signals.FAULT;
                    }
                }
            }
            case OthelloObservation.TakenBack tb -> {
                // the controller takes the game back and plans again
            }
        }
        return LedPlan.of(size, size, leds);
    }

    private static void showAiMove(OthelloPosition p, OthelloMove m, Led[] leds) {
        for (int sq : p.flips(m)) {
            leds[sq] = Signals.AI_FLIP;
        }
        leds[m.square(p.size())] = Signals.AI_PLACE;
    }
}
