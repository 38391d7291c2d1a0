package org.othellier.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.othellier.app.LatencyBenchmark;
import org.othellier.app.OctiLatencyBenchmark;
import org.othellier.app.OthelloSettings;
import org.othellier.board.SensorKind;
import org.othellier.coach.ReviewConfig;
import org.othellier.formats.Wthor;
import org.othellier.game.octi.OctiVariant;
import org.othellier.game.othello.OthelloGame;
import org.othellier.game.othello.OthelloMove;
import org.othellier.game.othello.OthelloVariant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code companion-bench}: frame-in to LED-plan-out latency of the service, over whole games. */
@Command(name = "companion-bench", mixinStandardHelpOptions = true,
        description = {"Times the companion from a sensor frame handed to the game loop to the LED plan leaving for the LEDs,",
            "over whole games (real event loop, controller, reconciler and journal on disk; settle time 0 so the",
            "stabilizer's wait is not counted). Prints median, 99th percentile and maximum in milliseconds.",
            "--game octi: games of the Octi AI made by hands step by step at the 9x9 board, each turn ended by",
            "the press (or the page's choice for a move the sensors cannot tell), timed on the controller's thread."})
public final class CompanionBenchCommand implements Callable<Integer> {

    @Option(names = "--games", defaultValue = "20", description = "games to play (default ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--sensors", defaultValue = "colour", description = "colour or presence (default ${DEFAULT-VALUE})")
    String sensors;

    @Option(names = "--wthor", paramLabel = "FILE", description = "take the games from a WTHOR file (default: random games)")
    Path wthor;

    @Option(names = "--data", paramLabel = "DIR", description = "where the journal goes (default: a new temporary directory)")
    Path data;

    @Option(names = "--game", defaultValue = "othello", description = "othello or octi (default ${DEFAULT-VALUE})")
    String game;

    @Option(names = "--variant", defaultValue = "fast",
            description = "the Octi variant: fast, classic, four-player, advanced (default ${DEFAULT-VALUE})")
    String variant;

    @Option(names = "--review", description = {"Othello: the engine reviews kept games in the background all through the",
        "run, never giving way (people play, so no AI asks for the engine), on its own journal in the same folder:",
        "what the review costs the game's loop; then the AI at level 8 on 30 positions, alone and with a review",
        "beside it behind the same AI worker as in the service (the review gives way while the AI thinks)"})
    boolean review;

    @Option(names = "--plies", defaultValue = "150", description = "Octi: at most this many plies a game (default ${DEFAULT-VALUE})")
    int plies;

    @Override
    public Integer call() throws Exception {
        if (games < 1 || games > 100_000) {
            throw new BadInputException("--games " + games + " is outside 1 to 100000");
        }
        SensorKind kind = OthelloSettings.sensors(sensors);
        if (game.equals("octi")) {
            return octi(kind);
        }
        if (!game.equals("othello")) {
            throw new BadInputException("--game " + game + " is not othello or octi");
        }
        List<List<OthelloMove>> list = new ArrayList<>();
        if (wthor != null) {
            for (Wthor.Game g : Wthor.readGames(wthor)) {
                if (list.size() == games) {
                    break;
                }
                OthelloGame game = new OthelloGame(OthelloVariant.OTHELLO);
                for (OthelloMove m : g.moves()) {
                    if (game.position().mustPass()) {
                        game.play(OthelloMove.PASS);
                    }
                    game.play(m);
                }
                list.add(game.moves());
            }
        } else {
            list = LatencyBenchmark.randomGames(games, 1);
        }
        Path dir = data != null ? data : Files.createTempDirectory("othellier-bench");
        // a first, shorter run warms the JIT up as a service running for a while would be
        LatencyBenchmark.run(LatencyBenchmark.randomGames(Math.min(5, games), 99), kind, dir.resolve("warm-up"), 0);
        LatencyBenchmark.Result r;
        int reviewed = 0;
        if (review) {
            try (BackgroundReviews load = new BackgroundReviews(dir.resolve("review"), LatencyBenchmark.randomGames(3, 7))) {
                r = LatencyBenchmark.run(list, kind, dir.resolve("run"), 0);
                reviewed = load.reviewed();
            }
        } else {
            r = LatencyBenchmark.run(list, kind, dir.resolve("run"), 0);
        }
        System.out.println("games " + r.games() + ", " + sensors.toLowerCase(Locale.ROOT) + " sensors, journal in " + dir
                + (review ? "; " + reviewed + " games reviewed in the background meanwhile" : ""));
        if (review) {
            // the game's AI beside the review, both behind the AI worker's demand as in the service
            var ai = org.othellier.coach.AiBesideReview.run(dir.resolve("ai-review"), 8, 30);
            System.out.println("AI level 8, 30 middle-game moves, alone:          " + org.othellier.coach.AiBesideReview.describe(ai.alone()));
            System.out.println("AI level 8, the same, a review running beside it: " + org.othellier.coach.AiBesideReview.describe(ai.beside())
                    + " (" + ai.reviewed() + " reviews done meanwhile)");
        }
        line("frame -> LED plan", r.toLeds());
        line("frame, LEDs unchanged", r.quiet());
        if (kind == SensorKind.COLOUR) {
            line("move frame, committed", r.moves());
        } else {
            line("press to next plan", r.presses());
        }
        return 0;
    }

    /** Reviews kept games one after the other, for as long as it is open: the review's load beside the game. */
    private static final class BackgroundReviews implements AutoCloseable {
        private final org.othellier.store.Journal journal;
        private final org.othellier.coach.ReviewQueue queue;
        private final List<Long> ids = new ArrayList<>();
        private final Thread feeder;
        private volatile boolean running = true;
        private volatile int reviewed; // counted by the feeder, read by the bench's thread

        BackgroundReviews(Path dir, List<List<OthelloMove>> games) {
            journal = org.othellier.store.Journal.open(dir);
            for (List<OthelloMove> moves : games) {
                OthelloGame g = new OthelloGame(OthelloVariant.OTHELLO);
                moves.forEach(g::play);
                ids.add(org.othellier.coach.BenchGames.keep(journal, g));
            }
            queue = new org.othellier.coach.ReviewQueue(journal, ReviewConfig.defaults(),
                    org.othellier.coach.Reviewer.Gate.NEVER, java.time.Clock.systemUTC());
            feeder = new Thread(() -> {
                int next = 0;
                while (running) {
                    long id = ids.get(next % ids.size());
                    queue.request(id, true);
                    try {
                        var s = queue.awaitSettled(id);
                        if (s.state() == org.othellier.coach.ReviewQueue.State.FAILED) {
                            System.err.println("the background reviews stopped: game " + id + ": " + s.why());
                            return;
                        }
                    } catch (InterruptedException e) {
                        return; // closed
                    }
                    if (running) {
                        reviewed++;
                    }
                    next++;
                }
            }, "review-feeder");
            feeder.setDaemon(true);
            feeder.start();
        }

        int reviewed() {
            return reviewed;
        }

        @Override
        public void close() {
            running = false;
            feeder.interrupt();
            queue.close();
            journal.close();
        }
    }

    private int octi(SensorKind kind) throws Exception {
        OctiVariant v;
        try {
            v = OctiVariant.parse(variant);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--variant: " + e.getMessage());
        }
        if (plies < 1 || plies > 10_000) {
            throw new BadInputException("--plies " + plies + " is outside 1 to 10000");
        }
        Path dir = data != null ? data : Files.createTempDirectory("othellier-bench");
        OctiLatencyBenchmark.run(v, kind, Math.min(3, games), plies, dir.resolve("warm-up"), 99); // warms the JIT up
        OctiLatencyBenchmark.Result r = OctiLatencyBenchmark.run(v, kind, games, plies, dir.resolve("run"), 1);
        System.out.println("Octi " + v.id() + ", games " + r.games() + ", plies " + r.plies() + " (" + r.chosenOnPage()
                + " ended by the page's choice), " + sensors.toLowerCase(Locale.ROOT) + " sensors, journal in " + dir);
        line("frame -> LED plan", r.frames());
        line("turn end (commit, index)", r.turnEnds());
        return 0;
    }

    private static void line(String what, long[] sorted) {
        System.out.printf(Locale.ROOT, "%-24s n=%-6d median %.3f ms  p99 %.3f ms  max %.3f ms%n", what, sorted.length,
                LatencyBenchmark.percentile(sorted, 50), LatencyBenchmark.percentile(sorted, 99),
                sorted.length == 0 ? Double.NaN : sorted[sorted.length - 1] / 1e6);
    }
}
