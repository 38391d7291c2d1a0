package org.othellier.app.opponent;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import org.othellier.engine.TimeBudget;
import org.othellier.engine.nboard.NboardEnginePlayer;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;

/**
 * An external engine speaking the NBoard protocol, started on the worker thread when it is first
 * asked for a move (starting a program may take seconds; the game loop never waits for it). An
 * engine that cannot start, stops, falls silent or answers an illegal move fails that move with a
 * message naming it; the next request starts it again.
 */
public final class NboardOpponent implements Opponent {

    /** How long the engine may stay silent before it is given up (it may think this long on a move). */
    static final long SILENCE_MS = 120_000;

    private final List<String> command;
    private final int depth;
    /** Set and used on the worker thread; the loop thread reads the name and may close it. */
    private final AtomicReference<NboardEnginePlayer> engine = new AtomicReference<>();

    /**
     * @param command the program and its arguments
     * @param depth   the search depth asked of it ({@code set depth})
     */
    public NboardOpponent(List<String> command, int depth) {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("an NBoard engine needs a command");
        }
        this.command = List.copyOf(command);
        this.depth = depth;
    }

    @Override
    public String name() {
        NboardEnginePlayer e = engine.get();
        return e != null ? e.name() : "NBoard engine " + String.join(" ", command);
    }

    @Override
    public OthelloMove choose(OthelloGame game, TimeBudget clock, BooleanSupplier cancelled) {
        NboardEnginePlayer e = engine.get();
        if (e == null) {
            try {
                e = new NboardEnginePlayer(command, depth, SILENCE_MS);
            } catch (IOException | IllegalStateException ex) {
                throw new IllegalStateException("the NBoard engine '" + String.join(" ", command) + "' cannot start: "
                        + ex.getMessage(), ex);
            }
            engine.set(e);
        }
        try {
            return e.play(game, clock);
        } catch (RuntimeException ex) {
            close(); // a broken engine is started afresh for the next move
            throw ex;
        }
    }

    /** Stops the engine on a thread of its own: a program may take a moment to quit, and the game loop does not wait. */
    @Override
    public void close() {
        NboardEnginePlayer e = engine.getAndSet(null);
        if (e != null) {
            Thread.ofPlatform().daemon().name("nboard-engine-quit").start(e::close);
        }
    }
}
