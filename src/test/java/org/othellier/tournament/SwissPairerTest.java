package org.othellier.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.othellier.tournament.Field.pair;
import static org.othellier.tournament.Field.relaxed;

import org.junit.jupiter.api.Test;

/**
 * Each pairing rule of docs/TOURNAMENT.md on a small field written as a table in rank order, best first
 * ({@link Field}: points, colours per round, byes, the players met). Pairings read Black first, in table order.
 */
class SwissPairerTest {

    /** T-2, T-5, T-7: Round 1: top half against bottom half; the higher-ranked has Black at odd tables, White at even ones. */
    @Test
    void theFirstRoundPairsTheTopHalfAgainstTheBottomHalfWithAlternatingColours() {
        assertEquals("1-5 6-2 3-7 8-4", pair("""
                id points colours byes met
                1  0      -       0    -
                2  0      -       0    -
                3  0      -       0    -
                4  0      -       0    -
                5  0      -       0    -
                6  0      -       0    -
                7  0      -       0    -
                8  0      -       0    -
                """));
    }

    /** T-3, T-5, T-7: Score groups: winners meet winners, losers losers, top half against bottom half; colours alternate. */
    @Test
    void playersMeetTheirScoreGroup() {
        assertEquals("3-1 2-4 5-7 8-6", pair("""
                id points colours byes met
                1  1      B       0    5
                2  1      W       0    6
                3  1      W       0    7
                4  1      B       0    8
                5  0      W       0    1
                6  0      B       0    2
                7  0      B       0    3
                8  0      W       0    4
                """));
    }

    /** T-4: An odd group: its lowest player floats down and meets the top of the next group. */
    @Test
    void theLowestOfAnOddGroupFloatsDownToTheTopOfTheNextGroup() {
        assertEquals("2-1 4-3 6-5", pair("""
                id points colours byes met
                1  1      B       0    -
                2  1      W       0    -
                3  1      B       0    -
                4  0      W       0    -
                5  0      B       0    -
                6  0      W       0    -
                """));
    }

    /** T-4: The same player does not float down twice running when another can: 3 floated last round, so 2 floats. */
    @Test
    void aPlayerWhoFloatedDownLastRoundDoesNotFloatAgain() {
        assertEquals("3-1 4-2 5-6", pair("""
                id points colours byes met     floated
                1  2      BB      0    7,8     -
                2  2      WB      0    9,10    -
                3  2      BW      0    11,12   yes
                4  1      WB      0    13,14   -
                5  1      BW      0    15,16   -
                6  1      WB      0    17,18   -
                """));
    }

    /**
     * T-4, T-8: A floater goes down as far as it must: 1 has met 2 (its group), 3 and 4 (the next group), so it meets 5;
     * 2, left alone, floats to 3. Tables: the higher score first, then the higher sum (2-3 before 1-5).
     */
    @Test
    void aFloaterGoesFurtherDownPastThePlayersItHasMet() {
        assertEquals("2-3 1-5 6-4", pair("""
                id points colours byes met
                1  2      BW      0    2,3,4
                2  2      BW      0    1
                3  1      WB      0    1
                4  1      WB      0    1
                5  0      BW      0    -
                6  0      WB      0    -
                """));
    }

    /** T-5, T-6: No rematch: 1 has met 3, so the group pairs 1-4 and 2-3 (the next exchange of the other half). */
    @Test
    void noRematchTakesTheNextPartnerOfTheOtherHalf() {
        assertEquals("1-4 3-2", pair("""
                id points colours byes met
                1  1      W       0    3
                2  1      B       0    -
                3  1      B       0    1
                4  1      W       0    -
                """));
    }

    /**
     * T-4, T-5: As few floaters as possible: 1-3 first would leave 2 and 4 (who met) to float down, so the group takes the
     * next exchange, 1-4 and 2-3, and nobody leaves it.
     */
    @Test
    void aGroupKeepsItsPlayersWhenAnExchangeAllowsIt() {
        assertEquals("4-1 2-3 6-5", pair("""
                id points colours byes met
                1  2      WB      0    -
                2  2      BW      0    4
                3  2      BW      0    -
                4  2      WB      0    2
                5  0      WB      0    -
                6  0      BW      0    -
                """));
    }

    /**
     * T-5, T-6: Looking ahead: 1's first partner, 3, is allowed, but 2 and 4 can each play only 1 or 3 (they met 5 and 6,
     * and each other), so taking 1-3 would force a rematch. The search sees it and pairs 1-4, 2-3: no rule relaxed.
     */
    @Test
    void thePairingLooksAheadSoNoRematchHoldsWheneverAPairingWithoutOneExists() {
        String field = """
                id points colours byes met
                1  2      --B     0    5
                2  2      BWB     0    4,5,6
                3  2      --W     0    6
                4  2      WBW     0    2,5,6
                5  0      BWB     0    1,2,4
                6  0      WBW     0    2,3,4
                """;
        assertEquals("4-1 3-2 6-5", pair(field));
        assertEquals("", relaxed(field));
    }

    /** T-7: Colours: 1 and 3 both had Black twice running, so they do not meet (one would have it a third time). */
    @Test
    void twoPlayersWhoMustHaveTheSameColourDoNotMeet() {
        assertEquals("4-1 2-3", pair("""
                id points colours byes met
                1  1      BB      0    5,6
                2  1      BW      0    7,8
                3  1      BB      0    9,10
                4  1      WB      0    11,12
                """));
    }

    /** T-7: A colour difference of 2 is an absolute wish too: 1 and 3 (two Blacks more each) do not meet. */
    @Test
    void aColourDifferenceOfTwoIsNotExceededWhenAvoidable() {
        assertEquals("4-1 2-3", pair("""
                id points colours byes met
                1  2      BBWB    0    5,6,7,8
                2  2      WBWB    0    9,10,11,12
                3  2      BBWB    0    13,14,15,16
                4  2      BWBW    0    17,18,19,20
                """));
    }

    /** T-7: Allocation: the stronger wish wins; 2's difference of +1 (strong, White) beats 1's alternation (mild, White). */
    @Test
    void theStrongerColourWishWins() {
        assertEquals("1-2", pair("""
                id points colours byes met
                1  1      WB      0    3,4
                2  1      BWB     0    5,6
                """));
    }

    /**
     * T-7: Equal wishes (both last had Black, difference 0): each takes the colour opposite to the one they had in the
     * last round their colours differed (round 2: 1 had White, so 1 now has Black), not simply the higher-ranked's wish.
     */
    @Test
    void equalWishesAlternateFromTheLastRoundTheColoursDiffered() {
        assertEquals("1-2", pair("""
                id points colours byes met
                1  2      BWWB    0    3,4,5,6
                2  2      WBWB    0    7,8,9,10
                """));
    }

    /** T-7: Equal wishes and the same history: the higher-ranked player has their wish. */
    @Test
    void equalWishesAndTheSameHistoryGoToTheHigherRanked() {
        assertEquals("2-1", pair("""
                id points colours byes met
                1  1      WB      0    3,4
                2  1      WB      0    5,6
                """));
    }

    /** T-9: The bye: the lowest-ranked player who has not had one; it comes after the tables. */
    @Test
    void theByeGoesToTheLowestRankedPlayerWithoutOne() {
        assertEquals("1-3 4-2 bye:5", pair("""
                id points colours byes met
                1  0      -       0    -
                2  0      -       0    -
                3  0      -       0    -
                4  0      -       0    -
                5  0      -       0    -
                """));
        // Round 3 after 1-3, 4-2, bye 5 and 2-5, 3-4, bye 1: 5 is last but had the bye, so 2 has it.
        assertEquals("4-1 5-3 bye:2", pair("""
                id points colours byes met
                1  2      B-      1    3
                4  1      BW      0    2,3
                3  1      WB      0    1,4
                2  1      WB      0    4,5
                5  1      -W      1    2
                """));
    }

    /** T-9: The bye moves up when the lowest player's bye would force a rematch: 1 has met 2, 3 and 4, so must meet 5. */
    @Test
    void theByeMovesUpWhenTheOthersCouldNotBePairedWithoutARematch() {
        assertEquals("5-1 2-3 bye:4", pair("""
                id points colours byes met
                1  2      BWB     0    2,3,4
                2  1      W--     0    1
                3  1      B--     0    1
                4  0      W--     0    1
                5  0      ---     0    -
                """));
    }

    /** T-10: Every pairing without a rematch puts two players who both need White together: colours give way, not rematches. */
    @Test
    void coloursAreRelaxedBeforeRematches() {
        String field = """
                id points colours byes met
                1  1      WBB     0    3
                2  1      WBB     0    4
                3  1      WBW     0    1
                4  1      WBB     0    2
                """;
        assertEquals("colours", relaxed(field));
        assertEquals("4-1 3-2", pair(field));
    }

    /** T-6, T-10: Four players after three rounds have all met: a rematch is the only way, and the pairing says so. */
    @Test
    void aRematchOnlyWhenEveryPairingHasOne() {
        String field = """
                id points colours byes met
                1  3      BWB     0    2,3,4
                2  2      WBW     0    1,3,4
                3  1      BWB     0    1,2,4
                4  0      WBW     0    1,2,3
                """;
        assertEquals("rematches", relaxed(field));
        assertEquals("2-1 4-3", pair(field));
    }

    @Test
    void pairingIsDeterministic() {
        String field = """
                id points colours byes met
                1  1      B       0    5
                2  1      W       0    6
                3  1      W       0    7
                4  1      B       0    8
                5  0      W       0    1
                6  0      B       0    2
                7  0      B       0    3
                8  0      W       0    4
                """;
        String first = pair(field);
        for (int i = 0; i < 20; i++) {
            assertEquals(first, pair(field));
        }
    }

    @Test
    void oneOrNoPlayerCannotBePaired() {
        assertThrows(TournamentException.class, () -> pair("""
                id points colours byes met
                1  0      -       0    -
                """));
    }
}
