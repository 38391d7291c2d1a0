package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.othellier.app.OthelloSettings;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Start;

/** The terms two boards agree before the first move: variant, clock, colours. */
class ChallengeTest {

    private static OthelloSettings game(OthelloVariant v, PlayerSpec black, PlayerSpec white, String clock) {
        return new OthelloSettings("othello", v, SensorKind.COLOUR, black, white, clock, false);
    }

    @Test
    void theFarBoardsNewGameAgreesWhenItsVariantClockAndColoursFit() {
        Challenge c = Challenge.of("anna", "ben", game(OthelloVariant.OTHELLO, PlayerSpec.HUMAN, PlayerSpec.remote("ben"), "15m+10s"),
                Side.WHITE);
        assertTrue(c.code().matches(Challenge.CODE));
        assertEquals(Side.BLACK, c.challengerPlays());
        assertNull(c.disagreement(game(OthelloVariant.OTHELLO, PlayerSpec.remote("anna"), PlayerSpec.HUMAN, "15m+10s"), Side.BLACK));
        assertEquals(c, Challenge.parse(c.json()));
    }

    @Test
    void eachDisagreementIsNamed() {
        Challenge c = Challenge.of("anna", "ben", game(OthelloVariant.OTHELLO, PlayerSpec.HUMAN, PlayerSpec.remote("ben"), "15m"),
                Side.WHITE);
        assertEquals("anna plays Black and so does this board; the variant is 8x8 othello standard, here 10x10 othello"
                        + " standard; the clock is 15m, here 25m",
                c.disagreement(game(OthelloVariant.of(10, Start.OTHELLO), PlayerSpec.HUMAN, PlayerSpec.remote("anna"),
                        "25m"), Side.WHITE));
    }

    @Test
    void aChallengeThatIsNotOneIsRefusedNamingWhy() {
        assertEquals("'code' = \"abc\" is not [A-Z2-9]{6}", assertThrows(IllegalArgumentException.class,
                () -> Challenge.parse("{\"code\":\"abc\"}")).getMessage());
        assertEquals("unknown field 'colour'", assertThrows(IllegalArgumentException.class,
                () -> Challenge.parse("{\"colour\":\"black\"}")).getMessage());
        assertEquals("not JSON: {", assertThrows(IllegalArgumentException.class, () -> Challenge.parse("{")).getMessage());
        String terms = Challenge.of("anna", "ben", game(OthelloVariant.OTHELLO, PlayerSpec.HUMAN, PlayerSpec.remote("ben"),
                "15m"), Side.WHITE).json();
        assertEquals("an acceptance names both the accepting player and the start", assertThrows(
                IllegalArgumentException.class, () -> Challenge.parse(terms.replace("}", ",\"accepter\":\"ben\"}")))
                .getMessage());
        assertEquals("'started' = \"yesterday\" is not [0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z",
                assertThrows(IllegalArgumentException.class, () -> Challenge.parse(terms.replace("}",
                        ",\"accepter\":\"ben\",\"started\":\"yesterday\"}"))).getMessage());
    }
}
