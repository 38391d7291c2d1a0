package org.othellier.store;

import java.sql.SQLException;

/**
 * The journal cannot be read or written. The message names the file and what failed, with SQLite's words, for the
 * log and the command line; {@link #plain()} says what happened in plain words, for the page and the API.
 */
public final class StoreException extends RuntimeException {

    private final String plain;

    public StoreException(String message) {
        this(null, message, null);
    }

    public StoreException(String message, Throwable cause) {
        this(null, message, cause);
    }

    /** {@code plain}: what happened without paths or SQL (null: said from the cause's SQLite error alone). */
    public StoreException(String plain, String message, Throwable cause) {
        super(message, cause);
        this.plain = plain;
    }

    /**
     * What happened in plain words, without the file's path or SQLite's text: "the journal could not keep the game's
     * events: the disk is full". An error of SQLite's without them is said from its code; one of the data itself (a
     * game that cannot be replayed) by its message, which names no file.
     */
    public String plain() {
        if (plain != null) {
            return plain;
        }
        for (Throwable t = getCause(); t != null; t = t.getCause()) {
            if (t instanceof SQLException) {
                return "the data cannot be read or kept: " + reason(t);
            }
        }
        return getMessage();
    }

    /** The reason behind an SQLite error in plain words, from its result code. */
    public static String reason(Throwable cause) {
        for (Throwable t = cause; t != null; t = t.getCause()) {
            if (t instanceof SQLException e && e.getErrorCode() != 0) {
                return switch (e.getErrorCode() & 0xff) { // the primary result code, extended or not
                    case 13 -> "the disk is full";
                    case 10 -> "the disk failed to read or write";
                    case 5, 6 -> "the file is busy (held by another program)";
                    case 8 -> "the file cannot be written (read-only)";
                    case 11, 26 -> "the file is damaged";
                    case 14 -> "the file cannot be opened";
                    case 7 -> "out of memory";
                    default -> "the database failed";
                };
            }
        }
        return "the database failed";
    }
}
