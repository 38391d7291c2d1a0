package org.othellier.engine;

import org.othellier.game.othello.Move;

/** One legal move with its value for the side to move (discs), as {@code analyze} reports it. */
public record MoveScore(Move move, double score, boolean exact, int depth) {
}
