package org.othellier.app.opponent;

import java.util.function.BooleanSupplier;
import org.othellier.engine.Engine;
import org.othellier.engine.Level;
import org.othellier.engine.TimeBudget;
import org.othellier.game.othello.Game;
import org.othellier.game.othello.Move;

/**
 * The engine at one level. Both sides of an AI-against-AI game share one {@link Engine} (its
 * tables are the service's largest block of memory; it serialises its calls), so a Pi Zero 2 W
 * holds one set of tables whatever the players.
 */
public final class EngineOpponent implements Opponent {

    private final Engine engine;
    private final Level level;

    public EngineOpponent(Engine engine, Level level) {
        this.engine = engine;
        this.level = level;
    }

    @Override
    public String name() {
        return "AI level " + level.number() + " (" + level.name() + ")";
    }

    @Override
    public Move choose(Game game, TimeBudget clock, BooleanSupplier cancelled) {
        return engine.think(game.position(), level, clock, cancelled).move();
    }
}
