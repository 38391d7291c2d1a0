/**
 * Octi players: an alpha-beta search with levels and a millisecond budget, a one-ply greedy player and
 * a random one, and matches between them. The engines read a clock (injectable); the rules do not.
 */
package org.othellier.engine.octi;
