package org.othellier.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.othellier.engine.Level;
import org.othellier.engine.nboard.NboardEnginePlayer;
import org.othellier.engine.othello.EngineDefaults;
import org.othellier.engine.othello.MatchPlayer;
import org.othellier.engine.othello.MatchPlayers;
import org.othellier.engine.othello.OthelloMatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Engine-against-engine games from varied openings. */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = {"Engine-against-engine games from varied openings, then the result summary.",
            "A player is a level 1 to 10, 'mobility' (one ply: the move leaving the opponent fewest moves,",
            "corners first), 'random', 'depth:D/E' (this engine at D plies, perfect play from E empties, no",
            "noise: to meet another engine at its own depths), or 'nboard:COMMAND' for an external engine",
            "that speaks NBoard.",
            "One tab-separated line per game: number, opening, black, white, score (black-white), transcript."})
public final class MatchCommand implements Callable<Integer> {

    @Option(names = "--black", required = true, description = "The first player (Black unless --swap).")
    String black;

    @Option(names = "--white", required = true, description = "The second player.")
    String white;

    @Option(names = "--games", defaultValue = "20", description = "Games to play (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--openings", description = "A file of opening transcripts, one per line (default: random"
            + " 6-move openings from --seed).")
    Path openings;

    @Option(names = "--swap", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Play each opening twice with colours swapped (default ${DEFAULT-VALUE}).")
    boolean swap;

    @Option(names = "--move-time", defaultValue = "1000",
            description = "Thinking time per move in ms for level 10 (default ${DEFAULT-VALUE}).")
    long moveTime;

    @Option(names = "--nboard-depth", defaultValue = "10", description = "Depth asked of an nboard: engine.")
    int nboardDepth;

    @Option(names = "--seed", defaultValue = "1", description = "Seed of the openings and of the players' chance.")
    long seed;

    @Override
    public Integer call() throws IOException {
        if (games < 1 || games > 100_000) {
            throw new BadInputException("--games " + games + " is outside 1 to 100000");
        }
        if (moveTime < 1) {
            throw new BadInputException("--move-time " + moveTime + " must be positive");
        }
        List<String> list;
        try {
            list = openings != null ? OthelloMatch.readOpenings(openings)
                    : OthelloMatch.randomOpenings(swap ? (games + 1) / 2 : games, 6, seed);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
        try (MatchPlayer a = player(black, seed * 2 + 1); MatchPlayer b = player(white, seed * 2 + 2)) {
            System.out.println("# " + a.name() + " against " + b.name() + (swap ? ", colours swapped on each opening" : ""));
            OthelloMatch.Summary summary = OthelloMatch.play(a, b, list, games, swap, r -> {
                System.out.printf(Locale.ROOT, "%d\t%s\t%s\t%s\t%s\t%s%n", r.number(), r.opening(),
                        r.aIsBlack() ? a.name() : b.name(), r.aIsBlack() ? b.name() : a.name(), r.result().score(),
                        r.transcript());
                System.out.flush();
            });
            System.out.println(summary);
        }
        return 0;
    }

    private MatchPlayer player(String spec, long playerSeed) throws IOException {
        String s = spec.strip();
        if (s.equalsIgnoreCase("mobility")) {
            return MatchPlayers.mobility(playerSeed);
        }
        if (s.equalsIgnoreCase("random")) {
            return MatchPlayers.random(playerSeed);
        }
        if (s.regionMatches(true, 0, "nboard:", 0, 7)) {
            List<String> command = Arrays.asList(s.substring(7).strip().split("\\s+"));
            if (command.get(0).isEmpty()) {
                throw new BadInputException("'" + spec + "' names no command after nboard:");
            }
            return new NboardEnginePlayer(command, nboardDepth, 120_000);
        }
        if (s.regionMatches(true, 0, "depth:", 0, 6)) {
            return MatchPlayers.level(depthPlayer(spec, s.substring(6)), (long) EngineDefaults.DEFAULT_TABLE_MB << 20,
                    playerSeed);
        }
        int level;
        try {
            level = Integer.parseInt(s);
            Level lvl = Level.of(level);
            if (lvl.timed()) {
                lvl = lvl.withMoveTime(moveTime);
            }
            return MatchPlayers.level(lvl, (long) EngineDefaults.DEFAULT_TABLE_MB << 20, playerSeed);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("player '" + spec
                    + "' is not a level 1 to 10, mobility, random, depth:D/E or nboard:COMMAND");
        }
    }

    /** 'D/E' of a depth: player: a fixed search of D plies that solves exactly from E empties. */
    private static Level depthPlayer(String spec, String depths) {
        String[] parts = depths.strip().split("/", -1);
        try {
            if (parts.length == 2) {
                int depth = Integer.parseInt(parts[0].strip());
                int exact = Integer.parseInt(parts[1].strip());
                if (depth >= 1 && depth <= 60 && exact >= 0 && exact <= 60) {
                    return new Level(0, "depth " + depth + "/" + exact, depth, exact, 0, 0, 0);
                }
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new BadInputException("player '" + spec + "' is not depth:D/E with plies D from 1 to 60 and"
                + " empties E from 0 to 60 (for example depth:10/19)");
    }
}
