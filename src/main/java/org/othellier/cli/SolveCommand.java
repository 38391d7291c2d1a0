package org.othellier.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.othellier.engine.othello.EngineDefaults;
import org.othellier.engine.othello.ExactSolve;
import org.othellier.formats.FormatException;
import org.othellier.formats.Obf;
import org.othellier.game.othello.BitboardPosition;
import org.othellier.game.othello.OthelloVariant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Solves every position of an OBF file exactly: best move, score, nodes, time. */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Solves every position of an OBF file exactly (perfect play to the end).",
            "Prints one tab-separated line per position: number, best move, exact score for the side to move",
            "(empties to the winner), nodes, seconds, nodes per second; then 'total' with the sums.",
            "A line that cannot be read is reported on standard error with its number and the reason;",
            "the rest of the file still runs (exit code 2 at the end). A solved score that differs from",
            "the file's known best score is reported on standard error too (exit code 1)."})
public final class SolveCommand implements Callable<Integer> {

    private static final Pattern NUMBER = Pattern.compile("#\\s*(\\d+)");

    @Parameters(index = "0", paramLabel = "FILE.obf", description = "OBF positions, one per line.")
    Path file;

    @Option(names = "--threads", defaultValue = "1", description = "Search threads (default ${DEFAULT-VALUE}; 1 is the benchmark reference).")
    int threads;

    @Option(names = "--positions", paramLabel = "FIRST-LAST",
            description = "Only positions numbered FIRST to LAST (the number is the comment's #N, else the place in the file).")
    String range;

    @Option(names = "--table-mb", defaultValue = "" + EngineDefaults.DEFAULT_TABLE_MB,
            description = "Transposition table size in MB (default ${DEFAULT-VALUE}).")
    int tableMb;

    @Override
    public Integer call() throws IOException {
        if (threads < 1 || threads > 64) {
            throw new BadInputException("--threads " + threads + " is outside 1 to 64");
        }
        if (tableMb < 1 || tableMb > 8192) {
            throw new BadInputException("--table-mb " + tableMb + " is outside 1 to 8192");
        }
        int first = Integer.MIN_VALUE;
        int last = Integer.MAX_VALUE;
        if (range != null) {
            Matcher m = Pattern.compile("(\\d+)(?:-(\\d+))?").matcher(range.strip());
            if (!m.matches()) {
                throw new BadInputException("--positions '" + range + "' is not FIRST-LAST");
            }
            first = Integer.parseInt(m.group(1));
            last = m.group(2) == null ? first : Integer.parseInt(m.group(2));
        }
        Obf.Parsed parsed;
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            parsed = Obf.read(r, OthelloVariant.OTHELLO);
        } catch (NoSuchFileException e) {
            throw new BadInputException("no file " + file);
        } catch (java.nio.charset.MalformedInputException e) {
            throw new BadInputException(file + " is not UTF-8 text (an OBF file is plain text)");
        }
        for (FormatException e : parsed.errors()) {
            System.err.println(file + ": " + e.getMessage());
        }
        long totalNodes = 0;
        double totalSeconds = 0;
        int mismatches = 0;
        try (ExactSolve solver = new ExactSolve((long) tableMb << 20, threads)) {
            int ordinal = 0;
            for (Obf.Entry entry : parsed.entries()) {
                ordinal++;
                Matcher m = NUMBER.matcher(entry.comment());
                int number = m.find() ? Integer.parseInt(m.group(1)) : ordinal;
                if (number < first || number > last) {
                    continue;
                }
                BitboardPosition pos = (BitboardPosition) entry.position();
                long t0 = System.nanoTime();
                ExactSolve.Result result = solver.solve(pos.player(), pos.opponent());
                double seconds = (System.nanoTime() - t0) / 1e9;
                totalNodes += result.nodes();
                totalSeconds += seconds;
                System.out.printf("%d\t%s\t%+d\t%d\t%.3f\t%.0f%n", number, result.moveName(), result.score(), result.nodes(),
                        seconds, seconds > 0 ? result.nodes() / seconds : 0.0);
                System.out.flush();
                Integer known = entry.bestScore();
                if (known != null && known != result.score()) {
                    mismatches++;
                    System.err.printf("%s: line %d: solved %+d but the file says %+d%n", file, entry.line(), result.score(), known);
                }
            }
        }
        System.out.printf("total\t\t\t%d\t%.3f\t%.0f%n", totalNodes, totalSeconds,
                totalSeconds > 0 ? totalNodes / totalSeconds : 0.0);
        if (!parsed.errors().isEmpty()) {
            return 2;
        }
        return mismatches > 0 ? 1 : 0;
    }
}
