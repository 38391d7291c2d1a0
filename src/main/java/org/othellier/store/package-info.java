/**
 * The journal, and what is read back from it. The file formats themselves (GGF, OBF, WTHOR) are {@code formats}',
 * below it, so the engine's tools and the tournament read a record without reaching a database.
 *
 * <p>The journal: {@link Journal}, the games in an embedded SQLite database ({@code othellier.db}: {@code games},
 * {@code events}, {@code reviews}). Every accepted event is one transaction, committed with {@code synchronous=FULL}
 * in WAL mode before anything acts on it; a new game and the end of the game it replaces are one transaction
 * ({@code Journal.startGame} with {@code Journal.Abandoned}), so a refused new game leaves the old one playing.
 * {@link SqliteFiles} is what the journal and {@code hub.HubStore} share: the data folder made, the connection in WAL
 * mode with its pragmas and busy timeout, and {@code SqliteFiles.Link}, the one connection brought back to a known
 * state after a failed call (rolled back, or closed and opened again when SQLite ended the transaction itself, as on
 * {@code SQLITE_FULL}), so the next write works once the disk does. {@link StoreException} names the file and
 * SQLite's words for the log, and says what happened in plain words ({@code plain()}) for the page.
 * {@code JournalSchema}: an older journal migrated forward on opening after a copy is kept, rows never dropped, a
 * newer one refused; new event kinds need no new version, and an older build replays a game skipping the kinds it
 * does not know.
 *
 * <p>Reading the journal back: {@link GameHeader}, {@link JournalEntry}, {@link StoredGame}; {@link Replay} rebuilds
 * an Othello game from its events, {@link OctiReplay} an Octi game (header {@code game = octi}, the variant, the
 * start position as a picture); {@link GameExport} (transcript, GGF, an Octi game's record); {@link HintRecord}
 * (the hints a game used); {@link AgreedHeader} (what the two boards of a remote game agreed their records name
 * alike, journalled as an {@code agreed} entry, which a remote game's GGF takes its players and date from).
 *
 * <p>Uses {@code game}, {@code game.othello}, {@code game.octi} and {@code formats}; never the controllers, the clock
 * or the web.
 */
package org.othellier.store;
