package org.othellier.board.othello;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.othellier.board.SensorFrame;
import org.othellier.board.SensorKind;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Transcript;

/**
 * Every physical situation of the issue as two pictures: the game's position before (as a
 * transcript from the start or a picture) and the stable frame the sensors read.
 */
class OthelloReconcilerTest {

    private static final SensorKind COLOUR = SensorKind.COLOUR;
    private static final SensorKind PRESENCE = SensorKind.PRESENCE;

    private static OthelloGame game(String transcript) {
        return Transcript.replay(OthelloVariant.OTHELLO, transcript);
    }

    private static OthelloObservation see(OthelloGame g, SensorKind kind, String frame) {
        return OthelloReconciler.observe(Situation.casual(g, kind), SensorFrame.parse(frame));
    }

    private static OthelloObservation seeTournament(OthelloGame g, SensorKind kind, String frame) {
        return OthelloReconciler.observe(new Situation(g, kind, false, null, false), SensorFrame.parse(frame));
    }

    private static int sq(String name) {
        return OthelloMove.parse(name).square(8);
    }

    private static List<Integer> squares(String... names) {
        return java.util.Arrays.stream(names).map(OthelloReconcilerTest::sq).sorted().toList();
    }

    private static List<Integer> sorted(List<Integer> l) {
        return l.stream().sorted().toList();
    }

    @Nested
    class ColourSensors {

        @Test
        void theStartPositionIsInSync() {
            assertInstanceOf(OthelloObservation.InSync.class, see(game(""), COLOUR, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X O - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """));
        }

        @Test
        void oneNewLegalDiscIsThatMoveWithItsFlipStillToDo() {
            var o = (OthelloObservation.MoveSeen) see(game(""), COLOUR, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X O X - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(OthelloMove.parse("f5"), o.move());
            assertEquals(squares("e5"), o.toFlip());
            assertTrue(o.faults().isEmpty());
            assertFalse(o.complete());
        }

        @Test
        void theBoardEqualToThePositionAfterTheMoveCompletesIt() {
            var o = (OthelloObservation.MoveSeen) see(game(""), COLOUR, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X X X - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertTrue(o.complete());
            assertTrue(o.toFlip().isEmpty());
        }

        @Test
        void eachFlipDoneLeavesTheListAndALiftedDiscIsTolerated() {
            // the tiger opening: White to move, several moves flip two discs or more
            OthelloGame g = game("f5d6c3d3c4");
            OthelloMove m = g.position().legalMoves().stream().filter(x -> g.position().flips(x).length >= 2).findFirst().orElseThrow();
            int[] flips = g.position().flips(m);
            SensorFrame before = OthelloReconciler.expectedFrame(g.position(), COLOUR);
            SensorFrame f = before.with(m.square(8), org.othellier.board.Reading.WHITE)
                    .with(flips[0], org.othellier.board.Reading.WHITE)
                    .with(flips[1], org.othellier.board.Reading.EMPTY);
            var o = (OthelloObservation.MoveSeen) OthelloReconciler.observe(Situation.casual(g, COLOUR), f);
            assertEquals(m, o.move());
            assertFalse(o.toFlip().contains(flips[0]), "a flip done turns its LED off");
            assertTrue(o.toFlip().contains(flips[1]));
            assertEquals(List.of(flips[1]), o.lifted());
            assertTrue(o.faults().isEmpty(), "a disc lifted while being turned is no fault");
            assertFalse(o.complete());
        }

        @Test
        void aWrongFlipIsShown() {
            var o = (OthelloObservation.MoveSeen) see(game(""), COLOUR, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - X X - - -
                    - - - X X X - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(List.of(new OthelloFault(sq("d4"), OthelloFault.Kind.WRONG_COLOUR)), o.faults());
            assertFalse(o.complete());
        }

        @Test
        void aDiscPlacedTheWrongWayUpIsShownAsSuch() {
            var o = (OthelloObservation.MoveSeen) see(game(""), COLOUR, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X O O - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(List.of(new OthelloFault(sq("f5"), OthelloFault.Kind.WRONG_COLOUR)), o.faults());
            assertFalse(o.complete());
        }

        @Test
        void aDiscOnAnIllegalSquareIsAMismatch() {
            var o = (OthelloObservation.Mismatch) see(game(""), COLOUR, """
                    X - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X O - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(List.of(new OthelloFault(sq("a1"), OthelloFault.Kind.ILLEGAL_MOVE)), o.faults());
            assertEquals(Map.of(sq("a1"), Fix.REMOVE), o.fixes());
        }

        @Test
        void twoNewDiscsAreBothAtFault() {
            var o = (OthelloObservation.Mismatch) see(game(""), COLOUR, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - X - - - -
                    - - - O X - - -
                    - - - X O X - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(List.of(new OthelloFault(sq("d3"), OthelloFault.Kind.EXTRA_DISC), new OthelloFault(sq("f5"), OthelloFault.Kind.EXTRA_DISC)),
                    o.faults());
        }

        @Test
        void aDiscTakenAwayIsMissingAndPuttingItBackResumes() {
            OthelloGame g = game("f5");
            var o = (OthelloObservation.Mismatch) seeTournament(g, COLOUR, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X - X - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(List.of(new OthelloFault(sq("e5"), OthelloFault.Kind.MISSING_DISC)), o.faults());
            assertEquals(Map.of(sq("e5"), Fix.PUT_BLACK), o.fixes());
            assertInstanceOf(OthelloObservation.InSync.class, seeTournament(g, COLOUR, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X X X - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """));
        }
    }

    @Nested
    class PresenceSensors {

        @Test
        void oneNewLegalDiscShowsAllItsFlipsAndIsCompleteForThePress() {
            var o = (OthelloObservation.MoveSeen) see(game(""), PRESENCE, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - # # - - -
                    - - - # # # - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(OthelloMove.parse("f5"), o.move());
            assertEquals(squares("e5"), o.toFlip(), "a presence board cannot see the flip: it stays shown");
            assertTrue(o.complete());
        }

        @Test
        void aFlipLiftedWhileTurningIsToleratedButNotComplete() {
            var o = (OthelloObservation.MoveSeen) see(game(""), PRESENCE, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - # # - - -
                    - - - # - # - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(squares("e5"), o.lifted());
            assertTrue(o.faults().isEmpty());
            assertFalse(o.complete());
        }

        @Test
        void aDiscLiftedThatIsNoFlipIsAFault() {
            var o = (OthelloObservation.MoveSeen) see(game(""), PRESENCE, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - # - - -
                    - - - # # # - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(List.of(new OthelloFault(sq("d4"), OthelloFault.Kind.MISSING_DISC)), o.faults());
            assertFalse(o.complete());
        }

        @Test
        void coloursInASimulatedFrameAreReadAsOccupied() {
            assertInstanceOf(OthelloObservation.InSync.class, see(game("f5"), PRESENCE, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X O X - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """));
        }

        @Test
        void anIllegalSquareAndTwoDiscsAreMismatches() {
            var illegal = (OthelloObservation.Mismatch) see(game(""), PRESENCE, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - # # - - -
                    - - - # # - - -
                    - - - - - # - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(List.of(new OthelloFault(sq("f6"), OthelloFault.Kind.ILLEGAL_MOVE)), illegal.faults());
            var two = (OthelloObservation.Mismatch) see(game(""), PRESENCE, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - # - - - -
                    - - - # # - - -
                    - - - # # # - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(2, two.faults().size());
        }
    }

    @Nested
    class TheAiMove {

        private final OthelloGame g = game("f5");

        private OthelloObservation see(OthelloMove requested, String frame) {
            return OthelloReconciler.observe(new Situation(g, COLOUR, true, requested, true), SensorFrame.parse(frame));
        }

        private static final String F6_PLACED = """
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - O X - - -
                - - - X X X - -
                - - - - - O - -
                - - - - - - - -
                - - - - - - - -
                """;

        @Test
        void itsOwnSquareIsTheMove() {
            var o = (OthelloObservation.MoveSeen) see(OthelloMove.parse("f6"), F6_PLACED);
            assertEquals(OthelloMove.parse("f6"), o.move());
            assertEquals(squares("e5"), o.toFlip());
        }

        @Test
        void anotherSquareIsAMismatch() {
            var o = (OthelloObservation.Mismatch) see(OthelloMove.parse("d6"), F6_PLACED);
            assertEquals(List.of(new OthelloFault(sq("f6"), OthelloFault.Kind.NOT_THE_AI_MOVE)), o.faults());
        }

        @Test
        void aDiscBeforeTheAiHasChosenIsAMismatch() {
            var o = (OthelloObservation.Mismatch) see(null, F6_PLACED);
            assertEquals(List.of(new OthelloFault(sq("f6"), OthelloFault.Kind.AI_THINKING)), o.faults());
        }
    }

    @Nested
    class Takeback {

        @Test
        void restoringAnEarlierPositionTakesTheGameBackSeveralMovesAtOnce() {
            OthelloGame g = game("f5f6e6");
            // the board shows the position after f5 alone: two moves taken back
            var o = see(g, COLOUR, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X X X - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(new OthelloObservation.TakenBack(1), o);
        }

        @Test
        void onAPresenceBoardTakingTheLastDiscAwayTakesTheMoveBack() {
            OthelloGame g = game("f5f6");
            var o = see(g, PRESENCE, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - # # - - -
                    - - - # # # - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(new OthelloObservation.TakenBack(1), o);
        }

        @Test
        void inTournamentModeAnEarlierPositionIsAMismatch() {
            OthelloGame g = game("f5f6");
            var o = seeTournament(g, PRESENCE, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - # # - - -
                    - - - # # # - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(List.of(new OthelloFault(sq("f6"), OthelloFault.Kind.MISSING_DISC)), ((OthelloObservation.Mismatch) o).faults());
        }

        @Test
        void lostTrackGuidesToTheNearestPositionAnEarlierOneOnlyWhenStrictlyCloser() {
            OthelloGame g = game("f5f6e6");
            // e6 lifted, its flip e5 not yet turned back: one square from the position after f5f6, one from now
            var tie = (OthelloObservation.Mismatch) see(g, COLOUR, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X X X - -
                    - - - - - O - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(3, tie.target(), "a tie keeps the current position");
            assertEquals(Map.of(sq("e6"), Fix.PUT_BLACK), tie.fixes());
            // e6 and f6 lifted (e5 back to Black) and a stray disc on a1: one square from after f5, three from now
            var back = (OthelloObservation.Mismatch) see(g, COLOUR, """
                    X - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X X X - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertEquals(1, back.target(), "the position after f5 is the nearest");
            assertEquals(Map.of(sq("a1"), Fix.REMOVE), back.fixes());
        }
    }
}
