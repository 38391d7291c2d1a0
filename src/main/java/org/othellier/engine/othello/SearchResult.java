package org.othellier.engine.othello;

import java.util.List;
import org.othellier.game.othello.OthelloMove;

/**
 * What a search found.
 *
 * @param move   the move to play ({@link OthelloMove#PASS} when the side to move must pass)
 * @param score  the expected final disc difference for the side to move (exact when {@code exact})
 * @param exact  true when {@code score} is proven by an exact solve to the end of the game
 * @param depth  the deepest completed iteration (plies), or the empties solved when exact
 * @param nodes  nodes searched
 * @param millis time spent
 * @param pv     the principal variation, starting with {@code move}
 */
public record SearchResult(OthelloMove move, double score, boolean exact, int depth, long nodes, long millis, List<OthelloMove> pv) {

    public SearchResult {
        pv = List.copyOf(pv);
    }
}
