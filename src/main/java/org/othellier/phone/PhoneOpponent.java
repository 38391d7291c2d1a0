package org.othellier.phone;

import java.util.function.BooleanSupplier;
import org.othellier.app.opponent.Opponent;
import org.othellier.engine.TimeBudget;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;

/**
 * The person on the phone, as the controller sees an opponent: asked for a move on the AI worker, it waits for the move
 * the phone sends for this very position ({@link PhonePlayers#take}), so the board shows it on the LEDs to be carried
 * out with its flips exactly as the AI's or a far board's. The board times this player as it times the AI: their
 * clock runs while the phone is to move.
 */
final class PhoneOpponent implements Opponent {

    /** How long one wait lasts before the cancellation flag is read again. */
    static final long POLL_MILLIS = 100;

    private final String name;
    private final PhonePlayers players;

    PhoneOpponent(String name, PhonePlayers players) {
        this.name = name;
        this.players = players;
    }

    @Override
    public String name() {
        return name + " (phone)";
    }

    @Override
    public OthelloMove choose(OthelloGame game, TimeBudget clock, BooleanSupplier cancelled) throws InterruptedException {
        String waitingFor = PhonePlayers.key(game);
        while (!cancelled.getAsBoolean()) {
            OthelloMove m = players.take(waitingFor, POLL_MILLIS, cancelled);
            if (m != null && game.position().isLegal(m)) {
                return m;
            }
        }
        return null; // nobody waits for it any more: dropped on the loop
    }
}
