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

    /**
     * One GGF game: players, date, time control, result (Black's disc difference, {@code :t} for a time loss, {@code :r}
     * for a resignation, {@code :s} for a score agreed, as a draw by agreement is), and the
     * hints the players used as a comment ({@code C[hints: Black 1 (d3 at move 1), White 0]}).
     */
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
            result = (diff > 0 ? "+" : diff < 0 ? "-" : "") + Math.abs(diff) + ".000" + ending(g.reason());
        }
        String date = g.started() == null ? null : g.started().replace('T', ' ').replace("Z", "");
        String ggf = Ggf.format(game, h.black(), h.white(), date, "none".equals(h.clock()) ? null : h.clock(), result);
        String hints = HintRecord.summary(g); // the hints used, as a comment after the game's type
        return hints == null ? ggf : ggf.replace("(;GM[Othello]", "(;GM[Othello]C[" + hints + "]");
    }

    /** GGF's mark after the result for a game that did not end on the board: time, resignation, agreement. */
    private static String ending(String reason) {
        return switch (reason == null ? "" : reason) {
            case "time forfeit" -> ":t";
            case "resignation" -> ":r";
            case "agreed draw" -> ":s";
            default -> "";
        };
    }
}
