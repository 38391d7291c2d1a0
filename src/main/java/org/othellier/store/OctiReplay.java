package org.othellier.store;

import org.othellier.game.octi.OctiGame;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPicture;
import org.othellier.game.octi.OctiRecord;
import org.othellier.game.octi.OctiVariant;

/**
 * Rebuilds a journalled Octi game: the header's {@code start} is the variant, its start position an
 * {@link OctiPicture}, and each {@code move} event a move in the notation.
 */
public final class OctiReplay {

    private OctiReplay() {
    }

    public static OctiVariant variant(GameHeader h) {
        return OctiVariant.parse(h.start());
    }

    /** The game as its events leave it; an event that cannot be replayed throws {@link StoreException} naming it. */
    public static OctiGame game(StoredGame g) {
        GameHeader h = g.header();
        OctiGame game;
        try {
            game = new OctiGame(OctiPicture.parse(variant(h), h.startPosition()));
        } catch (RuntimeException e) {
            throw new StoreException("game " + g.id() + ": its start position cannot be read: " + e.getMessage(), e);
        }
        for (JournalEntry e : g.entries()) {
            if (!e.kind().equals("move")) {
                continue;
            }
            try {
                game.play(OctiNotation.parse(game.position(), e.data()));
            } catch (RuntimeException ex) {
                throw new StoreException("game " + g.id() + " event " + e.seq() + " (move " + e.data() + "): "
                        + ex.getMessage(), ex);
            }
        }
        return game;
    }

    /** The game as an Octi record (docs/OCTI.md "Game records"), its players by seat as tags. */
    public static String record(StoredGame g) {
        OctiGame game = game(g);
        GameHeader h = g.header();
        String[] black = h.black().split(",");
        String[] white = h.white().split(",");
        game.tag("Black", black[0]);
        game.tag("White", white[0]);
        if (black.length > 1) {
            game.tag("Black 2", black[1]);
        }
        if (white.length > 1) {
            game.tag("White 2", white[1]);
        }
        if (g.started() != null) {
            game.tag("Date", g.started());
        }
        if (!"none".equals(h.clock())) {
            game.tag("Clock", h.clock());
        }
        if (g.result() != null && !game.result().isOver()) {
            game.tag("Result", g.result() + (g.reason() == null ? "" : " (" + g.reason() + ")"));
        } else if (g.result() == null && g.status() != null && !g.status().equals("playing") && !game.result().isOver()) {
            game.tag("Result", "unfinished (" + g.status() + ")");
        }
        return OctiRecord.write(game);
    }
}
