package org.othellier.hub;

import com.google.gson.JsonObject;
import java.util.BitSet;

/**
 * What the hub holds of one game of one board: which events, its header and result, when it last asked; and
 * whether it was abandoned on its board (replaced there before any result: none will ever come).
 */
final class HeldGame {

    final String board;
    final long gameId;
    final BitSet seqs = new BitSet();
    JsonObject header;
    boolean ended;
    boolean abandoned;
    long askedAt = Long.MIN_VALUE / 2;
    /** The last replay asking whether the board holds more of this game, now that it plays a later one. */
    String endCheck;
    /** Its result could not be kept in the tournament (the store failed): the repair tries again. */
    boolean resultUnkept;
    /** Why the board's result was not counted (its moves do not replay to it): the arbiter's, shown on the page. */
    String unchecked;

    HeldGame(String board, long gameId) {
        this.board = board;
        this.gameId = gameId;
    }

    /** The last event number held with every one before it: -1 when the first is missing. */
    int contiguous() {
        return seqs.nextClearBit(0) - 1;
    }

    /** Takes one event the store holds (its seq in range: the store hands out no other); a bad header throws. */
    void note(HubStore.Event e) {
        if (e.kind().equals("game")) {
            header = Intake.event(Intake.object(e.data()));
        } else if (e.kind().equals("result")) {
            ended = true;
        }
        seqs.set(e.seq());
    }
}
