package org.othellier.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloVariant;

/** Results, standings, corrections and the arbiter's pairings, on small tournaments. */
class TournamentTest {

    /** Four players entered by rating; round 1 is 1-3 and 4-2 on ratings (Ann, Bob, Cat, Dan). */
    private static Tournament four() {
        Tournament t = Tournament.create("Club night", 8);
        t.addPlayer("Ann", 2000);
        t.addPlayer("Bob", 1900);
        t.addPlayer("Cat", 1800);
        t.addPlayer("Dan", null);
        return t;
    }

    /** The standings as lines {@code rank name points discs}. */
    private static String standings(Tournament t) {
        return t.standings().stream().map(s -> s.rank() + " " + s.player().name() + " " + s.pointsText() + " " + s.discs())
                .collect(Collectors.joining("\n"));
    }

    @Test
    void theFirstRoundPairsByRating() {
        Tournament t = four();
        assertEquals("1-3 4-2", Field.text(t.pairNextRound().pairings()));
    }

    /**
     * A win is one point, a draw half; discs are the sum of one's own discs; a time forfeit counts the discs
     * O-13 gives (Cat was ahead 40-20 when her time ran out: 33-31 for Ann).
     */
    @Test
    void resultsMakeTheStandingsByPointsThenDiscs() {
        Tournament t = four();
        t.pairNextRound();
        t.record(1, 1, Result.timeForfeit(OthelloVariant.OTHELLO, 20, 40, Side.WHITE)); // Ann (Black) - Cat, Cat flagged
        t.record(1, 2, Result.played(32, 32)); // Dan - Bob
        assertEquals("33-31 (time forfeit)", t.round(1).result(1).orElseThrow().toString());
        assertEquals("""
                1 Ann 1 33
                2 Bob 0.5 32
                2 Dan 0.5 32
                4 Cat 0 31""", standings(t));
        Round r2 = t.pairNextRound();
        assertEquals("Bob, Ann | Cat, Dan", names(t, r2));
    }

    /** The arbiter's correction: the standings follow; round 2's pairings, made on the old standings, stay. */
    @Test
    void aCorrectionChangesTheStandingsAndNotThePairings() {
        Tournament t = four();
        t.pairNextRound();
        t.record(1, 1, Result.played(40, 24));
        t.record(1, 2, Result.played(30, 34));
        Round before = t.pairNextRound();
        t.correct(1, 1, Result.adjusted(24, 40));
        assertEquals(before.pairings(), t.round(2).pairings());
        assertEquals("""
                1 Cat 1 40
                2 Bob 1 34
                3 Dan 0 30
                4 Ann 0 24""", standings(t));
        assertEquals(Result.Ending.ADJUSTED, t.round(1).result(1).orElseThrow().ending());
    }

    @Test
    void aResultIsRecordedOnceAndCorrectedOnlyWhenThere() {
        Tournament t = four();
        t.pairNextRound();
        t.record(1, 1, Result.played(40, 24));
        var twice = assertThrows(TournamentException.class, () -> t.record(1, 1, Result.played(24, 40)));
        assertEquals("round 1 table 1 (Ann - Cat) already has 40-24; a change is a correction", twice.getMessage());
        var none = assertThrows(TournamentException.class, () -> t.correct(1, 2, Result.played(24, 40)));
        assertEquals("round 1 table 2 (Dan - Bob) has no result to correct; record it", none.getMessage());
        assertEquals("round 1 has no table 3 (tables 1 to 2)",
                assertThrows(TournamentException.class, () -> t.record(1, 3, Result.played(24, 40))).getMessage());
        assertEquals("no round 2 (rounds are 1 to 1)",
                assertThrows(TournamentException.class, () -> t.record(2, 1, Result.played(24, 40))).getMessage());
        assertTrue(assertThrows(TournamentException.class, () -> t.record(1, 2, Result.played(40, 40))).getMessage()
                .contains("is more than the 64 squares"));
        assertTrue(assertThrows(TournamentException.class, () -> t.record(1, 2, Result.played(30, 30))).getMessage()
                .contains("adjusted"));
        t.record(1, 2, Result.adjusted(30, 30)); // the arbiter's call: a draw with empties unshared
        assertEquals(Result.adjusted(30, 30), t.round(1).result(2).orElseThrow());
    }

    @Test
    void theNextRoundWaitsForEveryResult() {
        Tournament t = four();
        t.pairNextRound();
        t.record(1, 2, Result.played(40, 24));
        var e = assertThrows(TournamentException.class, t::pairNextRound);
        assertEquals("round 1 is not finished: no result yet at table 1", e.getMessage());
    }

    /** A bye scores a win and half the board's discs: 1 point and 32 discs on 8x8. */
    @Test
    void aByeIsAWinWithHalfTheBoard() {
        Tournament t = four();
        t.addPlayer("Eve", null);
        Round r = t.pairNextRound();
        assertEquals(5, r.bye().orElseThrow());
        Standing eve = t.standings().stream().filter(s -> s.player().name().equals("Eve")).findFirst().orElseThrow();
        assertEquals(2, eve.halfPoints());
        assertEquals(32, eve.discs());
        assertEquals(1, eve.byes());
        assertEquals(0, eve.games());
    }

    @Test
    void theArbitersPairingsAreCheckedAndKept() {
        Tournament t = four();
        Round r = t.pairByHand(List.of(new Pairing.Table(1, 2, 1), new Pairing.Table(2, 3, 4)));
        assertTrue(r.byHand());
        assertEquals("2-1 3-4", Field.text(r.pairings()));
        t.record(1, 1, Result.played(33, 31));
        t.record(1, 2, Result.played(33, 31));
        // A rematch by hand is the arbiter's call.
        assertEquals("2-1 3-4", Field.text(t.pairByHand(List.of(new Pairing.Table(1, 2, 1), new Pairing.Table(2, 3, 4))).pairings()));
    }

    @Test
    void badHandPairingsAreRefusedWithTheReason() {
        Tournament t = four();
        assertEquals("round 1: not paired: player 4", refusal(t, List.of(new Pairing.Table(1, 1, 2), new Pairing.Bye(3))));
        assertEquals("round 1: player 2 (Bob) is paired twice",
                refusal(t, List.of(new Pairing.Table(1, 1, 2), new Pairing.Table(2, 2, 3))));
        assertEquals("round 1: tables are numbered 1, 2, ... in order; table 3 is in place 2",
                refusal(t, List.of(new Pairing.Table(1, 1, 2), new Pairing.Table(3, 3, 4))));
        assertEquals("round 1: no player 9 (players are 1 to 4)",
                refusal(t, List.of(new Pairing.Table(1, 1, 2), new Pairing.Table(2, 3, 9))));
        assertEquals("round 1: 4 players need no bye, not 2",
                refusal(t, List.of(new Pairing.Table(1, 1, 2), new Pairing.Bye(3), new Pairing.Bye(4))));
        t.addPlayer("Eve", null);
        assertEquals("round 1: not paired: player 5", refusal(t, List.of(new Pairing.Table(1, 1, 2), new Pairing.Table(2, 3, 4))));
        assertEquals("round 1: the bye comes after the tables, not before table 1",
                refusal(t, List.of(new Pairing.Bye(5), new Pairing.Table(1, 1, 2), new Pairing.Table(2, 3, 4))));
        assertEquals("table 1: player 3 cannot play themselves",
                assertThrows(TournamentException.class, () -> new Pairing.Table(1, 3, 3)).getMessage());
        assertTrue(t.rounds().isEmpty(), "nothing changed");
    }

    @Test
    void playersAreNamedOnceAndTheFieldNeedsTwo() {
        Tournament t = Tournament.create("Club night", 8);
        assertEquals("a round needs at least two players, and there are none",
                assertThrows(TournamentException.class, t::pairNextRound).getMessage());
        t.addPlayer("Ann", null);
        assertEquals("\"ann\" is already player 1; give the second one a distinguishing name",
                assertThrows(TournamentException.class, () -> t.addPlayer(" ann ", null)).getMessage());
        assertEquals("player 2 needs a name", assertThrows(TournamentException.class, () -> t.addPlayer(" ", null)).getMessage());
        assertEquals("the board size is 6, 8 or 10 (O-2), not 7",
                assertThrows(TournamentException.class, () -> Tournament.create("x", 7)).getMessage());
    }

    /** A player who joins between rounds starts on 0 points and is paired from the next round. */
    @Test
    void aLateEntrantIsPairedFromTheNextRound() {
        Tournament t = four();
        t.pairNextRound();
        t.record(1, 1, Result.played(40, 24));
        t.record(1, 2, Result.played(40, 24));
        t.addPlayer("Eve", null);
        Round r2 = t.pairNextRound();
        assertEquals(5, r2.pairings().stream().mapToInt(p -> p.players().size()).sum());
        assertEquals(1, r2.bye().map(b -> 1).orElse(0));
    }

    /** A player who withdraws is paired no more (the bye follows the new count) and keeps their standing; they may come back. */
    @Test
    void aWithdrawnPlayerIsNotPairedUntilTheyReturn() {
        Tournament t = four();
        t.pairNextRound();
        t.record(1, 1, Result.played(40, 24));
        t.record(1, 2, Result.played(40, 24));
        t.withdraw(2);
        assertEquals(List.of("Ann", "Cat", "Dan"), t.active().stream().map(Entrant::name).toList());
        Round r2 = t.pairNextRound();
        assertTrue(r2.pairings().stream().noneMatch(p -> p.players().contains(2)));
        assertEquals(1, r2.bye().map(b -> 1).orElse(0));
        assertEquals(4, t.standings().size());
        t.record(2, 1, Result.played(40, 24));
        assertEquals("round 3: player 2 (Bob) has withdrawn", assertThrows(TournamentException.class,
                () -> t.pairByHand(List.of(new Pairing.Table(1, 1, 2), new Pairing.Table(2, 3, 4)))).getMessage());
        assertEquals("player 2 (Bob) has already withdrawn", assertThrows(TournamentException.class, () -> t.withdraw(2)).getMessage());
        t.reinstate(2);
        assertEquals("player 1 (Ann) has not withdrawn", assertThrows(TournamentException.class, () -> t.reinstate(1)).getMessage());
        Round r3 = t.pairByHand(List.of(new Pairing.Table(1, 1, 2), new Pairing.Table(2, 3, 4)));
        assertEquals(2, r3.tables().size());
    }

    @Test
    void replayingTheEventsGivesTheSameTournament() {
        Tournament t = four();
        t.addPlayer("Eve", 1500);
        for (int r = 1; r <= 4; r++) {
            Round round = t.pairNextRound();
            for (Pairing.Table table : round.tables()) {
                t.record(r, table.table(), Result.played(30 + table.table(), 34 - table.table()));
            }
        }
        t.correct(2, 1, Result.adjusted(64, 0));
        t.withdraw(3);
        t.reinstate(3);
        t.withdraw(4);
        List<String> lines = t.events().stream().map(TournamentEvent::toJson).toList();
        Tournament back = Tournament.replay(lines.stream().map(TournamentEvent::fromJson).toList());
        assertEquals(t.events(), back.events());
        assertEquals(t.rounds(), back.rounds());
        assertEquals(t.standings(), back.standings());
        assertEquals(t.players(), back.players());
        // And the next round comes out the same from either.
        assertEquals(t.pairNextRound(), back.pairNextRound());
    }

    @Test
    void aBadSequenceOfEventsIsRefusedNamingTheEvent() {
        Tournament t = four();
        t.pairNextRound();
        List<TournamentEvent> events = new java.util.ArrayList<>(t.events());
        events.add(new TournamentEvent.ResultCorrected(1, 1, Result.played(40, 24)));
        var e = assertThrows(TournamentException.class, () -> Tournament.replay(events));
        assertEquals("event 7 (result-corrected): round 1 table 1 (Ann - Cat) has no result to correct; record it", e.getMessage());
        var first = assertThrows(TournamentException.class, () -> Tournament.replay(events.subList(1, events.size())));
        assertEquals("event 1: a tournament's events begin with \"created\", not player-added", first.getMessage());
        var skipped = assertThrows(TournamentException.class, () -> Tournament.replay(List.of(events.get(0), events.get(2))));
        assertEquals("event 2 (player-added): the next player's id is 1, not 2", skipped.getMessage());
    }

    private static String refusal(Tournament t, List<Pairing> pairings) {
        return assertThrows(TournamentException.class, () -> t.pairByHand(pairings)).getMessage();
    }

    /** Each table as {@code black, white}, tables separated by {@code |}. */
    private static String names(Tournament t, Round r) {
        return r.tables().stream().map(p -> t.player(p.black()).name() + ", " + t.player(p.white()).name())
                .collect(Collectors.joining(" | "));
    }

    @Test
    void aPlayersNameIsRefusedNamingWhatIsWrongWithIt() {
        Tournament t = Tournament.create("Club night", 8);
        TournamentException e = assertThrows(TournamentException.class, () -> t.addPlayer("x".repeat(60_000), null));
        assertEquals("the player's name is 60000 characters long, over the 60 a name may have", e.getMessage());
        e = assertThrows(TournamentException.class, () -> t.addPlayer("Ann\u0000", null));
        assertEquals("the player's name has NUL (U+0000) at character 4, which a name may not hold", e.getMessage());
        e = assertThrows(TournamentException.class, () -> t.addPlayer("Ann\nBob", null));
        assertEquals("the player's name has a control character (U+000A) at character 4, which a name may not hold",
                e.getMessage());
        e = assertThrows(TournamentException.class, () -> t.addPlayer("Ann\u202Enaeb", null));
        assertEquals("the player's name has a bidi control (U+202E) at character 4, which a name may not hold",
                e.getMessage());
        e = assertThrows(TournamentException.class, () -> Tournament.create("Night\u2066", 8));
        assertEquals("the tournament's name has a bidi control (U+2066) at character 6, which a name may not hold",
                e.getMessage());
        assertTrue(t.players().isEmpty(), "nothing refused was added");
        assertEquals("J\u00e9r\u00f4me \u0141ukasz \u674e", t.addPlayer("J\u00e9r\u00f4me \u0141ukasz \u674e", null).name());
        assertEquals(60, t.addPlayer("y".repeat(60), null).name().length());
    }
}
