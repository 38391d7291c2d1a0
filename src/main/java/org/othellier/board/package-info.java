/**
 * The physical board as logic: sensor frames, LED plans, and (as the companion lands) the
 * stabilizer and the reconciler that turn frames into moves. Pure values and functions.
 */
package org.othellier.board;
