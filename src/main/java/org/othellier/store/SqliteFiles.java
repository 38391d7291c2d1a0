package org.othellier.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * What the SQLite files of the project (the board's journal, the hub's data) share: the data folder made, the
 * connection opened in WAL mode with a busy timeout, and a failed transaction rolled back.
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

    /** Rolls back the failed transaction of {@code what} and names it in the error, as {@code where: what failed: ...}. */
    public static StoreException rollback(Connection db, String where, String what, SQLException e) {
        try {
            db.rollback();
        } catch (SQLException ignored) {
            // the first error is the one to report
        }
        return new StoreException(where + ": " + what + " failed: " + e.getMessage(), e);
    }
}
