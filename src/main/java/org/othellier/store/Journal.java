package org.othellier.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The games, kept in an embedded SQLite database ({@code othellier.db} in the data directory).
 * Every accepted event is committed (write-ahead log, {@code synchronous=FULL}: on disk when the
 * call returns) before the service lets the LEDs or the clock act on it, so a crash or a power cut
 * loses nothing that was shown. Calls are serialised; the event loop writes, the web page and the
 * command line read.
 *
 * <p>Every writing call is one transaction: it is kept whole, or it throws a {@link StoreException} and nothing of it
 * is kept. After any failure (a full or failing disk, a busy file) the connection is brought back to a known state
 * before the call returns: the transaction rolled back, or, when SQLite has already ended it itself (as it does on
 * {@code SQLITE_FULL}) and the driver cannot roll back, the connection closed and opened again (at the next call
 * when it cannot be at once). So the next write works as soon as the disk does, without a restart.
 */
public final class Journal implements AutoCloseable {

    public static final String FILE_NAME = "othellier.db";
    /** The schema this build writes; older journals are migrated forward on opening (JournalSchema). */
    static final int SCHEMA = JournalSchema.CURRENT;

    /** A game in progress ended as abandoned when another starts in its place, saying why. */
    public record Abandoned(long gameId, String why) {
    }

    private final Path file;
    /** The connection, brought back after a failure (opened again at the next call when it cannot be at once). */
    private final SqliteFiles.Link link;

    private Journal(Connection db, Path file, boolean readOnly, UnaryOperator<Connection> connections) {
        this.file = file;
        this.link = new SqliteFiles.Link(db, "the journal", "journal " + file,
                readOnly ? () -> readOnly(file) : () -> writable(file), connections);
    }

    /** Opens (or creates) the journal in a data directory; the directory is made when missing. */
    public static Journal open(Path dataDir) {
        return open(dataDir, UnaryOperator.identity());
    }

    /**
     * Opens the journal as {@link #open(Path)}, with every connection it opens (the first, and any opened again after
     * a failure) passed through {@code connections}: the tests wrap it to make the disk fail.
     */
    public static Journal open(Path dataDir, UnaryOperator<Connection> connections) {
        Path file = SqliteFiles.inDataDir(dataDir, FILE_NAME);
        try {
            Connection c = writable(file);
            try {
                try (Statement s = c.createStatement()) {
                    s.execute("""
                            CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)""");
                    s.execute("""
                            CREATE TABLE IF NOT EXISTS games (
                              id INTEGER PRIMARY KEY,
                              game TEXT NOT NULL, size INTEGER NOT NULL, start TEXT NOT NULL, rules TEXT NOT NULL,
                              sensors TEXT NOT NULL, black TEXT NOT NULL, white TEXT NOT NULL, clock TEXT NOT NULL,
                              tournament INTEGER NOT NULL, start_position TEXT NOT NULL,
                              started TEXT NOT NULL, finished TEXT, status TEXT NOT NULL,
                              result TEXT, reason TEXT,
                              checkpoint_seq INTEGER, checkpoint_clock TEXT)""");
                    s.execute("""
                            CREATE TABLE IF NOT EXISTS events (
                              game_id INTEGER NOT NULL REFERENCES games(id),
                              seq INTEGER NOT NULL, at TEXT NOT NULL, kind TEXT NOT NULL,
                              side TEXT, data TEXT, clock TEXT,
                              PRIMARY KEY (game_id, seq))""");
                    // The tables of schema 1; a new journal takes the same migrations forward as an old one, so the
                    // two can never differ.
                    s.execute("INSERT OR IGNORE INTO meta VALUES ('schema', '1')");
                }
                JournalSchema.upgrade(c, file, SCHEMA); // after the statement above is closed: VACUUM needs none open
                c.setAutoCommit(false);
            } catch (SQLException | RuntimeException e) {
                SqliteFiles.closeAfter(c, e);
                throw e;
            }
            return new Journal(c, file, false, connections);
        } catch (SQLException e) {
            throw new StoreException("the journal cannot be opened: " + StoreException.reason(e),
                    "journal " + file + " cannot be opened: " + e.getMessage(), e);
        }
    }

    private static Connection writable(Path file) throws SQLException {
        return SqliteFiles.open(file, "synchronous=FULL", "foreign_keys=ON");
    }

    private static Connection readOnly(Path file) throws SQLException {
        org.sqlite.SQLiteConfig config = new org.sqlite.SQLiteConfig();
        config.setReadOnly(true);
        return DriverManager.getConnection("jdbc:sqlite:" + file, config.toProperties());
    }

    /**
     * Opens an existing journal for reading only (the {@code games} command, beside a running service): nothing
     * is created, migrated or written. An empty or foreign file is refused naming it.
     */
    public static Journal openReadOnly(Path dataDir) {
        Path file = dataDir.resolve(FILE_NAME);
        try {
            if (Files.size(file) == 0) {
                throw new StoreException(file + " is empty: not a journal (the service writes one at its first start)");
            }
        } catch (java.io.IOException e) {
            throw new StoreException("journal " + file + " cannot be read: " + e.getMessage(), e);
        }
        try {
            Connection c = readOnly(file);
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT value FROM meta WHERE key='schema'")) {
                int v = rs.next() ? Integer.parseInt(rs.getString(1).strip()) : -1;
                if (v < 1 || v > SCHEMA) {
                    c.close();
                    throw new StoreException(file + " has journal schema " + v + "; this build reads 1 to " + SCHEMA);
                }
            } catch (SQLException | NumberFormatException e) {
                c.close();
                throw new StoreException(file + " is not a journal: " + e.getMessage(), e);
            }
            c.setAutoCommit(false);
            return new Journal(c, file, true, UnaryOperator.identity());
        } catch (SQLException e) {
            throw new StoreException("journal " + file + " cannot be opened: " + e.getMessage(), e);
        }
    }

    public Path file() {
        return file;
    }

    /** Starts a game: committed before it returns. */
    public synchronized long startGame(GameHeader h, String at) {
        return startGame(h, at, null, List.of());
    }

    /**
     * Starts a game with its first entries (numbered from 1 by the caller), after ending {@code replaced} (when not
     * null) as abandoned: one transaction, so a failure leaves the game in progress as it was, still playing.
     */
    public synchronized long startGame(GameHeader h, String at, Abandoned replaced, List<JournalEntry> first) {
        Connection c = connection();
        try {
            if (replaced != null) {
                end(c, replaced.gameId(), "abandoned", null, replaced.why(), at);
            }
            long id;
            try (PreparedStatement ps = c.prepareStatement("""
                    INSERT INTO games (game, size, start, rules, sensors, black, white, clock, tournament, start_position,
                                       started, status)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'playing')""", Statement.RETURN_GENERATED_KEYS)) {
                ps.setString(1, h.game());
                ps.setInt(2, h.size());
                ps.setString(3, h.start());
                ps.setString(4, h.rules());
                ps.setString(5, h.sensors());
                ps.setString(6, h.black());
                ps.setString(7, h.white());
                ps.setString(8, h.clock());
                ps.setInt(9, h.tournament() ? 1 : 0);
                ps.setString(10, h.startPosition());
                ps.setString(11, at);
                ps.executeUpdate();
                try (ResultSet keys = ps.getGeneratedKeys()) {
                    keys.next();
                    id = keys.getLong(1);
                }
            }
            insert(c, id, first);
            c.commit();
            return id;
        } catch (SQLException e) {
            throw failed("could not keep the new game", "starting a game", e);
        }
    }

    /** Appends events to a game in one transaction, committed before it returns. */
    public synchronized void append(long gameId, List<JournalEntry> entries) {
        Connection c = connection();
        try {
            insert(c, gameId, entries);
            c.commit();
        } catch (SQLException e) {
            throw failed("could not keep the game's events", "writing game " + gameId, e);
        }
    }

    /** Appends events and ends the game in the same transaction. */
    public synchronized void finish(long gameId, List<JournalEntry> entries, String status, String result, String reason,
                                    String at) {
        Connection c = connection();
        try {
            insert(c, gameId, entries);
            end(c, gameId, status, result, reason, at);
            c.commit();
        } catch (SQLException e) {
            throw failed("could not keep the end of the game", "ending game " + gameId, e);
        }
    }

    /**
     * Takes up adjourned game {@code gameId} again (docs/REMOTE.md, "Adjournment"): its status back to {@code playing},
     * with its next entries, after ending {@code replaced} (when not null) as abandoned: one transaction. Refused,
     * changing nothing, when the game is not adjourned.
     */
    public synchronized void reopen(long gameId, Abandoned replaced, List<JournalEntry> entries, String at) {
        Connection c = connection();
        try {
            if (replaced != null) {
                end(c, replaced.gameId(), "abandoned", null, replaced.why(), at);
            }
            try (PreparedStatement up = c.prepareStatement("UPDATE games SET status = 'playing', result = NULL,"
                    + " reason = NULL, finished = NULL WHERE id = ? AND status = 'adjourned'")) {
                up.setLong(1, gameId);
                if (up.executeUpdate() != 1) {
                    c.rollback();
                    throw new IllegalArgumentException("game " + gameId + " is not adjourned in the journal");
                }
            }
            insert(c, gameId, entries);
            c.commit();
        } catch (SQLException e) {
            throw failed("could not keep the adjourned game taken up again", "reopening game " + gameId, e);
        }
    }

    private static void end(Connection c, long gameId, String status, String result, String reason, String at)
            throws SQLException {
        try (PreparedStatement up = c.prepareStatement(
                "UPDATE games SET status = ?, result = ?, reason = ?, finished = ? WHERE id = ?")) {
            up.setString(1, status);
            up.setString(2, result);
            up.setString(3, reason);
            up.setString(4, at);
            up.setLong(5, gameId);
            up.executeUpdate();
        }
    }

    private static void insert(Connection c, long gameId, List<JournalEntry> entries) throws SQLException {
        if (entries.isEmpty()) {
            return;
        }
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO events (game_id, seq, at, kind, side, data, clock) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            for (JournalEntry e : entries) {
                ps.setLong(1, gameId);
                ps.setInt(2, e.seq());
                ps.setString(3, e.at());
                ps.setString(4, e.kind());
                ps.setString(5, e.side());
                ps.setString(6, e.data());
                ps.setString(7, e.clock());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    /** Records the clock as it stands after event {@code seq}, so a restart charges at most the time since. */
    public synchronized void checkpoint(long gameId, int seq, String clock) {
        Connection c = connection();
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE games SET checkpoint_seq = ?, checkpoint_clock = ? WHERE id = ?")) {
            ps.setInt(1, seq);
            ps.setString(2, clock);
            ps.setLong(3, gameId);
            ps.executeUpdate();
            c.commit();
        } catch (SQLException e) {
            throw failed("could not keep the clock's checkpoint", "checkpointing game " + gameId, e);
        }
    }

    /** Keeps a game's review (the text of {@code coach.Review}), replacing an older one: committed before it returns. */
    public synchronized void saveReview(long gameId, String made, String review) {
        Connection c = connection();
        try (PreparedStatement ps = c.prepareStatement("INSERT OR REPLACE INTO reviews (game_id, made, review) VALUES (?, ?, ?)")) {
            ps.setLong(1, gameId);
            ps.setString(2, made);
            ps.setString(3, review);
            ps.executeUpdate();
            c.commit();
        } catch (SQLException e) {
            throw failed("could not keep the review", "keeping the review of game " + gameId, e);
        }
    }

    /** A game's review as kept, if it has one. */
    public synchronized Optional<String> review(long gameId) {
        Connection c = connection();
        try (PreparedStatement ps = c.prepareStatement("SELECT review FROM reviews WHERE game_id = ?")) {
            ps.setLong(1, gameId);
            String r = null;
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    r = rs.getString(1);
                }
            }
            c.commit();
            return Optional.ofNullable(r);
        } catch (SQLException e) {
            if (String.valueOf(e.getMessage()).contains("no such table")) {
                return Optional.empty(); // an older journal opened read-only: it has no reviews yet
            }
            throw failed("could not read the games", "reading the review of game " + gameId, e);
        }
    }

    /** The game still being played, with its events, if there is one (the newest, should there be several). */
    public synchronized Optional<StoredGame> playing() {
        Connection c = connection();
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT id FROM games WHERE status = 'playing' ORDER BY id DESC LIMIT 1")) {
            if (!rs.next()) {
                return Optional.empty();
            }
            long id = rs.getLong(1);
            c.commit();
            return load(id);
        } catch (SQLException e) {
            throw failed("could not read the games", "looking for the game in progress", e);
        }
    }

    /** Every game, newest first, without their events. */
    public synchronized List<StoredGame> list() {
        Connection c = connection();
        List<StoredGame> games = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT * FROM games ORDER BY id DESC")) {
            while (rs.next()) {
                games.add(game(rs, List.of()));
            }
            c.commit();
            return games;
        } catch (SQLException e) {
            throw failed("could not read the games", "listing games", e);
        }
    }

    /** One game with its events. */
    public synchronized Optional<StoredGame> load(long id) {
        Connection c = connection();
        try (PreparedStatement ps = c.prepareStatement("SELECT * FROM games WHERE id = ?");
             PreparedStatement ev = c.prepareStatement(
                     "SELECT seq, at, kind, side, data, clock FROM events WHERE game_id = ? ORDER BY seq")) {
            ps.setLong(1, id);
            List<JournalEntry> entries = new ArrayList<>();
            ev.setLong(1, id);
            try (ResultSet rs = ev.executeQuery()) {
                while (rs.next()) {
                    entries.add(new JournalEntry(rs.getInt(1), rs.getString(2), rs.getString(3), rs.getString(4),
                            rs.getString(5), rs.getString(6)));
                }
            }
            StoredGame g = null;
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    g = game(rs, entries);
                }
            }
            c.commit();
            return Optional.ofNullable(g);
        } catch (SQLException e) {
            throw failed("could not read the games", "reading game " + id, e);
        }
    }

    /** The events of a game after {@code seq}, in order (what a club's hub missed); none for an unknown game. */
    public synchronized List<JournalEntry> eventsAfter(long gameId, int seq) {
        Connection c = connection();
        try (PreparedStatement ev = c.prepareStatement(
                "SELECT seq, at, kind, side, data, clock FROM events WHERE game_id = ? AND seq > ? ORDER BY seq")) {
            ev.setLong(1, gameId);
            ev.setInt(2, seq);
            List<JournalEntry> entries = new ArrayList<>();
            try (ResultSet rs = ev.executeQuery()) {
                while (rs.next()) {
                    entries.add(new JournalEntry(rs.getInt(1), rs.getString(2), rs.getString(3), rs.getString(4),
                            rs.getString(5), rs.getString(6)));
                }
            }
            c.commit();
            return entries;
        } catch (SQLException e) {
            throw failed("could not read the games", "reading game " + gameId, e);
        }
    }

    /** One game's header and status without its events, if there is one. */
    public synchronized Optional<StoredGame> header(long id) {
        Connection c = connection();
        try (PreparedStatement ps = c.prepareStatement("SELECT * FROM games WHERE id = ?")) {
            ps.setLong(1, id);
            StoredGame g = null;
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    g = game(rs, List.of());
                }
            }
            c.commit();
            return Optional.ofNullable(g);
        } catch (SQLException e) {
            throw failed("could not read the games", "reading game " + id, e);
        }
    }

    private static StoredGame game(ResultSet rs, List<JournalEntry> entries) throws SQLException {
        GameHeader h = new GameHeader(rs.getString("game"), rs.getInt("size"), rs.getString("start"), rs.getString("rules"),
                rs.getString("sensors"), rs.getString("black"), rs.getString("white"), rs.getString("clock"),
                rs.getInt("tournament") != 0, rs.getString("start_position"));
        int lastSeq = entries.isEmpty() ? 0 : entries.get(entries.size() - 1).seq();
        Object cpSeq = rs.getObject("checkpoint_seq");
        String checkpoint = cpSeq != null && ((Number) cpSeq).intValue() == lastSeq ? rs.getString("checkpoint_clock") : null;
        return new StoredGame(rs.getLong("id"), h, rs.getString("started"), rs.getString("finished"), rs.getString("status"),
                rs.getString("result"), rs.getString("reason"), entries, checkpoint);
    }

    private Connection connection() {
        return link.connection();
    }

    /** After a failed call: the connection brought back (see {@link SqliteFiles.Link#failed}). */
    private StoreException failed(String plain, String what, SQLException e) {
        return link.failed(plain, what, e);
    }

    @Override
    public synchronized void close() {
        try {
            link.close();
        } catch (SQLException e) {
            throw new StoreException("journal " + file + " did not close cleanly: " + e.getMessage(), e);
        }
    }
}
