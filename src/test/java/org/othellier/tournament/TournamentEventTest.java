package org.othellier.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The events' JSON: each kind written and read back, and every malformed line refused naming what is wrong. */
class TournamentEventTest {

    @Test
    void everyKindIsWrittenAsOneLineAndReadBack() {
        List<TournamentEvent> events = List.of(
                new TournamentEvent.Created("Club night", 8),
                new TournamentEvent.PlayerAdded(1, "Ann \"The Corner\" Smith", 1850),
                new TournamentEvent.PlayerAdded(2, "Bob", null),
                new TournamentEvent.PlayerWithdrawn(2),
                new TournamentEvent.PlayerReturned(2),
                new TournamentEvent.RoundPaired(1, List.of(new Pairing.Table(1, 1, 4), new Pairing.Bye(5)), false),
                new TournamentEvent.ResultRecorded(1, 1, Result.played(40, 24)),
                new TournamentEvent.ResultCorrected(1, 1, new Result(33, 31, Result.Ending.TIME_FORFEIT)));
        List<String> expected = List.of(
                "{\"event\":\"created\",\"name\":\"Club night\",\"size\":8}",
                "{\"event\":\"player-added\",\"id\":1,\"name\":\"Ann \\\"The Corner\\\" Smith\",\"rating\":1850}",
                "{\"event\":\"player-added\",\"id\":2,\"name\":\"Bob\"}",
                "{\"event\":\"player-withdrawn\",\"id\":2}",
                "{\"event\":\"player-returned\",\"id\":2}",
                "{\"event\":\"round-paired\",\"round\":1,\"by-hand\":false,\"pairings\":[{\"table\":1,\"black\":1,\"white\":4},{\"bye\":5}]}",
                "{\"event\":\"result-recorded\",\"round\":1,\"table\":1,\"black\":40,\"white\":24,\"ending\":\"played\"}",
                "{\"event\":\"result-corrected\",\"round\":1,\"table\":1,\"black\":33,\"white\":31,\"ending\":\"time-forfeit\"}");
        for (int i = 0; i < events.size(); i++) {
            assertEquals(expected.get(i), events.get(i).toJson());
            assertEquals(events.get(i), TournamentEvent.fromJson(expected.get(i)));
        }
    }

    /** Input, then the message. */
    private static final String[][] MALFORMED = {
        {"", "an empty tournament event"},
        {"{\"event\":\"created\",\"name\":\"x\"", "a tournament event is not JSON: "},
        {"[1,2]", "a tournament event is a JSON object, not \"[1,2]\""},
        {"{\"name\":\"x\"}", "missing field \"event\""},
        {"{\"event\":\"deleted\"}", "unknown \"event\": \"deleted\" (created, player-added, player-withdrawn, player-returned, round-paired, result-recorded, result-corrected)"},
        {"{\"event\":\"created\",\"name\":\"x\",\"size\":8,\"colour\":1}", "created: unknown field \"colour\" in event (known: event, name, size)"},
        {"{\"event\":\"created\",\"name\":\"x\",\"size\":\"8\"}", "created: \"size\" is a whole number, not \"\"8\"\""},
        {"{\"event\":\"created\",\"name\":\"x\",\"size\":8.5}", "created: \"size\" is a whole number, not 8.5"},
        {"{\"event\":\"player-added\",\"id\":1}", "player-added: missing field \"name\""},
        {"{\"event\":\"player-added\",\"id\":1,\"name\":\"Ann\",\"rating\":-5}", "player-added: player 1 (Ann): a rating is 0 or more, not -5"},
        {"{\"event\":\"round-paired\",\"round\":1,\"by-hand\":\"no\",\"pairings\":[]}", "round-paired: \"by-hand\" is true or false, not \"\"no\"\""},
        {"{\"event\":\"round-paired\",\"round\":1,\"by-hand\":false,\"pairings\":{}}", "round-paired: \"pairings\" is a list, not \"{}\""},
        {"{\"event\":\"round-paired\",\"round\":1,\"by-hand\":false,\"pairings\":[{\"table\":1,\"black\":2}]}",
            "round-paired: pairings[0]: missing field \"white\""},
        {"{\"event\":\"round-paired\",\"round\":1,\"by-hand\":false,\"pairings\":[{\"table\":1,\"black\":2,\"white\":2}]}",
            "round-paired: table 1: player 2 cannot play themselves"},
        {"{\"event\":\"round-paired\",\"round\":1,\"by-hand\":false,\"pairings\":[{\"bye\":3,\"table\":1}]}",
            "round-paired: unknown field \"table\" in pairings[0] (known: bye)"},
        {"{\"event\":\"result-recorded\",\"round\":1,\"table\":1,\"black\":40,\"white\":24,\"ending\":\"resigned\"}",
            "result-recorded: \"ending\" is played, time-forfeit or adjusted, not \"resigned\""},
        {"{\"event\":\"result-recorded\",\"round\":1,\"table\":1,\"black\":-1,\"white\":24,\"ending\":\"played\"}",
            "result-recorded: discs are 0 or more, not -1-24"},
    };

    @Test
    void aMalformedEventIsRefusedNamingWhatIsWrong() {
        for (String[] c : MALFORMED) {
            var e = assertThrows(TournamentException.class, () -> TournamentEvent.fromJson(c[0]), c[0]);
            if (c[1].endsWith(": ")) {
                assertEquals(c[1], e.getMessage().substring(0, Math.min(e.getMessage().length(), c[1].length())), c[0]);
            } else {
                assertEquals(c[1], e.getMessage(), c[0]);
            }
        }
    }
}
