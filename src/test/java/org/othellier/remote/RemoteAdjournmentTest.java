package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.OthelloFarPlayer;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.remote.RemoteMatches.Match;
import org.othellier.store.GameHeader;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;
import org.othellier.store.StoredGame;

/**
 * An adjourned remote game as the journal holds it and as it travels (docs/REMOTE.md, "Adjournment"): the code a board
 * is asked to take up (refused, naming why, when it holds no such game or the game is not adjourned there), where a
 * journal's game stands, and the two boards' records compared when the game is taken up again: one may be the other's
 * beginning (the missing moves come by the repair), a different move at the same ply is named.
 *
 * <pre>
 *   anna's journal: 1. f5 d6 2. c3 d3        ben's: 1. f5 f6 2. e6 f4 3. e3
 * </pre>
 */
class RemoteAdjournmentTest {

    private static final String CODE = "K7Q2XM";
    private static final GameHeader HEADER = new GameHeader("othello", 8, "othello", "standard", "colour", "human",
            "remote:ben", "10m", false, OthelloPosition.start(OthelloVariant.OTHELLO).squares() + " X");

    @TempDir
    Path dir;

    private static RemoteAdjournment.Record record(String moves) {
        OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
        List<String> hashes = new ArrayList<>();
        List<String> played = new ArrayList<>();
        for (String m : moves.split(" ")) {
            hashes.add(PositionHash.of(g.position()));
            g.play(OthelloMove.parse(m));
            played.add(m);
        }
        return new RemoteAdjournment.Record(CODE, 1, played, hashes);
    }

    private static StoredGame stored(String status, String result, String... kinds) {
        List<JournalEntry> entries = new ArrayList<>();
        for (String k : kinds) {
            String[] p = k.split(" ", 2);
            entries.add(new JournalEntry(entries.size() + 1, "2026-11-29T08:00:00Z", p[0], null, p.length > 1 ? p[1] : null,
                    null));
        }
        return new StoredGame(12, HEADER, "2026-11-29T07:00:00Z", null, status, result, result == null ? null : "no moves",
                entries, null);
    }

    @Test
    void aRecordThatIsTheOthersBeginningAgrees() {
        RemoteAdjournment.Record anna = record("f5 d6 c3 d3");
        RemoteAdjournment.Record ben = record("f5 d6 c3 d3 c4");
        assertNull(anna.disagreement(ben, "ben"), "ben has one move more: anna's board gets it by the repair");
        assertNull(ben.disagreement(anna, "anna"));
        assertNull(anna.disagreement(anna, "ben"));
    }

    @Test
    void aDifferentMoveAtTheSamePlyIsNamed() {
        RemoteAdjournment.Record anna = record("f5 d6 c3 d3");
        RemoteAdjournment.Record ben = record("f5 f6 e6 f4 e3");
        assertEquals("the two journals of game K7Q2XM differ at move 2: d6 here, f6 on ben's board",
                anna.disagreement(ben, "ben"));
    }

    @Test
    void theSameMoveInAnotherPositionIsNamedToo() {
        RemoteAdjournment.Record anna = record("f5 d6");
        RemoteAdjournment.Record other = new RemoteAdjournment.Record(CODE, 1, anna.moves(),
                List.of(anna.hashes().get(0), "0123456789abcdef"));
        assertEquals("the two journals of game K7Q2XM differ at move 2: d6 here, d6 in another position on ben's board",
                anna.disagreement(other, "ben"));
    }

    @Test
    void aRecordTravelsWholeAndIsReadStrictly() {
        RemoteAdjournment.Record r = record("f5 d6 c3");
        assertEquals(r, RemoteAdjournment.Record.parse(r.json()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RemoteAdjournment.Record.parse(
                "{\"match\": \"K7Q2XM\", \"n\": 1, \"moves\": [\"f5\", \"d6\"], \"hashes\": [\"0123456789abcdef\"]}"));
        assertEquals("it has 2 moves and 1 hashes", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> RemoteAdjournment.Record.parse(
                "{\"match\": \"K7Q2XM\", \"n\": 1, \"moves\": [\"f5\", 7], \"hashes\": []}"));
        assertEquals("'moves' has 7 at 2", e.getMessage());
        RemoteAdjournment.Adjourned a = new RemoteAdjournment.Adjourned(CODE, 2, 21);
        assertEquals(a, RemoteAdjournment.Adjourned.parse(a.json()));
    }

    @Test
    void aJournalsGameIsAdjournedTakenUpOrPlayed() {
        assertEquals(RemoteAdjournment.State.ADJOURNED, RemoteAdjournment.of(stored("adjourned", null, "move f5",
                "adjourn alone")));
        StoredGame takenUp = stored("playing", null, "move f5", "adjourn alone", "pause");
        assertEquals(RemoteAdjournment.State.RESUMING, RemoteAdjournment.of(takenUp));
        assertEquals(1, RemoteAdjournment.adjournments(takenUp));
        StoredGame agreed = stored("playing", null, "move f5", "adjourn alone", "pause",
                "resume " + OthelloFarPlayer.AGREED);
        assertEquals(RemoteAdjournment.State.PLAYED, RemoteAdjournment.of(agreed));
        assertEquals(1, RemoteAdjournment.agreements(agreed));
        assertEquals(RemoteAdjournment.State.PLAYED, RemoteAdjournment.of(stored("playing", null, "move f5",
                "resume")), "the arbiter's resume after a pause is no adjournment's");
    }

    @Test
    void aCodeIsTakenUpOnlyWhenThisBoardHoldsItsGameAdjourned() {
        RemoteMatches matches = RemoteMatches.read(dir.resolve(RemoteMatches.FILE));
        String terms = "{\"code\": \"" + CODE + "\", \"from\": \"anna\", \"to\": \"ben\", \"size\": 8, \"start\": \"othello\","
                + " \"rules\": \"standard\", \"clock\": \"10m\", \"challengerPlays\": \"black\"}";
        matches.keep(new Match(12, "ben", terms, true, true));
        Journal journal = mock(Journal.class); // the game's status is all that is read of it
        when(journal.header(12)).thenReturn(Optional.of(stored("adjourned", null)));
        assertEquals(12, RemoteAdjournment.find(matches, journal, CODE));

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> RemoteAdjournment.find(matches, journal, "ZZZZZZ"));
        assertTrue(e.getMessage().startsWith("this board holds no remote game ZZZZZZ"), e.getMessage());

        when(journal.header(12)).thenReturn(Optional.of(stored("finished", "33-31")));
        e = assertThrows(IllegalArgumentException.class, () -> RemoteAdjournment.find(matches, journal, CODE));
        assertEquals("game K7Q2XM against ben is over here: 33-31 (no moves); there is nothing to take up",
                e.getMessage());

        when(journal.header(12)).thenReturn(Optional.of(stored("playing", null)));
        e = assertThrows(IllegalArgumentException.class, () -> RemoteAdjournment.find(matches, journal, CODE));
        assertEquals("game K7Q2XM against ben is in play here, not adjourned", e.getMessage());

        when(journal.header(12)).thenReturn(Optional.empty());
        e = assertThrows(IllegalArgumentException.class, () -> RemoteAdjournment.find(matches, journal, CODE));
        assertEquals("game K7Q2XM is no longer in this board's journal", e.getMessage());
    }
}
