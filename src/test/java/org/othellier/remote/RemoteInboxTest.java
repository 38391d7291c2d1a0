package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.contains;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;

/**
 * What the far board sends, checked before anything reaches the LEDs: anna (Black, this board) played f5, so the
 * agreed game ABC234 waits for ben's (White's) move 2. Every refusal is said with its reason; one that leaves a gap
 * asks ben for his moves after the last one this board has.
 *
 * <pre>
 *   a b c d e f g h
 * 4 - - - O X - - -     after 1. f5, White to move:
 * 5 - - - X X X - -     d6, f4 and f6 are White's moves (O-5)
 * </pre>
 */
class RemoteInboxTest {

    private static final String CODE = "ABC234";
    private RemoteInbox.Peer peer;
    private RemoteInbox inbox;
    private OthelloGame game;

    @BeforeEach
    void agreed() {
        peer = mock(RemoteInbox.Peer.class);
        inbox = new RemoteInbox(peer);
        inbox.agreed(CODE, "ben");
        game = new OthelloGame(OthelloVariant.OTHELLO);
        game.play(OthelloMove.parse("f5"));
    }

    private RemoteMove benPlays(int seq, String move, OthelloPosition in) {
        return new RemoteMove(CODE, seq, move, PositionHash.of(in), 1_500_000);
    }

    @Test
    void theMoveThatFollowsIsTaken() {
        RemoteMove d6 = benPlays(2, "d6", game.position());
        inbox.offer("ben", d6);
        assertEquals(d6, inbox.next(game));
        verifyNoInteractions(peer);
    }

    @Test
    void aMoveOutOfOrderIsRefusedAndTheMissingOnesAskedFor() {
        OthelloGame ahead = game.copy();
        ahead.play(OthelloMove.parse("d6"));
        ahead.play(OthelloMove.parse("c3"));
        inbox.offer("ben", benPlays(4, "d3", ahead.position())); // move 2 and 3 never came
        assertNull(inbox.next(game));
        verify(peer).refused(contains("move 4 (d3) from ben refused: it does not follow move 1"));
        verify(peer).askAfter(CODE, 1);
        assertNull(inbox.next(game), "refused, not kept");
    }

    @Test
    void aMoveMadeInAnotherPositionIsRefusedByItsHash() {
        inbox.offer("ben", benPlays(2, "d6", OthelloPosition.start(OthelloVariant.OTHELLO)));
        assertNull(inbox.next(game));
        verify(peer).refused(contains("move 2 (d6) from ben refused: it was made in another position (hash "));
        verify(peer).askAfter(CODE, 1);
    }

    @Test
    void anIllegalMoveIsRefusedByTheRules() {
        inbox.offer("ben", benPlays(2, "a1", game.position()));
        assertNull(inbox.next(game));
        verify(peer).refused("move 2 (a1) from ben refused: a1 is not a legal move here (O-5)");
        verify(peer).askAfter(CODE, 1);
    }

    @Test
    void aMoveForAnotherGameIsRefused() {
        inbox.offer("ben", new RemoteMove("XYZ789", 2, "d6", PositionHash.of(game.position()), -1));
        verify(peer).refused("move 2 (d6) from ben refused: it is for game XYZ789, not for this game ABC234");
        assertNull(inbox.next(game));
        verify(peer, never()).askAfter(anyString(), anyInt());
    }

    @Test
    void aMoveFromAnyoneButTheAgreedOpponentIsRefused() {
        inbox.offer("carl", benPlays(2, "d6", game.position()));
        verify(peer).refused("move 2 (d6) from carl refused: this game's opponent is ben");
        assertNull(inbox.next(game), "ben has not moved");
    }

    @Test
    void noMoveIsTakenBeforeAGameIsAgreed() {
        inbox.closed();
        inbox.offer("ben", benPlays(2, "d6", game.position()));
        verify(peer).refused("move 2 (d6) from ben refused: no remote game is agreed on this board");
        assertNull(inbox.next(game));
    }

    @Test
    void aCopyOfAMoveAlreadyPlayedIsDroppedWithoutAWordButADifferentOneIsNamed() {
        inbox.offer("ben", new RemoteMove(CODE, 1, "f5", PositionHash.of(OthelloPosition.start(OthelloVariant.OTHELLO)), -1));
        assertNull(inbox.next(game));
        verifyNoInteractions(peer);
        inbox.offer("ben", new RemoteMove(CODE, 1, "d3", PositionHash.of(OthelloPosition.start(OthelloVariant.OTHELLO)), -1));
        assertNull(inbox.next(game));
        verify(peer).refused("move 1 (d3) from ben refused: move 1 of this game is f5; the two records differ");
    }

    @Test
    void aLostMoveIsAskedForAgainWhileTheGameWaits() {
        inbox.askAgain(game);
        verify(peer).askAfter(CODE, 1);
    }
}
