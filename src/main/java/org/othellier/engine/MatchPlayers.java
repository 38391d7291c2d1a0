package org.othellier.engine;

import java.util.List;
import java.util.SplittableRandom;
import org.othellier.game.othello.Game;
import org.othellier.game.othello.Move;
import org.othellier.game.othello.Position;

/** The players of this package: engine levels and the two reference players for matches. */
public final class MatchPlayers {

    private MatchPlayers() {
    }

    /** A level of this engine (number 0 for a level made for a match, named by its name), with its own engine (tables) and seed. */
    public static MatchPlayer level(Level level, long tableBytes, long seed) {
        Engine engine = new Engine(tableBytes, Evaluator.shipped(), EngineTime.SYSTEM, seed);
        return new MatchPlayer() {
            @Override
            public String name() {
                return level.number() == 0 ? level.name()
                        : "level " + level.number() + (level.timed() ? " (" + level.moveTimeMs() + " ms)" : "");
            }

            @Override
            public Move play(Game game, TimeBudget clock) {
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
            public Move play(Game game, TimeBudget clock) {
                Position pos = game.position();
                if (pos.mustPass()) {
                    return Move.PASS;
                }
                List<Move> moves = pos.legalMoves();
                Move best = null;
                int bestKey = Integer.MAX_VALUE;
                int ties = 0;
                int n = pos.size();
                for (Move m : moves) {
                    Position child = pos.play(m);
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
            public Move play(Game game, TimeBudget clock) {
                Position pos = game.position();
                if (pos.mustPass()) {
                    return Move.PASS;
                }
                List<Move> moves = pos.legalMoves();
                return moves.get(random.nextInt(moves.size()));
            }
        };
    }
}
