package org.othellier.coach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellier.game.Side;

/** One sign convention for the review's figures (docs/REVIEW.md): values signed for the mover, losses unsigned. */
class ReviewWordsTest {

    @Test
    void valuesAreSignedFromTheMoversSideAndNothingHasNoSign() {
        assertEquals("+0.9", ReviewWords.value(0.9, false));
        assertEquals("-9.6", ReviewWords.value(-9.6, false));
        assertEquals("0.0", ReviewWords.value(-0.04, false));
        assertEquals("+4", ReviewWords.value(4, true));
        assertEquals("-12", ReviewWords.value(-12, true));
        assertEquals("0", ReviewWords.value(-0.2, true));
    }

    @Test
    void aLossIsNeverSigned() {
        assertEquals("10.4", ReviewWords.loss(10.4, false));
        assertEquals("0.0", ReviewWords.loss(0, false));
        assertEquals("6", ReviewWords.loss(6, true));
        assertThrows(IllegalArgumentException.class, () -> ReviewWords.loss(-1, true));
    }

    @Test
    void theListAndTheDetailSayTheLossAsLoses() {
        PlyReview c2 = new PlyReview(12, Side.BLACK, "c2", -9.6, "c4", 0.9, 10.5, MistakeClass.BLUNDER, false, 6,
                List.of("c4", "b3"));
        assertEquals("12. Black c2: blunder, loses 10.5 (best c4)", ReviewWords.listed(c2));
        assertEquals("Black played c2, worth -9.6; best c4, worth +0.9: c2 loses 10.5 discs, a blunder.",
                ReviewWords.detail(c2));
        PlyReview g1 = new PlyReview(50, Side.WHITE, "g1", 3, "h1", 4, 1, MistakeClass.GOOD, true, 11, List.of());
        assertEquals("White played g1, worth +3; best h1, worth +4: g1 loses 1 disc.", ReviewWords.detail(g1));
        PlyReview a8 = new PlyReview(51, Side.BLACK, "a8", -2, "a8", -2, 0, MistakeClass.BEST, true, 10, List.of());
        assertEquals("Black played a8, worth -2: the best move.", ReviewWords.detail(a8));
        PlyReview b7 = new PlyReview(30, Side.WHITE, "b7", -1.5, "g7", 1, 2.5, MistakeClass.INACCURACY, false, 6, List.of());
        assertEquals("30. White b7: inaccuracy, loses 2.5 (best g7)", ReviewWords.listed(b7));
        assertEquals("White played b7, worth -1.5; best g7, worth +1.0: b7 loses 2.5 discs, an inaccuracy.",
                ReviewWords.detail(b7));
    }
}
