/**
 * The journal, SQLite in WAL mode: {@link org.othellier.store.Journal} (a game's start, its events and its end, each
 * writing call one transaction; the connection brought back after a failure), {@link org.othellier.store.JournalSchema}
 * (versions, migrated forward with a copy kept first), {@link org.othellier.store.SqliteFiles} (shared with the
 * hub's {@code club.db}), {@link org.othellier.store.GameHeader}, {@link org.othellier.store.JournalEntry},
 * {@link org.othellier.store.StoredGame}, {@link org.othellier.store.StoreException}; and what is read back from it:
 * {@link org.othellier.store.Replay} and {@link org.othellier.store.OctiReplay} (a game rebuilt from its events),
 * {@link org.othellier.store.GameExport} (a kept game as a transcript or GGF), {@link org.othellier.store.HintRecord}.
 * The file formats themselves are {@code formats}', below it, so the engine's tools and the tournament read a record
 * without reaching a database. It uses only the rules and {@code formats}.
 */
package org.othellier.store;
