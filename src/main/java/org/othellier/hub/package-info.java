/**
 * The club's hub behind {@code othellier club} (docs/CLUB.md), split by job, one thread owning every part.
 * {@link Hub} is that thread (everything is posted to it; {@code call} waits for it): the broker's messages taken in
 * and handed to the parts, the repair every second, the API its page's server calls; at start it skips, naming it,
 * each row of {@code club.db} it would refuse.
 *
 * <ul>
 * <li>{@code Intake}: what a board sends, checked before anything is kept: its name, its payload's bytes, a token
 * bucket per board, each field's type and range; refusals counted and said once per board and kind.</li>
 * <li>{@code BoardRegistry} with {@code SeenBoard} and {@code HeldGame}: every board seen (a silent one shown
 * offline), its events kept once by board, game and sequence number, gaps asked for again with {@code replay}; a
 * game abandoned on its board found so and no longer asked for.</li>
 * <li>{@code TournamentBridge}: the {@code tournament} with its tables' boards: the arbiter's changes kept before they
 * count, a round's pairings sent, a board's answer binding its table to its game, a result entering the standings by
 * itself once {@code ResultCheck} finds that its moves replay to it, the table flagged for the arbiter
 * otherwise.</li>
 * <li>{@code BoardCommands}: the commands to the boards, each sent again until its board answers, a later one
 * replacing those it would undo; the arbiter's wait for the answers.</li>
 * <li>{@code HubView}: the page's live view, each board's and the tournament's, pushed to its listeners
 * ({@code hub.web.HubLive}).</li>
 * <li>{@code HubStore}: {@code club.db}, SQLite opened through {@code store.SqliteFiles}; each writing call one
 * transaction, the connection brought back after a failure as the journal's is, and memory changed only after the
 * store kept the change: an event not kept is not held, so the repair asks its board for it again; a tournament
 * command not kept puts the tournament back as {@code club.db} holds it and answers 503 in plain words; a board's
 * result not kept is counted again by the repair; a pairing's answer is taken only once its game is bound. A board's
 * last state is the one thing held though not kept: the broker's retained copy brings it back at a restart
 * ({@code HubStoreFaultTest}, {@code HubStoreFailureTest}). {@link HubConfig} is the hub's configuration.</li>
 * </ul>
 *
 * <p>Time is given: the wall clock for what is kept and shown, a {@code clock.TimeSource} for silences, re-sending
 * and the boards' rates; each part is tested without a broker, the MQTT client Mockito's, and the broker tests keep
 * the whole path. Uses {@code club} (the connection, the topics), {@code tournament}, {@code store}, {@code clock},
 * {@code config}, the rules and {@code security} (its PIN's configuration); not the games' package ({@code app}): the
 * hub plays no game, and waits for its own thread's answers itself. Its page and API are {@code hub.web}, beside it.
 */
package org.othellier.hub;
