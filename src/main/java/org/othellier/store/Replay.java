package org.othellier.store;

import org.othellier.game.Side;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Start;

/** Rebuilds a journalled game from its header and events: moves, passes and takebacks. */
public final class Replay {

    private Replay() {
    }

    public static OthelloVariant variant(GameHeader h) {
        return OthelloVariant.of(h.size(), Start.parse(h.start())).withRules(h.rules());
    }

    public static OthelloPosition startPosition(GameHeader h) {
        String[] sp = h.startPosition().split(" ");
        if (sp.length != 2 || sp[1].length() != 1) {
            throw new StoreException("start position '" + h.startPosition() + "' is not squares, a space and the side to move");
        }
        return OthelloPosition.of(variant(h), sp[0], Side.fromSymbol(sp[1].charAt(0)));
    }

    /** The game as its events leave it; an event that cannot be replayed throws {@link StoreException} naming it. */
    public static OthelloGame game(StoredGame g) {
        OthelloGame game = new OthelloGame(startPosition(g.header()));
        for (JournalEntry e : g.entries()) {
            try {
                switch (e.kind()) {
                    case "move" -> game.play(OthelloMove.parse(e.data()));
                    case "pass" -> game.play(OthelloMove.PASS);
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
