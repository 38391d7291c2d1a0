package org.othellier.coach;

import java.util.ArrayList;
import java.util.List;
import org.othellier.engine.Engine;
import org.othellier.engine.EngineTime;
import org.othellier.engine.Evaluator;
import org.othellier.engine.Level;
import org.othellier.game.Side;
import org.othellier.game.othello.Game;
import org.othellier.game.othello.Move;
import org.othellier.game.othello.Position;
import org.othellier.game.othello.Transcript;
import org.othellier.game.othello.Variant;
import org.othellier.store.GameHeader;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;

/** Whole games for the review's tests and benchmarks: an opening, then the engine at a low level against itself, kept in a journal as the service keeps them. */
public final class BenchGames {

    private BenchGames() {
    }

    /** The opening's moves, then level {@code level} for both sides to the end, seeded. */
    public static Game play(String opening, int level, long seed) {
        Game g = Transcript.replay(Variant.OTHELLO, opening);
        Engine player = new Engine(4L << 20, Evaluator.shipped(), EngineTime.SYSTEM, seed);
        while (!g.isOver()) {
            g.play(player.think(g.position(), Level.of(level), null, null).move());
        }
        return g;
    }

    /** Keeps a finished game in the journal, as the service would have; returns its number. */
    public static long keep(Journal j, Game g) {
        long id = j.startGame(new GameHeader("othello", 8, "othello", "standard", "colour", "human", "ai:2", "none", false,
                Position.start(Variant.OTHELLO).squares() + " X"), "2026-11-24T10:00:00Z");
        List<JournalEntry> entries = new ArrayList<>();
        Position p = g.start();
        for (Move m : g.moves()) {
            String side = p.toMove() == Side.BLACK ? "black" : "white";
            entries.add(new JournalEntry(entries.size() + 1, "2026-11-24T10:01:00Z", m.isPass() ? "pass" : "move", side,
                    m.isPass() ? null : m.toString(), null));
            p = p.play(m);
        }
        var r = g.result();
        j.finish(id, entries, "finished", r.score(), "no moves", "2026-11-24T10:20:00Z");
        return id;
    }
}
