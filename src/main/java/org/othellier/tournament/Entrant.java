package org.othellier.tournament;

/**
 * A player of a tournament.
 *
 * @param id     the entry number, 1 for the first player added, then 2, 3, ...; pairings and events name players by it
 * @param name   the name as written on the standings and in the GGF files (not blank)
 * @param rating the rating, or {@code null} when unknown; it orders players of equal score and tie-break
 *               (higher first), and the first round
 */
public record Entrant(int id, String name, Integer rating) {

    public Entrant {
        if (id < 1) {
            throw new TournamentException("a player's id is 1 or more, not " + id);
        }
        if (name == null || name.isBlank()) {
            throw new TournamentException("player " + id + " needs a name");
        }
        name = name.strip();
        if (rating != null && rating < 0) {
            throw new TournamentException("player " + id + " (" + name + "): a rating is 0 or more, not " + rating);
        }
    }
}
