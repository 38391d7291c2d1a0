package org.othellier.game.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The move notation of docs/OCTI.md: every form read and written back, and errors that name the token and the reason. */
class OctiNotationTest {

    static final OctiPosition BOARD = OctiPicture.parse(OctiVariant.FAST, """
            1 . . . . . . . . .
            2 . . . . . . . . .
            3 . . W . : . W . .
            4 . . . . W+W8 . . . .
            5 . . . . . . . . .
            6 . . . . W . . . .
            7 . . B . B8+B86 . B . .
            8 . . . . B . . . .
            9 . . . . . . . . .
            Black to move; reserve B2 W2
            """);

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            @c7                         | enter from reserve (X-6)
            e8+N                        | insert a prong (X-7)
            e7[N]+E                     | insert, pod named by its prongs
            e7[N,E]-f7                  | step (X-8)
            e7[N]:e5                    | jump without capture (X-9)
            e7[N]xe5                    | jump capturing everything jumped (X-10)
            e7[N]xe5:e3                 | chain: capture on e6, not on e4
            e7[N]:e5xe3{[N]}            | chain ending with a partial capture of a stack
            e7[N]:e5xe3{[]}             | the other pod of that stack
            e7[N]:e5xe3                 | both
            e7[N]:e5&e7[N,E]-f7         | group move (X-11)
            e7[N]xe5:e3&e7[N,E]-f7      | group move with a chain
            """)
    void everyFormReadsAndWritesBack(String token, String what) {
        OctiMove move = OctiNotation.parse(BOARD, token);
        assertEquals(token, OctiNotation.format(BOARD, move), what);
    }

    @Test
    void squaresAndDirectionsReadInEitherCase() {
        assertEquals(OctiNotation.parse(BOARD, "e8+NE"), OctiNotation.parse(BOARD, "E8+ne"));
        assertEquals(OctiNotation.parse(BOARD, "e7[N,E]-f7"), OctiNotation.parse(BOARD, "E7[e,n]-F7"));
    }

    @Test
    void superProngsAndExtraMovesInTheAdvancedGame() {
        OctiPosition p = OctiPicture.parse(OctiVariant.ADVANCED, """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . W . W . .
                4 . . . . . . . . .
                5 . . . . B8! . . . .
                6 . . . . . . . . .
                7 . . B . : . B . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                supers B1 W0
                """);
        for (String token : new String[] {"c7+N!", "e5-e4/c7+N", "e5-e4/e4:e2", "e5-e4/e4+E!"}) {
            assertEquals(token, OctiNotation.format(p, OctiNotation.parse(p, token)));
        }
        assertInstanceOf(OctiMove.Turn.class, OctiNotation.parse(p, "e5-e4/c7+N"));
    }

    @Test
    void fourPlayerCapturesNameTheOwnerWhenPartnersShareTheSquare() {
        OctiPosition p = OctiPicture.parse(OctiVariant.FOUR_PLAYER, """
                1 . . . . . . . . .
                2 . . . . . . . . .
                3 . . W . : . b . .
                4 . . . . . . . . .
                5 . . . . W+w . . . .
                6 . . . . B8 . . . .
                7 . . B . : . w . .
                8 . . . . . . . . .
                9 . . . . . . . . .
                Black to move; reserve B2 W2 b3 w2
                """);
        OctiMove partial = OctiNotation.parse(p, "e6xe4{w[]}");
        assertEquals("e6xe4{w[]}", OctiNotation.format(p, partial));
        assertEquals("e6xe4", OctiNotation.format(p, OctiNotation.parse(p, "e6xe4{W[],w[]}")));
        assertError(p, "e6xe4{[]}", "e5 holds pods of two players: write the owner's letter, as in b[]");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            z9+N            | 'z9' is not a square of the 9x9 board (a1 to i9)
            e7              | at its end: expected '+', '-', ':' or 'x' after e7
            e8+Q            | expected a direction (N, NE, E, SE, S, SW, W, NW)
            e8+NS           | 'NS' is not a direction
            e7-e6           | e7 holds 2 kinds of Black's pods, [N] [N,E]: name one, as in e7[N]
            e7[S]-e8        | no pod [S] of Black on e7
            e7[N-e6         | expected ']'
            e7[N]xe5{[N]    | expected '}'
            e7[N]-e6&c7-c6  | the pods of a group move leave one square: c7 is not e7 (X-11)
            e7[N]-e6-e5     | a step ('-') goes one square and is not followed by more legs (X-8)
            e7[N]:e4        | e7 to e4 is not a jump: a jump lands two squares away in a straight line (X-9)
            e7[N]-e6x       | a step ('-') goes one square
            e8+N?           | unexpected '?'
            @e5             | e5 is not one of Black's home squares (X-6)
            d5+N            | no pod of Black on d5
            pass            | passing is only for a four-player game (docs/OCTI.md D-8); Black must move
            e7[N]-e6/@c7    | extra moves ('/') belong to the advanced game (X-14)
            ''              | an empty move
            """)
    void badTokensAreRefusedNamingTheTokenAndTheReason(String token, String reason) {
        assertError(BOARD, token, reason);
    }

    private static void assertError(OctiPosition p, String token, String reason) {
        var e = assertThrows(OctiNotation.NotationException.class, () -> OctiNotation.parse(p, token));
        assertEquals(token, e.token());
        assertTrue(e.getMessage().startsWith("'" + token + "': "), e.getMessage());
        assertTrue(e.reason().contains(reason), e.reason());
    }
}
