/**
 * A person with no board playing against a physical board from a phone (docs/REMOTE.md, "A phone as the far
 * opponent"): the arbiter's one-game invitations and the phone's moves handed to the game as an opponent's, so the
 * board shows them on its LEDs to be carried out exactly as the AI's. Uses {@code app.opponent} (the opponent's
 * interface), the AI's {@code engine.TimeBudget} and the rules; the web server's {@code PhoneApi} and
 * {@code PhoneGate} and the composition root use it, never the reverse.
 */
package org.othellier.phone;
