/**
 * The club hub's page and API (docs/CLUB.md), beside the hub they serve: {@link org.othellier.hub.web.HubServer}
 * (the web server's pieces set up for the hub: the body deadline, then {@code web.AccessGuard} on
 * {@link org.othellier.hub.web.HubRoute}, every change the arbiter's with the hub's own PIN),
 * {@link org.othellier.hub.web.HubApi} (the routes, the page from {@code src/main/resources/hub/}) and
 * {@link org.othellier.hub.web.HubLive} (each board's change to every open page, never waiting). It uses
 * {@code hub} and the web server's shared pieces in {@code web} (the guard, the routes' table, the replies, the page
 * sockets); {@code web} itself serves the board's page and knows nothing of the hub. Only {@code service.HubService}
 * uses it.
 */
package org.othellier.hub.web;
