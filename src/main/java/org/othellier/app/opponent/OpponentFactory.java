package org.othellier.app.opponent;

import java.util.List;
import org.othellier.engine.Level;
import org.othellier.engine.othello.EngineTime;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.OthelloEngine;

/**
 * Makes the computer players the configuration allows. The engine, with its tables, is made when
 * an AI first plays and then kept for the life of the service: a game of people alone never pays
 * for its memory.
 */
public final class OpponentFactory {

    private final long tableBytes;
    private final int threads;
    private final List<String> nboardCommand;
    private final int nboardDepth;
    private OthelloEngine engine;

    /**
     * @param tableMegabytes the engine's transposition tables
     * @param threads        the threads of the engine's 8x8 searches (middle game and exact solves)
     * @param nboardCommand  the external engine's program and arguments (empty: none configured)
     * @param nboardDepth    the depth asked of the external engine
     */
    public OpponentFactory(int tableMegabytes, int threads, List<String> nboardCommand, int nboardDepth) {
        this.tableBytes = (long) tableMegabytes << 20;
        this.threads = threads;
        this.nboardCommand = List.copyOf(nboardCommand);
        this.nboardDepth = nboardDepth;
    }

    /** A player for {@code spec}; refuses an NBoard engine when none is configured. */
    public synchronized Opponent create(PlayerSpec spec) {
        return switch (spec.kind()) {
            case AI -> new EngineOpponent(engine(), Level.of(spec.level()));
            case NBOARD -> {
                if (nboardCommand.isEmpty()) {
                    throw new IllegalArgumentException("nboard: no external engine is configured (players.nboard-command)");
                }
                yield new NboardOpponent(nboardCommand, nboardDepth);
            }
            case REMOTE -> throw new IllegalArgumentException(spec + ": this board has no [remote] section, so no broker to"
                    + " meet another board through (docs/REMOTE.md)");
            case PHONE -> throw new IllegalArgumentException(spec + ": a phone player plays through the board's page,"
                    + " which this service has not (docs/REMOTE.md)");
            case HUMAN -> throw new IllegalArgumentException("a person needs no opponent");
        };
    }

    private OthelloEngine engine() {
        if (engine == null) {
            engine = new OthelloEngine(tableBytes, Evaluator.shipped(), EngineTime.SYSTEM, System.nanoTime(), threads);
        }
        return engine;
    }
}
