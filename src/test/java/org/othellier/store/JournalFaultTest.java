package org.othellier.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.othellier.testing.StorageFaults;
import org.othellier.testing.StorageFaults.Fault;

/**
 * The journal after a storage error: whatever fails (a full disk, a disk that fails, a busy file; on any statement of a
 * change or on its commit; with SQLite having rolled the transaction back itself or not), the call throws, nothing of
 * it is kept, and the next write works and is kept whole. The faults come from a spy on the journal's connection.
 */
class JournalFaultTest {

    private static final GameHeader HEADER = new GameHeader("othello", 8, "othello", "standard", "colour", "human",
            "human", "none", false, "");

    @TempDir
    Path dir;

    /** One writing call of the journal, on a journal holding game 1 (playing, 2 events) and game 2 (finished). */
    private record Write(String name, Consumer<Journal> call) {
    }

    private static List<Write> writes() {
        return List.of(
                new Write("startGame", j -> j.startGame(HEADER, "2026-01-01T12:10:00Z")),
                new Write("startGame replacing the game in progress, with a first event",
                        j -> j.startGame(HEADER, "2026-01-01T12:10:00Z", new Journal.Abandoned(1, "a new game was started"),
                                List.of(new JournalEntry(1, "2026-01-01T12:10:00Z", "puzzle", null, "ffo-40", null)))),
                new Write("append", j -> j.append(1, List.of(
                        new JournalEntry(3, "2026-01-01T12:10:00Z", "move", "black", "c3", "c1"),
                        new JournalEntry(4, "2026-01-01T12:10:01Z", "pass", "white", null, "c2")))),
                new Write("finish", j -> j.finish(1, List.of(new JournalEntry(3, "2026-01-01T12:10:00Z", "result", "black",
                        "40-24", "c3")), "finished", "40-24", "no moves", "2026-01-01T12:10:00Z")),
                new Write("abandon", j -> j.finish(1, List.of(), "abandoned", null, "a new game was started",
                        "2026-01-01T12:10:00Z")),
                new Write("checkpoint", j -> j.checkpoint(1, 2, "c9")),
                new Write("saveReview", j -> j.saveReview(2, "2026-01-01T12:10:00Z", "review text")));
    }

    private static void prepare(Journal j) {
        long one = j.startGame(HEADER, "2026-01-01T12:00:00Z");
        j.append(one, List.of(new JournalEntry(1, "2026-01-01T12:00:01Z", "move", "black", "f5", null),
                new JournalEntry(2, "2026-01-01T12:00:02Z", "move", "white", "d6", null)));
        long two = j.startGame(HEADER, "2026-01-01T12:01:00Z");
        j.finish(two, List.of(), "finished", "33-31", "no moves", "2026-01-01T12:02:00Z");
    }

    /** Every row of the journal as a second connection reads it from the file: what a restart would find. */
    private static String onDisk(Path dir) throws SQLException {
        StringBuilder b = new StringBuilder();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(Journal.FILE_NAME));
             Statement s = c.createStatement()) {
            for (String table : List.of("games", "events", "reviews")) {
                try (ResultSet rs = s.executeQuery("SELECT * FROM " + table + " ORDER BY 1, 2")) {
                    ResultSetMetaData m = rs.getMetaData();
                    while (rs.next()) {
                        b.append(table).append(':');
                        for (int i = 1; i <= m.getColumnCount(); i++) {
                            b.append(' ').append(rs.getString(i));
                        }
                        b.append('\n');
                    }
                }
            }
        }
        return b.toString();
    }

    /** How many statements a call prepares when the disk works (each one can fail). */
    private int statementsOf(Write w) throws SQLException {
        Path d = dir.resolve("count-" + Math.abs(w.name().hashCode()));
        StorageFaults t = new StorageFaults();
        try (Journal j = Journal.open(d, t::wrap)) {
            prepare(j);
            t.arm(null, 0);
            w.call().accept(j);
            return t.statements();
        }
    }

    @Test
    void afterAnyStorageErrorOnAnyWriteNothingOfItIsKeptAndTheNextWriteWorks() throws SQLException {
        List<String> cases = new ArrayList<>();
        for (Write w : writes()) {
            // what the call leaves when the disk works: the state after the retry must be exactly this
            Path clean = dir.resolve("clean-" + Math.abs(w.name().hashCode()));
            try (Journal j = Journal.open(clean)) {
                prepare(j);
                w.call().accept(j);
            }
            String expected = onDisk(clean);
            int statements = statementsOf(w);
            assertTrue(statements >= 1, w.name());
            for (Fault f : Fault.values()) {
                for (int at = 1; at <= (f.onCommit ? 1 : statements); at++) {
                    String name = w.name() + ", " + f + (f.onCommit ? "" : " (statement " + at + " of " + statements + ")");
                    Path d = dir.resolve("case-" + cases.size());
                    StorageFaults t = new StorageFaults();
                    try (Journal j = Journal.open(d, t::wrap)) {
                        prepare(j);
                        String before = onDisk(d);
                        t.arm(f, at);
                        StoreException e = assertThrows(StoreException.class, () -> w.call().accept(j), name);
                        assertTrue(t.fired(), name);
                        assertEquals(before, onDisk(d), name + ": a call that failed left nothing behind");
                        assertFalse(e.plain().contains(d.toString()) || e.plain().contains("SQLITE"),
                                name + ": plain words only: " + e.plain());
                        assertTrue(e.getMessage().contains(f.code.name()), name + ": the log keeps SQLite's words");
                        t.disarm();
                        w.call().accept(j); // the disk works again: the same call, no restart
                        assertEquals(expected, onDisk(d), name + ": the retry is kept whole, as on a disk that never failed");
                        j.append(1, List.of(new JournalEntry(9, "2026-01-01T12:20:00Z", "press-ignored", "white", "x", null)));
                        assertTrue(onDisk(d).contains("events: 1 9 "), name + ": and the next write too");
                    }
                    cases.add(name);
                }
            }
        }
        assertTrue(cases.size() >= 7 * 4, cases.toString());
    }

    @Test
    void aDiskStillFullFailsEveryWriteAndLeavesNothingUntilItIsFreed() throws SQLException {
        StorageFaults t = new StorageFaults();
        try (Journal j = Journal.open(dir, t::wrap)) {
            prepare(j);
            String before = onDisk(dir);
            for (int i = 0; i < 4; i++) { // the arbiter tries four times
                t.arm(Fault.FULL_ON_COMMIT, 0);
                StoreException e = assertThrows(StoreException.class, () -> j.append(1,
                        List.of(new JournalEntry(3, "2026-01-01T12:10:00Z", "resume", null, null, "c"))));
                assertEquals("the journal could not keep the game's events: the disk is full", e.plain());
                assertEquals(before, onDisk(dir), "no resume row behind a refusal");
            }
            t.disarm();
            j.append(1, List.of(new JournalEntry(3, "2026-01-01T12:10:00Z", "resume", null, null, "c")));
            assertEquals(1, j.load(1).orElseThrow().entries().stream().filter(e -> e.kind().equals("resume")).count());
        }
    }

    @Test
    void aNewGameThatCannotBeKeptLeavesTheGameInProgressPlaying() throws SQLException {
        StorageFaults t = new StorageFaults();
        try (Journal j = Journal.open(dir, t::wrap)) {
            prepare(j);
            t.arm(Fault.FULL_ON_A_STATEMENT, 2); // the old game's end went through; the new game's row does not
            assertThrows(StoreException.class, () -> j.startGame(HEADER, "2026-01-01T12:10:00Z",
                    new Journal.Abandoned(1, "a new game was started"), List.of()));
            t.disarm();
            assertEquals(1, j.playing().orElseThrow().id(), "the old game is still the one in progress");
            assertEquals("playing", j.header(1).orElseThrow().status());
            assertEquals(2, j.list().size(), "no new game");
        }
    }
}
