package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verifyNoInteractions;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.store.JournalEntry;
import org.othellier.store.StoredGame;

/**
 * Offers, answers and results as they travel between the boards (docs/REMOTE.md, "What travels"): what a journal says
 * to send, what the receiver already has, and the moves of a line taken back by agreement, which the far board may
 * still send and which must not be played again.
 */
class RemoteOffersTest {

    private static final String CODE = "ABC234";

    private static StoredGame journal(String... lines) {
        List<JournalEntry> entries = new ArrayList<>();
        for (String line : lines) {
            String[] p = line.split(" ");
            entries.add(new JournalEntry(entries.size() + 1, null, p[0], p.length > 1 && !p[1].equals("-") ? p[1] : null,
                    p.length > 2 ? p[2] : null, null));
        }
        return new StoredGame(1, null, null, null,
                "playing", null, null, entries, null);
    }

    @Test
    void anOfferWaitingIsSentWithItsPlyAndItsNumberThere() {
        RemoteOffer.Ledger l = RemoteOffer.Ledger.of(journal("move black f5", "offer black draw",
                "offer-declined white draw", "offer black draw"), CODE);
        assertEquals(Side.BLACK, l.pendingBy);
        assertEquals(new RemoteOffer(CODE, 1, 2, "draw", null), l.pending, "the second offer after move 1");
        assertEquals(new RemoteOffer(CODE, 1, 1, "draw", false), l.answered, "the first, declined");
        assertEquals(Side.BLACK, l.answeredBy);
        assertEquals(2, l.offers(Side.BLACK, 1));
        assertEquals(0, l.offers(Side.WHITE, 1));
    }

    @Test
    void aMoveWithdrawsTheOfferAndATakebackAgreedStartsANewLine() {
        RemoteOffer.Ledger l = RemoteOffer.Ledger.of(journal("move black f5", "offer black takeback",
                "offer-accepted white takeback", "takeback - 0", "move black d3", "offer black draw", "move white c3",
                "offer-withdrawn black draw"), CODE);
        assertNull(l.pending);
        assertNull(l.pendingBy);
        assertEquals(new RemoteOffer(CODE, 1, 1, "takeback", true), l.answered);
        assertEquals(1, l.takebacks, "the moves after it carry line 1");
        assertEquals(2, l.ply);
    }

    @Test
    void offersAndAnswersAreReadStrictly() {
        RemoteOffer o = new RemoteOffer(CODE, 7, 1, "takeback", null);
        assertEquals("{\"match\":\"ABC234\",\"ply\":7,\"n\":1,\"kind\":\"takeback\"}", o.json());
        assertEquals(o, RemoteOffer.parse(o.json(), false));
        assertEquals(o.answered(true), RemoteOffer.parse(o.answered(true).json(), true));
        assertEquals("'kind' = \"resign\" is not draw|takeback|adjourn", assertThrows(IllegalArgumentException.class,
                () -> RemoteOffer.parse("{\"match\":\"ABC234\",\"ply\":7,\"n\":1,\"kind\":\"resign\"}", false))
                .getMessage());
        assertEquals("'accept' is missing or not true or false", assertThrows(IllegalArgumentException.class,
                () -> RemoteOffer.parse(o.json(), true)).getMessage());
        assertEquals("unknown field 'accept'", assertThrows(IllegalArgumentException.class,
                () -> RemoteOffer.parse(o.answered(false).json(), false)).getMessage());
    }

    @Test
    void bothResultsAreComparedAndADifferenceIsNamed() {
        RemoteResult here = new RemoteResult(CODE, 60, "33-31", "no moves");
        assertNull(RemoteResult.disagreement(here, RemoteResult.parse(here.json()), "ben"));
        assertEquals("the two boards disagree on the result: here 33-31 (no moves) after move 60, on ben's board 32-32"
                + " (agreed draw) after move 60", RemoteResult.disagreement(here,
                new RemoteResult(CODE, 60, "32-32", "agreed draw"), "ben"));
    }

    @Test
    void aMoveOfTheLineTakenBackIsDroppedAndTheNewLinesTaken() {
        RemoteInbox.Peer peer = mock(RemoteInbox.Peer.class);
        RemoteInbox inbox = new RemoteInbox(peer);
        inbox.agreed(CODE, "ben");
        OthelloGame game = new OthelloGame(OthelloVariant.OTHELLO);
        game.play(OthelloMove.parse("f5"));
        String hash = PositionHash.of(game.position());
        RemoteMove d6 = new RemoteMove(CODE, 2, "d6", hash, -1);
        inbox.offer("ben", d6);
        inbox.tookBack(1); // a takeback to move 1 agreed while ben's d6 waited: d6 is of the old line
        assertNull(inbox.next(game));
        inbox.offer("ben", d6); // sent again by the repair before ben's board took it back
        assertNull(inbox.next(game), "the same move in the same position, but of the line taken back");
        RemoteMove f6 = new RemoteMove(CODE, 2, "f6", hash, -1, 1);
        inbox.offer("ben", f6);
        assertEquals(f6, inbox.next(game));
        assertEquals("{\"match\":\"ABC234\",\"seq\":2,\"move\":\"f6\",\"hash\":\"" + hash + "\",\"left\":-1,\"line\":1}",
                f6.json());
        assertEquals(f6, RemoteMove.parse(f6.json()));
        verifyNoInteractions(peer);
    }
}
