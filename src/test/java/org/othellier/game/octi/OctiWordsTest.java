package org.othellier.game.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Moves in plain words, each against a position picture (docs/OCTI.md), rules cited as in docs/RULES.md. */
class OctiWordsTest {

    /** Black: a lone pod on e6 ([N]), a stack on e7 ([N] and [N,E]); White on e5 and a stack on g5. */
    private static final OctiPosition P = OctiPicture.parse(OctiVariant.FAST, """
            1 . . . . . . . . .
            2 . . . . . . . . .
            3 . . W . W . W . .
            4 . . . . . . . . .
            5 . . . . W . W+W . .
            6 . . . . B8 . . . .
            7 . . B . B8+B86 . B . .
            8 . . . . . . . . .
            9 . . . . . . . . .
            Black to move; reserve B2 W1
            """);

    private static String words(OctiPosition p, String notation) {
        return OctiWords.withNotation(p, OctiNotation.parse(p, notation));
    }

    @Test
    void aProngIsPutOnThePodPointingACompassDirection() {
        // north is toward row 1
        assertEquals("Put a prong on the pod at c7 pointing north (c7+N)", words(P, "c7+N"));
        assertEquals("Put a prong on the pod at e6 pointing south-west (e6+SW)", words(P, "e6+SW"));
        // on a stack the prongs say which pod
        assertEquals("Put a prong on the pod at e7 with prong N pointing west (e7[N]+W)", words(P, "e7[N]+W"));
    }

    @Test
    void aStepAJumpAndACaptureAreSaidSquareBySquare() {
        // X-8 step, X-9 jump, X-10 capture or not
        OctiPosition step = OctiPicture.parse(OctiVariant.FAST, """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . W . W . .
                4 . . . . . . . . .
                5 . . . . . . . . .
                6 . . . . . . . . .
                7 . . B8 . B . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B1 W1
                """);
        assertEquals("Move the pod from c7 to c6 (c7-c6)", words(step, "c7-c6"));
        assertEquals("Jump the pod from e6 over e5 to e4, capturing the pod on e5 (e6xe4)", words(P, "e6xe4"));
        assertEquals("Jump the pod from e6 over e5 to e4, capturing nothing (e6:e4)", words(P, "e6:e4"));
        assertEquals("Move the pod from e7 with prongs N and E to f7 (e7[N,E]-f7)", words(P, "e7[N,E]-f7"));
    }

    @Test
    void aGroupMoveNamesEachPod() {
        // both pods leave e7
        assertEquals("Move 2 pods from e7: the pod with prong N to e6; the pod with prongs N and E to f7"
                + " (e7[N]-e6&e7[N,E]-f7)", words(P, "e7[N]-e6&e7[N,E]-f7"));
    }

    @Test
    void aPodTappedOffersEachRouteAloneCapturingTheEnemyOrNothing() {
        // what the page offers for "tap a pod, then where it goes": X-8 steps and X-9 jumps of one pod, X-10 the
        // capture as a choice; no group move, no prong, no entry
        List<String> offered = P.legalMoves().singlePodWalks().stream()
                .map(w -> OctiNotation.format(P, w) + " = " + OctiWords.of(P, w)).sorted().toList();
        // e6 may go on over e3 (X-9: a chain); e7's pods step onto their own e6 (X-8: a stack), e5 blocks their jumps
        assertEquals(List.of(
                "e6:e4 = Jump the pod from e6 over e5 to e4, capturing nothing",
                "e6:e4:e2 = Jump the pod from e6 over e5 to e4, then over e3 to e2, capturing nothing",
                "e6xe4 = Jump the pod from e6 over e5 to e4, capturing the pod on e5",
                "e6xe4xe2 = Jump the pod from e6 over e5 to e4, then over e3 to e2, capturing the pod on e5 and the pod on e3",
                "e7[N,E]-e6 = Move the pod from e7 with prongs N and E to e6",
                "e7[N,E]-f7 = Move the pod from e7 with prongs N and E to f7",
                "e7[N]-e6 = Move the pod from e7 with prong N to e6"), offered);
        for (OctiMove.Walk w : P.legalMoves().singlePodWalks()) {
            assertEquals(null, P.whyIllegal(w), () -> OctiNotation.format(P, w));
        }
    }

    @Test
    void anEntryAndAPass() {
        //
        assertEquals("Enter a pod on g7 (@g7)", words(P, "@g7"));
        assertEquals("Pass (no legal move)", OctiWords.of(P, new OctiMove.Pass()));
    }

    @Test
    void anAdvancedTurnSaysTheExtraMoveFirst() {
        // the super-prong N of e6 gives an extra step N, then the normal move from where it stands
        OctiPosition p = OctiPicture.parse(OctiVariant.ADVANCED, """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . W . W . .
                4 . . . . . . . . .
                5 . . . . . . . . .
                6 . . . . B8! . . . .
                7 . . B . B . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B3 W4
                """);
        assertEquals("First the extra move: move the pod from e6 to e5; then move the pod from e5 to e4 (e6-e5/e5-e4)",
                words(p, "e6-e5/e5-e4"));
    }
}
