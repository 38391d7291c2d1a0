package org.othellier.phone;

import org.othellier.game.Side;

/**
 * The arbiter's invitation of one person to play one side of one game from a phone: whoever holds the token may make
 * that side's moves and resign for it in that game, and nothing else.
 *
 * @param token  the secret in the phone's link ({@link PhonePlayers#TOKEN_CHARS} characters, 128 random bits)
 * @param gameId the journal's game it is for
 * @param side   the side the phone plays
 * @param name   the phone player's name, as the game's player names them
 */
public record PhoneInvitation(String token, long gameId, Side side, String name) {

    /** The phone's page on the board's own service. */
    public String path() {
        return "/play/" + token;
    }
}
