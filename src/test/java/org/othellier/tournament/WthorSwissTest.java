package org.othellier.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.othellier.formats.Wthor;
import org.othellier.game.Side;
import org.othellier.store.DataFiles;

/**
 * Our tournament on real tournaments of the French federation's WTHOR database for 2001 (5,540 games).
 *
 * <p>What the data allows: WTHOR keeps each game's tournament, players, colours, moves and Black's final count
 * (empties to the winner, O-10), but not its round, and a tournament's games are not stored in round order (in
 * "Open Idf 1" Lang plays the first two games of the list). So the real pairings cannot be compared round by round
 * with ours, and nothing says which Swiss rules the organisers used. What is checked:
 * <ol>
 *   <li>Standings: "Open Idf 1" is complete (12 players, 5 games each, 30 games, no rematch). Its games are split
 *       into 5 rounds where each player plays once (a split of ours: any split gives the same standings, which
 *       depend only on the results), entered as the arbiter's pairings with the recorded colours and counts, and
 *       the standings (points, then the sum of one's own discs) are checked against the points and discs counted
 *       straight from the games.</li>
 *   <li>Pairing: on the real fields of five tournaments (7 to 36 players, odd and even), our Swiss system pairs as
 *       many rounds as most of their players played. A game whose two players met in the real tournament takes
 *       their recorded counts (each player keeps their own discs whatever colours we gave); otherwise the player
 *       with the better score per game in the real tournament wins by a margin that grows with the difference (WTHOR
 *       has no ratings; that score is also the seeding). Every round is checked by {@link RoundRules}; on fields of
 *       12 or fewer, an enumeration of every pairing also checks that the top score group loses no more players
 *       to lower groups than it must.</li>
 * </ol>
 */
class WthorSwissTest {

    private static final List<Wthor.Game> GAMES;
    private static final List<String> NAMES;
    private static final List<String> TOURNAMENTS;

    static {
        try {
            GAMES = Wthor.readGames(DataFiles.path("wthor/WTH_2001.wtb"));
            NAMES = Wthor.readPlayers(DataFiles.path("wthor/WTHOR.JOU"));
            TOURNAMENTS = Wthor.readTournaments(DataFiles.path("wthor/WTHOR.TRN"));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static List<Wthor.Game> gamesOf(String tournament) {
        int number = TOURNAMENTS.indexOf(tournament);
        assertTrue(number >= 0, "no tournament " + tournament + " in WTHOR.TRN");
        List<Wthor.Game> games = GAMES.stream().filter(g -> g.tournament() == number).toList();
        assertTrue(!games.isEmpty(), tournament + " has no game in 2001");
        return games;
    }

    /** The players of a tournament's games, by WTHOR number. */
    private static List<Integer> field(List<Wthor.Game> games) {
        return games.stream().flatMap(g -> java.util.stream.Stream.of(g.blackPlayer(), g.whitePlayer())).distinct().sorted().toList();
    }

    @Test
    void theStandingsOfOpenIdf1FromItsRecordedResults() {
        List<Wthor.Game> games = gamesOf("Open Idf 1");
        List<Integer> field = field(games);
        assertEquals(12, field.size());
        assertEquals(30, games.size());
        Tournament t = Tournament.create("Open Idf 1", 8);
        Map<Integer, Integer> id = new HashMap<>();
        for (int player : field) {
            id.put(player, t.addPlayer(NAMES.get(player), null).id());
        }
        List<List<Wthor.Game>> rounds = splitIntoRounds(games, field, 5);
        for (int r = 0; r < rounds.size(); r++) {
            List<Pairing> tables = new ArrayList<>();
            for (Wthor.Game g : rounds.get(r)) {
                tables.add(new Pairing.Table(tables.size() + 1, id.get(g.blackPlayer()), id.get(g.whitePlayer())));
            }
            t.pairByHand(tables);
            for (int i = 0; i < rounds.get(r).size(); i++) {
                Wthor.Game g = rounds.get(r).get(i);
                t.record(r + 1, i + 1, Result.played(g.blackScore(), 64 - g.blackScore()));
            }
        }
        // The same, counted straight from the games.
        Map<String, int[]> counted = new TreeMap<>(); // name -> half points, discs
        for (Wthor.Game g : games) {
            int black = g.blackScore();
            int[] b = counted.computeIfAbsent(NAMES.get(g.blackPlayer()), k -> new int[2]);
            int[] w = counted.computeIfAbsent(NAMES.get(g.whitePlayer()), k -> new int[2]);
            b[0] += black > 32 ? 2 : black == 32 ? 1 : 0;
            w[0] += black < 32 ? 2 : black == 32 ? 1 : 0;
            b[1] += black;
            w[1] += 64 - black;
        }
        List<Standing> standings = t.standings();
        for (Standing s : standings) {
            int[] c = counted.get(s.player().name());
            assertEquals(c[0], s.halfPoints(), s.player().name() + " points");
            assertEquals(c[1], s.discs(), s.player().name() + " discs");
            assertEquals(5, s.games());
        }
        for (int i = 1; i < standings.size(); i++) {
            Standing a = standings.get(i - 1);
            Standing b = standings.get(i);
            assertTrue(a.halfPoints() > b.halfPoints() || a.halfPoints() == b.halfPoints() && a.discs() >= b.discs(),
                    "points, then discs: " + a + " before " + b);
        }
        // Replayed from its events' JSON, the tournament is the same.
        Tournament back = Tournament.replay(t.events().stream().map(e -> TournamentEvent.fromJson(e.toJson())).toList());
        assertEquals(standings, back.standings());
        System.out.print("Open Idf 1 (WTHOR 2001), standings from the recorded results:\n" + RoundExport.table(standings));
    }

    /** Splits a complete tournament's games into rounds where everyone plays once (an edge colouring, by search). */
    private static List<List<Wthor.Game>> splitIntoRounds(List<Wthor.Game> games, List<Integer> field, int rounds) {
        List<List<Wthor.Game>> out = new ArrayList<>();
        boolean[] used = new boolean[games.size()];
        assertTrue(split(games, field, rounds, used, out, new ArrayList<>(), new java.util.HashSet<>()), "no split into rounds");
        return out;
    }

    private static boolean split(List<Wthor.Game> games, List<Integer> field, int rounds, boolean[] used, List<List<Wthor.Game>> out,
                                 List<Wthor.Game> current, java.util.Set<Integer> busy) {
        if (out.size() == rounds) {
            return true;
        }
        if (busy.size() == field.size()) {
            out.add(new ArrayList<>(current));
            boolean ok = split(games, field, rounds, used, out, new ArrayList<>(), new java.util.HashSet<>());
            if (!ok) {
                out.remove(out.size() - 1);
            }
            return ok;
        }
        int p = field.stream().filter(x -> !busy.contains(x)).findFirst().orElseThrow();
        for (int i = 0; i < games.size(); i++) {
            Wthor.Game g = games.get(i);
            if (used[i] || (g.blackPlayer() != p && g.whitePlayer() != p)) {
                continue;
            }
            int q = g.blackPlayer() == p ? g.whitePlayer() : g.blackPlayer();
            if (busy.contains(q)) {
                continue;
            }
            used[i] = true;
            busy.add(p);
            busy.add(q);
            current.add(g);
            if (split(games, field, rounds, used, out, current, busy)) {
                return true;
            }
            current.remove(current.size() - 1);
            busy.remove(p);
            busy.remove(q);
            used[i] = false;
        }
        return false;
    }

    @Test
    void ourSwissPairingOnRealFieldsKeepsEveryRuleRoundByRound() {
        RoundRules.Stats stats = new RoundRules.Stats();
        StringBuilder figures = new StringBuilder();
        for (String name : List.of("Open Idf 4", "Open Idf 1", "Open Idf 5", "EGP Paris", "World Championship")) {
            figures.append(simulate(name, stats)).append('\n');
        }
        System.out.print(figures);
        System.out.printf("WTHOR fields: %d rounds paired, %d with a rematch (all forced), %d with a second bye, %d with a colour rule given way, max |colour difference| %d%n",
                stats.rounds, stats.rematchRounds, stats.secondByeRounds, stats.colourRounds, stats.maxDiff);
        assertEquals(4 + 5 + 7 + 11 + 13, stats.rounds);
    }

    private static String simulate(String name, RoundRules.Stats stats) {
        List<Wthor.Game> games = gamesOf(name);
        List<Integer> field = field(games);
        // Score per game in the real tournament: the strength behind derived results, and the seeding.
        Map<Integer, double[]> record = new HashMap<>(); // player -> points, games
        Map<Long, Wthor.Game> met = new LinkedHashMap<>();
        for (Wthor.Game g : games) {
            int black = g.blackScore();
            record.computeIfAbsent(g.blackPlayer(), k -> new double[2])[0] += black > 32 ? 1 : black == 32 ? 0.5 : 0;
            record.computeIfAbsent(g.whitePlayer(), k -> new double[2])[0] += black < 32 ? 1 : black == 32 ? 0.5 : 0;
            record.get(g.blackPlayer())[1]++;
            record.get(g.whitePlayer())[1]++;
            met.putIfAbsent(key(g.blackPlayer(), g.whitePlayer()), g);
        }
        Map<Integer, Integer> mostCommon = new TreeMap<>();
        for (double[] r : record.values()) {
            mostCommon.merge((int) r[1], 1, Integer::sum);
        }
        int rounds = mostCommon.entrySet().stream().max(Map.Entry.<Integer, Integer>comparingByValue()
                .thenComparing(Map.Entry.comparingByKey())).orElseThrow().getKey();
        rounds = Math.min(rounds, field.size() - 1);

        Tournament t = Tournament.create(name, 8);
        Map<Integer, Integer> wthorOf = new HashMap<>();
        double[] strength = new double[field.size() + 1];
        for (int player : field) {
            double rate = record.get(player)[0] / record.get(player)[1];
            Entrant e = t.addPlayer(NAMES.get(player), (int) Math.round(1000 + 1000 * rate));
            wthorOf.put(e.id(), player);
            strength[e.id()] = rate;
        }
        int n = field.size();
        int recorded = 0;
        int derived = 0;
        for (int r = 1; r <= rounds; r++) {
            RoundRules.Before before = RoundRules.before(t, n);
            List<Standing> standingsBefore = t.standings();
            Round round = t.pairNextRound();
            RoundRules.check(round, n, before, stats);
            if (n <= 12) {
                RoundRules.topGroupLosesNoMoreThanItMust(round, standingsBefore, before, n);
            }
            for (Pairing.Table table : round.tables()) {
                Wthor.Game real = met.get(key(wthorOf.get(table.black()), wthorOf.get(table.white())));
                Result result;
                if (real != null) {
                    int ours = real.blackPlayer() == wthorOf.get(table.black()) ? real.blackScore() : 64 - real.blackScore();
                    result = Result.played(ours, 64 - ours);
                    recorded++;
                } else {
                    double d = strength[table.black()] - strength[table.white()];
                    int margin = (int) Math.round(Math.min(1, Math.abs(d)) * 30);
                    int winner = 32 + (margin + 1) / 2;
                    result = margin == 0 ? Result.played(32, 32) : d > 0 ? Result.played(winner, 64 - winner) : Result.played(64 - winner, winner);
                    derived++;
                }
                t.record(r, table.table(), result);
            }
        }
        return String.format("%s: %d players, %d rounds, %d games of which %d met in the real tournament (recorded counts), %d derived",
                name, n, rounds, recorded + derived, recorded, derived);
    }

    private static long key(int a, int b) {
        return ((long) Math.min(a, b) << 32) | Math.max(a, b);
    }
}
