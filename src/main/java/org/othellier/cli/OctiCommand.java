package org.othellier.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.othellier.engine.octi.EngineSpec;
import org.othellier.engine.octi.OctiMatch;
import org.othellier.game.octi.LegalMoves;
import org.othellier.game.octi.OctiGame;
import org.othellier.game.octi.OctiMove;
import org.othellier.game.octi.OctiNotation;
import org.othellier.game.octi.OctiPerft;
import org.othellier.game.octi.OctiPlayer;
import org.othellier.game.octi.OctiPosition;
import org.othellier.game.octi.OctiRecord;
import org.othellier.game.octi.OctiResult;
import org.othellier.game.octi.OctiVariant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** Octi tools: move-generator counts, games between engines (and the rules fuzz), records shown as pictures. */
@Command(name = "octi", mixinStandardHelpOptions = true,
        description = "Octi (fast, classic, four-player, advanced): perft, play, show, index-bench. See docs/OCTI.md.",
        subcommands = {OctiCommand.Perft.class, OctiCommand.Play.class, OctiCommand.Show.class})
public final class OctiCommand implements Runnable {

    /** A record of the longest game (200 plies without progress, D-10) is a few kilobytes; this is far above it. */
    static final long MAX_RECORD_BYTES = 4 << 20;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    static OctiVariant variant(String name) {
        try {
            return OctiVariant.parse(name);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
    }

    @Command(name = "perft", mixinStandardHelpOptions = true,
            description = {"Counts the moves from the start to depths 1..N (docs/OCTI.md, counting moves).",
                "Prints one tab-separated line per depth: depth, leaves, seconds, leaves per second."})
    static final class Perft implements Callable<Integer> {
        @Option(names = "--depth", required = true, description = "Deepest depth, 1 to 8.")
        int depth;

        @Option(names = "--variant", defaultValue = "fast",
                description = "fast, classic, four-player or advanced (default ${DEFAULT-VALUE}).")
        String variant;

        @Override
        public Integer call() {
            if (depth < 1 || depth > 8) {
                throw new BadInputException("--depth " + depth + " is outside 1 to 8");
            }
            OctiPosition start = OctiPosition.start(variant(variant));
            for (int d = 1; d <= depth; d++) {
                long t0 = System.nanoTime();
                long leaves = OctiPerft.count(start, d);
                double seconds = (System.nanoTime() - t0) / 1e9;
                System.out.printf("%d\t%d\t%.3f\t%.0f%n", d, leaves, seconds, seconds > 0 ? leaves / seconds : 0.0);
                System.out.flush();
            }
            return 0;
        }
    }

    @Command(name = "play", mixinStandardHelpOptions = true,
            description = {"Plays games between engines and prints one line per game and a summary.",
                "Players: random, greedy (one ply), ai or ai:N (search to depth N, 1 to 8). With two players they swap",
                "colours (teams in four-player) every game; or give one per seat. --check verifies every invariant",
                "and the notation after every move: with random players, the rules fuzz."})
    static final class Play implements Callable<Integer> {
        @Option(names = "--variant", defaultValue = "fast", description = "fast, classic, four-player or advanced (default ${DEFAULT-VALUE}).")
        String variant;

        @Option(names = "--players", required = true, split = ",", description = "Two players, or one per seat: random, greedy, ai, ai:N.")
        List<String> players;

        @Option(names = "--games", defaultValue = "1", description = "Games to play (default ${DEFAULT-VALUE}).")
        int games;

        @Option(names = "--seed", defaultValue = "1", description = "Seed: the same seed plays the same games (default ${DEFAULT-VALUE}).")
        long seed;

        @Option(names = "--budget-ms", defaultValue = "0", description = "Time per move for ai players in milliseconds; 0: the level alone limits (default ${DEFAULT-VALUE}).")
        long budgetMillis;

        @Option(names = "--opening-plies", defaultValue = "0", description = "Random moves at the start of each game (default ${DEFAULT-VALUE}).")
        int openingPlies;

        @Option(names = "--max-plies", defaultValue = "2000", description = "A game still going after this many plies stops unfinished (default ${DEFAULT-VALUE}).")
        int maxPlies;

        @Option(names = "--records", description = "Directory to write each game's record to (game-0001.octi, ...).")
        Path records;

        @Option(names = "--check", description = "Check the invariants and the notation after every move.")
        boolean check;

        @Option(names = "--summary-only", description = "Print the summary only, not a line per game.")
        boolean summaryOnly;

        @Override
        public Integer call() throws IOException {
            OctiVariant v = variant(variant);
            if (games < 1) {
                throw new BadInputException("--games " + games + " is less than 1");
            }
            List<EngineSpec> specs = new ArrayList<>();
            for (String p : players) {
                try {
                    specs.add(EngineSpec.parse(p));
                } catch (IllegalArgumentException e) {
                    throw new BadInputException("--players: " + e.getMessage());
                }
            }
            if (specs.size() != 2 && specs.size() != v.players()) {
                throw new BadInputException("--players: give 2 players, or one per seat (" + v.players() + " for " + v + ")");
            }
            if (records != null) {
                Files.createDirectories(records);
            }
            OctiMatch match = new OctiMatch(new OctiMatch.Settings(v, specs, games, seed, budgetMillis, openingPlies, maxPlies, check));
            List<String> names = specs.stream().map(EngineSpec::toString).distinct().toList();
            int[] wins = new int[names.size()];
            int draws = 0;
            int unfinished = 0;
            long plies = 0;
            double seconds = 0;
            if (!summaryOnly) {
                List<String> seatNames = v.playerList().stream().map(OctiPlayer::displayName).toList();
                System.out.println("game\t" + String.join("\t", seatNames) + "\tresult\tplies\tseconds");
            }
            for (int g = 0; g < games; g++) {
                OctiMatch.Played played = match.play(g);
                OctiResult o = played.result();
                if (o.state() == OctiResult.State.WIN) {
                    wins[names.indexOf(played.seats().get(o.winner().ordinal()))]++;
                } else if (o.state() == OctiResult.State.DRAW) {
                    draws++;
                } else {
                    unfinished++;
                }
                plies += played.game().ply();
                seconds += played.seconds();
                if (!summaryOnly) {
                    System.out.printf("%d\t%s\t%s\t%d\t%.2f%n", g + 1, String.join("\t", played.seats()),
                            o.describe(v) + (o.isOver() ? " (" + o.reason() + ")" : ""), played.game().ply(), played.seconds());
                    System.out.flush();
                }
                if (records != null) {
                    Files.writeString(records.resolve(String.format("game-%04d.octi", g + 1)), OctiRecord.write(played.game()),
                            StandardCharsets.UTF_8);
                }
            }
            StringBuilder summary = new StringBuilder("summary\t" + v + "\t" + games + " games");
            for (int i = 0; i < names.size(); i++) {
                summary.append('\t').append(names.get(i)).append(" wins ").append(wins[i]);
            }
            summary.append("\tdraws ").append(draws);
            if (unfinished > 0) {
                summary.append("\tunfinished ").append(unfinished);
            }
            summary.append(String.format("\tplies %d\tseconds %.1f", plies, seconds));
            if (check) {
                summary.append("\tchecked plies ").append(match.pliesChecked());
            }
            System.out.println(summary);
            return 0;
        }
    }

    @Command(name = "show", mixinStandardHelpOptions = true,
            description = "Replays a game record (docs/OCTI.md) and shows the position as a picture, with the player to move or the result, and the legal moves.")
    static final class Show implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "RECORD", description = "A game record file, or - for standard input.")
        String record;

        @Option(names = "--ply", description = "Show the position after this many moves (default: the last).")
        Integer ply;

        @Option(names = "--moves", defaultValue = "100", description = "List the legal moves when there are at most this many (default ${DEFAULT-VALUE}).")
        int listLimit;

        @Override
        public Integer call() throws IOException {
            String text;
            if (record.equals("-")) {
                text = new String(System.in.readAllBytes(), StandardCharsets.UTF_8);
            } else {
                Path path = Path.of(record);
                if (!Files.isRegularFile(path)) {
                    throw new BadInputException("no record file " + record);
                }
                if (Files.size(path) > MAX_RECORD_BYTES) {
                    throw new BadInputException(record + " is " + Files.size(path) + " bytes: not an Octi record (at most "
                            + MAX_RECORD_BYTES + ")");
                }
                try {
                    text = Files.readString(path, StandardCharsets.UTF_8);
                } catch (java.nio.charset.MalformedInputException e) {
                    throw new BadInputException(record + " is not UTF-8 text (an Octi record is plain text)");
                }
            }
            OctiGame game;
            try {
                game = OctiRecord.read(text);
            } catch (IllegalArgumentException e) {
                throw new BadInputException(record + ": " + e.getMessage());
            }
            int at = ply == null ? game.ply() : ply;
            if (at < 0 || at > game.ply()) {
                throw new BadInputException("--ply " + at + " is outside 0 to " + game.ply());
            }
            OctiPosition p = game.positionAt(at);
            StringBuilder sb = new StringBuilder();
            sb.append(game.variant()).append(", after ").append(at).append(at == 1 ? " move" : " moves");
            if (at > 0) {
                sb.append(" (last: ").append(game.notation(at - 1)).append(')');
            }
            sb.append('\n').append(p.toPicture());
            OctiResult o = p.result();
            if (o.isOver()) {
                sb.append("Game over: ").append(o.describe(game.variant())).append(" (").append(o.reason()).append(")\n");
            } else {
                LegalMoves moves = p.legalMoves();
                sb.append(p.toMove().displayName()).append(" to move, ").append(moves.count()).append(" legal moves");
                if (moves.count() <= listLimit) {
                    sb.append(':');
                    for (OctiMove m : moves) {
                        sb.append(' ').append(OctiNotation.format(p, m));
                    }
                }
                sb.append('\n');
            }
            sb.append("Pods: owner letter, then prong digits as on a keypad (8 N, 9 NE, 6 E, 3 SE, 2 S, 1 SW, 4 W, 7 NW; ! super-prong); ':' an empty home square.\n");
            System.out.print(sb);
            return 0;
        }
    }
}
