package org.othellier.game.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Random self-play with every invariant checked after every move (pods on the board, in reserve and
 * captured; prongs on pods and in supplies; one prong a socket; one colour a square), every move
 * written and read back, and every tenth game's record read back. The big version is
 * {@code octi play --players random,random --games 5000 --check}; this one keeps to seconds.
 */
class OctiFuzzTest {

    private static final int GAMES = 150;

    @ParameterizedTest
    @EnumSource(OctiVariant.class)
    void randomGamesKeepEveryInvariant(OctiVariant v) {
        Random rng = new Random(101 + v.ordinal());
        long plies = 0;
        int finished = 0;
        for (int g = 0; g < GAMES; g++) {
            OctiGame game = new OctiGame(v);
            while (!game.position().isOver() && game.ply() < 3000) {
                OctiPosition p = game.position();
                LegalMoves moves = p.legalMoves();
                OctiMove move = moves.get(rng.nextLong(moves.count()));
                String written = OctiNotation.format(p, move);
                assertEquals(move, OctiNotation.parse(p, written), () -> written + " in\n" + p.toPicture());
                game.play(move);
                try {
                    game.position().checkInvariants();
                } catch (IllegalStateException e) {
                    throw new AssertionError("after " + written + " from\n" + p.toPicture() + e.getMessage(), e);
                }
                plies++;
            }
            finished += game.position().isOver() ? 1 : 0;
            if (g % 10 == 0) {
                assertEquals(game.position(), OctiRecord.read(OctiRecord.write(game)).position());
            }
        }
        assertEquals(GAMES, finished, "every random game ends by X-4, X-5 or X-13");
        assertTrue(plies > GAMES * 100L, plies + " plies");
    }
}
