package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.club.MosquittoProcess;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * The broker stopped past the grace period (docs/REMOTE.md, "Outages"), {@code grace-s = 1}: ben (White) is to move.
 * On anna's board ben's time runs for the grace, then stands and the page says why, while on ben's own board his time
 * runs on (he can still move; his board times him). With the broker back, anna's board runs ben's clock again, and
 * his move arrives with his time as his board kept it.
 */
@OutsideProgram
class RemoteOutageBrokerTest {

    @TempDir
    Path dir;

    @Test
    void theFarPlayersClockStandsOnTheNearBoardWhileTheBrokerIsDown() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             RemoteSeat.InProcess anna = RemoteSeat.inProcess(dir.resolve("anna"), broker.url(), "anna", "white", "ben",
                     "10m", "grace-s = 1\n");
             RemoteSeat.InProcess ben = RemoteSeat.inProcess(dir.resolve("ben"), broker.url(), "ben", "black", "anna",
                     "10m", "grace-s = 1\n")) {
            RemoteSeat.await("the challenge accepted on both boards", () -> anna.service().remote().agreedCode() != null
                    && anna.service().remote().agreedCode().equals(ben.service().remote().agreedCode()));
            OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
            g.play(OthelloMove.parse("f5"));
            anna.show(g.position());
            RemoteSeat.await("ben's LEDs show f5", () -> "f5".equals(ben.requested()));
            ben.show(g.position());
            RemoteSeat.await("ben's board took f5", () -> ben.moves().size() == 1);

            broker.kill();
            RemoteSeat.await("anna's board says White's clock stands", () -> anna.snapshot().clock().stands() != null);
            String stands = anna.snapshot().clock().stands();
            assertTrue(stands.matches("the broker is out of reach since \\d\\d:\\d\\d:\\d\\d; the clock stands"), stands);
            long stood = anna.snapshot().clock().white();
            long benAtStand = ben.snapshot().clock().white();
            RemoteSeat.await("ben's own time runs on at his board", () -> ben.snapshot().clock().white() < benAtStand - 1500);
            assertEquals(stood, anna.snapshot().clock().white(), "on anna's board ben's time stands");
            assertEquals(false, anna.snapshot().clock().paused(), "it stands for the outage; nobody paused it");

            broker.start();
            RemoteSeat.await("anna's board runs ben's clock again", () -> anna.snapshot().clock().stands() == null
                    && anna.snapshot().clock().white() < stood);
            g.play(OthelloMove.parse("d6"));
            ben.show(g.position());
            RemoteSeat.await("anna's LEDs show d6", () -> "d6".equals(anna.requested()));
            assertEquals(ben.snapshot().clock().white(), anna.snapshot().clock().white(),
                    "ben's time as his board kept it");
            assertTrue(anna.snapshot().messages().stream().anyMatch(m -> m.text().contains(
                    "the broker is out of reach since")), "the page's message line said it");
        }
    }
}
