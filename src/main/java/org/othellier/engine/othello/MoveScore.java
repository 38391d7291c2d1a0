package org.othellier.engine.othello;

import org.othellier.game.othello.OthelloMove;

/** One legal move with its value for the side to move (discs), as {@code analyze} reports it. */
public record MoveScore(OthelloMove move, double score, boolean exact, int depth) {
}
