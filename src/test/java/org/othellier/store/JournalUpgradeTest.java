package org.othellier.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A journal written by an earlier build keeps every game and event when a newer build opens it (a package upgrade). */
class JournalUpgradeTest {

    /** Schema 1 exactly as the first release wrote it, with two games: one finished, one in progress. */
    private static void writeSchemaOne(Path dir) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(Journal.FILE_NAME));
             Statement s = c.createStatement()) {
            s.execute("PRAGMA journal_mode=WAL");
            s.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
            s.execute("""
                    CREATE TABLE games (
                      id INTEGER PRIMARY KEY,
                      game TEXT NOT NULL, size INTEGER NOT NULL, start TEXT NOT NULL, rules TEXT NOT NULL,
                      sensors TEXT NOT NULL, black TEXT NOT NULL, white TEXT NOT NULL, clock TEXT NOT NULL,
                      tournament INTEGER NOT NULL, start_position TEXT NOT NULL,
                      started TEXT NOT NULL, finished TEXT, status TEXT NOT NULL,
                      result TEXT, reason TEXT,
                      checkpoint_seq INTEGER, checkpoint_clock TEXT)""");
            s.execute("""
                    CREATE TABLE events (
                      game_id INTEGER NOT NULL REFERENCES games(id),
                      seq INTEGER NOT NULL, at TEXT NOT NULL, kind TEXT NOT NULL,
                      side TEXT, data TEXT, clock TEXT,
                      PRIMARY KEY (game_id, seq))""");
            s.execute("INSERT INTO meta VALUES ('schema', '1')");
            s.execute("""
                    INSERT INTO games VALUES (1, 'othello', 8, 'othello', 'standard', 'colour', 'Ann', 'Bob', 'none', 0, '',
                      '2026-05-01T10:00:00Z', '2026-05-01T10:20:00Z', 'finished', '33-31', NULL, NULL, NULL)""");
            s.execute("""
                    INSERT INTO games VALUES (2, 'othello', 8, 'othello', 'standard', 'colour', 'Cid', 'Dee', 'none', 0, '',
                      '2026-05-02T10:00:00Z', NULL, 'playing', NULL, NULL, NULL, NULL)""");
            String[] moves = {"f5", "d6", "c3", "d3", "c4"};
            for (int i = 0; i < moves.length; i++) {
                s.execute("INSERT INTO events VALUES (2, " + (i + 1) + ", '2026-05-02T10:0" + i + ":00Z', 'move', '"
                        + (i % 2 == 0 ? "black" : "white") + "', '" + moves[i] + "', NULL)");
            }
        }
    }

    @Test
    void anOlderJournalKeepsEveryGameAndEventAndGainsTheNewSchema(@TempDir Path dir) throws SQLException {
        writeSchemaOne(dir);
        try (Journal j = Journal.open(dir)) {
            List<StoredGame> games = j.list();
            assertEquals(List.of(2L, 1L), games.stream().map(StoredGame::id).toList());
            assertEquals("33-31", games.get(1).result());
            StoredGame playing = j.playing().orElseThrow();
            assertEquals(2, playing.id());
            assertEquals(List.of("f5", "d6", "c3", "d3", "c4"), j.load(2).orElseThrow().entries().stream()
                    .map(JournalEntry::data).toList());
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(Journal.FILE_NAME));
             Statement s = c.createStatement()) {
            assertEquals(String.valueOf(Journal.SCHEMA), one(s, "SELECT value FROM meta WHERE key = 'schema'"));
            assertEquals("games_by_status", one(s, "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'games'"
                    + " AND name = 'games_by_status'"));
            assertEquals("5", one(s, "SELECT count(*) FROM events"));
            assertEquals("reviews", one(s, "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'reviews'"));
        }
        Path backup = dir.resolve(Journal.FILE_NAME + ".schema-1.bak");
        assertTrue(Files.exists(backup), "the journal as it was is kept beside it before the migration");
        // Opened again, nothing changes: migrations run once; a game's review is kept with it.
        try (Journal j = Journal.open(dir)) {
            assertEquals(2, j.list().size());
            assertTrue(j.review(1).isEmpty());
            j.saveReview(1, "2026-11-24T20:00:00Z", "a review");
            j.saveReview(1, "2026-11-24T20:01:00Z", "a newer review");
        }
        try (Journal j = Journal.openReadOnly(dir)) {
            assertEquals("a newer review", j.review(1).orElseThrow());
        }
    }

    @Test
    void aNewJournalHasTheSameSchemaAsAMigratedOne(@TempDir Path fresh, @TempDir Path old) throws SQLException {
        Journal.open(fresh).close();
        writeSchemaOne(old);
        Journal.open(old).close();
        assertEquals(schema(fresh), schema(old));
        assertTrue(Files.notExists(fresh.resolve(Journal.FILE_NAME + ".schema-1.bak")), "an empty journal needs no copy");
    }

    @Test
    void aJournalFromANewerBuildIsRefusedAndLeftAlone(@TempDir Path dir) throws SQLException {
        Journal.open(dir).close();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(Journal.FILE_NAME));
             Statement s = c.createStatement()) {
            s.execute("UPDATE meta SET value = '99' WHERE key = 'schema'");
        }
        StoreException e = assertThrows(StoreException.class, () -> Journal.open(dir));
        assertTrue(e.getMessage().contains("schema 99, written by a newer othellier"), e.getMessage());
    }

    private static String schema(Path dir) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(Journal.FILE_NAME));
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT type, name, sql FROM sqlite_master ORDER BY type, name")) {
            StringBuilder b = new StringBuilder();
            while (rs.next()) {
                b.append(rs.getString(1)).append(' ').append(rs.getString(2)).append('\n');
            }
            return b + "schema " + one(c.createStatement(), "SELECT value FROM meta WHERE key = 'schema'");
        }
    }

    private static String one(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            return rs.next() ? rs.getString(1) : null;
        }
    }
}
