package org.othellier.tournament;

import java.util.List;

/**
 * What happened to a tournament, one change at a time. The ordered list of its events is the tournament
 * ({@link Tournament#replay}); each event has a one-line JSON form ({@link #toJson()}, {@link #fromJson(String)})
 * for the hub to keep, for example one SQLite row per event.
 *
 * <pre>
 * {"event":"created","name":"Club night","size":8}
 * {"event":"player-added","id":1,"name":"Ann Smith","rating":1850}        (rating may be left out)
 * {"event":"player-withdrawn","id":4}
 * {"event":"player-returned","id":4}
 * {"event":"round-paired","round":1,"by-hand":false,"pairings":[{"table":1,"black":1,"white":4},{"bye":5}]}
 * {"event":"result-recorded","round":1,"table":1,"black":33,"white":31,"ending":"time-forfeit"}
 * {"event":"result-corrected","round":1,"table":1,"black":31,"white":33,"ending":"adjusted"}
 * </pre>
 * Endings are {@code played}, {@code time-forfeit}, {@code adjusted}.
 */
public sealed interface TournamentEvent {

    /** The tournament's name and board size (8 for 8x8); always the first event. */
    record Created(String name, int size) implements TournamentEvent {

        public Created {
            if (name == null || name.isBlank()) {
                throw new TournamentException("a tournament needs a name");
            }
            name = name.strip();
            if (size != 6 && size != 8 && size != 10) {
                throw new TournamentException("the board size is 6, 8 or 10 (O-2), not " + size);
            }
        }
    }

    /** A player joined (before a round is paired, or between rounds: they start on 0 points). */
    record PlayerAdded(int id, String name, Integer rating) implements TournamentEvent {

        public PlayerAdded {
            name = new Entrant(id, name, rating).name(); // the same checks as the player's
        }
    }

    /** A player leaves: not paired from the next round on; their results and standing stay. */
    record PlayerWithdrawn(int id) implements TournamentEvent {
    }

    /** A player who withdrew comes back: paired again from the next round (the rounds missed score nothing). */
    record PlayerReturned(int id) implements TournamentEvent {
    }

    /** A round's pairings, made by the Swiss system or entered by the arbiter. */
    record RoundPaired(int round, List<Pairing> pairings, boolean byHand) implements TournamentEvent {

        public RoundPaired {
            pairings = List.copyOf(pairings);
        }
    }

    /** A result entered for a table that had none. */
    record ResultRecorded(int round, int table, Result result) implements TournamentEvent {
    }

    /** The arbiter changed a table's result (any round); the pairings already made stay. */
    record ResultCorrected(int round, int table, Result result) implements TournamentEvent {
    }

    /** The event as one line of JSON (the shapes above). */
    default String toJson() {
        return EventJson.write(this);
    }

    /**
     * Reads one event; a malformed one is refused with a {@link TournamentException} naming the field at fault
     * (unknown event, missing or unknown field, a wrong type or value).
     */
    static TournamentEvent fromJson(String json) {
        return EventJson.read(json);
    }
}
