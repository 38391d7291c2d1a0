package org.othellier.board.octi;

import java.util.Arrays;
import org.othellier.board.Led;
import org.othellier.board.LedPlan;
import org.othellier.board.Signals;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiResult;
import org.othellier.game.octi.SquareView;
import org.othellier.game.octi.Squares;

/**
 * What the LEDs show for an Octi turn: a pure function of the position and the turn's state, the legend
 * in {@link Signals}. The AI's move (or the page's choice) in blue, the chooser's candidate in white,
 * pods to take off in magenta, faults in red.
 */
public final class OctiLedPlanner {

    private OctiLedPlanner() {
    }

    /**
     * As {@link #plan(OctiPosition, OctiTurn.State)}; once the board has fitted nothing for a while
     * ({@code wayBack}), as for Othello, the faults turn into the way back: put pods back here.
     */
    public static LedPlan plan(OctiPosition position, OctiTurn.State state, boolean wayBack) {
        LedPlan plan = plan(position, state);
        if (wayBack) {
            for (OctiFault f : state.faults()) {
                if (f.kind() == OctiFault.Kind.MISSING_POD) {
                    plan = plan.with(f.square(), Signals.PUT);
                }
            }
        }
        return plan;
    }

    /** The colours of a move: the AI's or the chooser's. */
    enum Palette {
        AI(Signals.AI_POD, Signals.AI_VIA, Signals.AI_PLACE),
        CHOICE(Signals.CHOICE_POD, Signals.CHOICE_VIA, Signals.CHOICE_PLACE);

        final Led pod;
        final Led via;
        final Led place;

        Palette(Led pod, Led via, Led place) {
            this.pod = pod;
            this.via = via;
            this.place = place;
        }
    }

    public static LedPlan plan(OctiPosition position, OctiTurn.State state) {
        Led[] leds = new Led[Squares.COUNT];
        Arrays.fill(leds, Led.OFF);
        switch (state.status()) {
            case DONE, UNTOUCHED, IN_HAND, POINTING -> {
                // nothing to show: the board is as it was, or a move is being made
            }
            case SHOWING_TARGET, READY, PICKED, CHOOSING, TO_REMOVE -> {
                OctiMove shown = state.shown();
                if (shown != null) {
                    show(position, shown, state.target() != null ? Palette.AI : Palette.CHOICE, leds);
                    takenAlready(state.board(), leds);
                }
            }
            case AMBIGUOUS -> {
                for (OctiMove m : state.candidates()) {
                    for (int sq : startSquares(m)) {
                        leds[sq] = Signals.CHOOSE;
                    }
                }
            }
            case WRONG -> {
            }
        }
        for (int sq : state.toRemove()) {
            leds[sq] = Signals.TAKE;
        }
        for (OctiFault f : state.faults()) {
            leds[f.square()] = Signals.FAULT;
        }
        return LedPlan.of(Squares.SIZE, Squares.SIZE, leds);
    }

    /**
     * Captured pods already off the board blink no more: "take off" only where the sensors still see pods
     * (a stack captured in part stays lit, since the sensors cannot count the pods left).
     */
    private static void takenAlready(String board, Led[] leds) {
        if (board == null) {
            return;
        }
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            if (leds[sq].equals(Signals.TAKE) && !OctiSensors.occupied(board.charAt(sq))) {
                leds[sq] = Led.OFF;
            }
        }
    }

    /** Game over: the winners' pods blink green (every pod cyan for a draw), as the Othello board shows its winner. */
    public static LedPlan result(OctiPosition p, OctiResult outcome) {
        LedPlan plan = LedPlan.dark(Squares.SIZE, Squares.SIZE);
        if (outcome == null) {
            return plan;
        }
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            SquareView view = p.view(sq);
            if (view == SquareView.EMPTY) {
                continue;
            }
            if (outcome.winner() == null) {
                plan = plan.with(sq, Signals.DRAW);
            } else if (view == SquareView.of(outcome.winner())) {
                plan = plan.with(sq, Signals.WINNER);
            }
        }
        return plan;
    }

    /** The LEDs of one candidate move alone, in the chooser's colours: the page draws a candidate with them. */
    public static LedPlan candidate(OctiPosition position, OctiMove move) {
        Led[] leds = new Led[Squares.COUNT];
        Arrays.fill(leds, Led.OFF);
        show(position, move, Palette.CHOICE, leds);
        return LedPlan.of(Squares.SIZE, Squares.SIZE, leds);
    }

    /** The LEDs of one move: its pod, the path of its jumps, its captures, a prong's direction, an entry. */
    static void show(OctiPosition position, OctiMove move, Palette palette, Led[] leds) {
        boolean cylinder = position.variant().cylinder();
        switch (move) {
            case OctiMove.Enter e -> leds[e.square()] = palette.place;
            case OctiMove.Insert i -> {
                leds[i.square()] = palette.pod;
                int toward = Squares.next(i.square(), i.dir(), cylinder);
                leds[toward >= 0 ? toward : i.square()] = i.superProng() ? Signals.SUPER_PRONG : Signals.PRONG;
            }
            case OctiMove.Walk w -> showWalk(w, palette, leds);
            case OctiMove.Turn t -> {
                for (OctiMove.Walk w : t.extras()) {
                    showWalk(w, palette, leds);
                }
                show(position, t.normal(), palette, leds);
            }
            case OctiMove.Pass p -> {
                int last = Squares.SIZE - 1;
                for (int sq : new int[] {0, last, Squares.of(0, last), Squares.of(last, last)}) {
                    leds[sq] = Signals.PASS;
                }
            }
        }
    }

    private static void showWalk(OctiMove.Walk w, Palette palette, Led[] leds) {
        if (leds[w.origin()].isOff()) {
            leds[w.origin()] = palette.pod;
        }
        for (OctiMove.Part part : w.parts()) {
            var landings = part.route().landings();
            for (int i = 0; i < landings.size(); i++) {
                leds[landings.get(i)] = i == landings.size() - 1 ? palette.place : palette.via;
            }
        }
        for (OctiMove.Part part : w.parts()) {
            for (OctiMove.Captured c : part.captures()) {
                leds[c.square()] = Signals.TAKE;
            }
        }
    }

    private static int[] startSquares(OctiMove m) {
        return switch (m) {
            case OctiMove.Enter e -> new int[] {e.square()};
            case OctiMove.Insert i -> new int[] {i.square()};
            case OctiMove.Walk w -> new int[] {w.origin()};
            case OctiMove.Turn t -> t.extras().isEmpty() ? startSquares(t.normal())
                    : new int[] {t.extras().get(0).origin()};
            case OctiMove.Pass p -> new int[0];
        };
    }
}
