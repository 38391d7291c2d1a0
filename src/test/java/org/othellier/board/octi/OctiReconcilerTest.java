package org.othellier.board.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPicture;
import org.othellier.game.octi.OctiPlayer;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.octi.Squares;

/**
 * Every kind of Octi move and every ambiguity as two pictures: the position before (an Octi picture,
 * docs/OCTI.md) and the stable frame the 9x9 grid reads ({@code -} empty, {@code X}/{@code O} a colour,
 * {@code #} occupied on a presence board). Rules are cited as in docs/RULES.md.
 */
class OctiReconcilerTest {

    private static final SensorKind COLOUR = SensorKind.COLOUR;
    private static final SensorKind PRESENCE = SensorKind.PRESENCE;

    static OctiObservation see(OctiPosition p, SensorKind kind, String frame) {
        return OctiReconciler.observe(MoveIndex.of(p, kind), SensorFrame.parse(frame));
    }

    static List<String> names(OctiPosition p, List<org.othellier.game.octi.OctiMove> moves) {
        return moves.stream().map(m -> OctiNotation.format(p, m)).toList();
    }

    /** The moves a frame fits, in notation order. */
    static List<String> fits(OctiPosition p, SensorKind kind, String frame) {
        OctiObservation o = see(p, kind, frame);
        OctiObservation.Fits f = assertInstanceOf(OctiObservation.Fits.class, o, () -> o.toString());
        assertTrue(f.complete(), () -> "pods still to take: " + f.toRemove());
        return names(p, f.candidates());
    }

    static int sq(String name) {
        return Squares.parse(name);
    }

    /** A stack of two Black pods on e7 ([N] and [N,E]), one on e6 ([N]), White on e5. */
    static final OctiPosition STACKS = OctiPicture.parse(OctiVariant.FAST, """
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

    @Nested
    class Fast {

        @Test
        void theStartIsUntouchedAndEveryStartMoveIsInvisible() {
            // pods on the homes; X-6 entries onto own pods and X-7 insertions change nothing seen.
            OctiPosition start = OctiPosition.start(OctiVariant.FAST);
            var o = assertInstanceOf(OctiObservation.Untouched.class, see(start, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - - - - - -
                    - - - - - - - - -
                    - - - - - - - - -
                    - - X - X - X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
            assertEquals(27, o.invisible().size(), "3 entries and 24 insertions");
            assertTrue(names(start, o.invisible()).containsAll(List.of("@c7", "c7+N", "g7+NW")));
        }

        @Test
        void theTouchOfAPointGestureIsNoFaultWhenThePointPicksALegalMove() {
            // c7's lone pod has no prong S: lifted and touched down on c8 it is no move, but it is the middle
            // of pointing S from c7, which picks the prong c7+S: every prefix of a legal gesture is no fault.
            var o = assertInstanceOf(OctiObservation.Pointing.class, see(STACKS, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - - - - - -
                    - - - - O - - - -
                    - - - - X - - - -
                    - - - - X - X - -
                    - - X - - - - - -
                    - - - - - - - - -
                    """), "not a mismatch");
            assertEquals(Gesture.point(sq("c7"), org.othellier.game.octi.Dir.S), o.gesture());
            assertEquals(List.of("c7+S"), names(STACKS, o.picks()));
            // the same on a presence board
            assertInstanceOf(OctiObservation.Pointing.class, see(STACKS, PRESENCE, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - # - # - # - -
                    - - - - - - - - -
                    - - - - # - - - -
                    - - - - # - - - -
                    - - - - # - # - -
                    - - # - - - - - -
                    - - - - - - - - -
                    """));
        }

        @Test
        void aTouchThatPointsAtNoLegalMoveOrIsNoNeighbourIsStillWrong() {
            // Two squares away is no point (README, "Octi at the board"): c9 is wrong.
            var far = assertInstanceOf(OctiObservation.Mismatch.class, see(STACKS, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - - - - - -
                    - - - - O - - - -
                    - - - - X - - - -
                    - - - - X - X - -
                    - - - - - - - - -
                    - - X - - - - - -
                    """));
            assertEquals(List.of(new OctiFault(sq("c9"), OctiFault.Kind.EXTRA_POD)), far.faults());
            // Without prongs in the supply no prong can be inserted: pointing S from c7 picks nothing.
            OctiPosition noProngs = OctiPicture.parse(OctiVariant.FAST, STACKS.toPicture().replace("prongs B21 W25",
                    "prongs B0 W46"));
            var none = assertInstanceOf(OctiObservation.Mismatch.class, see(noProngs, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - - - - - -
                    - - - - O - - - -
                    - - - - X - - - -
                    - - - - X - X - -
                    - - X - - - - - -
                    - - - - - - - - -
                    """));
            assertEquals(List.of(new OctiFault(sq("c8"), OctiFault.Kind.EXTRA_POD)), none.faults());
        }

        @Test
        void aStepFromAStackThatOnlyOnePodCanMakeIsThatMove() {
            // only the [N,E] pod has an E prong; e7 still shows Black (the other pod stays).
            assertEquals(List.of("e7[N,E]-f7"), fits(STACKS, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - - - - - -
                    - - - - O - - - -
                    - - - - X - - - -
                    - - X - X X X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
        }

        @Test
        void aJumpThatTakesTheJumpedPodIsACaptureAndOneThatLeavesItIsNot() {
            // the jumped pod taken off is the capture; left standing, the jump captured nothing.
            assertEquals(List.of("e6xe4"), fits(STACKS, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - X - - - -
                    - - - - - - - - -
                    - - - - - - - - -
                    - - X - X - X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
            assertEquals(List.of("e6:e4"), fits(STACKS, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - X - - - -
                    - - - - O - - - -
                    - - - - - - - - -
                    - - X - X - X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
        }

        @Test
        void aStackThatMovesWhollyIsAGroupMove() {
            // both pods leave e7, [N] to e6, [N,E] to f7.
            assertEquals(List.of("e7[N]-e6&e7[N,E]-f7"), fits(STACKS, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - - - - - -
                    - - - - O - - - -
                    - - - - X - - - -
                    - - X - - X X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
        }

        @Test
        void aChainWithCapturesIsSeenLegByLeg() {
            OctiPosition p = OctiPicture.parse(OctiVariant.FAST, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . W . W . .
                    4 . . . . . W . . .
                    5 . . . . W . . . .
                    6 . . . . B86 . . . .
                    7 . . B . B . B . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; reserve B2 W2
                    """);
            // the first leg put down, its pod taken: one move so far.
            assertEquals(List.of("e6xe4"), fits(p, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - X O - - -
                    - - - - - - - - -
                    - - - - - - - - -
                    - - X - X - X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
            // The second leg east over f4, capturing it too.
            assertEquals(List.of("e6xe4xg4"), fits(p, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - - - X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    - - X - X - X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
        }

        @Test
        void whichOfTheStackedPodsMovedIsNotSeen() {
            OctiPosition p = OctiPicture.parse(OctiVariant.FAST, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . W . W . .
                    4 . . . . . . . . .
                    5 . . . . . . . . .
                    6 . . . . . . . . .
                    7 . . B . B8+B86 . B . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; reserve B3 W4
                    """);
            // Both pods have an N prong; e7 still shows Black, e6 now does: either one stepped.
            assertEquals(List.of("e7[N,E]-e6", "e7[N]-e6"), fits(p, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - - - - - -
                    - - - - - - - - -
                    - - - - X - - - -
                    - - X - X - X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
            // Both stepped N together: e7 empties, and that is one move.
            assertEquals(List.of("e7[N]-e6&e7[N,E]-e6"), fits(p, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - - - - - -
                    - - - - - - - - -
                    - - - - X - - - -
                    - - X - - - X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
        }

        @Test
        void whichPodsOfAJumpedStackWereCapturedIsNotSeen() {
            OctiPosition p = OctiPicture.parse(OctiVariant.FAST, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . W . W . .
                    4 . . . . . . . . .
                    5 . . . . W+W2 . . . .
                    6 . . . . B8 . . . .
                    7 . . B . B . B . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; reserve B3 W2
                    """);
            // any subset of a jumped stack; with pods left on e5 the sensors cannot tell which.
            String jumpedStackStands = """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - X - - - -
                    - - - - O - - - -
                    - - - - - - - - -
                    - - X - X - X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """;
            assertEquals(List.of("e6:e4", "e6xe4{[S]}", "e6xe4{[]}"), fits(p, COLOUR, jumpedStackStands));
            // The whole stack taken off: the square empties, one move.
            assertEquals(List.of("e6xe4"), fits(p, COLOUR, jumpedStackStands.replace("- - - - O - - - -", "- - - - - - - - -")));
        }

        @Test
        void podsInTheHandAreNoFaultButAPodWhereNoMoveGoesIs() {
            var inHand = assertInstanceOf(OctiObservation.Mismatch.class, see(STACKS, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - - - - - -
                    - - - - O - - - -
                    - - - - - - - - -
                    - - X - X - X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
            assertTrue(inHand.inHand());
            assertEquals(List.of(sq("e6")), inHand.lifted());

            var wrong = assertInstanceOf(OctiObservation.Mismatch.class, see(STACKS, COLOUR, """
                    X - - - - - - - -
                    - - - - - - - - -
                    - - O - - - O - -
                    - - - - - - - - -
                    - - - - O - - - -
                    - - - - X - - - -
                    - - X - X - X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
            assertFalse(wrong.inHand());
            assertEquals(List.of(new OctiFault(sq("a1"), OctiFault.Kind.EXTRA_POD), new OctiFault(sq("e3"), OctiFault.Kind.MISSING_POD)),
                    wrong.faults());
        }

        @Test
        void aPresenceBoardCannotSeeAPodPutDownTheWrongWayUp() {
            String whiteOnF7 = """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - - - - - -
                    - - - - O - - - -
                    - - - - X - - - -
                    - - X - X O X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """;
            var o = assertInstanceOf(OctiObservation.Mismatch.class, see(STACKS, COLOUR, whiteOnF7));
            assertEquals(List.of(new OctiFault(sq("f7"), OctiFault.Kind.EXTRA_POD)), o.faults());
            assertEquals(List.of("e7[N,E]-f7"), fits(STACKS, PRESENCE, whiteOnF7));
            assertEquals(List.of("e7[N,E]-f7"), fits(STACKS, PRESENCE, whiteOnF7.replace('X', '#').replace('O', '#')));
        }

        @Test
        void aFrameOfAnotherSizeIsRefusedByName() {
            var e = assertThrows(IllegalArgumentException.class,
                    () -> see(STACKS, COLOUR, "--------\n".repeat(8)));
            assertEquals("a 8x8 frame for the 9x9 Octi board", e.getMessage());
        }
    }

    @Nested
    class Classic {

        static final OctiPosition P = OctiPicture.parse(OctiVariant.CLASSIC, """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . B . W . .
                4 . . . . . . . . .
                5 . . . . . . . . .
                6 . . . . . . . . .
                7 . . B . B . : . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B3 W4; captured B1 W1
                """);

        @Test
        void anEntryOntoAnOwnPodOnTheOpponentsHomeIsInvisible() {
            // X-12 (a) and (b): Black may enter on e3, which its own pod holds; the sensors see nothing new.
            var o = assertInstanceOf(OctiObservation.Untouched.class, see(P, COLOUR, OctiSensors.expectedFrame(P, COLOUR).toPicture()));
            List<String> invisible = names(P, o.invisible());
            assertTrue(invisible.contains("@e3"), invisible.toString());
            assertTrue(invisible.contains("@c7"));
            OctiPosition fast = OctiPicture.parse(OctiVariant.FAST, P.toPicture());
            assertFalse(names(fast, MoveIndex.of(fast, COLOUR).moves(MoveIndex.of(fast, COLOUR).before())).contains("@e3"),
                    "the fast game has no X-12");
        }

        @Test
        void anEntryOnAnEmptyHomeIsSeen() {
            assertEquals(List.of("@g7"), fits(P, PRESENCE, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - # - # - # - -
                    - - - - - - - - -
                    - - - - - - - - -
                    - - - - - - - - -
                    - - # - # - # - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
        }
    }

    @Nested
    class FourPlayer {

        static final OctiPosition P = OctiPicture.parse(OctiVariant.FOUR_PLAYER, """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . : . : B6 b . .
                4 . . B8 . . . . . .
                5 . . . . . . . . .
                6 . . W . . . . . .
                7 . . B . : . w . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B1 W3 b3 w3
                """);

        @Test
        void partnersShareAColourSoAStepOntoThePartnerIsOnlySeenLeaving() {
            // partners' pods may share a square; the sensor sees Black on g3 before and after.
            assertEquals(List.of("f3-g3"), fits(P, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - - - - - X - -
                    - - X - - - - - -
                    - - - - - - - - -
                    - - O - - - - - -
                    - - X - - - O - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
        }

        @Test
        void aHomeTakenRemovesItsOwnersPodsAndTheGameWaitsUntilTheyAreGone() {
            // Black on White's home c3 removes every White pod; the one on c6 still stands.
            var o = assertInstanceOf(OctiObservation.Fits.class, see(P, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - X - - X X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - - - - - -
                    - - X - - - O - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
            assertEquals(List.of("c4-c3"), names(P, o.candidates()));
            assertEquals(List.of(sq("c6")), o.toRemove());
            assertEquals(List.of("c4-c3"), fits(P, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - X - - X X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    - - - - - - - - -
                    - - X - - - O - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
        }

        @Test
        void aPartnersPodFreedOnItsHomeIsEnteredInvisibly() {
            // X-13, D-8: Black stands on Black 2's home g3 and may enter there a pod of Black 2's that was
            // removed; Black's colour is on g3 already, so the sensors see nothing new.
            OctiPosition freed = OctiPicture.parse(OctiVariant.FOUR_PLAYER, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . : . B . .
                    4 . . . . . . . . .
                    5 . . . . . . . . .
                    6 . . . . . . . . .
                    7 . . B . : . w . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; reserve B2 W3 b0 w3
                    """);
            var o = assertInstanceOf(OctiObservation.Untouched.class,
                    see(freed, COLOUR, OctiSensors.expectedFrame(freed, COLOUR).toPicture()));
            List<String> invisible = names(freed, o.invisible());
            assertTrue(invisible.contains("@g3"), invisible.toString());
            OctiPosition after = freed.play(OctiNotation.parse(freed, "@g3"));
            assertEquals(1, after.podsOnBoard(OctiPlayer.BLACK_2), "the pod entered is Black 2's");
        }

        @Test
        void aPassLeavesTheBoardAsItIs() {
            OctiPosition stuck = OctiPicture.parse(OctiVariant.FOUR_PLAYER, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . : . b . .
                    4 . . . . . . . . .
                    5 . . . . . . . . .
                    6 . . . . . . . . .
                    7 . . : . : . w8 . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; reserve B0 W3 b3 w3; prongs B0 W24 b12 w11
                    """);
            var o = assertInstanceOf(OctiObservation.Untouched.class, see(stuck, PRESENCE, OctiSensors.expectedFrame(stuck, PRESENCE).toPicture()));
            assertEquals(List.of("pass"), names(stuck, o.invisible()));
        }
    }

    @Nested
    class Advanced {

        static final OctiPosition P = OctiPicture.parse(OctiVariant.ADVANCED, """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . W . W . .
                4 . . . . . . . . .
                5 B4 . . . . . . . .
                6 . . . . B8! . . . .
                7 . . B . B . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B2 W4
                """);

        @Test
        void theCylinderEdgeIsCrossed() {
            // columns a and i are adjacent.
            assertEquals(List.of("a5-i5"), fits(P, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - - - - - -
                    - - - - - - - - X
                    - - - - X - - - -
                    - - X - X - X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """));
        }

        @Test
        void aSuperProngsExtraMoveAndTheNormalMoveAreOneTurn() {
            // the super-prong N gives e6 an extra step N, then the normal move steps it N again.
            List<String> moves = fits(P, COLOUR, """
                    - - - - - - - - -
                    - - - - - - - - -
                    - - O - O - O - -
                    - - - - X - - - -
                    X - - - - - - - -
                    - - - - - - - - -
                    - - X - X - X - -
                    - - - - - - - - -
                    - - - - - - - - -
                    """);
            assertEquals(List.of("e6-e5/e5-e4"), moves);
        }

        @Test
        void aProngAndASuperProngInsertedLookTheSame() {
            OctiPosition start = OctiPosition.start(OctiVariant.ADVANCED);
            var o = assertInstanceOf(OctiObservation.Untouched.class,
                    see(start, COLOUR, OctiSensors.expectedFrame(start, COLOUR).toPicture()));
            List<String> invisible = names(start, o.invisible());
            assertTrue(invisible.containsAll(List.of("e7+N", "e7+N!")), invisible.toString());
            assertEquals(51, invisible.size(), "3 entries, 24 insertions, 24 super-prong insertions");
        }
    }
}
