/**
 * A club's Swiss tournament as pure logic: no I/O, threads or clocks (docs/TOURNAMENT.md). {@link Tournament} holds
 * the players, rounds, results, corrections and standings; every change is a {@link TournamentEvent}, and the ordered
 * events are the tournament ({@code Tournament.replay}), each one line of JSON ({@code EventJson}, read strictly).
 * {@link Entrant}, {@link Pairing} (a table or the bye), {@link Round}, {@link Result} (discs and how the game ended;
 * O-13 through {@code game.othello.Scoring}) and {@link Standing} are its values. {@code SwissPairer} pairs a round
 * (score groups, floaters, colours, the bye, rules relaxed in a fixed order; T-3 to T-10) with {@code Matching}
 * (Edmonds' blossom: whether the players left can all be paired) as its oracle. {@link RoundExport} writes a round's
 * games as GGF (through {@code store.Ggf}) and the standings as CSV or a text table; {@link TournamentException}
 * refuses a command and changes nothing.
 *
 * <p>Uses {@code game}, {@code game.othello} and {@code store} (GGF only). The hub ({@code hub.TournamentBridge})
 * keeps it and binds its tables to boards.
 */
package org.othellier.tournament;
