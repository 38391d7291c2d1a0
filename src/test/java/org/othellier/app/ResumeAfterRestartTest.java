package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.board.SensorKind;
import org.othellier.game.Side;
import org.othellier.store.GameHeader;
import org.othellier.store.Journal;
import org.othellier.store.StoredGame;

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
        OthelloSettings people = OthelloTable.settings(SensorKind.COLOUR, false);
        long id;
        try (OthelloTable t = new OthelloTable(dir, people)) {
            t.run(t.controller::beginSetup);
            t.frame(BLACK_ONLY).settle();
            t.run(() -> t.controller.takeSetup(Side.WHITE, null));
            assertEquals("over", t.state().status(), "a position nobody can move in is a game over");
            id = t.state().gameId();
        }
        try (OthelloTable t = new OthelloTable(dir, people)) {
            assertEquals(id, t.state().gameId(), "the same game, resumed");
            assertTrue(t.state().messages().get(0).text().startsWith("resumed game " + id));
            assertEquals("over", t.state().status(), "a finished game resumed after a restart stays over");
            assertEquals(Side.BLACK, t.state().result().winner());
        }
    }

    @Test
    void aJournalledGameOfNoKnownKindIsAbandonedSayingWhyAndANewGameStarts() {
        long id;
        try (Journal j = Journal.open(dir)) {
            id = j.startGame(new GameHeader("chess", 8, "standard", "", "colour", "human", "human", "none", false, ""),
                    "2026-01-01T11:00:00Z");
        }
        try (OthelloTable t = new OthelloTable(dir, OthelloTable.settings(SensorKind.COLOUR, false))) {
            assertEquals("playing", t.state().status());
            assertTrue(t.state().gameId() != id, "a new game");
            assertEquals("game " + id + " could not be resumed: game 'chess' is not othello or octi",
                    t.state().messages().get(0).text());
            StoredGame old = t.journal.list().stream().filter(g -> g.id() == id).findFirst().orElseThrow();
            assertEquals("could not be resumed: game 'chess' is not othello or octi", old.reason());
        }
    }
}
