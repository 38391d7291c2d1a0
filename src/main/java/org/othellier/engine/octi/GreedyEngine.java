package org.othellier.engine.octi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.othellier.game.Side;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiResult;

/**
 * One ply: the move whose position scores best by {@link Evaluation} (a win first), ties broken at
 * random. It looks at the same moves as the search ({@code LegalMoves.representatives()}).
 */
public final class GreedyEngine implements OctiEngine {

    private final Random random;

    public GreedyEngine(Random random) {
        this.random = random;
    }

    @Override
    public OctiMove choose(OctiPosition position, long budgetMillis) {
        Side us = position.toMove().team();
        List<OctiMove> moves = new ArrayList<>(position.legalMoves().representatives());
        Collections.shuffle(moves, random);
        OctiMove best = null;
        int bestScore = Integer.MIN_VALUE;
        for (OctiMove m : moves) {
            int score = score(position.play(m), us);
            if (score > bestScore) {
                bestScore = score;
                best = m;
            }
        }
        return best != null ? best : position.legalMoves().get(0);
    }

    static int score(OctiPosition child, Side us) {
        OctiResult o = child.result();
        if (o.isOver()) {
            return o.state() == OctiResult.State.DRAW ? 0 : o.winner() == us ? Evaluation.WIN : -Evaluation.WIN;
        }
        return Evaluation.evaluate(child, us);
    }

    @Override
    public String name() {
        return "greedy";
    }
}
