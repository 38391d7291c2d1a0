package org.othellier.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.PatternTrainer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Learns the evaluation weights from the WTHOR games and self-play, reproducibly from a seed. */
@Command(name = "train", mixinStandardHelpOptions = true,
        description = {"Learns the evaluation's pattern weights: a fit on the WTHOR games, self-play games of that",
            "first engine (or of the --from weights, for another round), then a fit on both. Prints the error",
            "per game stage on held-out games and the time taken; the same seed and data give the same weights file."})
public final class TrainCommand implements Callable<Integer> {

    @Option(names = "--wthor", defaultValue = "src/test/resources/data/wthor",
            description = "Folder of WTHOR .wtb files (default ${DEFAULT-VALUE}).")
    Path wthor;

    @Option(names = "--self-play", defaultValue = "40000", description = "Self-play games (default ${DEFAULT-VALUE}).")
    int selfPlay;

    @Option(names = "--search-depth", defaultValue = "4", description = "Relabel the WTHOR and self-play positions before"
            + " their solved empties half with a search this deep from the first fit, 0 for the games' scores alone"
            + " (default ${DEFAULT-VALUE}).")
    int searchDepth;

    @Option(names = "--search-weight", defaultValue = "0.5", description = "The search's share of a relabelled"
            + " position's label, the rest its game's score (default ${DEFAULT-VALUE}).")
    float searchWeight;

    @Option(names = "--from", paramLabel = "WEIGHTS", description = "Another round: these weights (a file `train` wrote)"
            + " play the self-play games and search the labels instead of a first fit on the WTHOR games.")
    Path from;

    @Option(names = "--seed", defaultValue = "1", description = "Random seed (default ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--threads", description = "Threads for labelling, self-play and fitting (default: one per processor);"
            + " the weights do not depend on it.")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--out", defaultValue = "src/main/resources/org/othellier/engine/weights.bin.gz",
            description = "Weights file to write (default ${DEFAULT-VALUE}, the resource the build ships).")
    Path out;

    @Override
    public Integer call() throws IOException {
        if (!Files.isDirectory(wthor)) {
            throw new BadInputException("--wthor " + wthor + " is not a folder");
        }
        if (selfPlay < 0 || selfPlay > 10_000_000) {
            throw new BadInputException("--self-play " + selfPlay + " is outside 0 to 10000000");
        }
        if (threads < 1 || threads > 256) {
            throw new BadInputException("--threads " + threads + " is outside 1 to 256");
        }
        if (searchDepth < 0 || searchDepth > 12) {
            throw new BadInputException("--search-depth " + searchDepth + " is outside 0 to 12");
        }
        if (!(searchWeight >= 0 && searchWeight <= 1)) {
            throw new BadInputException("--search-weight " + searchWeight + " is outside 0 to 1");
        }
        PatternTrainer trainer = new PatternTrainer(seed, threads, System.out).searchLabels(searchDepth)
                .searchWeight(searchWeight);
        if (from != null) {
            trainer.startFrom(readWeights(from));
        }
        trainer.train(wthor, selfPlay, out);
        return 0;
    }

    private static Evaluator readWeights(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return Evaluator.read(in);
        } catch (IOException e) {
            throw new BadInputException("--from " + file + " is not a weights file train wrote: "
                    + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
        }
    }
}
