package org.othellier.game.othello;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.othellier.game.Side;

/** The Othello and Reversi rules, one nested class per rule of docs/RULES.md, on every size. */
class OthelloRulesTest {

    private static final OthelloVariant OTHELLO = OthelloVariant.OTHELLO;

    private static OthelloPosition picture(OthelloVariant v, Side toMove, String picture) {
        return OthelloPosition.fromPicture(v, picture, toMove);
    }

    private static List<String> moves(OthelloPosition p) {
        return p.legalMoves().stream().map(OthelloMove::toString).toList();
    }

    private static List<String> flips(OthelloPosition p, String move) {
        int n = p.size();
        return java.util.Arrays.stream(p.flips(OthelloMove.parse(move))).mapToObj(sq -> OthelloMove.at(sq, n).toString()).toList();
    }

    @Nested
    class O2_Sizes {
        @Test
        void squaresAreNamedFromA1TopLeftToTheLastColumnAndRow() {
            assertEquals(new OthelloMove(0, 0), OthelloMove.parse("a1"));
            assertEquals(new OthelloMove(7, 7), OthelloMove.parse("H8"));
            assertEquals(new OthelloMove(9, 9), OthelloMove.parse("j10"));
            assertEquals("j10", new OthelloMove(9, 9).toString());
        }

        @Test
        void sixAndTenAreVariantsAndOtherSizesAreRefused() {
            assertEquals(36, OthelloPosition.start(OthelloVariant.of(6, Start.OTHELLO)).empties() + 4);
            assertEquals(100, OthelloPosition.start(OthelloVariant.of(10, Start.OTHELLO)).empties() + 4);
            var e = assertThrows(IllegalArgumentException.class, () -> OthelloVariant.of(7, Start.OTHELLO));
            assertTrue(e.getMessage().contains("7"), e.getMessage());
        }

        @Test
        void aMoveOffTheBoardIsRefused() {
            OthelloPosition p = OthelloPosition.start(OthelloVariant.of(6, Start.OTHELLO));
            var e = assertThrows(IllegalOthelloMoveException.class, () -> p.play(OthelloMove.parse("g1")));
            assertTrue(e.getMessage().contains("off the 6x6 board"), e.getMessage());
        }
    }

    @Nested
    class O3_OthelloStart {
        @Test
        void eightByEightHasWhiteOnD4E5AndBlackOnD5E4AndBlackMoves() {
            OthelloPosition p = OthelloPosition.start(OTHELLO);
            assertEquals(Side.WHITE, p.at(OthelloMove.parse("d4").square(8)));
            assertEquals(Side.WHITE, p.at(OthelloMove.parse("e5").square(8)));
            assertEquals(Side.BLACK, p.at(OthelloMove.parse("d5").square(8)));
            assertEquals(Side.BLACK, p.at(OthelloMove.parse("e4").square(8)));
            assertEquals(Side.BLACK, p.toMove());
            assertEquals(List.of("d3", "c4", "f5", "e6"), moves(p));
        }

        @Test
        void otherSizesPutTheSameDiagonalsInTheirCentre() {
            OthelloPosition six = OthelloPosition.start(OthelloVariant.of(6, Start.OTHELLO));
            assertEquals(picture(OthelloVariant.of(6, Start.OTHELLO), Side.BLACK, """
                    - - - - - -
                    - - - - - -
                    - - O X - -
                    - - X O - -
                    - - - - - -
                    - - - - - -
                    """), six);
            OthelloPosition ten = OthelloPosition.start(OthelloVariant.of(10, Start.OTHELLO));
            assertEquals(Side.WHITE, ten.at(4, 4));
            assertEquals(Side.WHITE, ten.at(5, 5));
            assertEquals(Side.BLACK, ten.at(5, 4));
            assertEquals(Side.BLACK, ten.at(4, 5));
            assertEquals(List.of("e4", "d5", "g6", "f7"), moves(ten));
        }
    }

    @Nested
    class O4_ReversiStart {
        private final OthelloVariant reversi = OthelloVariant.of(8, Start.REVERSI);

        @Test
        void theFirstFourDiscsGoOnTheCentreWithoutFlipping() {
            OthelloPosition p = OthelloPosition.start(reversi);
            assertEquals(64, p.empties());
            assertEquals(List.of("d4", "e4", "d5", "e5"), moves(p));
            var e = assertThrows(IllegalOthelloMoveException.class, () -> p.play(OthelloMove.parse("c3")));
            assertTrue(e.getMessage().contains("O-4"), e.getMessage());
            // A parallel opening, impossible in Othello: Black d4 and d5, White e4 and e5.
            OthelloPosition q = p.play(OthelloMove.parse("d4")).play(OthelloMove.parse("e4")).play(OthelloMove.parse("d5"));
            assertEquals(List.of("e5"), moves(q));
            assertEquals(0, q.flips(OthelloMove.parse("e5")).length);
            q = q.play(OthelloMove.parse("e5"));
            assertFalse(q.inOpening());
            assertEquals(picture(reversi, Side.BLACK, """
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - X O - - -
                    - - - X O - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """), q);
            // From the fifth disc on, O-5 applies.
            assertEquals(List.of("f3", "f4", "f5", "f6"), moves(q));
        }

        @Test
        void reversiWorksOnEverySize() {
            for (int size : new int[] {6, 10}) {
                OthelloPosition p = OthelloPosition.start(OthelloVariant.of(size, Start.REVERSI));
                assertEquals(4, p.legalMoves().size());
                for (int i = 0; i < 4; i++) {
                    p = p.play(p.legalMoves().get(0));
                }
                assertEquals(4, p.count(Side.BLACK) + p.count(Side.WHITE));
                assertFalse(p.inOpening());
            }
        }
    }

    @Nested
    class O5_Flanking {
        @Test
        void aDiscFlipsTheRunsOfAllEightDirectionsAtOnce() {
            OthelloPosition p = picture(OTHELLO, Side.BLACK, """
                    X - - X - - X -
                    - O - O - O - -
                    - - O O O - - -
                    X O O - O O O X
                    - - O O O - - -
                    - O - O - O - -
                    X - - X - - X -
                    - - - - - - - -
                    """);
            assertEquals(List.of("b2", "d2", "f2", "c3", "d3", "e3", "b4", "c4", "e4", "f4", "g4",
                    "c5", "d5", "e5", "b6", "d6", "f6"), flips(p, "d4"));
            OthelloPosition after = p.play(OthelloMove.parse("d4"));
            assertEquals(p.count(Side.BLACK) + 18, after.count(Side.BLACK));
            assertEquals(0, after.count(Side.WHITE));
        }

        @Test
        void aLineWithAGapOrWithoutTheMoversDiscAtTheEndIsNotFlanked() {
            OthelloPosition p = picture(OTHELLO, Side.BLACK, """
                    - O - O X - - -
                    - - - - - - - -
                    - O - - - - - -
                    - O - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            // a1: east is O then empty (a gap), south-east is empty: nothing flanked.
            assertFalse(p.isLegal(OthelloMove.parse("a1")));
            // c1: flanks d1 toward e1, but not b1 (no black disc beyond it).
            assertEquals(List.of("d1"), flips(p, "c1"));
            // b5: the column b4, b3 ends on an empty b2, so nothing.
            assertFalse(p.isLegal(OthelloMove.parse("b5")));
            var e = assertThrows(IllegalOthelloMoveException.class, () -> p.play(OthelloMove.parse("b5")));
            assertTrue(e.getMessage().contains("O-5"), e.getMessage());
        }

        @Test
        void anOccupiedSquareIsNoMove() {
            OthelloPosition p = OthelloPosition.start(OTHELLO);
            var e = assertThrows(IllegalOthelloMoveException.class, () -> p.play(OthelloMove.parse("d4")));
            assertTrue(e.getMessage().contains("not empty"), e.getMessage());
        }
    }

    @Nested
    class O6_NoChainReaction {
        @Test
        void discsThatComeToLieBetweenOtherDiscsStay() {
            OthelloPosition p = picture(OTHELLO, Side.BLACK, """
                    - O X - - - - -
                    - O - - - - - -
                    - X - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X O - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            OthelloPosition after = p.play(OthelloMove.parse("a1"));
            // b1 flips; b2 now lies between b1 and b3, both black, but stays white.
            assertEquals(Side.BLACK, after.at(1, 0));
            assertEquals(Side.WHITE, after.at(1, 1));
        }
    }

    @Nested
    class O7_PassAndEnd {
        private final OthelloPosition whiteMustPass = picture(OTHELLO, Side.WHITE, """
                X O - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                - - - - - - - -
                """);

        @Test
        void aPlayerWithoutAMovePassesAndOnlyThen() {
            assertTrue(whiteMustPass.legalMoves().isEmpty());
            assertTrue(whiteMustPass.mustPass());
            assertFalse(whiteMustPass.isOver());
            assertTrue(whiteMustPass.isLegal(OthelloMove.PASS));
            OthelloPosition black = whiteMustPass.play(OthelloMove.PASS);
            assertEquals(Side.BLACK, black.toMove());
            assertFalse(black.isLegal(OthelloMove.PASS));
            var e = assertThrows(IllegalOthelloMoveException.class, () -> black.play(OthelloMove.PASS));
            assertTrue(e.getMessage().contains("O-7"), e.getMessage());
        }

        @Test
        void theGameEndsWhenNeitherCanMoveEvenWithEmptySquares() {
            OthelloPosition end = whiteMustPass.play(OthelloMove.PASS).play(OthelloMove.parse("c1"));
            assertTrue(end.isOver());
            assertFalse(end.mustPass());
            assertEquals(new OthelloResult(64, 0, Side.BLACK, OthelloResult.Reason.NO_MOVES), end.result());
        }

        @Test
        void aFullBoardEndsTheGame() {
            OthelloPosition full = OthelloPosition.of(OTHELLO, "X".repeat(40) + "O".repeat(24), Side.WHITE);
            assertTrue(full.isOver());
            assertEquals("40-24", full.result().score());
        }

        @Test
        void aGameInProgressHasNoResultYet() {
            assertThrows(IllegalStateException.class, () -> OthelloPosition.start(OTHELLO).result());
        }
    }

    @Nested
    class O8_SingleFlank {
        private final OthelloVariant single = OTHELLO.withRules("single-flank");

        @Test
        void onlyLinesOfExactlyOneDiscAreFlanked() {
            String board = """
                    - O O X - - - -
                    O - - - - - - -
                    X - - - - - - -
                    - - - - - - - -
                    - - - O X - - -
                    - - - X O - - -
                    - - - - - - - -
                    - - - - - - - -
                    """;
            OthelloPosition standard = picture(OTHELLO, Side.BLACK, board);
            OthelloPosition p = picture(single, Side.BLACK, board);
            assertEquals(List.of("b1", "c1", "a2"), flips(standard, "a1"));
            assertEquals(List.of("a2"), flips(p, "a1"));
            OthelloPosition after = p.play(OthelloMove.parse("a1"));
            assertEquals(Side.WHITE, after.at(1, 0));
            assertEquals(Side.BLACK, after.at(0, 1));
        }

        @Test
        void aMoveThatFlanksOnlyLongLinesIsIllegal() {
            OthelloPosition p = picture(single, Side.BLACK, """
                    - O O X - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    """);
            assertFalse(p.isLegal(OthelloMove.parse("a1")));
            var e = assertThrows(IllegalOthelloMoveException.class, () -> p.play(OthelloMove.parse("a1")));
            assertTrue(e.getMessage().contains("O-8"), e.getMessage());
            // White can still flank d1 alone from e1, so Black passes.
            assertTrue(p.mustPass());
        }

        @Test
        void singleFlankWorksOnOtherSizes() {
            OthelloVariant six = OthelloVariant.of(6, Start.OTHELLO).withRules("single-flank");
            OthelloPosition p = picture(six, Side.WHITE, """
                    - - - - - -
                    - - - - - -
                    - X X O - -
                    - - X O - -
                    - - O - - -
                    - - - - - -
                    """);
            assertEquals(List.of("b2", "b4", "b5"), moves(p));
            assertEquals(List.of("c3"), flips(p, "b2"));
            assertEquals(List.of("b2", "c2", "a3", "b4", "b5"), moves(picture(OthelloVariant.of(6, Start.OTHELLO), Side.WHITE, """
                    - - - - - -
                    - - - - - -
                    - X X O - -
                    - - X O - -
                    - - O - - -
                    - - - - - -
                    """)));
        }
    }

    @Nested
    class O9_O10_Score {
        @Test
        void theEmptiesGoToTheWinner() {
            assertEquals(new OthelloResult(50, 14, Side.BLACK, OthelloResult.Reason.NO_MOVES),
                    Scoring.finalResult(OTHELLO, 40, 14));
            assertEquals(new OthelloResult(10, 54, Side.WHITE, OthelloResult.Reason.NO_MOVES),
                    Scoring.finalResult(OTHELLO, 10, 30));
        }

        @Test
        void aDrawWithEmptiesSplitsThemEvenly() {
            OthelloPosition p = picture(OTHELLO, Side.BLACK, """
                    X - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - -
                    - - - - - - - O
                    """);
            assertTrue(p.isOver());
            OthelloResult r = p.result();
            assertTrue(r.isDraw());
            assertEquals("32-32", r.score());
        }

        @Test
        void theTwoNumbersSumToTheSquaresOnEverySize() {
            assertEquals(36, Scoring.finalResult(OthelloVariant.of(6, Start.OTHELLO), 20, 10).black()
                    + Scoring.finalResult(OthelloVariant.of(6, Start.OTHELLO), 20, 10).white());
            OthelloResult ten = Scoring.finalResult(OthelloVariant.of(10, Start.OTHELLO), 3, 40);
            assertEquals(new OthelloResult(3, 97, Side.WHITE, OthelloResult.Reason.NO_MOVES), ten);
        }
    }

    @Nested
    class O11_AntiReversi {
        private final OthelloVariant anti = OTHELLO.withRules("anti-reversi");

        @Test
        void fewerDiscsWinsAndTheCountsStandAsTheyAre() {
            OthelloResult r = Scoring.finalResult(anti, 40, 14);
            assertEquals(Side.WHITE, r.winner());
            assertEquals("40-14", r.score());
            assertTrue(Scoring.finalResult(anti, 20, 20).isDraw());
        }

        @Test
        void theMovesAreTheSame() {
            OthelloPosition p = OthelloPosition.start(anti);
            assertEquals(moves(OthelloPosition.start(OTHELLO)), moves(p));
            OthelloPosition end = OthelloPosition.of(anti, "X".repeat(3) + "-".repeat(60) + "O", Side.BLACK);
            assertTrue(end.isOver());
            assertEquals(Side.WHITE, end.result().winner());
            assertEquals("3-1", end.result().score());
        }
    }

    @Nested
    class O13_TimeForfeit {
        @Test
        void aheadOnDiscsTheLoserGetsThirtyOneToThirtyThree() {
            OthelloResult r = Scoring.timeForfeit(OTHELLO, 30, 20, Side.BLACK);
            assertEquals(new OthelloResult(31, 33, Side.WHITE, OthelloResult.Reason.TIME_FORFEIT), r);
        }

        @Test
        void otherwiseTheOpponentCountsItsDiscsAndEveryEmptySquare() {
            OthelloResult r = Scoring.timeForfeit(OTHELLO, 30, 20, Side.WHITE);
            assertEquals(new OthelloResult(44, 20, Side.BLACK, OthelloResult.Reason.TIME_FORFEIT), r);
            OthelloResult level = Scoring.timeForfeit(OTHELLO, 25, 25, Side.WHITE);
            assertEquals(new OthelloResult(39, 25, Side.BLACK, OthelloResult.Reason.TIME_FORFEIT), level);
        }

        @Test
        void otherSizesUseTheSmallestWinningMargin() {
            OthelloResult six = Scoring.timeForfeit(OthelloVariant.of(6, Start.OTHELLO), 10, 5, Side.BLACK);
            assertEquals(new OthelloResult(17, 19, Side.WHITE, OthelloResult.Reason.TIME_FORFEIT), six);
            OthelloResult ten = Scoring.timeForfeit(OthelloVariant.of(10, Start.OTHELLO), 1, 30, Side.WHITE);
            assertEquals(new OthelloResult(51, 49, Side.BLACK, OthelloResult.Reason.TIME_FORFEIT), ten);
        }

        @Test
        void aPositionAppliesItToItsOwnCount() {
            OthelloPosition start = OthelloPosition.start(OTHELLO);
            assertEquals(new OthelloResult(62, 2, Side.BLACK, OthelloResult.Reason.TIME_FORFEIT),
                    start.timeForfeit(Side.WHITE));
        }

        @Test
        void antiReversiTurnsAheadAround() {
            OthelloVariant anti = OTHELLO.withRules("anti");
            // Black ran out with fewer discs: ahead in anti-reversi, so the smallest margin for White.
            assertEquals(new OthelloResult(33, 31, Side.WHITE, OthelloResult.Reason.TIME_FORFEIT),
                    Scoring.timeForfeit(anti, 10, 30, Side.BLACK));
            // Black ran out with more discs: the counts stand.
            assertEquals(new OthelloResult(30, 10, Side.WHITE, OthelloResult.Reason.TIME_FORFEIT),
                    Scoring.timeForfeit(anti, 30, 10, Side.BLACK));
        }
    }

    @Nested
    class O14_Resignation {
        @Test
        void theOneWhoResignsLosesScoredAsATimeForfeit() {
            OthelloPosition p = OthelloPosition.fromPicture(OTHELLO, """
                        a b c d e f g h
                     1  - - - - - - - -
                     2  - - - - - - - -
                     3  - - - - - - - -
                     4  - - - O X - - -
                     5  - - - X X X - -
                     6  - - - - - - - -
                     7  - - - - - - - -
                     8  - - - - - - - -
                    """, Side.WHITE);
            assertEquals(new OthelloResult(63, 1, Side.BLACK, OthelloResult.Reason.RESIGNATION), p.resignation(Side.WHITE),
                    "White's one disc stands; Black takes every other square");
            assertEquals(new OthelloResult(31, 33, Side.WHITE, OthelloResult.Reason.RESIGNATION), p.resignation(Side.BLACK),
                    "Black was ahead: the narrowest win for White");
        }

        @Test
        void otherSizesAndAntiReversiAsO13() {
            assertEquals(new OthelloResult(17, 19, Side.WHITE, OthelloResult.Reason.RESIGNATION),
                    Scoring.resignation(OthelloVariant.of(6, Start.OTHELLO), 10, 5, Side.BLACK));
            assertEquals(new OthelloResult(30, 10, Side.WHITE, OthelloResult.Reason.RESIGNATION),
                    Scoring.resignation(OTHELLO.withRules("anti"), 30, 10, Side.BLACK));
        }
    }

    @Nested
    class O15_DrawByAgreement {
        @Test
        void halfTheSquaresEachWhateverTheDiscs() {
            assertEquals(new OthelloResult(32, 32, null, OthelloResult.Reason.AGREED_DRAW), Scoring.agreedDraw(OTHELLO));
            assertEquals(new OthelloResult(50, 50, null, OthelloResult.Reason.AGREED_DRAW),
                    Scoring.agreedDraw(OthelloVariant.of(10, Start.OTHELLO)));
            assertEquals("32-32 (draw, agreed draw)", Scoring.agreedDraw(OTHELLO).toString());
        }
    }

    @Test
    void aPositionPrintsAsAPictureAndReadsBack() {
        OthelloPosition p = Transcript.replay(OTHELLO, "f5d6c3").position();
        String picture = p.toPicture();
        assertTrue(picture.startsWith("    a b c d e f g h\n 1  - - - - - - - -"), picture);
        assertEquals(p, OthelloPosition.fromPicture(OTHELLO, picture, p.toMove()));
        assertEquals(p, OthelloPosition.of(OTHELLO, p.squares(), Side.WHITE));
        assertNull(p.at(0));
        assertArrayEquals(new int[0], p.flips(OthelloMove.PASS));
    }
}
