package org.othellier.cli;

import java.util.concurrent.Callable;
import org.othellier.game.othello.BitboardPosition;
import org.othellier.game.othello.Bitboards;
import org.othellier.game.othello.OthelloPerft;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import org.othellier.game.othello.Start;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Counts the leaves of the game tree from the start, depth by depth: a check and a benchmark of move generation. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        description = {"Counts positions reached after 1..N moves from the start (a forced pass counts as a move).",
            "Prints one tab-separated line per depth: depth, leaves, seconds, leaves per second."})
public final class PerftCommand implements Callable<Integer> {

    @Option(names = "--depth", required = true, description = "Deepest depth to count, 1 to 20.")
    int depth;

    @Option(names = "--size", defaultValue = "8", description = "Board size: 6, 8 or 10 (default ${DEFAULT-VALUE}).")
    int size;

    @Option(names = "--start", defaultValue = "othello", description = "othello or reversi (default ${DEFAULT-VALUE}).")
    String start;

    @Override
    public Integer call() {
        if (depth < 1 || depth > 20) {
            throw new BadInputException("--depth " + depth + " is outside 1 to 20");
        }
        OthelloVariant variant;
        try {
            variant = OthelloVariant.of(size, Start.parse(start));
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
        OthelloPosition startPosition = OthelloPosition.start(variant);
        if (startPosition instanceof BitboardPosition) {
            System.err.println("perft: 8x8 move generation in " + Bitboards.implementation());
        }
        for (int d = 1; d <= depth; d++) {
            long t0 = System.nanoTime();
            long leaves = startPosition instanceof BitboardPosition b && !b.inOpening()
                    ? Bitboards.perft(b.player(), b.opponent(), d)
                    : OthelloPerft.count(startPosition, d);
            double seconds = (System.nanoTime() - t0) / 1e9;
            System.out.printf("%d\t%d\t%.3f\t%.0f%n", d, leaves, seconds, seconds > 0 ? leaves / seconds : 0.0);
            System.out.flush();
        }
        return 0;
    }
}
