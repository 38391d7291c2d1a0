package org.othellier.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.othellier.game.Side;
import org.othellier.game.othello.Variant;

/**
 * Many seeded random tournaments (4 to 40 players, 5 to 11 rounds, random results with draws, time forfeits,
 * the arbiter's results and corrections), checked round by round against an exhaustive search written here,
 * apart from the pairer:
 * <ul>
 *   <li>every player is paired exactly once, or has the bye;</li>
 *   <li>no rematch in a round where some pairing without one exists (any bye);</li>
 *   <li>a second bye only when every player has had one, or when every player without one, given the bye,
 *       would leave the others impossible to pair without a rematch;</li>
 *   <li>no colour difference beyond 2 and no colour three times running, unless no pairing of the round avoids
 *       it without a rematch or a second bye; and never a colour difference beyond 3.</li>
 * </ul>
 * A failure names the seed, which replays that tournament alone.
 */
class SwissPropertyTest {

    private static final int TOURNAMENTS = 400;

    @Test
    void randomTournamentsKeepEveryRule() {
        Stats stats = new Stats();
        for (int seed = 1; seed <= TOURNAMENTS; seed++) {
            try {
                play(seed, stats);
            } catch (AssertionError | RuntimeException e) {
                throw new AssertionError("seed " + seed + ": " + e.getMessage(), e);
            }
        }
        System.out.printf("swiss property: %d tournaments, %d rounds paired, %d with a rematch (all forced), "
                        + "%d with a second bye (all forced), %d with a colour rule given way (all forced), max |colour difference| %d%n",
                TOURNAMENTS, stats.rounds, stats.rematchRounds, stats.secondByeRounds, stats.colourRounds, stats.maxDiff);
        assertTrue(stats.rounds > 2000);
    }

    private static final class Stats {
        int rounds;
        int rematchRounds;
        int secondByeRounds;
        int colourRounds;
        int maxDiff;
    }

    private static void play(int seed, Stats stats) {
        Random random = new Random(seed);
        int n = 4 + random.nextInt(37);
        int roundsToPlay = 5 + random.nextInt(7);
        Tournament t = Tournament.create("seed " + seed, 8);
        double[] strength = new double[n + 1];
        for (int i = 1; i <= n; i++) {
            t.addPlayer("P" + i, random.nextInt(4) == 0 ? null : 1000 + random.nextInt(1500));
            strength[i] = random.nextGaussian();
        }
        for (int r = 1; r <= roundsToPlay; r++) {
            int[][] metBefore = met(t, n);
            int[] byesBefore = byes(t, n);
            List<List<Side>> coloursBefore = colours(t, n);
            Round round = t.pairNextRound();
            stats.rounds++;
            check(t, round, n, metBefore, byesBefore, coloursBefore, stats);
            for (Pairing.Table table : round.tables()) {
                t.record(r, table.table(), randomResult(random, strength[table.black()] - strength[table.white()]));
            }
            if (r > 1 && random.nextInt(5) == 0) {
                int earlier = 1 + random.nextInt(r - 1);
                List<Pairing.Table> tables = t.round(earlier).tables();
                t.correct(earlier, tables.get(random.nextInt(tables.size())).table(), randomResult(random, 0));
            }
        }
    }

    private static Result randomResult(Random random, double advantage) {
        int kind = random.nextInt(100);
        if (kind < 5) {
            return Result.played(32, 32);
        }
        boolean blackWins = random.nextDouble() < 1 / (1 + Math.exp(-advantage));
        if (kind < 10) {
            int black = random.nextInt(30);
            int white = random.nextInt(30);
            return Result.timeForfeit(Variant.OTHELLO, black, white, blackWins ? Side.WHITE : Side.BLACK);
        }
        int margin = 1 + random.nextInt(32);
        int winner = 32 + margin / 2 + (margin % 2);
        if (kind < 12) {
            return blackWins ? Result.adjusted(winner, 64 - winner) : Result.adjusted(64 - winner, winner);
        }
        return blackWins ? Result.played(winner, 64 - winner) : Result.played(64 - winner, winner);
    }

    private static void check(Tournament t, Round round, int n, int[][] met, int[] byes, List<List<Side>> colours, Stats stats) {
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
        Oracle noRematch = new Oracle(n, (a, b) -> met[a][b] == 0);
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
            Oracle keepsColours = new Oracle(n, (a, b) -> met[a][b] == 0 && !bothNeedTheSame(played(colours.get(a)), played(colours.get(b))));
            assertTrue(!keepsColours.pairable(everyone, n % 2 == 1 ? fewestByes : List.of()),
                    "round " + round.number() + ": a colour rule broken though a pairing keeping it exists");
        }
    }

    /** Both must have the same colour next: each has a difference of 2 or the same colour twice running, toward one colour. */
    private static boolean bothNeedTheSame(List<Side> a, List<Side> b) {
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

    private static List<Side> played(List<Side> colours) {
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
     * Whether players can all be paired on allowed pairs, with one of {@code byeCandidates} out when the count is
     * odd: a plain search (the lowest player left takes each allowed partner in turn), remembering the sets of
     * players found impossible. Dirac's theorem answers at once when every player has allowed partners among at
     * least half of the others (a Hamiltonian cycle, so a perfect matching of an even set).
     */
    private static final class Oracle {
        interface Allowed {
            boolean test(int a, int b);
        }

        private final int n;
        private final Allowed allowed;
        private final Set<Long> impossible = new HashSet<>();

        Oracle(int n, Allowed allowed) {
            this.n = n;
            this.allowed = allowed;
        }

        boolean pairable(List<Integer> players, List<Integer> byeCandidates) {
            long set = 0;
            for (int id : players) {
                set |= 1L << id;
            }
            if (players.size() % 2 == 0) {
                return pairable(set);
            }
            for (int b : byeCandidates) {
                if (pairable(set & ~(1L << b))) {
                    return true;
                }
            }
            return false;
        }

        private boolean pairable(long set) {
            if (set == 0) {
                return true;
            }
            if (impossible.contains(set)) {
                return false;
            }
            if (dirac(set)) {
                return true;
            }
            int p = Long.numberOfTrailingZeros(set);
            long rest = set & ~(1L << p);
            for (long r = rest; r != 0; r &= r - 1) {
                int q = Long.numberOfTrailingZeros(r);
                if (allowed.test(p, q) && pairable(rest & ~(1L << q))) {
                    return true;
                }
            }
            impossible.add(set);
            return false;
        }

        private boolean dirac(long set) {
            int size = Long.bitCount(set);
            if (size < 4) {
                return false;
            }
            for (long a = set; a != 0; a &= a - 1) {
                int p = Long.numberOfTrailingZeros(a);
                int degree = 0;
                for (long b = set; b != 0; b &= b - 1) {
                    int q = Long.numberOfTrailingZeros(b);
                    if (q != p && allowed.test(p, q)) {
                        degree++;
                    }
                }
                if (2 * degree < size) {
                    return false;
                }
            }
            return true;
        }
    }
}
