package org.othellier.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.othellier.formats.Ggf;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Start;

/** What a tournament hands out: a round's games as one GGF file, the standings as CSV or a text table. */
public final class RoundExport {

    private RoundExport() {
    }

    /**
     * A round's games, one GGF game per table in table order, each with its players' names (PB, PW), the result
     * (RE: Black's disc difference, {@code :t} for a time forfeit) and the moves {@code gameAtTable} gives
     * for that table ({@code null}: the game has no moves, only its players and result). The bye is not a game
     * and is left out. {@code date} (DT) may be null. A table without a result yet has no RE. A table whose game
     * {@code gameAtTable} cannot make (it throws: a board's moves that do not replay) is written without moves, a
     * comment ({@code C}) saying why: one bad record never stops the round's export.
     * One game per line, each line a whole GGF game ({@code (;GM[Othello]...;)}), as GGF files hold them.
     */
    public static String ggf(Tournament tournament, int round, IntFunction<OthelloGame> gameAtTable, String date) {
        Round r = tournament.round(round);
        OthelloVariant variant = OthelloVariant.of(tournament.size(), Start.OTHELLO);
        StringBuilder sb = new StringBuilder();
        for (Pairing.Table t : r.tables()) {
            OthelloGame game = null;
            String left = null;
            try {
                game = gameAtTable == null ? null : gameAtTable.apply(t.table());
            } catch (RuntimeException e) {
                left = "moves left out: " + e.getMessage();
            }
            Map<String, String> props = new LinkedHashMap<>();
            props.put("PC", tournament.name() + ", round " + round + ", table " + t.table());
            if (date != null) {
                props.put("DT", date);
            }
            props.put("PB", tournament.player(t.black()).name());
            props.put("PW", tournament.player(t.white()).name());
            r.result(t.table()).ifPresent(res -> props.put("RE", re(res)));
            if (left != null) {
                props.put("C", left);
            }
            OthelloPosition start = game == null ? OthelloPosition.start(variant) : game.start();
            sb.append(Ggf.format(props, start, game == null ? List.of() : game.moves())).append('\n');
        }
        return sb.toString();
    }

    /** GGF's RE: Black's disc difference with three decimals, {@code :t} when the loser's time ran out. */
    static String re(Result res) {
        int diff = res.black() - res.white();
        return (diff > 0 ? "+" : diff < 0 ? "-" : "") + Math.abs(diff) + ".000"
                + (res.ending() == Result.Ending.TIME_FORFEIT ? ":t" : "");
    }

    /** The standings as CSV: {@code rank,id,name,rating,points,discs,opponents_points,games,byes}, a header first. */
    public static String csv(List<Standing> standings) {
        StringBuilder sb = new StringBuilder("rank,id,name,rating,points,discs,opponents_points,games,byes\n");
        for (Standing s : standings) {
            sb.append(s.rank()).append(',').append(s.player().id()).append(',').append(csvField(s.player().name())).append(',')
                    .append(s.player().rating() == null ? "" : s.player().rating()).append(',').append(s.pointsText()).append(',')
                    .append(s.discs()).append(',').append(Standing.halfText(s.opponentsHalfPoints())).append(',')
                    .append(s.games()).append(',').append(s.byes()).append('\n');
        }
        return sb.toString();
    }

    /**
     * RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. A cell a spreadsheet would
     * take for a formula (starting with {@code =}, {@code +}, {@code -}, {@code @}, a tab or a carriage return) is
     * neutralised as OWASP's CSV injection advice says: a {@code '} before it, and quoted.
     */
    static String csvField(String s) {
        boolean formula = !s.isEmpty() && "=+-@\t\r".indexOf(s.charAt(0)) >= 0;
        if (formula) {
            s = "'" + s;
        }
        if (formula || s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")) {
            return "\"" + s.replace("\"", "\"\"") + "\"";
        }
        return s;
    }

    /**
     * The standings as a text table with aligned columns, for a terminal or a notice board: a shared rank is
     * written {@code =3}.
     */
    public static String table(List<Standing> standings) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"rank", "player", "rating", "points", "discs", "opp. points", "games", "byes"});
        for (int i = 0; i < standings.size(); i++) {
            Standing s = standings.get(i);
            boolean shared = (i > 0 && standings.get(i - 1).rank() == s.rank())
                    || (i + 1 < standings.size() && standings.get(i + 1).rank() == s.rank());
            rows.add(new String[] {(shared ? "=" : "") + s.rank(), s.player().name(),
                    s.player().rating() == null ? "-" : String.valueOf(s.player().rating()), s.pointsText(),
                    String.valueOf(s.discs()), Standing.halfText(s.opponentsHalfPoints()), String.valueOf(s.games()),
                    String.valueOf(s.byes())});
        }
        int[] width = new int[rows.get(0).length];
        for (String[] row : rows) {
            for (int c = 0; c < row.length; c++) {
                width[c] = Math.max(width[c], row[c].length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < row.length; c++) {
                if (c > 0) {
                    line.append("  ");
                }
                String cell = row[c];
                boolean left = c == 1; // names left, numbers right
                String pad = " ".repeat(width[c] - cell.length());
                line.append(left ? cell + pad : pad + cell);
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }
}
