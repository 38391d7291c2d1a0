package org.othellier.store;

import org.othellier.game.Side;
import org.othellier.game.othello.Game;
import org.othellier.game.othello.Move;
import org.othellier.game.othello.Position;
import org.othellier.game.othello.Start;
import org.othellier.game.othello.Variant;

/** Rebuilds a journalled game from its header and events: moves, passes and takebacks. */
public final class Replay {

    private Replay() {
    }

    public static Variant variant(GameHeader h) {
        return Variant.of(h.size(), Start.parse(h.start())).withRules(h.rules());
    }

    public static Position startPosition(GameHeader h) {
        String[] sp = h.startPosition().split(" ");
        if (sp.length != 2 || sp[1].length() != 1) {
            throw new StoreException("start position '" + h.startPosition() + "' is not squares, a space and the side to move");
        }
        return Position.of(variant(h), sp[0], Side.fromSymbol(sp[1].charAt(0)));
    }

    /** The game as its events leave it; an event that cannot be replayed throws {@link StoreException} naming it. */
    public static Game game(StoredGame g) {
        Game game = new Game(startPosition(g.header()));
        for (JournalEntry e : g.entries()) {
            try {
                switch (e.kind()) {
                    case "move" -> game.play(Move.parse(e.data()));
                    case "pass" -> game.play(Move.PASS);
                    case "takeback" -> {
                        int ply = Integer.parseInt(e.data());
                        while (game.ply() > ply) {
                            game.undo();
                        }
                    }
                    default -> { }
                }
            } catch (RuntimeException ex) {
                throw new StoreException("game " + g.id() + " event " + e.seq() + " (" + e.kind() + " " + e.data() + "): "
                        + ex.getMessage(), ex);
            }
        }
        return game;
    }
}
