/**
 * The club's hub behind {@code othellier club} (docs/CLUB.md), split by job with one thread owning every part:
 * {@link org.othellier.hub.Hub} (the broker's messages taken in and handed to the parts, the page's calls waited for on
 * its own thread), {@link org.othellier.hub.Intake}, {@link org.othellier.hub.BoardRegistry},
 * {@link org.othellier.hub.TournamentBridge}, {@link org.othellier.hub.BoardCommands},
 * {@link org.othellier.hub.HubView} and {@link org.othellier.hub.HubStore} ({@code club.db}). It uses the club's
 * connection and topics ({@code club}), the tournament and the rules (a result checked by replaying its moves), the
 * journal's SQLite pieces, the clock's {@code TimeSource} and {@code security} for its PIN's configuration; not the
 * games' package ({@code app}): the hub plays no game. Its page and API are {@code hub.web}, beside it.
 */
package org.othellier.hub;
