package org.othellier.engine.octi;

import java.util.random.RandomGenerator;
import org.othellier.game.octi.LegalMoves;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiPosition;

/** Uniformly random among all legal moves: one decode of a random move number, however many moves there are. */
public final class RandomEngine implements OctiEngine {

    private final RandomGenerator random;

    public RandomEngine(RandomGenerator random) {
        this.random = random;
    }

    @Override
    public OctiMove choose(OctiPosition position, long budgetMillis) {
        LegalMoves moves = position.legalMoves();
        return moves.get(random.nextLong(moves.count()));
    }

    @Override
    public String name() {
        return "random";
    }
}
