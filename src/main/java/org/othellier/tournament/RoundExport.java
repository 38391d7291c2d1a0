package org.othellier.tournament;

import java.util.List;
import java.util.function.IntFunction;
import org.othellier.game.othello.Game;

/** What a tournament hands out: a round's games as one GGF file, the standings as CSV or a text table. */
public final class RoundExport {

    private RoundExport() {
    }

    /**
     * A round's games, one GGF game per table in table order, each with its players' names (PB, PW), the result
     * (RE: Black's disc difference, {@code :t} for a time forfeit) and the moves {@code gameAtTable} gives
     * for that table ({@code null}: the game has no moves, only its players and result). The bye is not a game
     * and is left out. {@code date} (DT) may be null.
     */
    public static String ggf(Tournament tournament, int round, IntFunction<Game> gameAtTable, String date) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The standings as CSV: {@code rank,id,name,rating,points,discs,opponents_points,games,byes}, a header first. */
    public static String csv(List<Standing> standings) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The standings as a text table with aligned columns, for a terminal or a notice board. */
    public static String table(List<Standing> standings) {
        throw new UnsupportedOperationException("not yet");
    }
}
