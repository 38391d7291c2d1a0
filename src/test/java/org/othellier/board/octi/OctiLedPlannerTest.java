package org.othellier.board.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.othellier.board.Led;
import org.othellier.board.LedPlan;
import org.othellier.board.SensorKind;
import org.othellier.board.Signals;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPicture;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.octi.Squares;

/** What the LEDs show during an Octi turn: the AI's move, the chooser's candidate, pods to take, faults. */
class OctiLedPlannerTest {

    private static final OctiPosition P = OctiPicture.parse(OctiVariant.FAST, """
            1 . . . . . . . . .
            2 . . . . . . . . .
            3 . . W . W . W . .
            4 . . . . . W . . .
            5 . . . . W . . . .
            6 . . . . B86 . . . .
            7 . . B . B . B . .
            8 . . . . . . . . .
            9 B4 . . . . . . . .
            Black to move; reserve B1 W2
            """);

    private static LedPlan planFor(String aiMove) {
        MoveIndex index = MoveIndex.of(P, SensorKind.COLOUR);
        OctiTurn t = OctiTurn.ai(index, OctiNotation.parse(P, aiMove), OctiSensors.expectedFrame(P, SensorKind.COLOUR));
        return OctiLedPlanner.plan(P, t.state());
    }

    private static Led at(LedPlan plan, String square) {
        return plan.get(Squares.parse(square));
    }

    @Test
    void theAisChainShowsItsPodItsPathAndThePodsToTake() {
        LedPlan plan = planFor("e6xe4xg4");
        assertEquals(Signals.AI_POD, at(plan, "e6"));
        assertEquals(Signals.AI_VIA, at(plan, "e4"));
        assertEquals(Signals.AI_PLACE, at(plan, "g4"));
        assertEquals(Signals.TAKE, at(plan, "e5"));
        assertEquals(Signals.TAKE, at(plan, "f4"));
        assertEquals(5, litCount(plan));
    }

    @Test
    void theAisProngBlinksTheNeighbourInItsDirectionOrItsOwnSquareTowardTheEdge() {
        LedPlan plan = planFor("e6+S");
        assertEquals(Signals.AI_POD, at(plan, "e6"));
        assertEquals(Signals.PRONG, at(plan, "e7"));
        LedPlan edge = planFor("a9+SW");
        assertEquals(Signals.PRONG, at(edge, "a9"));
        assertEquals(1, litCount(edge));
    }

    @Test
    void theAisEntryBlinksItsHome() {
        LedPlan plan = planFor("@c7");
        assertEquals(Signals.AI_PLACE, at(plan, "c7"));
        assertEquals(1, litCount(plan));
    }

    @Test
    void theChoosersCandidateIsWhiteAndFaultsAreRed() {
        MoveIndex index = MoveIndex.of(P, SensorKind.COLOUR);
        OctiTurn t = OctiTurn.person(index, OctiSensors.expectedFrame(P, SensorKind.COLOUR));
        t.press(OctiTurn.Button.MOVER);
        LedPlan plan = OctiLedPlanner.plan(P, t.state());
        var shown = t.state().shown();
        assertTrue(shown != null);
        assertTrue(litCount(plan) >= 1);
        for (int sq = 0; sq < Squares.COUNT; sq++) {
            Led led = plan.get(sq);
            assertTrue(led.isOff() || led.equals(Signals.CHOICE_POD) || led.equals(Signals.CHOICE_PLACE)
                    || led.equals(Signals.PRONG), led.toString());
        }
        char[] wrong = index.before().toCharArray();
        wrong[Squares.parse("a1")] = 'O';
        t.frame(OctiSensors.frame(new String(wrong)));
        LedPlan faults = OctiLedPlanner.plan(P, t.state());
        assertEquals(Signals.FAULT, at(faults, "a1"));
        assertEquals(1, litCount(faults));
    }

    private static int litCount(LedPlan plan) {
        int n = 0;
        for (int sq = 0; sq < plan.size(); sq++) {
            n += plan.get(sq).isOff() ? 0 : 1;
        }
        return n;
    }
}
