/**
 * Octi, all four games (docs/RULES.md; the decisions taken where the rules are
 * silent are docs/OCTI.md D-1 to D-11). Pure: no hardware, threads or clocks. Start from
 * {@link org.othellier.game.octi.OctiPosition}: its legal moves, {@code play}, and what a sensor can
 * see of each square.
 */
package org.othellier.game.octi;
