package org.othellier.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.app.opponent.PlayerSpec;
import org.othellier.board.SensorKind;
import org.othellier.board.othello.OthelloReconciler;
import org.othellier.game.GameKind;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.hw.sim.SimulatedBoard;
import org.othellier.store.GameExport;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;
import org.othellier.store.StoreException;
import org.othellier.store.StoredGame;
import org.othellier.testing.FailingDisk;
import org.sqlite.SQLiteErrorCode;

/**
 * The board's game while the journal cannot write (a disk that fails through a spy on the journal's connection, where
 * FullDiskTest fills a real one): every command refused leaves the game in memory and in the journal as it was, and
 * what the board keeps afterwards follows on without a gap; a restart finds what the page showed.
 */
class JournalFailureTest {

    private static final OthelloSettings OTHELLO = new OthelloSettings("othello", OthelloVariant.OTHELLO, SensorKind.COLOUR,
            PlayerSpec.HUMAN, PlayerSpec.HUMAN, "30m", false);

    @TempDir
    Path dir;

    private final AtomicLong time = new AtomicLong(1_000_000);
    private final ArrayDeque<Runnable> queue = new ArrayDeque<>();
    private final SimulatedBoard board = new SimulatedBoard(8, SensorKind.COLOUR, time::get);

    private Companion companion(Journal journal) {
        Clock wall = Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC);
        OthelloController othello = new OthelloController(BoardConfig.DEFAULTS, board, journal, time::get, wall, queue::add,
                spec -> {
                    throw new IllegalArgumentException("no AI here");
                }, Runnable::run);
        OctiController octi = new OctiController(BoardConfig.DEFAULTS, board, journal, time::get, wall, queue::add,
                spec -> {
                    throw new IllegalArgumentException("no AI here");
                }, Runnable::run);
        Companion c = new Companion(othello, octi, journal);
        board.sensors().start(f -> queue.add(() -> c.onFrame(f)));
        board.buttons().start(p -> queue.add(() -> c.onPress(p)));
        c.begin(OTHELLO);
        ManualLoop.drain(queue, c, time);
        ManualLoop.advance(queue, c, time, 300); // the start settles on the board
        return c;
    }

    /** The board shows the position after {@code moves}, and it settles. */
    private OthelloSnapshot show(Companion c, List<String> moves) {
        OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
        moves.forEach(m -> g.play(OthelloMove.parse(m)));
        board.setDiscs(OthelloReconciler.expectedFrame(g.position(), SensorKind.COLOUR));
        ManualLoop.drain(queue, c, time);
        ManualLoop.advance(queue, c, time, 300);
        return (OthelloSnapshot) c.snapshot();
    }

    /** The game as a second connection reads it from the file: what a restart would find. */
    private StoredGame kept(long game) {
        try (Journal j = Journal.openReadOnly(dir)) {
            return j.load(game).orElseThrow();
        }
    }

    private static long count(StoredGame g, String kind) {
        return g.entries().stream().filter(e -> e.kind().equals(kind)).count();
    }

    private static List<Integer> numbers(StoredGame g) {
        return g.entries().stream().map(JournalEntry::seq).toList();
    }

    @Test
    void whatTheJournalCannotKeepIsRefusedWholeAndPlayGoesOnOnceTheDiskWorks() {
        FailingDisk disk = new FailingDisk();
        Journal journal = Journal.open(dir, disk::wrap);
        Companion c = companion(journal);
        board.press(Side.WHITE); // White's press starts Black's time
        ManualLoop.drain(queue, c, time);
        List<String> moves = new ArrayList<>();
        for (String m : List.of("f5", "d6", "c3")) {
            moves.add(m);
            OthelloSnapshot shown = show(c, moves);
            assertEquals(moves, shown.moves(), shown.messages().toString());
        }
        long game = c.snapshot().gameId();

        disk.fail(SQLiteErrorCode.SQLITE_FULL);
        List<String> withD3 = new ArrayList<>(moves);
        withD3.add("d3");
        OthelloSnapshot s = show(c, withD3);
        assertEquals(moves, s.moves(), "not kept, so not taken");
        assertEquals("paused", s.status(), "no move can be kept: the clock stops");
        String told = s.messages().stream().map(OthelloSnapshot.Message::text)
                .filter(m -> m.startsWith("journal full or failing")).findFirst().orElseThrow();
        assertEquals("journal full or failing: no move can be kept (the journal could not keep the game's events: the disk"
                + " is full); the clock is stopped until the arbiter resumes once the disk works again", told);
        assertFalse(told.contains(dir.toString()));

        assertThrows(StoreException.class, () -> c.newGame(OTHELLO));
        assertThrows(StoreException.class, () -> c.newGame(OctiSettings.people(OctiVariant.FAST, SensorKind.COLOUR,
                "none")));
        assertEquals(GameKind.OTHELLO, c.playing(), "the switch to Octi was refused: Othello is still played");
        c.beginSetup();
        assertThrows(StoreException.class, () -> c.takeSetup(Side.BLACK, null));
        assertEquals("setup", c.snapshot().status(), "a set-up that was not kept is still being set up");
        c.cancelSetup();
        for (int i = 0; i < 4; i++) {
            StoreException e = assertThrows(StoreException.class, c::resume);
            assertEquals("the journal could not keep the game's events: the disk is full", e.plain());
        }
        s = (OthelloSnapshot) c.snapshot();
        assertEquals("paused", s.status(), "the refused resumes changed nothing");
        assertEquals(game, s.gameId(), "the refused new games changed nothing");
        assertEquals(moves, s.moves());
        StoredGame g = kept(game);
        assertEquals("playing", g.status(), "not abandoned by a new game that was refused");
        assertEquals(String.join("", moves), GameExport.transcript(g));
        assertEquals(0, count(g, "resume"));
        try (Journal j = Journal.openReadOnly(dir)) {
            assertEquals(1, j.list().size(), "no row behind the refused new games");
        }

        disk.free(); // no restart
        c.resume();
        s = (OthelloSnapshot) c.snapshot();
        assertEquals("playing", s.status());
        assertEquals(withD3, s.moves(), "the move the board showed meanwhile is taken now");
        moves = withD3;
        moves.add("c4");
        assertEquals(moves, show(c, moves).moves());
        g = kept(game);
        assertEquals(String.join("", moves), GameExport.transcript(g), "the journal holds what the page shows");
        assertEquals(1, count(g, "resume"));
        List<Integer> expected = new ArrayList<>();
        for (int i = 1; i <= g.entries().size(); i++) {
            expected.add(i);
        }
        assertEquals(expected, numbers(g), "the entries not kept left no gap in the numbers");

        journal.close(); // as a restart finds it
        Journal again = Journal.open(dir);
        Companion restarted = companion(again);
        assertEquals(game, restarted.snapshot().gameId(), "the same game after a restart");
        assertEquals(moves, ((OthelloSnapshot) restarted.snapshot()).moves(), "with the same moves");
        assertEquals("playing", restarted.snapshot().status());

        restarted.newGame(OctiSettings.people(OctiVariant.FAST, SensorKind.COLOUR, "none"));
        assertEquals(GameKind.OCTI, restarted.playing());
        g = kept(game);
        assertEquals("abandoned", g.status());
        assertEquals("a new Octi game was started", g.reason());
        again.close();
    }
}
