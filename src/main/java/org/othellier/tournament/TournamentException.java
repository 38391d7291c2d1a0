package org.othellier.tournament;

/** A command or event the tournament refuses; the message says what was wrong and changes nothing. */
public class TournamentException extends IllegalArgumentException {

    public TournamentException(String message) {
        super(message);
    }
}
