package org.othellier.phone;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.SecureRandom;
import org.junit.jupiter.api.Test;
import org.othellier.app.opponent.Opponent;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;

/** The phone players' invitations and the way a phone's move reaches the opponent waiting for it. */
class PhonePlayersTest {

    final PhonePlayers phones = new PhonePlayers(new SecureRandom());

    @Test
    void aPhonePlayerIsWrittenPhoneOrPhoneWithTheirName() {
        PlayerSpec carla = PlayerSpec.parse("phone:carla", 1);
        assertEquals(PlayerSpec.Kind.PHONE, carla.kind());
        assertEquals("phone:carla", carla.toString());
        assertEquals(carla, PlayerSpec.parse(carla.toString(), 1), "the journal's header reads back");
        assertEquals("phone:phone", PlayerSpec.parse("phone", 1).toString());
        assertEquals("phone:a/b: a player's name is 1 to 32 letters, digits, - or _",
                assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("phone:a/b", 1)).getMessage());
    }

    @Test
    void aNewInvitationForTheSameSideVoidsTheOneBefore() {
        PhoneInvitation first = phones.invite(3, Side.WHITE, "carla");
        PhoneInvitation other = phones.invite(3, Side.BLACK, "dan");
        PhoneInvitation second = phones.invite(3, Side.WHITE, "carla");
        assertEquals(PhonePlayers.TOKEN_CHARS, first.token().length());
        assertTrue(first.token().matches("[A-Za-z0-9_-]+"), "URL-safe: " + first.token());
        assertNotEquals(first.token(), second.token());
        assertTrue(phones.find(first.token()).isEmpty(), "the first link is void");
        assertEquals(second, phones.find(second.token()).orElseThrow());
        assertEquals(other, phones.find(other.token()).orElseThrow(), "the other side's link stays");
        assertEquals("/play/" + second.token(), second.path());
    }

    @Test
    void onlyTheLatestInvitationsAreKept() {
        PhoneInvitation oldest = phones.invite(1, Side.WHITE, "carla");
        for (int game = 2; game <= PhonePlayers.KEPT + 1; game++) {
            phones.invite(game, Side.WHITE, "carla");
        }
        assertTrue(phones.find(oldest.token()).isEmpty());
    }

    /** After f5 (rule O-5: White's legal moves are d6, f4 and f6). */
    @Test
    void theMoveReachesTheOpponentWaitingInThatPosition() throws Exception {
        OthelloGame game = new OthelloGame(OthelloVariant.OTHELLO);
        game.play(OthelloMove.parse("f5"));
        Opponent carla = phones.opponent(PlayerSpec.parse("phone:carla", 1));
        assertEquals("carla (phone)", carla.name());

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> phones.send(game, OthelloMove.parse("c4")));
        assertTrue(e.getMessage().startsWith("c4 is not a legal move here (O-5): "), e.getMessage());
        for (String legal : new String[] {"d6", "f4", "f6"}) {
            assertTrue(e.getMessage().contains(legal), e.getMessage());
        }

        phones.send(game, OthelloMove.parse("d6"));
        OthelloGame elsewhere = game.copy();
        elsewhere.play(OthelloMove.parse("f4"));
        assertNull(phones.take(PhonePlayers.key(elsewhere), 0), "a move sent for one position is not taken in another");
        assertEquals(OthelloMove.parse("d6"), carla.choose(game.copy(), null, () -> false));
        assertNull(phones.take(PhonePlayers.key(game), 0), "taken once");
        assertNull(carla.choose(game.copy(), null, () -> true), "nobody waits any more: no move");
    }

    /**
     * An opponent of an old game, given up but still waiting in the same position (the same first move, f5), takes
     * nothing: the phone's move waits for the opponent of the game in play.
     */
    @Test
    void anOpponentGivenUpTakesNothingSoTheMoveWaitsForTheGameInPlay() throws Exception {
        OthelloGame game = new OthelloGame(OthelloVariant.OTHELLO);
        game.play(OthelloMove.parse("f5"));
        phones.send(game, OthelloMove.parse("d6"));
        assertNull(phones.take(PhonePlayers.key(game), 0, () -> true), "the old game's opponent, given up");
        assertEquals(OthelloMove.parse("d6"), phones.take(PhonePlayers.key(game), 0, () -> false), "the game in play's");
    }
}
