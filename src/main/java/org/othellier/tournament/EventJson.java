package org.othellier.tournament;

/** The JSON form of {@link TournamentEvent}s: written by hand for a fixed field order, read strictly. */
final class EventJson {

    private EventJson() {
    }

    static String write(TournamentEvent event) {
        throw new UnsupportedOperationException("not yet");
    }

    static TournamentEvent read(String json) {
        throw new UnsupportedOperationException("not yet");
    }
}
