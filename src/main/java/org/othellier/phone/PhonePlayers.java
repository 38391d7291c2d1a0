package org.othellier.phone;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.othellier.app.opponent.Opponent;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;

/**
 * The board's phone players (docs/REMOTE.md, "A phone as the far opponent"): the arbiter's one-game invitations, each a
 * token of 128 random bits in the phone's link, and the moves the phones send, each handed to the {@link PhoneOpponent}
 * waiting in the position it was sent for. A new invitation for the same game and side replaces the one before (a
 * link that leaked is void once the arbiter invites again); the web layer checks that the invitation's game is the
 * board's game and its side is to move before a move is handed over. Safe from any thread.
 */
public final class PhonePlayers {

    /** A token's length: 16 random bytes, URL-safe Base64 without padding. */
    public static final int TOKEN_CHARS = 22;
    /** Invitations kept: old games' are dropped first (they are refused anyway once their game is not the board's). */
    static final int KEPT = 16;

    private final SecureRandom random;
    private final Map<String, PhoneInvitation> invitations = new LinkedHashMap<>();
    /** The move a phone sent, with the position it was sent in; at most one waits. */
    private String sentFor;
    private OthelloMove sent;

    public PhonePlayers(SecureRandom random) {
        this.random = random;
    }

    /** The player of a {@code phone} side (on the game's loop, when a game starts or resumes). */
    public Opponent opponent(PlayerSpec spec) {
        if (spec.kind() != PlayerSpec.Kind.PHONE) {
            throw new IllegalArgumentException(spec + " is not a phone player");
        }
        return new PhoneOpponent(spec.board(), this);
    }

    /** A new invitation to play {@code side} of game {@code gameId}; the one before for that game and side is void. */
    public synchronized PhoneInvitation invite(long gameId, Side side, String name) {
        invitations.values().removeIf(i -> i.gameId() == gameId && i.side() == side);
        byte[] bytes = new byte[16];
        random.nextBytes(bytes);
        PhoneInvitation i = new PhoneInvitation(Base64.getUrlEncoder().withoutPadding().encodeToString(bytes), gameId,
                side, name);
        invitations.put(i.token(), i);
        while (invitations.size() > KEPT) {
            invitations.remove(invitations.keySet().iterator().next());
        }
        return i;
    }

    /** The invitation of {@code token}, if it is one still held. */
    public synchronized Optional<PhoneInvitation> find(String token) {
        return Optional.ofNullable(token == null ? null : invitations.get(token));
    }

    /**
     * A phone's move in {@code game} (the board's game as it stands, on the game's loop; its side to move the phone's),
     * for the opponent waiting in that position. Refused, naming why, when it is not legal there.
     */
    public void send(OthelloGame game, OthelloMove move) {
        if (!game.position().isLegal(move)) {
            throw new IllegalArgumentException(move + " is not a legal move here (O-5): "
                    + String.join(" ", game.position().legalMoves().stream().map(OthelloMove::toString).toList()) + " are");
        }
        synchronized (this) {
            sentFor = key(game);
            sent = move;
            notifyAll();
        }
    }

    /** The move sent for the position {@code key}, waiting up to {@code millis} for it; null when none came. */
    synchronized OthelloMove take(String key, long millis) throws InterruptedException {
        return take(key, millis, () -> false);
    }

    /**
     * The same for an opponent that may have been given up meanwhile ({@code cancelled}): such a one takes nothing, so
     * the move goes to the opponent of the game in play even when an old game stood in the same position (a key names
     * a position, not a game).
     */
    synchronized OthelloMove take(String key, long millis, BooleanSupplier cancelled) throws InterruptedException {
        if (!key.equals(sentFor) && millis > 0) { // wait(0) would wait for ever
            wait(millis);
        }
        if (!key.equals(sentFor) || cancelled.getAsBoolean()) {
            return null;
        }
        OthelloMove m = sent;
        sentFor = null;
        sent = null;
        return m;
    }

    /** A position and its place in the game: a move is sent for one, and taken only there. */
    static String key(OthelloGame game) {
        return game.ply() + " " + game.position().toMove() + " " + game.position().squares();
    }
}
