package org.othellier.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.othellier.engine.othello.Boards;
import org.othellier.engine.othello.EndgameSolver;
import org.othellier.engine.othello.EngineDefaults;
import org.othellier.engine.othello.Evaluator;
import org.othellier.engine.othello.MidgameSearch;
import org.othellier.engine.othello.TranspositionTable;
import org.othellier.game.othello.Bitboards;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** A fixed search workload: a node count that changes only when the search changes, and the speed. */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Searches a fixed set of positions (reached by seeded random play) to a fixed depth, and solves",
            "a fixed set of endgames exactly, single-threaded, with the default table size. One tab-separated line",
            "per position: kind, number, depth or empties, nodes, seconds, nodes per second; then 'total' with",
            "the sums (the node count changes only when the search or the weights change) and the memory in use."})
public final class BenchCommand implements Callable<Integer> {

    @Option(names = "--depth", defaultValue = "11", description = "Middle-game depth (default ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--empties", defaultValue = "20", description = "Empties of the endgames (default ${DEFAULT-VALUE}).")
    int empties;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 20) {
            throw new BadInputException("--depth " + depth + " is outside 1 to 20");
        }
        if (empties < 4 || empties > 26) {
            throw new BadInputException("--empties " + empties + " is outside 4 to 26");
        }
        run(depth, empties, System.out);
        return 0;
    }

    /**
     * The workload: a line per position on {@code out}, then the total and the memory in use. Returns the
     * total node count, the engine's signature: it changes only when the search, the move ordering or the
     * weights change (a test pins it).
     */
    static long run(int depth, int empties, PrintStream out) {
        long tableBytes = (long) EngineDefaults.DEFAULT_TABLE_MB << 20;
        TranspositionTable midTable = new TranspositionTable(tableBytes / 2);
        TranspositionTable endTable = new TranspositionTable(tableBytes / 2);
        Evaluator eval = Evaluator.shipped();
        EndgameSolver solver = new EndgameSolver(endTable, eval); // as the engine builds it
        MidgameSearch search = new MidgameSearch(eval, midTable, solver);
        search.setSolveEmpties(0);
        SplittableRandom random = new SplittableRandom(2026);
        long totalNodes = 0;
        double totalSeconds = 0;
        int[] plies = {10, 14, 18, 22, 26, 30, 34, 38};
        for (int i = 0; i < plies.length; i++) {
            long[] pos = Boards.randomPosition(random, 60 - plies[i]);
            midTable.clear();
            search.resetNodes();
            long t0 = System.nanoTime();
            MidgameSearch.RootMoves root = new MidgameSearch.RootMoves(Bitboards.moves(pos[0], pos[1]));
            for (int d = 1; d <= depth; d++) {
                search.searchRoot(pos[0], pos[1], root, -MidgameSearch.INF, MidgameSearch.INF, d);
            }
            double s = (System.nanoTime() - t0) / 1e9;
            totalNodes += search.nodes();
            totalSeconds += s;
            print(out, "mid", i + 1, depth, search.nodes(), s);
        }
        for (int i = 0; i < 6; i++) {
            long[] pos = Boards.randomPosition(random, empties);
            endTable.clear();
            solver.resetNodes();
            long t0 = System.nanoTime();
            solver.solveRoot(pos[0], pos[1]);
            double s = (System.nanoTime() - t0) / 1e9;
            totalNodes += solver.nodes();
            totalSeconds += s;
            print(out, "end", i + 1, empties, solver.nodes(), s);
        }
        out.printf(Locale.ROOT, "total\t\t\t%d\t%.3f\t%.0f%n", totalNodes, totalSeconds, totalNodes / totalSeconds);
        Runtime rt = Runtime.getRuntime();
        System.gc();
        out.printf(Locale.ROOT, "memory\t%.1f MB in use (tables %d MB)%n",
                (rt.totalMemory() - rt.freeMemory()) / 1048576.0, (midTable.bytes() + endTable.bytes()) >> 20);
        out.printf(Locale.ROOT, "moves\t%s%n", Bitboards.implementation());
        return totalNodes;
    }

    private static void print(PrintStream out, String kind, int n, int depth, long nodes, double s) {
        out.printf(Locale.ROOT, "%s\t%d\t%d\t%d\t%.3f\t%.0f%n", kind, n, depth, nodes, s, s > 0 ? nodes / s : 0.0);
        out.flush();
    }
}
