package org.othellier.game.octi;

/**
 * Legal positions where the moves multiply (docs/OCTI.md, "Why blocks"): the move index's benchmark
 * ({@code octi index-bench}) and its tests measure and check on them.
 */
public final class HardPositions {

    private HardPositions() {
    }

    /** Seven different pods with seven or eight prongs on one square: every subset moves, each its own way. */
    public static OctiPosition stackOfSeven() {
        return OctiPicture.parse(OctiVariant.FAST, """
                1  .  .  .  .  .                                                     .  .  .  .
                2  .  .  .  .  .                                                     .  .  .  .
                3  .  .  :  .  :                                                     .  W  .  .
                4  .  .  .  .  .                                                     .  .  .  .
                5  .  .  .  .  B89632147+B9632147+B8632147+B8932147+B8962147+B8963147+B8963247 .  .  .  .
                6  .  .  .  .  .                                                     .  .  .  .
                7  .  .  :  .  :                                                     .  :  .  .
                8  .  .  .  .  .                                                     .  .  .  .
                9  .  .  .  .  .                                                     .  .  .  .
                Black to move; reserve B0 W6; prongs B0 W0
                """);
    }

    /** A pod jumping over four stacks of different pods, enemy and own: every subset of each may be captured. */
    public static OctiPosition chainOverStacks() {
        return OctiPicture.parse(OctiVariant.FAST, """
                1  .  .           .  .            .  .         .  .      .
                2  .  .           .  .            .  .         .  .      .
                3  .  .           :  .            :  .         :  .      .
                4  .  .           .  .            .  .         .  .      .
                5  B6 W+W8+W2+W6  .  W4+W9+W3     .  B+B8+B2   .  B4+B3  .
                6  .  .           .  .            .  .         .  .      .
                7  .  .           :  .            :  .         :  .      .
                8  .  .           .  .            .  .         .  .      .
                9  .  .           .  .            .  .         .  .      .
                Black to move; reserve B1 W0
                """);
    }
}
