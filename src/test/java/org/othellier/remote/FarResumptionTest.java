package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.Companion;
import org.othellier.app.EventLoop;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.remote.RemoteMatches.Match;
import org.othellier.store.GameHeader;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;

/**
 * anna's board takes up the adjourned game K7Q2XM again (docs/REMOTE.md, "Adjournment"): her journal holds 1. f5 d6,
 * adjourned, then taken up. ben's record arrives: one that goes on from hers is agreed (the link takes the game and
 * sends her moves), one with another move at the same ply is refused on the page, naming the move, and the game stays
 * waiting. The link is a Mockito mock: what is checked is what the resumption asks of it.
 */
class FarResumptionTest {

    private static final String CODE = "K7Q2XM";

    @TempDir
    Path dir;

    private Journal journal;
    private FarResumption.Link link;
    private FarResumption resumption;
    private RemoteLink.Current current;

    @BeforeEach
    void annasGameTakenUp() {
        journal = Journal.open(dir);
        GameHeader h = new GameHeader("othello", 8, "othello", "standard", "colour", "human", "remote:ben", "10m", false,
                OthelloPosition.start(OthelloVariant.OTHELLO).squares() + " X");
        String at = "2026-11-29T08:00:00Z";
        long id = journal.startGame(h, at, null, List.of(new JournalEntry(1, at, "move", "black", "f5", null),
                new JournalEntry(2, at, "move", "white", "d6", null)));
        journal.finish(id, List.of(new JournalEntry(3, at, "adjourn", "black", "alone", null)), "adjourned", null,
                "adjourned", at);
        journal.reopen(id, null, List.of(new JournalEntry(4, at, "pause", null, "adjourned game taken up again", null)),
                at);
        RemoteMatches matches = RemoteMatches.read(dir.resolve(RemoteMatches.FILE));
        Match m = new Match(id, "ben", "{\"code\": \"" + CODE + "\", \"from\": \"anna\", \"to\": \"ben\", \"size\": 8,"
                + " \"start\": \"othello\", \"rules\": \"standard\", \"clock\": \"10m\", \"challengerPlays\": \"black\"}",
                true, true);
        matches.keep(m);
        current = new RemoteLink.Current(id, "ben", Side.WHITE, null);
        current.match = m;
        link = mock(FarResumption.Link.class);
        when(link.current()).thenReturn(current);
        resumption = new FarResumption(journal, matches, link);
        resumption.start(mock(Companion.class), mock(EventLoop.class));
        resumption.resuming(journal.load(id).orElseThrow());
    }

    @AfterEach
    void close() {
        journal.close();
    }

    private static String bensRecord(String moves) {
        OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
        List<String> played = List.of(moves.split(" "));
        List<String> hashes = new java.util.ArrayList<>();
        for (String m : played) {
            hashes.add(PositionHash.of(g.position()));
            g.play(OthelloMove.parse(m));
        }
        return new RemoteAdjournment.Record(CODE, 1, played, hashes).json();
    }

    @Test
    void takenUpAnnasRecordIsSentAndTheGameWaits() {
        assertTrue(current.resuming);
        verify(link).publish(eq("ben"), eq(RemoteTopics.RESUME), anyString());
        verify(link).say("adjourned game K7Q2XM taken up again: waiting for ben's board to take it up too (its arbiter"
                + " resumes it there with the code)");
    }

    @Test
    void bensRecordThatGoesOnFromAnnasIsAgreed() {
        resumption.farResumes("ben", bensRecord("f5 d6 c3"));
        assertFalse(current.resuming);
        verify(link).agreed(eq(current), any());
        verify(link).sendAll();
        verify(link, never()).refusal(anyString());
    }

    @Test
    void bensRecordWithAnotherMoveAtTheSamePlyIsRefusedNamingIt() {
        resumption.farResumes("ben", bensRecord("f5 f6 e6"));
        assertTrue(current.resuming, "the game still waits");
        verify(link).refusal("the two journals of game K7Q2XM differ at move 2: d6 here, f6 on ben's board: the game"
                + " is not taken up again");
        verify(link, never()).agreed(any(), any());
        verify(link, never()).sendAll();
    }

    @Test
    void aRecordOfAGameThisBoardDoesNotHoldIsRefused() {
        resumption.farResumes("carl", bensRecord("f5"));
        verify(link).refusal("carl takes up game K7Q2XM again, which this board does not hold");
    }
}
