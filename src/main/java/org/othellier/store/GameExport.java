package org.othellier.store;

import org.othellier.game.othello.Game;
import org.othellier.game.othello.Transcript;

/** A journalled game as a transcript or as GGF. */
public final class GameExport {

    private GameExport() {
    }

    /** The moves as {@code f5d6c3...}, passes written {@code PA}; an Octi game as its record (docs/OCTI.md). */
    public static String transcript(StoredGame g) {
        if (OctiReplay.isOcti(g.header())) {
            return OctiReplay.record(g).strip();
        }
        return Transcript.format(Replay.game(g).moves(), true);
    }

    /** One GGF game: players, date, time control, result (Black's disc difference, {@code :t} for a time loss). */
    public static String ggf(StoredGame g) {
        if (OctiReplay.isOcti(g.header())) {
            throw new StoreException("game " + g.id() + " is Octi: GGF is an Othello format (export its record instead)");
        }
        Game game = Replay.game(g);
        GameHeader h = g.header();
        String result = null;
        if (g.result() != null) {
            String[] bw = g.result().split("-");
            int diff = Integer.parseInt(bw[0]) - Integer.parseInt(bw[1]);
            result = (diff > 0 ? "+" : diff < 0 ? "-" : "") + Math.abs(diff) + ".000"
                    + ("time forfeit".equals(g.reason()) ? ":t" : "");
        }
        String date = g.started() == null ? null : g.started().replace('T', ' ').replace("Z", "");
        return Ggf.format(game, h.black(), h.white(), date, "none".equals(h.clock()) ? null : h.clock(), result);
    }
}
