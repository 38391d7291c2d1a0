package org.othellier.game.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the physical board can see (docs/RULES.md): per square nothing, or a colour; never a stack's size nor
 * prongs. The rules answer the reconciler's question "which legal moves leave this frame?" with
 * {@code legalMoves()}, {@code play} and {@code views()}.
 */
class SensorViewTest {

    private static final OctiPosition P = OctiPicture.parse(OctiVariant.FAST, """
            1 . . . . . . . . .
            2 . . . . . . . . .
            3 . . W . W . W . .
            4 . . . . . . . . .
            5 . . . . W . . . .
            6 . . . . B8 . . . .
            7 . . B . B8+B86 . B . .
            8 . . . . . . . . .
            9 . . . . . . . . .
            Black to move; reserve B2 W3
            """);

    /** The moves whose position looks like {@code frame} to colour sensors. */
    private static List<String> movesLeaving(OctiPosition p, SquareView[] frame) {
        return p.legalMoves().stream().filter(m -> Arrays.equals(p.play(m).views(), frame))
                .map(m -> OctiNotation.format(p, m)).sorted().toList();
    }

    @Test
    void aSquareShowsItsColourNotItsStack() {
        assertEquals(SquareView.BLACK, P.view(Squares.parse("e7")));
        assertEquals(SquareView.WHITE, P.view(Squares.parse("e5")));
        assertEquals(SquareView.EMPTY, P.view(Squares.parse("e4")));
        assertEquals(3, P.count(Squares.parse("e7")) + P.count(Squares.parse("e6")));
    }

    @Test
    void aCaptureIsSeenButWhichOfTheStackMovedIsNot() {
        // Seen: e6 empties, e5 empties (captured), e4 fills. Only the e6 pod can have made it.
        SquareView[] frame = P.views();
        frame[Squares.parse("e6")] = SquareView.EMPTY;
        frame[Squares.parse("e5")] = SquareView.EMPTY;
        frame[Squares.parse("e4")] = SquareView.BLACK;
        assertEquals(List.of("e6xe4"), movesLeaving(P, frame));
        // Seen: f7 fills and e7 stays black: either pod with an E prong... only [N,E] has one; or both moved.
        SquareView[] step = P.views();
        step[Squares.parse("f7")] = SquareView.BLACK;
        assertEquals(List.of("e7[N,E]-f7"), movesLeaving(P, step));
    }

    @Test
    void insertionsAndStackingChangeNothingTheSensorsSee() {
        List<String> invisible = movesLeaving(P, P.views());
        assertTrue(invisible.contains("e6+S"));
        assertTrue(invisible.contains("@e7"), "a pod entered onto its own stack");
        assertTrue(invisible.contains("e7[N]-e6"), "a pod moved onto an own stack");
        assertTrue(invisible.stream().allMatch(m -> m.contains("+") || m.startsWith("@") || m.contains("-e6")), invisible.toString());
    }
}
