package org.othellier.tournament;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.othellier.game.Side;
import org.othellier.game.othello.OthelloVariant;

/**
 * Many seeded random tournaments (4 to 40 players, 5 to 11 rounds, random results with draws, time forfeits,
 * the arbiter's results and corrections), every round checked by {@link RoundRules} against an exhaustive search
 * written apart from the pairer: everyone paired once, no avoidable rematch, second bye or colour break, the
 * colour difference never beyond 3; on fields of 12 or fewer, the bye and the top score group's floaters against
 * an enumeration of every pairing. A failure names the seed, which replays that tournament alone.
 */
class SwissPropertyTest {

    private static final int TOURNAMENTS = 400;

    @Test
    void randomTournamentsKeepEveryRule() {
        RoundRules.Stats stats = new RoundRules.Stats();
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

    private static void play(int seed, RoundRules.Stats stats) {
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
            RoundRules.Before before = RoundRules.before(t, n);
            List<Standing> standings = t.standings();
            Round round = t.pairNextRound();
            RoundRules.check(round, n, before, stats);
            if (n <= 12) {
                RoundRules.topGroupLosesNoMoreThanItMust(round, standings, before, n);
            }
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
            return Result.timeForfeit(OthelloVariant.OTHELLO, black, white, blackWins ? Side.WHITE : Side.BLACK);
        }
        int margin = 1 + random.nextInt(32);
        int winner = 32 + margin / 2 + (margin % 2);
        if (kind < 12) {
            return blackWins ? Result.adjusted(winner, 64 - winner) : Result.adjusted(64 - winner, winner);
        }
        return blackWins ? Result.played(winner, 64 - winner) : Result.played(64 - winner, winner);
    }
}
