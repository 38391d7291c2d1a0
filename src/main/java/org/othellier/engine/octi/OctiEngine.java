package org.othellier.engine.octi;

import java.util.function.BooleanSupplier;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiPosition;

/** Something that picks an Octi move: a search at some level, a one-ply greedy player, a random player. */
public interface OctiEngine {

    /**
     * A legal move for the player to move in {@code position}, which must not be over. Spends at most
     * about {@code budgetMillis} (the caller derives it from the tournament clock); 0 means no limit
     * but the engine's own depth.
     */
    OctiMove choose(OctiPosition position, long budgetMillis);

    /**
     * As {@link #choose(OctiPosition, long)}, stopping early once {@code cancelled} says true (nobody waits for
     * the answer any more): the move then returned is legal but may be poor. An engine that answers at once
     * need not look.
     */
    default OctiMove choose(OctiPosition position, long budgetMillis, BooleanSupplier cancelled) {
        return choose(position, budgetMillis);
    }

    /** How the engine is written on the command line and in records: {@code random}, {@code greedy}, {@code ai:4}. */
    String name();
}
