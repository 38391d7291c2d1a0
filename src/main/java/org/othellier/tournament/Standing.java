package org.othellier.tournament;

/**
 * One line of the standings.
 *
 * @param rank                from 1; players level on points and discs share a rank
 * @param player              the player
 * @param halfPoints          points in halves (a win 2, a draw 1, the bye 2)
 * @param discs               the disc tie-break: the sum of the player's own discs over their games, a bye
 *                            counting half the board (docs/TOURNAMENT.md)
 * @param opponentsHalfPoints the points of the player's opponents, summed, in halves (shown, not used to rank)
 * @param games               games with a result (the bye not counted)
 * @param byes                byes received
 */
public record Standing(int rank, Entrant player, int halfPoints, int discs, int opponentsHalfPoints, int games, int byes) {

    /** Points as a number: 3.5. */
    public double points() {
        return halfPoints / 2.0;
    }

    /** Points as written on a standings sheet: {@code 3}, {@code 3.5}. */
    public String pointsText() {
        return halfText(halfPoints);
    }

    static String halfText(int halves) {
        return (halves / 2) + (halves % 2 == 0 ? "" : ".5");
    }
}
