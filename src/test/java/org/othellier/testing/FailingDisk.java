package org.othellier.testing;

import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.spy;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * A disk that fails on demand, for a journal opened with {@code Journal.open(dir, disk::wrap)} where a real one cannot
 * be filled (no root to mount a small tmpfs): while it fails, every commit fails with its SQLite error after SQLite has
 * rolled the transaction back itself, as a full disk does in WAL mode (the pages go to the log at the commit).
 */
public final class FailingDisk {

    private volatile SQLiteErrorCode failing;

    /** From now on every commit fails with {@code code} (SQLITE_FULL: the disk is full). */
    public void fail(SQLiteErrorCode code) {
        failing = code;
    }

    /** The disk works again. */
    public void free() {
        failing = null;
    }

    /** The journal's connection, spied on: its commits fail while the disk does. */
    public Connection wrap(Connection real) {
        Connection c = spy(real);
        try {
            doAnswer(inv -> {
                SQLiteErrorCode code = failing;
                if (code != null) {
                    try (Statement s = real.createStatement()) {
                        s.execute("ROLLBACK"); // SQLite ends the transaction itself: the driver's rollback then fails
                    }
                    throw new SQLiteException("[" + code.name() + "] " + code.message, code);
                }
                return inv.callRealMethod();
            }).when(c).commit();
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
        return c;
    }
}
