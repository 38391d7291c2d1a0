package org.othellier.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Whether a board's result is the one its moves make, without a hub: the rules' scores (docs/RULES.md O-7, O-10,
 * O-13, O-14, O-15) replayed from the moves a board sent.
 */
class ResultCheckTest {

    /** The shortest game: nine moves, Black wipes White out (64-0 with the empty squares, O-10). */
    private static final List<String> SHORTEST = List.of("e6", "f4", "e3", "f6", "g5", "d6", "e7", "f5", "c5");

    private static Supplier<List<String>> moves(String... moves) {
        return () -> List.of(moves);
    }

    @Test
    void aGameOverByItsMovesCountsWithTheScoreTheyMakeOnly() {
        assertNull(ResultCheck.whyNotCounted(8, 8, () -> SHORTEST, "64-0"), "O-7, O-10");
        assertEquals("its moves make 64-0, not the 40-24 it reported",
                ResultCheck.whyNotCounted(8, 8, () -> SHORTEST, "40-24"));
        assertEquals("the game is not over after its 1 move, yet it reported 64-0",
                ResultCheck.whyNotCounted(8, 8, moves("f5"), "64-0 no moves"));
    }

    @Test
    void aMoveNotLegalWhereItComesIsNamed() {
        assertEquals("move 2 (a1) is not legal there", ResultCheck.whyNotCounted(8, 8, moves("f5", "a1"), "64-0"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ResultCheck.replay(8, List.of("f5", "d6", "x".repeat(100))));
        assertEquals("move 3 (" + "x".repeat(60) + "...) is not legal there", e.getMessage());
    }

    @Test
    void aGamePlayedOnAnotherSizeIsNotCountedAndItsMovesAreNotRead() {
        Supplier<List<String>> unread = () -> {
            throw new AssertionError("the moves are read");
        };
        assertEquals("the game was played on 10x10, not the tournament's 8x8",
                ResultCheck.whyNotCounted(8, 10, unread, "64-0"));
    }

    @Test
    void eventsThatMakeNoGameSaySo() {
        assertEquals("its events do not make a game (club.db is busy)", ResultCheck.whyNotCounted(8, 8, () -> {
            throw new IllegalStateException("club.db is busy");
        }, "64-0"));
    }

    @Test
    void aFlagFallScoresByO13() {
        // at the start Black's two discs stay, White has every other square
        assertNull(ResultCheck.whyNotCounted(8, 8, moves(), "2-62 time forfeit"));
        assertNull(ResultCheck.whyNotCounted(8, 8, moves(), "62-2 time forfeit"));
        assertEquals("a time forfeit after these 0 moves scores 2-62 or 62-2 (O-13), not 32-32",
                ResultCheck.whyNotCounted(8, 8, moves(), "32-32 time forfeit"));
    }

    @Test
    void aResignationScoresByO14AndADrawAgreedByO15() {
        assertNull(ResultCheck.whyNotCounted(8, 8, moves("f5"), "63-1 resignation"));
        assertEquals("a resignation after these 1 move scores 31-33 or 63-1 (O-14), not 64-0",
                ResultCheck.whyNotCounted(8, 8, moves("f5"), "64-0 resignation"));
        assertNull(ResultCheck.whyNotCounted(8, 8, moves("f5"), "32-32 agreed draw"));
        assertEquals("a draw by agreement scores 32-32 (O-15), not 40-24",
                ResultCheck.whyNotCounted(8, 8, moves(), "40-24 agreed draw"));
    }

    @Test
    void aGameOverOnTheBoardEndsByItsCountNotByTheirWord() {
        assertEquals("the game is over on the board after these 9 moves: its result is the count, 64-0, not a"
                + " resignation", ResultCheck.whyNotCounted(8, 8, () -> SHORTEST, "64-0 resignation"));
    }
}
