package org.othellier.cli;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.othellier.engine.Level;
import org.othellier.engine.othello.MoveScore;
import org.othellier.engine.othello.OthelloEngine;
import org.othellier.game.othello.OthelloPosition;
import org.othellier.game.othello.OthelloVariant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The value of every legal move of a position. */
@Command(name = "analyze", mixinStandardHelpOptions = true,
        description = {"The value of every legal move of the position after a transcript, or of a position string,",
            "best first: one tab-separated line per move: the move, the final disc difference for the side to move",
            "(a whole number when solved exactly, else the search's estimate to one decimal), and 'exact' or the",
            "search depth."})
public final class AnalyzeCommand implements Callable<Integer> {

    @Mixin
    PositionInput input;

    @Option(names = "--level", defaultValue = "9", description = "Level 1 to 10 (default ${DEFAULT-VALUE}).")
    int level;

    @Override
    public Integer call() {
        OthelloVariant variant = input.variant();
        Level lvl;
        try {
            lvl = Level.of(level);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
        OthelloPosition position = input.position(variant);
        if (position.isOver()) {
            throw new BadInputException("the game is over: " + position.result());
        }
        if (position.mustPass()) {
            System.out.println("PA\t0\tforced pass");
            return 0;
        }
        List<MoveScore> scores = new OthelloEngine().analyze(position, lvl, null);
        for (MoveScore s : scores) {
            // Solved: the disc difference itself. Searched: the evaluation's estimate of it, in discs.
            String score = s.exact() ? String.format(Locale.ROOT, "%+d", Math.round(s.score()))
                    : String.format(Locale.ROOT, "%+.1f", s.score());
            System.out.printf(Locale.ROOT, "%s\t%s\t%s%n", s.move(), score, s.exact() ? "exact" : "depth " + s.depth());
        }
        return 0;
    }
}
