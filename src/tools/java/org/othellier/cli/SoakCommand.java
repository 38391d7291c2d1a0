package org.othellier.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.othellier.soak.CrashSoak;
import org.othellier.soak.HandsSoak;
import org.othellier.soak.SoakResult;
import org.othellier.soak.TimeSoak;
import org.othellier.soak.WireSoak;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The reliability campaign: docs/RELIABILITY.md has its figures and how to replay a failure. */
@Command(name = "soak", mixinStandardHelpOptions = true,
        description = {"Plays the reliability campaign and prints one summary line per kind; exits 1 on any failure.",
            "hands: games of every Othello variant and Octi made by noisy hands through the real controller, clock "
                + "and journal; crashes: serve killed with SIGKILL at random points and restarted; time: a day of "
                + "play in simulated time with the live heap sampled every hour; wire: Othello played on the controller's "
                + "firmware (host simulator, real time) over a cable that damages and drops 1 byte in 1,000 each way "
                + "and is pulled every few seconds.",
            "A failure prints its seed and how to replay it (a hands game alone: --seed S --first G --games 1)."})
public final class SoakCommand implements Callable<Integer> {

    @Option(names = "--games", defaultValue = "1000",
            description = "hands: games to play; crashes: kills (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--first", defaultValue = "0", description = "hands: the number of the first game (default ${DEFAULT-VALUE}).")
    int first;

    @Option(names = "--seed", defaultValue = "1", description = "The campaign's seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--kind", split = ",", description = "hands, crashes, time, wire (default: hands and time).")
    List<String> kinds = new ArrayList<>(List.of("hands", "time"));

    @Option(names = "--hours", defaultValue = "24", description = "time: simulated hours of play (default ${DEFAULT-VALUE}).")
    int hours;

    @Option(names = "--minutes", defaultValue = "60", description = "wire: minutes of play, in real time (default ${DEFAULT-VALUE}).")
    double minutes;

    @Option(names = "--simulator", description = "wire: the firmware's host simulator (default: the checkout's "
            + "firmware-protocol/firmware/build/sim, made by make -C firmware-protocol/firmware host).")
    Path simulator;

    @Override
    public Integer call() {
        if (games < 1 || games > 10_000_000) {
            throw new BadInputException("--games " + games + " is outside 1 to 10000000");
        }
        if (first < 0) {
            throw new BadInputException("--first " + first + " is negative");
        }
        if (hours < 1 || hours > 24 * 365) {
            throw new BadInputException("--hours " + hours + " is outside 1 to 8760");
        }
        if (!(minutes > 0 && minutes <= 7 * 24 * 60)) {
            throw new BadInputException("--minutes " + minutes + " must be more than 0 and at most 10080 (a week)");
        }
        for (String k : kinds) {
            if (!List.of("hands", "crashes", "time", "wire").contains(k.toLowerCase(Locale.ROOT))) {
                throw new BadInputException("--kind '" + k + "' is not one of hands, crashes, time, wire");
            }
        }
        // thousands of games would log every ignored press and message; the summary lines are the output
        java.util.logging.Logger.getLogger("org.othellier").setLevel(java.util.logging.Level.WARNING);
        boolean ok = true;
        for (String k : kinds) {
            Path scratch = scratch();
            long t0 = System.nanoTime();
            SoakResult r = switch (k.toLowerCase(Locale.ROOT)) {
                case "hands" -> HandsSoak.run(seed, first, games, scratch);
                case "crashes" -> CrashSoak.run(Main.class.getName(), seed, games, scratch);
                case "wire" -> WireSoak.run(seed, WireSoak.Settings.of(Math.round(minutes * 60_000)),
                        simulator != null ? simulator : FlashCommand.firmwareDir().resolve("sim"), scratch);
                default -> TimeSoak.run(seed, hours, scratch);
            };
            r.figure("seconds", String.format(Locale.ROOT, "%.1f", (System.nanoTime() - t0) / 1e9));
            System.out.println(r.summary());
            r.failures().forEach(f -> System.out.println("  " + f));
            System.out.flush();
            ok &= r.passed();
            delete(scratch);
        }
        return ok ? 0 : 1;
    }

    private static Path scratch() {
        try {
            return Files.createTempDirectory("othellier-soak");
        } catch (IOException e) {
            throw new UncheckedIOException("no scratch folder for the campaign's journals", e);
        }
    }

    private static void delete(Path dir) {
        try {
            HandsSoak.delete(dir);
        } catch (UncheckedIOException e) {
            System.err.println("could not remove " + dir + ": " + e.getCause().getMessage());
        }
    }
}
