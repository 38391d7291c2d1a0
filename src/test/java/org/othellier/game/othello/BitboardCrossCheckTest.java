package org.othellier.game.othello;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.othellier.game.Side;

/**
 * The 8x8 bitboards against the plain grid, which follows the rules square by square: in random
 * games of every 8x8 variant, both give the same moves, flips, passes, ends and results.
 */
class BitboardCrossCheckTest {

    @ParameterizedTest
    @ValueSource(strings = {"othello", "othello single-flank", "reversi", "reversi single-flank", "othello anti"})
    void bitboardsAgreeWithTheGridInRandomGames(String name) {
        String[] words = name.split(" ");
        OthelloVariant variant = OthelloVariant.of(8, Start.parse(words[0]));
        if (words.length > 1) {
            variant = variant.withRules(words[1]);
        }
        Random random = new Random(name.hashCode());
        for (int game = 0; game < 300; game++) {
            OthelloPosition bits = OthelloPosition.start(variant);
            GridPosition grid = GridPosition.copyOf(bits);
            while (true) {
                List<OthelloMove> moves = bits.legalMoves();
                assertEquals(grid.legalMoves(), moves, bits.toPicture());
                assertEquals(grid.mustPass(), bits.mustPass());
                assertEquals(grid.isOver(), bits.isOver());
                if (bits.isOver()) {
                    assertEquals(grid.result(), bits.result());
                    break;
                }
                OthelloMove m = moves.isEmpty() ? OthelloMove.PASS : moves.get(random.nextInt(moves.size()));
                assertArrayEquals(grid.flips(m), bits.flips(m), m + "\n" + bits.toPicture());
                bits = bits.play(m);
                grid = grid.play(m);
                assertEquals(grid.squares(), bits.squares());
                assertEquals(grid.toMove(), bits.toMove());
                assertEquals(grid.count(Side.BLACK), bits.count(Side.BLACK));
            }
        }
    }
}
