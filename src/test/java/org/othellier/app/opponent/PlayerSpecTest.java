package org.othellier.app.opponent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** A side's player as the configuration, the page and the API write it; a remote one names the far board. */
class PlayerSpecTest {

    @Test
    void aRemotePlayerNamesTheFarBoard() {
        PlayerSpec p = PlayerSpec.parse("remote:Ben-2", 4);
        assertEquals(PlayerSpec.Kind.REMOTE, p.kind());
        assertEquals("Ben-2", p.board());
        assertEquals("remote:Ben-2", p.toString());
        assertEquals(p, PlayerSpec.parse(p.toString(), 4), "the journal's header reads back");
    }

    @Test
    void aRemotePlayerWithoutAUsableBoardNameIsRefusedNamingIt() {
        assertEquals("player 'remote': a remote player is remote:BOARD, the far board's name (remote:anna)",
                assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("remote", 4)).getMessage());
        assertEquals("remote:a/b: a board's name is 1 to 32 letters, digits, - or _",
                assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("remote:a/b", 4)).getMessage());
        assertEquals("player 'robot' is not human, ai, ai:LEVEL (1 to 10), nboard, remote:BOARD or phone:NAME",
                assertThrows(IllegalArgumentException.class, () -> PlayerSpec.parse("robot", 4)).getMessage());
    }

    @Test
    void aBoardWithoutRemoteRefusesARemotePlayer() {
        assertEquals("remote:ben: this board has no [remote] section, so no broker to meet another board through"
                + " (docs/REMOTE.md)", assertThrows(IllegalArgumentException.class,
                () -> new OpponentFactory(1, 1, java.util.List.of(), 1).create(PlayerSpec.remote("ben"))).getMessage());
    }
}
