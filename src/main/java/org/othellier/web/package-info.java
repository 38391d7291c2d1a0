/**
 * The board's page and JSON API (docs/API.md, docs/PAGE.md) on Jetty's core handlers, and the web server's pieces
 * the hub's page ({@code hub.web}) shares: {@link org.othellier.web.WebServer} (the set-up: bodies limited, then
 * {@link org.othellier.web.BodyDeadline}, then the {@link org.othellier.web.AccessGuard}, then the WebSocket or the
 * API), the routes' tables ({@link org.othellier.web.ApiRoute}, {@link org.othellier.web.Routes},
 * {@link org.othellier.web.BoardRoute}), the arbiter's PIN compared and limited ({@link org.othellier.web.PinCheck})
 * and sessions ({@link org.othellier.web.ArbiterSessions}), replies and request bodies, and the live view on
 * {@link org.othellier.web.PageSockets}. It uses {@code app} (the loop and the controllers' commands), the rules and
 * the boards' readings for the JSON, the journal for the exports, {@code security}, and the backend interface's
 * capabilities ({@code hw}, never a concrete backend); it knows nothing of the hub. Only the composition roots and
 * {@code hub.web} use it (docs/SECURITY.md for the guard).
 */
package org.othellier.web;
