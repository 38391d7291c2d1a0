package org.othellier.coach;

import java.util.ArrayList;
import java.util.List;
import org.othellier.engine.Level;
import org.othellier.engine.othello.EngineTime;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Transcript;
import org.othellier.store.GameHeader;
import org.othellier.store.Journal;
import org.othellier.store.JournalEntry;

/** Whole games for the review's tests and benchmarks: an opening, then the engine at a low level against itself, kept in a journal as the service keeps them. */
public final class BenchGames {

    private BenchGames() {
    }

    /** The opening's moves, then level {@code level} for both sides to the end, seeded. */
    public static OthelloGame play(String opening, int level, long seed) {
        OthelloGame g = Transcript.replay(OthelloVariant.OTHELLO, opening);
        OthelloEngine player = new OthelloEngine(4L << 20, Evaluator.shipped(), EngineTime.SYSTEM, seed);
        while (!g.isOver()) {
            g.play(player.think(g.position(), Level.of(level), null, null).move());
        }
        return g;
    }

    /** Keeps a finished game in the journal, as the service would have; returns its number. */
    public static long keep(Journal j, OthelloGame g) {
        long id = j.startGame(new GameHeader("othello", 8, "othello", "standard", "colour", "human", "ai:2", "none", false,
                OthelloPosition.start(OthelloVariant.OTHELLO).squares() + " X"), "2026-11-24T10:00:00Z");
        List<JournalEntry> entries = new ArrayList<>();
        OthelloPosition p = g.start();
        for (OthelloMove m : g.moves()) {
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
