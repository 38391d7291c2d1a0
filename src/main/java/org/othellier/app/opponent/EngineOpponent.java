package org.othellier.app.opponent;

import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;
import org.othellier.coach.Openings;
import org.othellier.engine.Engine;
import org.othellier.engine.Level;
import org.othellier.engine.TimeBudget;
import org.othellier.game.othello.Game;
import org.othellier.game.othello.Move;

/**
 * The engine at one level. Both sides of an AI-against-AI game share one {@link Engine} (its
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

    private final Engine engine;
    private final Level level;
    private final Random book;

    /** With the openings chosen by an unseeded random (the service). */
    public EngineOpponent(Engine engine, Level level) {
        this(engine, level, new Random());
    }

    /**
     * @param book the random that picks among the named openings' moves (seeded in tests); null: the engine
     *             alone, from the first move
     */
    public EngineOpponent(Engine engine, Level level, Random book) {
        this.engine = engine;
        this.level = level;
        this.book = level.number() <= BOOK_LEVELS ? book : null;
    }

    @Override
    public String name() {
        return "AI level " + level.number() + " (" + level.name() + ")";
    }

    @Override
    public Move choose(Game game, TimeBudget clock, BooleanSupplier cancelled) {
        if (book != null && game.start().equals(org.othellier.game.othello.Position.start(game.variant()))) {
            List<Move> next = Openings.standard().continuations(game.variant(), game.moves());
            if (!next.isEmpty()) {
                Move m = next.get(book.nextInt(next.size()));
                if (game.position().isLegal(m)) {
                    return m;
                }
            }
        }
        return engine.think(game.position(), level, clock, cancelled).move();
    }
}
