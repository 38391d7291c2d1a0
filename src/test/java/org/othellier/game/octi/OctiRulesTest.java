package org.othellier.game.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.othellier.game.Side;

/**
 * The Octi rules, one nested class per rule of docs/RULES.md (X-1 to X-14) and per decision of
 * docs/OCTI.md (D-n), each a position picture (OctiPicture: owner letter, then prong digits as on a
 * keypad, 8 N, 6 E, 2 S, 4 W, 9 NE, ...; {@code !} a super-prong) and the moves expected.
 */
class OctiRulesTest {

    static final OctiVariant FAST = OctiVariant.FAST;

    static OctiPosition pic(OctiVariant v, String picture) {
        return OctiPicture.parse(v, picture);
    }

    /** Every legal move written in the notation, in generation order. */
    static List<String> all(OctiPosition p) {
        List<String> out = new ArrayList<>();
        for (OctiMove m : p.legalMoves()) {
            out.add(OctiNotation.format(p, m));
        }
        return out;
    }

    /** The legal steps, jumps and group moves leaving {@code square}, sorted. */
    static List<String> walksFrom(OctiPosition p, String square) {
        return all(p).stream().filter(s -> s.startsWith(square) && !s.contains("+")).sorted().toList();
    }

    static List<String> sorted(String... moves) {
        return java.util.Arrays.stream(moves).sorted().toList();
    }

    /** Why a move written in the notation is refused (null when it is legal). */
    static String why(OctiPosition p, String move) {
        try {
            OctiNotation.parse(p, move);
            return null;
        } catch (OctiNotation.NotationException e) {
            return e.reason();
        }
    }

    static OctiPosition play(OctiPosition p, String... moves) {
        for (String m : moves) {
            p = p.play(OctiNotation.parse(p, m));
            p.checkInvariants();
        }
        return p;
    }

    static void assertRefused(OctiPosition p, String move, String reasonPart) {
        String why = why(p, move);
        assertNotNull(why, move + " should be refused");
        assertTrue(why.contains(reasonPart), move + ": " + why);
    }

    @Nested
    class X1_PodsProngsAndSockets {
        @Test
        void eachPlayerHasSevenPodsAndTwentyFiveProngs() {
            OctiPosition p = OctiPosition.start(FAST);
            for (OctiPlayer pl : List.of(OctiPlayer.BLACK, OctiPlayer.WHITE)) {
                assertEquals(7, p.podsOnBoard(pl) + p.reserve(pl) + p.captured(pl));
                assertEquals(25, p.prongSupply(pl));
            }
        }

        @Test
        void aSocketHoldsOneProng() {
            OctiPosition p = pic(FAST, """
                      a b c d e f g h i
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . W . W . .
                    4 . . . . . . . . .
                    5 . . . . . . . . .
                    6 . . . . . . . . .
                    7 . . B . B8 . B . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    """);
            assertRefused(p, "e7+N", "already holds a prong (X-1)");
            assertNull(why(p, "e7+S"));
            var e = assertThrows(IllegalArgumentException.class, () -> pic(FAST, p.toPicture().replace("B8", "B88")));
            assertTrue(e.getMessage().contains("two prongs in the N socket (X-1)"), e.getMessage());
        }

        @Test
        void aPictureWithAnEighthPodIsRefused() {
            var e = assertThrows(IllegalArgumentException.class, () -> pic(FAST, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . W . W . .
                    4 . . . . . . . . .
                    5 . . . . . . . . .
                    6 . . . . . . . . .
                    7 . . B . B . B . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    reserve B5 W4; captured B0 W0
                    """));
            assertTrue(e.getMessage().contains("Black has 3 pods on the board, 5 in reserve and 0 captured: 8, not 7"), e.getMessage());
        }
    }

    @Nested
    class X2_HomeSquaresAndDirections {
        @Test
        void blackHomesAreOnRowSevenWhitesOnRowThreeInColumnsCEG() {
            assertEquals(List.of("c7", "e7", "g7"), names(FAST.homes(OctiPlayer.BLACK)));
            assertEquals(List.of("c3", "e3", "g3"), names(FAST.homes(OctiPlayer.WHITE)));
            assertEquals(OctiPlayer.WHITE, FAST.homeOwner(Squares.parse("e3")));
            assertNull(FAST.homeOwner(Squares.parse("e5")));
        }

        @Test
        void squaresRunFromA1TopLeftAndNorthIsTowardRowOne() {
            assertEquals(0, Squares.parse("a1"));
            assertEquals(80, Squares.parse("I9"));
            assertEquals("e4", Squares.name(Squares.next(Squares.parse("e5"), Dir.N, false)));
            assertEquals("f6", Squares.name(Squares.next(Squares.parse("e5"), Dir.SE, false)));
            assertEquals(-1, Squares.next(Squares.parse("a5"), Dir.W, false));
            assertThrows(IllegalArgumentException.class, () -> Squares.parse("j1"));
        }

        private List<String> names(int[] squares) {
            return java.util.Arrays.stream(squares).mapToObj(Squares::name).toList();
        }
    }

    @Nested
    class X3_Setup {
        @Test
        void threePodsOnTheHomesWithoutProngsFourInReserveBlackFirst() {
            assertEquals(pic(FAST, """
                      a b c d e f g h i
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . W . W . .
                    4 . . . . . . . . .
                    5 . . . . . . . . .
                    6 . . . . . . . . .
                    7 . . B . B . B . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; reserve B4 W4; captured B0 W0; prongs B25 W25; quiet 0
                    """), OctiPosition.start(FAST));
        }

        @Test
        void theFirstPlayerHas27MovesThreeEntriesAnd24Insertions() {
            List<String> moves = all(OctiPosition.start(FAST));
            assertEquals(27, moves.size());
            assertEquals(List.of("@c7", "@e7", "@g7"), moves.stream().filter(m -> m.startsWith("@")).toList());
            assertEquals(24, moves.stream().filter(m -> m.contains("+")).count());
            assertTrue(moves.contains("c7+NE"));
            assertEquals(27, OctiPosition.start(OctiVariant.CLASSIC).legalMoves().count());
        }
    }

    @Nested
    class X4_Winning {
        @Test
        void ownPodsOnAllThreeOpponentHomesWin() {
            OctiPosition p = pic(FAST, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . B . B . : . .
                    4 . . . . . . B8 . .
                    5 . . . . . . . . .
                    6 . . . . W . . . .
                    7 . . W . : . W . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move
                    """);
            assertFalse(p.isOver(), "two of three is not yet a win");
            OctiPosition after = play(p, "g4-g3");
            assertEquals(OctiResult.State.WIN, after.result().state());
            assertEquals(Side.BLACK, after.result().winner());
            assertTrue(after.result().reason().contains("X-4"));
            assertEquals(0, after.legalMoves().count());
            assertTrue(why(after, "@c3").startsWith("the game is over"));
        }
    }

    @Nested
    class X5_NoMoveLosesAndQuietPlayDraws {
        @Test
        void aPlayerWithNoLegalMoveLoses() {
            OctiPosition p = pic(FAST, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . W . W . .
                    4 . . . . . . . . .
                    5 . . . . . . . . .
                    6 . . . . . . . . .
                    7 . . : . : . : . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; reserve B0 W4; captured B7 W0
                    """);
            assertEquals(OctiResult.win(Side.WHITE, "Black has no legal move (X-5)"), p.result());
        }

        @Test
        void twoHundredQuietPliesDrawAndACaptureEntryOrInsertionResetsTheCount() {
            OctiPosition p = pic(FAST, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . W . W . .
                    4 . . . . . . . . .
                    5 . . . . B8 . . . .
                    6 . . . . . . . . .
                    7 . . B . : . B . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; quiet 199
                    """);
            OctiPosition drawn = play(p, "e5-e4");
            assertEquals(OctiResult.State.DRAW, drawn.result().state());
            assertTrue(drawn.result().reason().contains("X-5"));
            assertEquals(0, play(p, "e5+S").quietPlies());
            assertEquals(0, play(p, "@e7").quietPlies());
        }
    }

    @Nested
    class X6_Enter {
        static final String BOARD = """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . W . W . .
                4 . . . . . . . . .
                5 . . . . . . . . .
                6 . . . . . . . . .
                7 . . B . W . : . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                """;

        @Test
        void onAnEmptyOrOwnHomeSquareButNotWhereAnOpponentStands() {
            OctiPosition p = pic(FAST, BOARD + "Black to move; reserve B5 W3");
            assertEquals(List.of("@c7", "@g7"), all(p).stream().filter(m -> m.startsWith("@")).toList());
            assertRefused(p, "@e7", "an opponent pod stands on e7 (X-6)");
            assertRefused(p, "@e5", "e5 is not one of Black's home squares (X-6)");
            assertRefused(p, "@c3", "not one of Black's home squares");
            OctiPosition stacked = play(p, "@c7");
            assertEquals(2, stacked.count(Squares.parse("c7")));
            assertEquals(4, stacked.reserve(OctiPlayer.BLACK));
        }

        @Test
        void notWithAnEmptyReserve() {
            OctiPosition p = pic(FAST, BOARD + "Black to move; reserve B0 W3");
            assertRefused(p, "@c7", "Black has no pod in reserve (X-6)");
        }
    }

    @Nested
    class X7_Insert {
        @Test
        void intoAnEmptySocketOfOwnPodFromTheSupply() {
            OctiPosition p = pic(FAST, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . W . W . .
                    4 . . . . . . . . .
                    5 . . . . . . . . .
                    6 . . . . . . . . .
                    7 . . B . B8 . B . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; prongs B1 W48
                    """);
            OctiPosition after = play(p, "e7+NE");
            assertEquals(List.of(new Pod(OctiPlayer.BLACK, Dir.N.bit() | Dir.NE.bit(), 0)), after.podsAt(Squares.parse("e7")));
            assertEquals(0, after.prongSupply(OctiPlayer.BLACK));
            assertRefused(p, "e3+S", "no pod of Black on e3");
            OctiPosition empty = play(after, "e3+S");
            assertRefused(empty, "c7+N", "Black has no prong left to insert (X-7)");
        }
    }

    @Nested
    class X8_Move {
        static final String BOARD = """
                1 . . . . B8 . . . .
                2 . . . . . . . . .
                3 . . W . W . W . .
                4 . . . . . . . . .
                5 . . . . %s W . . .
                6 . . . . B . . . .
                7 . . B . : . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B2 W3
                """;

        @Test
        void oneSquareInAProngDirectionOntoEmptyOrOwnSquaresOnly() {
            OctiPosition p = pic(FAST, BOARD.formatted("B86"));
            // N to the empty e4; E is blocked by White's f5 (jumping it needs g5 empty: it is).
            assertEquals(sorted("e5-e4", "e5:g5", "e5xg5"), walksFrom(p, "e5"));
            assertEquals(List.of(), walksFrom(p, "e1"), "no square north of row 1");
            assertRefused(p, "e5-f5", "an opponent pod stands on f5 (X-8)");
            assertRefused(p, "e5-e6", "no prong toward S (X-8)");
            assertRefused(p, "e5-e3", "e3 is not next to e5 (X-8)");
            assertEquals(sorted("e5-e6", "e5:e7", "e5xe7"), walksFrom(pic(FAST, BOARD.formatted("B2")), "e5"),
                    "onto an own pod (a stack), or over it");
        }
    }

    @Nested
    class X9_Jump {
        @Test
        void overOneSquareOfPodsToTheEmptySquareBehindChainedInProngDirections() {
            OctiPosition p = pic(FAST, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . W . W . .
                    4 . . . . . . . . .
                    5 . . . . . W . . .
                    6 . . . . W . . . .
                    7 . . B . B86 . B . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; reserve B4 W2
                    """);
            assertEquals(sorted("e7-f7", "e7:e5", "e7xe5", "e7:e5:g5", "e7:e5xg5", "e7xe5:g5", "e7xe5xg5"),
                    walksFrom(p, "e7"), "a chain may stop after any leg; capturing is never compulsory");
            assertRefused(p, "e7:g7", "jumps over an empty square, f7 (X-9)");
            assertRefused(p, "e7:e5:e3", "jumps over an empty square, e4 (X-9)");
            assertRefused(p, "e7:e4", "is not a jump");
        }

        @Test
        void noPodIsJumpedTwiceAndALoneChainMayEndWhereItStarted() {
            OctiPosition p = pic(FAST, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . : W : . .
                    4 . . . . W . W . .
                    5 . . . . B8624 W . . .
                    6 . . . . . . . . .
                    7 . . B . : . B . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; reserve B4 W2
                    """);
            List<String> moves = walksFrom(p, "e5");
            // Round the four White pods both ways, back onto e5 (empty once the pod has left: D-4).
            assertTrue(moves.contains("e5:e3:g3:g5:e5"), moves.toString());
            assertTrue(moves.contains("e5xg5xg3xe3xe5"), moves.toString());
            assertTrue(moves.stream().noneMatch(m -> m.split("[:x]").length > 5), "a fifth leg would jump e4 or f5 again");
            assertRefused(p, "e5:e3:g3:g5:e5:e3", "jumped twice in one move (X-9)");
        }
    }

    @Nested
    class X10_Capture {
        static final String BOARD = """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . : . W . .
                4 . . . . . . . . .
                5 . . . . . . . . .
                6 . . . . %s . . . .
                7 . . B . B8 . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move
                """;

        @Test
        void anySubsetOfAJumpedStackTwoDifferentPodsGiveFourChoices() {
            OctiPosition p = pic(FAST, BOARD.formatted("W+W86"));
            assertEquals(sorted("e7:e5", "e7xe5", "e7xe5{[]}", "e7xe5{[N,E]}"), walksFrom(p, "e7"));
            OctiPosition after = play(p, "e7xe5{[N,E]}");
            assertEquals(List.of(new Pod(OctiPlayer.WHITE, 0, 0)), after.podsAt(Squares.parse("e6")));
            assertEquals(1, after.captured(OctiPlayer.WHITE));
            assertEquals(25 - 1 + 2, after.prongSupply(OctiPlayer.BLACK), "the capturer takes the captured pod's prongs");
            assertEquals(23, after.prongSupply(OctiPlayer.WHITE));
        }

        @Test
        void identicalPodsAreNotToldApartTwoGiveThreeChoices() {
            OctiPosition p = pic(FAST, BOARD.formatted("W+W"));
            assertEquals(sorted("e7:e5", "e7xe5", "e7xe5{[]}"), walksFrom(p, "e7"));
            assertRefused(p, "e7xe5{3[]}", "captures 3 pods W[] on e6 where 2 stand (X-10)");
        }

        @Test
        void ownPodsMayBeCapturedToo() {
            OctiPosition p = pic(FAST, BOARD.formatted("B6"));
            assertEquals(sorted("e7-e6", "e7:e5", "e7xe5"), walksFrom(p, "e7"));
            OctiPosition after = play(p, "e7xe5");
            assertEquals(1, after.captured(OctiPlayer.BLACK));
            assertEquals(0, after.count(Squares.parse("e6")));
            assertEquals(25 - 1, after.prongSupply(OctiPlayer.BLACK), "its own prong comes back to the supply");
        }
    }

    @Nested
    class X11_GroupMove {
        static final String BOARD = """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . W . W . .
                4 . . . . . . . . .
                5 . . . . . . . . .
                6 . . . . %s . . . .
                7 . . B . %s . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move
                """;

        @Test
        void severalPodsOfOneSquareMoveInTheSameTurnEachByItsOwnProngs() {
            OctiPosition p = pic(FAST, BOARD.formatted(".", "B8+B6"));
            assertEquals(sorted("e7[N]-e6", "e7[E]-f7", "e7[N]-e6&e7[E]-f7"), walksFrom(p, "e7"));
            OctiPosition after = play(p, "e7[N]-e6&e7[E]-f7");
            assertEquals(0, after.count(Squares.parse("e7")));
            assertEquals(OctiPlayer.WHITE, after.toMove(), "a group move is one turn");
        }

        @Test
        void theyMayLandOnTheSameSquare() {
            OctiPosition p = pic(FAST, BOARD.formatted(".", "B8+B8"));
            assertEquals(sorted("e7-e6", "e7-e6&e7-e6"), walksFrom(p, "e7"));
            assertEquals(2, play(p, "e7-e6&e7-e6").count(Squares.parse("e6")));
        }

        @Test
        void twoPodsOfAGroupCannotBothJumpThePodsOfOneSquare() {
            OctiPosition p = pic(FAST, BOARD.formatted("W", "B8+B8"));
            assertEquals(sorted("e7:e5", "e7xe5"), walksFrom(p, "e7"));
            assertRefused(p, "e7:e5&e7:e5", "jumped twice in one move (X-9)");
        }

        @Test
        void groupMovesMultiplyAndAreCountedNotListed() {
            // Seven different pods, each with steps N and S at least: the count comes from a formula.
            OctiPosition p = pic(FAST, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . W . W . .
                    4 . . . . . . . . .
                    5 . . . . . . . . .
                    6 . . . . . . . . .
                    7 . . : . B82+B826+B8264+B82649+B826493+B8264931+B82649317 . : . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; prongs B0 W15
                    """);
            // Pods with 2..8 prongs, each either stays or takes one of its steps: prod(k+1) - 1 walks.
            long expected = 3L * 4 * 5 * 6 * 7 * 8 * 9 - 1;
            assertEquals(expected, p.legalMoves().count());
            OctiMove last = p.legalMoves().get(expected - 1);
            assertNull(p.whyIllegal(last));
            assertEquals(7, ((OctiMove.Walk) last).parts().size());
        }
    }

    @Nested
    class D3_D4_StartSquareOfAMove {
        static final String BOARD = """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . : W : . .
                4 . . . . W . W . .
                5 . . . . %s W . . .
                6 . . . . . . . . .
                7 . . B . : . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B3 W2
                """;

        @Test
        void aPodMayNotLandOnItsStartSquareWhilePodsStayThere() {
            OctiPosition p = pic(FAST, BOARD.formatted("B8624+B2"));
            assertRefused(p, "e5[N,E,S,W]:e3:g3:g5:e5", "lands on e5, which is not empty (X-9)");
            assertNull(why(p, "e5[N,E,S,W]:e3:g3:g5"));
        }

        @Test
        void noPodOfAGroupLandsOnOrJumpsItsStartSquare() {
            OctiPosition p = pic(FAST, BOARD.formatted("B8624+B2"));
            assertNull(why(p, "e5[N,E,S,W]:e3:g3:g5&e5[S]-e6"));
            assertRefused(p, "e5[N,E,S,W]:e3:g3:g5:e5&e5[S]-e6", "may not land on its own start square e5 (X-11)");
        }
    }

    @Nested
    class X12_Classic {
        static final String BOARD = """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . B . W . W . .
                4 . . . . . . . . .
                5 . . . . . . . . .
                6 . . . . . . . . .
                7 . . B . B . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B2 W5; captured B1 W0
                """;

        @Test
        void podsEnterOnOpponentHomesTheyOccupyCapturedOnesFirst() {
            OctiPosition p = pic(OctiVariant.CLASSIC, BOARD);
            assertEquals(List.of("@c3", "@c7", "@e7", "@g7"), all(p).stream().filter(m -> m.startsWith("@")).toList());
            OctiPosition after = play(p, "@c3");
            assertEquals(0, after.captured(OctiPlayer.BLACK), "a captured pod comes back first (D-6)");
            assertEquals(2, after.reserve(OctiPlayer.BLACK));
            OctiPosition again = play(after, "e3+S", "@c3");
            assertEquals(1, again.reserve(OctiPlayer.BLACK), "then pods from the reserve (X-12 a)");
            assertEquals(3, again.count(Squares.parse("c3")));
            assertRefused(p, "@e3", "Black has no pod on e3");
        }

        @Test
        void notInTheFastGame() {
            assertRefused(pic(FAST, BOARD), "@c3", "c3 is not one of Black's home squares (X-6)");
        }
    }

    @Nested
    class X13_FourPlayers {
        static final OctiVariant FOUR = OctiVariant.FOUR_PLAYER;

        @Test
        void onePodOnEachCornerHomeTwelveProngsTurnsClockwise() {
            OctiPosition p = OctiPosition.start(FOUR);
            assertEquals(pic(FOUR, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . : . b . .
                    4 . . . . . . . . .
                    5 . . . . . . . . .
                    6 . . . . . . . . .
                    7 . . B . : . w . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; reserve B3 W3 b3 w3; prongs B12 W12 b12 w12
                    """), p);
            assertEquals(9, p.legalMoves().count(), "one entry and eight insertions");
            List<OctiPlayer> order = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                order.add(p.toMove());
                p = p.play(p.legalMoves().get(0));
            }
            assertEquals(List.of(OctiPlayer.BLACK, OctiPlayer.WHITE, OctiPlayer.BLACK_2, OctiPlayer.WHITE_2, OctiPlayer.BLACK), order);
            assertEquals(Side.BLACK, OctiPlayer.BLACK_2.team());
            assertEquals(OctiPlayer.BLACK_2, OctiPlayer.BLACK.partner());
        }

        @Test
        void partnersShareSquaresOpponentsDoNot() {
            OctiPosition p = pic(FOUR, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . : . b . .
                    4 . . . . . . . . .
                    5 . . . b B86 W . . .
                    6 . . . . . . . . .
                    7 . . B . : . w . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; reserve B2 W2 b2 w3
                    """);
            assertEquals(sorted("e5-e4", "e5:g5", "e5xg5"), walksFrom(p, "e5"));
            OctiPosition q = pic(FOUR, p.toPicture().replace("B86", "B84"));
            assertEquals(sorted("e5-e4", "e5-d5", "e5:c5", "e5xc5"), walksFrom(q, "e5"), "onto the partner's pod, or over it");
        }

        @Test
        void occupyingAnEnemyHomeRemovesAllThatPlayersPodsAndTakesTheirProngs() {
            OctiPosition p = pic(FOUR, """
                    1 W86 . . . . . . . .
                    2 . . . . . . . . .
                    3 . . : . : . b . .
                    4 . . B8 . . . . . .
                    5 . . . . . . . . .
                    6 . . . . W2 . . . .
                    7 . . B . : . w . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; reserve B2 W2 b3 w3
                    """);
            OctiPosition after = play(p, "c4-c3");
            assertEquals(0, after.podsOnBoard(OctiPlayer.WHITE));
            assertEquals(2, after.captured(OctiPlayer.WHITE));
            assertEquals(12 - 1 + 3, after.prongSupply(OctiPlayer.BLACK), "the occupier takes the removed pods' prongs");
            assertEquals(2, after.reserve(OctiPlayer.WHITE), "the reserve stays, but White cannot enter while Black holds c3");
            assertEquals(OctiPlayer.WHITE, after.toMove());
            assertEquals(List.of(new OctiMove.Pass()), after.legalMoves().toList(10), "White has no move and passes (D-8)");
            assertEquals("pass", OctiNotation.format(after, new OctiMove.Pass()));
        }

        @Test
        void aPlayerFreesThePartnerOnThePartnersHomeAndOwnPodsOnNeutralHomes() {
            OctiPosition p = pic(FOUR, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . B . B . .
                    4 . . . . . . . . .
                    5 . . . . . . . . .
                    6 . . . . . . . . .
                    7 . . : . : . w . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; reserve B0 W3 b0 w3; captured B2 W0 b4 w0
                    """);
            assertEquals(List.of("@e3", "@g3"), all(p).stream().filter(m -> m.startsWith("@")).toList());
            OctiPosition freed = play(p, "@g3");
            assertEquals(3, freed.captured(OctiPlayer.BLACK_2));
            assertTrue(freed.podsAt(Squares.parse("g3")).contains(new Pod(OctiPlayer.BLACK_2, 0, 0)));
            OctiPosition back = play(p, "@e3");
            assertEquals(1, back.captured(OctiPlayer.BLACK));
            assertRefused(p, "@c3", "has no pod on c3");
        }

        @Test
        void aTeamWinsWithPodsOnBothEnemyHomesAndLosesWhenNeitherPartnerCanMove() {
            OctiPosition p = pic(FOUR, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . B . : . b . .
                    4 . . . . . . . . .
                    5 . . . . . . . . .
                    6 . . . . . . b2 . .
                    7 . . : . : . : . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    White 2 to move; reserve B2 W0 b1 w0; captured B1 W4 b1 w4
                    """);
            assertEquals(OctiResult.State.WIN, p.result().state());
            assertEquals(Side.BLACK, p.result().winner(), "neither White nor White 2 has a move");
            assertTrue(p.result().reason().contains("White 2 and White have no legal move"), p.result().reason());
            OctiPosition q = pic(FOUR, p.toPicture().replace("White 2 to move", "Black 2 to move").replace("w0; captured", "w1; captured")
                    .replace("w4", "w3"));
            OctiPosition won = play(q, "g6-g7");
            assertEquals(OctiResult.win(Side.BLACK, "Black team occupies both enemy home squares (X-13)"), won.result());
        }
    }

    @Nested
    class X14_Advanced {
        static final OctiVariant ADV = OctiVariant.ADVANCED;

        @Test
        void theBoardIsACylinderColumnsAAndIMeetRowsDoNot() {
            OctiPosition p = pic(ADV, """
                    1 B8 . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . W . W . .
                    4 . . . . . . . . .
                    5 W B4 . . . . . . .
                    6 B4 . . . . . . . .
                    7 . . B . : . : . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; supers B1 W1
                    """);
            assertEquals(sorted("b5:i5", "b5xi5"), walksFrom(p, "b5"));
            assertEquals(List.of("a6-i6"), walksFrom(p, "a6"));
            assertEquals(List.of(), walksFrom(p, "a1"));
            assertEquals(sorted("b5:i5", "b5xi5"), walksFrom(pic(ADV, p.toPicture()), "b5"));
        }

        @Test
        void eachPlayerHasTwentyFourProngsAndOneSuperProngInsertedLikeAnyProng() {
            OctiPosition p = OctiPosition.start(ADV);
            assertEquals(24, p.prongSupply(OctiPlayer.BLACK));
            assertEquals(1, p.superSupply(OctiPlayer.BLACK));
            assertEquals(3 + 24 + 24, p.legalMoves().count());
            OctiPosition after = play(p, "e7+N!");
            assertEquals(List.of(new Pod(OctiPlayer.BLACK, 0, Dir.N.bit())), after.podsAt(Squares.parse("e7")));
            assertEquals(0, after.superSupply(OctiPlayer.BLACK));
            assertRefused(OctiPosition.start(FAST), "e7+N!", "Black has no super-prong to insert (X-14)");
        }

        static final String SUPER_BOARD = """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . W . W . .
                4 . . . . . . . . .
                5 . . . . . . . . .
                6 . . . . %s . . . .
                7 . . B . : . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move
                """;

        @Test
        void aSuperProngGivesOneExtraMoveInItsDirectionBeforeTheNormalMove() {
            OctiPosition p = pic(ADV, SUPER_BOARD.formatted("B8!6"));
            OctiPosition after = play(p, "e6-e5/e5-e4");
            assertEquals(List.of(new Pod(OctiPlayer.BLACK, Dir.E.bit(), Dir.N.bit())), after.podsAt(Squares.parse("e4")));
            assertEquals(OctiPlayer.WHITE, after.toMove());
            assertNull(why(p, "e6-e5/@e7"), "the normal move may be any move");
            assertNull(why(p, "e6-f6"), "the super-prong is a prong for normal moves (D-9)");
            assertRefused(p, "e6-f6/@e7", "no super-prong toward E (X-14)");
            assertRefused(p, "e6-e5/e5-e4/@e7", "already been used this turn (X-14)");
            var e = assertThrows(OctiNotation.NotationException.class, () -> OctiNotation.parse(p, "e6-e5/"));
            assertTrue(e.getMessage().contains("empty move"), e.getMessage());
            assertRefused(pic(FAST, SUPER_BOARD.formatted("B86")), "e6-e5/@e7", "extra moves");
        }

        @Test
        void twoSuperProngsGiveTwoExtraMoves() {
            OctiPosition p = pic(ADV, SUPER_BOARD.formatted("B8!6!") + "; supers B0 W0");
            assertNull(why(p, "e6-e5/e5-f5/@e7"));
            assertNull(why(p, "e6-f6/f6-f5/@e7"), "in either order");
            assertRefused(p, "e6-e5/e5-e4/@e7", "already been used");
        }

        @Test
        void anExtraJumpGoesStraightAndMayCaptureTakingTheSuperProngs() {
            OctiPosition p = pic(ADV, """
                    1 . . . . . . . . .
                    2 . . . . . . . . .
                    3 . . W . : . W . .
                    4 . . . . . . . . .
                    5 . . . . W6! . . . .
                    6 . . . . B8! . . . .
                    7 . . B . : . B . .
                    8 . . . . . . . . .
                    9 . . . . . . . . .
                    Black to move; reserve B4 W4
                    """);
            assertRefused(p, "e6:e4:e2/@e7", "jumps over an empty square");
            OctiPosition after = play(p, "e6xe4/@e7");
            assertEquals(1, after.captured(OctiPlayer.WHITE));
            assertEquals(1, after.superSupply(OctiPlayer.BLACK), "the captured pod's super-prong goes to the captor (D-9)");
            assertEquals(OctiPlayer.WHITE, after.toMove());
            assertRefused(p, "e6xe4/e4-e3/@e7", "already been used");
            assertNull(why(p, "e6xe4"), "the same jump as the normal move");
        }
    }
}
