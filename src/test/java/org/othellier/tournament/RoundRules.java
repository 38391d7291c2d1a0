package org.othellier.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.othellier.game.Side;

/**
 * The rules every round the Swiss system pairs must keep, checked against an exhaustive search apart from the
 * pairer ({@link PairingOracle}):
 * <ul>
 *   <li>every player is paired exactly once, or has the bye;</li>
 *   <li>no rematch in a round where some pairing without one exists (any bye);</li>
 *   <li>a second bye only when every player has had one, or when every player without one, given the bye,
 *       would leave the others impossible to pair without a rematch;</li>
 *   <li>no colour difference beyond 2 and no colour three times running, unless no pairing of the round avoids
 *       it without a rematch or a second bye; and never a colour difference beyond 3.</li>
 * </ul>
 */
final class RoundRules {

    private RoundRules() {
    }

    /** What the checks saw, for the figures a test prints. */
    static final class Stats {
        int rounds;
        int rematchRounds;
        int secondByeRounds;
        int colourRounds;
        int maxDiff;
    }

    /** The field before a round is paired: who met whom, the byes, the colours. */
    record Before(int[][] met, int[] byes, List<List<Side>> colours) {
    }

    static Before before(Tournament t, int n) {
        return new Before(met(t, n), byes(t, n), colours(t, n));
    }

    /** Checks a round just paired against the field before it (the rules in the class comment). */
    static void check(Round round, int n, Before before, Stats stats) {
        int[][] met = before.met();
        int[] byes = before.byes();
        List<List<Side>> colours = before.colours();
        stats.rounds++;
        // Every player exactly once.
        Set<Integer> seen = new HashSet<>();
        for (Pairing p : round.pairings()) {
            for (int id : p.players()) {
                assertTrue(seen.add(id), "round " + round.number() + ": player " + id + " twice");
            }
        }
        assertEquals(n, seen.size(), "round " + round.number() + ": everyone paired");
        assertEquals(n % 2, round.bye().isPresent() ? 1 : 0, "round " + round.number() + ": a bye exactly when odd");

        boolean rematch = round.tables().stream().anyMatch(p -> met[p.black()][p.white()] > 0);
        int fewest = Integer.MAX_VALUE;
        for (int id = 1; id <= n; id++) {
            fewest = Math.min(fewest, byes[id]);
        }
        List<Integer> everyone = new ArrayList<>();
        List<Integer> fewestByes = new ArrayList<>();
        for (int id = 1; id <= n; id++) {
            everyone.add(id);
            if (byes[id] == fewest) {
                fewestByes.add(id);
            }
        }
        PairingOracle noRematch = new PairingOracle(n, (a, b) -> met[a][b] == 0);
        if (rematch) {
            stats.rematchRounds++;
            assertTrue(!noRematch.pairable(everyone, n % 2 == 1 ? everyone : List.of()),
                    "round " + round.number() + ": a rematch though a pairing without one exists");
            return; // the other rules are checked on rounds without a rematch
        }
        boolean secondBye = round.bye().isPresent() && byes[round.bye().get()] > fewest;
        if (secondBye) {
            stats.secondByeRounds++;
            assertTrue(!noRematch.pairable(everyone, fewestByes),
                    "round " + round.number() + ": a second bye to " + round.bye().get() + " though a player without one could have it");
        }
        // Colours after the round.
        boolean broken = false;
        for (Pairing.Table p : round.tables()) {
            for (int id : p.players()) {
                List<Side> after = new ArrayList<>(played(colours.get(id)));
                after.add(id == p.black() ? Side.BLACK : Side.WHITE);
                int diff = difference(after);
                stats.maxDiff = Math.max(stats.maxDiff, Math.abs(diff));
                assertTrue(Math.abs(diff) <= 3, "round " + round.number() + ": player " + id + " colours " + after);
                boolean three = after.size() >= 3 && after.get(after.size() - 1) == after.get(after.size() - 2)
                        && after.get(after.size() - 2) == after.get(after.size() - 3);
                broken |= Math.abs(diff) > 2 || three;
            }
        }
        if (broken) {
            stats.colourRounds++;
            PairingOracle keepsColours = new PairingOracle(n, (a, b) -> met[a][b] == 0 && !bothNeedTheSame(played(colours.get(a)), played(colours.get(b))));
            assertTrue(!keepsColours.pairable(everyone, n % 2 == 1 ? fewestByes : List.of()),
                    "round " + round.number() + ": a colour rule broken though a pairing keeping it exists");
        }
    }

    /** Both must have the same colour next: each has a difference of 2 or the same colour twice running, toward one colour. */
    static boolean bothNeedTheSame(List<Side> a, List<Side> b) {
        Side na = need(a);
        Side nb = need(b);
        return na != null && na == nb;
    }

    private static Side need(List<Side> played) {
        int diff = difference(played);
        if (Math.abs(diff) >= 2) {
            return diff > 0 ? Side.WHITE : Side.BLACK;
        }
        int k = played.size();
        if (k >= 2 && played.get(k - 1) == played.get(k - 2)) {
            return played.get(k - 1).opponent();
        }
        return null;
    }

    private static int difference(List<Side> played) {
        return (int) played.stream().filter(s -> s == Side.BLACK).count() - (int) played.stream().filter(s -> s == Side.WHITE).count();
    }

    static List<Side> played(List<Side> colours) {
        return colours.stream().filter(s -> s != null).toList();
    }

    private static int[][] met(Tournament t, int n) {
        int[][] met = new int[n + 1][n + 1];
        for (Round r : t.rounds()) {
            for (Pairing.Table p : r.tables()) {
                met[p.black()][p.white()]++;
                met[p.white()][p.black()]++;
            }
        }
        return met;
    }

    private static int[] byes(Tournament t, int n) {
        int[] byes = new int[n + 1];
        for (Round r : t.rounds()) {
            r.bye().ifPresent(b -> byes[b]++);
        }
        return byes;
    }

    private static List<List<Side>> colours(Tournament t, int n) {
        List<List<Side>> colours = new ArrayList<>();
        for (int i = 0; i <= n; i++) {
            colours.add(new ArrayList<>());
        }
        for (Round r : t.rounds()) {
            for (Pairing.Table p : r.tables()) {
                colours.get(p.black()).add(Side.BLACK);
                colours.get(p.white()).add(Side.WHITE);
            }
        }
        return colours;
    }

    /**
     * Every pairing of the field that keeps the strict rules (no rematch, no two players needing the same colour,
     * the bye to one with the fewest): if there is one, the bye is the lowest-ranked such player who leaves one,
     * and ours sends no more players of the top score group below it than the best of them.
     */
    static void topGroupLosesNoMoreThanItMust(Round round, List<Standing> standings, RoundRules.Before before, int n) {
        int top = standings.get(0).halfPoints();
        boolean[] inTop = new boolean[n + 1];
        for (Standing s : standings) {
            inTop[s.player().id()] = s.halfPoints() == top;
        }
        int fewest = Integer.MAX_VALUE;
        for (int id = 1; id <= n; id++) {
            fewest = Math.min(fewest, before.byes()[id]);
        }
        List<Integer> players = new ArrayList<>();
        for (int id = 1; id <= n; id++) {
            players.add(id);
        }
        int best;
        if (n % 2 == 0) {
            best = fewestLeaving(players, inTop, before);
        } else {
            // The bye first: the lowest-ranked player with the fewest byes whose bye leaves a strict pairing.
            int ourBye = round.bye().orElseThrow();
            best = Integer.MAX_VALUE;
            for (int i = standings.size() - 1; i >= 0; i--) {
                int bye = standings.get(i).player().id();
                if (before.byes()[bye] != fewest) {
                    continue;
                }
                List<Integer> rest = new ArrayList<>(players);
                rest.remove(Integer.valueOf(bye));
                int leaving = fewestLeaving(rest, inTop, before);
                if (leaving != Integer.MAX_VALUE) {
                    assertEquals(bye, ourBye, "round " + round.number() + ": the bye");
                    best = leaving;
                    break;
                }
            }
        }
        if (best == Integer.MAX_VALUE) {
            return; // no pairing keeps the strict rules; RoundRules checked what was given up
        }
        int ours = 0;
        for (Pairing.Table p : round.tables()) {
            if (inTop[p.black()] != inTop[p.white()]) {
                ours++;
            }
        }
        assertEquals(best, ours, "round " + round.number() + ": players of the top score group paired below it");
    }

    /** The fewest top-group players paired outside it over every strict pairing of {@code left}; MAX_VALUE if none. */
    private static int fewestLeaving(List<Integer> left, boolean[] inTop, RoundRules.Before before) {
        if (left.isEmpty()) {
            return 0;
        }
        int p = left.get(0);
        int best = Integer.MAX_VALUE;
        for (int i = 1; i < left.size(); i++) {
            int q = left.get(i);
            if (before.met()[p][q] > 0 || RoundRules.bothNeedTheSame(RoundRules.played(before.colours().get(p)),
                    RoundRules.played(before.colours().get(q)))) {
                continue;
            }
            List<Integer> rest = new ArrayList<>(left);
            rest.remove(i);
            rest.remove(0);
            int sub = fewestLeaving(rest, inTop, before);
            if (sub != Integer.MAX_VALUE) {
                best = Math.min(best, sub + (inTop[p] != inTop[q] ? 1 : 0));
            }
        }
        return best;
    }
}
