package org.othellier.tournament;

import java.util.List;

/**
 * A Swiss tournament as pure logic: players, rounds, results and standings, without I/O, threads or clocks.
 * Every change is kept as a {@link TournamentEvent}; {@link #events()} is the whole state and
 * {@link #replay(List)} rebuilds it. Not thread-safe: one owner (the hub's loop) calls it.
 *
 * <p>The rules (score groups, floaters, colours, the bye, relaxations, tie-breaks) are in docs/TOURNAMENT.md.
 * Every refused command throws {@link TournamentException} with the reason and changes nothing.
 */
public final class Tournament {

    private Tournament() {
    }

    /** A new tournament, without players; {@code size} is the board's (8 for 8x8; 6 to 10, even). */
    public static Tournament create(String name, int size) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * The tournament its events make, each checked as the command it records would be; the first must be
     * {@link TournamentEvent.Created}. A bad sequence is refused naming the event (from 1) and the reason.
     */
    public static Tournament replay(List<TournamentEvent> events) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Applies one event (checked as its command would be) and keeps it. */
    public void apply(TournamentEvent event) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Every event so far, in order: what the hub stores. */
    public List<TournamentEvent> events() {
        throw new UnsupportedOperationException("not yet");
    }

    public String name() {
        throw new UnsupportedOperationException("not yet");
    }

    /** The board's size (8 for 8x8); a bye is worth size * size / 2 discs. */
    public int size() {
        throw new UnsupportedOperationException("not yet");
    }

    /** Adds a player (before the first round or between rounds); {@code rating} may be null. */
    public Entrant addPlayer(String name, Integer rating) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The players in entry order. */
    public List<Entrant> players() {
        throw new UnsupportedOperationException("not yet");
    }

    /** The player with that id. */
    public Entrant player(int id) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The rounds paired so far, round 1 first. */
    public List<Round> rounds() {
        throw new UnsupportedOperationException("not yet");
    }

    /** A round by its number (from 1). */
    public Round round(int number) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * Pairs the next round by the Swiss system (docs/TOURNAMENT.md). Refused while a table of the last round
     * has no result, or with fewer than two players.
     */
    public Round pairNextRound() {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * The arbiter's pairings for the next round: every player exactly once, tables numbered 1, 2, ... in
     * order, and a bye exactly when the number of players is odd. A rematch or a colour run is allowed
     * (the arbiter decides).
     */
    public Round pairByHand(List<Pairing> pairings) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Enters the result of a table that has none yet (any round). */
    public void record(int round, int table, Result result) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The arbiter changes a table's result (it must have one); standings recompute, pairings stay. */
    public void correct(int round, int table, Result result) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The standings over every result entered: points, then discs (docs/TOURNAMENT.md). */
    public List<Standing> standings() {
        throw new UnsupportedOperationException("not yet");
    }

    /** The standings over rounds 1 to {@code round} only. */
    public List<Standing> standingsAfter(int round) {
        throw new UnsupportedOperationException("not yet");
    }
}
