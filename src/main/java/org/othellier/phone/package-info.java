/**
 * A person with no board playing against a physical board from a phone (docs/REMOTE.md, "A phone as the far
 * opponent"): the arbiter's one-game invitations and the phone's moves handed to the game as an opponent's, so the
 * board shows them on its LEDs to be carried out exactly as the AI's.
 */
package org.othellier.phone;
