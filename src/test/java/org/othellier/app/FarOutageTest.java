package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.othellier.app.OthelloControllerTest.F5_DONE;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloVariant;

/**
 * An outage in a remote game (docs/REMOTE.md, "Outages"), time in the test's hands: anna plays Black here, ben White
 * at his board, 1 minute each, 30 s of grace. While ben is to move and his board is away, his time runs here for the
 * grace period, then stands (nobody loses on time because of an outage) and runs again once his board is back.
 */
class FarOutageTest {

    @TempDir
    Path dir;

    private static final String AWAY = "ben's board is away since 12:03";

    private static OthelloTable afterF5(Path dir) {
        OthelloTable t = new OthelloTable(dir, new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN,
                PlayerSpec.remote("ben"), "1m", false));
        t.holdAi = true;
        t.settle().frame(F5_DONE).settle();
        return t;
    }

    @Test
    void theFarPlayersClockStandsAfterTheGraceAndRunsAgainWhenTheirBoardIsBack() {
        try (OthelloTable t = afterF5(dir)) {
            long white = t.state().clock().white();
            t.run(() -> t.controller.far().away(Side.WHITE, t.time.get(), 30_000, AWAY));
            assertTrue(t.state().messages().stream().anyMatch(m -> m.text().equals(AWAY
                    + ": White's clock stands after 30 s while White is to move")));
            t.advance(29_000);
            assertNull(t.state().clock().stands(), "the grace: his time runs as an estimate");
            assertEquals(Side.WHITE, t.state().clock().running());
            t.advance(2_000);
            long stood = t.state().clock().white();
            // the page's reading is the snapshot's, taken when it was last published: within the settle time
            assertTrue(Math.abs(white - 30_000 - stood) <= 100, "stood at the end of the grace: " + stood);
            t.advance(10 * 60_000L); // a long outage: more than his whole time
            assertEquals(stood, t.state().clock().white());
            assertEquals("playing", t.state().status(), "nobody loses on time because of an outage");
            assertEquals(AWAY + "; the clock stands", t.state().clock().stands());
            assertTrue(t.state().messages().stream().anyMatch(m -> m.text().equals(AWAY
                    + "; White's clock stands: nobody loses on time because of an outage")));
            t.run(() -> t.controller.far().back(Side.WHITE));
            assertNull(t.state().clock().stands());
            assertEquals(Side.WHITE, t.state().clock().running());
            t.advance(1_500);
            assertTrue(t.state().clock().white() < stood, "it runs again");
        }
    }

    @Test
    void aFarBoardBackWithinTheGraceLeavesTheClockRunning() {
        try (OthelloTable t = afterF5(dir)) {
            long white = t.state().clock().white();
            t.run(() -> t.controller.far().away(Side.WHITE, t.time.get(), 30_000, AWAY));
            t.advance(10_000);
            t.run(() -> t.controller.far().back(Side.WHITE));
            t.advance(40_000);
            assertTrue(Math.abs(white - 50_000 - t.state().clock().white()) <= 100, "50 s charged as always");
            assertNull(t.state().clock().stands());
        }
    }
}
