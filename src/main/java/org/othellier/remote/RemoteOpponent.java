package org.othellier.remote;

import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import org.othellier.app.opponent.Opponent;
import org.othellier.engine.TimeBudget;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;

/**
 * The person at the far board, as this board's controller sees an opponent: asked for a move on the AI worker, it
 * waits for the far board's move (checked by the {@link RemoteInbox}) and answers it, so the move is shown on the
 * LEDs to be carried out with its flips exactly as the AI's is. While it waits it asks the far board again every
 * {@code remote.ask-ms}, which repairs a move lost anywhere on the way.
 */
final class RemoteOpponent implements Opponent {

    /** How long one wait lasts before the cancellation flag is read again. */
    static final long POLL_MILLIS = 100;

    private final String board;
    private final RemoteInbox inbox;
    private final long askMillis;
    private final LongSupplier millis;
    private volatile long timeLeft = -1;

    RemoteOpponent(String board, RemoteInbox inbox, long askMillis, LongSupplier millis) {
        this.board = board;
        this.inbox = inbox;
        this.askMillis = askMillis;
        this.millis = millis;
    }

    @Override
    public String name() {
        return board + " (remote)";
    }

    @Override
    public OthelloMove choose(OthelloGame game, TimeBudget clock, BooleanSupplier cancelled) throws InterruptedException {
        long askAt = millis.getAsLong(); // at once: after a restart or a repair, what the far board has is sent again
        while (!cancelled.getAsBoolean()) {
            RemoteMove m = inbox.next(game);
            if (m != null) {
                timeLeft = m.left();
                return OthelloMove.parse(m.move());
            }
            long now = millis.getAsLong();
            if (now >= askAt) {
                inbox.askAgain(game);
                askAt = now + askMillis;
            }
            inbox.await(POLL_MILLIS);
        }
        return null; // nobody waits for it any more: dropped on the loop
    }

    @Override
    public void tookBack(int ply) {
        inbox.tookBack(ply);
    }

    @Override
    public long reportedTimeLeft() {
        return timeLeft;
    }
}
