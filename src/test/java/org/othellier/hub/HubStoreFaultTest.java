package org.othellier.hub;

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
import org.othellier.store.StoreException;
import org.othellier.testing.StorageFaults;
import org.othellier.testing.StorageFaults.Fault;

/**
 * The hub's data after a storage error, as the board's journal (JournalFaultTest): whatever fails (a full disk, a disk
 * that fails, a busy file; on any statement of a change or on its commit; SQLite having rolled the transaction back
 * itself or not), the call throws in plain words, nothing of it is kept, and the next write works and is kept whole.
 * The faults come from a Mockito spy on the store's connection.
 */
class HubStoreFaultTest {

    @TempDir
    Path dir;

    /** One writing call of the hub's store, on a store holding a board, two events, a tournament and its tables. */
    private record Write(String name, Consumer<HubStore> call) {
    }

    private static final String CREATED = "{\"type\":\"created\",\"name\":\"Club\",\"size\":8}";

    private static List<Write> writes() {
        return List.of(
                new Write("saveBoard", s -> s.saveBoard("board-1", "{\"gameId\":10,\"seq\":3}", true, "t2")),
                new Write("saveBoard of a new board", s -> s.saveBoard("board-2", null, false, "t2")),
                new Write("addEvent", s -> s.addEvent(new HubStore.Event("board-1", 10, 3, "t2", "move", "black", "c4"))),
                new Write("addTournamentEvents", s -> s.addTournamentEvents(List.of("{\"n\":3}", "{\"n\":4}"))),
                new Write("replaceTournament", s -> s.replaceTournament(List.of(CREATED, "{\"n\":2}"))),
                new Write("saveAssignments", s -> s.saveAssignments(List.of(
                        new HubStore.Assignment(2, 1, "board-1", "p-r2-t1", 0),
                        new HubStore.Assignment(1, 2, "board-2", "p-r1-t2", 20)))),
                new Write("saveAbandoned", s -> s.saveAbandoned("board-1", 10, "t2")));
    }

    private static void prepare(HubStore s) {
        s.saveBoard("board-1", "{\"gameId\":10,\"seq\":2}", true, "t1");
        s.addEvent(new HubStore.Event("board-1", 10, 1, "t1", "game", null, "{}"));
        s.addEvent(new HubStore.Event("board-1", 10, 2, "t1", "move", "black", "f5"));
        s.replaceTournament(List.of(CREATED, "{\"n\":2}"));
        s.saveAssignments(List.of(new HubStore.Assignment(1, 1, "board-1", "p-r1-t1", 10),
                new HubStore.Assignment(1, 2, "board-3", "p-r1-t2", 0)));
    }

    /** Every row of club.db as a second connection reads it from the file: what a restart would find. */
    private static String onDisk(Path dir) throws SQLException {
        StringBuilder b = new StringBuilder();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(HubStore.FILE_NAME));
             Statement s = c.createStatement()) {
            for (String table : List.of("boards", "events", "tournament", "assignments", "abandoned")) {
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

    private int statementsOf(Write w) {
        StorageFaults t = new StorageFaults();
        try (HubStore s = HubStore.open(dir.resolve("count-" + Math.abs(w.name().hashCode())), t::wrap)) {
            prepare(s);
            t.arm(null, 0);
            w.call().accept(s);
            return t.statements();
        }
    }

    @Test
    void afterAnyStorageErrorOnAnyWriteNothingOfItIsKeptAndTheNextWriteWorks() throws SQLException {
        List<String> cases = new ArrayList<>();
        for (Write w : writes()) {
            Path clean = dir.resolve("clean-" + Math.abs(w.name().hashCode()));
            try (HubStore s = HubStore.open(clean)) {
                prepare(s);
                w.call().accept(s);
            }
            String expected = onDisk(clean);
            int statements = statementsOf(w);
            assertTrue(statements >= 1, w.name());
            for (Fault f : Fault.values()) {
                for (int at = 1; at <= (f.onCommit ? 1 : statements); at++) {
                    String name = w.name() + ", " + f + (f.onCommit ? "" : " (statement " + at + " of " + statements + ")");
                    Path d = dir.resolve("case-" + cases.size());
                    StorageFaults t = new StorageFaults();
                    try (HubStore s = HubStore.open(d, t::wrap)) {
                        prepare(s);
                        String before = onDisk(d);
                        t.arm(f, at);
                        StoreException e = assertThrows(StoreException.class, () -> w.call().accept(s), name);
                        assertTrue(t.fired(), name);
                        assertEquals(before, onDisk(d), name + ": a call that failed left nothing behind");
                        assertFalse(e.plain().contains(d.toString()) || e.plain().contains("SQLITE"),
                                name + ": plain words only: " + e.plain());
                        assertTrue(e.plain().startsWith("the hub's data could not"), name + ": " + e.plain());
                        assertTrue(e.getMessage().contains(f.code.name()), name + ": the log keeps SQLite's words");
                        t.disarm();
                        w.call().accept(s); // the disk works again: the same call, no restart
                        assertEquals(expected, onDisk(d), name + ": the retry is kept whole, as on a disk that never failed");
                        assertTrue(s.addEvent(new HubStore.Event("board-1", 10, 9, "t3", "move", "white", "d6")),
                                name + ": and the next write too");
                        assertTrue(onDisk(d).contains("events: board-1 10 9 "), name);
                    }
                    cases.add(name);
                }
            }
        }
        assertTrue(cases.size() >= 7 * 4, cases.toString());
    }

    @Test
    void aDiskStillFullFailsEveryWriteUntilItIsFreedAndTheEventIsThenKeptOnce() throws SQLException {
        StorageFaults t = new StorageFaults();
        try (HubStore s = HubStore.open(dir, t::wrap)) {
            prepare(s);
            String before = onDisk(dir);
            HubStore.Event move = new HubStore.Event("board-1", 10, 3, "t2", "move", "black", "c4");
            for (int i = 0; i < 3; i++) { // the board's replays, while the disk is full
                t.arm(Fault.FULL_ON_COMMIT, 0);
                StoreException e = assertThrows(StoreException.class, () -> s.addEvent(move));
                assertEquals("the hub's data could not keep a board's event: the disk is full", e.plain());
                assertEquals(before, onDisk(dir), "no row behind a refusal");
            }
            t.disarm();
            assertTrue(s.addEvent(move), "new to the store: the hub counts it now");
            assertFalse(s.addEvent(move), "and once");
            assertEquals(3, s.events("board-1", 10).size());
        }
    }
}
