package org.othellier.app.opponent;

import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;
import org.othellier.coach.Openings;
import org.othellier.engine.Level;
import org.othellier.engine.TimeBudget;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;

/**
 * The engine at one level. Both sides of an AI-against-AI game share one {@link OthelloEngine} (its
 * tables are the service's largest block of memory; it serialises its calls), so a Pi Zero 2 W
 * holds one set of tables whatever the players.
 *
 * <p>Up to level {@link #BOOK_LEVELS} the AI varies its openings: while the game follows the named openings
 * ({@link Openings}), it plays one of the table's next moves at random, so that a person does not meet the same
 * game twice; out of the table, the engine thinks as usual.
 */
public final class EngineOpponent implements Opponent {

    /** Levels that open from the named openings. */
    public static final int BOOK_LEVELS = 5;

    private final OthelloEngine engine;
    private final Level level;
    private final Random book;

    /** With the openings chosen by an unseeded random (the service). */
    public EngineOpponent(OthelloEngine engine, Level level) {
        this(engine, level, new Random());
    }

    /**
     * @param book the random that picks among the named openings' moves (seeded in tests); null: the engine
     *             alone, from the first move
     */
    public EngineOpponent(OthelloEngine engine, Level level, Random book) {
        this.engine = engine;
        this.level = level;
        this.book = level.number() <= BOOK_LEVELS ? book : null;
    }

    @Override
    public String name() {
        return "AI level " + level.number() + " (" + level.name() + ")";
    }

    @Override
    public OthelloMove choose(OthelloGame game, TimeBudget clock, BooleanSupplier cancelled) {
        if (book != null && game.start().equals(OthelloPosition.start(game.variant()))) {
            List<OthelloMove> next = Openings.standard().continuations(game.variant(), game.moves());
            if (!next.isEmpty()) {
                OthelloMove m = next.get(book.nextInt(next.size()));
                if (game.position().isLegal(m)) {
                    return m;
                }
            }
        }
        return engine.think(game.position(), level, clock, cancelled).move();
    }
}
