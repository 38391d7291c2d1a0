package org.othellier.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.UnaryOperator;
import java.util.logging.Logger;

/**
 * What the SQLite files of the project (the board's journal, the hub's data) share: the data folder made, the
 * connection opened in WAL mode with a busy timeout, and the connection brought back after a failure ({@link Link}).
 */
public final class SqliteFiles {

    private SqliteFiles() {
    }

    /** The file {@code fileName} in {@code dataDir}, the folder made when missing. */
    public static Path inDataDir(Path dataDir, String fileName) {
        try {
            Files.createDirectories(dataDir);
        } catch (java.io.IOException e) {
            throw new StoreException("data directory " + dataDir + " cannot be made: " + e.getMessage(), e);
        }
        return dataDir.resolve(fileName);
    }

    /**
     * A connection to {@code file} (made when missing) in WAL mode, with {@code pragmas} (such as
     * {@code synchronous=FULL}) and then a busy timeout of five seconds.
     */
    public static Connection open(Path file, String... pragmas) throws SQLException {
        Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
        try (Statement s = c.createStatement()) {
            s.execute("PRAGMA journal_mode=WAL");
            for (String pragma : pragmas) {
                s.execute("PRAGMA " + pragma);
            }
            s.execute("PRAGMA busy_timeout=5000");
        } catch (SQLException | RuntimeException e) {
            closeAfter(c, e);
            throw e;
        }
        return c;
    }

    /**
     * Closes a connection whose opening failed after it was made (a pragma, a table, a migration), so the file is
     * not held open; the failure stays the one reported.
     */
    public static void closeAfter(Connection c, Exception failure) {
        try {
            c.close();
        } catch (SQLException e) {
            failure.addSuppressed(e);
        }
    }

    /** Opens a connection to a file (writable or read-only, with its pragmas). */
    @FunctionalInterface
    public interface Opener {
        Connection open() throws SQLException;
    }

    /**
     * The one connection of a store (the board's journal, the hub's data), brought back to a known state after any
     * failure: the transaction rolled back, or, when SQLite has already ended it itself (as it does on
     * {@code SQLITE_FULL}) and the driver cannot roll back, the connection closed and opened again at the next call.
     * Without that the driver would go on in auto-commit, keeping each statement of a later change alone and refusing
     * its commit ("no transaction is active"). Not thread-safe: its owner's calls are serialised.
     */
    public static final class Link {

        private static final Logger LOG = Logger.getLogger(SqliteFiles.class.getName());

        private final String plainName;
        private final String logName;
        private final Opener opener;
        private final UnaryOperator<Connection> connections;
        private Connection db;
        private boolean closed;

        /**
         * @param first       the connection opened (tables made, auto-commit off), before {@code connections}
         * @param plainName   the store in plain words, for the page ("the journal")
         * @param logName     the store with its file, for the log ("journal /var/lib/.../othellier.db")
         * @param opener      how the connection is opened again after a failure (auto-commit is turned off here)
         * @param connections what every connection goes through (the tests' fault injection); the identity otherwise
         */
        public Link(Connection first, String plainName, String logName, Opener opener,
                    UnaryOperator<Connection> connections) {
            this.plainName = plainName;
            this.logName = logName;
            this.opener = opener;
            this.connections = connections;
            this.db = connections.apply(first);
        }

        /** The connection, opened again when a failure left none; refused once closed. */
        public Connection connection() {
            if (closed) {
                throw new StoreException(plainName + " is closed", logName + " is closed", null);
            }
            if (db == null) {
                try {
                    Connection c = opener.open();
                    try {
                        c.setAutoCommit(false);
                    } catch (SQLException e) {
                        closeAfter(c, e);
                        throw e;
                    }
                    db = connections.apply(c);
                    LOG.info(logName + " opened again after a failure");
                } catch (SQLException e) {
                    throw new StoreException(plainName + " cannot be opened: " + StoreException.reason(e),
                            logName + " cannot be opened again: " + e.getMessage(), e);
                }
            }
            return db;
        }

        /**
         * After a failed call: the transaction rolled back so the next call starts afresh, or the connection closed
         * (opened again at the next call) when it cannot be. The error says what was lost in plain words
         * ({@code plain}, for the page: "could not keep the game's events") and in SQLite's ({@code what}, for the log).
         */
        public StoreException failed(String plain, String what, SQLException e) {
            if (db != null) {
                try {
                    db.rollback();
                } catch (SQLException notRolledBack) {
                    e.addSuppressed(notRolledBack);
                    Connection broken = db;
                    db = null;
                    try {
                        broken.close();
                    } catch (SQLException notClosed) {
                        e.addSuppressed(notClosed);
                    }
                }
            }
            return new StoreException(plainName + " " + plain + ": " + StoreException.reason(e),
                    logName + ": " + what + " failed: " + e.getMessage(), e);
        }

        /** Closes the connection (none after a failure: nothing to close); later calls are refused. */
        public void close() throws SQLException {
            if (closed) {
                return;
            }
            closed = true;
            if (db != null) {
                db.close();
            }
        }
    }
}
