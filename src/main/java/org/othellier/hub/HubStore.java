package org.othellier.hub;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.othellier.store.SqliteFiles;
import org.othellier.store.StoreException;

/**
 * The hub's own data ({@code club.db} in its data folder, SQLite as the board's journal): the boards' last
 * states, every event of every board's games once (by board, game and sequence number), the games abandoned
 * on their boards, the tournament's events, and which board plays which table. Everything the hub shows after a restart comes from here.
 * One owner (the hub's thread) writes; each write is committed before it returns.
 *
 * <p>Every writing call is one transaction, kept whole or not at all: after any failure (a full or failing disk, a
 * busy file) it throws a {@link StoreException} whose {@link StoreException#plain} names no file and no SQL, and the
 * connection is brought back as the board's journal brings its own ({@link SqliteFiles.Link}), so the next write
 * works as soon as the disk does, without a restart.
 */
final class HubStore implements AutoCloseable {

    static final String FILE_NAME = "club.db";

    /** One event of a board's game as the hub keeps it. */
    record Event(String board, long gameId, int seq, String at, String kind, String side, String data) {
    }

    /** The board a table of a round is played on, the pairing's id, and the board's game once it answered. */
    record Assignment(int round, int table, String board, String pairing, long gameId) {
    }

    /** A board's game abandoned there before its end: no result will come from the board. */
    record Abandoned(String board, long gameId) {
    }

    private final SqliteFiles.Link link;

    private HubStore(SqliteFiles.Link link) {
        this.link = link;
    }

    static HubStore open(Path dataDir) {
        return open(dataDir, UnaryOperator.identity());
    }

    /**
     * Opens the hub's data as {@link #open(Path)}, with every connection it opens (the first, and any opened again
     * after a failure) passed through {@code connections}: the tests wrap it to make the disk fail.
     */
    static HubStore open(Path dataDir, UnaryOperator<Connection> connections) {
        Path file = SqliteFiles.inDataDir(dataDir, FILE_NAME);
        try {
            Connection c = writable(file);
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE IF NOT EXISTS boards (name TEXT PRIMARY KEY, state TEXT, online INTEGER NOT NULL,"
                        + " seen TEXT NOT NULL)");
                s.execute("CREATE TABLE IF NOT EXISTS events (board TEXT NOT NULL, game_id INTEGER NOT NULL,"
                        + " seq INTEGER NOT NULL, at TEXT, kind TEXT NOT NULL, side TEXT, data TEXT,"
                        + " PRIMARY KEY (board, game_id, seq))");
                s.execute("CREATE TABLE IF NOT EXISTS tournament (n INTEGER PRIMARY KEY, event TEXT NOT NULL)");
                s.execute("CREATE TABLE IF NOT EXISTS assignments (round INTEGER NOT NULL, table_no INTEGER NOT NULL,"
                        + " board TEXT NOT NULL, pairing TEXT NOT NULL, game_id INTEGER NOT NULL DEFAULT 0,"
                        + " PRIMARY KEY (round, table_no))");
                s.execute("CREATE TABLE IF NOT EXISTS abandoned (board TEXT NOT NULL, game_id INTEGER NOT NULL,"
                        + " at TEXT NOT NULL, PRIMARY KEY (board, game_id))");
                // an older hub's meta table, never read, is left where it is
                c.setAutoCommit(false);
            } catch (SQLException | RuntimeException e) {
                SqliteFiles.closeAfter(c, e);
                throw e;
            }
            return new HubStore(new SqliteFiles.Link(c, "the hub's data", "the hub's data " + file,
                    () -> writable(file), connections));
        } catch (SQLException e) {
            throw new StoreException("the hub's data cannot be opened: " + StoreException.reason(e),
                    "the hub's data " + file + " cannot be opened: " + e.getMessage(), e);
        }
    }

    private static Connection writable(Path file) throws SQLException {
        // synchronous=NORMAL: the boards' journals are the record; this is their copy
        return SqliteFiles.open(file, "synchronous=NORMAL");
    }

    synchronized void saveBoard(String name, String state, boolean online, String seen) {
        update("could not keep a board's state", "saving board " + name, "INSERT INTO boards (name, state, online, seen) VALUES (?, ?, ?, ?)"
                + " ON CONFLICT(name) DO UPDATE SET state = coalesce(excluded.state, state), online = excluded.online,"
                + " seen = excluded.seen", name, state, online ? 1 : 0, seen);
    }

    /** Every board: name, state (JSON or null), online. */
    synchronized List<String[]> boards() {
        List<String[]> out = new ArrayList<>();
        query("reading boards", "SELECT name, state, online FROM boards ORDER BY name", rs -> out.add(
                new String[] {rs.getString(1), rs.getString(2), rs.getInt(3) != 0 ? "true" : "false"}));
        return out;
    }

    /** Keeps an event once; true when it was new. */
    synchronized boolean addEvent(Event e) {
        Connection db = link.connection();
        try (PreparedStatement ps = db.prepareStatement("INSERT OR IGNORE INTO events (board, game_id, seq, at, kind, side,"
                + " data) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            ps.setString(1, e.board());
            ps.setLong(2, e.gameId());
            ps.setInt(3, e.seq());
            ps.setString(4, e.at());
            ps.setString(5, e.kind());
            ps.setString(6, e.side());
            ps.setString(7, e.data());
            boolean added = ps.executeUpdate() == 1;
            db.commit();
            return added;
        } catch (SQLException ex) {
            throw link.failed("could not keep a board's event", "keeping an event of " + e.board(), ex);
        }
    }

    /**
     * The rows the hub takes: a seq and a game number in the ranges it checks today ({@link Intake}); an older hub
     * kept whatever a board sent, and such a row is never handed out (see {@link #badEvents}).
     */
    private static final String IN_RANGE = " seq BETWEEN 0 AND " + Intake.MAX_SEQ + " AND game_id BETWEEN 1 AND "
            + Intake.MAX_GAME_ID + " AND typeof(seq) = 'integer' AND typeof(game_id) = 'integer' AND kind IS NOT NULL";

    /** A game's events in order. */
    synchronized List<Event> events(String board, long gameId) {
        List<Event> out = new ArrayList<>();
        query("reading game " + gameId + " of " + board, "SELECT board, game_id, seq, at, kind, side, data FROM events"
                + " WHERE board = ? AND game_id = ? AND" + IN_RANGE + " ORDER BY seq", rs -> out.add(new Event(
                rs.getString(1), rs.getLong(2), rs.getInt(3), rs.getString(4), rs.getString(5), rs.getString(6),
                rs.getString(7))), board, gameId);
        return out;
    }

    /** Every (board, game, number of events, highest seq): where the hub looks for gaps after a restart. */
    synchronized List<long[]> eventCounts(String board) {
        List<long[]> out = new ArrayList<>();
        query("counting events of " + board, "SELECT game_id, count(*), max(seq) FROM events WHERE board = ? AND"
                + IN_RANGE + " GROUP BY game_id", rs -> out.add(new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3)}),
                board);
        return out;
    }

    /** The rows {@link #events} never hands out, each named (board, game, seq) for the hub's start. */
    synchronized List<String> badEvents() {
        List<String> out = new ArrayList<>();
        query("checking the events", "SELECT board, quote(game_id), quote(seq), kind FROM events WHERE NOT (" + IN_RANGE
                + ") ORDER BY board, game_id, seq LIMIT 1000", rs -> out.add(rs.getString(1) + "'s game " + rs.getString(2) + " event "
                + rs.getString(3) + " (" + rs.getString(4) + ")"));
        return out;
    }

    synchronized long totalEvents() {
        long[] n = new long[1];
        query("counting events", "SELECT count(*) FROM events WHERE" + IN_RANGE, rs -> n[0] = rs.getLong(1));
        return n[0];
    }

    /** Appends the tournament's new events (a command's, in order), in one transaction. */
    synchronized void addTournamentEvents(List<String> events) {
        write("could not keep the tournament", "keeping the tournament", db -> insertTournament(db, events));
    }

    /**
     * Replaces the tournament, its events and its tables with a new one's {@code events}, in one transaction: a
     * failure leaves the old one whole.
     */
    synchronized void replaceTournament(List<String> events) {
        write("could not keep the new tournament", "replacing the tournament", db -> {
            try (Statement s = db.createStatement()) {
                s.executeUpdate("DELETE FROM tournament");
                s.executeUpdate("DELETE FROM assignments");
            }
            insertTournament(db, events);
        });
    }

    private static void insertTournament(Connection db, List<String> events) throws SQLException {
        try (PreparedStatement ps = db.prepareStatement("INSERT INTO tournament (event) VALUES (?)")) {
            for (String json : events) {
                ps.setString(1, json);
                ps.executeUpdate();
            }
        }
    }

    synchronized List<String> tournamentEvents() {
        List<String> out = new ArrayList<>();
        query("reading the tournament", "SELECT event FROM tournament ORDER BY n", rs -> out.add(rs.getString(1)));
        return out;
    }

    synchronized void saveAssignment(Assignment a) {
        saveAssignments(List.of(a));
    }

    /** Keeps the tables of a round as sent (each replacing the one kept before), in one transaction. */
    synchronized void saveAssignments(List<Assignment> all) {
        write("could not keep the round's tables", "keeping " + all.size() + " tables", db -> {
            try (PreparedStatement ps = db.prepareStatement("INSERT INTO assignments (round, table_no, board, pairing,"
                    + " game_id) VALUES (?, ?, ?, ?, ?) ON CONFLICT(round, table_no) DO UPDATE SET board = excluded.board,"
                    + " pairing = excluded.pairing, game_id = excluded.game_id")) {
                for (Assignment a : all) {
                    bind(ps, a.round(), a.table(), a.board(), a.pairing(), a.gameId());
                    ps.executeUpdate();
                }
            }
        });
    }

    synchronized List<Assignment> assignments() {
        List<Assignment> out = new ArrayList<>();
        query("reading the tables", "SELECT round, table_no, board, pairing, game_id FROM assignments ORDER BY round, table_no",
                rs -> out.add(new Assignment(rs.getInt(1), rs.getInt(2), rs.getString(3), rs.getString(4), rs.getLong(5))));
        return out;
    }

    synchronized void saveAbandoned(String board, long gameId, String at) {
        update("could not keep a game as abandoned", "keeping game " + gameId + " of " + board + " as abandoned",
                "INSERT OR IGNORE INTO abandoned (board, game_id, at) VALUES (?, ?, ?)", board, gameId, at);
    }

    synchronized List<Abandoned> abandoned() {
        List<Abandoned> out = new ArrayList<>();
        query("reading the abandoned games", "SELECT board, game_id FROM abandoned ORDER BY board, game_id",
                rs -> out.add(new Abandoned(rs.getString(1), rs.getLong(2))));
        return out;
    }

    private interface Row {
        void read(ResultSet rs) throws SQLException;
    }

    private interface Change {
        void apply(Connection db) throws SQLException;
    }

    private void query(String what, String sql, Row row, Object... args) {
        Connection db = link.connection();
        try (PreparedStatement ps = db.prepareStatement(sql)) {
            bind(ps, args);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    row.read(rs);
                }
            }
            db.commit();
        } catch (SQLException e) {
            throw link.failed("could not be read", what, e);
        }
    }

    private void update(String plain, String what, String sql, Object... args) {
        write(plain, what, db -> {
            try (PreparedStatement ps = db.prepareStatement(sql)) {
                bind(ps, args);
                ps.executeUpdate();
            }
        });
    }

    /** One change, committed whole; after a failure nothing of it is kept and the connection is brought back. */
    private void write(String plain, String what, Change change) {
        Connection db = link.connection();
        try {
            change.apply(db);
            db.commit();
        } catch (SQLException e) {
            throw link.failed(plain, what, e);
        }
    }

    private static void bind(PreparedStatement ps, Object... args) throws SQLException {
        for (int i = 0; i < args.length; i++) {
            ps.setObject(i + 1, args[i]);
        }
    }

    @Override
    public synchronized void close() {
        try {
            link.close();
        } catch (SQLException e) {
            // closing anyway
        }
    }
}
