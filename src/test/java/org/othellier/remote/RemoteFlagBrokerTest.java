package org.othellier.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.club.MosquittoProcess;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.testing.OutsideProgram;
import org.othellier.testing.RequiredTool;

/**
 * A flag across two boards through a real Mosquitto (docs/REMOTE.md, "The clock"), 4 seconds each: anna plays f5 and
 * her board's estimate of ben's time runs out while ben's hands have not yet carried f5 out, so his own clock has not
 * started; anna's board waits for ben's board to confirm the flag. Once f5 is on ben's board his time runs there and
 * falls; his board decides the flag (O-13) and sends its result, and anna's board confirms it with the same result.
 */
@OutsideProgram
class RemoteFlagBrokerTest {

    @TempDir
    Path dir;

    @Test
    void theFlagIsDecidedByTheBoardThatTimesThePlayerAndConfirmedByTheOther() throws Exception {
        RequiredTool.requireProgram("mosquitto", "mosquitto");
        try (MosquittoProcess broker = MosquittoProcess.start(dir.resolve("broker"), List.of());
             RemoteSeat.InProcess anna = RemoteSeat.inProcess(dir.resolve("anna"), broker.url(), "anna", "white", "ben",
                     "4s");
             RemoteSeat.InProcess ben = RemoteSeat.inProcess(dir.resolve("ben"), broker.url(), "ben", "black", "anna",
                     "4s")) {
            RemoteSeat.await("the challenge accepted on both boards", () -> anna.service().remote().agreedCode() != null
                    && anna.service().remote().agreedCode().equals(ben.service().remote().agreedCode()));
            OthelloPosition f5 = OthelloPosition.start(OthelloVariant.OTHELLO).play(OthelloMove.parse("f5"));
            anna.show(f5);
            RemoteSeat.await("anna's board took f5", () -> anna.moves().size() == 1);
            RemoteSeat.await("ben's LEDs show f5", () -> "f5".equals(ben.requested()));
            RemoteSeat.await("anna's board waits for ben's board to confirm the flag", () -> said(anna,
                    "White's time is up by this board's estimate: waiting for ben's board to confirm the flag"));
            assertEquals("playing", anna.snapshot().status(), "an estimate decides no flag");
            ben.show(f5);
            RemoteSeat.await("both boards end the game on time", () -> anna.snapshot().result() != null
                    && ben.snapshot().result() != null);
            for (RemoteSeat.InProcess board : List.of(anna, ben)) {
                OthelloResult r = board.snapshot().result();
                assertEquals(OthelloResult.Reason.TIME_FORFEIT, r.reason());
                assertEquals(Side.BLACK, r.winner());
                RemoteSeat.await("the boards compared their results", () -> said(board,
                        "both boards agree on the result: " + r.score() + " (time forfeit) after move 1"));
            }
        }
        assertEquals(RemoteGameTest.journalled(dir.resolve("anna")), RemoteGameTest.journalled(dir.resolve("ben")));
    }

    private static boolean said(RemoteSeat.InProcess board, String text) {
        return board.snapshot().messages().stream().anyMatch(m -> m.text().contains(text));
    }
}
