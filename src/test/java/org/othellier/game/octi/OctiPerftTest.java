package org.othellier.game.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Regression counts of the move generator (docs/OCTI.md "Counting moves"), from the starts and from
 * midgame positions met in random games, where jumps, stacks, captures, group moves and (advanced)
 * extra moves all occur. A changed number means the rules or the counting changed.
 */
class OctiPerftTest {

    @Test
    void fromTheStarts() {
        assertCounts(OctiPosition.start(OctiVariant.FAST), 27, 729, 19_683, 531_441);
        assertCounts(OctiPosition.start(OctiVariant.CLASSIC), 27, 729, 19_683, 531_441);
        assertCounts(OctiPosition.start(OctiVariant.FOUR_PLAYER), 9, 81, 729, 6_561, 59_049);
        assertCounts(OctiPosition.start(OctiVariant.ADVANCED), 51, 2_601, 135_915);
    }

    @Test
    void fromAFastMidgame() {
        assertCounts(OctiPicture.parse(OctiVariant.FAST, """
                   a        b        c        d        e        f        g        h        i
                1  .        .        .        .        .        .        .        .        .
                2  .        .        .        .        .        .        .        .        .
                3  .        .        W9632+W4 .        W+W2     .        :        .        .
                4  .        .        .        .        .        .        W324     .        .
                5  .        .        .        .        .        .        W37      .        .
                6  .        .        .        .        .        W321     .        .        .
                7  .        B89214   :        .        :        B86147   B4       .        .
                8  .        .        .        .        .        .        .        .        .
                9  .        .        .        .        .        .        .        B93217   .
                Black to move; reserve B2 W0; captured B1 W0; prongs B9 W11; quiet 1
                """), 209, 9_083, 614_106);
    }

    @Test
    void fromAFourPlayerMidgame() {
        assertCounts(OctiPicture.parse(OctiVariant.FOUR_PLAYER, """
                1  W9637 .     W86147 .  .        . .             . .
                2  .     .     .      .  b9632147 . .             . .
                3  .     .     :      .  :        . b324+b7       . .
                4  .     .     .      .  .        . .             . .
                5  W321  .     .      .  .        . .             . .
                6  .     B8964 .      .  .        . .             . .
                7  .     .     B6     .  :        . w             . .
                8  .     .     .      .  .        . w83214+w86217 . .
                9  .     .     .      .  B63214   . .             . .
                White 2 to move; reserve B1 W1 b1 w1; captured B0 W0 b0 w0; prongs B2 W0 b1 w2; quiet 2
                """), 74, 1_645, 12_033);
    }

    @Test
    void fromAnAdvancedMidgameWithSuperProngs() {
        assertCounts(OctiPicture.parse(OctiVariant.ADVANCED, """
                1  .      B9!327 .      .      .      .      .      .      .
                2  .      .      .      .      .      .      .      .      .
                3  .      .      :      W6!27  W9627  .      W      .      .
                4  .      .      .      .      .      W21    .      .      .
                5  .      .      .      .      W921   .      .      .      .
                6  .      .      B82    .      .      .      .      .      .
                7  .      B9614  :      .      B14    .      :      .      .
                8  .      .      .      .      .      .      .      .      .
                9  .      .      .      .      B91    .      .      .      .
                White to move; reserve B2 W1; captured B0 W1; prongs B11 W13; supers B0 W0; quiet 0
                """), 354, 16_229);
    }

    private static void assertCounts(OctiPosition p, long... expected) {
        for (int depth = 1; depth <= expected.length; depth++) {
            assertEquals(expected[depth - 1], OctiPerft.count(p, depth), "depth " + depth);
        }
    }
}
