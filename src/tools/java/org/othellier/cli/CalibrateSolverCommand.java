package org.othellier.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.othellier.engine.othello.ProbCutCalibration;
import org.othellier.formats.FormatException;
import org.othellier.formats.Wthor;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Measures the error model behind the solver's selective passes (ProbCut to the end of the game). */
@Command(name = "calibrate-solver", mixinStandardHelpOptions = true,
        description = {"Measures ProbCut's error model for the exact solver's selective passes: positions of real games",
            "(WTHOR) at each number of empties, solved exactly and searched full width to each shallow depth. One",
            "tab-separated line per empties and depth: empties, depth, positions, mean and standard deviation of the",
            "exact score less the shallow value (discs); then per depth the deviation averaged over the empties",
            "(the figures the solver's probCutSigma holds)."})
public final class CalibrateSolverCommand implements Callable<Integer> {

    @Option(names = "--wthor", defaultValue = "src/test/resources/data/wthor",
            description = "Folder of WTHOR .wtb files, or one file (default ${DEFAULT-VALUE}).")
    Path wthor;

    @Option(names = "--empties", defaultValue = "12,14,16,18,20,22", split = ",",
            description = "Empties of the positions (default ${DEFAULT-VALUE}).")
    int[] empties;

    @Option(names = "--depths", defaultValue = "2,4,6,8", split = ",",
            description = "Depths of the shallow searches (default ${DEFAULT-VALUE}).")
    int[] depths;

    @Option(names = "--positions", defaultValue = "120", description = "Positions per number of empties (default ${DEFAULT-VALUE}).")
    int positions;

    @Option(names = "--seed", defaultValue = "7", description = "Seed of the games' order (default ${DEFAULT-VALUE}).")
    long seed;

    @Override
    public Integer call() throws IOException {
        for (int e : empties) {
            if (e < 4 || e > 30) {
                throw new BadInputException("--empties " + e + " is outside 4 to 30");
            }
        }
        for (int d : depths) {
            if (d < 0 || d > 12) {
                throw new BadInputException("--depths " + d + " is outside 0 to 12");
            }
        }
        if (positions < 1 || positions > 100_000) {
            throw new BadInputException("--positions " + positions + " is outside 1 to 100000");
        }
        List<Wthor.Game> games = new ArrayList<>();
        for (Path f : files()) {
            try {
                games.addAll(Wthor.readGames(f));
            } catch (FormatException e) {
                throw new BadInputException(e.getMessage(), e);
            }
        }
        List<ProbCutCalibration.Row> rows = ProbCutCalibration.measure(games, empties, depths, positions, seed);
        System.out.println("empties\tdepth\tpositions\tmean\tsd");
        for (ProbCutCalibration.Row r : rows) {
            System.out.printf(Locale.ROOT, "%d\t%d\t%d\t%.2f\t%.2f%n", r.empties(), r.depth(), r.positions(), r.meanDiscs(),
                    r.sdDiscs());
        }
        for (int d : depths) {
            double sd = rows.stream().filter(r -> r.depth() == d && r.positions() > 0)
                    .mapToDouble(ProbCutCalibration.Row::sdDiscs).average().orElse(Double.NaN);
            System.out.printf(Locale.ROOT, "depth %d\tsd %.2f (average over empties %s)%n", d, sd, Arrays.toString(empties));
        }
        return rows.stream().anyMatch(r -> r.positions() == 0) ? 1 : 0;
    }

    private List<Path> files() throws IOException {
        if (Files.isRegularFile(wthor)) {
            return List.of(wthor);
        }
        if (!Files.isDirectory(wthor)) {
            throw new BadInputException("--wthor " + wthor + " is neither a folder nor a file");
        }
        List<Path> files = Wthor.gameFiles(wthor);
        if (files.isEmpty()) {
            throw new BadInputException("no .wtb files in " + wthor);
        }
        return files;
    }
}
