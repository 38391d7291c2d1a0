package org.othellier.engine.othello;

import java.util.List;
import java.util.SplittableRandom;
import org.othellier.engine.Level;
import org.othellier.engine.TimeBudget;
import org.othellier.engine.othello.EngineTime;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.MatchPlayer;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;

/** The players of this package: engine levels and the two reference players for matches. */
public final class MatchPlayers {

    private MatchPlayers() {
    }

    /** A level of this engine (number 0 for a level made for a match, named by its name), with its own engine (tables) and seed. */
    public static MatchPlayer level(Level level, long tableBytes, long seed) {
        OthelloEngine engine = new OthelloEngine(tableBytes, Evaluator.shipped(), EngineTime.SYSTEM, seed);
        return new MatchPlayer() {
            @Override
            public String name() {
                return level.number() == 0 ? level.name()
                        : "level " + level.number() + (level.timed() ? " (" + level.moveTimeMs() + " ms)" : "");
            }

            @Override
            public OthelloMove play(OthelloGame game, TimeBudget clock) {
                return engine.think(game.position(), level, clock, null).move();
            }

            @Override
            public void newGame() {
                engine.newGame();
            }
        };
    }

    /**
     * The one-ply mobility player: plays the move that leaves the opponent the fewest moves (a
     * corner first when it has one), ties broken at random.
     */
    public static MatchPlayer mobility(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        return new MatchPlayer() {
            @Override
            public String name() {
                return "mobility";
            }

            @Override
            public OthelloMove play(OthelloGame game, TimeBudget clock) {
                OthelloPosition pos = game.position();
                if (pos.mustPass()) {
                    return OthelloMove.PASS;
                }
                List<OthelloMove> moves = pos.legalMoves();
                OthelloMove best = null;
                int bestKey = Integer.MAX_VALUE;
                int ties = 0;
                int n = pos.size();
                for (OthelloMove m : moves) {
                    OthelloPosition child = pos.play(m);
                    boolean corner = (m.col() == 0 || m.col() == n - 1) && (m.row() == 0 || m.row() == n - 1);
                    int key = child.legalMoves().size() - (corner ? 100 : 0);
                    if (key < bestKey) {
                        bestKey = key;
                        best = m;
                        ties = 1;
                    } else if (key == bestKey && random.nextInt(++ties) == 0) {
                        best = m;
                    }
                }
                return best;
            }
        };
    }

    /** Uniformly random legal moves. */
    public static MatchPlayer random(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        return new MatchPlayer() {
            @Override
            public String name() {
                return "random";
            }

            @Override
            public OthelloMove play(OthelloGame game, TimeBudget clock) {
                OthelloPosition pos = game.position();
                if (pos.mustPass()) {
                    return OthelloMove.PASS;
                }
                List<OthelloMove> moves = pos.legalMoves();
                return moves.get(random.nextInt(moves.size()));
            }
        };
    }
}
