package org.othellier.tournament;

/** One line of a round's pairings: a game at a table, or the bye. Players are named by their id. */
public sealed interface Pairing {

    /** The players this line concerns. */
    java.util.List<Integer> players();

    /**
     * A game.
     *
     * @param table from 1, the order of the round's list (table 1 is the top game)
     * @param black the player with Black (moves first)
     * @param white the player with White
     */
    record Table(int table, int black, int white) implements Pairing {

        public Table {
            if (table < 1) {
                throw new TournamentException("a table number is 1 or more, not " + table);
            }
            if (black == white) {
                throw new TournamentException("table " + table + ": player " + black + " cannot play themselves");
            }
        }

        @Override
        public java.util.List<Integer> players() {
            return java.util.List.of(black, white);
        }

        /** True when the player sits at this table. */
        public boolean has(int player) {
            return black == player || white == player;
        }

        /** The other player at the table. */
        public int opponentOf(int player) {
            return player == black ? white : black;
        }
    }

    /** The player without an opponent this round (an odd number of players); scored as a win (docs/TOURNAMENT.md). */
    record Bye(int player) implements Pairing {

        @Override
        public java.util.List<Integer> players() {
            return java.util.List.of(player);
        }
    }
}
