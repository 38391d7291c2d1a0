package org.othellier.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The one way from the configuration's, the API's and the journal's text to the kind of game, and back. */
class GameKindTest {

    @Test
    void eachKindIsReadAsItIsWritten() {
        for (GameKind k : GameKind.values()) {
            assertEquals(k, GameKind.parse(k.id()));
        }
        assertEquals("othello", GameKind.OTHELLO.id());
        assertEquals("octi", GameKind.OCTI.id());
    }

    @Test
    void anythingElseIsRefusedNamingTheKindsThereAre() {
        for (String bad : new String[] {"chess", "Othello", " octi", ""}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GameKind.parse(bad));
            assertEquals("game '" + bad + "' is not othello or octi", e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> GameKind.parse(null));
    }
}
