package org.othellier.testing;

import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.doAnswer;
import static org.mockito.Mockito.spy;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * Storage errors struck on demand into an SQLite connection (a Mockito spy), for the tests that sweep every write of
 * the board's journal and of the hub's store: the n-th statement of a call fails, or its commit; SQLite has rolled
 * the transaction back itself (a full disk) or not. {@link FailingDisk} is the other kind: every commit fails until
 * the disk is freed.
 */
public final class StorageFaults {

    /** How a fault strikes: at the n-th statement of a call, or at its commit; SQLite rolled back itself or not. */
    public enum Fault {
        FULL_ON_A_STATEMENT(SQLiteErrorCode.SQLITE_FULL, false, true),
        FULL_ON_COMMIT(SQLiteErrorCode.SQLITE_FULL, true, true),
        IOERR_ON_A_STATEMENT(SQLiteErrorCode.SQLITE_IOERR, false, false),
        IOERR_ON_COMMIT(SQLiteErrorCode.SQLITE_IOERR, true, true),
        BUSY_ON_COMMIT(SQLiteErrorCode.SQLITE_BUSY, true, false);

        public final SQLiteErrorCode code;
        public final boolean onCommit;
        /** SQLite has ended the transaction itself, as it does on a full disk: the driver's rollback then fails. */
        public final boolean rolledBackBySqlite;

        Fault(SQLiteErrorCode code, boolean onCommit, boolean rolledBackBySqlite) {
            this.code = code;
            this.onCommit = onCommit;
            this.rolledBackBySqlite = rolledBackBySqlite;
        }
    }

    private Fault fault;
    private int atStatement;
    private int statements;
    private boolean fired;

    /** From now on {@code f} strikes at statement {@code statement} (counted from 1) or at the commit; null: counts only. */
    public void arm(Fault f, int statement) {
        fault = f;
        atStatement = statement;
        statements = 0;
        fired = false;
    }

    /** The disk works again. */
    public void disarm() {
        fault = null;
    }

    /** The statements made since the last {@link #arm}. */
    public int statements() {
        return statements;
    }

    /** Whether the armed fault struck. */
    public boolean fired() {
        return fired;
    }

    /** The connection, spied on: each statement it makes is counted, and the armed fault strikes. */
    public Connection wrap(Connection real) {
        Connection c = spy(real);
        try {
            doAnswer(inv -> {
                statement(real);
                return inv.callRealMethod();
            }).when(c).prepareStatement(anyString());
            doAnswer(inv -> {
                statement(real);
                return inv.callRealMethod();
            }).when(c).prepareStatement(anyString(), anyInt());
            doAnswer(inv -> {
                statement(real);
                return inv.callRealMethod();
            }).when(c).createStatement();
            doAnswer(inv -> {
                if (fault != null && fault.onCommit) {
                    fail(real);
                }
                return inv.callRealMethod();
            }).when(c).commit();
        } catch (SQLException e) {
            throw new AssertionError(e);
        }
        return c;
    }

    private void statement(Connection real) throws SQLException {
        statements++;
        if (fault != null && !fault.onCommit && statements == atStatement) {
            fail(real);
        }
    }

    private void fail(Connection real) throws SQLException {
        fired = true;
        if (fault.rolledBackBySqlite) {
            try (Statement s = real.createStatement()) {
                s.execute("ROLLBACK"); // what SQLite does on SQLITE_FULL: the transaction is gone
            }
        }
        throw new SQLiteException("[" + fault.code.name() + "] " + fault.code.message, fault.code);
    }
}
