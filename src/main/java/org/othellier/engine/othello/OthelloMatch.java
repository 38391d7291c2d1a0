package org.othellier.engine.othello;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.othellier.game.Side;
import org.othellier.game.othello.Bitboards;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloResult;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Transcript;

/**
 * Games between two players from a list of openings. With {@code swap}, each opening is played
 * twice, the players changing colours, so that neither profits from a lopsided opening.
 */
public final class OthelloMatch {

    /** One game's outcome, from the first player's side ({@code a}). */
    public record GameRecord(int number, String opening, boolean aIsBlack, OthelloResult result, String transcript) {

        /** The first player's disc difference. */
        public int aDifference() {
            int d = result.black() - result.white();
            return aIsBlack ? d : -d;
        }
    }

    /** The totals, from the first player's side. */
    public record Summary(String a, String b, int games, int aWins, int bWins, int draws, double aAverageDifference) {

        /** The first player's score: a win 1, a draw half. */
        public double aScore() {
            return games == 0 ? 0 : (aWins + draws / 2.0) / games;
        }

        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT, "%s vs %s: %d games, %s wins %d, %s wins %d, draws %d,"
                            + " %s scores %.1f%%, average disc difference %+.1f",
                    a, b, games, a, aWins, b, bWins, draws, a, 100 * aScore(), aAverageDifference);
        }
    }

    private OthelloMatch() {
    }

    /**
     * Plays {@code games} games; game {@code i} starts from opening {@code i / 2} with {@code swap}
     * (colours alternate), else from opening {@code i}, openings reused from the start when they run out.
     */
    public static Summary play(MatchPlayer a, MatchPlayer b, List<String> openings, int games, boolean swap,
                               Consumer<GameRecord> onGame) {
        int aWins = 0;
        int bWins = 0;
        int draws = 0;
        long sum = 0;
        for (int i = 0; i < games; i++) {
            String opening = openings.get((swap ? i / 2 : i) % openings.size());
            boolean aIsBlack = !swap || i % 2 == 0;
            MatchPlayer black = aIsBlack ? a : b;
            MatchPlayer white = aIsBlack ? b : a;
            black.newGame();
            white.newGame();
            OthelloGame game = Transcript.replay(OthelloVariant.OTHELLO, opening);
            while (!game.isOver()) {
                MatchPlayer mover = game.position().toMove() == Side.BLACK ? black : white;
                OthelloMove m = mover.play(game, null);
                game.play(m);
            }
            GameRecord record = new GameRecord(i + 1, opening, aIsBlack, game.result(), game.transcript());
            int d = record.aDifference();
            if (d > 0) {
                aWins++;
            } else if (d < 0) {
                bWins++;
            } else {
                draws++;
            }
            sum += d;
            if (onGame != null) {
                onGame.accept(record);
            }
        }
        return new Summary(a.name(), b.name(), games, aWins, bWins, draws, games == 0 ? 0 : sum / (double) games);
    }

    /** Distinct openings of {@code plies} random moves from the start (a seeded, reproducible list). */
    public static List<String> randomOpenings(int count, int plies, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Set<String> seen = new HashSet<>();
        List<String> out = new ArrayList<>();
        int attempts = 0;
        while (out.size() < count && attempts++ < count * 100) {
            long p = Bitboards.START_BLACK;
            long o = Bitboards.START_WHITE;
            StringBuilder sb = new StringBuilder();
            boolean ok = true;
            for (int i = 0; i < plies; i++) {
                long moves = Bitboards.moves(p, o);
                if (moves == 0) {
                    ok = false;
                    break;
                }
                int k = random.nextInt(Long.bitCount(moves));
                for (int j = 0; j < k; j++) {
                    moves &= moves - 1;
                }
                int x = Long.numberOfTrailingZeros(moves);
                sb.append(OthelloMove.at(x, 8));
                long f = Bitboards.flips(x, p, o);
                long np = o ^ f;
                o = p ^ f ^ (1L << x);
                p = np;
            }
            if (ok && seen.add(sb.toString())) {
                out.add(sb.toString());
            }
        }
        return out;
    }

    /**
     * Openings from a file: one transcript per line (blank lines and lines starting with # or %
     * skipped). A line that does not replay is refused with its number and the reason.
     */
    public static List<String> readOpenings(Path file) throws IOException {
        List<String> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String t = lines.get(i).strip();
            if (t.isEmpty() || t.startsWith("#") || t.startsWith("%")) {
                continue;
            }
            try {
                OthelloGame g = Transcript.replay(OthelloVariant.OTHELLO, t);
                if (g.isOver()) {
                    throw new IllegalArgumentException("the game is already over");
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ": line " + (i + 1) + ": " + e.getMessage());
            }
            out.add(t);
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException(file + ": no openings");
        }
        return out;
    }
}
