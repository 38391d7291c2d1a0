package org.othellier.store;

import java.util.List;

/**
 * A game as the journal holds it.
 *
 * @param id         its number
 * @param header     rules, players, start position
 * @param started    when it started (ISO-8601, UTC)
 * @param finished   when it ended, or null
 * @param status     {@code playing}, {@code finished}, {@code abandoned} or {@code adjourned} (a remote game
 *                   stopped to be taken up later, docs/REMOTE.md)
 * @param result     the score ({@code 40-24}) or null
 * @param reason     why it ended ({@code no moves}, {@code time forfeit}) or null
 * @param entries    the accepted events in order (empty in a listing)
 * @param checkpoint the clock's state at the last checkpoint after the last event, or null
 */
public record StoredGame(long id, GameHeader header, String started, String finished, String status, String result,
                         String reason, List<JournalEntry> entries, String checkpoint) {

    public StoredGame {
        entries = List.copyOf(entries);
    }
}
