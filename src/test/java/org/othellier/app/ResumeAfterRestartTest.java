package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.board.SensorKind;
import org.othellier.game.Side;

/**
 * A game resumed after a restart is the game as it stood: both games go through one start and resume sequence
 * ({@link BoardSession}), so a game over by its position stays over when it is replayed, as Octi's always did.
 */
class ResumeAfterRestartTest {

    /** Black has every disc: nobody can move, the game is over 4-0 (O-7, O-9). */
    private static final String BLACK_ONLY = """
            --------
            --------
            --------
            ---XX---
            ---XX---
            --------
            --------
            --------
            """;

    @TempDir
    Path dir;

    @Test
    void aFinishedOthelloGameResumedAfterARestartStaysOver() {
        GameSettings people = Table.settings(SensorKind.COLOUR, false);
        long id;
        try (Table t = new Table(dir, people)) {
            t.run(t.controller::beginSetup);
            t.frame(BLACK_ONLY).settle();
            t.run(() -> t.controller.takeSetup(Side.WHITE, null));
            assertEquals("over", t.state().status(), "a position nobody can move in is a game over");
            id = t.state().gameId();
        }
        try (Table t = new Table(dir, people)) {
            assertEquals(id, t.state().gameId(), "the same game, resumed");
            assertTrue(t.state().messages().get(0).text().startsWith("resumed game " + id));
            assertEquals("over", t.state().status(), "a finished game resumed after a restart stays over");
            assertEquals(Side.BLACK, t.state().result().winner());
        }
    }
}
