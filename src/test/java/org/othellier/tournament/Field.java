package org.othellier.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.othellier.game.Side;

/**
 * A field for the pairing tests, written as a table in rank order, one player a line:
 * <pre>
 *   id  points  colours  byes  met
 *    1  2       BW       0     3,4
 *    2  1.5     W-       1     -
 * </pre>
 * Colours one letter per round ({@code B}, {@code W}, {@code -} for no game); {@code met} the ids met, once per
 * meeting ({@code 3,3} met twice), or {@code -}; an optional last column {@code floated}, {@code yes} for a player who
 * floated down in the last round. Pairings come back as text: {@code 1-5 6-2 bye:7}, each table
 * Black first, in table order.
 */
final class Field {

    private Field() {
    }

    static List<SwissPairer.Player> parse(String table) {
        List<SwissPairer.Player> players = new ArrayList<>();
        for (String line : table.strip().split("\n")) {
            String[] w = line.strip().split("\\s+");
            if (w[0].equals("id")) {
                continue;
            }
            int id = Integer.parseInt(w[0]);
            int half = (int) Math.round(Double.parseDouble(w[1]) * 2);
            List<Side> colours = new ArrayList<>();
            for (char c : w[2].toCharArray()) {
                colours.add(c == 'B' ? Side.BLACK : c == 'W' ? Side.WHITE : null);
            }
            int byes = Integer.parseInt(w[3]);
            int[] met = new int[100];
            if (!w[4].equals("-")) {
                for (String o : w[4].split(",")) {
                    met[Integer.parseInt(o)]++;
                }
            }
            boolean floated = w.length > 5 && w[5].equals("yes");
            players.add(new SwissPairer.Player(id, half, colours, byes, met, floated));
        }
        return players;
    }

    static String text(List<Pairing> pairings) {
        return pairings.stream().map(p -> p instanceof Pairing.Table t ? t.black() + "-" + t.white() : "bye:" + ((Pairing.Bye) p).player())
                .collect(Collectors.joining(" "));
    }

    static String pair(String table) {
        return text(SwissPairer.pair(parse(table)).pairings());
    }

    static String relaxed(String table) {
        return SwissPairer.pair(parse(table)).level().relaxed();
    }
}
