/**
 * Who may steer the board and the hub over the network: {@link org.othellier.security.SecurityConfig}
 * ({@code [security]}: the arbiter's PIN when configured, the host names answered to, the session's length, the new
 * games' limit) and {@link org.othellier.security.ArbiterPin} (the PIN resolved: configured, or made once and kept in
 * the data folder for {@code othellier pin}). Used by the board's page ({@code web}), the hub ({@code hub},
 * {@code hub.web}), the composition roots ({@code service}) and the commands ({@code cli}), so it sits low, beside
 * the configuration it reads. Uses {@code config} and nothing else: it knows no game, no server and no thread. The PIN's comparison and
 * its guessing limit, and the arbiter's sessions, are the web server's own ({@code web.PinCheck},
 * {@code web.ArbiterSessions}), since they read requests (docs/SECURITY.md).
 */
package org.othellier.security;
