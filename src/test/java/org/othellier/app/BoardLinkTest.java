package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.doAnswer;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.BoardBackend;
import org.othellier.hw.BoardStatus.Link;
import org.othellier.hw.BoardStatus;
import org.othellier.hw.MockedBoards;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.store.Journal;

/**
 * A hardware board's link as the game publishes it: every change of the board's status is in the next
 * snapshot (what {@code /api/state} and the page show) as soon as the board reports it, and the players
 * are told when the link goes, is refused and comes back. A board that sees presence only refuses a
 * colour game, saying why.
 */
class BoardLinkTest {

    @TempDir
    Path dir;

    @Test
    void theLinkIsInTheSnapshotAtOnceAndTheMessagesSayWhatHappened() {
        AtomicLong time = new AtomicLong(50_000);
        AtomicReference<BoardStatus> status = new AtomicReference<>(BoardStatus.connected(SensorKind.PRESENCE));
        BoardBackend board = reedBoard(new SimulatedBoard(8, SensorKind.PRESENCE, time::get), status);
        try (Journal journal = Journal.open(dir)) {
            OthelloController game = controller(board, journal, time);
            game.begin(presence());
            game.boardChanged();
            assertEquals(Link.CONNECTED, game.snapshot().board().link());

            status.set(new BoardStatus(Link.RECONNECTING, "/dev/ttyACM0 is gone (unplugged?)", BoardStatus.sensing(SensorKind.PRESENCE)));
            game.boardChanged(); // what the driver's watcher posts to the loop
            assertEquals(status.get(), game.snapshot().board());
            assertEquals("the board is not answering (/dev/ttyACM0 is gone (unplugged?)); reconnecting", lastMessage(game));

            status.set(new BoardStatus(Link.REFUSED, "the controller on /dev/ttyACM0 is a 8x8 colour (Hall) board",
                    BoardStatus.sensing(SensorKind.PRESENCE)));
            game.boardChanged();
            assertEquals(Link.REFUSED, game.snapshot().board().link());
            assertEquals("the board controller found was refused: the controller on /dev/ttyACM0 is a 8x8 colour (Hall) board",
                    lastMessage(game));

            status.set(BoardStatus.connected(SensorKind.PRESENCE));
            game.boardChanged();
            assertEquals(Link.CONNECTED, game.snapshot().board().link());
            assertTrue(lastMessage(game).startsWith("the board is back: "), lastMessage(game));

            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.newGame(
                    new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.HUMAN, "none",
                            false)));
            assertEquals("this board's sensors see only presence (reed switches): it plays presence games, not colour ones;"
                    + " choose sensors \"presence\"", e.getMessage());
            game.close();
        }
    }

    @Test
    void aColourGameInTheJournalIsKeptAsAbandonedOnAReedBoardAndAPresenceGameStarts() {
        AtomicLong time = new AtomicLong(50_000);
        try (Journal journal = Journal.open(dir)) {
            OthelloController before = controller(new SimulatedBoard(8, SensorKind.COLOUR, time::get), journal, time);
            before.begin(new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR, PlayerSpec.HUMAN, PlayerSpec.HUMAN,
                    "none", false));
            long colourGame = before.snapshot().gameId();
            before.close();

            AtomicReference<BoardStatus> status = new AtomicReference<>(BoardStatus.connected(SensorKind.PRESENCE));
            OthelloController after = controller(reedBoard(new SimulatedBoard(8, SensorKind.PRESENCE, time::get), status), journal,
                    time);
            after.begin(presence());
            assertEquals(SensorKind.PRESENCE, after.snapshot().settings().sensors());
            assertTrue(after.snapshot().messages().stream().anyMatch(m -> m.text().startsWith("game " + colourGame
                    + " could not be resumed: this board's sensors see only presence")), after.snapshot().messages().toString());
            assertEquals("abandoned", journal.load(colourGame).orElseThrow().status());
            after.close();
        }
    }

    private static OthelloController controller(BoardBackend board, Journal journal, AtomicLong time) {
        return new OthelloController(BoardConfig.DEFAULTS, board, journal, time::get,
                Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC), Runnable::run, spec -> {
                    throw new IllegalArgumentException("people only");
                }, Runnable::run);
    }

    private static OthelloSettings presence() {
        return new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.PRESENCE, PlayerSpec.HUMAN, PlayerSpec.HUMAN, "none", false);
    }

    private static String lastMessage(OthelloController game) {
        List<OthelloSnapshot.Message> m = game.snapshot().messages();
        return m.get(m.size() - 1).text();
    }

    /** A hardware reed-switch board (not the simulated one, which plays anything) whose status the test sets. */
    private static BoardBackend reedBoard(SimulatedBoard sim, AtomicReference<BoardStatus> status) {
        BoardBackend board = MockedBoards.hardwareWith(sim, "a reed-switch board");
        doAnswer(i -> status.get()).when(board).status();
        return board;
    }
}
