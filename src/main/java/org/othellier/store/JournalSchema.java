package org.othellier.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.logging.Logger;

/**
 * The journal's schema versions and the migrations between them. A journal written by an older build
 * is brought forward when it is opened: first copied whole beside itself ({@code othellier.db.schema-N.bak},
 * SQLite's {@code VACUUM INTO}), then every step from its version to the current one in one transaction,
 * so an upgrade that fails leaves the journal as it was. Steps only add (tables, columns, indexes): no
 * row is ever dropped or rewritten. A journal newer than this build is refused, never touched.
 */
final class JournalSchema {

    private static final Logger LOG = Logger.getLogger(JournalSchema.class.getName());

    /** One step: the statements that take schema {@code from} to {@code from + 1}. */
    private record Step(int from, String why, List<String> statements) { }

    private static final List<Step> STEPS = List.of(
            new Step(1, "an index for the game in progress and the games list by status",
                    List.of("CREATE INDEX IF NOT EXISTS games_by_status ON games(status, id)")),
            new Step(2, "the engine's review of a game, kept with it (issue 20)",
                    List.of("""
                            CREATE TABLE IF NOT EXISTS reviews (
                              game_id INTEGER PRIMARY KEY REFERENCES games(id),
                              made TEXT NOT NULL, review TEXT NOT NULL)""")));

    /** The schema this build writes. */
    static final int CURRENT = 1 + STEPS.size();

    private JournalSchema() { }

    /** Brings the journal in {@code c} (auto-commit on) to {@code target}, or refuses it naming the versions. */
    static void upgrade(Connection c, Path file, int target) throws SQLException {
        int version = version(c);
        if (version > target) {
            c.close();
            throw new StoreException(file + " has journal schema " + version + ", written by a newer othellier; this build"
                    + " reads schema " + target + " and older: install the newer build again");
        }
        if (version < 1) {
            c.close();
            throw new StoreException(file + " has no readable journal schema (" + version + ")");
        }
        if (version == target) {
            return;
        }
        if (hasGames(c)) {
            Path backup = file.resolveSibling(file.getFileName() + ".schema-" + version + ".bak");
            if (!Files.exists(backup)) {
                try (Statement s = c.createStatement()) {
                    s.execute("VACUUM INTO '" + backup.toString().replace("'", "''") + "'");
                }
            }
            LOG.info("journal " + file + ": schema " + version + " to " + target + " (a copy of the old one: " + backup + ")");
        }
        c.setAutoCommit(false);
        try (Statement s = c.createStatement()) {
            for (Step step : STEPS) {
                if (step.from() >= version && step.from() < target) {
                    for (String sql : step.statements()) {
                        s.execute(sql);
                    }
                }
            }
            s.execute("UPDATE meta SET value = '" + target + "' WHERE key = 'schema'");
            c.commit();
        } catch (SQLException e) {
            c.rollback();
            c.close();
            throw new StoreException("journal " + file + " could not be migrated from schema " + version + " to " + target
                    + " (left as it was): " + e.getMessage(), e);
        } finally {
            if (!c.isClosed()) {
                c.setAutoCommit(true);
            }
        }
    }

    private static int version(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT value FROM meta WHERE key='schema'")) {
            if (!rs.next()) {
                return -1;
            }
            try {
                return Integer.parseInt(rs.getString(1).strip());
            } catch (NumberFormatException e) {
                return -1;
            }
        }
    }

    private static boolean hasGames(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT EXISTS (SELECT 1 FROM games)")) {
            return rs.next() && rs.getInt(1) == 1;
        }
    }
}
