package org.othellier.app.cli;

import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.othellier.game.Side;
import org.othellier.game.othello.Game;
import org.othellier.game.othello.Position;
import org.othellier.game.othello.Start;
import org.othellier.game.othello.Transcript;
import org.othellier.game.othello.Variant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Shows a position, from a transcript or a position string, as a picture with its legal moves and score. */
@Command(name = "show", mixinStandardHelpOptions = true,
        description = "Shows the position after a transcript (f5d6c3...) or a position string "
                + "(one X/O/- per square, then the side to move) as a picture, with the side to move, legal moves and score.")
public final class ShowCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "TRANSCRIPT|POSITION", defaultValue = "",
            description = "A transcript, or a position string; empty for the start.")
    String input;

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
        try {
            variant = Variant.of(size, Start.parse(start)).withRules(rules);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
        Position position = parse(variant, input.strip());
        System.out.print(describe(position));
        return 0;
    }

    /** A transcript or a position string (squares, then optionally the side to move). */
    static Position parse(Variant variant, String text) {
        int n = variant.squares();
        String compact = text.replaceAll("\\s+", "");
        boolean looksLikePosition = compact.length() >= n && compact.substring(0, n).chars().allMatch(c -> "XxOo-.*".indexOf(c) >= 0);
        try {
            if (looksLikePosition) {
                String rest = compact.substring(n).replace(";", "");
                Side toMove = rest.isEmpty() ? Side.BLACK : Side.fromSymbol(rest.charAt(0));
                if (rest.length() > 1) {
                    throw new BadInputException("position string has " + (rest.length() - 1) + " characters after the side to move");
                }
                return Position.of(variant, compact.substring(0, n), toMove);
            }
            Game game = Transcript.replay(variant, text);
            return game.position();
        } catch (IllegalArgumentException e) {
            throw new BadInputException((looksLikePosition ? "position: " : "transcript: ") + e.getMessage());
        }
    }

    static String describe(Position position) {
        StringBuilder sb = new StringBuilder();
        sb.append(position.toPicture());
        sb.append("Black (X) ").append(position.count(Side.BLACK)).append(", White (O) ")
                .append(position.count(Side.WHITE)).append(", empty ").append(position.empties()).append('\n');
        if (position.isGameOver()) {
            sb.append("Game over: ").append(position.result()).append('\n');
        } else {
            sb.append(position.sideToMove() == Side.BLACK ? "Black" : "White").append(" to move\n");
            sb.append("Legal moves: ").append(position.mustPass() ? "pass"
                    : position.legalMoves().stream().map(Object::toString).collect(Collectors.joining(" "))).append('\n');
        }
        sb.append("Position: ").append(position.toObf()).append('\n');
        return sb.toString();
    }
}
