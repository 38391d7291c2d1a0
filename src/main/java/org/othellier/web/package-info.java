/**
 * The board's page and JSON API (docs/API.md, docs/PAGE.md), on Jetty 12's core handlers (no servlets) and Gson, and
 * the web server's pieces the club hub's page ({@code hub.web}) shares: the guard, the routes' tables, the PIN check
 * and sessions, replies and request bodies, the live views' sockets.
 *
 * <p>The set-up, {@link WebServer}: bodies limited while read (Jetty's {@code SizeLimitHandler}), then read whole by
 * {@code BodyDeadline} before anything else sees the request, on Jetty's demand callbacks so no thread waits for a
 * slow upload, within 10 s of the headers (408 after); then the {@code AccessGuard}; then the WebSocket {@code /ws} or
 * the API. {@link ListeningPort} binds a page's port before the service makes its data folder, PIN or first game, so
 * a port in use leaves nothing behind.
 *
 * <p>Security (docs/SECURITY.md): {@code AccessGuard} checks the {@code Host}, the route (404 and 405 before anything
 * runs), the origin and JSON content type of every change, and the route's caller (the arbiter's PIN as Bearer or
 * session cookie, the new games' limit). {@code ApiRoute}, {@code Routes} and {@code BoardRoute} (and the hub's
 * {@code hub.web.HubRoute}) give each API one table of routes (method, exact path with {@code {name}} parameters, who may call it): the guard
 * matches a request once and the router dispatches from that match. {@code PinCheck} is the only place the PIN is
 * compared, and only after its limit (per address and for all together); {@code ArbiterSessions} is login, logout
 * and the session query.
 *
 * <p>The board's API: {@code ApiHandler} (the page's files from {@code src/main/resources/web/} and the routed JSON
 * API; errors as {@code Reply.error}, a refusal as {@code Refused}, a failure as {@code Reply.failure}),
 * {@code GameCommands} (state, new game, pause, resume, set-up, the Octi choice, resignation and offers: each run on
 * the event loop with {@code EventLoop.call}, answered with the state after it), {@code SettingsParser}
 * ({@code POST /api/game}'s options), {@code SimulatorApi} ({@code /api/sim/...}: a tap as one hand on one square,
 * a whole frame, the clock buttons; only where the board is {@code pageDriven()}), {@code CoachApi} and
 * {@code CoachJson} (hints and puzzles), {@code GameExports} and {@code ReviewJson} (the kept games, their downloads
 * and reviews), {@code PhoneApi} and {@code PhoneGate} (the arbiter's invitation of a phone player, and the phone's
 * {@code /api/play/{token}} routes, the token checked by the guard before anything runs), {@link StateJson} and {@link OctiJson} (the state's JSON shapes; an Octi game's pods, turn,
 * candidates with their LEDs, each pod's moves for the page's taps, the guide line in words). Requests are read by
 * {@code RequestBody}, {@code JsonFields} (unknown fields named), {@code StrictJson}; {@code WebText} quotes input at
 * most 60 characters; {@code JsonErrors} answers Jetty's own refusals as JSON; {@code BodyWatch} marks an answer
 * {@code Connection: close} when its request's body was left unread.
 *
 * <p>The page itself (docs/PAGE.md) is plain files: {@code app.js}, with {@code endings.js} (the ways out of a game),
 * {@code octi.js} and {@code octi.css} (the Octi game's drawing, candidates, two-tap moves and help), {@code layout.js}
 * (its tabs, panels and the player's settings), {@code coach.js} and {@code review.js}.
 *
 * <p>Live views: {@code LiveBroadcaster} sends each new state to every {@link LiveSocket} from one thread, never
 * waiting; {@code hub.web.HubLive} does the same for the hub; both on {@code PageSockets} (a page falling behind is
 * closed).
 *
 * <p>Uses {@code app}, {@code app.opponent}, {@code phone}, {@code security}, {@code coach}, {@code engine.octi}, {@code store},
 * {@code tournament}, {@code board.*}, {@code hw} (the interfaces: the simulator's API goes through
 * {@code hw.PageDrivenBoard}), {@code clock} and the rules; it knows nothing of the hub. Used only by {@code service}
 * and {@code hub.web}.
 */
package org.othellier.web;
