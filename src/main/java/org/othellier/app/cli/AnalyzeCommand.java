package org.othellier.app.cli;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.othellier.engine.Engine;
import org.othellier.engine.Level;
import org.othellier.engine.MoveScore;
import org.othellier.game.othello.Position;
import org.othellier.game.othello.Start;
import org.othellier.game.othello.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The value of every legal move of a position. */
@Command(name = "analyze", mixinStandardHelpOptions = true,
        description = {"The value of every legal move of the position after a transcript, or of a position string,",
            "best first: one tab-separated line per move: move, score (final disc difference for the side to",
            "move), and 'exact' or the search depth."})
public final class AnalyzeCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "TRANSCRIPT|POSITION", defaultValue = "",
            description = "A transcript, or a position string; empty for the start.")
    String input;

    @Option(names = "--level", defaultValue = "9", description = "Level 1 to 10 (default ${DEFAULT-VALUE}).")
    int level;

    @Option(names = "--size", defaultValue = "8", description = "Board size: 6, 8 or 10 (default ${DEFAULT-VALUE}).")
    int size;

    @Option(names = "--start", defaultValue = "othello", description = "othello or reversi (default ${DEFAULT-VALUE}).")
    String start;

    @Option(names = "--variant", defaultValue = "standard",
            description = "standard, single-flank, anti-reversi (comma-separated; default ${DEFAULT-VALUE}).")
    String rules;

    @Override
    public Integer call() {
        Variant variant;
        Level lvl;
        try {
            variant = Variant.of(size, Start.parse(start)).withRules(rules);
            lvl = Level.of(level);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
        Position position = ShowCommand.parse(variant, input.strip());
        if (position.isGameOver()) {
            throw new BadInputException("the game is over: " + position.result());
        }
        if (position.mustPass()) {
            System.out.println("PA\t0\tforced pass");
            return 0;
        }
        List<MoveScore> scores = new Engine().analyze(position, lvl, null);
        for (MoveScore s : scores) {
            System.out.printf(Locale.ROOT, "%s\t%+.2f\t%s%n", s.move(), s.score(),
                    s.exact() ? "exact" : "depth " + s.depth());
        }
        return 0;
    }
}
